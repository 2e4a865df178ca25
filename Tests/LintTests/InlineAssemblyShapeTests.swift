import Architecture
import Diagnostics
import Lint
import Testing

/// Modules that other components assemble inline: the assembling component keeps its own role
/// and module, and each construction of another module's presenter or interactor is a reach.
struct InlineAssemblyShapeTests {
    static func lint(_ files: [(String, String)]) -> [String] {
        LintEngine().findingLines(files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    /// A screen: presenter, interactor and view, assembled by someone else.
    static func screen(_ name: String) -> [(String, String)] {
        [
            (
                "App/\(name)/\(name)Presenter.swift",
                "import Foundation\n\nfinal class \(name)Presenter {\n    let interactor: \(name)Interactor\n    init(interactor: \(name)Interactor) { self.interactor = interactor }\n}\n"
            ),
            ("App/\(name)/\(name)Interactor.swift", "import Foundation\n\nfinal class \(name)Interactor {}\n"),
            (
                "App/\(name)/\(name)ViewController.swift",
                "import UIKit\n\nfinal class \(name)ViewController: UIViewController {\n    let presenter: \(name)Presenter\n    init(presenter: \(name)Presenter) { self.presenter = presenter; super.init(nibName: nil, bundle: nil) }\n    required init?(coder: NSCoder) { nil }\n}\n"
            ),
        ]
    }

    /// A router named for a screen that has its own presenter, keeping nothing of it, that makes
    /// two other screens' presenters. Before, building "presenters of 2 modules" made it an
    /// app-wide builder: 'Movie' had no router and neither construction was reported.
    @Test func aRouterNamedForAScreenThatAssemblesTwoOthersStaysThatScreens() {
        let router = """
            import UIKit

            final class MovieRouter {
                func detail() -> UIViewController {
                    let presenter = DetailPresenter(interactor: DetailInteractor())
                    return DetailViewController(presenter: presenter)
                }

                func seeAll() -> UIViewController {
                    let interactor = SeeAllInteractor()
                    let presenter = SeeAllPresenter(interactor: interactor)
                    return SeeAllViewController(presenter: presenter)
                }
            }

            """
        let files = Self.screen("Movie") + Self.screen("Detail") + Self.screen("SeeAll") + [("App/Movie/MovieRouter.swift", router)]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        let movie = model.apps.flatMap(\.modules).first { $0.name == "Movie" }
        #expect(movie?.components.contains { $0.role == .router && $0.name == "MovieRouter" } == true)
        #expect(model.apps.flatMap(\.shared).allSatisfy { $0.name != "MovieRouter" })
        let found = Self.lint(files)
        for line in ["App/Movie/MovieRouter.swift:5", "App/Movie/MovieRouter.swift:10", "App/Movie/MovieRouter.swift:11"] {
            #expect(found.contains("\(line) cross-module-reach-in"), "\(found)")
        }
    }

    /// A module's assembly that also makes the interactor of a cell module (one with its own
    /// presenter) for its view to hand the cells. Before, the interactor joined the assembly's
    /// module, the cell module's presenter followed it, and the two modules were one.
    @Test func anAssemblyMakingAnotherModulesInteractorKeepsTheModulesApart() {
        let cell = [
            (
                "Core/Progress/Cell/ProgressCellPresenter.swift",
                "import Foundation\n\nfinal class ProgressCellPresenter {\n    let interactor: ProgressCellInteractor\n    init(interactor: ProgressCellInteractor) { self.interactor = interactor }\n}\n"
            ),
            (
                "Core/Progress/Cell/ProgressCellService.swift",
                "import Foundation\n\nprotocol ProgressCellInteractor {}\nfinal class ProgressCellService: ProgressCellInteractor {}\n"
            ),
        ]
        let assembly = """
            import UIKit

            enum ShowsModule {
                static func setup() -> UIViewController {
                    let interactor = ShowsInteractor()
                    let presenter = ShowsPresenter(interactor: interactor)
                    return ShowsViewController(presenter: presenter, cells: ProgressCellService())
                }
            }

            """
        let view =
            "import UIKit\n\nfinal class ShowsViewController: UIViewController {\n    let presenter: ShowsPresenter\n    let cells: ProgressCellInteractor\n    init(presenter: ShowsPresenter, cells: ProgressCellInteractor) {\n        self.presenter = presenter\n        self.cells = cells\n        super.init(nibName: nil, bundle: nil)\n    }\n    required init?(coder: NSCoder) { nil }\n}\n"
        let files =
            cell + [
                (
                    "App/Shows/ShowsPresenter.swift",
                    "import Foundation\n\nfinal class ShowsPresenter {\n    let interactor: ShowsInteractor\n    init(interactor: ShowsInteractor) { self.interactor = interactor }\n}\n"
                ),
                ("App/Shows/ShowsInteractor.swift", "import Foundation\n\nfinal class ShowsInteractor {}\n"),
                ("App/Shows/ShowsViewController.swift", view),
                ("App/Shows/ShowsModule.swift", assembly),
            ]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        #expect(model.apps.flatMap(\.modules).map(\.name).sorted() == ["ProgressCell", "Shows"])
        #expect(Self.lint(files).contains("App/Shows/ShowsModule.swift:7 cross-module-reach-in"), "\(Self.lint(files))")
    }

    /// A router named for no screen (`FlowRouter`) that makes two screens' presenters is the app's
    /// builder: it reaches into nobody.
    @Test func aRouterNamedForNoScreenStaysAnAppWideBuilder() {
        let router = """
            import UIKit

            final class FlowRouter {
                func detail() -> UIViewController {
                    DetailViewController(presenter: DetailPresenter(interactor: DetailInteractor()))
                }

                func seeAll() -> UIViewController {
                    SeeAllViewController(presenter: SeeAllPresenter(interactor: SeeAllInteractor()))
                }
            }

            """
        let files = Self.screen("Detail") + Self.screen("SeeAll") + [("App/Flow/FlowRouter.swift", router)]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        #expect(model.apps.flatMap(\.shared).contains { $0.name == "FlowRouter" && $0.kind == .appWideBuilder })
        #expect(!Self.lint(files).contains { $0.hasSuffix("cross-module-reach-in") })
    }
}
