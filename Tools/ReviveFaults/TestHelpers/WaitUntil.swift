/// Lets other tasks and threads run until `condition` holds, for at most `limit`: a time only a
/// real hang reaches (a save on a loaded machine takes milliseconds), never a number of turns or
/// a fixed sleep, which a loaded machine can use up first.
///
/// Returns at the deadline with `condition` still false, so that the caller's own `#expect`
/// says what did not happen.
///
/// ```swift
/// await waitUntil { controller.checkpointCount >= 1 }
/// #expect(controller.checkpointCount == 1)
/// ```
/// - Parameters:
///   - limit: How long to wait at most; 30 s unless told.
///   - condition: Checked on the caller's actor, between turns and 1 ms sleeps.
package func waitUntil(
    _ limit: Duration = .seconds(30),
    isolation: isolated (any Actor)? = #isolation,
    _ condition: () -> Bool
) async {
    let deadline = ContinuousClock.now.advanced(by: limit)
    while !condition(), ContinuousClock.now < deadline {
        await Task.yield()
        if !condition() { try? await Task.sleep(for: .milliseconds(1)) }
    }
}
