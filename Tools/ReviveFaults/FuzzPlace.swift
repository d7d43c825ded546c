package import Foundation
package import Revive
import ReviveNavigator

/// The check of the ``FuzzTarget/place`` target: a place that arrives from outside
/// is untrusted input, opened in a launched scene.
///
/// The input is read four ways, and each place it gives is opened in a scene of its own:
/// as a payload (``PortablePlace/init(payload:limits:)``); as a compact description of a tree
/// (``FuzzPlaceReader``), encoded with its checksum, so that hostile trees reach the merge; and,
/// as a string, as a URL (``PortablePlace/init(url:limits:)``) and as an identifier
/// (``PortablePlace/init(identifier:limits:)``). The receiver is launched from a store that
/// holds its saved file: tabs Library (a stack whose `detail` page presents `reader`),
/// Favorites and Settings (a split of two stacks), with values on its pages, and the
/// device-only keys `zoom` and `device.` (a prefix). The input's last byte picks the
/// ``RestorationController/removedPagesRule``: open, refuse, or ask and be answered yes or no.
///
/// For every place: the open completes once, at once; the scene can be captured afterwards and
/// shows a page; a refused (or unchanged) place leaves the scene's tree and the saved file's
/// bytes as they were; an opened one leaves its structure (``structure(of:)``: the root, the
/// tabs, the columns); and no value under a device-only key differs from the one this device
/// had at the same place in the tree, or else from the page's default (a page the place brings
/// is made fresh): a device-only value is never written from outside.
@MainActor
package enum FuzzPlace {
    /// The receiver's device-only keys: one key, one prefix.
    static let deviceOnlyKeys: Set<String> = ["zoom", "device."]
    /// The receiver's scene.
    nonisolated static let sceneID = "main"

    /// Opens every place `data` gives in a receiver and checks the guarantees.
    /// - Parameter data: The input.
    /// - Returns: A finding when a guarantee broke.
    package static func check(_ data: Data) -> FuzzFinding? {
        var places: [(String, PortablePlace)] = []
        if let place = try? PortablePlace(payload: data) { places.append(("payload", place)) }
        var reader = FuzzPlaceReader(data)
        if let payload = try? SnapshotCodec().encode(reader.readPlace()), let place = try? PortablePlace(payload: payload) {
            places.append(("tree", place))
        }
        let text = String(decoding: data, as: UTF8.self)
        if let url = URL(string: text), let place = try? PortablePlace(url: url) { places.append(("url", place)) }
        if let place = try? PortablePlace(identifier: text) { places.append(("identifier", place)) }
        let rule = data.last.map { $0 % 4 } ?? 0
        for (how, place) in places {
            if let finding = open(place, rule: rule) { return FuzzFinding("a place read as \(how): \(finding)") }
        }
        return nil
    }

    /// Launches a receiver, opens `place` in it and checks it.
    /// - Parameters:
    ///   - place: The place that arrived.
    ///   - rule: 0 open, 1 refuse, 2 ask and accept, 3 ask and decline pages that hold values.
    /// - Returns: What broke, or `nil`.
    static func open(_ place: PortablePlace, rule: UInt8) -> String? {
        guard let saved = savedFile else { return "the receiver's saved file could not be made" }
        let store = FuzzPlaceStore(sceneID: sceneID, data: Data(saved))
        let controller = receiver(store: store)
        var launch: LaunchResult?
        controller.launch(defaultRoot: { scene(withValues: false) }) { launch = $0 }
        guard case .restored = launch else { return "the receiver did not restore its saved file: \(launch.map(String.init(describing:)) ?? "no launch result")" }
        guard let before = try? controller.captureSnapshot() else { return "the receiver's own scene could not be captured" }
        let fileBefore = store.file
        switch rule {
        case 1: controller.removedPagesRule = .refuse
        case 2, 3: controller.removedPagesRule = .ask { _, decide in decide(rule == 2) }
        default: controller.removedPagesRule = .open
        }
        var outcomes: [RestorationController<Navigator>.PlaceOutcome] = []
        controller.open(place) { outcomes.append($0) }
        guard outcomes.count == 1, let outcome = outcomes.first else { return "the open completed \(outcomes.count) times at once" }
        let after: Snapshot
        do {
            after = try controller.captureSnapshot()
        } catch {
            return "after the place (\(outcome)), the scene cannot be captured: \(error)"
        }
        guard controller.hierarchy.visibleNode != nil else { return "after the place (\(outcome)), no page is on screen" }
        switch outcome {
        case .refused(let error):
            guard after.root == before.root else { return "the place was refused (\(error.code)), but the scene's tree changed" }
            guard store.file == fileBefore else { return "the place was refused (\(error.code)), but the saved file changed" }
        case .unchanged:
            guard after.root == before.root else { return "the place changed nothing, but the scene's tree changed" }
        case .opened:
            let (mine, now) = (structure(of: before.root), structure(of: after.root))
            guard mine == now else { return "the place changed the scene's structure from \(mine) to \(now)" }
        }
        return deviceOnlyFinding(before: before.root, after: after.root)
    }

    /// A value under a device-only key that is neither this device's at that place in the tree
    /// nor the page's default.
    package static func deviceOnlyFinding(before: Snapshot.Node, after: Snapshot.Node) -> String? {
        let mine = deviceOnlyValues(before)
        for (place, value) in deviceOnlyValues(after).sorted(by: { $0.key < $1.key }) {
            if mine[place] == value || FuzzPlacePage.defaults[place.key] == value { continue }
            return "the device-only \"\(place.key)\" at \(place.path) is \(value), this device's was \(mine[place].map { "\($0)" } ?? "none")"
        }
        return nil
    }

    /// What a place never changes: the root and every container off the stacks (tabs, split
    /// columns, contained children), each by type, id, kind and roles; a stack's own pages and
    /// what is presented are the place's to choose.
    package static func structure(of node: Snapshot.Node) -> String {
        let roles = node.kind.roles.isEmpty ? "" : " roles \(node.kind.roles.map(\.rawValue))"
        let here = "\(node.typeName)(\(node.restorationID)) \(node.kind.name)\(roles)"
        if node.kind == .stack { return here }
        return node.children.isEmpty ? here : here + " [" + node.children.map(structure).joined(separator: ", ") + "]"
    }

    /// A value's place: the path of positions, types and ids to its page, and its key.
    struct ValuePlace: Hashable, Comparable {
        let path: String
        let key: String

        static func < (lhs: Self, rhs: Self) -> Bool { (lhs.path, lhs.key) < (rhs.path, rhs.key) }
    }

    /// Every value under a device-only key in the tree, by place.
    static func deviceOnlyValues(_ root: Snapshot.Node) -> [ValuePlace: StateValue] {
        var values: [ValuePlace: StateValue] = [:]
        var pending = [(root, "\(root.typeName)(\(root.restorationID))")]
        while let next = pending.popLast() {
            let (node, path) = next
            for key in node.state.keys where isDeviceOnly(key) {
                values[ValuePlace(path: path, key: key)] = node.state[key]
            }
            for (index, child) in node.children.enumerated() {
                pending.append((child, "\(path) > \(index):\(child.typeName)(\(child.restorationID))"))
            }
            if let presented = node.presented {
                pending.append((presented, "\(path) presents \(presented.typeName)(\(presented.restorationID))"))
            }
        }
        return values
    }

    /// Whether `key` is one of ``deviceOnlyKeys`` (an entry ending in `.` is a prefix).
    static func isDeviceOnly(_ key: String) -> Bool {
        deviceOnlyKeys.contains { $0 == key || ($0.hasSuffix(".") && key.hasPrefix($0)) }
    }

    // MARK: - The receiver

    /// A controller of a `Navigator` over `store`, with the receiver's registry and keys.
    static func receiver(store: FuzzPlaceStore) -> RestorationController<Navigator> {
        let registry = RestorationRegistry<Page>()
        registry.register(FuzzPlacePage.self, name: "FuzzPlacePage") { FuzzPlacePage() }
        registry.register(FuzzPage.self, name: "FuzzPage") { FuzzPage() }
        return RestorationController(hierarchy: Navigator(), registry: registry, sceneID: sceneID, configuration: .init(
            store: store, policy: RestorationPolicy(detectsCrashes: false), checkpointDelay: nil, deviceOnlyKeys: deviceOnlyKeys
        ))
    }

    /// The receiver's tabs; with values, as its saved file holds them (`reader`, presented by
    /// `detail`, is added once the scene is on screen).
    static func scene(withValues: Bool) -> Page {
        func page(_ id: String, value: Int = 0, zoom: Double = 1, secret: String = "") -> FuzzPlacePage {
            let page = FuzzPlacePage(restorationIdentifier: id)
            if withValues {
                page.value = value
                page.zoom = zoom
                page.secret = secret
            }
            return page
        }
        let library = NavigationPage(pages: [page("library-root"), page("detail", value: 42, zoom: 3, secret: "kept")], restorationIdentifier: "library")
        let favorites = NavigationPage(pages: [page("favorites-root", value: 5, secret: "mine")], restorationIdentifier: "favorites")
        let settings = SplitPage(
            pages: [
                NavigationPage(pages: [page("sidebar")], restorationIdentifier: "primary"),
                NavigationPage(pages: [page("list", value: 7, zoom: 2)], restorationIdentifier: "secondary"),
            ],
            roles: [.primary, .secondary], focusedIndex: 0, restorationIdentifier: "settings"
        )
        return TabBarPage(pages: [library, favorites, settings], selectedIndex: 0, restorationIdentifier: "tabs")
    }

    /// The receiver's saved file: the scene with its values, `reader` presented, captured and
    /// encoded once. Bytes, not `Data`: LeakSanitizer cannot follow the pointer a `Data` in an
    /// enum's payload keeps with tag bits, and would report the global as a leak.
    static let savedFile: [UInt8]? = {
        let controller = receiver(store: FuzzPlaceStore(sceneID: sceneID, data: nil))
        var launched = false
        controller.launch(defaultRoot: { scene(withValues: true) }) { _ in launched = true }
        let reader = FuzzPlacePage(restorationIdentifier: "reader")
        reader.value = 17
        reader.secret = "reading"
        guard launched, let tabs = controller.hierarchy.rootPage as? TabBarPage,
              let library = tabs.pages.first as? NavigationPage, let detail = library.pages.last,
              (try? detail.present(reader)) != nil,
              let snapshot = try? controller.captureSnapshot()
        else { return nil }
        return (try? SnapshotCodec().encode(snapshot)).map { Array($0) }
    }()
}

