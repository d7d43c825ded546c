import SwiftSyntax

/// Why a type, as the source spells it, can never be `Codable`: the shapes the language gives
/// no conformance to. Anything else is left to the compiler, which checks `@Preserved`'s
/// `Codable` requirement itself.
enum NotCodableType {
    /// The reason `type` is not `Codable`, or `nil` when it may be.
    static func reason(for type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) {
            return reason(for: optional.wrappedType)
        }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return reason(for: optional.wrappedType)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return reason(for: attributed.baseType)
        }
        if type.is(FunctionTypeSyntax.self) {
            return "a function type"
        }
        if type.is(MetatypeTypeSyntax.self) {
            return "a metatype"
        }
        if let tuple = type.as(TupleTypeSyntax.self) {
            if tuple.elements.count == 1, let only = tuple.elements.first, only.firstName == nil {
                return reason(for: only.type)
            }
            return "a tuple"
        }
        if let existential = type.as(SomeOrAnyTypeSyntax.self), existential.someOrAnySpecifier.tokenKind == .keyword(.any) {
            return "an existential"
        }
        if let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
            switch identifier.name.text {
            case "Any", "AnyObject": return "an existential"
            case "Void": return "a tuple"
            default: return nil
            }
        }
        return nil
    }
}
