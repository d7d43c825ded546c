import Foundation
import Testing
@testable import Revive
@testable import ReviveNavigator

/// One class of the discovery matrix: how to make it, fill its preserved properties and read
/// its properties back directly, and exactly what discovery must find in it.
struct DiscoveryRow: Sendable, CustomTestStringConvertible {
    /// How a row's properties are expected to be found.
    enum Path: Sendable {
        /// A layout found once per class (`PreservedLayout`), then only the preserved children
        /// of each instance's mirror are read.
        case layout
        /// Every child of every instance's mirror, for a class that customises its mirror.
        case mirror
    }

    /// One expected binding and the value it captures once the row is filled.
    struct Field: Sendable {
        /// `DeclaringClass.property`.
        let qualifiedName: String
        let key: String
        let value: StateValue

        init(_ qualifiedName: String, key: String, _ value: StateValue) {
            self.qualifiedName = qualifiedName
            self.key = key
            self.value = value
        }

        /// The property's name: what follows the declaring class's name.
        var propertyName: String {
            String(qualifiedName[qualifiedName.index(after: qualifiedName.lastIndex(of: ".")!)...])
        }
    }

    let name: String
    let path: Path
    let expected: [Field]
    /// A new instance, every preserved property at its initial value.
    let make: @MainActor @Sendable () -> AnyObject
    /// Sets every preserved property, directly, to a value unlike its initial one.
    let fill: @MainActor @Sendable (AnyObject) -> Void
    /// The preserved properties' values, read directly, in declaration order.
    let preserved: @MainActor @Sendable (AnyObject) -> [String]
    /// The other stored properties' values, read directly: restoring must not touch them.
    let others: @MainActor @Sendable (AnyObject) -> [String]

    var testDescription: String { name }

    init<Object: AnyObject>(
        _ name: String, path: Path = .layout,
        make: @escaping @MainActor @Sendable () -> Object,
        fill: @escaping @MainActor @Sendable (Object) -> Void,
        preserved: @escaping @MainActor @Sendable (Object) -> [String],
        others: @escaping @MainActor @Sendable (Object) -> [String],
        expected: [Field]
    ) {
        self.name = name
        self.path = path
        self.expected = expected
        self.make = make
        self.fill = { fill($0 as! Object) }
        self.preserved = { preserved($0 as! Object) }
        self.others = { others($0 as! Object) }
    }
}

/// Each value's description, `nil` for an absent one.
private func shown(_ values: Any?...) -> [String] {
    values.map { $0.map { String(describing: $0) } ?? "nil" }
}

/// Whether `object` is the shared anchor, for `weak` and `unowned` fields.
private func isAnchor(_ object: AnyObject?) -> Bool {
    object === DiscoveryAnchor.shared
}

private let sampleSettings = ReaderSettings(
    zoom: 2.5, pagesPerScreen: 2, genre: .webtoon, mode: .scroll(0.5, label: "slow"),
    bookmarks: [7, 9], lastOpened: Date(timeIntervalSince1970: 12.25)
)
private let otherSettings = ReaderSettings(
    zoom: 0.75, pagesPerScreen: 3, genre: .western, mode: .spread(pagesPerScreen: 2, rightToLeft: true),
    bookmarks: [], lastOpened: nil
)

/// `ReaderSettings` as a state value, written out by hand.
private func settingsValue(_ settings: ReaderSettings) -> StateValue {
    var fields: [String: StateValue] = [
        "zoom": .double(settings.zoom),
        "pagesPerScreen": .int(Int64(settings.pagesPerScreen)),
        "genre": .string(settings.genre.rawValue),
        "mode": modeValue(settings.mode),
        "bookmarks": .array(settings.bookmarks.map { .int(Int64($0)) }),
    ]
    if let lastOpened = settings.lastOpened { fields["lastOpened"] = .date(lastOpened) }
    return .dictionary(fields)
}

/// `ReaderMode` as a state value (synthesised `Codable`: the case name, then its payload).
private func modeValue(_ mode: ReaderMode) -> StateValue {
    switch mode {
    case .single:
        .dictionary(["single": .dictionary([:])])
    case .spread(let pages, let rightToLeft):
        .dictionary(["spread": .dictionary(["pagesPerScreen": .int(Int64(pages)), "rightToLeft": .bool(rightToLeft)])])
    case .scroll(let speed, let label):
        .dictionary(["scroll": .dictionary(label.map { ["_0": .double(speed), "label": .string($0)] } ?? ["_0": .double(speed)])])
    }
}

