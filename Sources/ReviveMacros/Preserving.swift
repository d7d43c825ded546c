// An app that imports ReviveMacros has the engine's types too, as with the adapters.
@_exported public import Revive

/// Lists a class's `@Preserved` properties at compile time, so that the engine finds them with
/// no reflection: a page, a view controller, any class whose state Revive saves.
///
/// ```swift
/// import Revive
/// import ReviveMacros
///
/// @Preserving
/// final class ComicViewController: UIViewController {
///     @Preserved("comic_id") var comicID = 0
///     @Preserved var page = 1
/// }
/// ```
///
/// The macro writes `listPreservedProperties(into:)` and the conformance to
/// ``Revive/PreservedPropertyListing``. Put it on each class of a chain that declares
/// `@Preserved` properties: a subclass's list starts with its superclass's. A class without it
/// is still saved in full, found with `Mirror` as before (once per class, then each instance's
/// wrapper children), and so is a subclass without it of a class with it.
///
/// Checked at compile time:
/// - two properties of the class saved under one key (a fix-it gives the second its own name
///   as key when that is free); keys shared along a class chain are reported at capture, as
///   ``Revive/ReviveError/Code/duplicateKey``;
/// - a property whose declared type can never be `Codable` (a function, a tuple, a metatype,
///   `Any`, an existential);
/// - `@Preserved` on a `static` property, and the macro on anything but a class.
@attached(member, conformances: PreservedPropertyListing, names: named(listPreservedProperties))
@attached(extension, conformances: PreservedPropertyListing)
public macro Preserving() = #externalMacro(module: "ReviveMacrosPlugin", type: "PreservingMacro")
