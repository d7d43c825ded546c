import Foundation
import Revive
@testable import ReviveCLI
import ReviveNavigator
import Testing

struct SizeReportTests {
    @Test func sizesAddUpToTheFile() throws {
        let snapshot = InspectorFixtures.comicReader()
        let report = SizeReport(snapshot: snapshot)
        #expect(report.fileBytes == (try InspectorFixtures.bytes(snapshot)).count)
        #expect(report.pages.map(\.bytes).reduce(0, +) == report.totalBytes)
        for page in report.pages {
            let keyBytes = report.keys.filter { $0.page == page.page }.map(\.bytes).reduce(0, +)
            #expect(page.stateBytes == keyBytes + 1)  // one byte of key count
        }
    }

    @Test func listsLargestFirst() {
        var snapshot = InspectorFixtures.comicReader()
        snapshot.root.children[1].state.values["cache"] = .data(Data(count: 500))
        let report = SizeReport(snapshot: snapshot)
        #expect(report.pages.first?.page == "TabBarPage[root] > SettingsPage[settings]")
        #expect(report.keys.first?.key == "cache")
        #expect(report.keys.first?.bytes == 1 + 5 + 1 + 2 + 500)  // key, tag, count, bytes
        #expect(report.pages.map(\.stateBytes) == report.pages.map(\.stateBytes).sorted(by: >))
        #expect(report.keys.map(\.bytes) == report.keys.map(\.bytes).sorted(by: >))
    }

    @Test func flagsPagesAndTotalsOverBudget() {
        let report = SizeReport(snapshot: InspectorFixtures.comicReader(), budget: CaptureBudget(maxPageBytes: 20, maxTotalBytes: 50))
        #expect(report.isOverBudget)
        #expect(report.pages.filter(\.isOverBudget).map(\.page) == ["TabBarPage[root] > NavigationPage[library] > ComicPage[comic-42]"])
        let text = report.rendered()
        #expect(text.contains("50 bytes in total: OVER; 20 value bytes per page: 1 page OVER"))
        #expect(text.contains("ComicPage[comic-42]  OVER BUDGET"))
        #expect(!SizeReport(snapshot: InspectorFixtures.comicReader()).isOverBudget)
    }

    @Test func thePerPageBudgetChecksTheValueBytesTheTableShowsFirst() {
        let report = SizeReport(snapshot: InspectorFixtures.comicReader(), budget: CaptureBudget(maxPageBytes: 10, maxTotalBytes: .max))
        // The navigation stack takes more than 10 bytes in the file but preserves no value: it
        // passes, as capture passes it, and its row says which bytes were checked.
        let stack = report.pages.first { $0.page == "TabBarPage[root] > NavigationPage[library]" }
        #expect(stack.map { $0.bytes > 10 && $0.stateBytes <= 10 && !$0.isOverBudget } == true)
        #expect(report.pages.allSatisfy { $0.isOverBudget == ($0.stateBytes > 10) })
        let lines = report.rendered().split(separator: "\n")
        let header = lines.firstIndex { $0 == "  value bytes  page bytes  keys  page" }
        #expect(header.map { lines[$0 - 1] } == "pages, largest value bytes first (what the per-page budget checks, as capture does)")
        let stackRow = lines.first { $0.hasSuffix("  TabBarPage[root] > NavigationPage[library]") }
        #expect(stackRow?.split(separator: " ").first.flatMap { Int($0) } == stack?.stateBytes)
    }

    @Test func tableColumnsLineUp() {
        let lines = SizeReport(snapshot: InspectorFixtures.comicReader()).rendered().split(separator: "\n")
        let start = lines.firstIndex { $0.hasPrefix("  value bytes  page bytes  keys  page") } ?? 0
        let end = lines.firstIndex { $0 == "keys, largest first" } ?? 0
        let table = lines[start..<end]
        #expect(table.count == 7)
        let pageColumn = Set(table.map { $0.distance(from: $0.startIndex, to: $0.range(of: "TabBarPage")?.lowerBound ?? $0.range(of: "page", options: .backwards)?.lowerBound ?? $0.startIndex) })
        #expect(pageColumn.count == 1)
    }

    @Test func limitsRowsWhenAsked() {
        let text = SizeReport(snapshot: InspectorFixtures.comicReader()).rendered(limit: 2)
        #expect(text.split(separator: "\n").filter { $0.contains("TabBarPage[root]") }.count == 4)
    }
}
