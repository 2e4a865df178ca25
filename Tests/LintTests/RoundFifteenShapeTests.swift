import Architecture
import CodeSource
import Diagnostics
import Lint
import SwiftLexer
import Testing

/// Shapes of the round-fifteen held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundFifteenShapeTests {
    /// A module `Main` in `folder`: a view, a presenter keeping its interactor through
    /// `interacting`, and the interactor.
    static func main(in folder: String, view: String, interactor: String, interacting: String) -> [SourceFile] {
        [
            SourceFile(
                path: "\(folder)/Main/MainPresenter.swift",
                text:
                    "import Foundation\n\nfinal class MainPresenter {\n    private let interactor: \(interacting)\n    weak var view: \(view)?\n    init(interactor: \(interacting)) { self.interactor = interactor }\n}\n"
            ),
            SourceFile(
                path: "\(folder)/Main/\(interactor).swift",
                text:
                    "import Foundation\n\nprotocol \(interacting): AnyObject {\n    func tokens() -> [String]\n}\n\nfinal class \(interactor): \(interacting) {\n    func tokens() -> [String] { [] }\n}\n"
            ),
            SourceFile(
                path: "\(folder)/Main/\(view).swift",
                text: view.hasSuffix("Controller")
                    ? "import UIKit\n\nfinal class \(view): UIViewController {\n    var presenter: MainPresenter!\n}\n"
                    : "import SwiftUI\n\nstruct \(view): View {\n    @ObservedObject var presenter: MainPresenter\n    var body: some View { Text(\"\") }\n}\n"
            ),
        ]
    }

    /// An iOS app and its watch app in one repository, each with a module named `Main` whose
    /// types share their names. A name in the code cannot say which of the two it means.
    /// Before, each `Main` reached into the other.
    @Test func namesakeModulesDoNotReachIntoEachOther() {
        let sources =
            Self.main(in: "App/Phone", view: "MainViewController", interactor: "MainModuleInteractor", interacting: "MainModuleInteracting")
            + Self.main(in: "App/Watch", view: "MainView", interactor: "MainInteractor", interacting: "MainInteracting")
        let findings = LintEngine().findingLines(sources)
        #expect(!findings.contains { $0.hasSuffix("cross-module-reach-in") }, "\(findings)")
    }
}
