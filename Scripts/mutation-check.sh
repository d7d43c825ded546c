#!/usr/bin/env bash
# Scripts/mutation-check.sh — does the suite catch single-change bugs in the code that guards
# users' data? Run by hand, not in CI (it builds once per mutant: allow an hour or more).
#
#   Scripts/mutation-check.sh [--scratch DIR] [--timeout SECONDS] [--only ID[,ID…]] [--whole-suite] [--list]
#
# --whole-suite runs every test of the package for each mutant instead of the near suites only:
# slower, and the check that a mutant is caught by the suite CI runs (a near-suite catch may
# hide a test elsewhere that fails for no reason of the mutant's: a flaky one).
#
# Each mutant below is one sed substitution in one file: the atomic write and the reads
# (POSIXFile.swift, StoreFileSystem.swift, FileStore.swift), the codec's checks (Sources/Revive/Codec), the policies
# (RestorationPolicy, RestorationSession), a scene's lease (SceneLease), the rebuild's allowlist and tab selection, the
# capture budget, an arriving place (PlaceMerge, PortablePlace, the controller's removed-pages rule), the archive's secrets, the crash handler's memory and the `@Preserved` setter's
# notice. For each, in a scratch copy of the tree (DIR/tree, default
# /tmp/revive-mutation, with its own build folder DIR/build, kept between runs so that a mutant
# rebuilds only what it touches), the script applies the change, builds the tests, runs the
# suites that guard that code (`swift test --filter`) under a time limit, and puts the file back.
#
#   caught   a test failed or crashed
#   HANG     the suites did not finish within the time limit (a catch, but one that blocks CI)
#   MISSED   every test passed: a survivor, worth a test
#   invalid  the sed matched nothing, or the mutant does not compile (fix the list)
#
# The score is caught (HANG included) over the valid mutants. Exit status 0 when no mutant
# survived or hung, 1 otherwise.
set -uo pipefail

source_root=$(cd "$(dirname "$0")/.." && pwd)
scratch=/tmp/revive-mutation
limit=900
only=""
list_only=0
whole_suite=0
while [ $# -gt 0 ]; do
    case "$1" in
        --scratch) scratch=$2; shift 2 ;;
        --timeout) limit=$2; shift 2 ;;
        --only) only=",$2,"; shift 2 ;;
        --list) list_only=1; shift ;;
        --whole-suite) whole_suite=1; shift ;;
        *) echo "usage: $0 [--scratch DIR] [--timeout SECONDS] [--only ID[,ID…]] [--whole-suite] [--list]" >&2; exit 2 ;;
    esac
done

# The suites each kind of code is guarded by (regular expressions for `swift test --filter`).
write_suites='FileStoreTests|PowerLossTests|DurableWriteSyscallTests|NonRegularFileTests|HostileFileTests|StoreFolderModeTests|DocumentedClampTests|CrashLoopGuardTests|DamageSweepTests'
codec_suites='SplitKindFormatTests|SnapshotCodec|ByteReaderBoundTests|KeyFileProviderTests|KeyFileHardeningTests|DamageSweepTests|FuzzRegressionTests|FuzzCorpusTests|DocumentedClampTests|SavedStateSampleFileTests|ByteWriterTests|EncodedSizeTests'
policy_suites='RestorationSessionTests|LaunchDecisionTableTests|CrashLoopGuardTests|UntrustedCreationTimeTests|DocumentedClampTests|LaunchDecisionTests|FuzzRegressionTests|RestorationControllerTests|NewerOfCheckpointAndSaveTests|KeptStateTests|PowerLossTests'
lease_suites='SceneLeaseExpiryTests|NeighbourProcessTests|SceneCleanupTests|OnePassSaveTests'
rebuild_suites='NavigatorUpdateMatrixTests|UIKitUpdateMatrixTests|RouteUpdateMatrixTests|ContainerKindChangeTests|ContainerKindChangeAddedChildTests|PartialRestoreTests|CaptureAndRebuildTests|FuzzRegressionTests|FuzzCorpusTests|PageRegistryTests|LaunchDecisionTests|SplitContainerTests|SplitPageRestoreTests|SplitViewColumnTests|SplitRouteTests'
archive_suites='Archive(Concurrency|Damage|Lock|Migration|SampleFile|Secret)?Tests'
crash_suites='CrashReporterTests|ReviveProcessTests|CrashMarkerLifetimeTests|KeptStateTests|CrashLoopGuardTests'
changes_suites='PreservedChangesTests|AutomaticCheckpointTests'
budget_suites='DocumentedClampTests|CaptureAndRebuildTests|ViewStateRestoreTests'
preserved_suites='ScenePreserved|SceneValueStoreTests|RouteSetupIssueTests|RouteValueTests|ModelUpdateMatrixTests'
listing_suites='ListedViewState|Preserving|PreservedLayout|PreservedDiscovery|ReplacedWrapper|AdoptionAppTests|ContainerListingTests|PreservedProperties'
store_suites='StoreCapabilityTests|AppOwnStoreTests|OneClaimPerSaveTests|LaunchPathTests|AppProvidedStoreTests|SceneCleanupTests'
save_suites='OnePassSaveTests|SaveSchedulerTests|ByteWriterTests|SplitContainerTests'
place_suites='PortablePlaceTests|UntrustedPlaceTests|HandoffTests|RoutePlaceTests|RouteSceneModelTests|PlaceSnippetTests|PlaceIntentTests|VisiblePageTests'
# The bound on what reading a file takes: the caps' defaults and the store's read limit.
memory_suites='DecodeMemoryBoundTests|HostileFileTests|SnapshotCodecHostileInputTests'
# The adapter contract's defaults: view state hashed from what the adapter encodes, a toolkit's
# one change callback chained, a stored state's fingerprint.
contract_suites='AdapterContractTests|StoreCapabilityTests|TruthfulSaveTests|OnePassSaveTests'

