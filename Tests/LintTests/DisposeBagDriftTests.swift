import Diagnostics
import Lint
import SpecParser
import TestSupport
import Testing

/// Avito's style: the view controller keeps no presenter property; the assembly hands the
/// presenter to the view's dispose bag (`viewController.addDisposable(presenter)`), a stored
/// `[AnyObject]` behind a protocol. The spec's strong `view.presenter` is then not missing: the
/// code may keep it there. A small app that names no file of the corpus.
struct DisposeBagDriftTests {
    static func drift(bag: String) throws -> [String] {
        let sources = [
            SourceFile(
                path: "App/Common/DisposeBag.swift",
                text:
                    "protocol Disposable: AnyObject {}\n\nprotocol DisposeBag {\n    func addDisposable(_ object: AnyObject)\n}\n\nfinal class DisposeBagImpl: DisposeBag {\n    private var disposables: \(bag) = []\n    func addDisposable(_ object: AnyObject) { disposables.append(object) }\n}\n"
            ),
            SourceFile(
                path: "App/Common/BaseViewController.swift",
                text:
                    "import UIKit\n\nclass BaseViewController: UIViewController {\n    let disposeBag: DisposeBag = DisposeBagImpl()\n    func addDisposable(_ object: AnyObject) { disposeBag.addDisposable(object) }\n}\n"
            ),
            SourceFile(
                path: "App/Shelf/ShelfViewController.swift",
                text:
                    "import UIKit\n\nprotocol ShelfViewInput: AnyObject {}\n\nfinal class ShelfViewController: BaseViewController, ShelfViewInput {}\n"
            ),
            SourceFile(
                path: "App/Shelf/ShelfPresenter.swift",
                text: "import Foundation\n\nfinal class ShelfPresenter {\n    weak var view: ShelfViewInput?\n}\n"),
            SourceFile(
                path: "App/Shelf/ShelfAssembly.swift",
                text:
                    "import UIKit\n\nfinal class ShelfAssembly {\n    func module() -> UIViewController {\n        let viewController = ShelfViewController()\n        let presenter = ShelfPresenter()\n        presenter.view = viewController\n        viewController.addDisposable(presenter)\n        return viewController\n    }\n}\n"
            ),
        ]
        return try SpecFolder.drift(
            config:
                "convention: role-named\nnaming:\n  types:\n    view: \"{Module}ViewController\"\n    presenter: \"{Module}Presenter\"\n    builder: \"{Module}Assembly\"\n",
            specs: ["Shelf.viper.yaml": "module: Shelf\nview:\npresenter:\nbuilder:\n"], sources: sources, lines: false)
    }

    @Test func aViewWithABagOfObjectsMayKeepItsPresenter() throws {
        let findings = try Self.drift(bag: "[AnyObject]")
        #expect(findings.isEmpty, "\(findings)")
    }

    /// A bag of one kind of thing (`[Disposable]`, RxSwift's) keeps no presenter, nor do a
    /// data source's rows (`[Any]`, from review).
    @Test(arguments: ["[Disposable]", "[Any]"])
    func aBagOfOneKindKeepsNoPresenter(_ bag: String) throws {
        let findings = try Self.drift(bag: bag)
        #expect(findings.contains("App/Shelf/ShelfViewController.swift drift-missing-reference"), "\(findings)")
    }
}
