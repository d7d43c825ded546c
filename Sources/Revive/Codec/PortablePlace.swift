public import Foundation

/// The user's place in a scene, made to travel: to another device of the user's through
/// Handoff, into a link that a widget, a notification or Spotlight opens, or into an intent.
///
/// It is the scene's line of pages (``Snapshot/placeLine(leavingOut:)``: the selected tabs, each
/// stack's back stack, what is presented) with their values, less the values the app keeps on
/// the device. Its payload is Revive's file format, unencrypted, with its checksum: 1 KB or so
/// for a place a few pages deep. The receiving side reads it under ``limits`` (small caps; a
/// damaged or truncated payload, or one from a newer format, is refused with the codec's error)
/// and opens it with ``RestorationController/open(_:completion:)``, which checks it against
/// the app's policy (schema version, with migration) and restores its pages
/// through the registry, merged with the scene's own state: a place never makes a page type the
/// app did not register. The checksum finds damage, not forgery: anyone can make a payload, so
/// nothing in it is trusted more than a URL is.
///
/// ```swift
/// // The sending side (a scene that publishes its place):
/// let place = PortablePlace(try controller.captureSnapshot(), leavingOut: ["revive.draft."])
/// activity.userInfo = [PortablePlace.userInfoKey: try place.payload()]
/// // The receiving side, once its launch is over:
/// let arrived = try PortablePlace(payload: data)
/// controller.open(arrived) { outcome in … }
/// ```
public struct PortablePlace: Hashable, Sendable {
    /// The size Apple advises for a Handoff activity's `userInfo`: "3 KB or less"
    /// (Handoff Programming Guide, Best Practices:
    /// https://developer.apple.com/library/archive/documentation/UserExperience/Conceptual/Handoff/HandoffFundamentals/HandoffFundamentals.html).
    public static let handoffPayloadAdvice = 3 * 1024

    /// The key of the payload in an `NSUserActivity`'s `userInfo` (a `Data` value).
    public static let userInfoKey = "revive.place"

    /// The name of the query item that carries the payload in a URL, base64url-encoded.
    public static let queryItemName = "revive-place"

    /// The type of the activity Spotlight continues when the user opens an item the app
    /// indexed: Core Spotlight's `CSSearchableItemActionType`
    /// (https://developer.apple.com/documentation/corespotlight/cssearchableitemactiontype).
    public static let searchableItemActionType = "com.apple.corespotlightitem"

    /// The key under which that activity's `userInfo` holds the item's `uniqueIdentifier`: Core
    /// Spotlight's `CSSearchableItemActivityIdentifier`
    /// (https://developer.apple.com/documentation/corespotlight/cssearchableitemactivityidentifier).
    /// An item whose identifier is a place's ``identifier(maximumBytes:)`` opens at that place.
    public static let searchableItemActivityIdentifierKey = "kCSSearchableItemActivityIdentifier"

    /// The caps a received payload is read under: 64 KiB, depth 32, 256 nodes, strings of
    /// 16 KiB, 1,000 elements, 1 MiB decoded.
    public static let limits = SnapshotCodec.DecodingLimits(
        maxFileSize: 64 << 10, maxDepth: 32, maxNodeCount: 256, maxStringLength: 16 << 10,
        maxCollectionCount: 1_000, maxDecodedSize: 1 << 20
    )

    /// The place: a snapshot whose tree is a line of pages (``Snapshot/placeLine(leavingOut:)``).
    public let snapshot: Snapshot

    /// The place of `snapshot`: its line of pages, less the values of `deviceOnlyKeys`.
    /// - Parameters:
    ///   - snapshot: A capture of the scene (``RestorationController/captureSnapshot()``).
    ///   - deviceOnlyKeys: Keys of values that never leave the device; an entry that ends in
    ///     `.` names every key that starts with it.
    public init(_ snapshot: Snapshot, leavingOut deviceOnlyKeys: Set<String> = []) {
        self.snapshot = snapshot.placeLine(leavingOut: deviceOnlyKeys)
    }

    /// Reads a place from its payload; only its line of pages is kept.
    /// - Parameters:
    ///   - payload: What ``payload(maximumBytes:)`` made.
    ///   - limits: The caps to read it under.
    /// - Throws: ``ReviveError``: the codec's (`badMagic`, `truncated`, `checksumMismatch`,
    ///   `limitExceeded`, `unsupportedFormatVersion`, `malformed`, `keyRequired`) naming the problem.
    public init(payload: Data, limits: SnapshotCodec.DecodingLimits = PortablePlace.limits) throws(ReviveError) {
        snapshot = try SnapshotCodec(limits: limits).decode(payload).placeLine()
    }

