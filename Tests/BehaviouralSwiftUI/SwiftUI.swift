@_exported import Combine
@_exported import UIKit

// The part of SwiftUI that generated SwiftUI modules use, for the runtime harness: compiled
// as a module named 'SwiftUI' against the behavioural UIKit and viperc's Combine stand-in.
// Views are values that nothing draws; a hosting controller keeps its root view, as SwiftUI's does.

@MainActor @preconcurrency public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

@resultBuilder public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
}

public struct EmptyView: View, Sendable {
    nonisolated public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("EmptyView has no body") }
}

public struct Text: View, Equatable, Sendable {
    public let content: String
    nonisolated public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
    public typealias Body = Never
    public var body: Never { fatalError("Text has no body") }
}

@propertyWrapper public struct ObservedObject<ObjectType: ObservableObject> {
    private let object: ObjectType
    public init(wrappedValue: ObjectType) { object = wrappedValue }
    @MainActor @preconcurrency public var wrappedValue: ObjectType { object }
}

/// Shows a SwiftUI view from UIKit: a view controller that keeps its root view.
@MainActor @preconcurrency open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder aDecoder: NSCoder) {
        fatalError("UIHostingController(coder:) needs a root view; create it with init(rootView:)")
    }
}
