extension BenchmarkSuite {
    /// How the run measured, for the report's notes.
    func notes(tooSlow: [String: Int], report: BenchmarkReport) -> [String] {
        var notes = [
            "times are medians of \(options.iterations) timed runs after \(options.warmUps) warm-up run(s), ContinuousClock; p10/p90 and MAD give the spread",
            "encode/decode: json and plist encode a typed Codable mirror of the tree (plist in binary format); nskeyedarchiver archives an NSDictionary/NSArray/NSString/NSNumber/NSDate graph with requiringSecureCoding: true; Revive encodes the captured snapshot",
            "capture-warm: no value changed since the last capture (kept encodings reused); capture-cold: every value of every page set anew before each run, untimed; capture-first: the first capture in a new process, median of \(report.spawns) spawns of this executable (0: not measured)",
            "pages-to-bytes (cold): Revive capture + encode against building a Codable model from the pages + JSONEncoder; bytes-to-pages: Revive decode + rebuild against JSONDecoder + building the pages by hand",
            "save (cold) = capture + encode + FileStore write (temp file, write, fsync, close, rename, folder fsync); bare-write = the same bytes with the same system calls, run in the same iteration (alternating order); `vs revive` is the median of the per-pair ratios",
            "restore = FileStore read + decode (length, caps and SHA-256 checksum verified) + policy check + rebuild into a new navigator",
            "launch = RestorationController.launch with a FileStore holding the tree (revive) or nothing (fresh-launch), fsyncs included; `vs revive` says how much the restore adds",
            "bytes = the file each contender writes for the tree",
        ]
        for (name, pages) in tooSlow.sorted(by: { $0.key < $1.key }) {
            notes.append("\(name) skipped from \(pages) pages up: one run took (or, scaled from a smaller size, would take) over 2 s")
        }
        for memory in report.memory {
            notes.append("memory of \(memory.workload), \(memory.pages) pages: \(memory.usage.method)")
        }
        return notes
    }
}
