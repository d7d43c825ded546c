// revive-save-once: opens a FileStore on a folder, saves one state through its durable write
// (`FileStore.write`), reads it back, and exits. The durability test runs it under strace and
// checks the system calls of the save.
//
//   revive-save-once DIR SCENE
//
// Prints `directory <the store's folder>` first. Exit status 0 when the state was saved and
// read back equal, 1 when the store failed, 2 for bad arguments.
import Foundation
import Revive

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: revive-save-once DIR SCENE\n".utf8))
    exit(2)
}
do {
    let store = try FileStore(directory: URL(fileURLWithPath: arguments[1], isDirectory: true))
    print("directory \(store.directory.path)")
    let snapshot = Snapshot(header: Snapshot.Header(sceneID: arguments[2]), root: Snapshot.Node(typeName: "Page"))
    let bytes = try SnapshotCodec().encode(snapshot)
    try store.write(bytes, sceneID: arguments[2])
    guard try store.read(sceneID: arguments[2]) == bytes else {
        FileHandle.standardError.write(Data("the state read back differs from the one saved\n".utf8))
        exit(1)
    }
} catch {
    FileHandle.standardError.write(Data("revive-save-once: \(error)\n".utf8))
    exit(1)
}
