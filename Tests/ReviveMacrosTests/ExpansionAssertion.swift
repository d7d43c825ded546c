import ReviveMacrosPlugin
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// `@Preserving` expanded as the compiler expands it, with the protocols the class does not
/// conform to yet: `PreservedPropertyListing` for the first class of a chain, none for a class
/// whose superclass conforms already. Failures are recorded as Swift Testing issues.
func assertPreserving(
    _ source: String,
    expandsTo expected: String,
    diagnostics: [DiagnosticSpec] = [],
    superclassConforms: Bool = false,
    fixedSource: String? = nil,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
    let conformances: [TypeSyntax] = superclassConforms ? [] : ["PreservedPropertyListing"]
    assertMacroExpansion(
        source,
        expandedSource: expected,
        diagnostics: diagnostics,
        macroSpecs: ["Preserving": MacroSpec(type: PreservingMacro.self, conformances: conformances)],
        fixedSource: fixedSource,
        failureHandler: { failure in
            Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
        }
    )
}
