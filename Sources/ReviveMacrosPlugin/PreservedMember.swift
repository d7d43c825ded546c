import SwiftSyntax

/// One `@Preserved` property of the class the macro is attached to, as its source spells it.
struct PreservedMember {
    /// The property's name (`comicID`).
    let name: String
    /// The key given in the attribute as a string literal (`@Preserved("comic_id")`); `nil`
    /// when none is given, or when it is not a plain literal (a constant), which only the
    /// running app knows.
    let literalKey: String?
    /// Whether the attribute gives a key at all, a literal or not.
    let hasExplicitKey: Bool
    /// The declaration, for diagnostics.
    let declaration: VariableDeclSyntax
    /// The `@Preserved` attribute, for diagnostics and fix-its.
    let attribute: AttributeSyntax
    /// The declared type, when the declaration spells one.
    let type: TypeSyntax?

    /// The key the value is saved under, when the source tells it: the literal, or the name.
    var knownKey: String? { hasExplicitKey ? literalKey : name }

    /// The `@Preserved` properties of `members`, in declaration order.
    static func all(in members: MemberBlockItemListSyntax) -> [PreservedMember] {
        members.compactMap { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self) else { return nil }
            return PreservedMember(variable)
        }
    }

    /// The property `declaration` declares, when it is marked `@Preserved` and names one
    /// identifier; `nil` otherwise.
    init?(_ declaration: VariableDeclSyntax) {
        guard let attribute = declaration.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) }).first(where: Self.isPreserved),
              let binding = declaration.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else { return nil }
        self.name = identifier.identifier.trimmedDescription.trimmingBackticks
        self.declaration = declaration
        self.attribute = attribute
        self.type = binding.typeAnnotation?.type
        let key = attribute.arguments?.as(LabeledExprListSyntax.self)?.first { $0.label == nil }
        self.hasExplicitKey = key != nil
        self.literalKey = key.flatMap { Self.plainString($0.expression) }
    }

    /// Whether `attribute` is `@Preserved` or `@Revive.Preserved`.
    static func isPreserved(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        return name == "Preserved" || name == "Revive.Preserved"
    }

    /// The text of a string literal with no interpolation; `nil` for anything else.
    static func plainString(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    /// Whether the declaration is `static` or `class`: a value of the type, not of a page.
    var isTypeProperty: Bool {
        declaration.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
    }
}

extension String {
    /// The name without the backticks that let it be a keyword (`` `default` ``).
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count > 1 ? String(dropFirst().dropLast()) : self
    }
}
