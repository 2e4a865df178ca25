import Architecture
import Diagnostics
import Lint
import Testing

/// Shapes of the round-nine held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundNineShapeTests {
    /// Two screens without interactors of their own; a domain layer's use case is named for the
    /// second screen (`ChainUseCase`, made by a provider), and the first screen's presenter is
    /// what uses it.
    static func app(chainPresenterUsesTheUseCase: Bool) -> [SourceFile] {
        let chainUse = chainPresenterUsesTheUseCase ? "    let useCase: ChainUseCase = ChainUseCaseProvider.provide()\n" : ""
        return [
            SourceFile(
                path: "Domain/UseCase/Chain/ChainUseCase.swift",
                text:
                    "import Foundation\n\nprotocol ChainUseCase {\n    func chain(of id: Int) -> [Int]\n}\n\nstruct ChainUseCaseImpl: ChainUseCase {\n    func chain(of id: Int) -> [Int] { [id] }\n}\n"
            ),
            SourceFile(
                path: "Domain/UseCase/Chain/ChainUseCaseProvider.swift",
                text:
                    "import Foundation\n\nenum ChainUseCaseProvider {\n    static func provide() -> ChainUseCase { ChainUseCaseImpl() }\n}\n"
            ),
            SourceFile(
                path: "Presentation/Modules/Detail/Presenter/DetailPresenter.swift",
                text:
                    "import Foundation\n\nprotocol DetailPresenter: AnyObject {\n    func viewDidLoad()\n}\n\nfinal class DetailPresenterImpl: DetailPresenter {\n    weak var view: DetailView?\n    let wireframe: DetailWireframe\n    let chainUseCase: ChainUseCase\n    init(wireframe: DetailWireframe, chainUseCase: ChainUseCase) {\n        self.wireframe = wireframe\n        self.chainUseCase = chainUseCase\n    }\n    func viewDidLoad() { view?.show(chain: chainUseCase.chain(of: 1)) }\n}\n"
            ),
            SourceFile(
                path: "Presentation/Modules/Detail/View/DetailViewController.swift",
                text:
                    "import UIKit\n\nprotocol DetailView: AnyObject {\n    func show(chain: [Int])\n}\n\nfinal class DetailViewController: UIViewController, DetailView {\n    var presenter: DetailPresenter!\n    func show(chain: [Int]) {}\n}\n"
            ),
            SourceFile(
                path: "Presentation/Modules/Detail/Wireframe/DetailWireframe.swift",
                text:
                    "import UIKit\n\nprotocol DetailWireframe: AnyObject {\n    func showChain()\n}\n\nfinal class DetailWireframeImpl: DetailWireframe {\n    weak var viewController: UIViewController?\n    func showChain() { viewController?.navigationController?.pushViewController(ChainBuilder.build(), animated: true) }\n}\n"
            ),
            SourceFile(
                path: "Presentation/Modules/Detail/Builder/DetailBuilder.swift",
                text:
                    "import UIKit\n\nenum DetailBuilder {\n    static func build() -> UIViewController {\n        let view = DetailViewController()\n        let wireframe = DetailWireframeImpl()\n        let presenter = DetailPresenterImpl(wireframe: wireframe, chainUseCase: ChainUseCaseProvider.provide())\n        presenter.view = view\n        view.presenter = presenter\n        wireframe.viewController = view\n        return view\n    }\n}\n"
            ),
            SourceFile(
                path: "Presentation/Modules/Chain/Presenter/ChainPresenter.swift",
                text:
                    "import Foundation\n\nprotocol ChainPresenter: AnyObject {\n    func viewDidLoad()\n}\n\nfinal class ChainPresenterImpl: ChainPresenter {\n    weak var view: ChainView?\n    let wireframe: ChainWireframe\n\(chainUse)    init(wireframe: ChainWireframe) {\n        self.wireframe = wireframe\n    }\n    func viewDidLoad() {}\n}\n"
            ),
            SourceFile(
                path: "Presentation/Modules/Chain/View/ChainViewController.swift",
                text:
                    "import UIKit\n\nprotocol ChainView: AnyObject {}\n\nfinal class ChainViewController: UIViewController, ChainView {\n    var presenter: ChainPresenter!\n}\n"
            ),
            SourceFile(
                path: "Presentation/Modules/Chain/Wireframe/ChainWireframe.swift",
                text:
                    "import UIKit\n\nprotocol ChainWireframe: AnyObject {}\n\nfinal class ChainWireframeImpl: ChainWireframe {\n    weak var viewController: UIViewController?\n}\n"
            ),
            SourceFile(
                path: "Presentation/Modules/Chain/Builder/ChainBuilder.swift",
                text:
                    "import UIKit\n\nenum ChainBuilder {\n    static func build() -> UIViewController {\n        let view = ChainViewController()\n        let wireframe = ChainWireframeImpl()\n        let presenter = ChainPresenterImpl(wireframe: wireframe)\n        presenter.view = view\n        view.presenter = presenter\n        wireframe.viewController = view\n        return view\n    }\n}\n"
            ),
        ]
    }

    static func interactor(of module: String, in files: [SourceFile]) -> String? {
        let model = LintEngine().model(files, appRoots: [])
        return model.apps.flatMap(\.modules).first { $0.name == module }?.components.first { $0.role == .interactor }?.name
    }

    /// Before: the use case joined 'Chain' by its name alone, and the detail presenter's use of
    /// it was reported as reaching into 'Chain'.
    @Test func aUseCaseNamedForAScreenThatOnlyAnotherScreenUsesIsNotThatScreens() {
        let files = Self.app(chainPresenterUsesTheUseCase: false)
        #expect(Self.interactor(of: "Chain", in: files) == nil)
        let findings = LintEngine().lint(files, appRoots: []).map { "\($0.location.path):\($0.location.line) \($0.ruleID)" }
        #expect(!findings.contains { $0.hasSuffix("cross-module-reach-in") }, "\(findings)")
    }

    /// The same use case, used by the screen it is named for, stays that screen's interactor,
    /// and the other screen's use of it still reaches into that module.
    @Test func aUseCaseItsOwnScreenUsesStaysItsInteractor() {
        let files = Self.app(chainPresenterUsesTheUseCase: true)
        #expect(Self.interactor(of: "Chain", in: files) == "ChainUseCaseImpl")
        let findings = LintEngine().lint(files, appRoots: []).map { "\($0.location.path):\($0.location.line) \($0.ruleID)" }
        #expect(
            findings.contains {
                $0.hasPrefix("Presentation/Modules/Detail/Presenter/DetailPresenter.swift") && $0.hasSuffix("cross-module-reach-in")
            }, "\(findings)")
    }
}
