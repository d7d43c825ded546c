import Arcade
import Foundation
import Revive
import StageKit

// `arcade [--state-dir PATH] [--session ID] [--release 1|2|3]`: the game in a terminal; a release
// shows the worlds at the root, as tabs (1), columns (2) or one map (3). Parsing and printing only;
// the game is in `Arcade`.

/// Prints lines at once, also into a pipe.
func show(_ lines: [String]) {
    FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
}

var arguments = CommandLine.arguments.dropFirst()
var folder = FileStore.defaultDirectory(appName: "arcade")
var session = "main"
while let argument = arguments.popFirst() {
    switch (argument, arguments.popFirst()) {
    case ("--state-dir", let path?): folder = URL(fileURLWithPath: path, isDirectory: true)
    case ("--session", let id?): session = id
    case ("--release", let number?) where Int(number).flatMap(ArcadeRelease.init(rawValue:)) != nil:
        ArcadeGame.release = Int(number).flatMap(ArcadeRelease.init(rawValue:))
    default:
        FileHandle.standardError.write(Data("usage: arcade [--state-dir PATH] [--session ID] [--release 1|2|3]\n".utf8))
        exit(64)
    }
}

let store: FileStore
do {
    store = try FileStore(directory: folder)
} catch {
    FileHandle.standardError.write(Data("arcade: cannot use the state folder \(folder.path): \(error.localizedDescription)\n".utf8))
    exit(1)
}

let game = ArcadeGame(stage: Stage(session: StageSession(persistentIdentifier: session)), store: store)
show(game.start())
while let command = readLine() {
    let (lines, exits) = await game.handle(command.trimmingCharacters(in: .whitespaces))
    show(lines)
    if exits { break }
}
