extension Snapshot {
    /// One page of a saved tree: its type, identity, preserved values and place in the hierarchy.
    ///
    /// A node is a value: capturing a live hierarchy produces a tree of nodes, and rebuilding
    /// reads one. Containers keep their children in `children` (a stack bottom first, tabs in
    /// order); a page presented modally over this one is `presented`.
    ///
    /// ```swift
    /// let detail = Snapshot.Node(typeName: "ComicDetailPage", restorationID: "detail",
    ///                            state: PageState(["comic_id": .int(42)]))
    /// let stack = Snapshot.Node(typeName: "NavigationPage", kind: .stack, children: [list, detail])
    /// ```
    public struct Node: Hashable {
        /// The registered restoration type name that recreates this page.
        public var typeName: String
        /// The page's restoration identifier; tells apart two pages of one type among siblings.
        public var restorationID: String
        /// The values the page preserved.
        public var state: PageState
        /// Plain page, navigation stack or tab container.
        public var kind: ContainerKind
        /// The container's child pages, in order; empty for a plain page.
        public var children: [Snapshot.Node]
        private var presentedStorage: [Snapshot.Node]

        /// The page presented modally over this one, if any.
        public var presented: Snapshot.Node? {
            get { presentedStorage.first }
            set { presentedStorage = newValue.map { [$0] } ?? [] }
        }

        /// Creates a node.
        /// - Parameters:
        ///   - typeName: The registered restoration type name.
        ///   - restorationID: The page's restoration identifier.
        ///   - state: The preserved values.
        ///   - kind: Plain page, stack or tabs.
        ///   - children: The container's children, in order.
        ///   - presented: The page presented over this one.
        public init(
            typeName: String,
            restorationID: String = "",
            state: PageState = PageState(),
            kind: ContainerKind = .page,
            children: [Snapshot.Node] = [],
            presented: Snapshot.Node? = nil
        ) {
            self.typeName = typeName
            self.restorationID = restorationID
            self.state = state
            self.kind = kind
            self.children = children
            self.presentedStorage = presented.map { [$0] } ?? []
        }
    }
}

extension Snapshot.Node {
    /// The number of nodes in this subtree, this one included.
    public var nodeCount: Int {
        var count = 1
        for child in children { count += child.nodeCount }
        if let presented { count += presented.nodeCount }
        return count
    }
}

extension Snapshot.Node: Sendable {}
