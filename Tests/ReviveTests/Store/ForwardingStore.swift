import Foundation
@testable import Revive
@testable import ReviveTesting

/// A test store that forwards every call to an ``InMemoryStore``, records included; a
/// conforming test double declares only the calls it watches or holds up, and the capabilities
/// it adds.
protocol ForwardingStore: SceneRecordKeeping {
    /// Where the bytes really live.
    var base: InMemoryStore { get }
}

extension ForwardingStore {
    func read(sceneID: String) throws(ReviveError) -> Data? { try base.read(sceneID: sceneID) }
    func write(_ data: Data, sceneID: String) throws(ReviveError) { try base.write(data, sceneID: sceneID) }
    func delete(sceneID: String) throws(ReviveError) { try base.delete(sceneID: sceneID) }
    func readMarker(named name: String, sceneID: String) throws(ReviveError) -> Data? {
        try base.readMarker(named: name, sceneID: sceneID)
    }
    func writeMarker(_ data: Data, named name: String, sceneID: String) throws(ReviveError) {
        try base.writeMarker(data, named: name, sceneID: sceneID)
    }
    func deleteMarker(named name: String, sceneID: String) throws(ReviveError) {
        try base.deleteMarker(named: name, sceneID: sceneID)
    }
    func quarantine(sceneID: String) throws(ReviveError) -> Bool { try base.quarantine(sceneID: sceneID) }
    func readQuarantined(sceneID: String) throws(ReviveError) -> Data? { try base.readQuarantined(sceneID: sceneID) }
    func deleteQuarantined(sceneID: String) throws(ReviveError) { try base.deleteQuarantined(sceneID: sceneID) }
}