    /// Reads a place from a URL that ``url(_:maximumBytes:)`` made. It is read in one way
    /// only: exactly one `revive-place` query item, its length checked before anything is decoded.
    /// - Parameters:
    ///   - url: The URL; only its `revive-place` query item is read.
    ///   - limits: The caps to read the payload under.
    /// - Throws: ``ReviveError`` with code `missingKey` when the URL has no such item,
    ///   `repeatedQueryItem` when it has more than one, `malformed` when the item has no value,
    ///   `limitExceeded` when the value is longer than a payload of `limits.maxFileSize` bytes
    ///   can be, `notUTF8` when its percent escapes do not decode to UTF-8, or what
    ///   ``init(identifier:limits:)`` throws.
    public init(url: URL, limits: SnapshotCodec.DecodingLimits = PortablePlace.limits) throws(ReviveError) {
        let values = Self.queryValues(in: url)
        guard let first = values.first else {
            throw ReviveError(.missingKey, name: Self.queryItemName, "the URL has no \"\(Self.queryItemName)\" query item")
        }
        guard values.count == 1 else {
            throw ReviveError(.repeatedQueryItem, name: Self.queryItemName, "the URL has \(values.count) \"\(Self.queryItemName)\" query items; a place is read from exactly one")
        }
        guard let encoded = first else {
            throw ReviveError(.malformed, name: Self.queryItemName, "the URL's \"\(Self.queryItemName)\" query item has no value")
        }
        try Self.checkLength(of: encoded, limits: limits)
        guard let identifier = encoded.removingPercentEncoding else {
            throw ReviveError(.notUTF8, name: Self.queryItemName, "the \"\(Self.queryItemName)\" query item is not UTF-8 once its percent escapes are decoded")
        }
        try self.init(identifier: identifier, limits: limits)
    }

    /// Reads a place from its identifier (``identifier(maximumBytes:)``): an App Intents
    /// entity's `id`, a Spotlight item's `uniqueIdentifier`, a URL's query item. Its length is
    /// checked before it is decoded.
    /// - Parameters:
    ///   - identifier: The payload in base64url.
    ///   - limits: The caps to read the payload under.
    /// - Throws: ``ReviveError`` with code `limitExceeded` when it is longer than a payload of
    ///   `limits.maxFileSize` bytes can be, `malformed` when it is not base64url, or what
    ///   ``init(payload:limits:)`` throws.
    public init(identifier: String, limits: SnapshotCodec.DecodingLimits = PortablePlace.limits) throws(ReviveError) {
        try Self.checkLength(of: identifier, limits: limits)
        guard let payload = Self.base64URLDecoded(identifier) else {
            throw ReviveError(.malformed, name: Self.queryItemName, "the place's identifier is not base64url")
        }
        try self.init(payload: payload, limits: limits)
    }

    /// Reads a place from a user activity's `userInfo`: a Handoff activity's payload, where
    /// ``userInfo(maximumBytes:)`` put it, or else the identifier of the Spotlight item the user
    /// opened (under ``searchableItemActivityIdentifierKey``), when the app indexed a
    /// `CSSearchableItem` whose `uniqueIdentifier` is a place's ``identifier(maximumBytes:)``.
    /// - Parameters:
    ///   - userInfo: The activity's `userInfo`.
    ///   - limits: The caps to read the payload under.
    /// - Throws: ``ReviveError`` with code `missingKey` when it holds neither, `typeMismatch`
    ///   when the payload is not data or the identifier not a string, or what
    ///   ``init(payload:limits:)`` and ``init(identifier:limits:)`` throw.
    public init(userInfo: [AnyHashable: Any]?, limits: SnapshotCodec.DecodingLimits = PortablePlace.limits) throws(ReviveError) {
        if let value = userInfo?[Self.userInfoKey] {
            guard let payload = value as? Data else {
                throw ReviveError(.typeMismatch, name: Self.userInfoKey, "the activity's \"\(Self.userInfoKey)\" is a \(type(of: value)), not data")
            }
            try self.init(payload: payload, limits: limits)
        } else if let value = userInfo?[Self.searchableItemActivityIdentifierKey] {
            guard let identifier = value as? String else {
                throw ReviveError(
                    .typeMismatch, name: Self.searchableItemActivityIdentifierKey,
                    "the Spotlight item's identifier is a \(type(of: value)), not a string"
                )
            }
            try self.init(identifier: identifier, limits: limits)
        } else {
            throw ReviveError(
                .missingKey, name: Self.userInfoKey,
                "the activity's userInfo holds no \"\(Self.userInfoKey)\" and no Spotlight item identifier"
            )
        }
    }

    /// The page the user was looking at in the place (``Snapshot/visiblePage``), whose values
    /// title it: an App Intents entity's `displayRepresentation`, a Handoff activity's `title`.
    public var visiblePage: Snapshot.Node { snapshot.visiblePage }

