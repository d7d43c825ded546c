#if !canImport(AppIntents)
import Foundation

/// A parameter of an intent, which the system fills before ``AppIntent/perform()`` (asking the
/// user, or resolving an identifier it kept through the entity's query). Only the title and
/// the value are modelled.
///
/// https://developer.apple.com/documentation/appintents/intentparameter
@propertyWrapper
public final class IntentParameter<Value: Sendable>: @unchecked Sendable {
    /// The parameter's name in Shortcuts.
    public let title: LocalizedStringResource
    private let lock = NSLock()
    private var value: Value?

    /// A parameter named `title`, without a value until the system sets one.
    ///
    /// https://developer.apple.com/documentation/appintents/intentparameter/init(title:description:default:requestvaluedialog:inputconnectionbehavior:)
    public init(title: LocalizedStringResource) {
        self.title = title
    }

    /// The value. The system sets a required parameter before it performs the intent; reading
    /// one that was never set is a mistake of the caller's.
    public var wrappedValue: Value {
        get {
            guard let value = lock.withLock({ value }) else {
                preconditionFailure("the parameter \"\(title.key)\" was read before the system set it")
            }
            return value
        }
        set { lock.withLock { value = newValue } }
    }

    /// The parameter itself (`$target`).
    public var projectedValue: IntentParameter<Value> { self }
}
#endif