/// The receiver's page: a value, and a value under each kind of device-only key.
final class FuzzPlacePage: Page {
    @Preserved("value") var value = 0
    @Preserved("zoom") var zoom = 1.0
    @Preserved("device.secret") var secret = ""

    /// The captured values of a page made fresh, by key.
    static let defaults: [String: StateValue] = ["value": .int(0), "zoom": .double(1), "device.secret": .string("")]
}

/// A store of one scene's file; it keeps what is written, so a check can tell whether the
/// file changed.
final class FuzzPlaceStore: SnapshotStore {
    private let files: LockedValue<[String: Data]>

    init(sceneID: String, data: Data?) {
        files = LockedValue(data.map { [sceneID: $0] } ?? [:])
    }

    /// The receiver's file now.
    var file: Data? { files.withLock { $0[FuzzPlace.sceneID] } }

    func read(sceneID: String) throws(ReviveError) -> Data? { files.withLock { $0[sceneID] } }
    func write(_ data: Data, sceneID: String) throws(ReviveError) { files.withLock { $0[sceneID] = data } }
    func delete(sceneID: String) throws(ReviveError) { files.withLock { $0[sceneID] = nil } }
}

/// Reads fuzzer bytes as a place's tree, so the fuzzer steers the place's structure, names,
/// identifiers and values directly (as ``FuzzTreeReader`` does for the rebuild).
///
/// First a header byte (bits 0–1 the schema version: 0 twice, 1 or `UInt32.max`; bits 2–3 the
/// creation time: fixed, NaN, +infinity or far in the past; bit 4 another app version), then the
/// root. Per node: a name byte (below `0xF0` picks one of ``names``, otherwise a length byte and
/// that many raw bytes), an id byte (one of ``ids``), a shape byte (bits 0–1 the kind: page,
/// stack, tabs or split; bits 2–4 the child count; `0x20` presents; `0x40` has values), the
/// children, the presented page, a selection byte for tabs (which may select past the last
/// child) and splits (``FuzzTreeReader/split(selection:childCount:)``), and with `0x40` a count
/// byte and that many key and value bytes. Depth is capped at 8; the input ends in zeros.
package struct FuzzPlaceReader {
    /// The receiver's names, its containers' other names, a registered page it does not use,
    /// an unregistered real page type, unknown and near-miss names.
    static let names = [
        "TabBarPage", "NavigationPage", "SplitPage", "FuzzPlacePage", "TabContainer", "NavigationStack",
        "FuzzPage", "FuzzSecretPage", "NotRegistered", "", "fuzzplacepage", "FuzzPlacePage ",
    ]
    /// The receiver's restoration ids, and others.
    static let ids = [
        "tabs", "library", "favorites", "settings", "library-root", "detail", "reader", "favorites-root",
        "primary", "secondary", "sidebar", "list", "", "new", "tabs ", "admin",
    ]
    /// The receiver's keys, its device-only keys and prefix, and near misses.
    static let keys = ["value", "zoom", "device.secret", "device.", "device.other", "Zoom", "zoom.", "devicex", "comic_id", ""]

    private let bytes: [UInt8]
    private var index = 0
    private var nodes = 0

    /// A reader of `data`.
    package init(_ data: Data) {
        bytes = Array(data)
    }

    /// Reads the place: a header and a tree.
    package mutating func readPlace() -> Snapshot {
        let header = next()
        let schema: UInt32 = [0, 0, 1, .max][Int(header & 0x3)]
        let created: Date = [
            Date(timeIntervalSinceReferenceDate: 700_000_000), Date(timeIntervalSinceReferenceDate: .nan),
            Date(timeIntervalSinceReferenceDate: .infinity), Date(timeIntervalSinceReferenceDate: -1e12),
        ][Int(header >> 2 & 0x3)]
        let appVersion = header & 0x10 != 0 ? "0.0.1-other" : ""
        let root = readNode(depth: 1)
        return Snapshot(header: Snapshot.Header(appVersion: appVersion, schemaVersion: schema, createdAt: created, sceneID: FuzzPlace.sceneID), root: root)
    }

    private mutating func next() -> UInt8 {
        guard index < bytes.count else { return 0 }
        defer { index += 1 }
        return bytes[index]
    }

    private mutating func readNode(depth: Int) -> Snapshot.Node {
        nodes += 1
        let nameByte = next()
        let name: String
        if nameByte < 0xF0 {
            name = Self.names[Int(nameByte) % Self.names.count]
        } else {
            let length = Int(next() % 32)
            name = String(decoding: (0..<length).map { _ in next() }, as: UTF8.self)
        }
        let id = Self.ids[Int(next()) % Self.ids.count]
        let shape = next()
        let grows = depth < 8 && nodes < 200
        let children = (0..<(grows ? Int(shape >> 2 & 0x7) : 0)).map { _ in readNode(depth: depth + 1) }
        let presented = grows && shape & 0x20 != 0 ? readNode(depth: depth + 1) : nil
        let kind: ContainerKind
        switch shape & 0x3 {
        case 0: kind = .page
        case 1: kind = .stack
        case 2: kind = .tabs(selectedIndex: Int(next()) % (children.count + 1))
        default: kind = FuzzTreeReader.split(selection: next(), childCount: children.count)
        }
        var state = PageState()
        if shape & 0x40 != 0 {
            for _ in 0..<(next() % 4) {
                let key = Self.keys[Int(next()) % Self.keys.count]
                state[key] = readValue()
            }
        }
        return Snapshot.Node(typeName: name, restorationID: id, state: state, kind: kind, children: children, presented: presented)
    }

    /// A value of each type the receiver's keys hold, and of others.
    private mutating func readValue() -> StateValue {
        let byte = next()
        switch byte % 8 {
        case 0: return .int(Int64(byte >> 3) - 8)
        case 1: return .int(byte & 0x8 != 0 ? .min : .max)
        case 2: return .double([.nan, .infinity, -0.0, 99, 1e308][Int(byte >> 3) % 5])
        case 3: return .string(String(repeating: "x", count: Int(byte >> 3)))
        case 4: return .null
        case 5: return .bool(byte & 0x8 != 0)
        case 6: return .array([.int(1), .string("a")])
        default: return .date(Date(timeIntervalSinceReferenceDate: 0))
        }
    }
}

extension FuzzPlaceReader: Sendable {}
