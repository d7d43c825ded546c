import Foundation
import Testing
@testable import Revive

/// A class whose `@Preserved` properties the engine reads with `Mirror` (it has no
/// `@Preserving`) is named once, as a setup issue that gives the fix; a class that lists its
/// properties, and one that has none, are never named.
@MainActor
struct MirrorSetupIssueTests {
    /// Read through `Mirror`: no listing.
    final class UnmarkedReaderPage {
        @Preserved("comic_id") var comicID = 0
        @Preserved var progress = 0.0
    }

    /// A class that lists its one property itself, as `@Preserving` writes it.
    final class ListedReaderPage: PreservedPropertyListing {
        @Preserved var progress = 0.0

        func listPreservedProperties(into list: inout PreservedPropertyList) {
            list.append(_progress, name: "progress", in: ListedReaderPage.self)
            list.listed(ListedReaderPage.self)
        }
    }

    /// No `@Preserved` property at all: nothing to read, nothing to say.
    final class PlainContainerPage {
        var title = "shelf"
    }

    /// Every issue reported while the tests run (the handler is the process's; tests in
    /// parallel each look for their own types), still handed to the handler before it.
    private final class Recorder: @unchecked Sendable {
        static let shared = Recorder()
        private let lock = NSLock()
        private var issues: [SetupIssue] = []

        static let installOnce: Void = {
            let previous = SetupIssue.handler
            SetupIssue.handler = { issue in
                shared.lock.withLock { shared.issues.append(issue) }
                previous(issue)
            }
        }()

        func issues(naming name: String) -> [SetupIssue] {
            lock.withLock { issues.filter { $0.message.hasPrefix("ReviveTests.MirrorSetupIssueTests." + name + "'s ") } }
        }
    }

    @Test func aClassReadThroughMirrorIsNamedOnceWithTheFix() throws {
        _ = Recorder.installOnce
        for value in 1...3 {
            let page = UnmarkedReaderPage()
            page.comicID = value
            let state = try PreservedProperties.capture(from: page)
            #expect(PreservedProperties.restore(state, into: UnmarkedReaderPage()).isEmpty)
        }
        let issues = Recorder.shared.issues(naming: "UnmarkedReaderPage")
        #expect(issues.count == 1, "\(issues)")
        let issue = try #require(issues.first)
        #expect(issue.code == .readThroughMirror)
        #expect(issue.message.contains("Mirror") && issue.message.contains("@Preserving"), "\(issue.message)")
    }

    @Test func aListedClassAndAClassWithNothingPreservedAreNeverNamed() throws {
        _ = Recorder.installOnce
        _ = try PreservedProperties.capture(from: ListedReaderPage())
        _ = try PreservedProperties.capture(from: PlainContainerPage())
        _ = PreservedProperties.restore(PageState(), into: PlainContainerPage())
        #expect(Recorder.shared.issues(naming: "ListedReaderPage").isEmpty)
        #expect(Recorder.shared.issues(naming: "PlainContainerPage").isEmpty)
    }
}
