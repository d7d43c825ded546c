package import Foundation
import Revive

/// What a POSIX file system may leave in a folder after a power cut, replayed from a
/// ``FileOperationLog`` (the store's file system in a test, recording each call it made).
///
/// The model follows what POSIX promises and no more: a file's bytes are durable only once the
/// file is synced; until then a power cut may leave its last synced bytes (nothing, for a new
/// file), its current bytes, or its current length with the unsynced part lost (zeros, as a
/// file system with delayed allocation leaves it), or any bytes that a write over the file in
/// place, or a cut, replaced since then. A folder entry made or removed by `create`,
/// `rename` or `unlink` is durable only once the folder is synced; until then any subset of the
/// pending entry changes may have reached the disk, in order (``crashStates()`` applies every
/// subset when there are at most ten pending, every prefix beyond that).
///
/// ```swift
/// var model = PowerLossModel(folder: folder.path)
/// for operation in log.operations { model.apply(operation); states += model.crashStates() }
/// ```
package struct PowerLossModel {
    private struct Inode {
        var content = Data()
        var synced: Data?
        /// Contents since the last sync that a write over them or a cut replaced: a power cut
        /// may leave any of them, as a file system that wrote one back before the cut does.
        var replaced: Set<Data> = []
    }

    private enum EntryChange {
        case link(String, Int)
        case rename(String, String, Int)
        case unlink(String)
    }

    private let folder: String
    private var inodes: [Int: Inode] = [:]
    private var entries: [String: Int] = [:]
    private var durableEntries: [String: Int] = [:]
    private var pending: [EntryChange] = []

    /// A model of `folder` holding `initial` files, all durable.
    package init(folder: String, initial: [String: Data] = [:]) {
        self.folder = URL(fileURLWithPath: folder).standardizedFileURL.path
        for (name, content) in initial {
            let id = inodes.count
            inodes[id] = Inode(content: content, synced: content)
            entries[name] = id
        }
        durableEntries = entries
    }

    /// The files the folder holds now, before any power cut.
    package var currentFiles: [String: Data] {
        entries.compactMapValues { inodes[$0]?.content }
    }

    /// Applies one recorded operation.
    package mutating func apply(_ operation: FileOperation) {
        switch operation {
        case .create(let path):
            let id = inodes.count
            inodes[id] = Inode()
            entries[name(path)] = id
            pending.append(.link(name(path), id))
        case .write(let path, let offset, let data):
            guard let id = entries[name(path)], var inode = inodes[id] else { return }
            if offset < inode.content.count { inode.replaced.insert(inode.content) }
            if inode.content.count < offset + data.count {
                inode.content.append(Data(count: offset + data.count - inode.content.count))
            }
            inode.content.replaceSubrange(offset..<(offset + data.count), with: data)
            inodes[id] = inode
        case .truncate(let path, let length):
            guard let id = entries[name(path)], var inode = inodes[id], length < inode.content.count else { return }
            inode.replaced.insert(inode.content)
            inode.content = inode.content.prefix(length)
            inodes[id] = inode
        case .syncFile(let path):
            guard let id = entries[name(path)], var inode = inodes[id] else { return }
            inode.synced = inode.content
            inode.replaced = []
            inodes[id] = inode
        case .rename(let from, let to):
            guard let id = entries.removeValue(forKey: name(from)) else { return }
            entries[name(to)] = id
            pending.append(.rename(name(from), name(to), id))
        case .unlink(let path):
            entries[name(path)] = nil
            pending.append(.unlink(name(path)))
        case .syncFolder:
            durableEntries = entries
            pending = []
        }
    }

    /// Every folder a power cut right now may leave, each as file name → bytes (deduplicated).
    package func crashStates() -> [[String: Data]] {
        var results = Set<[String: Data]>()
        for names in entryVariants() {
            var states: [[String: Data]] = [[:]]
            for (name, id) in names {
                guard let inode = inodes[id] else { continue }
                let choices = Self.contentChoices(inode)
                states = states.flatMap { state in
                    choices.map { choice in
                        var next = state
                        next[name] = choice
                        return next
                    }
                }
            }
            results.formUnion(states)
        }
        return Array(results)
    }

    /// The folder entries a power cut may leave: the durable ones with a subset of the pending
    /// changes applied in order.
    private func entryVariants() -> [[String: Int]] {
        let count = pending.count
        let selections: [[Bool]]
        if count <= 10 {
            selections = (0..<(1 << count)).map { mask in (0..<count).map { mask & (1 << $0) != 0 } }
        } else {
            selections = (0...count).map { prefix in (0..<count).map { $0 < prefix } }
        }
        return selections.map { chosen in
            var names = durableEntries
            for (change, applies) in zip(pending, chosen) where applies {
                switch change {
                case .link(let name, let id): names[name] = id
                case .rename(let from, let to, let id):
                    names[from] = nil
                    names[to] = id
                case .unlink(let name): names[name] = nil
                }
            }
            return names
        }
    }

    /// What a file's bytes may be after a power cut.
    private static func contentChoices(_ inode: Inode) -> [Data] {
        guard inode.synced != inode.content else { return [inode.content] }
        let synced = inode.synced ?? Data()
        var zeroed = inode.content
        if synced.count < zeroed.count {
            zeroed.replaceSubrange(synced.count..<zeroed.count, with: Data(count: zeroed.count - synced.count))
        }
        return Array(Set([synced, inode.content, zeroed]).union(inode.replaced))
    }

    private func name(_ path: String) -> String {
        path.hasPrefix(folder + "/") ? String(path.dropFirst(folder.count + 1)) : path
    }
}
