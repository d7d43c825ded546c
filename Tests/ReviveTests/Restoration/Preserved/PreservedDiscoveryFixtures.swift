import Foundation
@testable import Revive
@testable import ReviveNavigator

// Classes of the field-discovery matrix (PreservedDiscoveryTests). None declares a method or
// overrides anything: the tests read and write their properties directly, never through
// discovery, so that they can check what discovery found. Unmarked stored properties of many
// sizes and alignments sit between the marked ones, so that every offset is really tested.

/// An immutable object for `unowned` and `weak` fields that must still point at it later.
final class DiscoveryAnchor: Sendable {
    static let shared = DiscoveryAnchor()
}

/// A zero-sized stored property: it shares its offset with the field after it.
struct DiscoveryNothing: Equatable {}

/// An initial value for properties of a generic type. (`@Preserved var item: Item` with no
/// initial value does not compile: the wrapper's `init(_ key: String? = nil)`, meant for
/// optionals, is chosen to default-initialize it and requires `ExpressibleByNilLiteral`.)
protocol DiscoverySeed {
    static var seed: Self { get }
}

extension Int8: DiscoverySeed { static var seed: Int8 { 0 } }
extension Int16: DiscoverySeed { static var seed: Int16 { 0 } }
extension Double: DiscoverySeed { static var seed: Double { 0 } }
extension Bool: DiscoverySeed { static var seed: Bool { false } }
extension String: DiscoverySeed { static var seed: String { "" } }
extension ReaderMode: DiscoverySeed { static var seed: ReaderMode { .single } }
extension ReaderSettings: DiscoverySeed {
    static var seed: ReaderSettings {
        ReaderSettings(zoom: 1, pagesPerScreen: 1, genre: .manga, mode: .single, bookmarks: [], lastOpened: nil)
    }
}

// MARK: A deep chain: six classes, one with only unmarked properties, one with none at all

class DiscoveryDeep0 {
    @Preserved var d0 = 0
    var plain0: Int8 = 1
}

class DiscoveryDeep1: DiscoveryDeep0 {
    var plain1 = "p1"
    @Preserved("deep.one") var d1 = "one"
}

/// No preserved property, only unmarked ones.
class DiscoveryDeep2: DiscoveryDeep1 {
    var plain2 = 2.5
    var plainRef: DiscoveryDeep0?
}

/// No stored property at all.
class DiscoveryDeep3: DiscoveryDeep2 {}

class DiscoveryDeep4: DiscoveryDeep3 {
    @Preserved var d4: [Int] = []
    weak var peer: DiscoveryAnchor? = .shared
    @Preserved var d4Flag = false
}

final class DiscoveryDeep5: DiscoveryDeep4 {
    @Preserved var d5: Int8?
    var tail: (Int8, Double) = (3, 4)
}

// MARK: A class with no preserved property between two that have some

class DiscoverySandwichBottom {
    @Preserved var bottom = "b"
    var bottomPlain: Int16 = 16
}

class DiscoverySandwichMiddle: DiscoverySandwichBottom {
    var label = "middle"
    var ratio = 0.5
    var small: Int8 = 1
    weak var weakRef: DiscoveryAnchor? = .shared
}

final class DiscoverySandwichTop: DiscoverySandwichMiddle {
    @Preserved var top = 0
}

// MARK: Generics

class DiscoveryPlainBase {
    var header: Int8 = 8
    @Preserved var id = 0
}

/// A generic subclass of a non-generic base; the fields after `before` move with `Item`'s size.
final class DiscoveryGenericLeaf<Item: Codable & DiscoverySeed>: DiscoveryPlainBase {
    var before: Item? = .seed
    @Preserved var item: Item = .seed
    @Preserved var items: [Item] = []
}

class DiscoveryGenericBase<Value: Codable & DiscoverySeed> {
    var cache: Value?
    @Preserved var value: Value = .seed
    var count: Int8 = 2
    @Preserved var history: [Value] = []
}

/// A non-generic subclass of a generic base.
final class DiscoveryConcreteLeaf: DiscoveryGenericBase<Double> {
    var flag = false
    @Preserved("leaf.label") var label = ""
}

/// Several type parameters, fields of each.
class DiscoveryPair<First: Codable & DiscoverySeed, Second: Codable & DiscoverySeed> {
    @Preserved var first: First = .seed
    var gap: Int8 = 5
    var spare: Second? = .seed
    @Preserved var second: Second = .seed
    @Preserved var bySecond: [String: Second] = [:]
}

/// A generic subclass that passes its parameters to its base in another order, and adds one.
final class DiscoveryTriple<A: Codable & DiscoverySeed, B: Codable & DiscoverySeed, C: Codable>: DiscoveryPair<B, A> {
    var pad: Int16 = 6
    @Preserved var third: C?
    var both: (A, B)? = (.seed, .seed)
}

