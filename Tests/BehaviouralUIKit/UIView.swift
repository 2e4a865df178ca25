@_exported import Foundation

// A behavioural stand-in for the UIKit that VIPER code touches, for running generated apps on
// Linux. The runtime harness compiles these files as a module named `UIKit`; SwiftPM builds
// them as `BehaviouralUIKit` so that their own tests run. Where it is simpler than UIKit is
// listed in docs/Runtime.md.

@MainActor open class UIResponder {
    public init() {}
    open var next: UIResponder? { nil }
}

@MainActor open class UIView: UIResponder {
    /// The view controller whose root view this is; UIKit keeps the same link privately.
    weak var owner: UIViewController?

    public init(frame: CGRect) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    public convenience override init() { self.init(frame: .zero) }

    open var backgroundColor: UIColor?

    /// The window the view is shown in: nil while its view controller is off screen (not yet
    /// shown, covered by a full-screen presentation, below the top of a navigation stack, in an
    /// unselected tab, or closed).
    open var window: UIWindow? {
        guard let owner, owner.isOnScreen else { return nil }
        return owner.containingWindow
    }

    open override var next: UIResponder? { owner }
}

open class UIColor: @unchecked Sendable {
    public init(white: CGFloat, alpha: CGFloat) {}
    open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
}

open class UIImage: @unchecked Sendable {
    public init?(named name: String) {}
    public init?(systemName name: String) {}
}

/// Where UIKit prints its console warnings ("Attempt to present … which is already
/// presenting …"); the behavioural UIKit also keeps them, so a harness can fail on them.
@MainActor public enum UIKitLog {
    public private(set) static var messages: [String] = []

    static func warn(_ message: String) {
        messages.append(message)
        FileHandle.standardError.write(Data("UIKit: \(message)\n".utf8))
    }

    public static func clear() { messages.removeAll() }
}
