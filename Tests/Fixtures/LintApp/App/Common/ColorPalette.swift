#if canImport(UIKit)
import UIKit
#endif

enum ColorPalette {
    static let accentName = "AccentColor"
}
