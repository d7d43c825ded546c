import ReviveFaults
import Testing
@testable import Revive

/// The `@Preserved` setter's notice (`PreservedChanges`): each burst of changes reaches the
/// watchers alive one main-queue turn later, a second burst as well as the first; a watcher
/// whose owner is freed is not told, and watching keeps no owner alive.
///
/// Other suites set `@Preserved` values in this process at the same time, so a watcher may be
/// told more often than its own changes say: the tests count "at least", never "exactly".
@MainActor
struct PreservedChangesTests {
    /// A watcher's owner, which counts what it was told.
    @MainActor final class Watcher {
        var told = 0
    }

    @Test func eachBurstOfChangesIsToldAfterTheSetterReturnsTheSecondAsWellAsTheFirst() async {
        let watcher = Watcher()
        PreservedChanges.watch(owner: watcher) { [weak watcher] in watcher?.told += 1 }
        PreservedChanges.didChange()
        PreservedChanges.didChange()
        #expect(watcher.told == 0, "told one main-queue turn later, not in the setter")
        await waitUntil { watcher.told >= 1 }
        #expect(watcher.told >= 1)

        let afterFirst = watcher.told
        PreservedChanges.didChange()
        await waitUntil { watcher.told > afterFirst }
        #expect(watcher.told > afterFirst, "a burst after the watchers were told is told too")
    }

    @Test func watchingKeepsNoOwnerAlive() {
        weak var freed: Watcher?
        do {
            let owner = Watcher()
            freed = owner
            PreservedChanges.watch(owner: owner) { [weak owner] in owner?.told += 1 }
        }
        #expect(freed == nil)
    }

    @Test func aWatcherWhoseOwnerAnEarlierWatcherFreesIsNotTold() async {
        // The first watcher lets go of the second's owner as it is told: in that same pass the
        // second, behind it, must be skipped (its closure, which holds no owner, still lives).
        final class Holder { var owner: Watcher? }
        let holder = Holder()
        let first = Watcher(), laterCalls = Watcher()
        PreservedChanges.watch(owner: first) { [weak first] in
            first?.told += 1
            holder.owner = nil
        }
        do {
            let later = Watcher()
            holder.owner = later
            PreservedChanges.watch(owner: later) { laterCalls.told += 1 }
        }
        PreservedChanges.didChange()
        await waitUntil { first.told >= 1 }
        #expect(holder.owner == nil)
        #expect(laterCalls.told == 0)
    }
}
