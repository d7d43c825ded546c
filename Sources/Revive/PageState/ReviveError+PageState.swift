import Foundation

extension ReviveError {
    static func missingKey(_ key: String, expected: Any.Type) -> Self {
        let name = String(describing: expected)
        return Self(
            .missingKey, name: key,
            "key \(key.quoted): expected \(name), found no value"
        )
    }

    static func duplicateKey(_ key: String, first: String, second: String) -> Self {
        Self(
            .duplicateKey, name: key,
            "key \(key.quoted) is used by two @Preserved properties: \(first) and \(second)"
        )
    }

    static func encodingFailed(_ key: String, type: Any.Type, underlying: any Error) -> Self {
        Self(
            .encodingFailed, name: key,
            "key \(key.quoted): encoding \(String(describing: type)) failed: \(underlying)"
        )
    }
}

extension ReviveError {
    /// The error for a value under `key` that could not be decoded as `declared`.
    ///
    /// Type and range failures found by ``StateValueDecoder`` carry a ``StateValueMismatch``
    /// and become ``Code/typeMismatch`` or ``Code/valueOutOfRange`` with the expected type and the
    /// value found; a nested field missing from a stored struct is a type mismatch as well (the
    /// stored dictionary is not a value of the declared type); anything else a type's own
    /// decoder throws (an unknown raw value, a failed validation) is ``Code/invalidValue``.
    static func decoding(_ error: any Error, key: String, declared: Any.Type) -> ReviveError {
        let declaredName = String(describing: declared)
        guard let decodingError = error as? DecodingError else {
            return ReviveError(
                .invalidValue, name: key,
                "key \(key.quoted): \(declaredName) could not be decoded: \(error)"
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
            return ReviveError(
                .typeMismatch, name: key,
                "\(prefix): expected \(declaredName), found a value with \(found)"
            )
        @unknown default:
            return ReviveError(
                .invalidValue, name: key,
                "key \(key.quoted): \(declaredName) could not be decoded: \(decodingError)"
            )
        }
    }

    /// A decoding failure for a state value read directly, before any decoder was involved.
    static func mismatched(_ mismatch: StateValueMismatch, key: String, path: [any CodingKey], declared: String) -> ReviveError {
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
        return ReviveError(
            code, name: key,
            "\(location(key: key, path: path)): \(mismatch.detail)"
        )
    }

    private static func invalid(_ context: DecodingError.Context, key: String, declared: String) -> ReviveError {
        ReviveError(
            .invalidValue, name: key,
            "\(location(key: key, path: context.codingPath)): invalid \(declared): \(context.debugDescription)"
        )
    }

    /// `key "settings"`, or `key "settings" at filters[2].minimum` inside a stored value.
    private static func location(key: String, path: [any CodingKey]) -> String {
        path.isEmpty ? "key \(key.quoted)" : "key \(key.quoted) at \(path.rendered)"
    }
}

extension String {
    /// The string in double quotes, with quotes and backslashes escaped, for messages.
    var quoted: String {
        "\"" + replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
