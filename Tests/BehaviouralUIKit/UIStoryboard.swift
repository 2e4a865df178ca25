/// Storyboards are not read here; a harness registers how each identifier is made, the way a
/// storyboard's scene names its class.
@MainActor open class UIStoryboard {
    public static var scenes: [String: [String: () -> UIViewController]] = [:]
    let name: String

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) { self.name = name }

    open func instantiateInitialViewController() -> UIViewController? { nil }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let make = Self.scenes[name]?[identifier] else {
            fatalError("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return make()
    }
}

@MainActor open class UIAlertAction {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public let title: String?
    public init(title: String?, style: UIAlertAction.Style, handler: (@MainActor @Sendable (UIAlertAction) -> Void)? = nil) {
        self.title = title
    }
}

@MainActor open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }
    open private(set) var actions: [UIAlertAction] = []
    open var message: String?

    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }
}

extension UIWindow {
    /// What the user sees: the window's root, then what is presented over it, the top of a
    /// navigation stack, the selected tab, down to a view controller that shows no other.
    /// Not UIKit API; the harness asks it after every route.
    public var visibleViewController: UIViewController? {
        guard var node = leftoverPresentations.last ?? rootViewController else { return nil }
        while true {
            if let presented = node.ownPresented {
                node = presented
            } else if let navigation = node as? UINavigationController, let top = navigation.topViewController {
                node = top
            } else if let tabs = node as? UITabBarController, let selected = tabs.selectedViewController {
                node = selected
            } else {
                return node
            }
        }
    }
}
