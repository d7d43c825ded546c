#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
import Foundation
import Revive
import ReviveTesting
import ReviveUIKit
import Testing

extension UIKitAppTests {
    /// Handoff between two devices of the comics app, each a scene with a store of its own:
    /// the place travels in a user activity and opens merged with the receiver's own state.
    @MainActor
    @Suite(.serialized)
    struct HandoffTests {
        private func connect(
            _ store: InMemoryStore, session: UISceneSession? = nil, continuing activities: Set<NSUserActivity> = []
        ) async throws -> (ComicsSceneDelegate, UIWindowScene, UIWindow) {
            let delegate = ComicsSceneDelegate(store: store, checkpointDelay: nil)
            let scene = StandInRuntime.connectScene(delegate: delegate, session: session, userActivities: activities)
            StandInRuntime.activate(scene)
            await settle()
            return (delegate, scene, try #require(delegate.window))
        }

        /// Pushes comic 42 on the Library tab's stack, scrolled to `scrollOffset`.
        private func pushComic(in window: UIWindow, scrollOffset: Double) throws -> ComicViewController {
            let tabs = try #require(window.rootViewController as? UITabBarController)
            let library = try #require(tabs.viewControllers?[0] as? UINavigationController)
            let comic = ComicViewController()
            comic.comicID = 42
            comic.scrollOffset = scrollOffset
            library.pushViewController(comic, animated: false)
            return comic
        }

        /// The sender: a comic in Library (its scroll offset device-only), its reader full screen.
        private func senderActivity() async throws -> NSUserActivity {
            let (delegate, _, window) = try await connect(InMemoryStore())
            let comic = try pushComic(in: window, scrollOffset: 310)
            await settle()
            let reader = ReaderViewController()
            reader.page = 21
            reader.modalPresentationStyle = .fullScreen
            comic.present(reader, animated: false)
            await settle()
            let restoration = try #require(delegate.restoration)
            let activity = try restoration.placeActivity(activityType: "com.example.comics.place", title: "One Piece, page 21", leavingOut: ["offset"])
            #expect(activity.isEligibleForHandoff)
            #expect(!activity.isEligibleForSearch)
            #expect(activity.requiredUserInfoKeys == [PortablePlace.userInfoKey])
            let payload = try #require(activity.userInfo?[PortablePlace.userInfoKey] as? Data)
            #expect(payload.count <= PortablePlace.handoffPayloadAdvice)
            return activity
        }

        /// The receiver's own state, saved in its store for its session: Favorites selected, an
        /// unread list pushed, a comic at 75.
        private func receiverState() async throws -> (InMemoryStore, UISceneSession) {
            let store = InMemoryStore()
            let (delegate, scene, window) = try await connect(store)
            _ = try pushComic(in: window, scrollOffset: 75)
            let tabs = try #require(window.rootViewController as? UITabBarController)
            let favorites = try #require(tabs.viewControllers?[1] as? UINavigationController)
            let unread = LibraryViewController()
            unread.filter = "unread"
            favorites.pushViewController(unread, animated: false)
            tabs.selectedIndex = 1
            await settle()
            StandInRuntime.enterBackground(scene)
            await delegate.restoration?.controller.waitForPendingSaves()
            delegate.restoration?.controller.releaseSceneLock()
            return (store, scene.session)
        }

        @Test func anActivityThatLaunchesTheAppOpensItsPlaceMergedWithTheRestoredState() async throws {
            let activity = try await senderActivity()
            let (store, session) = try await receiverState()
            let (delegate, _, window) = try await connect(store, session: session, continuing: [activity])
            #expect(delegate.launchResults.first?.report?.restoredPageCount ?? 0 > 0)
            await settle(until: { !delegate.placeOutcomes.isEmpty })
            guard case .opened(let report) = try #require(delegate.placeOutcomes.first) else {
                Issue.record("not opened: \(delegate.placeOutcomes)")
                return
            }
            #expect(report.isComplete)
            await settle()
            let reader = try #require(topViewController(in: window) as? ReaderViewController)
            #expect(reader.page == 21)
            let tabs = try #require(window.rootViewController as? UITabBarController)
            #expect(tabs.selectedIndex == 0)
            let library = try #require(tabs.viewControllers?[0] as? UINavigationController)
            let comic = try #require(library.viewControllers.last as? ComicViewController)
            #expect(comic.comicID == 42)
            #expect(comic.scrollOffset == 75)   // this device's: the offset stayed on the sender
            let favorites = try #require(tabs.viewControllers?[1] as? UINavigationController)
            #expect((favorites.viewControllers.last as? LibraryViewController)?.filter == "unread")
        }

        /// Continues `activity` in the connected scene, as the system does, and waits for what
        /// came of it; the code of its refusal, or `nil` when it opened.
        private func refusal(continuing activity: NSUserActivity, in scene: UIWindowScene, of delegate: ComicsSceneDelegate) async throws -> ReviveError.Code? {
            let count = delegate.placeOutcomes.count
            StandInRuntime.continueUserActivity(activity, in: scene)
            await settle(until: { delegate.placeOutcomes.count > count })
            await settle()
            guard case .refused(let error) = try #require(delegate.placeOutcomes.last) else { return nil }
            return error.code
        }

        @Test func aSpotlightItemIndexedWithThePlacesIdentifierOpensThePlace() async throws {
            let place = try PortablePlace(userInfo: try await senderActivity().userInfo)
            // What Core Spotlight continues when the user opens an item the app indexed with
            // `CSSearchableItem(uniqueIdentifier: place.identifier(), …)`.
            let item = NSUserActivity(activityType: PortablePlace.searchableItemActionType)
            item.userInfo = [PortablePlace.searchableItemActivityIdentifierKey: try place.identifier()]
            let (delegate, scene, window) = try await connect(InMemoryStore())
            #expect(try await refusal(continuing: item, in: scene, of: delegate) == nil)
            #expect((topViewController(in: window) as? ReaderViewController)?.page == 21)

            // An item the app indexed before it used places: refused with the codec's reason.
            let older = NSUserActivity(activityType: PortablePlace.searchableItemActionType)
            older.userInfo = [PortablePlace.searchableItemActivityIdentifierKey: "comic-42"]
            #expect(try await refusal(continuing: older, in: scene, of: delegate) == .badMagic)
            #expect((topViewController(in: window) as? ReaderViewController)?.page == 21)
        }

        @Test func anActivityContinuedWhileConnectedOpensAndAForeignOneIsRefused() async throws {
            let activity = try await senderActivity()
            let (delegate, scene, window) = try await connect(InMemoryStore())
            #expect(try await refusal(continuing: activity, in: scene, of: delegate) == nil)
            #expect((topViewController(in: window) as? ReaderViewController)?.page == 21)

            let foreign = NSUserActivity(activityType: "com.example.comics.place")
            foreign.userInfo = [PortablePlace.userInfoKey: "not data"]
            #expect(try await refusal(continuing: foreign, in: scene, of: delegate) == .typeMismatch)
            #expect((topViewController(in: window) as? ReaderViewController)?.page == 21)
        }
    }
}
#endif
