#if !canImport(AppIntents)
/// An action of the app's that the system runs: from Shortcuts, Siri, Spotlight, a widget.
/// Only the title, the parameters (`@Parameter`) and `perform()` are modelled.
///
/// https://developer.apple.com/documentation/appintents/appintent
public protocol AppIntent: Sendable {
    /// What `perform()` returns.
    associatedtype PerformResult: IntentResult

    /// The intent's name in Shortcuts.
    ///
    /// https://developer.apple.com/documentation/appintents/appintent/title
    static var title: LocalizedStringResource { get }

    /// Creates the intent; the system sets its parameters, then calls ``perform()``.
    init()

    /// Does what the intent does.
    ///
    /// https://developer.apple.com/documentation/appintents/appintent/perform()
    func perform() async throws -> PerformResult
}

extension AppIntent {
    /// The property wrapper of an intent's parameters: `@Parameter(title: "Place") var target: ComicPlace`.
    ///
    /// https://developer.apple.com/documentation/appintents/intentparameter
    public typealias Parameter<Value: Sendable> = IntentParameter<Value>
}

/// An intent of a kind the system knows.
///
/// https://developer.apple.com/documentation/appintents/systemintent
public protocol SystemIntent: AppIntent {}

/// "An app intent that opens and displays a specific item in your app's interface." Its
/// ``target`` is the item, typically an ``AppEntity``; Spotlight can fill it with an entity the
/// user found.
///
/// https://developer.apple.com/documentation/appintents/openintent
public protocol OpenIntent: SystemIntent {
    /// The type of the item.
    associatedtype Value: AppEntity

    /// The item to open.
    ///
    /// https://developer.apple.com/documentation/appintents/openintent/target
    var target: Value { get set }
}
#endif
