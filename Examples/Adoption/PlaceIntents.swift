// The *Places in Shortcuts and Spotlight* article's App Intents code (ReviveUIKit's DocC),
// compiled: against AppIntents and UIKit on Apple platforms, against their stand-ins on Linux,
// and run by Tests/ReviveUIKitTests/PlaceIntentTests.swift as the system runs an open intent.
// Scripts/check-doc-snippets.sh checks that the article shows the lines between the markers.
#if canImport(UIKit) || (os(Linux) && UIKitStandIn)
#if canImport(UIKit)
import UIKit
#else
import UIKitStandIn
#endif
#if canImport(AppIntents)
import AppIntents
#else
import AppIntentsStandIn
#endif
// snippet:begin place-intents
import ReviveUIKit

struct ComicPlace: AppEntity {                               // a place, as Shortcuts and Spotlight name it
    static var typeDisplayRepresentation: TypeDisplayRepresentation { "Comic place" }
    static let defaultQuery = ComicPlaceQuery()
    let id: String                                           // the place itself: PortablePlace's identifier
    let place: PortablePlace

    init(id: String) throws(ReviveError) {                   // damaged, truncated, foreign: throws, with the reason
        place = try PortablePlace(identifier: id)
        self.id = id
    }
    var displayRepresentation: DisplayRepresentation {       // titled by the page the user was on
        if let comic = try? place.visiblePage.state.decodeIfPresent(Int.self, forKey: "comic_id") {
            return DisplayRepresentation(title: "Comic \(comic)")
        }
        return "Library"
    }
}

struct ComicPlaceQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [ComicPlace] {
        identifiers.compactMap { try? ComicPlace(id: $0) }  // the system skips what is left out
    }
}

struct OpenComicPlace: OpenIntent {
    static var title: LocalizedStringResource { "Open comic place" }
    @Parameter(title: "Place") var target: ComicPlace

    func perform() async throws -> some IntentResult {
        try await open(target.place)                         // on the main actor, where the scenes are
        return .result()
    }

    @MainActor
    private func open(_ place: PortablePlace) async throws {
        let scenes = UIApplication.shared.connectedScenes.filter { $0.activationState == .foregroundActive }
        guard let restoration = scenes.compactMap({ ($0.delegate as? SceneDelegate)?.restoration }).first else {
            throw ReviveError(.placeRefused, "no scene of the app is in the foreground")
        }
        if case .refused(let error) = await restoration.open(place) {  // checked and merged as Handoff's
            throw error                                      // the policy's reason, a budget, …
        }
    }
}
// snippet:end
#endif
