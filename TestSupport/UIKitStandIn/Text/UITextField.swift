#if !canImport(UIKit)
import Foundation

/// The base class for controls. The stand-in models none of its event handling.
///
/// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {}

/// An object that displays an editable text area. The stand-in keeps the text and, through
/// UIKit's `UITextInput` members, the selection.
///
/// https://developer.apple.com/documentation/uikit/uitextfield
@MainActor
open class UITextField: UIControl {
    /// The text that the text field displays. This string is empty by default; setting `nil`
    /// stores `nil`. A selection past the new end moves to the end.
    ///
    /// https://developer.apple.com/documentation/uikit/uitextfield/text
    open var text: String? = "" {
        didSet { selection = UITextView.clamp(selection, toLength: length) }
    }

    private var selection = NSRange(location: 0, length: 0)
    private var length: Int { text?.utf16.count ?? 0 }

    // MARK: - UITextInput

    /// The range of selected text in a document: a caret when empty, `nil` for no selection.
    /// Setting `nil` puts the caret at the start in the stand-in.
    ///
    /// https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange
    open var selectedTextRange: UITextRange? {
        get {
            UITextRange(start: UITextPosition(offset: selection.location), end: UITextPosition(offset: selection.location + selection.length))
        }
        set {
            guard let newValue else {
                selection = NSRange(location: 0, length: 0)
                return
            }
            let start = newValue.start.offset
            selection = UITextView.clamp(NSRange(location: start, length: newValue.end.offset - start), toLength: length)
        }
    }

    /// The text position for the beginning of a document.
    ///
    /// https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument
    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }

    /// The text position for the end of a document.
    ///
    /// https://developer.apple.com/documentation/uikit/uitextinput/endofdocument
    open var endOfDocument: UITextPosition { UITextPosition(offset: length) }

    /// Returns the text position at a specified offset from another text position, or `nil`
    /// when it would be outside the document.
    ///
    /// https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:)
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (target, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, (0...length).contains(target) else { return nil }
        return UITextPosition(offset: target)
    }

    /// Returns the number of UTF-16 characters between one text position and another.
    ///
    /// https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:)
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset - from.offset
    }

    /// Returns the range between two text positions.
    ///
    /// https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:)
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(start: fromPosition, end: toPosition)
    }
}

/// An object that represents a position in a text container. The stand-in holds a UTF-16 offset.
///
/// https://developer.apple.com/documentation/uikit/uitextposition
@MainActor
open class UITextPosition {
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }
}

/// A range of characters in a text container with a starting index and an ending index.
///
/// https://developer.apple.com/documentation/uikit/uitextrange
@MainActor
open class UITextRange {
    let startPosition: UITextPosition
    let endPosition: UITextPosition

    /// The start of the range of text (read-only, as in UIKit).
    ///
    /// https://developer.apple.com/documentation/uikit/uitextrange/start
    open var start: UITextPosition { startPosition }
    /// The end of the range of text (read-only, as in UIKit).
    ///
    /// https://developer.apple.com/documentation/uikit/uitextrange/end
    open var end: UITextPosition { endPosition }

    /// Whether the range is zero-length.
    ///
    /// https://developer.apple.com/documentation/uikit/uitextrange/isempty
    open var isEmpty: Bool { start.offset == end.offset }

    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
    }
}
#endif
