// The code of ReviveArchive's landing page (ReviveArchive.md), compiled: the body of a function
// given the folder the page takes from its prose, its `import` above it.
// Scripts/check-doc-snippets.sh checks that the page shows the lines between the snippet markers,
// the two parts one after the other.

// snippet:begin archive-landing
import ReviveArchive

// snippet:end
import Foundation

/// The landing page's code, on `folder`.
@MainActor
func archiveLandingPageCode(folder: URL) throws {
    // snippet:begin archive-landing
    class Session: ArchivableObject {              // no encode/decode to write, subclasses included
        @Archived var account = ""
        @Archived @Secret var token = ""           // sealed; the rest of the file is plaintext + HMAC
    }

    let store = try FileStore(directory: folder)
    let keys = KeyFileProvider(url: folder.appendingPathComponent("session.key"))
    let sessions = Archive<Session>(name: "session", store: store, keyProvider: keys)
    let session = try sessions.load()              // nil on first launch; ReviveError if damaged
    try sessions.save(Session())                   // durable: temp file, fsync, rename, folder fsync
    try sessions.delete()                          // sign out
    // snippet:end
    _ = session
}
