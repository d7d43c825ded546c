import Crypto
import Foundation
import Logging
import Revive
import Testing

// Every public spelling of the engine (`Revive`), written as an app or an adapter writes it,
// with plain `import Revive`. If a name, an argument label, a default argument, an optionality
// or a conformance below changes, this file stops compiling: that is its point. The tests also
// run, each doing something small and real with what it spells.
//
// The adapter here is the file's own: a tiny `RestorableHierarchy` of `Revivable` nodes, a
// `SnapshotStore` and a `KeyProvider` — the three protocols an app or adapter may adopt.
//
// 0.2.0 nested `SnapshotHeader` and `SnapshotNode` in `Snapshot` (`Snapshot.Header`,
// `Snapshot.Node`) and `FreshReason` in `LaunchResult` (`LaunchResult.FreshReason`), and made
// `ContainerKind` a struct: `.page`, `.stack`, `.tabs(selectedIndex:)` and `==` read as before;
// `case .tabs(let index)` becomes `kind.selectedIndex`, and a `switch` over a kind needs a
// `default`, so that a kind added later breaks no app.
//
// Since 0.2.0, `SnapshotStore` is split into a core of three calls and four capabilities
// (`SceneRecordKeeping`, `SceneLocking`, `SceneSweeping`, `SceneStateFingerprinting`): a store
// that implemented records, a lock, a sweep or a fingerprint declares the capability, or the
// engine does not call them. Of the adapter contract made public below, the store's record, lock
// and sweep requirements moved to those capabilities.
//
// Since 0.2.0 the adapter contract is public (an adapter outside this package needs nothing
// else): `SnapshotStore` is the one store protocol, its record, lock and sweep requirements
// public with defaults (a store of the app's own still writes only the three calls);
// `SceneLock` and `SceneSweep` are public (a fingerprint is a few `Int64`s); the scene glue is
// `RestorationScene` (former id, launch sweep, `SceneLifecycle`, background task, discard), and
// `SceneLifecycle` moved from ReviveSwiftUI into Revive (`ReviveSwiftUI.SceneLifecycle` written
// out is `Revive.SceneLifecycle`; plain `SceneLifecycle` reads as before); a hierarchy registers
// its containers through `RestorableHierarchy.registerBuiltInContainers(in:)` (a public
// requirement with an empty default), called the first time a registry is used with it, so a
// bare `RestorationRegistry<Page>()` no longer `contains("NavigationPage")` before that (use it
// with a navigator, or call `Navigator.registerBuiltInContainers(in:)`); `forEachNode(from:_:)`,
// `RestorationController.saveBeforeExit()` and `.releaseSceneLock()`, `StateValue(encoding:)`,
// `StateValue.decode(_:)`, `ReviveError.Code.init(_:)`, `Logger.disabled`,
// `store.discardSavedState(ofScenes:logger:)`, `SnapshotCodec.DecodingLimits` and `FileStore`'s archive files
// are public (`ValueFileCodec`, an archive file's codec, was too, until ReviveArchive and the
// inspector became its only users).
//
// Since 0.2.0 there are `RestoreReport.restoredFromCheckpoint` (the launch restored the
// checkpoint, not the save) and `FileStore.checkpointURL(for:)`, so that a launch line names the
// file it read.
//
// Split containers (since 0.2.0) are pinned in SplitContainerSourceCompatTests.swift (with the
// tiny hierarchy's types of this file), and gave adapters what they need around them:
// `RestorationScene.setNeedsCheckpoint()` and its `@discardableResult` `checkpoint()`, and
// `restoreRevivableState(_:into:thenViewState:)`, the adapter's view-state hook, on any
// hierarchy and on one whose every node adopts `Revivable`.

/// A node of the tiny hierarchy: a page, a stack or tabs. Not `Revivable` itself. This type,
/// `TinyTabs`, `TinyPage`, `TinyHierarchy` and `tinyRegistry()` are shared with
/// SplitContainerSourceCompatTests.swift.
@MainActor
class TinyNode {
    var kind: ContainerKind
    var children: [TinyNode] = []
    var presented: TinyNode?
    var identifier: String?

    init(kind: ContainerKind = .page) {
        self.kind = kind
    }
}

/// A stack: no preserved values, no hooks.
@MainActor
private final class TinyStack: TinyNode {
    init(_ pages: [TinyNode] = []) {
        super.init(kind: .stack)
        children = pages
    }
}

/// A tab container; its selection is its kind's.
@MainActor
final class TinyTabs: TinyNode {
    init(_ tabs: [TinyNode] = []) {
        super.init(kind: .tabs(selectedIndex: 0))
        children = tabs
    }
}

/// A page with every `@Preserved` form and every `Revivable` hook.
@MainActor
final class TinyPage: TinyNode, Revivable {
    @Preserved var count = 0                       // init(wrappedValue:)
    @Preserved("title") var title = ""             // init(wrappedValue:_:)
    @Preserved var note: String?                   // init(_:) with no key: nil at first
    @Preserved("picked") var selection: Int?       // init(_:) with a key
    var zoom = 1.0                                 // custom state, through the hooks
    var finishedRevivals = 0

    init(count: Int = 0) {
        super.init()
        self.count = count
    }

    var revivalIdentifier: String? { identifier }
    func encodeRevivableState(into state: inout PageState) throws {
        try state.encode(zoom, forKey: "zoom")
    }
    func decodeRevivableState(from state: PageState) throws {
        zoom = try state.decodeIfPresent(Double.self, forKey: "zoom") ?? 1
    }
    func revivalDidFinish() { finishedRevivals += 1 }
}

/// A page that adopts `Revivable` and keeps every default hook.
@MainActor
private final class TinyDefaultsPage: TinyNode, Revivable {}

/// The tiny hierarchy: every requirement of `RestorableHierarchy`, `settle(_:)` included.
@MainActor
final class TinyHierarchy: RestorableHierarchy {
    typealias Node = TinyNode
    var root: TinyNode?
    var settled = 0

