import Testing
@testable import Revive
@testable import ReviveNavigator
import ReviveFaults

/// Random presents (every style), dismisses, pushes, pops, tab switches and unwinds keep the
/// navigator consistent, refused calls change nothing, and the visible line survives a save.
@MainActor
struct RandomNavigationTests {
    @MainActor
    private final class Run {
        var random: SeededGenerator
        var count = 0
        let navigator = Navigator()
        let registry = RestorationRegistry<Page>()

        init(seed: UInt64) {
            random = SeededGenerator(seed: seed)
            registry.register(TestPage.self) { TestPage() }
        }

        func name() -> String {
            count += 1
            return "P\(count)"
        }

        func newPage() -> Page {
            switch Int.random(in: 0..<6, using: &random) {
            case 0: return NavigationPage(pages: [page(name()), page(name())], restorationIdentifier: name())
            case 1: return TabBarPage(pages: [NavigationPage(rootPage: page(name()), restorationIdentifier: name()), page(name())], restorationIdentifier: name())
            default:
                let new = page(name())
                new.modalPresentationStyle = Page.ModalPresentationStyle.allCases.randomElement(using: &random) ?? .automatic
                return new
            }
        }

        var pages: [Page] {
            var all: [Page] = []
            var pending = navigator.rootPage.map { [$0] } ?? []
            while let next = pending.popLast() {
                all.append(next)
                pending += next.childPages + (next.presentedPage.map { [$0] } ?? [])
            }
            return all
        }

        func anyPage() -> Page { pages.randomElement(using: &random) ?? page("Loose") }

        /// Mostly a page on the visible line, where presenting succeeds; sometimes any page.
        func visibleOrAnyPage() -> Page {
            guard Int.random(in: 0..<10, using: &random) < 7 else { return anyPage() }
            return navigator.visibleLine.randomElement(using: &random) ?? anyPage()
        }

        /// One random operation; `true` when it was carried out, `false` when it was refused.
        func step(completion: @escaping () -> Void) -> Bool {
            do {
                switch Int.random(in: 0..<40, using: &random) {
                case 0..<14: try visibleOrAnyPage().present(newPage(), completion: completion)
                case 14..<17: try anyPage().dismiss(completion: completion)
                case 17..<25:
                    guard let stack = pages.compactMap({ $0 as? NavigationPage }).randomElement(using: &random) else { return false }
                    try stack.push(page(name()), completion: completion)
                case 25..<29:
                    guard let stack = pages.compactMap({ $0 as? NavigationPage }).randomElement(using: &random) else { return false }
                    try stack.pop(completion: completion)
                case 29..<34:
                    guard let tabs = pages.compactMap({ $0 as? TabBarPage }).randomElement(using: &random) else { return false }
                    try tabs.select(Int.random(in: 0..<3, using: &random), completion: completion)
                case 34..<39: try navigator.unwind(to: anyPage(), completion: completion)
                default: navigator.unwindToRoot(completion: completion)
                }
                return true
            } catch {
                return false
            }
        }
    }

    private func expectConsistent(_ run: Run, _ sourceLocation: SourceLocation = #_sourceLocation) {
        let navigator = run.navigator
        let onScreen = navigator.onScreenPages
        #expect(navigator.visiblePage === onScreen.last, sourceLocation: sourceLocation)
        #expect(navigator.visiblePage === navigator.visibleLine.last, sourceLocation: sourceLocation)
        for page in run.pages {
            let shown = onScreen.contains { $0 === page }
            #expect(page.isOnScreen == shown, "\(page.label)", sourceLocation: sourceLocation)
            #expect(!shown || page.isViewLoaded, "\(page.label)", sourceLocation: sourceLocation)
            if let presented = page.presentedPage { #expect(presented.presentingPage === page, sourceLocation: sourceLocation) }
            for child in page.childPages { #expect(child.parent === page, sourceLocation: sourceLocation) }
        }
    }

    @Test(arguments: [1, 2, 3] as [UInt64])
    func randomNavigationStaysConsistentAndRefusalsChangeNothing(seed: UInt64) throws {
        let run = Run(seed: seed)
        try run.navigator.setRootPage(TabBarPage(pages: [
            NavigationPage(pages: [page(run.name()), page(run.name())], restorationIdentifier: run.name()),
            page(run.name()),
        ], restorationIdentifier: run.name()))
        for round in 0..<400 {
            if run.pages.count > 60 { run.navigator.unwindToRoot() }
            let before = run.navigator.treeDescription
            let eventCount = run.navigator.events.count
            var completions = 0
            if run.step(completion: { completions += 1 }) {
                #expect(completions == 1, "round \(round)")
            } else {
                #expect(completions == 0 && run.navigator.treeDescription == before, "round \(round)")
                #expect(run.navigator.events.count == eventCount, "round \(round)")
            }
            expectConsistent(run)
            if round % 40 == 39 {
                let snapshot = try run.navigator.captureSnapshot(registry: run.registry)
                let fresh = Navigator()
                fresh.restore(from: snapshot, registry: run.registry) { _ in }
                #expect(fresh.visibleLine.map(\.name) == run.navigator.visibleLine.map(\.name), "round \(round)")
            }
        }
    }
}
