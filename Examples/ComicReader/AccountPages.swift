import ReviveNavigator
public import Revive
import ReviveMacros

/// The Favorites tab.
@Preserving
public final class FavoritesPage: Screen {
    public override var title: String { "Favorites" }
    public override func body(in app: ComicReaderApp) -> [String] { ["No favorites yet."] }
}

/// The Settings tab: who is signed in.
@Preserving
public final class SettingsPage: Screen {
    public override var title: String { "Settings" }
    public override func body(in app: ComicReaderApp) -> [String] {
        [app.account.map { "Signed in as \($0)" } ?? "Not signed in"]
    }
    public override func menu(in app: ComicReaderApp) -> [MenuItem] {
        if app.account != nil {
            return [MenuItem("Sign out") { app in try app.signOut() }]
        }
        return [MenuItem("Sign in") { [self] _ in try present(SignInPage(restorationIdentifier: "sign-in")) }]
    }
}

/// The sign-in sheet.
@Preserving
public final class SignInPage: Screen {
    @Preserved public var account = "reader@example.com"

    /// Refuses a restored account name longer than an e-mail address may be (254 bytes).
    public override func decodeRevivableState(from state: PageState) throws {
        guard account.utf8.count <= 254 else {
            throw RestoredValue.Refused(description: "an account name of \(account.utf8.count) bytes")
        }
    }
    /// What the user typed in the password field: never preserved, never archived.
    public var password = "demo-password"

    public override var title: String { "Sign in" }
    public override func body(in app: ComicReaderApp) -> [String] {
        ["Account: \(account)", "Password: " + String(repeating: "•", count: password.count)]
    }
    public override func menu(in app: ComicReaderApp) -> [MenuItem] {
        [
            MenuItem("Sign in as \(account)") { [self] app in
                try app.signIn(account: account, password: password)
                try dismiss()
            },
            MenuItem("Cancel") { [self] _ in try dismiss() },
        ]
    }
}
