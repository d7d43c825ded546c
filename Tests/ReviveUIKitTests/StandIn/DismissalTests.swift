#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

extension UIKitStandInTests {
    @Suite @MainActor struct DismissalTests {
        let log = EventLog()

        func presentChain(_ names: [String], styles: UIModalPresentationStyle = .fullScreen) async -> [Spy] {
            let chain = names.map { Spy($0, log: log) }
            visibleWindow(root: chain[0], log: log)
            for (presenter, presented) in zip(chain, chain.dropFirst()) {
                presented.modalPresentationStyle = styles
                presenter.present(presented, animated: false)
                await StandInRuntime.drainMainQueue()
            }
            _ = log.take()
            return chain
        }

        @Test func dismissCallsAppearanceInUIKitsOrderAndCompletesAfterReturning() async {
            let chain = await presentChain(["A", "B", "C"])
            chain[1].dismiss(animated: true) { self.log.record("completion") }
            #expect(chain[2].isBeingDismissed)
            #expect(chain[1].presentedViewController === chain[2])
            #expect(log.events == ["C viewWillDisappear", "B viewWillAppear"])
            await StandInRuntime.drainMainQueue()
            #expect(log.take() == ["C viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "C viewDidDisappear", "completion"])
            #expect(chain[1].presentedViewController == nil)
            #expect(chain[2].presentingViewController == nil)
        }

        @Test func dismissOnThePresentedViewControllerAsksItsPresenter() async {
            let chain = await presentChain(["A", "B"])
            chain[1].dismiss(animated: false)
            await StandInRuntime.drainMainQueue()
            #expect(chain[0].presentedViewController == nil)
            #expect(log.take() == ["B viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "B viewDidDisappear"])
        }

        @Test func dismissingAChainSkipsIntermediatesAndFreesThem() async {
            weak var middle: Spy?
            weak var top: Spy?
            var completions = 0
            do {
                let chain = await presentChain(["A", "B", "C"])
                middle = chain[1]
                top = chain[2]
                chain[0].dismiss(animated: true) { completions += 1 }
                await StandInRuntime.drainMainQueue()
                #expect(chain[0].presentedViewController == nil)
            }
            #expect(log.take() == ["C viewWillDisappear", "A viewWillAppear", "A viewDidAppear", "C viewDidDisappear"])
            #expect(completions == 1)
            #expect(middle == nil)
            #expect(top == nil)
        }

        @Test func aDismissedViewControllerIsFreed() async {
            weak var weakPresented: Spy?
            let root = Spy("A", log: log)
            visibleWindow(root: root, log: log)
            do {
                let presented = Spy("B", log: log)
                weakPresented = presented
                root.present(presented, animated: true)
                await StandInRuntime.drainMainQueue()
                presented.dismiss(animated: true)
                await StandInRuntime.drainMainQueue()
            }
            #expect(weakPresented == nil)
        }

        @Test func dismissingWhilePresentingIsRefused() async {
            StandInRuntime.clearWarnings()
            let root = Spy("A", log: log)
            visibleWindow(root: root, log: log)
            let presented = Spy("B", log: log)
            root.present(presented, animated: true)
            root.dismiss(animated: true)
            #expect(StandInRuntime.warnings.last?.hasSuffix("while a presentation or dismiss is in progress!") == true)
            await StandInRuntime.drainMainQueue()
            #expect(root.presentedViewController === presented)
        }

        /// Records `isBeingPresented` / `isBeingDismissed` where Apple says to read them.
        final class FlagSpy: Spy {
            var flags: [String] = []
            override func viewWillAppear(_ animated: Bool) { flags.append("willAppear \(isBeingPresented)") }
            override func viewDidAppear(_ animated: Bool) { flags.append("didAppear \(isBeingPresented)") }
            override func viewWillDisappear(_ animated: Bool) { flags.append("willDisappear \(isBeingDismissed)") }
            override func viewDidDisappear(_ animated: Bool) { flags.append("didDisappear \(isBeingDismissed)") }
        }

        @Test func isBeingPresentedAndIsBeingDismissedHoldDuringTheirCallbacks() async {
            let root = Spy("A", log: log)
            visibleWindow(root: root, log: log)
            let presented = FlagSpy("B", log: log)
            root.present(presented, animated: true)
            await StandInRuntime.drainMainQueue()
            presented.dismiss(animated: true)
            await StandInRuntime.drainMainQueue()
            #expect(presented.flags == ["willAppear true", "didAppear true", "willDisappear true", "didDisappear true"])
            #expect(!presented.isBeingPresented && !presented.isBeingDismissed)
        }

        @Test func dismissingWithNothingPresentedDoesNothing() async {
            let root = Spy("A", log: log)
            visibleWindow(root: root, log: log)
            var completed = false
            root.dismiss(animated: false) { completed = true }
            await StandInRuntime.drainMainQueue()
            #expect(!completed)
            #expect(log.take().isEmpty)
        }

        @Test func tappingAnAlertsActionDismissesTheAlertThenCallsTheHandler() async {
            let root = Spy("A", log: log)
            visibleWindow(root: root, log: log)
            let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                self.log.record("handler")
            })
            root.present(alert, animated: false)
            await StandInRuntime.drainMainQueue()
            _ = log.take()
            StandInRuntime.tapAction(at: 0, of: alert)
            StandInRuntime.tapAction(at: 1, of: alert)   // no such action: nothing happens
            await StandInRuntime.drainMainQueue()
            #expect(log.take().filter { $0 == "handler" } == ["handler"])
            #expect(root.presentedViewController == nil)
        }
    }
}
#endif