# id ::: file ::: sed substitution (basic regular expressions, `#` as delimiter) ::: suites
mutants=$(cat <<'EOF'
write-no-file-fsync ::: Sources/Revive/Store/FileStore.swift ::: s#try files.sync(fd, path: temporary)#_ = fd# ::: write
write-no-folder-fsync ::: Sources/Revive/Store/POSIXFile.swift ::: s#        try sync(fd, path: path, code: code)#        _ = fd# ::: write
write-fsync-ignores-errors ::: Sources/Revive/Store/POSIXFile.swift ::: s#while fsync(fd) != 0 {#while fsync(fd) != 0 \&\& false {# ::: write
write-temp-follows-links ::: Sources/Revive/Store/StoreFileSystem.swift ::: s#O_WRONLY | O_CLOEXEC | O_NOFOLLOW#O_WRONLY | O_CLOEXEC# ::: write
write-temp-not-exclusive ::: Sources/Revive/Store/StoreFileSystem.swift ::: s#O_CREAT | O_EXCL | O_WRONLY#O_CREAT | O_TRUNC | O_WRONLY# ::: write
write-temp-world-readable ::: Sources/Revive/Store/StoreFileSystem.swift ::: s#flags: flags, mode: 0o600)#flags: flags, mode: 0o644)# ::: write
write-no-rename ::: Sources/Revive/Store/FileStore.swift ::: s#            try rename(temporary, to: target, code: .writeFailed)#            _ = target# ::: write
write-failed-temp-kept ::: Sources/Revive/Store/FileStore.swift ::: s#_ = try? unlink(temporary)#_ = temporary# ::: write
read-blocks-on-fifo ::: Sources/Revive/Store/POSIXFile.swift ::: s#O_RDONLY | O_CLOEXEC | O_NONBLOCK | #O_RDONLY | O_CLOEXEC | # ::: write
read-follows-links ::: Sources/Revive/Store/POSIXFile.swift ::: s#(followsSymbolicLinks ? 0 : O_NOFOLLOW)#0# ::: write
read-no-size-check ::: Sources/Revive/Store/POSIXFile.swift ::: s#guard size <= limit else {#guard size <= Int.max else {# ::: write
read-size-off-by-one ::: Sources/Revive/Store/POSIXFile.swift ::: s#guard size <= limit else {#guard size < limit else {# ::: write
read-any-file-type ::: Sources/Revive/Store/POSIXFile.swift ::: s#guard (info.st_mode & S_IFMT) == S_IFREG else {#guard (info.st_mode \& S_IFMT) != 0 else {# ::: write
codec-no-checksum ::: Sources/Revive/Codec/FileFraming.swift ::: s#guard SHA256.hash(data: covered).elementsEqual(stored) else {#guard SHA256.hash(data: covered).elementsEqual(stored) || true else {# ::: codec
codec-newer-version-read ::: Sources/Revive/Codec/FileFraming.swift ::: s#version <= formatVersion else {#version <= formatVersion + 1 else {# ::: codec
codec-require-off-by-one ::: Sources/Revive/Codec/ByteReader.swift ::: s#guard count <= remaining else {#guard count <= remaining + 1 else {# ::: codec
codec-count-not-bounded-by-bytes ::: Sources/Revive/Codec/ByteReader.swift ::: s#guard count <= remaining / max(minimumSize, 1) else {#guard count <= Int.max / max(minimumSize, 1) else {# ::: codec
codec-cap-exclusive ::: Sources/Revive/Codec/DecodingLimits.swift ::: s#guard claimed > UInt64(max(cap, 0)) else { return }#guard claimed >= UInt64(max(cap, 0)) else { return }# ::: codec
codec-cap-no-clamp ::: Sources/Revive/Codec/DecodingLimits.swift ::: s#guard claimed > UInt64(max(cap, 0)) else { return }#guard claimed > UInt64(truncatingIfNeeded: cap) else { return }# ::: codec
codec-no-magic-check ::: Sources/Revive/Codec/FileFraming.swift ::: s#for index in 0..<available where reader.buffer\[index\] != magic\[index\] {#for index in 0..<available where false {# ::: codec
codec-trailing-bytes-accepted ::: Sources/Revive/Codec/FileFraming.swift ::: s#guard file.count == expected else {#guard file.count >= expected else {# ::: codec
codec-node-depth-unchecked ::: Sources/Revive/Codec/TreeReader.swift ::: s#try limits.check(UInt64(depth), .depth, "node nesting", offset: reader.offset)#_ = depth# ::: codec
codec-header-unauthenticated ::: Sources/Revive/Codec/SnapshotCodec+Encryption.swift ::: s#return try AES.GCM.open(box, using: key, authenticating: authenticated)#return try AES.GCM.open(box, using: key, authenticating: authenticated.prefix(0))# ::: codec
key-file-any-mode ::: Sources/Revive/Security/KeyFileProvider.swift ::: s#guard mode \& 0o077 == 0 else {#guard mode \& 0o077 == mode \& 0o077 else {# ::: codec
key-file-any-size ::: Sources/Revive/Security/KeyFileProvider.swift ::: s#guard Int(info.st_size) == Self.keySize else {#guard Int(info.st_size) >= Self.keySize else {# ::: codec
policy-attempts-no-clamp ::: Sources/Revive/Lifecycle/LaunchDecision.swift ::: s#attempts >= max(1, policy.maximumRestoreAttempts)#attempts >= policy.maximumRestoreAttempts# ::: policy
policy-no-restore-record ::: Sources/Revive/Lifecycle/RestorationSession+Launch.swift ::: s#rewriteMarkerUnsynced(next.data, named: Self.restoringMarker,#rewriteMarkerUnsynced(next.data, named: "mutant",# ::: policy
policy-user-quit-ignored ::: Sources/Revive/Lifecycle/LaunchDecision.swift ::: s#if userQuit { return .userQuit }#if userQuit \&\& false { return .userQuit }# ::: policy
policy-scene-mismatch-restored ::: Sources/Revive/Lifecycle/LaunchDecision.swift ::: s#snapshot.header.sceneID == sceneID ? nil :#snapshot.header.sceneID == sceneID || true ? nil :# ::: policy
policy-far-future-restored ::: Sources/Revive/Lifecycle/RestorationPolicy.swift ::: s#guard age.isFinite, age >= -maximumAge else#guard !age.isNaN else# ::: policy
policy-age-limit-loose ::: Sources/Revive/Lifecycle/RestorationPolicy.swift ::: s#if age > maximumAge {#if age > maximumAge * 2 {# ::: policy
policy-nan-age-restored ::: Sources/Revive/Lifecycle/RestorationPolicy.swift ::: s#guard age.isFinite, age >= -maximumAge else#guard age.isNaN || age >= -maximumAge else# ::: policy
policy-other-app-version-kept ::: Sources/Revive/Lifecycle/RestorationPolicy.swift ::: s#discardsOtherAppVersions, snapshot.header.appVersion != appVersion {#discardsOtherAppVersions, snapshot.header.appVersion == appVersion + "?" {# ::: policy
policy-newer-schema-kept ::: Sources/Revive/Lifecycle/RestorationPolicy.swift ::: s#guard saved < schemaVersion else {#guard saved != schemaVersion else {# ::: policy
policy-checkpoint-wins-tie ::: Sources/Revive/Lifecycle/LaunchDecision.swift ::: s#return mine > theirs#return mine >= theirs# ::: policy
policy-nan-checkpoint-newer ::: Sources/Revive/Lifecycle/LaunchDecision.swift ::: s#guard mine.isFinite else { return false }#guard mine.isFinite else { return true }# ::: policy
policy-nan-save-newer ::: Sources/Revive/Lifecycle/LaunchDecision.swift ::: s#guard theirs.isFinite else { return true }#guard theirs.isFinite else { return false }# ::: policy
quit-marker-before-state ::: Sources/Revive/Lifecycle/RestorationSession+Launch.swift ::: /case .userQuit:/,/return .failure(.userQuit)/s#\[Self.restoringMarker, Self.checkpointMarker\], includingState: true#[Self.restoringMarker, Self.userQuitMarker, Self.checkpointMarker], includingState: true# ::: policy
discard-of-a-freed-live-scene-dropped ::: Sources/Revive/Lifecycle/RestorationScene.swift ::: s#if let discard = process.liveScenes.remove(sceneID, of: self), discard() {#if let discard = process.liveScenes.remove(sceneID, of: self) { _ = discard()# ::: lease
lease-never-expires ::: Sources/Revive/Store/SceneLease.swift ::: s#now.timeIntervalSince1970 < expiresAt#true# ::: lease
crash-marker-written-twice ::: Sources/Revive/Support/CrashMarkers.swift ::: s#guard memory.pointee.crashMarkers.hasFired == 0 else { return false }#_ = memory# ::: crash
crash-handler-slots-per-process ::: Sources/Revive/Support/CrashMarkers.swift ::: s#ReviveProcess.current.crashHandlerSlots#ReviveProcess().crashHandlerSlots# ::: crash
crash-chain-forgets-its-handler ::: Sources/Revive/Support/SignalChain.swift ::: s#memory.pointee.chain.installed = handler#_ = handler# ::: crash
crash-no-alternate-stack ::: Sources/Revive/Support/CrashMarkers.swift ::: s#^        provideAlternateStack()#        _ = alternateStackSize# ::: crash
crash-reporter-loses-siginfo ::: Sources/Revive/Support/SignalChain.swift ::: s#{ next(number, info, context) }#{ next(number, nil, nil) }# ::: crash
crash-sent-signal-not-raised ::: Sources/Revive/Support/SignalChain.swift ::: s#if sent { _ = raise(number) }#_ = sent# ::: crash
crash-marker-outlives-its-watch ::: Sources/Revive/Lifecycle/RestorationSession.swift ::: s#            CrashMarkers.disarm(path: path, in: process)#            _ = path# ::: crash
crash-uncounted-marker-kept ::: Sources/Revive/Lifecycle/RestorationSession+Launch.swift ::: s#if markerFound { try store.removeMarkersUnsynced#if markerFound, LaunchDecision.readsCrashMarker(after: record) { try store.removeMarkersUnsynced# ::: crash
crash-survived-signal-marked ::: Sources/Revive/Support/CrashMarkers.swift ::: s#if goesOn, wrote { CrashHandlerMemory.withdrawMarkers() }#_ = (goesOn, wrote)# ::: crash
crash-not-back-in-front-after-a-survived-signal ::: Sources/Revive/Support/SignalChain.swift ::: s#if steppedAside, let installed = #if false, steppedAside, let installed = # ::: crash
crash-previous-mask-not-blocked ::: Sources/Revive/Support/SignalChain.swift ::: s#var blocked = previous.sa_mask#var blocked = sigset_t()# ::: crash
crash-ignored-sent-signal-kills ::: Sources/Revive/Support/SignalChain.swift ::: s#} else if SignalAction.isIgnore(previous), sent {#} else if SignalAction.isIgnore(previous), sent, false {# ::: crash
crash-steps-aside-for-a-later-handler ::: Sources/Revive/Support/SignalChain.swift ::: s#guard sigaction(number, nil, \&current) == 0, SignalAction.handler(current, is: installed) else { return false }#guard sigaction(number, nil, \&current) == 0 else { return false }# ::: crash
crash-own-alternate-stack-replaced ::: Sources/Revive/Support/CrashMarkers.swift ::: s#current.ss_flags \& Int32(SS_DISABLE) != 0,#true,# ::: crash
crash-fpe-not-watched ::: Sources/Revive/Support/CrashMarkers.swift ::: s#, SIGABRT, SIGFPE\]#, SIGABRT]# ::: crash
codec-encrypted-split-in-version-1 ::: Sources/Revive/Codec/SnapshotCodec.swift ::: s#ByteReader(bytes, baseOffset: base), limits: limits, formatVersion: prefix.header.formatVersion#ByteReader(bytes, baseOffset: base), limits: limits# ::: codec
lease-own-expired-trusted ::: Sources/Revive/Lifecycle/RestorationSession+Ownership.swift ::: s#if let expiry = ownLease.withLock({ \$0 }), expiry > Date().timeIntervalSince1970 { return nil }#if ownLease.withLock({ \$0 }) != nil { return nil }# ::: lease
rebuild-selection-not-shifted ::: Sources/Revive/Restoration/HierarchyRebuild.swift ::: s#                selected -= 1#                selected -= 0# ::: rebuild
rebuild-split-focus-not-followed ::: Sources/Revive/Restoration/HierarchyRebuild.swift ::: s#if index == savedFocus { focus = pages.count }#if index == savedFocus { focus = index }# ::: rebuild
rebuild-split-roles-by-index ::: Sources/Revive/Restoration/HierarchyRebuild.swift ::: s#let byRole = !node.kind.roles.isEmpty \&\& defaultRoles.count == defaults.count#let byRole = false# ::: rebuild
capture-empty-split-blank ::: Sources/Revive/Restoration/HierarchyCapture.swift ::: s#case .split: (-1, .showsPage)#case .split: (-1, childCount > 0 ? .showsPage : .showsNothing)# ::: rebuild
save-cut-count-not-rewritten ::: Sources/Revive/Restoration/HierarchyCapture+Encoding.swift ::: s#writer.replaceVarint(at: countOffset, with: UInt64(written))#_ = countOffset# ::: save
save-placeholder-state-uncounted ::: Sources/Revive/Restoration/HierarchyCapture.swift ::: s#try count(placeholder.encodedByteCount, at: typeName)#try count(placeholder.encodedByteCount(stateBytes: 0), at: typeName)# ::: save
save-keeps-the-file ::: Sources/Revive/Codec/EncodedState.swift ::: s#return EncodedState(header: header, body: .digest(SHA256.hash(data: bytes)))#return self# ::: save
place-device-only-kept ::: Sources/Revive/Snapshot/Snapshot+Place.swift ::: s#for key in state.keys where filter.contains(key) { node.state\[key\] = nil }#_ = filter# ::: place
place-stub-keeps-kind ::: Sources/Revive/Snapshot/Snapshot+Place.swift ::: s#restorationID: restorationID, kind: emptyKind)#restorationID: restorationID, kind: kind)# ::: place
place-drops-values-off-the-place ::: Sources/Revive/Restoration/PlaceMerge.swift ::: s#^        var node = mine$#        var node = mine; node.state = PageState()# ::: place
place-replaces-other-tabs ::: Sources/Revive/Restoration/PlaceMerge.swift ::: s#            node.kind = .tabs(selectedIndex: target)#            node.children = place.children; node.kind = place.kind# ::: place
place-policy-unchecked ::: Sources/Revive/Lifecycle/RestorationController+Place.swift ::: s#line = try policy.evaluate(#line = try RestorationPolicy().evaluate(# ::: place
place-budget-unchecked ::: Sources/Revive/Restoration/CaptureBudget.swift ::: s#guard bytes <= maxPageBytes else {#guard true else {# ::: place
place-opened-before-launch ::: Sources/Revive/Lifecycle/RestorationController+Place.swift ::: s#guard lastLaunchResult != nil else {#guard true else {# ::: place
place-url-needs-a-parser ::: Sources/ReviveSwiftUI/Router/ReviveRouter.swift ::: s#deepLinkParser != nil || PortablePlace.isPlaceURL(url)#deepLinkParser != nil# ::: place
place-spotlight-identifier-ignored ::: Sources/Revive/Codec/PortablePlace.swift ::: s#} else if let value = userInfo?\[Self.searchableItemActivityIdentifierKey\] {#} else if let value = userInfo?[Self.userInfoKey + "."] {# ::: place
place-visible-page-ignores-presented ::: Sources/Revive/Snapshot/Snapshot+VisiblePage.swift ::: s#            if let presented = node.presented {#            if let presented = node.presented, false {# ::: place
place-visible-split-ignores-focus ::: Sources/Revive/Snapshot/Snapshot+VisiblePage.swift ::: s#} else if let focused, node.children.indices.contains(focused) {#} else if let focused, false, node.children.indices.contains(focused) {# ::: place
place-intent-swallows-refusal ::: Examples/Adoption/PlaceIntents.swift ::: s#            throw error                                      // the policy's reason#            _ = error                                        // the policy's reason# ::: place
place-configured-device-keys-ignored ::: Sources/Revive/Lifecycle/RestorationController+Place.swift ::: s#leavingOut: deviceOnlyKeys.union(self.deviceOnlyKeys))#leavingOut: deviceOnlyKeys)# ::: place
place-arriving-device-only-written ::: Sources/Revive/Restoration/PlaceMerge.swift ::: s#            if deviceOnlyKeys.contains(key) {#            if deviceOnlyKeys.contains(key) \&\& false {# ::: place
place-blank-merge-accepted ::: Sources/Revive/Restoration/PlaceMerge.swift ::: s#guard merged.showsPage else {#guard merged.showsPage || true else {# ::: place
place-root-replaced ::: Sources/Revive/Restoration/PlaceMerge.swift ::: s#guard root.isSamePage(as: place.root) else {#guard root.isSamePage(as: place.root) || true else {# ::: place
place-url-second-item-ignored ::: Sources/Revive/Codec/PortablePlace.swift ::: s#guard values.count == 1 else {#guard values.count >= 1 else {# ::: place
place-identifier-length-unchecked ::: Sources/Revive/Codec/PortablePlace.swift ::: s#        try Self.checkLength(of: identifier, limits: limits)#        _ = identifier# ::: place
place-tabs-matched-by-position ::: Sources/Revive/Restoration/PlaceMerge.swift ::: s#if mine.children.indices.contains(index), mine.children\[index\].isSamePage(as: child) { return index }#if mine.children.indices.contains(index) { return index }# ::: place
place-removed-pages-rule-ignored ::: Sources/Revive/Lifecycle/RestorationController+Place.swift ::: s#switch removedPagesRule {#switch RemovedPagesRule.open {# ::: place
place-other-app-version-refused ::: Sources/Revive/Lifecycle/RestorationController+Place.swift ::: s#policy.discardsOtherAppVersions = policy.discardsOtherAppVersions \&\& policy.placesFollowAppVersionRule#_ = policy.placesFollowAppVersionRule# ::: place
place-draft-taken-off-screen ::: Sources/Revive/Lifecycle/RestorationController+Place.swift ::: s#guard merge.removedDeviceOnlyValues.isEmpty else {#guard true else {# ::: place
place-empty-draft-counted ::: Sources/Revive/Restoration/PlaceMerge.swift ::: s#deviceOnlyKeys.contains(key) \&\& !(page.state\[key\].map(Self.isNothingToLose) ?? true)#deviceOnlyKeys.contains(key)# ::: place
contract-view-state-not-hashed ::: Sources/Revive/Restoration/CapturableHierarchy.swift ::: s#PageViewState.hashViewState(in: try encodeState(of: node), into: \&hasher)#_ = try encodeState(of: node)# ::: contract
contract-chain-drops-apps-callback ::: Sources/Revive/Restoration/RestorableHierarchy.swift ::: s#            previous?()#            _ = previous# ::: contract
contract-chain-drops-controller ::: Sources/Revive/Restoration/RestorableHierarchy.swift ::: /func chainChanges/,/^    }/s#            didChange()#            _ = didChange# ::: contract
contract-fingerprint-ignored ::: Sources/Revive/Store/StoreAccess.swift ::: s#if let fingerprints { return fingerprints.storedStateFingerprint(sceneID: sceneID) }#if let fingerprints { _ = fingerprints; return Self.exists }# ::: contract
fixed-tabs-not-conformed ::: Sources/Revive/Restoration/HierarchyRebuild.swift ::: s#registry.hasFixedTabs(page), let conformed#registry.hasFixedTabs(page) \&\& false, let conformed# ::: rebuild
fixed-tabs-drop-unreported ::: Sources/Revive/Restoration/HierarchyRebuild.swift ::: s#for child in conformed.dropped {#for child in conformed.dropped where child.children.count < 0 {# ::: rebuild
fixed-tabs-selection-by-index ::: Sources/Revive/Restoration/ContainerMapping.swift ::: s#now.firstIndex(of: before\[selected\])#Optional(selected)# ::: rebuild
fixed-tabs-everywhere ::: Sources/Revive/Restoration/RestorationRegistry.swift ::: s#typesWithFixedTabs.contains(ObjectIdentifier(Swift.type(of: node)))#!typesWithFixedTabs.contains(ObjectIdentifier(Swift.type(of: node)))# ::: rebuild
kind-change-not-mapped ::: Sources/Revive/Restoration/HierarchyRebuild.swift ::: s#guard let mapped = ContainerMapping(hierarchy: hierarchy, registry: registry).map(node, onto: page, kind: made) else {#guard let mapped = Optional<ContainerMapping<Hierarchy>.Result>.none else {# ::: rebuild
kind-change-ignores-identity ::: Sources/Revive/Restoration/ContainerMapping.swift ::: s#case 0: saved\[index\].isSamePage(as: identities\[target\])#case 0: false# ::: rebuild
kind-change-loses-selection ::: Sources/Revive/Restoration/ContainerMapping.swift ::: s#var focus = index(selected)#var focus = index(0)# ::: rebuild
kind-change-drops-added-tab-strip ::: Sources/Revive/Restoration/ContainerMapping.swift ::: s#guard let stubbed = stub(child) else#guard let stubbed = stub(child), stubbed.children.count < 0 else# ::: rebuild
kind-change-defaults-added-values ::: Sources/Revive/Restoration/ContainerMapping.swift ::: s#let state = (try? hierarchy.encodeState(of: node)) ?? PageState()#let state = PageState()# ::: rebuild
model-field-not-refilled ::: Sources/ReviveSwiftUI/Values/PartialDecoding.swift ::: s#if let filled = filling(current, missing: missing, at: context.codingPath, from: defaultValue ?? nil) {#if let filled = Optional<StateValue>.none {# ::: preserved
route-value-decoded-whole ::: Sources/ReviveSwiftUI/Values/RouteValue.swift ::: s#let (value, dropped) = PartialDecoding.decode(Value.self, from: stored, key: name) { try? StateValue(encoding: defaultValue) }#let (value, dropped): (Value?, [RestoreReport.Item]) = ((try? stored.decode(Value.self)), [])# ::: preserved
kind-change-stack-not-in-holder ::: Sources/Revive/Restoration/ContainerMapping.swift ::: s#            return holder#            return stacks.first ?? holder# ::: rebuild
model-field-drops-the-rest ::: Sources/ReviveSwiftUI/Values/PartialDecoding.swift ::: s#replaced = .dictionary(fields)#replaced = .dictionary([:])# ::: preserved
model-decoded-whole ::: Sources/ReviveSwiftUI/Scenes/RevivedScene.swift ::: s#let restored = rootLocation.read(key).flatMap { decode(Model.self, from: \$0, key: key) { try? StateValue(encoding: madeDefault()) } }#let restored = rootLocation.read(key).flatMap { try? \$0.decode(Model.self) }# ::: preserved
scene-value-reported-nowhere ::: Sources/ReviveSwiftUI/Values/RouteValue.swift ::: s#if !dropped.isEmpty { location.reportDropped(dropped.map(placed)) }#_ = dropped# ::: preserved
schema-mismatch-deleted ::: Sources/Revive/Lifecycle/LaunchDecision.swift ::: s#if case .schemaVersionMismatch = error { return .fresh(LaunchResult.FreshReason(error), .setAside) }#_ = error# ::: policy
split-extra-tabs-kept ::: Sources/Revive/Restoration/ContainerMapping.swift ::: s#if !roles.isEmpty, roles.count == defaults.count, children.count > roles.count {#if false {# ::: rebuild
route-removed-tab-unreported ::: Sources/ReviveSwiftUI/Hierarchy/RestorationController+Routes.swift ::: s#for item in tree.itemsForTabsLeftOut(by: defaultTree) { report.append(item) }#_ = defaultTree# ::: rebuild
sweep-removes-a-scene-written-after-it-began ::: Sources/Revive/Store/FileStore+Cleanup.swift ::: s#if isLive == false, wasWrittenAfterStart(files, of: sweep) { continue }#_ = isLive# ::: lease
visible-split-one-line ::: Sources/Revive/Restoration/CapturableHierarchy.swift ::: s#guard isCollapsed else { return children }#guard isCollapsed else { return Array(children.prefix(1)) }# ::: rebuild
codec-split-in-version-1 ::: Sources/Revive/Codec/TreeReader.swift ::: s#case BinaryFormat.Kind.split where formatVersion >= BinaryFormat.splitFormatVersion:#case BinaryFormat.Kind.split where formatVersion >= 1:# ::: codec
codec-split-focus-unchecked ::: Sources/Revive/Codec/TreeReader.swift ::: s#guard !focused || selectedIndex < UInt64(children.count) else {#guard !focused || selectedIndex <= UInt64(children.count) else {# ::: codec
changes-watchers-not-told ::: Sources/Revive/Restoration/Preserved/PreservedChanges.swift ::: s#            watcher.didChange()#            _ = watcher# ::: changes
changes-notice-never-rearmed ::: Sources/Revive/Restoration/Preserved/PreservedChanges.swift ::: s#state.isNoticeScheduled = false#_ = state# ::: changes
changes-freed-watcher-told ::: Sources/Revive/Restoration/Preserved/PreservedChanges.swift ::: s#for watcher in watchers where watcher.owner != nil {#for watcher in watchers {# ::: changes
preserved-path-kept-whole ::: Sources/ReviveSwiftUI/Values/PartialDecoding.swift ::: s#replaced = .array(Array(elements\[..<index\]))#replaced = .array([])# ::: preserved
preserved-navigation-path-cut ::: Sources/ReviveSwiftUI/Values/PartialDecoding.swift ::: s#if keepsWhole(Value.self) {#if false, keepsWhole(Value.self) {# ::: preserved
preserved-shared-key-silent ::: Sources/ReviveSwiftUI/Scenes/RevivedScene.swift ::: s#SetupIssue.handler(SetupIssue(#_ = (SetupIssue(# ::: preserved
preserved-model-stale-at-save ::: Sources/ReviveSwiftUI/Scenes/RouteSceneModel.swift ::: s#router?.revivedScene.writeModels()#_ = router# ::: preserved
listing-never-overrides ::: Sources/ReviveMacrosPlugin/PreservingMacro.swift ::: s#let inherits = protocols.isEmpty#let inherits = false# ::: listing
listing-unlisted-subclass-trusted ::: Sources/Revive/Restoration/Preserved/PreservedPropertyListing.swift ::: s#guard list.listedClass == ObjectIdentifier(type(of: object)) else { return nil }#_ = list.listedClass# ::: listing
listing-unused-by-capture ::: Sources/Revive/Restoration/Preserved/PreservedProperties.swift ::: s#let listing = listing ?? object as? any PreservedPropertyListing$#let listing: (any PreservedPropertyListing)? = nil# ::: listing
listing-unused-by-restore ::: Sources/Revive/Restoration/Preserved/PreservedProperties.swift ::: s#if let listing = listing ?? object as? any PreservedPropertyListing {#if false, let listing = listing ?? object as? any PreservedPropertyListing {# ::: listing
listing-restore-trusts-key-order ::: Sources/Revive/Restoration/Preserved/PreservedPropertyListing.swift ::: s#guard order.listedClass == ObjectIdentifier(type(of: object)), order.isStrictlyAscending else { return nil }#guard order.listedClass == ObjectIdentifier(type(of: object)) else { return nil }# ::: listing
listing-container-unlisted ::: Sources/ReviveNavigator/NavigationPage.swift ::: s#list.listed(NavigationPage.self)#_ = list# ::: listing
listing-fix-it-to-a-taken-key ::: Sources/ReviveMacrosPlugin/PreservingMacro.swift ::: s#if !taken.contains(member.name) {#if true {# ::: listing
listing-function-type-accepted ::: Sources/ReviveMacrosPlugin/NotCodableType.swift ::: s#return "a function type"#return nil# ::: listing
store-records-capability-ignored ::: Sources/Revive/Store/StoreAccess.swift ::: s#records = core.sceneRecordKeeping#records = nil# ::: store
store-locking-capability-ignored ::: Sources/Revive/Store/StoreAccess.swift ::: s#locking = core.sceneLocking#locking = nil# ::: store
store-sweeping-capability-ignored ::: Sources/Revive/Store/StoreAccess.swift ::: s#sweeping = core.sceneSweeping#sweeping = nil# ::: store
store-fingerprints-capability-ignored ::: Sources/Revive/Store/StoreAccess.swift ::: s#fingerprints = core.sceneStateFingerprinting#fingerprints = nil# ::: store
record-rewritten-by-rename ::: Sources/Revive/Lifecycle/RestorationSession.swift ::: s#try store.rewriteMarkerUnsynced(record.data#try store.writeMarkerUnsynced(record.data# ::: store
record-rewrite-not-cut ::: Sources/Revive/Store/FileStore.swift ::: s#if size > data.count { try files.truncate#if size < 0 { try files.truncate# ::: store
record-read-whole-file ::: Sources/Revive/Lifecycle/RestoreRecord.swift ::: s#.map { data\[\.\.\.\$0\] } ?? data#.map { _ in data } ?? data# ::: store
listing-view-state-not-told ::: Sources/Revive/Restoration/Preserved/PreservedPropertyListing.swift ::: s#listedViewState = .adopted(type)#listedViewState = .notAdopted# ::: listing
rebuild-unregistered-made ::: Sources/Revive/Restoration/RestorationRegistry.swift ::: s#guard let entry = entriesByName\[name\] else {#guard let entry = entriesByName[name] ?? entriesByName.values.first else {# ::: rebuild
budget-page-exclusive ::: Sources/Revive/Restoration/HierarchyCapture.swift ::: s#guard stateBytes <= budget.maxPageBytes else {#guard stateBytes < budget.maxPageBytes else {# ::: budget
budget-total-exclusive ::: Sources/Revive/Restoration/HierarchyCapture.swift ::: s#guard totalBytes <= budget.maxTotalBytes else {#guard totalBytes < budget.maxTotalBytes else {# ::: budget
memory-tree-cap-64 ::: Sources/Revive/Codec/DecodingLimits.swift ::: s#maxDecodedSize: Int = 16 << 20#maxDecodedSize: Int = 64 << 20# ::: memory
memory-file-cap-16 ::: Sources/Revive/Codec/DecodingLimits.swift ::: s#maxFileSize: Int = 4 << 20,#maxFileSize: Int = 16 << 20,# ::: memory
memory-store-reads-more ::: Sources/Revive/Store/FileStore.swift ::: s#public static let defaultMaximumFileSize = SnapshotCodec.DecodingLimits.default.maxFileSize#public static let defaultMaximumFileSize = 16 * 1024 * 1024# ::: memory
archive-secret-described ::: Sources/ReviveArchive/Secret.swift ::: s#public var description: String { "<secret>" }#public var description: String { "\\(wrappedValue)" }# ::: archive
archive-secret-debug-described ::: Sources/ReviveArchive/Secret.swift ::: s#public var debugDescription: String { "Secret(<redacted>)" }#public var debugDescription: String { "Secret(\\(wrappedValue))" }# ::: archive
EOF
)

