/// A window shows its root view controller. Replacing the root while the old root presents
/// something does not dismiss the presented view controllers, as in UIKit: they stay in the
/// window, on top of the new root, and alive, until something dismisses them.
@MainActor open class UIWindow: UIView {
    /// Presented view controllers left behind by a root replaced while it presented them.
    public var leftoverPresentations: [UIViewController] { leftoverPresentationsStorage }
    var leftoverPresentationsStorage: [UIViewController] = []
    /// View controllers that have had `viewWillAppear` and not yet `viewDidDisappear`.
    private var appeared: [WeakViewController] = []

    open var rootViewController: UIViewController? {
        didSet {
            guard oldValue !== rootViewController else { return }
            if let old = oldValue {
                old.hostWindow = nil
                if let presented = old.ownPresented {
                    // UIKit keeps the old presentation's views in the window.
                    leftoverPresentationsStorage.append(presented)
                    presented.leftoverWindow = self
                }
            }
            if let root = rootViewController {
                root.removeFromParentContainer()
                root.hostWindow = self
            }
            updateAppearance()
        }
    }

    open var isKeyWindow: Bool = false

    open func makeKeyAndVisible() {
        isKeyWindow = true
        updateAppearance()
    }

    open override var window: UIWindow? { self }

    /// The view controllers whose views are in this window now, outermost first.
    func onScreenViewControllers() -> [UIViewController] {
        var result: [UIViewController] = []
        func visit(_ controller: UIViewController) {
            result.append(controller)
            for child in controller.onScreenChildren { visit(child) }
            if let presented = controller.ownPresented { visit(presented) }
        }
        if let root = rootViewController { visit(root) }
        for leftover in leftoverPresentations { visit(leftover) }
        return result.filter(\.isOnScreen)
    }

    /// Loads the views of the view controllers that came on screen and tells each one that it
    /// appeared or disappeared, after every change of what the window shows.
    func updateAppearance() {
        guard isKeyWindow else { return }
        let now = onScreenViewControllers()
        let nowIDs = Set(now.map(ObjectIdentifier.init))
        let before = appeared.compactMap(\.controller)
        let beforeIDs = Set(before.map(ObjectIdentifier.init))
        for gone in before where !nowIDs.contains(ObjectIdentifier(gone)) {
            gone.viewWillDisappear(false)
            gone.viewDidDisappear(false)
        }
        appeared = now.map(WeakViewController.init)
        for new in now where !beforeIDs.contains(ObjectIdentifier(new)) {
            new.loadViewIfNeeded()
            new.viewWillAppear(false)
            new.viewDidAppear(false)
        }
    }
}

struct WeakViewController {
    weak var controller: UIViewController?
    init(_ controller: UIViewController) { self.controller = controller }
}
