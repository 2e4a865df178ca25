import Architecture
import Diagnostics
import Lint
import Testing

/// Protocols and controllers whose names say no role, placed by who implements and keeps them:
/// a shared framework's presenter protocols, and a watchOS screen per platform.
struct ImplementerRoleShapeTests {
    static func lint(_ files: [(String, String)]) -> [String] {
        LintEngine().findingLines(files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    static let kit: [(String, String)] = [
        ("Kit/Lists/Presenter/ListsPresenterInput.swift", "public protocol ListsPresenterInput: AnyObject {\n    func load()\n}\n"),
        (
            "Kit/Lists/Presenter/ListsPresenter.swift",
            "import Foundation\n\npublic final class ListsPresenter: ListsPresenterInput {\n    var router: ListsRouter?\n    public func load() {}\n}\n"
        ),
        ("Kit/Lists/Router/ListsRouterOutput.swift", "public protocol ListsRouterOutput: AnyObject {\n    func show(_ scene: Any)\n}\n"),
    ]

    static func router(output: String) -> (String, String) {
        (
            "Watch/Lists/Router/ListsRouter.swift",
            "import Foundation\n\nfinal class ListsRouter {\n    \(output) var output: ListsRouterOutput!\n    func open() { output.show(0) }\n}\n"
        )
    }

    static let controller = (
        "Watch/Lists/View/ListsInterfaceController.swift",
        "import WatchKit\n\nfinal class ListsInterfaceController: WKInterfaceController {\n    var presenter: ListsPresenterInput!\n\n    override func awake(withContext context: Any?) {\n        ListsRouter.setScene(for: self)\n    }\n}\n\nextension ListsInterfaceController: ListsRouterOutput {\n    func show(_ scene: Any) {}\n}\n"
    )

    /// A WatchKit controller named for the presenter protocol it keeps is the module's view,
    /// though the protocol's name says no role and lives in another framework; the protocol
    /// its router keeps and only it implements is the view's. Before, the controller had no
    /// role: neither its router call nor the router's strong hold on it was reported.
    @Test func aWatchControllerKeepingAPresenterProtocolIsTheView() {
        let files = Self.kit + [Self.router(output: ""), Self.controller]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        let lists = model.apps.flatMap(\.modules).first { $0.name == "Lists" }
        #expect(lists?.components.contains { $0.role == .view && $0.name == "ListsInterfaceController" } == true)
        let found = Self.lint(files)
        #expect(found.contains("Watch/Lists/View/ListsInterfaceController.swift:7 view-references-router"), "\(found)")
        #expect(found.contains("Watch/Lists/Router/ListsRouter.swift:4 router-strong-view"), "\(found)")
    }

    /// The same router holding the view weakly is not reported; the protocol is still the view's.
    @Test func aRouterHoldingTheViewsProtocolWeaklyIsNotReported() {
        let files = Self.kit + [Self.router(output: "weak"), Self.controller]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        let lists = model.apps.flatMap(\.modules).first { $0.name == "Lists" }
        #expect(lists?.protocols.contains { $0.role == .view && $0.name == "ListsRouterOutput" } == true, "\(String(describing: lists))")
        #expect(!Self.lint(files).contains { $0.hasSuffix("router-strong-view") })
    }

    /// A protocol with no role name that the presenters of every module implement (a lifecycle)
    /// names no module: each controller is the view of the presenter class it keeps, and a
    /// controller keeping only that protocol joins none. Before, the protocol named all modules
    /// at once, each controller none, and the look-up grew with the square of the modules.
    @Test func aProtocolEveryPresenterImplementsNamesNoModule() {
        var files: [(String, String)] = [("Kit/Lifecycle.swift", "public protocol Lifecycle: AnyObject {}\n")]
        for name in ["Lists", "Tasks", "Notes"] {
            files += [
                (
                    "Kit/\(name)/\(name)Presenter.swift",
                    "import Foundation\n\nfinal class \(name)Presenter: Lifecycle {\n    var interactor: \(name)Interactor?\n}\n"
                ),
                ("Kit/\(name)/\(name)Interactor.swift", "import Foundation\n\nfinal class \(name)Interactor {}\n"),
                (
                    "Watch/\(name)/\(name)InterfaceController.swift",
                    "import WatchKit\n\nfinal class \(name)InterfaceController: WKInterfaceController {\n    var lifecycle: Lifecycle?\n    var presenter: \(name)Presenter!\n}\n"
                ),
            ]
        }
        files.append(
            (
                "Watch/Summary/ListsSummaryInterfaceController.swift",
                "import WatchKit\n\nfinal class ListsSummaryInterfaceController: WKInterfaceController {\n    var lifecycle: Lifecycle?\n}\n"
            ))
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        for module in model.apps.flatMap(\.modules) {
            let views = module.components.filter { $0.role == .view }.map(\.name)
            #expect(views == ["\(module.name)InterfaceController"], "\(module.name): \(views)")
        }
        #expect(model.apps.flatMap(\.modules).count == 3)
    }
}
