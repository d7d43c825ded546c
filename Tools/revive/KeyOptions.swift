import ArgumentParser
import Crypto
import Revive
import ReviveInspector

/// The `--key-file` option shared by every command, and loading files with it.
struct KeyOptions: ParsableArguments {
    @Option(
        name: .customLong("key-file"),
        help: ArgumentHelp("The key of encrypted files: a file of 32 raw bytes. Never created.", valueName: "path")
    )
    var keyFile: String?

    /// The key, when `--key-file` was given.
    func key() throws(InspectorError) -> SymmetricKey? {
        guard let keyFile else { return nil }
        return try InspectorKeyFile(path: keyFile).load()
    }

    /// Loads a file that must be readable whole: with `--key-file` when it is encrypted.
    func loadSnapshot(_ path: String) throws -> (SnapshotFile, Snapshot) {
        let file = try SnapshotFile.load(path: path, key: key())
        guard let snapshot = file.snapshot else {
            throw CommandFailure(message: "\(path): the pages are encrypted; pass --key-file PATH to read them")
        }
        return (file, snapshot)
    }
}
