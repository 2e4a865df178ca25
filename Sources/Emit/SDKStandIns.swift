/// Small stand-ins for the parts of UIKit, SwiftUI and Combine that viperc's output uses, for
/// typechecking on machines without the iOS SDK (Linux, and macOS without Xcode).
///
/// They are never kinder than the SDK: every UIKit class from `UIResponder` down and SwiftUI's
/// `View` are `@MainActor`, `UIViewController`'s initializers are the SDK's (a subclass with an
/// initializer of its own must implement `required init?(coder:)`), and signatures are the
/// SDK's, completion handlers included. Only what generated code and skeletons use is here.
public enum SDKStandIns {
    /// Module name and source text, in the order they must be compiled.
    public static let modules: [(name: String, source: String)] = [
        ("UIKit", uiKit), ("Combine", combine), ("SwiftUI", swiftUI),
    ]

    public static let uiKit = """
        @_exported import Foundation

        @MainActor open class UIResponder {
            public init() {}
            open var next: UIResponder? { nil }
        }

        @MainActor open class UIView: UIResponder {
            public init(frame: CGRect) { super.init() }
            public required init?(coder: NSCoder) { super.init() }
            open var window: UIWindow? { nil }
            open var backgroundColor: UIColor?
        }

        @MainActor open class UIWindow: UIView {
            open var rootViewController: UIViewController?
            open func makeKeyAndVisible() {}
        }

        open class UIColor: @unchecked Sendable {
            public init(white: CGFloat, alpha: CGFloat) {}
            open class var systemBackground: UIColor { UIColor(white: 1, alpha: 1) }
        }

        public enum UIModalPresentationStyle: Int, Sendable {
            case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
            case none = -1
            case automatic = -2
        }

        @MainActor open class UIViewController: UIResponder {
            public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }
            public required init?(coder: NSCoder) { super.init() }
            public convenience override init() { self.init(nibName: nil, bundle: nil) }
            open var view: UIView!
            open var title: String?
            open var modalPresentationStyle: UIModalPresentationStyle = .automatic
            open var tabBarItem: UITabBarItem!
            open var tabBarController: UITabBarController? { nil }
            open var navigationController: UINavigationController? { nil }
            open var presentingViewController: UIViewController? { nil }
            open var presentedViewController: UIViewController? { nil }
            open func viewDidLoad() {}
            open func viewWillAppear(_ animated: Bool) {}
            open func viewDidAppear(_ animated: Bool) {}
            open func present(
                _ viewControllerToPresent: UIViewController, animated flag: Bool,
                completion: (@MainActor @Sendable () -> Void)? = nil
            ) {}
            open func dismiss(animated flag: Bool, completion: (@MainActor @Sendable () -> Void)? = nil) {}
        }

        @MainActor open class UINavigationController: UIViewController {
            public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
            public required init?(coder: NSCoder) { super.init(coder: coder) }
            open var viewControllers: [UIViewController] = []
            open var topViewController: UIViewController? { viewControllers.last }
            open func pushViewController(_ viewController: UIViewController, animated: Bool) {}
            @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }
            @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }
            open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}
        }

        @MainActor open class UITabBarItem {
            public init() {}
            public init(title: String?, image: UIImage?, tag: Int) {}
            open var title: String?
        }

        open class UIImage: @unchecked Sendable {
            public init?(named name: String) {}
        }

        @MainActor open class UITabBarController: UIViewController {
            open var viewControllers: [UIViewController]?
            open var selectedIndex: Int = 0
            open var selectedViewController: UIViewController?
            open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}
        }

        @MainActor open class UIStoryboard {
            public init(name: String, bundle storyboardBundleOrNil: Bundle?) {}
            open func instantiateInitialViewController() -> UIViewController? { nil }
            open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
                UIViewController()
            }
        }

        @MainActor open class UIAlertAction {
            public enum Style: Int, Sendable { case `default`, cancel, destructive }
            public init(title: String?, style: UIAlertAction.Style, handler: (@MainActor @Sendable (UIAlertAction) -> Void)? = nil) {}
        }

        @MainActor open class UIAlertController: UIViewController {
            public enum Style: Int, Sendable { case actionSheet, alert }
            public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
                self.init(nibName: nil, bundle: nil)
            }
            open func addAction(_ action: UIAlertAction) {}
        }

        """

    public static let combine = """
        @_exported import Foundation

        public protocol Publisher<Output, Failure> {
            associatedtype Output
            associatedtype Failure: Error
        }

        public struct AnyPublisher<Output, Failure: Error>: Publisher {
            public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {}
        }

        public final class PassthroughSubject<Output, Failure: Error>: Publisher {
            public init() {}
            public func send(_ input: Output) {}
        }

        public final class CurrentValueSubject<Output, Failure: Error>: Publisher {
            public init(_ value: Output) { self.value = value }
            public var value: Output
            public func send(_ input: Output) {}
        }

        public final class ObservableObjectPublisher: Publisher {
            public typealias Output = Void
            public typealias Failure = Never
            public init() {}
            public func send() {}
        }

        public protocol ObservableObject: AnyObject {
            associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
            where ObjectWillChangePublisher.Failure == Never
            var objectWillChange: ObjectWillChangePublisher { get }
        }

        extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
            public var objectWillChange: ObservableObjectPublisher { ObservableObjectPublisher() }
        }

        @propertyWrapper public struct Published<Value> {
            private var value: Value
            public init(wrappedValue: Value) { self.value = wrappedValue }
            @available(*, unavailable, message: "@Published is only available on properties of classes")
            public var wrappedValue: Value {
                get { fatalError() }
                set { fatalError() }
            }
            public static subscript<EnclosingSelf: ObservableObject>(
                _enclosingInstance object: EnclosingSelf,
                wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
                storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
            ) -> Value {
                get { fatalError() }
                set {}
            }
        }

        """

    public static let swiftUI = """
        @_exported import UIKit
        @_exported import Combine

        @MainActor @preconcurrency public protocol View {
            associatedtype Body: View
            @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
        }

        extension Never: View {
            public typealias Body = Never
            public var body: Never { fatalError() }
        }

        @resultBuilder public struct ViewBuilder {
            public static func buildBlock() -> EmptyView { EmptyView() }
            public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
            public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
        }

        public struct EmptyView: View, Sendable {
            nonisolated public init() {}
            public typealias Body = Never
            public var body: Never { fatalError() }
        }

        public struct Text: View, Equatable, Sendable {
            nonisolated public init<S: StringProtocol>(_ content: S) {}
            public typealias Body = Never
            public var body: Never { fatalError() }
        }

        @propertyWrapper public struct ObservedObject<ObjectType: ObservableObject> {
            public init(wrappedValue: ObjectType) { fatalError() }
            @MainActor @preconcurrency public var wrappedValue: ObjectType { fatalError() }
        }

        @MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
            public init(rootView: Content) { super.init(nibName: nil, bundle: nil) }
            public required init?(coder aDecoder: NSCoder) { fatalError() }
            public var rootView: Content { fatalError() }
        }

        """
}
