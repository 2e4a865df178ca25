#if canImport(UIKit) && os(iOS)
    import UIKit

    // Compiled only when the harness's app runs against real UIKit in an iOS simulator test host
    // (docs/Runtime.md): what Walk.swift asks of the behavioural UIKit that UIKit itself lacks.
    // Not built or run on Linux; the Linux harness never compiles this file.

    /// Real UIKit prints its warnings to the console only; nothing is collected.
    @MainActor enum UIKitLog {
        static var messages: [String] { [] }
        static func clear() {}
    }

    extension UIWindow {
        /// Real UIKit does not report presentations left behind by a replaced root.
        var leftoverPresentations: [UIViewController] { [] }

        var visibleViewController: UIViewController? {
            guard var node = rootViewController else { return nil }
            while true {
                if let presented = node.presentedViewController, presented !== node.parent?.presentedViewController {
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
#endif
