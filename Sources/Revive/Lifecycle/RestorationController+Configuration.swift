public import Logging

extension RestorationController {
    /// What an app sets up once and hands to every scene's controller: where saved state
    /// lives, when it is used, how it is encoded, how big a capture may be, and where the
    /// controller logs.
    ///
    /// Every adapter takes this one value instead of repeating the list: the controller's own
    /// initializer, `ReviveUIKit`'s `SceneRestoration`, `ReviveSwiftUI`'s `ReviveRouter` and
    /// route controllers. Only the store has no default, so the common case is one line. The
    /// scene id is not part of it: it is the scene's own (a session's `persistentIdentifier`,
    /// a window's `@SceneStorage`), and the adapter or the controller's initializer takes it.
    ///
    /// ```swift
    /// let controller = RestorationController(hierarchy: navigator, registry: registry,
    ///                                        configuration: .init(store: try FileStore(directory: folder)))
    /// let strict = RestorationController<Navigator>.Configuration(
    ///     store: store, policy: RestorationPolicy(schemaVersion: 2), codec: SnapshotCodec(key: key), logger: logger)
    /// ```
    ///
    /// The type is nested in the generic controller, so a value written outside a call names its
    /// hierarchy (`RestorationController<WindowHierarchy>.Configuration`); inside a call,
    /// `.init(store:)` is enough.
    public struct Configuration {
        /// Where the saved state lives: a ``FileStore``, or an in-memory store in tests.
        public var store: any SnapshotStore
        /// When saved state is used or discarded; UIKit's rules by default.
        public var policy: RestorationPolicy
        /// The binary codec, with its decoding limits and optional encryption key.
        public var codec: SnapshotCodec
        /// Size limits for each capture.
        public var budget: CaptureBudget
        /// Where launches, saves and discards are logged; nothing is logged by default.
        public var logger: Logger
        /// How long ``RestorationController/setNeedsCheckpoint()`` waits for navigation to
        /// settle before it writes a checkpoint (coalescing the calls in between), or `nil` to
        /// write no checkpoints at all: neither the automatic ones, which the controller asks
        /// for when its hierarchy or a `@Preserved` value changes (it then observes nothing),
        /// nor those the app asks for. Default 1 second: a checkpoint costs one capture on the
        /// main actor (about 80 µs for 100 pages), and at most one small unsynced write a second
        /// while the user moves; while nothing changes, a look over the pages at each idle point
        /// and no capture.
        public var checkpointDelay: Duration?
        /// The process the controller runs in: the file locks it takes, the stores it sweeps at
        /// launch, the setup issues it writes once. ``ReviveProcess/current``, the app's own,
        /// unless this package's test support plays several runs of the app and gives each its
        /// own (`ReviveTesting`'s `SimulatedApp` does).
        package var process: ReviveProcess
        /// Keys of page values that never leave the device: every place the controller makes
        /// (``RestorationController/place(leavingOut:)``, and through it a Handoff activity, a
        /// link, an App Intents entity) leaves them out, with those the call names. An entry that
        /// ends in `.` names every key that starts with it (`"revive.draft."`: every text draft).
        /// None by default. Saves keep them: they are the device's own state.
        public var deviceOnlyKeys: Set<String>

        /// Creates a configuration; everything but the store has a default.
        ///
        /// ```swift
        /// let configuration = RestorationController<Navigator>.Configuration(store: InMemoryStore())
        /// ```
        /// - Parameters:
        ///   - store: Where the saved state lives.
        ///   - policy: When saved state is used or discarded.
        ///   - codec: The binary codec.
        ///   - budget: Size limits for each capture.
        ///   - logger: Where launches, saves and discards are logged.
        ///   - checkpointDelay: How long navigation settles before a checkpoint, or `nil` for none.
        ///   - deviceOnlyKeys: Keys of page values that never leave the device in a place.
        public init(
            store: any SnapshotStore,
            policy: RestorationPolicy = RestorationPolicy(),
            codec: SnapshotCodec = SnapshotCodec(),
            budget: CaptureBudget = CaptureBudget(),
            logger: Logger = .disabled,
            checkpointDelay: Duration? = .seconds(1),
            deviceOnlyKeys: Set<String> = []
        ) {
            self.init(
                store: store, policy: policy, codec: codec, budget: budget, logger: logger,
                checkpointDelay: checkpointDelay, process: .current, deviceOnlyKeys: deviceOnlyKeys
            )
        }

        /// Creates a configuration whose controller runs in `process`, one run of the app that a
        /// test of this package plays.
        package init(
            store: any SnapshotStore,
            policy: RestorationPolicy = RestorationPolicy(),
            codec: SnapshotCodec = SnapshotCodec(),
            budget: CaptureBudget = CaptureBudget(),
            logger: Logger = .disabled,
            checkpointDelay: Duration? = .seconds(1),
            process: ReviveProcess,
            deviceOnlyKeys: Set<String> = []
        ) {
            self.process = process
            self.deviceOnlyKeys = deviceOnlyKeys
            self.store = store
            self.policy = policy
            self.codec = codec
            self.budget = budget
            self.logger = logger
            self.checkpointDelay = checkpointDelay
        }
    }
}

extension RestorationController.Configuration: Sendable {}