    var rootNode: TinyNode? { root }
    func containerKind(of node: TinyNode) -> ContainerKind { node.kind }
    func children(of node: TinyNode) -> [TinyNode] { node.children }
    func presentedNode(of node: TinyNode) -> TinyNode? { node.presented }
    func restorationIdentifier(of node: TinyNode) -> String? { (node as? any Revivable)?.revivalIdentifier ?? node.identifier }
    func setRestorationIdentifier(_ identifier: String?, of node: TinyNode) { node.identifier = identifier }
    func encodeState(of node: TinyNode) throws(ReviveError) -> PageState { try revivableState(of: node) }
    func decodeState(_ state: PageState, into node: TinyNode) throws(ReviveError) -> [RestoreReport.Item] {
        try restoreRevivableState(state, into: node)
    }
    func defaultChildren(of container: TinyNode) -> [TinyNode] { container.children }
    func install(children: [TinyNode], kind: ContainerKind, into container: TinyNode) throws {
        container.children = children
        if container.kind.selectedIndex != nil { container.kind = .tabs(selectedIndex: kind.selectedIndex ?? 0) }
    }
    func present(_ node: TinyNode, over presenter: TinyNode) throws { presenter.presented = node }
    func installRoot(_ node: TinyNode) throws { root = node }
    func settle(_ completion: @escaping @MainActor (_ refusedPresentations: [TinyNode]) -> Void) {
        settled += 1
        completion([])
    }
    func finishRestoration(of node: TinyNode) { finishRevival(of: node) }
    /// What a controller hands it to make its checkpoints automatic.
    var didChange: (@MainActor () -> Void)?
    func observeChanges(_ didChange: @escaping @MainActor () -> Void) { self.didChange = didChange }
    func hashViewState(of node: TinyNode, into hasher: inout Hasher) { hasher.combine(node.identifier) }
    /// A gesture on a page holds its checkpoint back until it ends.
    var gestureOn: TinyNode?
    func isGestureInProgress(on node: TinyNode) -> Bool { node === gestureOn }
}

/// A hierarchy of `Revivable` pages only, as the navigator's: the engine's calls take the
/// overloads for such nodes, with no cast per node.
@MainActor
private final class TinyPageHierarchy: RestorableHierarchy {
    var root: TinyPage?

    var rootNode: TinyPage? { root }
    func containerKind(of node: TinyPage) -> ContainerKind { .page }
    func children(of node: TinyPage) -> [TinyPage] { [] }
    func presentedNode(of node: TinyPage) -> TinyPage? { nil }
    func restorationIdentifier(of node: TinyPage) -> String? { node.revivalIdentifier }
    func setRestorationIdentifier(_ identifier: String?, of node: TinyPage) { node.identifier = identifier }
    func encodeState(of node: TinyPage) throws(ReviveError) -> PageState { try revivableState(of: node) }
    func decodeState(_ state: PageState, into node: TinyPage) throws(ReviveError) -> [RestoreReport.Item] {
        try restoreRevivableState(state, into: node) { _ in [] }
    }
    func defaultChildren(of container: TinyPage) -> [TinyPage] { [] }
    func install(children: [TinyPage], kind: ContainerKind, into container: TinyPage) throws {
        throw ReviveError(.kindMismatch, name: "TinyPage", "a page holds no children")
    }
    func present(_ node: TinyPage, over presenter: TinyPage) throws {}
    func installRoot(_ node: TinyPage) throws { root = node }
    func finishRestoration(of node: TinyPage) { finishRevival(of: node) }
}

/// The registry of the tiny hierarchy's types.
@MainActor
func tinyRegistry() -> RestorationRegistry<TinyNode> {
    let registry = RestorationRegistry<TinyNode>()
    registry.register(TinyStack.self) { TinyStack() }
    registry.register(TinyTabs.self, name: "Tabs") { TinyTabs() }
    registry.register(TinyPage.self, name: nil, factory: { TinyPage() })
    registry.register(TinyDefaultsPage.self) { TinyDefaultsPage() }
    return registry
}

/// A store of the app's own: the three requirements, nothing else.
private final class DictionaryStore: SnapshotStore, @unchecked Sendable {
    private let lock = NSLock()
    private var states: [String: Data] = [:]

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }

    func read(sceneID: String) throws(ReviveError) -> Data? { locked { states[sceneID] } }
    func write(_ data: Data, sceneID: String) throws(ReviveError) { locked { states[sceneID] = data } }
    func delete(sceneID: String) throws(ReviveError) { locked { states[sceneID] = nil } }
}

/// A key provider of the app's own.
private struct FixedKeyProvider: KeyProvider {
    var bytes = [UInt8](repeating: 7, count: KeyFileProvider.keySize)

    func key() throws(ReviveError) -> SymmetricKey {
        guard bytes.count == KeyFileProvider.keySize else {
            throw ReviveError(.wrongKeySize, "\(bytes.count) bytes, not \(KeyFileProvider.keySize)")
        }
        return SymmetricKey(data: bytes)
    }
}

/// A logger the app hands in; this one writes nothing.
private func quietLogger() -> Logger {
    Logger(label: "compat", factory: { _ in SwiftLogNoOpLogHandler() })
}

/// A fresh private temporary folder (`0700`, so a store keeps its files in it directly).
private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("revive-compat-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    return url
}

@Suite @MainActor
struct ReviveSourceCompat {
    // PageState: a keyed container of values; typed reads and writes.
    @Test func pageState() throws {
        var state = PageState()
        state = PageState(["comic_id": .int(42)])
        state["title"] = .string("One Piece")
        state["title"] = nil
        state.values = ["comic_id": .int(42), "page": .int(3)]
        try state.encode(1.5, forKey: "zoom")
        let comicID = try state.decode(Int.self, forKey: "comic_id")
        let page: Int = try state.decode(forKey: "page")
        let zoom = try state.decodeIfPresent(Double.self, forKey: "zoom")
        let missing: String? = try state.decodeIfPresent(forKey: "missing")
        let keys: [String] = state.keys
        let values: [String: StateValue] = state.values
        var hasher = Hasher()
        state.hash(into: &hasher)
        #expect(comicID == 42 && page == 3 && zoom == 1.5 && missing == nil)
        #expect(keys == ["comic_id", "page", "zoom"] && values.count == state.count && !state.isEmpty)
        #expect(state == PageState(values) && state.encodedByteCount > 0 && state["page"] == .int(3))
    }

    // ReviveError: what a failed read says, and its codes.
    @Test func pageStateError() {
        let state = PageState(["comic_id": .string("abc")])
        do {
            _ = try state.decode(Int.self, forKey: "comic_id")
            Issue.record("a string read as an Int")
        } catch {
            let code: ReviveError.Code = error.code
            let name: String? = error.name
            let message: String = error.message
            #expect(code == .typeMismatch && name == "comic_id" && error.description == "typeMismatch (comic_id): \(message)")
        }
        let codes: [ReviveError.Code] = [.missingKey, .typeMismatch, .valueOutOfRange, .invalidValue, .encodingFailed, .duplicateKey]
        #expect(Set(codes).count == 6)
        #expect { try PageState().decode(Int.self, forKey: "none") } throws: { ($0 as? ReviveError)?.code == .missingKey }
    }

