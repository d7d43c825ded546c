import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that provides ReviveMacros' macros.
@main
struct ReviveMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreservingMacro.self]
}