extension DiscoveryRow {
    #if canImport(ObjectiveC)
    static let foreign = "Objective-C superclass"
    #else
    static let foreign = "superclass from swift-corelibs-foundation"
    #endif

    typealias F = Field

    static let deepChain: [F] = [
        F("DiscoveryDeep0.d0", key: "d0", .int(10)),
        F("DiscoveryDeep1.d1", key: "deep.one", .string("uno")),
        F("DiscoveryDeep4.d4", key: "d4", .array([.int(1), .int(2)])),
        F("DiscoveryDeep4.d4Flag", key: "d4Flag", .bool(true)),
        F("DiscoveryDeep5.d5", key: "d5", .int(-5)),
    ]

    static func fillDeep(_ page: DiscoveryDeep5) {
        page.d0 = 10
        page.d1 = "uno"
        page.d4 = [1, 2]
        page.d4Flag = true
        page.d5 = -5
    }

    static let objectChain: [F] = [
        F("DiscoveryObjectBase.objectBase", key: "objectBase", .int(4)),
        F("DiscoveryObjectLeaf.objectLeaf", key: "object.leaf", .string("leaf")),
        F("DiscoveryObjectLeaf.objectMode", key: "objectMode", modeValue(.spread(pagesPerScreen: 1, rightToLeft: true))),
    ]

    static func fillObject(_ object: DiscoveryObjectLeaf) {
        object.objectBase = 4
        object.objectLeaf = "leaf"
        object.objectMode = .spread(pagesPerScreen: 1, rightToLeft: true)
        _ = object.lazyText
    }

