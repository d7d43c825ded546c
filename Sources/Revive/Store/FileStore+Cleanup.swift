#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

// How a FileStore forgets scenes: every file of a discarded scene, and at launch the scenes
// no session will open again, states past the policy's age and quarantines past theirs. A
// scene's files are removed only while its lock is held by the remover (LockTable), and only
// when no other live process holds its lease (SceneLease, App Group containers), so a scene
// another process (or a live session of this one) uses is never touched by a sweep or discard.

extension FileStore: SceneSweeping {
    /// One file of a scene in the folder.
    struct SceneFile {
        enum Kind { case state, checkpoint, marker, quarantine, lock }
        let name: String
        let kind: Kind
    }

    /// The scene files of the folder by encoded scene identifier: `<scene>.revive`,
    /// `<scene>.<marker>.marker`, `<scene>.quarantined`, `<scene>.lock`. Nothing else matches:
    /// an archive (`<name>.archive`, `<name>.archive.lock`), a key file, a write in progress.
    func sceneFiles() throws(ReviveError) -> [String: [SceneFile]] {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directoryPath)
        } catch {
            throw ReviveError(.directoryUnavailable, "cannot list folder \(directoryPath): \(error.localizedDescription)")
        }
        var scenes: [String: [SceneFile]] = [:]
        for name in names {
            let parts = name.split(separator: ".", omittingEmptySubsequences: false)
            guard let scene = parts.first, !scene.isEmpty, let kind = Self.kind(of: parts) else { continue }
            scenes[String(scene), default: []].append(SceneFile(name: name, kind: kind))
        }
        return scenes
    }

    private static func kind(of parts: [Substring]) -> SceneFile.Kind? {
        switch (parts.count, parts.last.map(String.init)) {
        case (2, FileStoreNaming.stateExtension): .state
        case (2, FileStoreNaming.quarantineExtension): .quarantine
        case (2, FileStoreNaming.lockExtension): .lock
        case (3, FileStoreNaming.markerExtension) where parts[1] == "checkpoint": .checkpoint
        case (3, FileStoreNaming.markerExtension) where !parts[1].isEmpty: .marker
        default: nil
        }
    }

    /// Removes every file of a scene — its state, markers, quarantined state and lock — while
    /// holding the scene's lock.
    ///
    /// When a session of this process holds the scene (a controller still alive after UIKit
    /// discarded its session), the files go now and the lock file when that session lets go.
    /// - Parameter sceneID: The scene.
    /// - Throws: ``ReviveError`` with ``ReviveError/Code/sceneLocked`` when another process holds
    ///   the scene (nothing is removed), ``ReviveError/Code/deleteFailed`` when a file cannot be
    ///   removed.
    public func removeScene(sceneID: String) throws(ReviveError) {
        let encoded = FileStoreNaming.encode(sceneID)
        let lockName = FileStoreNaming.lockFileName(sceneID: sceneID)
        var removed = false
        let outcome = try locks.removeLockFile(path(lockName), ifHeldHere: .runAndRemoveOnRelease) { () throws(ReviveError) in
            if let holder = leaseHolder(encodedScene: encoded) {
                throw ReviveError(.sceneLocked, "scene \"\(sceneID)\" is in use: \(holder); its files are left as they are")
            }
            for file in try sceneFiles()[encoded] ?? [] where file.kind != .lock {
                if try unlink(path(file.name)) { removed = true }
            }
        }
        switch outcome {
        case .heldElsewhere:
            throw ReviveError(
                .sceneLocked,
                "another process holds scene \"\(sceneID)\", or its lock is not a file; its files are left as they are"
            )
        case .removed:
            try syncFolder(code: .deleteFailed)
        case .absent, .heldHere:
            if removed { try syncFolder(code: .deleteFailed) }
        }
    }

    /// Sweeps the folder: see ``SceneSweep``.
    /// - Parameter sweep: Which scenes live, and the ages.
    /// - Returns: What was removed and what was left.
    public func sweep(_ sweep: SceneSweep) -> SceneSweep.Outcome {
        var outcome = SceneSweep.Outcome()
        let scenes: [String: [SceneFile]]
        do {
            scenes = try sceneFiles()
        } catch {
            outcome.failures.append(error.description)
            return outcome
        }
        let live = sweep.liveSceneIDs.map { Set($0.map(FileStoreNaming.encode)) }
        for (scene, files) in scenes.sorted(by: { $0.key < $1.key }) {
            let isLive = live.map { $0.contains(scene) }
            // A scene written after the sweep began is this run's (connected after the live
            // scenes were listed), however late the sweep's queue runs: not a gone session's.
            // It is left alone, its lock not even taken.
            if isLive == false, wasWrittenAfterStart(files, of: sweep) { continue }
            let doomed = doomedFiles(files, live: isLive, sweep: sweep)
            guard isLive == false || !doomed.isEmpty else { continue }
            let lockPath = path(scene + "." + FileStoreNaming.lockExtension)
            var removed = 0
            var leased = false
            do {
                let found = try locks.removeLockFile(lockPath, ifHeldHere: .skip) { () throws(ReviveError) in
                    if leaseHolder(encodedScene: scene) != nil {
                        leased = true
                        throw ReviveError(.sceneLocked, "in use")
                    }
                    for file in doomed where file.kind != .lock {
                        if try unlink(path(file.name)) { removed += 1 }
                    }
                }
                switch found {
                case .removed:
                    outcome.removedFiles += removed + 1
                    outcome.removedScenes.append(scene)
                case .absent:
                    outcome.removedFiles += removed
                    outcome.removedScenes.append(scene)
                case .heldHere, .heldElsewhere:
                    outcome.keptInUse.append(scene)
                }
            } catch where leased {
                outcome.keptInUse.append(scene)
            } catch {
                outcome.removedFiles += removed
                outcome.failures.append(error.description)
            }
        }
        if outcome.removedFiles > 0 {
            do {
                try syncFolder(code: .deleteFailed)
            } catch {
                outcome.failures.append(error.description)
            }
        }
        return outcome
    }

    /// The files of one scene a sweep removes besides its lock: all of them when the scene is
    /// no longer live; else its state and markers when the state (or, with no state, the newest
    /// of its markers and lock) is older than the maximum age; and its quarantined state when
    /// that is older than its own maximum age. The lock goes with any removal.
    private func doomedFiles(_ files: [SceneFile], live: Bool?, sweep: SceneSweep) -> [SceneFile] {
        if live == false { return files.filter { $0.kind != .lock } }
        var doomed: [SceneFile] = []
        let state = files.filter { $0.kind == .state || $0.kind == .checkpoint }
        let dated = state.isEmpty ? files.filter { $0.kind == .marker || $0.kind == .lock } : state
        if let maximumAge = sweep.maximumAge, let age = age(of: dated, now: sweep.now), age > maximumAge {
            doomed += files.filter { $0.kind == .state || $0.kind == .checkpoint || $0.kind == .marker }
            if doomed.isEmpty, let lock = files.first(where: { $0.kind == .lock }) { doomed.append(lock) }
        }
        if let maximumAge = sweep.maximumQuarantineAge,
           let quarantine = files.first(where: { $0.kind == .quarantine }),
           let age = age(of: [quarantine], now: sweep.now), age > maximumAge {
            doomed.append(quarantine)
        }
        return doomed
    }

    /// Whether one of `files` was modified after the sweep began.
    private func wasWrittenAfterStart(_ files: [SceneFile], of sweep: SceneSweep) -> Bool {
        files.contains { (modificationAge(of: $0.name, now: sweep.now.timeIntervalSince1970) ?? 0) < 0 }
    }

    /// Seconds since the newest of `files` was last modified; `nil` when none is there.
    private func age(of files: [SceneFile], now: Date) -> TimeInterval? {
        let ages = files.compactMap { modificationAge(of: $0.name, now: now.timeIntervalSince1970) }
        return ages.min().map { max(0, $0) }
    }

    /// Who holds a scene's lease, when another live process does (``SceneLease``); `nil` when
    /// no lease is held or it is this process's, has run out, or names a process that is gone.
    /// - Parameter encodedScene: The scene's file-name stem.
    func leaseHolder(encodedScene: String) -> String? {
        let name = encodedScene + "." + FileStoreNaming.encode(SceneLease.markerName) + "." + FileStoreNaming.markerExtension
        guard let data = try? readFile(named: name), let lease = SceneLease(data),
              lease.isHeldByAnotherProcess(now: Date())
        else { return nil }
        return lease.holderDescription
    }
}
