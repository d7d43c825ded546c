// Compiled only where SwiftUI exists; on Linux this module is empty.