    /// The entries of a user activity's `userInfo` that carry the place: its payload under
    /// ``userInfoKey`` (`Data` is one of the types `userInfo` takes).
    /// - Parameter maximumBytes: The most the payload may take; Apple's advice for Handoff by default.
    /// - Returns: The entries, for `addUserInfoEntries(from:)`.
    /// - Throws: What ``payload(maximumBytes:)`` throws.
    public func userInfo(maximumBytes: Int = PortablePlace.handoffPayloadAdvice) throws(ReviveError) -> [String: Data] {
        [Self.userInfoKey: try payload(maximumBytes: maximumBytes)]
    }

    /// The payload: the place in Revive's file format, with its checksum.
    /// - Parameter maximumBytes: The most it may take; Apple's advice for Handoff by default.
    /// - Returns: The bytes.
    /// - Throws: ``ReviveError`` with code `overTotalBudget` when it is larger (leave more
    ///   values on the device, or send less), or the encoder's error under ``limits``.
    public func payload(maximumBytes: Int = PortablePlace.handoffPayloadAdvice) throws(ReviveError) -> Data {
        let payload = try SnapshotCodec(limits: Self.limits).encode(snapshot)
        guard payload.count <= maximumBytes else {
            throw ReviveError(
                .overTotalBudget,
                "the place takes \(payload.count) bytes, over the \(maximumBytes) allowed (Apple advises 3 KB or less for Handoff)"
            )
        }
        return payload
    }

    /// `base` with the payload added as its `revive-place` query item, base64url-encoded: a
    /// widget's `widgetURL`, a `Link`, a notification's URL.
    /// - Parameters:
    ///   - base: The app's URL (its scheme, or a universal link).
    ///   - maximumBytes: The most the payload may take.
    /// - Returns: The URL.
    /// - Throws: What ``payload(maximumBytes:)`` throws, or `malformed` when `base` cannot take a query.
    public func url(_ base: URL, maximumBytes: Int = PortablePlace.handoffPayloadAdvice) throws(ReviveError) -> URL {
        let encoded = try identifier(maximumBytes: maximumBytes)
        guard var components = URLComponents(url: base, resolvingAgainstBaseURL: false) else {
            throw ReviveError(.malformed, "\(base) cannot take a query item")
        }
        components.queryItems = (components.queryItems ?? []).filter { $0.name != Self.queryItemName }
            + [URLQueryItem(name: Self.queryItemName, value: encoded)]
        guard let url = components.url else { throw ReviveError(.malformed, "\(base) cannot take a query item") }
        return url
    }

    /// The payload in base64url (RFC 4648 §5, no padding): a string that names the place, for
    /// an App Intents entity's `id`, a Spotlight item's `uniqueIdentifier`, or a URL.
    /// - Parameter maximumBytes: The most the payload may take.
    /// - Returns: The identifier.
    /// - Throws: What ``payload(maximumBytes:)`` throws.
    public func identifier(maximumBytes: Int = PortablePlace.handoffPayloadAdvice) throws(ReviveError) -> String {
        try payload(maximumBytes: maximumBytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Whether `url` carries a place: a `revive-place` query item, readable or not.
    public static func isPlaceURL(_ url: URL) -> Bool {
        !queryValues(in: url).isEmpty
    }

    /// The values, still percent-encoded, of every query item of `url` named `revive-place`
    /// (its name percent-decoded); `nil` for an item with no `=`.
    static func queryValues(in url: URL) -> [String?] {
        guard let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.percentEncodedQuery else { return [] }
        return query.split(separator: "&").compactMap { item -> String?? in
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            guard (name.removingPercentEncoding ?? name) == queryItemName else { return nil }
            return .some(parts.count > 1 ? String(parts[1]) : nil)
        }
    }

    /// Refuses a text longer than the base64url (or percent-encoded base64url) of a payload of
    /// `limits.maxFileSize` bytes can be, before any of it is decoded.
    /// - Throws: ``ReviveError`` with code `limitExceeded`.
    static func checkLength(of text: String, limits: SnapshotCodec.DecodingLimits) throws(ReviveError) {
        let longest = 4 * ((limits.maxFileSize + 2) / 3)
        let length = text.utf8.count
        guard length <= longest else {
            throw ReviveError(
                .limitExceeded, name: queryItemName,
                "the place's text has \(length) characters; a payload of at most \(limits.maxFileSize) bytes takes at most \(longest)",
                offset: nil, errno: nil, limitName: "maxFileSize"
            )
        }
    }

    /// The bytes of a base64url string (RFC 4648 §5, padding optional); `nil` when it is not one.
    static func base64URLDecoded(_ string: String) -> Data? {
        guard string.utf8.allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "/") }) else { return nil }
        var base64 = string.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64)
    }
}
