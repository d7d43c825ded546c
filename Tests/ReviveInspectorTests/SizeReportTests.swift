import Foundation
import Revive
import ReviveNavigator
import ReviveInspector
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
        #expect(report.pages.map(\.bytes) == report.pages.map(\.bytes).sorted(by: >))
        #expect(report.keys.map(\.bytes) == report.keys.map(\.bytes).sorted(by: >))
    }

    @Test func flagsPagesAndTotalsOverBudget() {
        let report = SizeReport(snapshot: InspectorFixtures.comicReader(), budget: CaptureBudget(maxPageBytes: 20, maxTotalBytes: 50))
        #expect(report.isOverBudget)
        #expect(report.pages.filter(\.isOverBudget).map(\.page) == ["TabBarPage[root] > NavigationPage[library] > ComicPage[comic-42]"])
        let text = report.rendered()
        #expect(text.contains("50 bytes in total: OVER; 20 bytes per page: 1 page OVER"))
        #expect(text.contains("ComicPage[comic-42]  OVER BUDGET"))
        #expect(!SizeReport(snapshot: InspectorFixtures.comicReader()).isOverBudget)
    }

    @Test func tableColumnsLineUp() {
        let lines = SizeReport(snapshot: InspectorFixtures.comicReader()).rendered().split(separator: "\n")
        let start = lines.firstIndex { $0.hasPrefix("  bytes  value bytes  keys  page") } ?? 0
        let end = lines.firstIndex { $0 == "keys, largest first" } ?? 0
        let table = lines[start..<end]
        #expect(table.count == 7)
        let pageColumn = Set(table.map { $0.distance(from: $0.startIndex, to: $0.range(of: "TabBarPage")?.lowerBound ?? $0.range(of: "page")?.lowerBound ?? $0.startIndex) })
        #expect(pageColumn.count == 1)
    }

    @Test func limitsRowsWhenAsked() {
        let text = SizeReport(snapshot: InspectorFixtures.comicReader()).rendered(limit: 2)
        #expect(text.split(separator: "\n").filter { $0.contains("TabBarPage[root]") }.count == 4)
    }
}
