public import Revive

extension RoundTripChecker where Hierarchy == Navigator {
    /// Creates a checker of the headless navigator; call ``start()`` to check after every
    /// navigation change.
    /// - Parameters:
    ///   - navigator: The live navigator.
    ///   - registry: The registry used to recreate pages.
    ///   - codec: The codec of the trip.
    ///   - onMismatch: Called with each mismatch found.
    public convenience init(navigator: Navigator, registry: PageRegistry, codec: SnapshotCodec = SnapshotCodec(), onMismatch: @escaping (Mismatch) -> Void) {
        self.init(hierarchy: navigator, registry: registry, codec: codec, scratchHierarchy: { Navigator() }, onMismatch: onMismatch)
    }

    /// Checks after every navigation change from now on. The navigator's own
    /// ``Navigator/onChange`` is left alone, and several checkers can run at once.
    public func start() {
        hierarchy.changeObservers[ObjectIdentifier(self)] = { [weak self] in
            guard let self, let mismatch = self.check() else { return }
            self.onMismatch(mismatch)
        }
    }

    /// Stops this checker; other observers go on.
    public func stop() { hierarchy.changeObservers[ObjectIdentifier(self)] = nil }

    /// Runs one round trip now; the navigator settles at once, so the answer is immediate.
    /// - Returns: The first page that did not survive, or `nil` when all did.
    public func check() -> Mismatch? {
        var result: Mismatch?
        check { result = $0 }
        return result
    }
}
