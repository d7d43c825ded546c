#if !canImport(AppIntents)
/// What an intent's `perform()` returns. Only the plain result is modelled (no value, dialog
/// or snippet).
///
/// https://developer.apple.com/documentation/appintents/intentresult
public protocol IntentResult: Sendable {}

/// The result type `result()` makes.
///
/// https://developer.apple.com/documentation/appintents/intentresultcontainer
public struct IntentResultContainer<Value, OpensIntent, Content, Dialog>: IntentResult, Sendable {
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
