import Foundation

extension FileStore {
    /// The folder Revive uses by default: the user's application-support folder, then the
    /// app's name, then `Revive`.
    ///
    /// | platform | folder |
    /// | --- | --- |
    /// | Apple | `~/Library/Application Support/<appName>/Revive` (inside the app's container when sandboxed) |
    /// | Linux and others | `$XDG_DATA_HOME/<appName>/Revive`, or `~/.local/share/<appName>/Revive` when `XDG_DATA_HOME` is unset or not absolute |
    ///
    /// The folder is not created here; ``init(directory:maximumFileSize:)`` creates it. Any
    /// other folder may be passed to that initializer instead.
    ///
    /// ```swift
    /// let store = try FileStore(directory: FileStore.defaultDirectory(appName: "Comics"))
    /// ```
    /// - Parameter appName: A folder name for the app, for example its bundle name. It is used
    ///   as a path component as given.
    /// - Returns: The folder's URL.
    public static func defaultDirectory(appName: String) -> URL {
        defaultDirectory(appName: appName, environment: ProcessInfo.processInfo.environment)
    }

    /// ``defaultDirectory(appName:)`` with an explicit environment, for tests.
    static func defaultDirectory(appName: String, environment: [String: String]) -> URL {
        applicationSupportBase(environment: environment)
            .appendingPathComponent(appName, isDirectory: true)
            .appendingPathComponent("Revive", isDirectory: true)
    }

    private static func applicationSupportBase(environment: [String: String]) -> URL {
        #if canImport(Darwin)
        if let url = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first {
            return url
        }
        return homeDirectory(environment: environment)
            .appendingPathComponent("Library/Application Support", isDirectory: true)
        #else
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return URL(fileURLWithPath: dataHome, isDirectory: true)
        }
        return homeDirectory(environment: environment).appendingPathComponent(".local/share", isDirectory: true)
        #endif
    }

    private static func homeDirectory(environment: [String: String]) -> URL {
        if let home = environment["HOME"], home.hasPrefix("/") {
            return URL(fileURLWithPath: home, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser
    }
}
