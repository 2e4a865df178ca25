/// A stack of view controllers; only the top one is on screen. Pushing a navigation controller,
/// or a view controller already in the stack, raises as UIKit does.
@MainActor open class UINavigationController: UIViewController {
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        replaceStack(with: [rootViewController])
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var viewControllers: [UIViewController] {
        get { containedChildren }
        set { setViewControllers(newValue, animated: false) }
    }

    open var topViewController: UIViewController? { containedChildren.last }

    /// The top view controller, or what it presents.
    open var visibleViewController: UIViewController? {
        if let presented = presentedViewController { return presented }
        return topViewController
    }

    override var onScreenChildren: [UIViewController] { topViewController.map { [$0] } ?? [] }

    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        if viewController is UINavigationController {
            fatalError("Pushing a navigation controller is not supported")
        }
        if containedChildren.contains(where: { $0 === viewController }) {
            fatalError("Pushing the same view controller instance (\(viewController)) more than once is not supported")
        }
        checkNotShownElsewhere(viewController)
        addChild(viewController)
        containingWindow?.updateAppearance()
    }

    @discardableResult open func popViewController(animated: Bool) -> UIViewController? {
        guard containedChildren.count > 1, let top = containedChildren.last else { return nil }
        top.removeFromParentContainer()
        containingWindow?.updateAppearance()
        return top
    }

    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard containedChildren.count > 1 else { return nil }
        let popped = Array(containedChildren.dropFirst())
        for controller in popped { controller.removeFromParentContainer() }
        containingWindow?.updateAppearance()
        return popped
    }

    @discardableResult open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = containedChildren.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(containedChildren[(index + 1)...])
        for controller in popped { controller.removeFromParentContainer() }
        containingWindow?.updateAppearance()
        return popped
    }

    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        replaceStack(with: viewControllers)
        containingWindow?.updateAppearance()
    }

    func replaceStack(with controllers: [UIViewController]) {
        for controller in controllers {
            if controller is UINavigationController {
                fatalError("Pushing a navigation controller is not supported")
            }
            if !containedChildren.contains(where: { $0 === controller }) { checkNotShownElsewhere(controller) }
        }
        for old in containedChildren where !controllers.contains(where: { $0 === old }) { old.removeFromParentContainer() }
        containedChildren = []
        for controller in controllers { addChild(controller) }
    }

    /// UIKit raises when a view controller that is presented or is a window's root is put in a
    /// stack; one that is another container's child is moved.
    func checkNotShownElsewhere(_ controller: UIViewController) {
        if controller.presentingHost != nil || controller.hostWindow != nil {
            fatalError("Application tried to push \(controller), which is presented or a window's root")
        }
    }
}

/// Tabs: only the selected child is on screen.
@MainActor open class UITabBarController: UIViewController {
    private var selected = 0

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var viewControllers: [UIViewController]? {
        get { containedChildren.isEmpty ? nil : containedChildren }
        set { setViewControllers(newValue, animated: false) }
    }

    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for old in containedChildren { old.removeFromParentContainer() }
        containedChildren = []
        for controller in viewControllers ?? [] { addChild(controller) }
        selected = 0
        containingWindow?.updateAppearance()
    }

    open var selectedIndex: Int {
        get { selected }
        set {
            guard newValue >= 0, newValue < containedChildren.count else { return }
            selected = newValue
            containingWindow?.updateAppearance()
        }
    }

    open var selectedViewController: UIViewController? {
        get { selected < containedChildren.count ? containedChildren[selected] : nil }
        set {
            guard let newValue, let index = containedChildren.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    override var onScreenChildren: [UIViewController] { selectedViewController.map { [$0] } ?? [] }
}
