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

#if !canImport(UIKit)
extension UISplitViewController {
    /// Constants that describe the possible arrangements for a split view interface. Display
    /// modes apply to an expanded split view controller; when it is collapsed (`isCollapsed`)
    /// the display mode has no impact on its appearance. (The deprecated `primaryHidden`,
    /// `allVisible` and `primaryOverlay`, aliases of the first three modes, are not modelled.)
    ///
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum
    public enum DisplayMode: Int, Sendable {
        /// The split view controller decides the most appropriate display mode based on the
        /// device and the current app size; `displayMode` never reports it.
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/automatic
        case automatic = 0
        /// Only the secondary view controller is shown onscreen.
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/secondaryonly
        case secondaryOnly = 1
        /// One sidebar appears side-by-side with the secondary view controller (the primary
        /// column of a double-column interface, the supplementary column of a triple-column one).
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/onebesidesecondary
        case oneBesideSecondary = 2
        /// One sidebar is layered on top of the secondary view controller.
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/oneoversecondary
        case oneOverSecondary = 3
        /// Two sidebars appear side-by-side with the secondary view controller (triple column only).
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twobesidesecondary
        case twoBesideSecondary = 4
        /// Two sidebars are layered on top of the secondary view controller (triple column only).
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twooversecondary
        case twoOverSecondary = 5
        /// Two sidebars displace the secondary view controller (triple column only).
        /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum/twodisplacesecondary
        case twoDisplaceSecondary = 6
    }
}
#endif
