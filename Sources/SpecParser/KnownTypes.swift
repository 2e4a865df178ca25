import Diagnostics

/// Types a spec may use without declaring them: the Swift standard library's and Foundation's
/// that exist on every platform viperc's output targets, Linux included.
public enum KnownTypes {
    public static let standard: Set<String> = [
        // Swift standard library
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "String", "Character", "Substring", "StaticString", "Unicode",
        "Array", "ArraySlice", "ContiguousArray", "Dictionary", "Set", "Optional", "Result", "Range",
        "ClosedRange", "Error", "Never", "Void", "AnyObject", "AnyHashable", "AnySequence",
        "AnyCollection", "AnyIterator", "KeyPath", "WritableKeyPath", "PartialKeyPath", "Task",
        "TaskPriority", "CheckedContinuation", "AsyncStream", "AsyncThrowingStream", "Duration",
        "ObjectIdentifier", "Equatable", "Hashable", "Comparable", "Identifiable", "Codable",
        "Encodable", "Decodable", "Sendable", "CustomStringConvertible", "Sequence", "Collection",
        "RandomAccessCollection", "Numeric", "BinaryInteger", "FloatingPoint", "CaseIterable",
        "RawRepresentable", "Error", "CancellationError", "MainActor", "Actor", "AsyncSequence",
        "Clock", "ContinuousClock", "SuspendingClock",
        // Foundation
        "Data", "Date", "DateInterval", "DateComponents", "DateFormatter", "ISO8601DateFormatter",
        "URL", "URLComponents", "URLQueryItem", "URLRequest", "URLResponse", "HTTPURLResponse",
        "URLSession", "URLError", "UUID", "IndexPath", "IndexSet", "Decimal", "TimeInterval",
        "TimeZone", "Locale", "Calendar", "CharacterSet", "Measurement", "Unit", "UnitLength",
        "UnitDuration", "NSNumber", "NSObject", "NSError", "NSString", "Notification",
        "NotificationCenter", "JSONDecoder", "JSONEncoder", "PropertyListDecoder",
        "PropertyListEncoder", "NumberFormatter", "Bundle", "UserDefaults", "FileManager",
        "CGFloat", "CGPoint", "CGSize", "CGRect", "AttributedString", "NSAttributedString",
        "PersonNameComponents", "LocalizedError", "CustomNSError", "OperationQueue", "Operation",
        "ProcessInfo", "Progress", "Timer", "RunLoop", "Thread", "NSRange", "NSRegularExpression",
    ]

    /// UIKit types a view or wireframe spec may use without listing them: their files import
    /// UIKit anyway. Only types `--verify`'s stand-ins declare, so output checked on Linux is
    /// checked against them (`KnownTypesTests` keeps the two lists together).
    public static let uiKit: Set<String> = [
        "UIResponder", "UIView", "UIWindow", "UIColor", "UIViewController", "UINavigationController", "UITabBarItem", "UIImage",
        "UITabBarController", "UIStoryboard", "UIAlertAction", "UIAlertController",
    ]

    /// SwiftUI types a view spec may use, on the same terms.
    public static let swiftUI: Set<String> = ["View", "Text", "EmptyView"]

    /// The framework that declares `name`, when it is one of the UI types above.
    public static func uiFramework(of name: String) -> String? {
        if uiKit.contains(name) { return "UIKit" }
        if swiftUI.contains(name) { return "SwiftUI" }
        return nil
    }
}
