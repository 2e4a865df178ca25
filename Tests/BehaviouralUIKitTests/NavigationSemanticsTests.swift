import BehaviouralUIKit
import Testing

/// The behavioural UIKit must be as unforgiving as UIKit: each test states one rule of UIKit's
/// navigation that generated code has been seen to get wrong.
@MainActor struct NavigationSemanticsTests {
    final class Screen: UIViewController {
        let name: String
        var loads = 0
        var appearances = 0
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewDidLoad() { loads += 1 }
        override func viewDidAppear(_ animated: Bool) { appearances += 1 }
    }

    func window(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: .zero)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test func aPresentedScreenHasNoNavigationController() {
        let home = Screen("home")
        let navigation = UINavigationController(rootViewController: home)
        let window = window(root: navigation)
        #expect(home.navigationController === navigation)
        let cart = Screen("cart")
        home.present(cart, animated: true)
        #expect(cart.navigationController == nil)
        cart.navigationController?.pushViewController(Screen("checkout"), animated: true)
        #expect(window.visibleViewController === cart)
    }

    @Test func presentingGoesThroughTheOutermostAncestor() {
        let home = Screen("home")
        let navigation = UINavigationController(rootViewController: home)
        let window = window(root: navigation)
        let sheet = Screen("sheet")
        home.present(sheet, animated: true)
        #expect(sheet.presentingViewController === navigation)
        #expect(home.presentedViewController === sheet)
        #expect(navigation.presentedViewController === sheet)
        #expect(window.visibleViewController === sheet)
    }

    @Test func aSecondPresentationFromTheSameHostIsIgnoredWithAWarning() {
        UIKitLog.clear()
        let home = Screen("home")
        let window = window(root: home)
        let first = Screen("first")
        home.present(first, animated: true)
        home.present(Screen("second"), animated: true)
        #expect(window.visibleViewController === first)
        #expect(UIKitLog.messages.contains { $0.contains("already presenting") })
    }

    @Test func presentingFromAScreenOutsideAnyWindowDoesNothing() {
        UIKitLog.clear()
        let loose = Screen("loose")
        let other = Screen("other")
        loose.present(other, animated: true)
        #expect(loose.presentedViewController == nil)
        #expect(UIKitLog.messages.contains { $0.contains("not in the window hierarchy") })
    }

    @Test func dismissClosesWhatAScreenPresentsBeforeTheScreenItself() {
        let home = Screen("home")
        let window = window(root: home)
        let a = Screen("a")
        home.present(a, animated: true)
        let b = Screen("b")
        a.present(b, animated: true)
        #expect(window.visibleViewController === b)
        a.dismiss(animated: true)
        #expect(window.visibleViewController === a)
        a.dismiss(animated: true)
        #expect(window.visibleViewController === home)
        home.dismiss(animated: true)
        #expect(window.visibleViewController === home)
    }

    @Test func dismissFromInsideAPresentedNavigationControllerClosesIt() {
        let home = Screen("home")
        let window = window(root: home)
        let cart = Screen("cart")
        home.present(UINavigationController(rootViewController: cart), animated: true)
        let checkout = Screen("checkout")
        cart.navigationController?.pushViewController(checkout, animated: true)
        #expect(window.visibleViewController === checkout)
        checkout.dismiss(animated: true)
        #expect(window.visibleViewController === home)
    }

    @Test func viewWindowIsNilOffScreen() {
        let home = Screen("home")
        let navigation = UINavigationController(rootViewController: home)
        let window = window(root: navigation)
        #expect(home.view.window === window)
        let next = Screen("next")
        navigation.pushViewController(next, animated: true)
        #expect(home.view.window == nil)
        #expect(next.view.window === window)
        let cover = Screen("cover")
        cover.modalPresentationStyle = .fullScreen
        next.present(cover, animated: true)
        #expect(next.view.window == nil)
        #expect(cover.view.window === window)
        let sheet = Screen("sheet")
        cover.present(sheet, animated: true)
        #expect(cover.view.window === window)
        #expect(Screen("loose").view.window == nil)
    }

    @Test func replacingTheRootLeavesPresentedScreensInTheWindow() {
        let home = Screen("home")
        let window = window(root: home)
        let modal = Screen("modal")
        home.present(modal, animated: true)
        weak var probe = modal
        let login = Screen("login")
        window.rootViewController = login
        #expect(window.visibleViewController === modal)
        #expect(probe != nil)
        modal.dismiss(animated: true)
        #expect(window.visibleViewController === login)
        #expect(window.leftoverPresentations.isEmpty)
    }

    @Test func closedScreensAreFreed() {
        let home = Screen("home")
        let navigation = UINavigationController(rootViewController: home)
        let window = window(root: navigation)
        weak var pushed: UIViewController?
        weak var presented: UIViewController?
        do {
            let next = Screen("next")
            pushed = next
            navigation.pushViewController(next, animated: true)
            let modal = Screen("modal")
            presented = modal
            next.present(modal, animated: true)
        }
        #expect(pushed != nil && presented != nil)
        presented?.dismiss(animated: true)
        #expect(presented == nil)
        navigation.popViewController(animated: true)
        #expect(pushed == nil)
        weak var root: UIViewController? = home
        window.rootViewController = nil
        #expect(root != nil)  // the test still holds 'home'
    }

    @Test func popOnARootOnlyStackDoesNothing() {
        let home = Screen("home")
        let navigation = UINavigationController(rootViewController: home)
        let window = window(root: navigation)
        #expect(navigation.popViewController(animated: true) == nil)
        #expect(window.visibleViewController === home)
    }

    @Test func tabsShowOnlyTheSelectedChild() {
        let first = Screen("first")
        let second = Screen("second")
        let tabs = UITabBarController()
        tabs.setViewControllers([UINavigationController(rootViewController: first), second], animated: false)
        let window = window(root: tabs)
        #expect(window.visibleViewController === first)
        #expect(first.tabBarController === tabs)
        #expect(second.view.window == nil)
        tabs.selectedIndex = 1
        #expect(window.visibleViewController === second)
        #expect(first.view.window == nil)
    }

    @Test func viewsLoadWhenShownAndAppearanceIsReported() {
        let home = Screen("home")
        let navigation = UINavigationController(rootViewController: home)
        let window = window(root: navigation)
        #expect(home.loads == 1 && home.appearances == 1)
        let next = Screen("next")
        #expect(next.loads == 0)
        navigation.pushViewController(next, animated: true)
        #expect(next.loads == 1 && next.appearances == 1)
        navigation.popViewController(animated: true)
        #expect(home.appearances == 2 && home.loads == 1)
        #expect(window.visibleViewController === home)
    }

    @Test func aWindowNobodyKeepsShowsNothing() {
        // As with a scene delegate that forgets to keep its window: nothing is on screen.
        let home = Screen("home")
        _ = window(root: home)
        #expect(home.view.window == nil)
    }
}
