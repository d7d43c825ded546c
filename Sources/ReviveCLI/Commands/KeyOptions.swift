import ArgumentParser
import Crypto

/// The `--key-file` option shared by every command, and loading files with it.
struct KeyOptions: ParsableArguments {
    @Option(
        name: .customLong("key-file"),
        help: ArgumentHelp("The key of encrypted states and authenticated archives: a file of 32 raw bytes. Never created.", valueName: "path")
    )
    var keyFile: String?

    /// The key, when `--key-file` was given.
    func key() throws(InspectorError) -> SymmetricKey? {
        guard let keyFile else { return nil }
        return try InspectorKeyFile(path: keyFile).load()
    }

    /// Reads a saved state or an archive, with the key when one was given.
    func load(_ path: String) throws(InspectorError) -> InspectedFile {
        try InspectedFile.load(path: path, key: key())
    }
}