/// Fields whose type, and so whose size and alignment, depend on the generic parameter.
final class DiscoveryDependent<T: Codable & DiscoverySeed> {
    var lead: T? = .seed
    @Preserved var value: T = .seed
    var pair: (T, Int8) = (.seed, 1)
    @Preserved var maybe: T?
    var trailer: Int8 = 7
    @Preserved var byName: [String: T] = [:]
}

// MARK: Unmarked properties of every size and alignment between the marked ones

class DiscoveryInterleaved {
    var tiny: Int8 = 1
    @Preserved var a = 0
    var wide = 2.0
    var text = "text"
    @Preserved("b.key") var b: Int8 = 0
    var maybeRef: DiscoveryAnchor? = .shared
    var triple: (Int8, Double, Int16) = (1, 2, 3)
    @Preserved var c = ""
    var mode = ReaderMode.spread(pagesPerScreen: 2, rightToLeft: true)
    var nothing = DiscoveryNothing()
    @Preserved var d = ReaderMode.single
    var flag = true
    var half: UInt16 = 7
    var anything: Any = 42
    var action: () -> Int = { 1 }
    @Preserved var e = 0.0
    var optionalTuple: (Int8, String)? = (4, "four")
    var last: Int8 = 9
}

final class DiscoveryInterleavedLeaf: DiscoveryInterleaved {
    var leafTiny: Int8 = 2
    @Preserved var f: [String: Int] = [:]
    var leafRef: AnyObject?
    var leafMode: ReaderMode? = .scroll(1.5, label: nil)
    @Preserved var g: UInt8 = 0
}

// MARK: Keys, lazy, weak and unowned

final class DiscoveryKeyed {
    @Preserved("k.first") var first = 1
    @Preserved("k.optional") var optionalNoInitial: String?
    @Preserved var plainOptional: Int?
    /// Stored as `__underscored`: only the wrapper's underscore is dropped.
    @Preserved var _underscored = "u"
}

final class DiscoveryLazyWeak {
    lazy var lazyText = "lazy"
    @Preserved var a = 0
    weak var weakAnchor: DiscoveryAnchor? = .shared
    @Preserved var b = ""
    unowned var anchor: DiscoveryAnchor = .shared
    lazy var lazyNumber: Int8 = 3
    unowned(unsafe) var unsafeAnchor: DiscoveryAnchor = .shared
    weak var weakAny: AnyObject?
    @Preserved var c: [Int8] = []
}

/// A class that shows a mirror of its own: its children may differ per instance, so each
/// instance is walked in full. Its superclass's mirror is the generated one.
final class DiscoveryCustomMirror: DiscoveryPlainBase, CustomReflectable {
    @Preserved var shown = "s"
    var hidden = 7

    var customMirror: Mirror {
        Mirror(self, children: ["_shown": _shown, "summary": "hidden \(hidden)"], ancestorRepresentation: .generated)
    }
}

// MARK: Pages below Page, the production path

@MainActor
class DiscoveryPageBase: Page {
    @Preserved var pageBase = 0
    var pageInfo = "info"
}

@MainActor
final class DiscoveryGenericPage<Item: Codable>: DiscoveryPageBase {
    @Preserved("page.items") var items: [Item] = []
    weak var other: Page?
    @Preserved var selected: Item?
}

// MARK: Superclasses from another module
//
// On Apple platforms NSObject and Operation are Objective-C classes, as every
// UIViewController's superclasses are, and JSONEncoder is a Swift class of a resilient
// module (Foundation is built with library evolution). On Linux, with no Objective-C runtime,
// all three are Swift classes of swift-corelibs-foundation / swift-foundation: classes of
// another module (Operation with eighteen stored properties of its own), the closest stand-in.

class DiscoveryObjectBase: NSObject {
    var tiny: Int8 = 1
    @Preserved var objectBase = 0
    lazy var lazyText = "lazy"
    weak var weakAnchor: DiscoveryAnchor? = .shared
}

class DiscoveryObjectMiddle: DiscoveryObjectBase {
    var nothing = DiscoveryNothing()
    var wide = 1.5
}

final class DiscoveryObjectLeaf: DiscoveryObjectMiddle {
    @Preserved("object.leaf") var objectLeaf = ""
    var text = "t"
    @Preserved var objectMode = ReaderMode.single
}

final class DiscoveryOperation: Operation, @unchecked Sendable {
    @Preserved var step = 0
    var scratch: Int8 = 1
    @Preserved var stepName: String?
}

final class DiscoveryGenericOperation<Item: Codable>: Operation, @unchecked Sendable {
    var lead: Item?
    @Preserved var payload: [Item] = []
}

final class DiscoveryEncoder: JSONEncoder, @unchecked Sendable {
    @Preserved var preset = "compact"
    var hits: Int8 = 0
}