    // StateValue: every case, and its size and kind name.
    @Test func stateValue() {
        let values: [StateValue] = [
            .null, .bool(true), .int(-1), .unsignedInt(.max), .double(0.5), .string("s"),
            .data(Data([1])), .date(Date(timeIntervalSince1970: 0)), .array([.null]), .dictionary(["k": .int(1)]),
        ]
        let kindNames = values.map(\.kindName)
        #expect(kindNames == ["null", "bool", "int", "unsignedInt", "double", "string", "data", "date", "array", "dictionary"])
        #expect(values.allSatisfy { $0.encodedByteCount > 0 })
    }

    // @Preserved: the three initializers and the wrapped value.
    @Test func preserved() {
        let page = TinyPage(count: 2)
        page.title = "t"
        page.note = "n"
        page.selection = 1
        let plain = Preserved(wrappedValue: 1)
        let keyed = Preserved(wrappedValue: "v", "key")
        let optional = Preserved<Int?>()
        let optionalKeyed = Preserved<Int?>("key")
        plain.wrappedValue = 2                     // nonmutating set: copies share the value
        #expect(plain.wrappedValue == 2 && keyed.wrappedValue == "v")
        #expect(optional.wrappedValue == nil && optionalKeyed.wrappedValue == nil)
        #expect(page.count == 2 && page.title == "t" && page.note == "n" && page.selection == 1)
    }

    // Snapshot, Snapshot.Node, Snapshot.Header and ContainerKind: the saved tree.
    @Test func snapshot() {
        let kinds: [ContainerKind] = [.page, .stack, .tabs(selectedIndex: 1)]
        var header = Snapshot.Header()
        header = Snapshot.Header(
            formatVersion: Snapshot.Header.currentFormatVersion, appVersion: "2.1", schemaVersion: 3,
            createdAt: Date(timeIntervalSince1970: 1), sceneID: "main"
        )
        header.formatVersion = Snapshot.Header.currentFormatVersion
        header.appVersion = "2.2"
        header.schemaVersion = 4
        header.createdAt = Date(timeIntervalSince1970: 2)
        header.sceneID = "main"
        var leaf = Snapshot.Node(typeName: "TinyPage")
        leaf.typeName = "TinyPage"
        leaf.restorationID = "leaf"
        leaf.state = PageState(["count": .int(1)])
        leaf.kind = kinds[0]
        leaf.children = []
        leaf.presented = Snapshot.Node(typeName: "TinyPage")
        let root = Snapshot.Node(typeName: "TinyStack", restorationID: "", state: PageState(), kind: .stack, children: [leaf], presented: nil)
        var snapshot = Snapshot(root: root)
        snapshot = Snapshot(header: header, root: root)
        snapshot.header = header
        snapshot.root = root
        var later = snapshot
        later.header.createdAt = Date()
        #expect(snapshot.root.nodeCount == 3 && snapshot.hasSameState(as: later) && !snapshot.hasSameState(as: Snapshot(root: root)))
        #expect(snapshot.encodedByteCount > root.subtreeEncodedByteCount && root.subtreeEncodedByteCount > root.encodedByteCount)
        #expect(snapshot.root.children[0].presented != nil && kinds.count == 3)
    }

    // ContainerKind: static members, the selection and the name, compared with `==`. A kind
    // added later must not break this: a `switch` over it has a `default`.
    @Test func containerKind() {
        let tabs = ContainerKind.tabs(selectedIndex: 2)
        let selected: Int? = tabs.selectedIndex
        let name: String = tabs.name
        let label: String
        switch tabs {
        case .page: label = "page"
        case .stack: label = "stack"
        default: label = tabs.description
        }
        #expect(selected == 2 && name == "tabs" && label == "tabs(selectedIndex: 2)")
        #expect(ContainerKind.stack.selectedIndex == nil && ContainerKind.page.name == "page" && tabs != .tabs(selectedIndex: 1))
    }

    // SnapshotCodec: bytes and back, plain and encrypted.
    @Test func snapshotCodec() throws {
        let snapshot = Snapshot(header: Snapshot.Header(sceneID: "main"), root: Snapshot.Node(typeName: "TinyPage", state: PageState(["count": .int(1)])))
        let plain = SnapshotCodec()
        var sealed = SnapshotCodec(key: nil)
        sealed.key = try FixedKeyProvider().key()
        let bytes = try plain.encode(snapshot)
        let sealedBytes = try sealed.encode(snapshot)
        #expect(try plain.decode(bytes) == snapshot)
        #expect(try sealed.decode(sealedBytes) == snapshot)
        #expect(try plain.decodeHeader(bytes).sceneID == "main")
        #expect(try SnapshotCodec.isEncrypted(sealedBytes) && !SnapshotCodec.isEncrypted(bytes))
    }

    // ReviveError: what a damaged file says, and its codes.
    @Test func codecError() {
        do {
            _ = try SnapshotCodec().decode(Data("not a snapshot".utf8))
            Issue.record("garbage decoded")
        } catch {
            let code: ReviveError.Code = error.code
            let offset: Int? = error.offset
            #expect(code == .badMagic && (offset ?? 0) >= 0 && !error.message.isEmpty && error.description.contains(code.description))
        }
        let codes: [ReviveError.Code] = [
            .badMagic, .unsupportedFormatVersion, .truncated, .checksumMismatch, .limitExceeded,
            .malformed, .keyRequired, .decryptionFailed, .encodingFailed,
        ]
        #expect(Set(codes).count == 9)
    }

    // SnapshotStore: a store of the app's own, and discarding a scene from it.
    @Test func snapshotStore() throws {
        let store: any SnapshotStore = DictionaryStore()
        try store.write(Data([1]), sceneID: "main")
        #expect(try store.read(sceneID: "main") == Data([1]))
        try store.delete(sceneID: "main")
        try store.write(Data([4]), sceneID: "main")
        try store.discardScene(sceneID: "main")
        #expect(try store.read(sceneID: "main") == nil)
    }

    // Sweeping at launch: the scenes no session will open again, and what is past its age.
    @Test func sweepSavedScenes() async throws {
        let store: any SnapshotStore = DictionaryStore()
        let removed: Int = await store.sweepSavedScenes(keeping: ["main"], policy: RestorationPolicy(), now: Date(), logger: quietLogger())
        let ageOnly: Int = await store.sweepSavedScenes(keeping: nil)
        #expect(removed == 0 && ageOnly == 0)
    }

