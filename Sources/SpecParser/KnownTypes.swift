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
}
