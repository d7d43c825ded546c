/// Revive's version: the one place it is kept.
///
/// `revive --version` prints it, and a test checks that CHANGELOG.md's newest released entry
/// is this version, so the two cannot drift apart. Change it here when a version is released,
/// in the same commit that turns the changelog's Unreleased section into that version's entry.
package enum ReviveVersion {
    /// The version, as `MAJOR.MINOR.PATCH` (semantic versioning).
    package static let current = "0.2.0"
}

extension ReviveVersion: Sendable {}
