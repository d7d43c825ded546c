public import Logging
public import Revive

extension RestorationController where Hierarchy == Navigator {
    /// Creates a controller for the headless navigator's scene.
    /// - Parameters:
    ///   - navigator: The navigator to save and restore.
    ///   - registry: The page types a saved file may recreate.
    ///   - store: Where the saved state lives.
    ///   - policy: When saved state is used or discarded.
    ///   - codec: The binary codec.
    ///   - sceneID: The scene's identifier.
    ///   - budget: Size limits for each capture.
    ///   - logger: Where launches, saves and discards are logged; nothing is logged by default.
    public convenience init(
        navigator: Navigator,
        registry: PageRegistry,
        store: any SnapshotStore,
        policy: RestorationPolicy = RestorationPolicy(),
        codec: SnapshotCodec = SnapshotCodec(),
        sceneID: String = "default",
        budget: CaptureBudget = CaptureBudget(),
        logger: Logger = .disabled
    ) {
        self.init(hierarchy: navigator, registry: registry, store: store, policy: policy, codec: codec, sceneID: sceneID, budget: budget, logger: logger)
    }

    /// The navigator whose hierarchy is saved and restored.
    public var navigator: Navigator { hierarchy }
}
