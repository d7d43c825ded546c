import SwiftDiagnostics
public import SwiftSyntax
import SwiftSyntaxBuilder
public import SwiftSyntaxMacros

/// `@Preserving`: lists a class's `@Preserved` properties at compile time.
///
/// It writes one method, `listPreservedProperties(into:)`, that hands the engine each property's
/// storage by name, and the conformance to `PreservedPropertyListing`. The first class of a
/// chain that has the macro declares the method; a subclass with the macro overrides it and
/// lists its superclass's properties first. The compiler says which it is: a member macro is
/// given the protocols the class does not conform to yet (SE-0407, *Member Macro
/// Conformances*), so an empty list means a superclass conforms already and the method is an
/// `override`.
public struct PreservingMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingMembersOf declaration: some DeclGroupSyntax,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        guard let classDecl = declaration.as(ClassDeclSyntax.self) else {
            context.diagnose(Diagnostic(node: node, message: PreservingDiagnostic.notAClass(kind: kind(of: declaration))))
            return []
        }
        let members = PreservedMember.all(in: classDecl.memberBlock.members)
        let listed = members.filter { check($0, in: context) }
        checkKeys(of: listed, in: context)

        let className = classDecl.name.trimmedDescription
        let inherits = protocols.isEmpty
        let modifiers = accessModifiers(of: classDecl, overriding: inherits)
        var body: [String] = []
        if inherits {
            body.append("super.listPreservedProperties(into: &list)")
        }
        for member in inKeyOrder(listed) {
            body.append("list.append(_\(member.name), name: \(literal(member.name)), in: \(className).self)")
        }
        body.append("list.listed(\(className).self)")
        let method: DeclSyntax = """
            \(raw: modifiers)func listPreservedProperties(into list: inout Revive.PreservedPropertyList) {
            \(raw: body.map { "    " + $0 }.joined(separator: "\n"))
            }
            """
        return [method]
    }

    public static func expansion(
        of node: AttributeSyntax,
        attachedTo declaration: some DeclGroupSyntax,
        providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        guard declaration.is(ClassDeclSyntax.self), !protocols.isEmpty else { return [] }
        let conformance: DeclSyntax = "extension \(type.trimmed): Revive.PreservedPropertyListing {}"
        guard let extensionDecl = conformance.as(ExtensionDeclSyntax.self) else { return [] }
        return [extensionDecl]
    }

    /// `members` sorted by key when the source tells every key (a literal or the name), so that
    /// the engine walks them side by side with a saved state's sorted entries, with no sort;
    /// in declaration order otherwise (a key given as a constant is known only when the app runs).
    private static func inKeyOrder(_ members: [PreservedMember]) -> [PreservedMember] {
        let keyed = members.enumerated().compactMap { index, member in member.knownKey.map { (key: $0, index: index, member: member) } }
        guard keyed.count == members.count else { return members }
        return keyed.sorted { ($0.key, $0.index) < ($1.key, $1.index) }.map(\.member)
    }

    /// Whether `member` can be listed; diagnoses it when it cannot.
    private static func check(_ member: PreservedMember, in context: some MacroExpansionContext) -> Bool {
        if member.isTypeProperty {
            context.diagnose(Diagnostic(
                node: member.attribute, message: PreservingDiagnostic.typeProperty(name: member.name),
                fixIt: FixIt(message: PreservingFixIt.removeAttribute, changes: [
                    .replace(oldNode: Syntax(member.attribute), newNode: Syntax(TokenSyntax.identifier("", leadingTrivia: member.attribute.leadingTrivia))),
                ])
            ))
            return false
        }
        if let type = member.type, let why = NotCodableType.reason(for: type) {
            context.diagnose(Diagnostic(
                node: type, message: PreservingDiagnostic.notCodable(name: member.name, type: type.trimmedDescription, why: why)
            ))
            return false
        }
        return true
    }

    /// Diagnoses every property whose key an earlier one already uses, with a fix-it that
    /// gives it its own name as key when that is free.
    private static func checkKeys(of members: [PreservedMember], in context: some MacroExpansionContext) {
        var firstByKey: [String: PreservedMember] = [:]
        let taken = Set(members.compactMap(\.knownKey))
        for member in members {
            guard let key = member.knownKey else { continue }
            guard let first = firstByKey[key] else {
                firstByKey[key] = member
                continue
            }
            var fixIts: [FixIt] = []
            if !taken.contains(member.name) {
                fixIts.append(FixIt(message: PreservingFixIt.useKey(member.name), changes: [
                    .replace(oldNode: Syntax(member.attribute), newNode: Syntax(keyedAttribute(member.attribute, key: member.name))),
                ]))
            }
            context.diagnose(Diagnostic(
                node: member.attribute,
                message: PreservingDiagnostic.duplicateKey(key: key, first: first.name, second: member.name),
                notes: [Note(node: Syntax(first.attribute), message: PreservingDiagnostic.firstUseOfKey(key: key))],
                fixIts: fixIts
            ))
        }
    }

    /// `attribute` with `key` as its only argument: `@Preserved("key")`.
    private static func keyedAttribute(_ attribute: AttributeSyntax, key: String) -> AttributeSyntax {
        attribute.with(\.trailingTrivia, [])
            .with(\.leftParen, .leftParenToken())
            .with(\.arguments, .argumentList([LabeledExprSyntax(expression: StringLiteralExprSyntax(content: key))]))
            .with(\.rightParen, .rightParenToken(trailingTrivia: attribute.trailingTrivia))
    }

    /// The method's modifiers: as visible as the class, so that it can witness a conformance
    /// the class declares, and `open` in an open class, so that subclasses elsewhere override it.
    private static func accessModifiers(of classDecl: ClassDeclSyntax, overriding: Bool) -> String {
        var words: [String] = []
        for modifier in classDecl.modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.open): words.append("open")
            case .keyword(.public): words.append("public")
            case .keyword(.package): words.append("package")
            default: break
            }
        }
        if overriding { words.append("override") }
        return words.map { $0 + " " }.joined()
    }

    private static func literal(_ text: String) -> String {
        "\"" + text + "\""
    }

    private static func kind(of declaration: some DeclGroupSyntax) -> String {
        if declaration.is(StructDeclSyntax.self) { return "a struct" }
        if declaration.is(EnumDeclSyntax.self) { return "an enum" }
        if declaration.is(ActorDeclSyntax.self) { return "an actor" }
        if declaration.is(ProtocolDeclSyntax.self) { return "a protocol" }
        if declaration.is(ExtensionDeclSyntax.self) { return "an extension" }
        return "this declaration"
    }
}
