import Foundation

/// The stores whose saved scenes a process already swept at launch: the first scene of each
/// store starts the sweep (`sweepSavedScenes(keeping:policy:now:logger:)`), later ones do not.
/// A part of the ``ReviveProcess``, so a process that starts after another ended sweeps again.
///
/// Every ``RestorationScene`` asks it (UIKit's `SceneRestoration` and SwiftUI's
/// `RouteSceneModel` among them), so an app with scenes of both kinds on one store sweeps that
/// store once. A ``FileStore`` is known by its folder, any
/// other store by its instance (a value type by its type).
///
/// ```swift
/// if process.launchSweeps.begin(for: store) {
///     Task.detached(priority: .utility) { await store.sweepSavedScenes(keeping: live, policy: policy) }
/// }
/// ```
final class LaunchSweeps: ProcessPart {
    private let swept = LockedValue<Set<String>>([])

    /// Nothing swept yet.
    init() {}

    /// Whether the sweep of `store` should start now: `true` the first time it is asked in this
    /// process.
    func begin(for store: any SnapshotStore) -> Bool {
        swept.withLock { $0.insert(Self.key(of: store)).inserted }
    }

    /// Forgets `store`, as a new process would.
    func forget(_ store: any SnapshotStore) {
        _ = swept.withLock { $0.remove(Self.key(of: store)) }
    }

    /// What names a store within this process: a ``FileStore`` by its folder (two instances on
    /// one folder are one store), any other class by its instance, a value type by its type.
    static func key(of store: any SnapshotStore) -> String {
        if let bound = store as? any ProcessBoundStore { return bound.storageName }
        if type(of: store) is AnyClass { return "object:\(ObjectIdentifier(store as AnyObject))" }
        return "type:\(ObjectIdentifier(type(of: store)))"
    }
}

extension ReviveProcess {
    /// The stores this process swept at launch.
    var launchSweeps: LaunchSweeps { part(LaunchSweeps.self) }
}
