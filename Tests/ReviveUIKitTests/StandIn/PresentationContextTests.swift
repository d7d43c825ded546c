#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

extension UIKitStandInTests {
    /// Who presents: the object `present` is called on is not always the presenter.
    @Suite @MainActor struct PresentationContextTests {
        let log = EventLog()

        /// Tabs → stack → page, in a visible window.
        func makeTabs() -> (tabs: UITabBarController, stack: UINavigationController, page: Spy, window: UIWindow) {
            let page = Spy("P", log: log)
            let stack = UINavigationController(rootViewController: page)
            let tabs = UITabBarController()
            tabs.viewControllers = [stack, Spy("S", log: log)]
            let window = visibleWindow(root: tabs, log: log)
            return (tabs, stack, page, window)
        }

        @Test func fullScreenPresentationIsMadeByTheContainerThatCoversTheScreen() async {
            let (tabs, stack, page, _) = makeTabs()
            let modal = Spy("M", log: log)
            modal.modalPresentationStyle = .fullScreen
            page.present(modal, animated: true)
            #expect(modal.presentingViewController === tabs)
            #expect(tabs.presentedViewController === modal)
            #expect(stack.presentedViewController === modal)
            #expect(page.presentedViewController === modal)
            await StandInRuntime.drainMainQueue()
        }

        @Test func sheetPresentationIsMadeByTheRootToo() async {
            let (tabs, _, page, _) = makeTabs()
            let sheet = Spy("M", log: log)
            sheet.modalPresentationStyle = .pageSheet
            page.present(sheet, animated: true)
            #expect(sheet.presentingViewController === tabs)
            await StandInRuntime.drainMainQueue()
        }

        @Test func currentContextPresentationIsMadeByTheNearestAncestorThatDefinesTheContext() async {
            let (tabs, stack, page, window) = makeTabs()
            stack.definesPresentationContext = true
            let modal = Spy("M", log: log)
            modal.modalPresentationStyle = .currentContext
            page.present(modal, animated: false)
            #expect(modal.presentingViewController === stack)
            #expect(tabs.presentedViewController == nil)
            #expect(page.presentedViewController === modal)
            await StandInRuntime.drainMainQueue()
            #expect(tabs.view.window === window)
            #expect(page.view.window == nil)
            // Only the context's side is covered: the page disappears, the tab bar controller stays.
            #expect(log.take() == ["M viewDidLoad", "P viewWillDisappear", "M viewWillAppear", "M viewDidAppear", "P viewDidDisappear"])
        }

        @Test func currentContextWithoutADefiningAncestorIsMadeByTheRoot() async {
            let (tabs, _, page, _) = makeTabs()
            let modal = Spy("M", log: log)
            modal.modalPresentationStyle = .overCurrentContext
            page.present(modal, animated: false)
            #expect(modal.presentingViewController === tabs)
            await StandInRuntime.drainMainQueue()
        }

        @Test func pushingUnderAFullScreenModalKeepsTheModalOnScreen() async {
            let (_, stack, page, window) = makeTabs()
            let modal = Spy("M", log: log)
            modal.modalPresentationStyle = .fullScreen
            page.present(modal, animated: false)
            await StandInRuntime.drainMainQueue()
            _ = log.take()
            let pushed = Spy("Q", log: log)
            stack.pushViewController(pushed, animated: false)
            #expect(stack.topViewController === pushed)
            #expect(page.presentedViewController === modal)
            #expect(modal.view.window === window)
            #expect(pushed.view.window == nil)
            #expect(!log.events.contains("Q viewWillAppear"))
            #expect(!log.events.contains("M viewWillDisappear"))
        }

        @Test func presentingFromInsideAPresentedViewControllerIsMadeByIt() async {
            let (_, _, page, _) = makeTabs()
            let modalPage = Spy("M", log: log)
            let modalStack = UINavigationController(rootViewController: modalPage)
            modalStack.modalPresentationStyle = .fullScreen
            page.present(modalStack, animated: false)
            await StandInRuntime.drainMainQueue()
            let next = Spy("N", log: log)
            modalPage.present(next, animated: false)
            #expect(next.presentingViewController === modalStack)
            #expect(modalPage.navigationController === modalStack)
            await StandInRuntime.drainMainQueue()
        }
    }
}
#endif
