/// A comic of the demo's catalog.
public struct Comic: Hashable, Sendable {
    /// The comic's identifier.
    public let id: Int
    /// Its title.
    public let name: String
    /// How many pages it has.
    public let pageCount: Int

    /// The demo's catalog.
    public static let catalog: [Comic] = [
        Comic(id: 42, name: "One Piece", pageCount: 60),
        Comic(id: 7, name: "Bone", pageCount: 40),
        Comic(id: 12, name: "Astérix le Gaulois", pageCount: 48),
        Comic(id: 99, name: "鬼滅の刃", pageCount: 52),
    ]
}
