// revive-torture: kills a process that saves in a loop, then checks every load.
//
//   revive-torture [--kills N] [--per-step N] [--seed S] [--max-delay-us N] [--directory DIR] [--checkpoints 1]
//     (--checkpoints 1: each child restores first, then writes checkpoints and saves; each check launches as an app)
//   revive-torture child --directory DIR --first G [--step STEP --completed-before-step K] [--payload BYTES]
//   revive-torture decode-memory FILE [BYTES]  (prints the decode's outcome and resident-memory peak)
//   revive-torture hold-scene --directory DIR [--app-group] [--finish]   (launches scene "main", holds it until stdin closes)
//   revive-torture neighbour OPERATION --directory DIR [--count N] [--app-group]   (one thing another process does)
//   (built by Fuzz/run.sh with -DREVIVE_FUZZING, it is the libFuzzer driver instead: FuzzDriver.swift)
//   revive-torture save-once DIR SCENE   (opens a FileStore as an app does, saves once, reads it back:
//     the durability test traces its system calls; prints `directory <the store's folder>` first)
//   revive-torture crash FAULT --directory DIR --report FILE [--reporter before|after|resetting|returns|returns-under-chainer|none] [--no-detection] [--own-stack]
//     (restores scene "main", then crashes with FAULT beside a crash reporter's stand-in: CrashProbe.swift)
//
// Exit status 0 when every guarantee held, 1 when one broke, 2 for bad arguments.
import Foundation
import Revive
import ReviveFaults

let usage = """
    usage: revive-torture [--kills N] [--per-step N] [--seed S] [--max-delay-us N] [--directory DIR] [--checkpoints 1]
           revive-torture child --directory DIR --first G [--step STEP --completed-before-step K] [--payload BYTES] [--checkpoints 1]
    steps: \(TortureStep.allCases.map(\.rawValue).joined(separator: ", "))
    """

func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(status)
}

runFuzzDriverIfBuiltForFuzzing()
FaultLogging.keepOnlyErrors()
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "decode-memory" {
    guard arguments.count == 2 || arguments.count == 3 else { fail("usage: revive-torture decode-memory FILE [MAX_DECODED_BYTES]") }
    do {
        let cap = arguments.count == 3 ? Int(arguments[2]) : nil
        print(try DecodeMemoryProbe.run(path: arguments[1], maxDecodedSize: cap ?? SnapshotCodec.DecodingLimits.default.maxDecodedSize))
        exit(0)
    } catch {
        fail("decode-memory: \(error)", status: 1)
    }
}
if arguments.first == "hold-scene" {
    guard arguments.count >= 3, arguments[1] == "--directory" else { fail("usage: revive-torture hold-scene --directory DIR [--app-group] [--finish]") }
    do {
        let flags = Set(arguments.dropFirst(3))
        try SceneLockHolder.run(directory: URL(fileURLWithPath: arguments[2]), appGroup: flags.contains("--app-group"), finishing: flags.contains("--finish"))
        exit(0)
    } catch {
        fail("hold-scene: \(error)", status: 1)
    }
}
if arguments.first == "neighbour" {
    let usage = "usage: revive-torture neighbour save-loop|open-stores|discard|sweep|launch --directory DIR [--count N] [--app-group]"
    guard arguments.count >= 4, arguments[2] == "--directory" else { fail(usage) }
    let rest = Array(arguments.dropFirst(4))
    let count = rest.firstIndex(of: "--count").flatMap { rest.indices.contains($0 + 1) ? Int(rest[$0 + 1]) : nil } ?? 1
    do {
        try await SceneLockHolder.neighbour(arguments[1], directory: URL(fileURLWithPath: arguments[3]), count: count, appGroup: rest.contains("--app-group"))
        exit(0)
    } catch {
        fail("neighbour: \(error)", status: 1)
    }
}
if arguments.first == "crash" {
    let usage = "usage: revive-torture crash \(CrashProbe.Fault.allCases.map(\.rawValue).joined(separator: "|")) --directory DIR --report FILE [--reporter before|after|resetting|returns|returns-under-chainer|none] [--no-detection] [--own-stack]"
    guard arguments.count >= 2, let fault = CrashProbe.Fault(rawValue: arguments[1]) else { fail(usage) }
    var options: [String: String] = [:]
    var detects = true
    var ownStack = false
    var rest = Array(arguments.dropFirst(2))
    while let name = rest.first {
        rest.removeFirst()
        if name == "--no-detection" { detects = false; continue }
        if name == "--own-stack" { ownStack = true; continue }
        guard name.hasPrefix("--"), let value = rest.first else { fail(usage) }
        options[String(name.dropFirst(2))] = value
        rest.removeFirst()
    }
    guard let directory = options["directory"], let report = options["report"],
          let reporter = CrashProbe.Reporter(rawValue: options["reporter"] ?? "none") else { fail(usage) }
    do {
        try CrashProbe.run(fault, directory: URL(fileURLWithPath: directory), reportPath: report, reporter: reporter, detectsCrashes: detects, ownStack: ownStack)
    } catch {
        fail("crash: \(error)", status: 1)
    }
    exit(0)
}
if arguments.first == "save-once" {
    guard arguments.count == 3 else { fail("usage: revive-torture save-once DIR SCENE") }
    do {
        let store = try FileStore(directory: URL(fileURLWithPath: arguments[1], isDirectory: true))
        print("directory \(store.directory.path)")
        let snapshot = Snapshot(header: Snapshot.Header(sceneID: arguments[2]), root: Snapshot.Node(typeName: "Page"))
        let bytes = try SnapshotCodec().encode(snapshot)
        try store.write(bytes, sceneID: arguments[2])
        guard try store.read(sceneID: arguments[2]) == bytes else { fail("the state read back differs from the one saved", status: 1) }
        exit(0)
    } catch {
        fail("revive-torture save-once: \(error)", status: 1)
    }
}
let isChild = arguments.first == "child"
if isChild { arguments.removeFirst() }
var values: [String: String] = [:]
while let name = arguments.first {
    guard name.hasPrefix("--"), arguments.count >= 2 else { fail("unexpected argument \"\(name)\"\n\(usage)") }
    values[String(name.dropFirst(2))] = arguments[1]
    arguments.removeFirst(2)
}

