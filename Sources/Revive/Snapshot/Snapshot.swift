/// The saved state of one scene: a header and the tree of its pages.
///
/// A snapshot is a plain value: `Sendable`, `Equatable`, and free of any live page. Capture
/// makes one from a live hierarchy on the main actor; the codec turns it into bytes off the
/// main actor; rebuild turns one back into live pages.
///
/// ```swift
/// let snapshot = Snapshot(header: Snapshot.Header(appVersion: "2.1", sceneID: "main"), root: tabs)
/// ```
public struct Snapshot: Hashable {
    /// What wrote the snapshot, when, and for which scene.
    public var header: Snapshot.Header
    /// The root page of the scene.
    public var root: Snapshot.Node

    /// Creates a snapshot.
    /// - Parameters:
    ///   - header: The header.
    ///   - root: The root node of the page tree.
    public init(header: Snapshot.Header = Snapshot.Header(), root: Snapshot.Node) {
        self.header = header
        self.root = root
    }
}

extension Snapshot {
    /// Whether `other` saves the same state: the same tree and header, whenever each was
    /// captured. Two captures of an unchanged hierarchy differ only in their creation time;
    /// this is what lets a saver skip writing a state that did not change.
    public func hasSameState(as other: Snapshot) -> Bool {
        var header = other.header
        header.createdAt = self.header.createdAt
        return header == self.header && root == other.root
    }
}

extension Snapshot: Sendable {}
