/// A storyboard, read from the app's resource folders (`UIStoryboard.resourceFolders`).
/// UIKit raises for a missing storyboard or identifier; for a scene whose class does not exist
/// it logs "Unknown class" and makes a plain `UIViewController`, as UIKit does.
@MainActor open class UIStoryboard {
    let name: String
    let document: InterfaceBuilderDocument

    /// Where the storyboards and nibs are, as the app bundle would hold them; not UIKit API.
    public static var resourceFolders: [String] {
        get { InterfaceBuilderDocument.resourceFolders }
        set { InterfaceBuilderDocument.resourceFolders = newValue }
    }

    /// The module of classes whose scene says `customModuleProvider="target"`; not UIKit API.
    public static var appModule: String {
        get { InterfaceBuilderDocument.appModule }
        set { InterfaceBuilderDocument.appModule = newValue }
    }

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        guard let document = InterfaceBuilderDocument.load(name, kind: "storyboard") else {
            fatalError("Could not find a storyboard named '\(name)' in bundle")
        }
        self.name = name
        self.document = document
    }

    open func instantiateInitialViewController() -> UIViewController? {
        guard let initial = document.tags.first(where: { $0.name == "document" })?.attributes["initialViewController"],
            let tag = document.tags.first(where: { $0.attributes["id"] == initial })
        else { return nil }
        return make(tag)
    }

    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let tag = document.tags.first(where: { $0.attributes["storyboardIdentifier"] == identifier }) else {
            fatalError("Storyboard (\(name)) doesn't contain a view controller with identifier '\(identifier)'")
        }
        return make(tag)
    }

    func make(_ tag: InterfaceBuilderDocument.Tag) -> UIViewController {
        guard let type = InterfaceBuilderDocument.viewControllerClass(of: tag) else {
            UIKitLog.warn("Unknown class \(tag.attributes["customClass"] ?? "") in Interface Builder file.")
            return UIViewController(coder: NSCoder())!
        }
        guard let controller = type.init(coder: NSCoder()) else {
            fatalError("\(type).init(coder:) returned nil for the storyboard '\(name)'")
        }
        return controller
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
