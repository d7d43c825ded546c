import ArgumentParser
import Foundation
import ReviveBenchmarks

/// `revive-bench`: times Revive's save and restore against JSON, property lists and
/// NSKeyedArchiver, and prints a table (or, with `--json`, one JSON object).
@main
struct ReviveBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "revive-bench",
        abstract: "Measure Revive's encode, decode, capture, rebuild, save and restore against its peers.",
        discussion: "Build and run in release: swift run -c release revive-bench"
    )

    @Option(help: "Tree sizes in pages, comma-separated (5...10000).")
    var sizes: String = BenchmarkOptions.standardSizes.map(String.init).joined(separator: ",")

    @Option(help: "Timed runs per measurement, after the warm-up runs.")
    var iterations: Int = 25

    @Flag(help: "The smallest size and a few runs (what CI runs).")
    var quick = false

    @Flag(help: "Print one JSON object instead of the table.")
    var json = false

    @Flag(help: "Only the main actor's rows: the look, a checkpoint, and pages without @Preserving, in a UIKit window (Linux: on UIKit's stand-in).")
    var mainActor = false

    @Option(help: .hidden)
    var probeFirstCapture: Int?

    @Option(help: .hidden)
    var probe: String?

    @Option(help: .hidden)
    var probePages = 1_000

    @Option(help: .hidden)
    var probeFile: String?

    @Flag(name: .customLong("read-memory"), help: "Only the memory of reading a hostile and a large file, in new processes, beside JSONDecoder.")
    var readMemory = false

    @Option(name: .customLong("probe-read-memory"), help: .hidden)
    var probeReadMemory: String?

    @Option(help: .hidden)
    var profile: String?

    @Option(help: .hidden)
    var profilePages = 1_000

    @Option(help: .hidden)
    var profileRounds = 20

    mutating func run() throws {
        if let pages = probeFirstCapture {
            // A child spawned by the benchmark: time this new process's first capture and print it.
            let nanoseconds = try MainActor.assumeIsolated { () throws -> UInt64 in try FirstCaptureProbe.run(pages: pages) }
            print(nanoseconds)
            return
        }
        if let kindName = probe {
            // A child spawned by the benchmark: do one thing once in this new process, print what it measured.
            guard let kind = FreshProcessProbe.Kind(rawValue: kindName) else {
                throw ValidationError("--probe: one of \(FreshProcessProbe.Kind.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let (pages, file) = (probePages, probeFile.map { URL(fileURLWithPath: $0) })
            let sample = try MainActor.assumeIsolated { () throws -> FreshProcessProbe.Sample in try FreshProcessProbe.run(kind, pages: pages, file: file) }
            print(String(decoding: try JSONEncoder().encode(sample), as: UTF8.self))
            return
        }
        if let readerName = probeReadMemory {
            // A child spawned by `--read-memory`: read one file once in this new process, print its memory.
            guard let reader = ReadMemoryProbe.Reader(rawValue: readerName), let path = probeFile else {
                throw ValidationError("--probe-read-memory revive|json needs --probe-file")
            }
            let file = URL(fileURLWithPath: path)
            let sample = try MainActor.assumeIsolated { () throws -> ReadMemoryProbe.Sample in try ReadMemoryProbe.run(reader, file: file) }
            print(String(decoding: try JSONEncoder().encode(sample), as: UTF8.self))
            return
        }
        if readMemory {
            let executable = Bundle.main.executablePath ?? CommandLine.arguments[0]
            print(try MainActor.assumeIsolated { () throws -> String in try ReadMemoryProbe.table(executable: executable) }, terminator: "")
            return
        }
        if let workload = profile {
            // A loop of one workload for a profiler (valgrind --tool=callgrind, perf record).
            let (pages, rounds) = (profilePages, profileRounds)
            try MainActor.assumeIsolated { () throws in try ProfileLoop.run(workload, pages: pages, rounds: rounds) }
            return
        }
        if mainActor {
            try runMainActorRows()
            return
        }
        let parsed = try sizes.split(separator: ",").map { text in
            guard let size = Int(text.trimmingCharacters(in: .whitespaces)) else {
                throw ValidationError("--sizes: \"\(text)\" is not a whole number")
            }
            return size
        }
        var options = quick ? try BenchmarkOptions.quick : try BenchmarkOptions(sizes: parsed, iterations: iterations)
        options.probeExecutable = Bundle.main.executablePath
        let printsJSON = json
        let output = try MainActor.assumeIsolated { () throws -> String in
            let report = try BenchmarkSuite(options: options).run { step in
                if !printsJSON { FileHandle.standardError.write(Data("… \(step)\n".utf8)) }
            }
            return printsJSON ? try report.jsonText() : report.table()
        }
        print(output, terminator: printsJSON ? "\n" : "")
    }

    /// `--main-actor`: the look, the checkpoint's main-actor part and pages without `@Preserving`.
    private func runMainActorRows() throws {
        #if canImport(UIKitStandIn)
        let (iterations, printsJSON) = (quick ? 5 : iterations, json)
        let sizes = quick ? [10] : MainActorSuite.standardSizes
        let output = try MainActor.assumeIsolated { () throws -> String in
            let rows = try MainActorSuite(sizes: sizes, iterations: iterations).run { step in
                if !printsJSON { FileHandle.standardError.write(Data("… \(step)\n".utf8)) }
            }
            return printsJSON ? String(decoding: try JSONEncoder().encode(rows), as: UTF8.self) + "\n" : MainActorSuite.table(rows)
        }
        print(output, terminator: "")
        #else
        throw ValidationError("--main-actor: needs UIKit's adapter (on Linux, Revive's UIKit stand-in)")
        #endif
    }
}