    static let matrix: [DiscoveryRow] = [
        // Deep chains
        DiscoveryRow(
            "deep chain of six classes, final leaf, walked to the root",
            make: { DiscoveryDeep5() }, fill: fillDeep,
            preserved: { shown($0.d0, $0.d1, $0.d4, $0.d4Flag, $0.d5) },
            others: { shown($0.plain0, $0.plain1, $0.plain2, $0.plainRef, isAnchor($0.peer), $0.tail.0, $0.tail.1) },
            expected: deepChain
        ),
        DiscoveryRow(
            "deep chain: a non-final middle class with no stored property of its own",
            make: { DiscoveryDeep3() }, fill: { $0.d0 = 11; $0.d1 = "once" },
            preserved: { shown($0.d0, $0.d1) },
            others: { shown($0.plain0, $0.plain1, $0.plain2, $0.plainRef) },
            expected: [F("DiscoveryDeep0.d0", key: "d0", .int(11)), F("DiscoveryDeep1.d1", key: "deep.one", .string("once"))]
        ),
        DiscoveryRow(
            "no preserved property in the class between two that have some",
            make: { DiscoverySandwichTop() }, fill: { $0.bottom = "B"; $0.top = 3 },
            preserved: { shown($0.bottom, $0.top) },
            others: { shown($0.bottomPlain, $0.label, $0.ratio, $0.small, isAnchor($0.weakRef)) },
            expected: [F("DiscoverySandwichBottom.bottom", key: "bottom", .string("B")), F("DiscoverySandwichTop.top", key: "top", .int(3))]
        ),

        // Generics
        DiscoveryRow(
            "generic subclass of a non-generic base, Item = Int8",
            make: { DiscoveryGenericLeaf<Int8>() }, fill: { $0.id = 4; $0.item = 7; $0.items = [1, -1] },
            preserved: { shown($0.id, $0.item, $0.items) },
            others: { shown($0.header, $0.before) },
            expected: [
                F("DiscoveryPlainBase.id", key: "id", .int(4)),
                F("DiscoveryGenericLeaf<Int8>.item", key: "item", .int(7)),
                F("DiscoveryGenericLeaf<Int8>.items", key: "items", .array([.int(1), .int(-1)])),
            ]
        ),
        DiscoveryRow(
            "generic subclass of a non-generic base, Item = String",
            make: { DiscoveryGenericLeaf<String>() }, fill: { $0.id = 5; $0.item = "seven"; $0.items = ["a", "b"] },
            preserved: { shown($0.id, $0.item, $0.items) },
            others: { shown($0.header, $0.before) },
            expected: [
                F("DiscoveryPlainBase.id", key: "id", .int(5)),
                F("DiscoveryGenericLeaf<String>.item", key: "item", .string("seven")),
                F("DiscoveryGenericLeaf<String>.items", key: "items", .array([.string("a"), .string("b")])),
            ]
        ),
        DiscoveryRow(
            "generic subclass of a non-generic base, Item = a struct",
            make: { DiscoveryGenericLeaf<ReaderSettings>() },
            fill: { $0.id = 6; $0.item = sampleSettings; $0.items = [otherSettings] },
            preserved: { shown($0.id, $0.item, $0.items) },
            others: { shown($0.header, $0.before) },
            expected: [
                F("DiscoveryPlainBase.id", key: "id", .int(6)),
                F("DiscoveryGenericLeaf<ReaderSettings>.item", key: "item", settingsValue(sampleSettings)),
                F("DiscoveryGenericLeaf<ReaderSettings>.items", key: "items", .array([settingsValue(otherSettings)])),
            ]
        ),
        DiscoveryRow(
            "non-generic subclass of a generic base",
            make: { DiscoveryConcreteLeaf() }, fill: { $0.value = 1.25; $0.history = [0.5]; $0.label = "L" },
            preserved: { shown($0.value, $0.history, $0.label) },
            others: { shown($0.cache, $0.count, $0.flag) },
            expected: [
                F("DiscoveryGenericBase<Double>.value", key: "value", .double(1.25)),
                F("DiscoveryGenericBase<Double>.history", key: "history", .array([.double(0.5)])),
                F("DiscoveryConcreteLeaf.label", key: "leaf.label", .string("L")),
            ]
        ),
        DiscoveryRow(
            "generic class with two type parameters, non-final, instantiated",
            make: { DiscoveryPair<Int8, String>() }, fill: { $0.first = 12; $0.second = "two"; $0.bySecond = ["k": "v"] },
            preserved: { shown($0.first, $0.second, $0.bySecond) },
            others: { shown($0.gap, $0.spare) },
            expected: [
                F("DiscoveryPair<Int8, String>.first", key: "first", .int(12)),
                F("DiscoveryPair<Int8, String>.second", key: "second", .string("two")),
                F("DiscoveryPair<Int8, String>.bySecond", key: "bySecond", .dictionary(["k": .string("v")])),
            ]
        ),
        DiscoveryRow(
            "generic subclass passing its parameters to its generic base in another order",
            make: { DiscoveryTriple<Bool, Int16, ReaderMode>() },
            fill: { $0.first = -300; $0.second = true; $0.bySecond = ["yes": true]; $0.third = .spread(pagesPerScreen: 3, rightToLeft: false) },
            preserved: { shown($0.first, $0.second, $0.bySecond, $0.third) },
            others: { shown($0.gap, $0.spare, $0.pad, $0.both.map { "\($0.0) \($0.1)" }) },
            expected: [
                F("DiscoveryPair<Int16, Bool>.first", key: "first", .int(-300)),
                F("DiscoveryPair<Int16, Bool>.second", key: "second", .bool(true)),
                F("DiscoveryPair<Int16, Bool>.bySecond", key: "bySecond", .dictionary(["yes": .bool(true)])),
                F("DiscoveryTriple<Bool, Int16, ReaderMode>.third", key: "third", modeValue(.spread(pagesPerScreen: 3, rightToLeft: false))),
            ]
        ),
        DiscoveryRow(
            "fields whose size depends on the generic parameter, T = Int8",
            make: { DiscoveryDependent<Int8>() }, fill: { $0.value = 9; $0.maybe = -9; $0.byName = ["n": 1] },
            preserved: { shown($0.value, $0.maybe, $0.byName) },
            others: { shown($0.lead, $0.pair.0, $0.pair.1, $0.trailer) },
            expected: [
                F("DiscoveryDependent<Int8>.value", key: "value", .int(9)),
                F("DiscoveryDependent<Int8>.maybe", key: "maybe", .int(-9)),
                F("DiscoveryDependent<Int8>.byName", key: "byName", .dictionary(["n": .int(1)])),
            ]
        ),
        DiscoveryRow(
            "fields whose size depends on the generic parameter, T = a struct",
            make: { DiscoveryDependent<ReaderSettings>() },
            fill: { $0.value = sampleSettings; $0.maybe = otherSettings; $0.byName = ["s": sampleSettings] },
            preserved: { shown($0.value, $0.maybe, $0.byName) },
            others: { shown($0.lead, $0.pair.0, $0.pair.1, $0.trailer) },
            expected: [
                F("DiscoveryDependent<ReaderSettings>.value", key: "value", settingsValue(sampleSettings)),
                F("DiscoveryDependent<ReaderSettings>.maybe", key: "maybe", settingsValue(otherSettings)),
                F("DiscoveryDependent<ReaderSettings>.byName", key: "byName", .dictionary(["s": settingsValue(sampleSettings)])),
            ]
        ),

        // Offsets
        DiscoveryRow(
            "unmarked properties of every size and alignment between the marked ones, non-final class",
            make: { DiscoveryInterleaved() },
            fill: { $0.a = 1; $0.b = -2; $0.c = "c"; $0.d = .scroll(2, label: "x"); $0.e = 6.5 },
            preserved: { shown($0.a, $0.b, $0.c, $0.d, $0.e) },
            others: { o in
                shown(o.tiny, o.wide, o.text, isAnchor(o.maybeRef), o.triple.0, o.triple.1, o.triple.2, o.mode, o.nothing,
                      o.flag, o.half, o.anything as? Int, o.action(), o.optionalTuple?.0, o.optionalTuple?.1, o.last)
            },
            expected: [
                F("DiscoveryInterleaved.a", key: "a", .int(1)),
                F("DiscoveryInterleaved.b", key: "b.key", .int(-2)),
                F("DiscoveryInterleaved.c", key: "c", .string("c")),
                F("DiscoveryInterleaved.d", key: "d", modeValue(.scroll(2, label: "x"))),
                F("DiscoveryInterleaved.e", key: "e", .double(6.5)),
            ]
        ),
        DiscoveryRow(
            "unmarked properties of every size and alignment, final subclass adding more",
            make: { DiscoveryInterleavedLeaf() },
            fill: { $0.a = 1; $0.b = -2; $0.c = "c"; $0.d = .scroll(2, label: nil); $0.e = 6.5; $0.f = ["x": 1]; $0.g = 200 },
            preserved: { shown($0.a, $0.b, $0.c, $0.d, $0.e, $0.f, $0.g) },
            others: { o in
                shown(o.tiny, o.wide, o.text, isAnchor(o.maybeRef), o.triple.0, o.triple.1, o.triple.2, o.mode, o.nothing,
                      o.flag, o.half, o.anything as? Int, o.action(), o.optionalTuple?.0, o.optionalTuple?.1, o.last,
                      o.leafTiny, o.leafRef == nil, o.leafMode)
            },
            expected: [
                F("DiscoveryInterleaved.a", key: "a", .int(1)),
                F("DiscoveryInterleaved.b", key: "b.key", .int(-2)),
                F("DiscoveryInterleaved.c", key: "c", .string("c")),
                F("DiscoveryInterleaved.d", key: "d", modeValue(.scroll(2, label: nil))),
                F("DiscoveryInterleaved.e", key: "e", .double(6.5)),
                F("DiscoveryInterleavedLeaf.f", key: "f", .dictionary(["x": .int(1)])),
                F("DiscoveryInterleavedLeaf.g", key: "g", .int(200)),
            ]
        ),

        // Keys, lazy, weak, unowned
        DiscoveryRow(
            "explicit keys, an optional without initial value and an underscored name",
            make: { DiscoveryKeyed() },
            fill: { $0.first = 2; $0.optionalNoInitial = "set"; $0.plainOptional = 5; $0._underscored = "U" },
            preserved: { shown($0.first, $0.optionalNoInitial, $0.plainOptional, $0._underscored) },
            others: { _ in [] },
            expected: [
                F("DiscoveryKeyed.first", key: "k.first", .int(2)),
                F("DiscoveryKeyed.optionalNoInitial", key: "k.optional", .string("set")),
                F("DiscoveryKeyed.plainOptional", key: "plainOptional", .int(5)),
                F("DiscoveryKeyed._underscored", key: "_underscored", .string("U")),
            ]
        ),
        DiscoveryRow(
            "lazy, weak and unowned properties next to preserved ones",
            make: { DiscoveryLazyWeak() },
            fill: { $0.a = 1; $0.b = "bee"; $0.c = [1, 2, 3]; $0.lazyNumber = 30; _ = $0.lazyText },
            preserved: { shown($0.a, $0.b, $0.c) },
            others: { o in
                shown(o.lazyText, isAnchor(o.weakAnchor), isAnchor(o.anchor), o.lazyNumber, isAnchor(o.unsafeAnchor), o.weakAny == nil)
            },
            expected: [
                F("DiscoveryLazyWeak.a", key: "a", .int(1)),
                F("DiscoveryLazyWeak.b", key: "b", .string("bee")),
                F("DiscoveryLazyWeak.c", key: "c", .array([.int(1), .int(2), .int(3)])),
            ]
        ),
        DiscoveryRow(
            "generic page, as pages are discovered",
            make: { DiscoveryGenericPage<String>(restorationIdentifier: "page") },
            fill: { $0.pageBase = 3; $0.items = ["x", "y"]; $0.selected = "y" },
            preserved: { shown($0.pageBase, $0.items, $0.selected) },
            others: { shown($0.pageInfo, $0.other, $0.restorationIdentifier, $0.isViewLoaded) },
            expected: [
                F("DiscoveryPageBase.pageBase", key: "pageBase", .int(3)),
                F("DiscoveryGenericPage<String>.items", key: "page.items", .array([.string("x"), .string("y")])),
                F("DiscoveryGenericPage<String>.selected", key: "selected", .string("y")),
            ]
        ),

        // Superclasses from another module (Objective-C ones on Apple platforms)
        DiscoveryRow(
            "NSObject subclass chain, \(foreign), with lazy, weak and zero-sized fields",
            make: { DiscoveryObjectLeaf() }, fill: fillObject,
            preserved: { shown($0.objectBase, $0.objectLeaf, $0.objectMode) },
            others: { shown($0.tiny, $0.lazyText, isAnchor($0.weakAnchor), $0.nothing, $0.wide, $0.text) },
            expected: objectChain
        ),
        DiscoveryRow(
            "Operation subclass, \(foreign) with stored properties of its own",
            make: { DiscoveryOperation() }, fill: { $0.step = 2; $0.stepName = "second" },
            preserved: { shown($0.step, $0.stepName) },
            others: { shown($0.scratch, $0.isCancelled, $0.isFinished, $0.queuePriority.rawValue, $0.name) },
            expected: [F("DiscoveryOperation.step", key: "step", .int(2)), F("DiscoveryOperation.stepName", key: "stepName", .string("second"))]
        ),
        DiscoveryRow(
            "generic Operation subclass, \(foreign)",
            make: { DiscoveryGenericOperation<Int16>() }, fill: { $0.payload = [1, 2] },
            preserved: { shown($0.payload) },
            others: { shown($0.lead, $0.isCancelled) },
            expected: [F("DiscoveryGenericOperation<Int16>.payload", key: "payload", .array([.int(1), .int(2)]))]
        ),
        DiscoveryRow(
            "a class with a custom mirror (CustomReflectable), walked in full for every instance",
            path: .mirror,
            make: { DiscoveryCustomMirror() }, fill: { $0.id = 3; $0.shown = "shown" },
            preserved: { shown($0.id, $0.shown) },
            others: { shown($0.header, $0.hidden) },
            expected: [
                F("DiscoveryPlainBase.id", key: "id", .int(3)),
                F("DiscoveryCustomMirror.shown", key: "shown", .string("shown")),
            ]
        ),
        DiscoveryRow(
            "JSONEncoder subclass, a Swift superclass from another module (resilient on Apple platforms)",
            make: { DiscoveryEncoder() }, fill: { $0.preset = "pretty" },
            preserved: { shown($0.preset) },
            others: { shown($0.hits, $0.outputFormatting.rawValue) },
            expected: [F("DiscoveryEncoder.preset", key: "preset", .string("pretty"))]
        ),
    ]
}

