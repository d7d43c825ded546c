#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveFaults
import ReviveUIKit
import Testing

/// The app's own transient presentation: an undo toast, marked as UIKit's alerts are.
final class UndoToastViewController: UIViewController, Revivable {
    var isTransientPresentation: Bool { true }
}

extension UIKitAppTests {
    /// What is on screen for a moment at `bg` — an alert, an action sheet, a share sheet, an active
    /// search, a popover, the app's own toast — is not saved and is not reported as dropped: the
    /// app comes back at the page under it, as UIKit's own restoration does.
    @MainActor
    @Suite(.serialized)
    struct TransientPresentationTests {
        enum Kind: String, CaseIterable, Sendable {
            case alert, actionSheet, shareSheet, activeSearch, popover, appsOwnToast

            @MainActor
            func make() -> UIViewController {
                switch self {
                case .alert:
                    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                    alert.addAction(UIAlertAction(title: "Delete", style: .destructive))
                    return alert
                case .actionSheet:
                    return UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                case .shareSheet:
                    return UIActivityViewController(activityItems: ["comic 42"], applicationActivities: nil)
                case .activeSearch:
                    return UISearchController(searchResultsController: nil)
                case .popover:
                    let info = ReaderOptionsViewController()
                    info.modalPresentationStyle = .popover
                    return info
                case .appsOwnToast:
                    return UndoToastViewController()
                }
            }
        }

        @Test(arguments: Kind.allCases)
        func aTransientPresentationIsNotSavedAndTheAppComesBackUnderIt(kind: Kind) async throws {
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let store = try FileStore(directory: folder.url)
            let first = ComicsSceneDelegate(store: store)
            let scene = StandInRuntime.connectScene(delegate: first, session: nil)
            StandInRuntime.activate(scene)
            await settle()
            let tabs = try #require(first.window?.rootViewController as? UITabBarController)
            let library = try #require(tabs.viewControllers?[0] as? UINavigationController)
            let comic = ComicViewController()
            comic.comicID = 42
            library.pushViewController(comic, animated: false)
            await settle()
            let transient = kind.make()
            comic.present(transient, animated: false)
            await settle()
            #expect(comic.presentedViewController === transient)
            if let search = transient as? UISearchController { #expect(search.isActive) }

            let controller = try #require(first.restoration?.controller)
            #expect(controller.hierarchy.visibleNode === comic)
            let snapshot = try controller.captureSnapshot()
            #expect(snapshot.root.presented == nil && snapshot.root.children[0].children.last?.presented == nil)

            StandInRuntime.enterBackground(scene)
            await controller.waitForPendingSaves()
            await settle(until: { !StandInRuntime.runningBackgroundTaskNames.contains("Revive save") })
            controller.releaseSceneLock()
            let session = StandInRuntime.makeSession(persistentIdentifier: scene.session.persistentIdentifier, stateRestorationActivity: scene.session.stateRestorationActivity)

            let second = ComicsSceneDelegate(store: store)
            StandInRuntime.activate(StandInRuntime.connectScene(delegate: second, session: session))
            await settle()
            let report = try #require(second.launchResults.first?.report)
            #expect(report.isComplete, "\(report.items)")
            let window = try #require(second.window)
            let restoredTabs = try #require(window.rootViewController as? UITabBarController)
            let restored = try #require((restoredTabs.viewControllers?[0] as? UINavigationController)?.topViewController as? ComicViewController)
            #expect(restored.comicID == 42)
            #expect(restored.presentedViewController == nil && topViewController(in: window) === restoredTabs)
        }

        @Test func aSearchControllerIsActiveOnlyWhilePresented() async throws {
            let window = UIWindow(frame: .zero)
            let comic = ComicViewController()
            window.rootViewController = comic
            window.makeKeyAndVisible()
            let search = UISearchController(searchResultsController: nil)
            #expect(!search.isActive)
            comic.present(search, animated: false)
            #expect(search.isActive)
            await settle()
            #expect(search.isActive)
            search.isActive = false
            await settle()
            #expect(!search.isActive && comic.presentedViewController == nil)
        }
    }
}
#endif