    // FileStore: the atomic file store, every method.
    @Test func fileStore() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try FileStore(directory: folder)
        let store = try FileStore(directory: folder, maximumFileSize: FileStore.defaultMaximumFileSize, logger: quietLogger())
        let directory: URL = store.directory
        let defaultFolder: URL = FileStore.defaultDirectory(appName: "Comics")
        #expect(directory == folder && store.maximumFileSize == FileStore.defaultMaximumFileSize && defaultFolder.lastPathComponent == "Revive")
        var options = FileStore.Options(isExcludedFromBackup: true, fileProtection: .completeUntilFirstUserAuthentication, locksOnlyDuringOperations: false)
        options.isExcludedFromBackup = false
        options.fileProtection = nil
        options.locksOnlyDuringOperations = true
        let shared = try FileStore(directory: folder, maximumFileSize: 1024, options: .appGroupContainer, logger: quietLogger())
        _ = try FileStore(directory: folder, options: FileStore.Options())
        let kept: FileStore.Options = shared.options
        #expect(kept == .appGroupContainer && options != FileStore.Options() && kept.locksOnlyDuringOperations)
        _ = (store.fileURL(for: "main"), store.quarantineURL(for: "main"))
        let checkpoint: URL = store.checkpointURL(for: "main")
        #expect(checkpoint.lastPathComponent == "main.checkpoint.marker")
        try store.write(Data([1]), sceneID: "main")
        #expect(try store.read(sceneID: "main") == Data([1]))
        try store.delete(sceneID: "main")
        try store.discardScene(sceneID: "main")
    }

    // ReviveError: what a store failure says, and its codes.
    @Test func storeError() throws {
        let error = ReviveError(.writeFailed, "disk full")
        let withErrno = ReviveError(.readFailed, "gone", errno: 2)
        #expect(error.errno == nil && withErrno.errno == 2)
        #expect(error.code == .writeFailed && error.message == "disk full" && error.description.contains("disk full"))
        let codes: [ReviveError.Code] = [
            .directoryUnavailable, .readFailed, .writeFailed, .deleteFailed, .moveFailed, .fileTooLarge, .notARegularFile, .sceneLocked,
        ]
        #expect(Set(codes.map(\.description)).count == 8)
        // For people: `localizedDescription` (LocalizedError's `errorDescription`) has no code.
        let named = ReviveError(.unknownType, name: "ComicPage", "no page type is registered under this name")
        let localized: any LocalizedError = named
        #expect(localized.errorDescription == "ComicPage: no page type is registered under this name")
        #expect(named.localizedDescription == "ComicPage: no page type is registered under this name")
        #expect(named.description == "unknownType (ComicPage): no page type is registered under this name")
    }

    // KeyProvider: a provider of the app's own, the key file, the Keychain (Apple only).
    @Test func keyProviders() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let provider: any KeyProvider = FixedKeyProvider()
        let file = KeyFileProvider(url: folder.appendingPathComponent("revive.key"))
        let logged = KeyFileProvider(url: folder.appendingPathComponent("revive.key"), logger: quietLogger())
        let created = try file.key()
        #expect(try logged.key() == created && provider.key() != created)
        #expect(file.url.lastPathComponent == "revive.key" && KeyFileProvider.keySize == 32)
        #if canImport(Security) && canImport(Darwin)
        let keychain = KeychainKeyProvider(service: "com.example.comics")
        let named = KeychainKeyProvider(service: "com.example.comics", account: "state")
        let read: () throws(ReviveError) -> SymmetricKey = keychain.key   // spelled, not called
        #expect(keychain.account == "revive-state-key" && named.service == "com.example.comics")
        _ = read
        #endif
    }

    // ReviveError: what a missing key says, and its codes.
    @Test func keyProviderError() {
        #expect { try FixedKeyProvider(bytes: [1]).key() } throws: { ($0 as? ReviveError)?.code == .wrongKeySize }
        let error = ReviveError(.ioFailed, "the vault has no secret")
        #expect(error.code == .ioFailed && error.message == "the vault has no secret" && !error.description.isEmpty)
        let codes: [ReviveError.Code] = [.ioFailed, .wrongKeySize, .insecurePermissions, .keychainFailed, .notARegularFile]
        #expect(Set(codes.map(\.description)).count == 5)
    }

    // RestorationRegistry: names to factories, the allowlist.
    @Test func restorationRegistry() throws {
        let registry = tinyRegistry()
        let made: TinyNode = try registry.make("TinyPage")
        #expect(registry.name(for: made) == "TinyPage" && registry.name(for: TinyTabs()) == "Tabs")
        #expect(registry.contains("Tabs") && registry.names == ["Tabs", "TinyDefaultsPage", "TinyPage", "TinyStack"])
        #expect { try registry.make("Unknown") } throws: { ($0 as? ReviveError)?.code == .unknownType }
    }

    // RestorableHierarchy and Revivable: capture, restore, the visible node, the hooks.
    @Test func restorableHierarchy() throws {
        let live = TinyHierarchy()
        let page = TinyPage(count: 5)
        page.zoom = 2
        page.identifier = "reader"
        let modal = TinyDefaultsPage()
        page.presented = modal
        try live.installRoot(TinyTabs([TinyStack([TinyPage(), page]), TinyStack([TinyPage()])]))
        #expect(live.visibleNode === modal)
        _ = try live.captureSnapshot(registry: tinyRegistry())
        let snapshot = try live.captureSnapshot(registry: tinyRegistry(), header: Snapshot.Header(sceneID: "main"), budget: CaptureBudget())

        let rebuilt = TinyHierarchy()
        var report: RestoreReport?
        rebuilt.restore(from: snapshot, registry: tinyRegistry()) { report = $0 }
        rebuilt.restore(from: snapshot, registry: tinyRegistry(), defaultRoot: { TinyTabs() }, completion: { report = $0 })
        let restored = try #require(rebuilt.rootNode?.children[0].children[1] as? TinyPage)
        #expect(rebuilt.visibleNode is TinyDefaultsPage)
        #expect(report?.isComplete == true && restored.count == 5 && restored.zoom == 2 && restored.finishedRevivals == 1)

        let state = try rebuilt.revivableState(of: restored)
        let issues: [RestoreReport.Item] = try rebuilt.restoreRevivableState(state, into: TinyPage())
        rebuilt.finishRevival(of: modal)
        rebuilt.settle { refused in #expect(refused.isEmpty) }
        #expect(issues.isEmpty && state["count"] == .int(5) && rebuilt.settled == 3)

        let defaults: any Revivable = TinyDefaultsPage()       // the defaults of every hook
        #expect(!defaults.isTransientPresentation)
        var custom = PageState()
        try defaults.encodeRevivableState(into: &custom)
        try defaults.decodeRevivableState(from: custom)
        defaults.revivalDidFinish()
        #expect(defaults.revivalIdentifier == nil && custom.isEmpty)
    }

    // RestoreReport: items, kinds, value issues.
    @Test func restoreReport() throws {
        let saved = Snapshot(root: Snapshot.Node(typeName: "TinyStack", kind: .stack, children: [
            Snapshot.Node(typeName: "TinyPage", state: PageState(["count": .string("abc")])),
            Snapshot.Node(typeName: "Unregistered"),
        ]))
        var report = RestoreReport()
        TinyHierarchy().restore(from: saved, registry: tinyRegistry()) { report = $0 }
        let items: [RestoreReport.Item] = report.items
        let dropped = try #require(report.items(.droppedPage).first)
        let defaulted = try #require(report.items(.defaultedValue).first)
        let kind: RestoreReport.Item.Kind = dropped.kind
        #expect(!report.isComplete && report.restoredPageCount == 2 && items.count == 5)   // 1 dropped, 4 defaulted
        #expect(kind.rawValue == "droppedPage" && !dropped.path.isEmpty && dropped.key == nil && !dropped.reason.isEmpty)
        #expect(defaulted.key == "count" && !defaulted.description.isEmpty)
        let kinds: [RestoreReport.Item.Kind] = [.droppedPage, .fellBackToDefault, .defaultedValue, .selectionReset, .movedViewState]
        #expect(kinds.map { RestoreReport.Item.Kind(rawValue: $0.rawValue) } == kinds)
        let issue = RestoreReport.Item(.defaultedValue, key: "count", reason: "expected Int")
        #expect(issue.key == "count" && issue.reason == "expected Int")
    }

    // PageViewState.ScrollAnchor, PageViewState.TextDraft, PageViewState.ItemSelection, PageViewState, ViewStateRestoring:
    // what the user sees inside a page.
    @Test func viewState() throws {
        var anchor = PageViewState.ScrollAnchor()
        #expect(anchor.isTop && PageViewState.ScrollAnchor.maximumOffset > 0)
        anchor = PageViewState.ScrollAnchor(itemIdentifier: "c41", index: 40, offset: 2)
        let pixels = PageViewState.ScrollAnchor(contentOffset: 880)
        let landing: PageViewState.ScrollAnchor.Resolution = anchor.resolve(in: ["c40", "c42"])
        let moved: PageViewState.ScrollAnchor.Resolution = anchor.resolve(itemCount: 1, indexOf: { _ in nil }, identifierAt: { _ in "c1" })
        let place: PageViewState.ScrollAnchor.Resolution.Landing = landing.landing
        #expect(place == .item(index: 1, itemIdentifier: "c42", offset: 0) && landing.index == 1 && landing.anchor.itemIndex == 1)
        #expect(moved.fallback == .anchorMoved && moved.message != nil && pixels.resolve(in: []).landing == .contentOffset(880))
        #expect([anchor.itemIdentifier, "\(anchor.itemIndex)", "\(anchor.offset)", "\(anchor.contentOffset)"].count == 4)
        let issue: RestoreReport.Item = try #require(landing.issue(key: "list"))
        let fallbacks: [PageViewState.ScrollAnchor.Resolution.Fallback] = [.anchorMoved, .anchorReset]
        #expect(issue.key == "list" && issue.kind == .movedViewState && !issue.reason.isEmpty && !issue.description.isEmpty)
        #expect(fallbacks.map(\.rawValue) == ["anchorMoved", "anchorReset"])
        let placed = RestoreReport.Item(.movedViewState, key: "k", reason: "r", path: "ListPage")
        #expect(placed.path == "ListPage" && RestoreReport.Item(.defaultedValue, key: "k", reason: "r").kind == .defaultedValue)

        var draft = PageViewState.TextDraft()
        draft = PageViewState.TextDraft(text: "Great", selectedRange: NSRange(location: 1, length: 2))
        draft.text += "!"
        draft.select(NSRange(location: 0, length: 0))
        draft.select(draft.text.startIndex..<draft.text.endIndex)
        draft.replaceSelection(with: "Good")
        let range: Range<String.Index> = draft.selection
        #expect(!draft.isEmpty && draft.cursor == 4 && draft.selectedRange.length == 0 && range.isEmpty)

        var selection = PageViewState.ItemSelection()
        selection = PageViewState.ItemSelection(["a", "b"])
        selection.insert("c")
        selection.remove("a")
        let rows: PageViewState.ItemSelection.Resolution = selection.resolve(in: ["b"])
        let byLookup = selection.resolve(indexOf: { $0 == "b" ? 0 : nil })
        #expect(selection.contains("b") && !selection.isEmpty && selection.identifiers == ["b", "c"])
        #expect(rows.indices == [0] && rows.missing == ["c"] && rows.selection == byLookup.selection && rows.issue(key: "s") != nil)

        var restoredAnchor = anchor
        var restoredSelection = selection
        let anchorIssue: RestoreReport.Item? = restoredAnchor.restore(against: [], key: "list")
        #expect(anchorIssue?.kind == .movedViewState && restoredSelection.restore(against: [], key: "selected")?.kind == .movedViewState)

        var viewState = PageViewState(anchor: anchor, selection: selection, drafts: ["comment": draft])
        var state = PageState()
        try viewState.encode(into: &state)
        let (back, unreadable) = PageViewState.decode(from: state)
        #expect(back == viewState && unreadable.isEmpty && !viewState.isEmpty)
        viewState = PageViewState()
        #expect(viewState.isEmpty && [PageViewState.anchorKey, PageViewState.selectionKey, PageViewState.draftKeyPrefix].count == 3)
        let sections = PageViewState.Sections(rowCounts: [2, 3])
        #expect(sections.count == 5 && sections.rowCounts == [2, 3] && sections.indexPath(at: 3).flatMap(sections.index(of:)) == 3)
    }

    @Test func viewStateRestoring() {
        final class ListPage: ViewStateRestoring {
            var list = PageViewState.ScrollAnchor(itemIdentifier: "gone", index: 0)
            func restoreViewState() -> [RestoreReport.Item] { list.resolve(in: ["a"]).issue(key: "list").map { [$0] } ?? [] }
        }
        #expect(ListPage().restoreViewState().map(\.kind) == [.movedViewState])
    }

    // ReviveError: what capture refuses, and its codes.
    @Test func restorationError() {
        let error = ReviveError(.overPageBudget, name: "TinyPage", "70 KiB over a 64 KiB budget")
        #expect(error.code == .overPageBudget && error.name == "TinyPage" && !error.message.isEmpty && !error.description.isEmpty)
        let codes: [ReviveError.Code] = [
            .unknownType, .factoryFailed, .unreadableState, .kindMismatch, .nothingVisible,
            .overPageBudget, .overTotalBudget, .unregisteredRoot, .encodingFailed,
        ]
        #expect(Set(codes.map(\.description)).count == 9)
    }

    // SetupIssue: the loud report of a mistake in the app's setup, and its replaceable handler.
    @Test func setupIssue() {
        let issue = SetupIssue(.unregisteredType, "the default root's tree shows TinyPage")
        #expect(issue.code == .unregisteredType && !issue.message.isEmpty && issue.description.hasPrefix("Revive setup error"))
        let codes: [SetupIssue.Code] = [.unregisteredType, .notSaved, .restoreDroppedMost, .readThroughMirror]
        #expect(Set(codes.map(\.description)).count == 4)
        let handler: @Sendable (SetupIssue) -> Void = SetupIssue.handler
        let fallback: @Sendable (SetupIssue) -> Void = SetupIssue.defaultHandler
        let writer: @Sendable (SetupIssue) -> Void = SetupIssue.writeToStandardError
        SetupIssue.handler = handler
        _ = (fallback, writer)
    }

    // CaptureBudget: per page and in total.
    @Test func captureBudget() {
        var budget = CaptureBudget()
        budget = CaptureBudget(maxPageBytes: 16 * 1024, maxTotalBytes: 512 * 1024)
        budget.maxPageBytes = CaptureBudget(maxPageBytes: 1024).maxPageBytes
        budget.maxTotalBytes = CaptureBudget(maxTotalBytes: 2048).maxTotalBytes
        #expect(budget == CaptureBudget(maxPageBytes: 1024, maxTotalBytes: 2048) && CaptureBudget.unlimited.maxPageBytes == .max)
    }

    // RestorationPolicy: every rule and its default.
    @Test func restorationPolicy() {
        var policy = RestorationPolicy()
        policy = RestorationPolicy(
            appVersion: "3.0", schemaVersion: 3, deletesAfterRestore: true, deletesOnUserQuit: true,
            maximumRestoreAttempts: 1, maximumAge: 7 * 24 * 60 * 60, maximumQuarantineAge: RestorationPolicy.defaultMaximumQuarantineAge,
            discardsOtherAppVersions: true, migrations: [:]
        )
        policy.maximumQuarantineAge = nil
        policy.appVersion = "3.1"
        policy.schemaVersion = 3
        policy.deletesAfterRestore = false
        policy.deletesOnUserQuit = false
        policy.maximumRestoreAttempts = 2
        policy.maximumCrashesAfterRestore = 3   // new: crashes in a row right after restores
        policy.crashLoopWindow = 30             // new: how soon after a restore a crash counts
        policy.detectsCrashes = false           // new: no crash handler, for a reporter that must be alone
        #expect(RestorationPolicy(crashLoopWindow: 60, detectsCrashes: false).detectsCrashes == false && RestorationPolicy().detectsCrashes)
        policy.maximumAge = nil
        policy.discardsOtherAppVersions = false
        let identity: RestorationPolicy.Migration = { $0 }
        policy.migrations = [1: identity]
        policy.registerMigration(from: 2) { snapshot in snapshot }
        #expect(policy.migrations.keys.sorted() == [1, 2] && RestorationPolicy(schemaVersion: 1).appVersion == nil)
    }

    // RestorationController: launch, save, quit — a two-launch round trip through a store.
    @Test func restorationController() async throws {
        let store = DictionaryStore()
        let first = RestorationController(hierarchy: TinyHierarchy(), registry: tinyRegistry(), configuration: .init(store: store))
        let fresh = await first.launch { TinyStack([TinyPage()]) }
        (first.hierarchy.rootNode as? TinyStack)?.children.append(TinyPage(count: 9))
        let saved = first.didEnterBackground()
        await first.waitForPendingSaves()
        #expect(fresh == .fresh(.noSavedState) && saved == .scheduled && first.saveCount == 1 && first.lastSaveError == nil)

        let second = RestorationController(
            hierarchy: TinyHierarchy(), registry: tinyRegistry(), sceneID: "default", configuration: .init(store: store, policy: RestorationPolicy(), codec: SnapshotCodec(), budget: CaptureBudget(), logger: quietLogger())
        )
        var finished: LaunchResult?
        second.restorationDidFinish = { finished = $0 }
        second.shouldRestore = { true }
        second.shouldSave = { false }
        second.budget = .unlimited
        second.launch(defaultRoot: { TinyStack([TinyPage()]) }, completion: { #expect($0 == finished) })
        let node: RestorationController<TinyHierarchy>.Node? = second.hierarchy.visibleNode
        #expect((node as? TinyPage)?.count == 9 && second.lastLaunchResult?.report?.restoredPageCount == 3)
        #expect(second.didEnterBackground() == .declinedByApp && second.lastCaptureError == nil)
        #expect(try second.captureSnapshot().root.nodeCount == 3 && second.sceneID == "default" && second.registry.contains("TinyPage"))
        await second.userDidQuit()
        let quitError: ReviveError? = second.lastQuitError
        #expect(quitError == nil)
    }

    // One configuration value instead of the controller's parameter list.
    @Test func restorationControllerConfiguration() {
        var configuration = RestorationController<TinyHierarchy>.Configuration(store: DictionaryStore())
        configuration.policy = RestorationPolicy(schemaVersion: 2)
        configuration.codec = SnapshotCodec()
        configuration.budget = .unlimited
        configuration.logger = quietLogger()
        let store: any SnapshotStore = configuration.store
        let shared: any Sendable = configuration
        let controller = RestorationController(hierarchy: TinyHierarchy(), registry: tinyRegistry(), configuration: configuration)
        #expect(store is DictionaryStore && shared is RestorationController<TinyHierarchy>.Configuration)
        #expect(controller.sceneID == "default" && controller.budget == .unlimited)
    }

    // LaunchResult and SaveResult: what a launch and a save did.
    @Test func launchAndSaveResults() {
        let restored = LaunchResult.restored(RestoreReport())
        let fresh = LaunchResult.fresh(.userQuit)
        #expect(restored.report == RestoreReport() && restored.freshReason == nil && fresh.freshReason == .userQuit)
        #expect(restored.description == "restored 0 pages" && fresh.report == nil && !fresh.description.isEmpty)
        let fromCheckpoint: Bool = RestoreReport().restoredFromCheckpoint
        #expect(!fromCheckpoint)
        let results: [SaveResult] = [
            .scheduled, .declinedByApp, .notCaptured(ReviveError(.nothingVisible, name: "TinyStack", "empty")),
            .sceneInUse(ReviveError(.sceneLocked, "another process holds scene \"main\"")),
        ]
        #expect(results.map(\.isScheduled) == [true, false, false, false] && results.map(\.description)[0] == "scheduled")
    }

    // LaunchResult.FreshReason: every reason a launch starts fresh.
    @Test func freshReason() {
        let reasons: [LaunchResult.FreshReason] = [
            .noSavedState, .tooOld(age: 90, maximum: 60), .crashedDuringLastRestore(attempts: 1), .userQuit,
            .appVersionMismatch(saved: "1.0", current: "2.0"), .schemaVersionMismatch(saved: 1, current: 2),
            .damagedFile("checksum mismatch"), .sceneMismatch(saved: "a", expected: "b"), .storeUnavailable("read-only"),
            .declinedByApp, .rootTypeUnknown("OldRoot"), .nothingOnScreen, .rootNoLongerFits("a tab container now"), .sceneInUse,
        ]
        #expect(Set(reasons.map(\.description)).count == 14)
        let failure: any Error = LaunchResult.FreshReason.userQuit               // a fresh start is how a restore fails
        #expect(failure as? LaunchResult.FreshReason == .userQuit)
    }

    // Sendable: the values that cross to the save queue, and the stores and providers.
    @Test func sendability() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let values: [any Sendable] = [
            PageState(), StateValue.null, Snapshot.Header(), Snapshot.Node(typeName: "T"), Snapshot(root: Snapshot.Node(typeName: "T")),
            ContainerKind.page, SnapshotCodec(), ReviveError(.readFailed, ""),
            KeyFileProvider(url: folder), ReviveError(.ioFailed, ""), RestorationPolicy(), CaptureBudget(), RestoreReport(),
            RestoreReport.Item(.defaultedValue, key: "", reason: ""), ReviveError(.unknownType, name: "", ""),
            LaunchResult.fresh(.noSavedState), SaveResult.scheduled, LaunchResult.FreshReason.userQuit, try FileStore(directory: folder),
        ]
        let policyMigration: any Sendable = { (snapshot: Snapshot) in snapshot } as RestorationPolicy.Migration
        sendable(ReviveError.self, ReviveError.Code.self, PageViewState.ScrollAnchor.Resolution.Fallback.self)
        sendable(RestoreReport.Item.self, RestoreReport.Item.Kind.self)
        sendable(DictionaryStore.self, FixedKeyProvider.self)
        #expect(values.count == 19 && policyMigration is RestorationPolicy.Migration)
    }

    // Saved state kept until a newer save: the default no longer deletes after a
    // restore (`deletesAfterRestore: true` brings it back), a fresh reason for crashes right
    // after restores (a `switch` over `FreshReason` needs the case or a `default`), checkpoints,
    // and the App Group lease and save wait.
    @MainActor
    @Test func keptStateAndCheckpoints() {
        #expect(RestorationPolicy().deletesAfterRestore == false)
        #expect(RestorationPolicy().maximumCrashesAfterRestore == 2 && RestorationPolicy().crashLoopWindow == 60)
        let reason: LaunchResult.FreshReason = .crashedAfterRestore(crashes: 2)
        switch reason {
        case .crashedAfterRestore(let crashes): #expect(crashes == 2)
        default: Issue.record("\(reason)")
        }
        var configuration = RestorationController<TinyHierarchy>.Configuration(store: DictionaryStore())
        #expect(configuration.checkpointDelay == .seconds(1))
        configuration.checkpointDelay = nil   // no checkpoints
        let controller = RestorationController(hierarchy: TinyHierarchy(), registry: tinyRegistry(), configuration: configuration)
        controller.setNeedsCheckpoint()
        let result: SaveResult = controller.checkpoint()
        let count: Int = controller.checkpointCount
        #expect(result == .declinedByApp && count == 0)
        // Automatic checkpoints: an adapter of the app's own feeds them through its
        // hierarchy; the controller has a foreground state of its own.
        let hierarchy = TinyHierarchy()
        let automatic = RestorationController(hierarchy: hierarchy, registry: tinyRegistry(), configuration: .init(store: DictionaryStore()))
        #expect(hierarchy.didChange != nil && automatic.isInForeground)
        hierarchy.didChange?()
        automatic.willEnterForeground()
        var hasher = Hasher()
        hierarchy.hashViewState(of: TinyPage(), into: &hasher)
        #expect(!hierarchy.isGestureInProgress(on: TinyPage()))
        // The walking half alone: a capture, the visible page and a walk need only a
        // `CapturableHierarchy`; a toolkit's one change callback is chained, the app's kept.
        func walked<Walked: CapturableHierarchy>(_ walked: Walked) throws -> (Snapshot, Walked.Node?) {
            (try walked.captureSnapshot(registry: RestorationRegistry<Walked.Node>()), walked.visibleNode)
        }
        _ = try? walked(hierarchy)
        var appCallback: (() -> Void)? = {}
        hierarchy.chainChanges({}, after: &appCallback)
        appCallback?()
        let scene = RestorationScene(controller: automatic)
        #expect(scene.handle(.active) == .nothing && automatic.isInForeground)
        var options = FileStore.Options.appGroupContainer
        options.leaseDuration = 3_600
        options.backgroundSaveLockWait = 2
        #expect(FileStore.Options(leaseDuration: 3_600, backgroundSaveLockWait: 2).leaseDuration == options.leaseDuration)
    }
}

/// Compiles only when every type is `Sendable`.
private func sendable<each T: Sendable>(_ types: repeat (each T).Type) {}

/// A store of the app's own that adopts every capability: the core's three calls, and each
/// capability's requirements spelled out.
private final class FullStore: SnapshotStore, SceneRecordKeeping, SceneLocking, SceneSweeping, SceneStateFingerprinting,
    @unchecked Sendable
{
    private let base = DictionaryStore()
    private func record(_ name: String, _ sceneID: String) -> String { Self.derivedSceneID(name, of: sceneID) }

    func read(sceneID: String) throws(ReviveError) -> Data? { try base.read(sceneID: sceneID) }
    func write(_ data: Data, sceneID: String) throws(ReviveError) { try base.write(data, sceneID: sceneID) }
    func delete(sceneID: String) throws(ReviveError) { try base.delete(sceneID: sceneID) }
    func hasState(sceneID: String) throws(ReviveError) -> Bool { try base.read(sceneID: sceneID) != nil }
    func storedStateFingerprint(sceneID: String) -> [Int64]? {
        (try? hasState(sceneID: sceneID)) == true ? [1, 2, 3, 4] : nil
    }
    func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data? { try base.read(sceneID: record(name, sceneID)) }
    func writeMarker(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        try base.write(data, sceneID: record(name, sceneID))
    }
    func writeMarkerUnsynced(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        try writeMarker(data, named: name, sceneID: sceneID)
    }
    func deleteMarker(named name: String, sceneID: String) throws(ReviveError) { try base.delete(sceneID: record(name, sceneID)) }
    func remove(markers: [String], includingState: Bool, sceneID: String) throws(ReviveError) {
        for name in markers { try deleteMarker(named: name, sceneID: sceneID) }
        if includingState { try delete(sceneID: sceneID) }
    }
    func removeMarkersUnsynced(_ names: [String], sceneID: String) throws(ReviveError) {
        try remove(markers: names, includingState: false, sceneID: sceneID)
    }
    func markerPath(named name: String, sceneID: String) -> String? { nil }
    func quarantine(sceneID: String) throws(ReviveError) -> Bool {
        guard let data = try read(sceneID: sceneID) else { return false }
        try base.write(data, sceneID: record("quarantined", sceneID))
        try delete(sceneID: sceneID)
        return true
    }
    func readQuarantined(sceneID: String) throws(ReviveError) -> Data? { try base.read(sceneID: record("quarantined", sceneID)) }
    func deleteQuarantined(sceneID: String) throws(ReviveError) { try base.delete(sceneID: record("quarantined", sceneID)) }
    func lockScene(sceneID: String, patience: Duration) throws(ReviveError) -> SceneLock { SceneLock(sceneID: sceneID) }
    var saveLockPatience: Duration { .milliseconds(50) }
    var leaseDuration: TimeInterval { 60 }
    var holdsSceneLocksBetweenOperations: Bool { true }
    func removeScene(sceneID: String) throws(ReviveError) {
        try remove(markers: ["restoring", "user-quit", "checkpoint", "crashed", "lease"], includingState: true, sceneID: sceneID)
        try deleteQuarantined(sceneID: sceneID)
    }
    func sweep(_ sweep: SceneSweep) -> SceneSweep.Outcome {
        var outcome = SceneSweep.Outcome()
        outcome.keptInUse = Array(sweep.liveSceneIDs ?? [])
        return outcome
    }
}

@Suite @MainActor
struct AdapterContractSourceCompat {
    // The store protocol: three calls; each capability a protocol of its own, with defaults.
    @Test func aStoreOfThreeCallsAdoptsNoCapabilityAndAFullStoreAdoptsThemAll() throws {
        let store: any SnapshotStore = DictionaryStore()
        #expect(!(store is any SceneLocking) && !(store is any SceneSweeping))
        #expect(!(store is any SceneRecordKeeping) && !(store is any SceneStateFingerprinting))
        #expect(store.sceneLocking == nil && store.sceneSweeping == nil && store.sceneRecordKeeping == nil)
        let adopted: any SnapshotStore = FullStore()
        #expect(adopted.sceneLocking != nil && adopted.sceneSweeping != nil && adopted.sceneStateFingerprinting != nil)
        #expect(DictionaryStore.derivedSceneID("restoring", of: "main") == "main#revive-restoring")
        let full = FullStore()
        let lock: SceneLock = try full.lockScene(sceneID: "main")
        #expect(lock.sceneID == "main")
        #expect(full.sweep(SceneSweep(liveSceneIDs: ["a"], maximumAge: nil, maximumQuarantineAge: nil)).keptInUse == ["a"])
        try full.write(Data([2]), sceneID: "main")
        #expect(full.storedStateFingerprint(sceneID: "main") == [1, 2, 3, 4])
    }

    // The scene glue: launch with a sweep, events, discard.
    @Test func theSceneGlueLaunchesSavesAndDiscards() async throws {
        let store = FullStore()
        let controller = RestorationController(hierarchy: TinyHierarchy(), registry: tinyRegistry(), sceneID: "s", configuration: .init(store: store))
        let scene = RestorationScene(controller: controller, formerSceneID: nil, lifecycle: SceneLifecycle(platform: .iOS))
        scene.launch(defaultRoot: { TinyPage() }, keeping: ["s"]) { _ in }
        let response: SceneLifecycle.Response = scene.handle(.background, beginBackgroundTask: { _ in 1 }, endBackgroundTask: { _ in })
        #expect(response == .saveInBackgroundTask)
        #expect(scene.lastSaveResult == .scheduled)
        await controller.waitForPendingSaves()
        #expect(try store.read(sceneID: "s") != nil)
        await scene.discard()
        #expect(scene.isDiscarded && scene.lastDiscardError == nil)
        #expect(try store.read(sceneID: "s") == nil)
        #expect(scene.handle(.background) == .nothing)
        let failures: [String: ReviveError] = store.discardSavedState(ofScenes: ["gone"], logger: .disabled)
        #expect(failures.isEmpty)
        controller.releaseSceneLock()
        #expect(controller.saveBeforeExit() != .scheduled || controller.saveCount >= 1)
    }

    // A hierarchy's own containers, values of an adapter's own, error codes of its own.
    @Test func anAdapterRegistersItsContainersAndEncodesItsValues() throws {
        let registry = RestorationRegistry<TinyNode>()
        TinyHierarchy.registerBuiltInContainers(in: registry)
        #expect(registry.names.isEmpty)
        let value = try StateValue(encoding: ["tab": 2])
        #expect(try value.decode([String: Int].self) == ["tab": 2])
        let code = ReviveError.Code("adapterRefused")
        #expect(code == ReviveError.Code("adapterRefused"))
        let hierarchy = TinyHierarchy()
        hierarchy.root = TinyPage()
        var visited = 0
        if let root = hierarchy.rootNode { hierarchy.forEachNode(from: root) { _ in visited += 1 } }
        #expect(visited == 1)
    }

    // The scene forwards checkpoints, so an adapter's scene file never reaches
    // for its controller; `checkpoint()`'s result may be ignored.
    @Test func theSceneForwardsCheckpoints() {
        var configuration = RestorationController<TinyHierarchy>.Configuration(store: DictionaryStore())
        configuration.checkpointDelay = nil   // no checkpoints
        let controller = RestorationController(hierarchy: TinyHierarchy(), registry: tinyRegistry(), configuration: configuration)
        let scene = RestorationScene(controller: controller)
        scene.setNeedsCheckpoint()
        scene.checkpoint()
        let result: SaveResult = scene.checkpoint()
        #expect(result == .declinedByApp && controller.checkpointCount == 0)
    }

    // The adapter's view-state hook, after the app's hooks, gets the view state
    // saved with the page; on any hierarchy and on one of `Revivable` nodes.
    @Test func anAdapterPutsItsViewStateBackAfterTheAppsHooks() throws {
        var state = try TinyHierarchy().revivableState(of: TinyPage(count: 3))
        try PageViewState(selection: PageViewState.ItemSelection(["b"])).encode(into: &state)
        let page = TinyPage()
        var seen: PageViewState?
        let items: [RestoreReport.Item] = try TinyHierarchy().restoreRevivableState(state, into: page) { saved in
            seen = saved
            return [RestoreReport.Item(.movedViewState, key: PageViewState.selectionKey, reason: "\"b\" is gone")]
        }
        #expect(page.count == 3 && seen?.selection?.identifiers == ["b"] && items.map(\.kind) == [.movedViewState])
        let pages = TinyPageHierarchy()
        let revivable = TinyPage()
        let none: [RestoreReport.Item] = try pages.restoreRevivableState(state, into: revivable, thenViewState: { _ in [] })
        #expect(try none.isEmpty && revivable.count == 3 && pages.decodeState(state, into: TinyPage()).isEmpty)
    }
}
