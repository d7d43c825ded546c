#if !canImport(UIKit)
public import Foundation

/// A set of methods that defines an interface for providing persistent references to data
/// objects in your app: the identifier of the data at an index path, and the current index
/// path of the data with an identifier.
///
/// UIKit's state restoration asks a table or collection view's data source for these so that
/// the same data objects, not the same row indexes, are scrolled into view and selected.
/// ReviveUIKit asks them for the same reason, without turning UIKit's restoration on.
///
/// https://developer.apple.com/documentation/uikit/uidatasourcemodelassociation
@MainActor
public protocol UIDataSourceModelAssociation {
    /// Returns the string that uniquely identifies the data at the specified location in the view.
    ///
    /// https://developer.apple.com/documentation/uikit/uidatasourcemodelassociation/modelidentifierforelement(at:in:)
    func modelIdentifierForElement(at idx: IndexPath, in view: UIView) -> String?

    /// Returns the current index of the data object with the specified identifier, or `nil`
    /// if the object was not found.
    ///
    /// https://developer.apple.com/documentation/uikit/uidatasourcemodelassociation/indexpathforelement(withmodelidentifier:in:)
    func indexPathForElement(withModelIdentifier identifier: String, in view: UIView) -> IndexPath?
}
#endif
