import Foundation

extension BenchmarkReport {
    /// The report as aligned text tables: timings with spread and targets, bytes on disk,
    /// peak memory, and notes on how it was measured.
    ///
    /// The `vs revive` column says how many times slower the contender was than Revive
    /// (for `bare-write`, how many times the full save's time the bare write took).
    /// - Returns: Lines of text ending in a newline.
    public func table() -> String {
        var rows = [["workload", "pages", "contender", "median", "p10", "p90", "MAD", "runs", "vs revive", "target"]]
        for workload in workloads {
            for pages in sizes {
                for item in measurements where item.workload == workload && item.pages == pages {
                    rows.append(row(item))
                }
            }
        }
        var text = Self.align(rows, rightAligned: [1, 3, 4, 5, 6, 7, 8])
        text += "\nbytes on disk\n"
        let contenders = fileSizes.reduce(into: [String]()) { if !$0.contains($1.contender) { $0.append($1.contender) } }
        var byteRows = [["pages"] + contenders]
        for pages in sizes {
            byteRows.append(["\(pages)"] + contenders.map { name in
                fileSizes.first { $0.pages == pages && $0.contender == name }.map { "\($0.bytes)" } ?? "skipped"
            })
        }
        text += Self.align(byteRows, rightAligned: Set(0..<(contenders.count + 1)))
        for use in memory {
            let usage = use.usage
            let what = ["save": "cold save", "restore": "restore", "fresh-save": "first save in a new process",
                        "fresh-restore": "restore in a new process"][use.workload] ?? use.workload
            text += "\npeak memory of a \(what) of \(use.pages) pages: "
                + "\(Self.megabytes(usage.peakAboveBaselineBytes)) above a baseline of \(Self.megabytes(usage.baselineBytes)) "
                + String(format: "= %.1f× the ", use.multipleOfFile) + Self.megabytes(use.fileBytes) + " file"
                + (usage.afterBytes > 0 ? "; \(Self.megabytes(max(0, usage.afterBytes - usage.baselineBytes))) still held after, "
                    + "so \(Self.megabytes(use.peakWithoutKeptBytes)) = " + String(format: "%.1f×", use.multipleOfFileWithoutKept)
                    + " the file without what the live pages keep" : "")
        }
        if !memory.isEmpty { text += "\n" }
        let missed = targets.filter { !$0.passed }.count
        text += "\ntargets: \(targets.count - missed) PASS, \(missed) MISS\n"
        text += Self.align(targets.map { result in
            [result.workload, "\(result.pages)", result.versus.map { "vs \($0)" } ?? "", result.goal,
             String(format: "%.2f", result.measured), result.passed ? "PASS" : "MISS"]
        }, rightAligned: [1, 4])
        text += "\nnotes\n" + notes.map { "- \($0)\n" }.joined()
        return text
    }

    private func row(_ item: Measurement) -> [String] {
        let head = [item.workload, "\(item.pages)", item.contender]
        guard let stats = item.statistics else {
            return head + ["skipped", "", "", "", "", "", item.skipped ?? ""]
        }
        var versus = ""
        var target = ""
        if item.contender != Contender.revive, let ratio = ratio(item.workload, pages: item.pages, versus: item.contender), ratio > 0 {
            switch item.contender {
            case Contender.bareWrite: versus = String(format: "save %.2f× (pairs)", ratio)
            case Contender.coldAfter, Contender.coldCaptureEncode: versus = String(format: "revive %.2f× (per process)", ratio)
            case Contender.freshLaunch:
                let added = (median(item.workload, pages: item.pages, contender: Contender.revive) ?? 0).subtractingReportingOverflow(stats.medianNanoseconds)
                versus = String(format: "restore adds %@ (%.1f×)", added.overflow ? "0 ns" : Self.duration(added.partialValue), ratio)
            default: versus = String(format: "%.1f×", 1 / ratio)
            }
        }
        let contender: String? = item.contender == Contender.revive ? nil : item.contender
        if let result = targets.first(where: { $0.workload == item.workload && $0.pages == item.pages && $0.versus == contender }) {
            target = "\(result.goal) \(result.passed ? "PASS" : "MISS")"
        }
        return head + [
            Self.duration(stats.medianNanoseconds), Self.duration(stats.p10Nanoseconds), Self.duration(stats.p90Nanoseconds),
            Self.duration(stats.madNanoseconds), "\(stats.runs)", versus, target,
        ]
    }

    /// `812 ns`, `12.4 µs`, `3.21 ms`, `1.52 s`.
    static func duration(_ nanoseconds: UInt64) -> String {
        let value = Double(nanoseconds)
        switch nanoseconds {
        case ..<1_000: return "\(nanoseconds) ns"
        case ..<1_000_000: return String(format: "%.1f µs", value / 1e3)
        case ..<1_000_000_000: return String(format: "%.2f ms", value / 1e6)
        default: return String(format: "%.2f s", value / 1e9)
        }
    }

    static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f MiB", Double(bytes) / 1_048_576)
    }

    /// Pads every column to its widest cell (counting characters, not bytes).
    static func align(_ rows: [[String]], rightAligned: Set<Int>) -> String {
        let columns = rows.map(\.count).max() ?? 0
        let widths = (0..<columns).map { column in rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0 }
        return rows.map { row in
            row.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return rightAligned.contains(column) ? padding + cell : cell + padding
            }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }.joined()
    }
}

extension String {
    /// The string without the spaces at its end (padding of the last column).
    func trimmingTrailingSpaces() -> String {
        String(reversed().drop { $0 == " " }.reversed())
    }
}
