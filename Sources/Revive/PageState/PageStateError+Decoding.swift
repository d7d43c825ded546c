import Foundation

extension PageStateError {
    /// The error for a value under `key` that could not be decoded as `declared`.
    ///
    /// Type and range failures found by ``StateValueDecoder`` carry a ``StateValueMismatch``
    /// and become ``Code/typeMismatch`` or ``Code/valueOutOfRange`` with the expected type and the
    /// value found; a nested field missing from a stored struct is a type mismatch as well (the
    /// stored dictionary is not a value of the declared type); anything else a type's own
    /// decoder throws (an unknown raw value, a failed validation) is ``Code/invalidValue``.
    static func decoding(_ error: any Error, key: String, declared: Any.Type) -> PageStateError {
        let declaredName = String(describing: declared)
        guard let decodingError = error as? DecodingError else {
            return PageStateError(
                code: .invalidValue, key: key,
                message: "key \(key.quoted): \(declaredName) could not be decoded: \(error)",
                expected: declaredName, found: "\(error)"
            )
        }
        switch decodingError {
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            if let mismatch = context.underlyingError as? StateValueMismatch {
                return mismatched(mismatch, key: key, path: context.codingPath, declared: declaredName)
            }
            return invalid(context, key: key, declared: declaredName)
        case .keyNotFound(let missing, let context):
            let found = "no field \(missing.stringValue.quoted)"
            let prefix = location(key: key, path: context.codingPath)
            return PageStateError(
                code: .typeMismatch, key: key,
                message: "\(prefix): expected \(declaredName), found a value with \(found)",
                expected: declaredName, found: found
            )
        @unknown default:
            return PageStateError(
                code: .invalidValue, key: key,
                message: "key \(key.quoted): \(declaredName) could not be decoded: \(decodingError)",
                expected: declaredName
            )
        }
    }

    /// A decoding failure for a state value read directly, before any decoder was involved.
    static func mismatched(_ mismatch: StateValueMismatch, key: String, path: [any CodingKey], declared: String) -> PageStateError {
        var mismatch = mismatch
        if path.isEmpty && mismatch.isContainerShape {
            mismatch.expected = declared
        }
        let code: Code
        switch mismatch.kind {
        case .typeMismatch: code = .typeMismatch
        case .outOfRange: code = .valueOutOfRange
        case .invalid: code = .invalidValue
        }
        return PageStateError(
            code: code, key: key,
            message: "\(location(key: key, path: path)): \(mismatch.detail)",
            expected: mismatch.expected, found: mismatch.found.summary
        )
    }

    private static func invalid(_ context: DecodingError.Context, key: String, declared: String) -> PageStateError {
        PageStateError(
            code: .invalidValue, key: key,
            message: "\(location(key: key, path: context.codingPath)): invalid \(declared): \(context.debugDescription)",
            expected: declared, found: context.debugDescription
        )
    }

    /// `key "settings"`, or `key "settings" at filters[2].minimum` inside a stored value.
    private static func location(key: String, path: [any CodingKey]) -> String {
        path.isEmpty ? "key \(key.quoted)" : "key \(key.quoted) at \(path.rendered)"
    }
}