@MainActor func integer(_ name: String, default value: Int) -> Int {
    guard let text = values[name] else { return value }
    guard let number = Int(text), number >= 0 else { fail("--\(name) needs a whole number, not \"\(text)\"") }
    return number
}

if isChild {
    guard let directory = values["directory"] else { fail("child needs --directory\n\(usage)") }
    var child = TortureChild(directory: URL(fileURLWithPath: directory), firstGeneration: max(integer("first", default: 1), 1))
    child.payloadSize = integer("payload", default: 4096)
    child.checkpoints = integer("checkpoints", default: 0) == 1
    if let name = values["step"] {
        guard let step = TortureStep(rawValue: name) else { fail("unknown step \"\(name)\"\n\(usage)") }
        child.step = step
        child.completedBeforeStep = integer("completed-before-step", default: 0)
    }
    do {
        try child.run()
    } catch {
        fail("child: \(error)", status: 1)
    }
}

guard let executable = Bundle.main.executableURL else { fail("cannot find this executable's path") }
let directory = values["directory"].map { URL(fileURLWithPath: $0) }
    ?? FileManager.default.temporaryDirectory.appendingPathComponent("revive-torture-\(UUID().uuidString)")
var options = TortureRunner.Options(executable: executable, directory: directory)
options.randomKills = integer("kills", default: 1000)
options.killsPerStep = integer("per-step", default: 20)
options.seed = UInt64(integer("seed", default: Int(UInt32.random(in: 1...UInt32.max))))
options.maximumDelayMicroseconds = integer("max-delay-us", default: 20_000)
options.checkpoints = integer("checkpoints", default: 0) == 1
print("revive-torture: \(options.randomKills) random kills, \(options.killsPerStep) per step, seed \(options.seed)\(options.checkpoints ? ", checkpoints and kills after restores" : ""), folder \(directory.path)")
let start = Date()
do {
    let report = try TortureRunner(options: options).run()
    if values["directory"] == nil { try? FileManager.default.removeItem(at: directory) }
    print(report.summary)
    print(String(format: "elapsed: %.1f s", Date().timeIntervalSince(start)))
    for failure in report.failures { print("  broken: \(failure)") }
    exit(report.isClean ? 0 : 1)
} catch {
    fail("revive-torture: \(error)", status: 1)
}