if [ "$list_only" = 1 ]; then
    echo "$mutants" | awk -F ' ::: ' '{ printf "%-34s %s\n", $1, $2 }'
    exit 0
fi

tree="$scratch/tree"
build="$scratch/build"
logs="$scratch/logs"
mkdir -p "$tree" "$build" "$logs"
echo "copying $source_root to $tree (build folder $build)"
if command -v rsync >/dev/null; then
    rsync -a --delete --exclude .build --exclude .git --exclude .build-fuzz "$source_root/" "$tree/"
else
    # tar adds and replaces files but removes none: start from an empty tree, so that a file
    # deleted since the last run is not compiled (the build folder is kept either way).
    rm -rf "$tree" && mkdir -p "$tree"
    (cd "$source_root" && tar --exclude=./.build --exclude=./.git --exclude=./.build-fuzz -cf - .) | (cd "$tree" && tar -xpf -)
fi

cd "$tree" || exit 2
echo "building the unmutated tree"
if ! swift build --build-tests --scratch-path "$build" >"$logs/baseline-build.log" 2>&1; then
    echo "the unmutated tree does not build: $logs/baseline-build.log" >&2
    exit 2
fi

caught=0; missed=0; hung=0; invalid=0; survivors=""
while IFS= read -r line; do
    [ -z "$line" ] && continue
    id=${line%% ::: *}; rest=${line#* ::: }
    file=${rest%% ::: *}; rest=${rest#* ::: }
    expression=${rest%% ::: *}; kind=${rest#* ::: }
    if [ -n "$only" ] && [[ "$only" != *",$id,"* ]]; then continue; fi
    suites_var="${kind}_suites"; suites=${!suites_var}
    cp "$source_root/$file" "$tree/$file"
    sed -i "$expression" "$tree/$file"
    if cmp -s "$source_root/$file" "$tree/$file"; then
        printf '%-34s invalid (the substitution matched nothing)\n' "$id"; invalid=$((invalid + 1)); continue
    fi
    if ! swift build --build-tests --scratch-path "$build" >"$logs/$id-build.log" 2>&1; then
        printf '%-34s invalid (does not compile: %s)\n' "$id" "$logs/$id-build.log"; invalid=$((invalid + 1))
        cp "$source_root/$file" "$tree/$file"; continue
    fi
    if [ "$whole_suite" = 1 ]; then filter=(); suites="the whole suite"; else filter=(--filter "$suites"); fi
    timeout --kill-after=30 "$limit" swift test --skip-build --scratch-path "$build" "${filter[@]}" >"$logs/$id-test.log" 2>&1
    status=$?
    if [ "$status" = 124 ] || [ "$status" = 137 ]; then
        printf '%-34s HANG (no result in %s s)\n' "$id" "$limit"; hung=$((hung + 1)); caught=$((caught + 1))
    elif [ "$status" != 0 ]; then
        failed=$(grep -c 'recorded an issue' "$logs/$id-test.log")
        if [ "$failed" = 0 ]; then
            printf '%-34s caught (the test process crashed: %s)\n' "$id" "$logs/$id-test.log"
        else
            printf '%-34s caught (%s issues recorded)\n' "$id" "$failed"
        fi
        caught=$((caught + 1))
    else
        printf '%-34s MISSED (%s passed)\n' "$id" "$suites"; missed=$((missed + 1)); survivors="$survivors $id"
    fi
    cp "$source_root/$file" "$tree/$file"
done <<< "$mutants"

valid=$((caught + missed))
echo "score: $caught of $valid valid mutants caught ($hung by a hang), $invalid invalid"
[ -n "$survivors" ] && echo "survivors:$survivors"
[ "$missed" = 0 ] && [ "$hung" = 0 ]
