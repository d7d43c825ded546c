import Foundation
import Revive

/// The benchmark tree as a property-list object graph for `NSKeyedArchiver`: `NSDictionary`,
/// `NSArray`, `NSString`, `NSNumber` and `NSDate`, archived with
/// `archivedData(withRootObject:requiringSecureCoding: true)`.
///
/// This is how state went into an `NSCoder` before Codable: each page a dictionary of its
/// values, containers with an array of children. The graph is built before timing; the
/// contender times archiving it and unarchiving it with secure coding.
enum ArchiveMirror {
    /// The classes the unarchiver is allowed to make.
    static let allowedClasses: [AnyClass] = [
        NSDictionary.self, NSArray.self, NSString.self, NSNumber.self, NSDate.self, NSData.self,
    ]

    /// The object graph of a snapshot: header fields and the root node.
    static func object(for snapshot: Snapshot) -> NSDictionary {
        let root = NSMutableDictionary()
        root["appVersion"] = NSString(string: snapshot.header.appVersion)
        root["schemaVersion"] = NSNumber(value: snapshot.header.schemaVersion)
        root["createdAt"] = NSDate(timeIntervalSinceReferenceDate: snapshot.header.createdAt.timeIntervalSinceReferenceDate)
        root["sceneID"] = NSString(string: snapshot.header.sceneID)
        root["root"] = object(for: snapshot.root)
        return root
    }

    /// The object graph of one node and its subtree.
    static func object(for node: Snapshot.Node) -> NSDictionary {
        let dictionary = NSMutableDictionary()
        dictionary["typeName"] = NSString(string: node.typeName)
        dictionary["restorationID"] = NSString(string: node.restorationID)
        dictionary["kind"] = NSString(string: node.kind.name)
        if let selected = node.kind.selectedIndex { dictionary["selectedIndex"] = NSNumber(value: selected) }
        let state = NSMutableDictionary()
        for (key, value) in node.state.values {
            if let object = object(for: value) { state[NSString(string: key)] = object }
        }
        dictionary["state"] = state
        dictionary["children"] = NSArray(array: node.children.map { object(for: $0) })
        if let presented = node.presented { dictionary["presented"] = object(for: presented) }
        return dictionary
    }

    /// One value as a property-list object; `nil` for `.null`, which property lists cannot hold.
    static func object(for value: StateValue) -> AnyObject? {
        switch value {
        case .null: nil
        case .bool(let flag): NSNumber(value: flag)
        case .int(let number): NSNumber(value: number)
        case .unsignedInt(let number): NSNumber(value: number)
        case .double(let number): NSNumber(value: number)
        case .string(let text): NSString(string: text)
        case .data(let bytes): NSData(data: bytes)
        case .date(let date): NSDate(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate)
        case .array(let items): NSArray(array: items.compactMap { object(for: $0) })
        case .dictionary(let entries):
            NSDictionary(dictionary: entries.compactMapValues { object(for: $0) })
        }
    }

    /// Counts the nodes of an unarchived graph, to check it came back whole.
    static func nodeCount(of node: NSDictionary) -> Int {
        var count = 1
        for case let child as NSDictionary in (node["children"] as? NSArray) ?? [] { count += nodeCount(of: child) }
        if let presented = node["presented"] as? NSDictionary { count += nodeCount(of: presented) }
        return count
    }
}
