#if !canImport(AppIntents)
/// What an intent's `perform()` returns. Only the plain result is modelled (no value, dialog
/// or snippet). Not `Sendable`, as in the iOS 17 SDK: a `perform()` isolated to the main actor
/// cannot return one to the system, so main-actor work goes in a helper that `perform()` awaits.
///
/// https://developer.apple.com/documentation/appintents/intentresult
public protocol IntentResult {}

/// The result type `result()` makes.
///
/// https://developer.apple.com/documentation/appintents/intentresultcontainer
public struct IntentResultContainer<Value, OpensAppIntent, Snippet, Dialog>: IntentResult {
    init() {}
}

extension IntentResult {
    /// A result with nothing in it: the intent did what it does.
    ///
    /// https://developer.apple.com/documentation/appintents/intentresult/result()
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> {
        IntentResultContainer()
    }
}
#endif
