/// How one component holds another, in a spec or in code. A spec says `strong`, `weak` or
/// `unowned`; code may also say `unowned(unsafe)`, which holds like `unowned`.
public enum Ownership: String, Sendable, CaseIterable {
    case strong, weak, unowned
    case unownedUnsafe = "unowned(unsafe)"

    /// What a spec's `references:` may say.
    public static var allCases: [Ownership] { [.strong, .weak, .unowned] }

    /// Whether the reference keeps its target alive.
    public var isStrong: Bool { self == .strong }
}
