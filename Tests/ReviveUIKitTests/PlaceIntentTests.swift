#if canImport(UIKit)
import UIKit
#elseif os(Linux) && UIKitStandIn
import UIKitStandIn
#endif
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
#if canImport(AppIntents)
import AppIntents
#else
import AppIntentsStandIn
#endif
import Foundation
import Revive
@testable import ReviveAdoption
import ReviveUIKit
import Testing

extension UIKitAppTests {
    /// The *Places in Shortcuts and Spotlight* article's App Intents code (Examples/Adoption's
    /// `PlaceIntents`) run as the system runs it: the user's place becomes an entity whose
    /// identifier a shortcut keeps; later, in another process that restored its own state, the
    /// system resolves the identifier through the entity's query and performs the open intent.
    @MainActor
    @Suite(.serialized)
    struct PlaceIntentTests {
        private func launch(session: UISceneSession?) async throws -> (UIWindowScene, SceneDelegate, UIWindow) {
            AdoptionStore.useTemporaryFolder()
            let scene = StandInRuntime.connectScene(delegate: SceneDelegate(), session: session)
            StandInRuntime.activate(scene)
            await settle()
            let delegate = try #require(scene.delegate as? SceneDelegate)
            return (scene, delegate, try #require(delegate.window))
        }

        /// The first process: comic 42 pushed on Favorites, kept as an entity; then the user
        /// goes back to Library's root, and the process dies in the background.
        private func keptPlace() async throws -> (ComicPlace, UISceneSession) {
            StandInRuntime.terminateApp()   // a process of this app's alone: the intent opens in its foreground scene
            let (scene, delegate, window) = try await launch(session: nil)
            let (tabs, _) = try await pushComic42OnFavorites(in: window, animated: false)
            let favorites = try #require(tabs.viewControllers?[1] as? UINavigationController)
            let restoration = try #require(delegate.restoration)
            let entity = try ComicPlace(id: restoration.controller.place(leavingOut: ["revive.draft."]).identifier())
            #expect(entity.displayRepresentation.title.key == "Comic 42")
            #expect(ComicPlace.typeDisplayRepresentation.name.key == "Comic place")

            favorites.popToRootViewController(animated: false)
            tabs.selectedIndex = 0
            await settle()
            StandInRuntime.enterBackground(scene)
            await restoration.controller.waitForPendingSaves()
            restoration.controller.releaseSceneLock()
            let session = scene.session
            StandInRuntime.disconnect(scene)
            return (entity, session)
        }

        private func favoritesTop(_ window: UIWindow) throws -> (tabs: UITabBarController, top: UIViewController?) {
            let tabs = try #require(window.rootViewController as? UITabBarController)
            let favorites = try #require(tabs.viewControllers?[1] as? UINavigationController)
            return (tabs, favorites.topViewController)
        }

        @Test func aShortcutsPlaceOpensMergedWithTheRestoredStateOfALaterProcess() async throws {
            let (entity, session) = try await keptPlace()
            let (_, delegate, window) = try await launch(session: session)
            #expect(delegate.restoration?.controller.lastLaunchResult?.report?.isComplete == true)
            #expect(try favoritesTop(window).tabs.selectedIndex == 0)

            _ = try await AppIntentsRuntime.perform(OpenComicPlace.self, targetIdentifier: entity.id)
            await settle()
            let (tabs, top) = try favoritesTop(window)
            #expect(tabs.selectedIndex == 1)
            #expect((top as? ReviveAdoption.ComicViewController)?.comicID == 42)
            delegate.restoration?.controller.releaseSceneLock()
        }

        @Test func aDamagedForeignOrRefusedPlaceChangesNothingAndSaysWhy() async throws {
            let (entity, session) = try await keptPlace()
            let (_, delegate, window) = try await launch(session: session)
            let before = try favoritesTop(window)

            // Damaged: the query leaves it out, so the system finds no entity to open.
            var tampered = Array(entity.id)
            tampered[tampered.count / 2] = tampered[tampered.count / 2] == "A" ? "B" : "A"
            await #expect(throws: AppIntentsRuntime.EntityNotFound.self) {
                _ = try await AppIntentsRuntime.perform(OpenComicPlace.self, targetIdentifier: String(tampered))
            }
            #expect(throws: ReviveError.self) { try ComicPlace(id: String(tampered)) }

            // Another schema version: the policy refuses it, and the intent says why.
            let header = entity.place.snapshot.header
            let newer = PortablePlace(Snapshot(
                header: Snapshot.Header(appVersion: header.appVersion, schemaVersion: header.schemaVersion + 1, createdAt: header.createdAt, sceneID: header.sceneID),
                root: entity.place.snapshot.root
            ))
            do {
                _ = try await AppIntentsRuntime.perform(OpenComicPlace.self, targetIdentifier: try newer.identifier())
                Issue.record("a place of a newer schema was opened")
            } catch let error as ReviveError {
                #expect(error.code == .placeRefused)
            }
            await settle()
            let after = try favoritesTop(window)
            #expect(after.tabs === before.tabs && after.tabs.selectedIndex == 0)
            #expect(!(after.top is ReviveAdoption.ComicViewController))

            // No scene of the app in the foreground: nothing to open in, and the intent says so.
            delegate.restoration?.controller.releaseSceneLock()
            StandInRuntime.terminateApp()
            do {
                _ = try await AppIntentsRuntime.perform(OpenComicPlace.self, targetIdentifier: entity.id)
                Issue.record("a place was opened with no scene in the foreground")
            } catch let error as ReviveError {
                #expect(error.code == .placeRefused)
            }
        }

        @Test func aPageTypeTheAppDidNotRegisterNeverComesBackFromAnIntent() async throws {
            let (entity, session) = try await keptPlace()
            let (_, delegate, window) = try await launch(session: session)
            // The kept place with a page of a type the app never registered pushed on Favorites.
            var root = entity.place.snapshot.root
            root.children[1].children.append(Snapshot.Node(typeName: "DebugMenuViewController", restorationID: "debug"))
            let hostile = PortablePlace(Snapshot(header: entity.place.snapshot.header, root: root))
            _ = try await AppIntentsRuntime.perform(OpenComicPlace.self, targetIdentifier: try hostile.identifier())
            await settle()
            let (tabs, top) = try favoritesTop(window)
            #expect(tabs.selectedIndex == 1)
            #expect((top as? ReviveAdoption.ComicViewController)?.comicID == 42, "the stack stops below the unknown page")
            delegate.restoration?.controller.releaseSceneLock()
        }
    }
}
#endif
