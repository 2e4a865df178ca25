/// How a presented view controller covers the one that presents it.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2

    /// Whether UIKit takes the presenting view controller's views out of the window once the
    /// presentation has finished (`automatic` is a page sheet on iOS 13 and later).
    var removesPresenterViews: Bool { self == .fullScreen || self == .currentContext }
}

/// A view controller with UIKit's containment and presentation rules: `navigationController`
/// is the nearest navigation ancestor, `present` goes through the outermost ancestor and does
/// nothing (with UIKit's warning) when that one already presents or is not in a window, and
/// `dismiss` closes what this view controller presents, or else this view controller.
@MainActor open class UIViewController: UIResponder {
    private var loadedView: UIView?
    /// The container holding this view controller as a child.
    weak var parentContainer: UIViewController?
    /// Set on the window's root view controller.
    weak var hostWindow: UIWindow?
    /// Set on a presented view controller left in a window whose root was replaced.
    weak var leftoverWindow: UIWindow?
    /// What this view controller (as the outermost of its hierarchy) presents, and who presents
    /// it; both held strongly while the presentation lasts, as UIKit's presentation controller does.
    var ownPresented: UIViewController?
    var presentingHost: UIViewController?
    var containedChildren: [UIViewController] = []

    /// The nib `loadView` reads the view from.
    public let nibName: String?

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        super.init()
    }
    public required init?(coder: NSCoder) {
        nibName = nil
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    // MARK: - The view, loaded on first use

    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owner = nil
            loadedView = newValue
            newValue?.owner = self
        }
    }

    open var viewIfLoaded: UIView? { loadedView }
    open var isViewLoaded: Bool { loadedView != nil }

    /// From the nib when there is one: UIKit raises when the nib is missing or its File's Owner
    /// does not connect the `view` outlet.
    open func loadView() {
        if let nibName {
            guard let nib = InterfaceBuilderDocument.load(nibName, kind: "xib") else {
                fatalError("Could not load NIB in bundle with name '\(nibName)'")
            }
            let owner = nib.tags.firstIndex { $0.name == "placeholder" && $0.attributes["placeholderIdentifier"] == "IBFilesOwner" }
            guard let owner, nib.tags.contains(where: { $0.name == "outlet" && $0.attributes["property"] == "view" && $0.owner == owner })
            else {
                fatalError(
                    "-[\(type(of: self)) _loadViewFromNibNamed:bundle:] loaded the \"\(nibName)\" nib but the view outlet was not set.")
            }
        }
        view = UIView(frame: .zero)
    }

    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        loadedView?.owner = self
        viewDidLoad()
    }

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    open var title: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    open var tabBarItem: UITabBarItem! = UITabBarItem()
    open var navigationItem: UINavigationItem { storedNavigationItem }
    private lazy var storedNavigationItem = UINavigationItem(title: "")

    open override var next: UIResponder? { parentContainer ?? presentingHost }

    // MARK: - Containment

    open var parent: UIViewController? { parentContainer }
    open var children: [UIViewController] { containedChildren }

    open func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.removeFromParentContainer()
        containedChildren.append(childController)
        childController.parentContainer = self
    }

    open func removeFromParent() {
        removeFromParentContainer()
        containingWindow?.updateAppearance()
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}

    func removeFromParentContainer() {
        guard let parent = parentContainer else { return }
        parent.containedChildren.removeAll { $0 === self }
        parentContainer = nil
    }

    /// The children whose views are on screen when this view controller's are.
    var onScreenChildren: [UIViewController] { containedChildren }

    open var navigationController: UINavigationController? {
        var node = parentContainer
        while let current = node {
            if let navigation = current as? UINavigationController { return navigation }
            node = current.parentContainer
        }
        return nil
    }

    open var tabBarController: UITabBarController? {
        var node = parentContainer
        while let current = node {
            if let tabs = current as? UITabBarController { return tabs }
            node = current.parentContainer
        }
        return nil
    }

    /// The outermost container of this view controller: a window's root, a presented view
    /// controller, or one that is shown nowhere.
    var outermost: UIViewController {
        var node = self
        while let parent = node.parentContainer { node = parent }
        return node
    }

    /// The window this view controller's hierarchy belongs to, on screen or not.
    var containingWindow: UIWindow? {
        let top = outermost
        if let window = top.hostWindow, window.rootViewController === top { return window }
        if let window = top.leftoverWindow { return window }
        return top.presentingHost?.containingWindow
    }

    /// Whether this view controller's view is in its window's view hierarchy now.
    var isOnScreen: Bool {
        var node = self
        while let parent = node.parentContainer {
            guard parent.onScreenChildren.contains(where: { $0 === node }) else { return false }
            node = parent
        }
        guard containingWindow != nil else { return false }
        if let presented = node.ownPresented, presented.modalPresentationStyle.removesPresenterViews { return false }
        return true
    }

    // MARK: - Presentation

    open var presentedViewController: UIViewController? { outermost.ownPresented }
    open var presentingViewController: UIViewController? { outermost.presentingHost }
    open var isBeingPresented: Bool { false }
    open var isBeingDismissed: Bool { false }

    open func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool,
        completion: (@MainActor @Sendable () -> Void)? = nil
    ) {
        let host = outermost
        if viewControllerToPresent.parentContainer != nil || viewControllerToPresent.presentingHost != nil
            || viewControllerToPresent.hostWindow != nil
        {
            // UIKit raises an exception for a view controller that is already shown elsewhere.
            fatalError("Application tried to present modally a view controller \(viewControllerToPresent) that is already shown")
        }
        guard host.containingWindow != nil, host.isOnScreen || host.ownPresented != nil else {
            UIKitLog.warn("Attempt to present \(viewControllerToPresent) on \(self) whose view is not in the window hierarchy.")
            return
        }
        if let presented = host.ownPresented {
            UIKitLog.warn("Attempt to present \(viewControllerToPresent) on \(host) which is already presenting \(presented).")
            return
        }
        host.ownPresented = viewControllerToPresent
        viewControllerToPresent.presentingHost = host
        host.containingWindow?.updateAppearance()
        completion?()
    }

    open func dismiss(animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {
        let host = outermost
        let window = host.containingWindow
        if host.ownPresented != nil {
            host.closePresentation()
        } else if let presenting = host.presentingHost {
            presenting.closePresentation()
        } else {
            return
        }
        window?.updateAppearance()
        completion?()
    }

    /// Ends what this view controller presents, and everything presented above it.
    func closePresentation() {
        guard let presented = ownPresented else { return }
        presented.closePresentation()
        ownPresented = nil
        presented.presentingHost = nil
        if let window = presented.leftoverWindow {
            window.removeLeftover(presented)
            presented.leftoverWindow = nil
        }
    }
}

extension UIWindow {
    func removeLeftover(_ controller: UIViewController) {
        leftoverPresentationsStorage.removeAll { $0 === controller }
    }
}

@MainActor open class UITabBarItem {
    open var title: String?
    open var image: UIImage?
    public init() {}
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
    }
}

@MainActor open class UINavigationItem {
    open var title: String?
    public init(title: String) { self.title = title }
}
