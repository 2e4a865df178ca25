import Diagnostics
import SwiftLexer

/// Checks names that viperc turns into Swift declarations and file names.
public enum SwiftName {
    /// Why `name` cannot be a Swift type or member name, or nil when it can.
    public static func problem(with name: String) -> String? {
        if name.isEmpty { return "an empty name is not a valid Swift identifier" }
        let result = Lexer.tokenize(name)
        if result.tokens.count == 1, result.diagnostics.isEmpty, let token = result.tokens.first,
            token.start == 0, token.end == name.utf8.count
        {
            switch token.kind {
            case .identifier where !name.hasPrefix("`") && name != "_":
                return nil
            case .keyword:
                return "'\(name)' is a Swift keyword"
            default:
                break
            }
        }
        return "'\(name)' is not a valid Swift identifier"
    }
}