/// Field discovery over deep, generic and foreign class chains: the per-class layout finds
/// exactly the expected properties at the right children, agrees with a full `Mirror` walk, and
/// capturing then restoring into a fresh instance brings every value back.
@Suite @MainActor
struct PreservedDiscoveryTests {
    /// `Declaring.property as key: Value`, the whole of what a binding says about itself.
    private func describe(_ bindings: [PreservedBinding]) -> [String] {
        bindings.map { "\($0.qualifiedName) as \($0.key): \($0.valueTypeName)" }
    }

    @Test(arguments: DiscoveryRow.matrix)
    func discoveryFindsExactlyTheExpectedPropertiesThroughTheExpectedPath(_ row: DiscoveryRow) {
        let object = row.make()
        let layout = PreservedLayout.of(object)
        #expect((layout != nil) == (row.path == .layout), "discovery path")
        if let layout {
            let rootFirst = layout.levels.reversed().flatMap { level in level.fields.map(\.name) }
            #expect(rootFirst == row.expected.map(\.propertyName))
            #expect(layout.bindings(of: object)?.map(\.propertyName) == row.expected.map(\.propertyName),
                    "the layout reads the instance it was found from")
        }

        let bindings = PreservedProperties.mirroredBindings(of: object)
        #expect(bindings.map { "\($0.qualifiedName) as \($0.key)" } == row.expected.map { "\($0.qualifiedName) as \($0.key)" })
        #expect(bindings.map(\.propertyName) == row.expected.map(\.propertyName))
    }

    @Test(arguments: DiscoveryRow.matrix)
    func theLayoutAndAFullMirrorWalkFindTheSameBindingsAndTheSameBoxes(_ row: DiscoveryRow) {
        let object = row.make()
        let fast = PreservedProperties.mirroredBindings(of: object)
        let mirrored = PreservedProperties.walkedBindings(of: object)
        #expect(describe(fast) == describe(mirrored))
        // The same storage boxes: the layout's child positions land on the wrappers a full walk reads.
        #expect(fast.map { ObjectIdentifier($0.storage) } == mirrored.map { ObjectIdentifier($0.storage) })
    }

    @Test(arguments: DiscoveryRow.matrix)
    func laterInstancesAreReadAtTheLayoutsOffsetsAndGiveTheirOwnBoxes(_ row: DiscoveryRow) throws {
        let first = row.make()
        _ = PreservedProperties.mirroredBindings(of: first)   // finds the layout, if any
        for _ in 0..<3 {
            let later = row.make()
            row.fill(later)
            let fast = PreservedProperties.mirroredBindings(of: later)
            let mirrored = PreservedProperties.walkedBindings(of: later)
            #expect(describe(fast) == describe(mirrored))
            #expect(fast.map { ObjectIdentifier($0.storage) } == mirrored.map { ObjectIdentifier($0.storage) })
            #expect(try PreservedProperties.capture(fast).values == Dictionary(uniqueKeysWithValues: row.expected.map { ($0.key, $0.value) }))
        }
    }

    @Test
    func aCopyOfAWrapperKeptInAnOptionalPropertyIsNotAPreservedProperty() throws {
        let object = DiscoveryCopiedWrapper()
        object.keepCopy()
        #expect(PreservedLayout.of(object) != nil)
        let bindings = PreservedProperties.mirroredBindings(of: object)
        #expect(bindings.map(\.qualifiedName) == ["DiscoveryCopiedWrapper.count"])
        #expect(PreservedProperties.walkedBindings(of: object).map(\.qualifiedName) == ["DiscoveryCopiedWrapper.count"])
        object.count = 5
        #expect(try PreservedProperties.capture(from: object).values == ["count": .int(5)])
    }

    @Test(arguments: DiscoveryRow.matrix)
    func captureThenRestoreIntoAFreshInstanceBringsBackEveryValueAndNothingElse(_ row: DiscoveryRow) throws {
        let source = row.make()
        row.fill(source)
        let state = try PreservedProperties.capture(PreservedProperties.mirroredBindings(of: source))
        #expect(state.keys == row.expected.map(\.key).sorted())
        #expect(state.values == Dictionary(uniqueKeysWithValues: row.expected.map { ($0.key, $0.value) }))
        #expect(try PreservedProperties.capture(PreservedProperties.walkedBindings(of: source)) == state)
        #expect(try PreservedProperties.capture(from: source) == state)

        let fresh = row.make()
        let initial = row.preserved(fresh)
        let untouched = row.others(fresh)
        let sample = row.preserved(source)
        #expect(initial.count == row.expected.count)
        #expect(zip(initial, sample).allSatisfy { $0 != $1 }, "every sample value differs from the initial one")

        let issues = PreservedProperties.restore(state, into: PreservedProperties.mirroredBindings(of: fresh))
        #expect(issues.isEmpty)
        #expect(row.preserved(fresh) == sample)
        #expect(row.others(fresh) == untouched)

        let viaMirror = row.make()
        #expect(PreservedProperties.restore(state, into: PreservedProperties.walkedBindings(of: viaMirror)).isEmpty)
        #expect(row.preserved(viaMirror) == sample)
        #expect(row.others(viaMirror) == untouched)
    }
}

/// Keeps a copy of its own wrapper in an optional property declared before it, named as wrapper
/// storage is, so that discovery looks at it: only `count` is a preserved property.
@MainActor
final class DiscoveryCopiedWrapper {
    var _copy: Preserved<Int>?
    @Preserved var count = 1

    func keepCopy() { _copy = _count }
}
