#if os(Linux) && UIKitStandIn
import Foundation
import Testing
import UIKitStandIn

extension UIKitStandInTests {
    /// A scroll view's gesture as UIKit reports it: tracking and dragging while the finger moves
    /// the content, decelerating after it lifts until the content comes to rest.
    /// https://developer.apple.com/documentation/uikit/uiscrollview/istracking
    /// https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
    @MainActor
    struct ScrollGestureTests {
        private func phase(_ view: UIScrollView) -> [Bool] { [view.isTracking, view.isDragging, view.isDecelerating] }

        @Test func aDragThatDeceleratesEndsWhenTheContentComesToRest() {
            let list = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
            #expect(phase(list) == [false, false, false], "at rest")
            StandInRuntime.beginDragging(list)
            #expect(phase(list) == [true, true, false])
            StandInRuntime.endDragging(list, willDecelerate: true)
            #expect(phase(list) == [false, false, true])
            StandInRuntime.beginDragging(list)   // a touch stops the deceleration
            #expect(phase(list) == [true, true, false])
            StandInRuntime.endDragging(list, willDecelerate: true)
            StandInRuntime.endDecelerating(list)
            #expect(phase(list) == [false, false, false])
        }

        @Test func aDragThatDoesNotDecelerateEndsWhenTheFingerLifts() {
            let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
            StandInRuntime.beginDragging(view)
            StandInRuntime.endDragging(view, willDecelerate: false)
            #expect(phase(view) == [false, false, false])
        }
    }
}
#endif
