#if !canImport(UIKit)
import Foundation

extension UISplitViewController {
    /// Constants that describe the number of columns the split view interface displays.
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum
    public enum Style: Int, Sendable {
        /// A style that indicates a split view controller is classic (not column-style).
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/unspecified
        case unspecified = 0
        /// A style that indicates a split view controller has two columns.
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/doublecolumn
        case doubleColumn = 1
        /// A style that indicates a split view controller has three columns.
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum/triplecolumn
        case tripleColumn = 2
    }

    /// Constants that describe the columns within the split view interface. (`.inspector`,
    /// new in iOS 26, is not modelled.)
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column
    public enum Column: Int, Sendable {
        /// The column for the primary view controller.
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/primary
        case primary = 0
        /// The column for the supplementary view controller.
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/supplementary
        case supplementary = 1
        /// The column for the secondary, or detail, view controller.
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/secondary
        case secondary = 2
        /// The column for the view controller that's shown when the split view controller is collapsed.
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/column/compact
        case compact = 3
    }
}
#endif
