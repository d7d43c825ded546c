#if !canImport(UIKit)
// UIKit re-exports Foundation: a file that imports UIKit can use `NSObject`, `URL` and
// `NSUserActivity`'s Foundation types without importing Foundation itself. The stand-in does
// the same, so that adapter code compiles alike against both.
@_exported public import Foundation
#endif
