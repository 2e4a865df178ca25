import Architecture
import Diagnostics
import Lint
import Testing

/// Shapes of the round-eleven held-out apps, each as a small app that names no file of the
/// corpus; each fails without its rule.
struct RoundElevenShapeTests {
    static func lint(_ files: [(String, String)]) -> [String] {
        LintEngine().findingLines(files.map { SourceFile(path: $0.0, text: $0.1) })
    }

    /// Protocols named `<Module><Implementer><Caller>Interface`, the reverse of the directional
    /// names viperc reads first: the presenter implements `ChatPresenterInteractorInterface`,
    /// which the interactor holds. Before, the presenter's strong `interactor` was "its view",
    /// the interactor's protocol a view it references, and its strong output went unreported.
    @Test func implementerFirstDirectionalNamesFollowTheirImplementers() {
        let protocols = """
            protocol ChatPresenterViewInterface: AnyObject {
                func send(_ text: String)
            }
            protocol ChatPresenterInteractorInterface: AnyObject {}
            protocol ChatInteractorPresenterInterface: AnyObject {
                func send(_ text: String)
            }
            protocol ChatViewPresenterInterface: AnyObject {}

            """
        let presenter = """
            final class ChatPresenter {
                weak var view: ChatViewPresenterInterface?
                var interactor: ChatInteractorPresenterInterface!
            }

            extension ChatPresenter: ChatPresenterViewInterface {
                func send(_ text: String) { interactor.send(text) }
            }

            extension ChatPresenter: ChatPresenterInteractorInterface {}

            """
        let interactor = """
            final class ChatInteractor {
                var presenter: ChatPresenterInteractorInterface!
            }

            extension ChatInteractor: ChatInteractorPresenterInterface {
                func send(_ text: String) {}
            }

            """
        let view = """
            import UIKit

            final class ChatViewController: UIViewController, ChatViewPresenterInterface {
                var presenter: ChatPresenterViewInterface!
            }

            enum ChatModule {
                static func build() -> UIViewController {
                    let view = ChatViewController()
                    let presenter = ChatPresenter()
                    let interactor = ChatInteractor()
                    view.presenter = presenter
                    presenter.view = view
                    presenter.interactor = interactor
                    interactor.presenter = presenter
                    return view
                }
            }

            """
        let findings = Self.lint([
            ("App/Chat/ChatProtocols.swift", protocols), ("App/Chat/ChatPresenter.swift", presenter),
            ("App/Chat/ChatInteractor.swift", interactor), ("App/Chat/ChatViewController.swift", view),
        ])
        #expect(findings == ["App/Chat/ChatInteractor.swift:2 interactor-strong-output"], "\(findings)")
    }

    /// One screen's presenter split in parts: the earnings presenter keeps a presenter for its
    /// week tab (`var week = WeekEarningsPresenter()`), kept in a folder below its own, that
    /// no builder or router makes. Before, the part was a module 'WeekEarnings' and its use of
    /// the screen's interactor a reach into 'Earnings'.
    @Test func aPresenterKeptAsAPartOfAnotherIsItsModules() {
        let files = [
            (
                "App/Earnings/EarningsModule.swift",
                "import SwiftUI\n\nenum EarningsModule {\n    static func assemble() -> AnyView {\n        let interactor = EarningsInteractor()\n        let presenter = EarningsPresenter()\n        presenter.interactor = interactor\n        return AnyView(EarningsPage(presenter: presenter))\n    }\n}\n"
            ),
            (
                "App/Earnings/EarningsPresenter.swift",
                "import Foundation\n\nfinal class EarningsPresenter {\n    var interactor: EarningsInteractor! {\n        didSet { week.interactor = interactor }\n    }\n    var week = WeekEarningsPresenter()\n}\n"
            ),
            (
                "App/Earnings/EarningsInteractor.swift",
                "import Foundation\n\nfinal class EarningsInteractor {\n    func total() -> Int { 0 }\n}\n"
            ),
            (
                "App/Earnings/SubPresenters/WeekEarningsPresenter.swift",
                "import Foundation\n\nfinal class WeekEarningsPresenter {\n    var interactor: EarningsInteractor?\n    var total: Int { interactor?.total() ?? 0 }\n}\n"
            ),
            (
                "App/Earnings/Views/EarningsPage.swift",
                "import SwiftUI\n\nstruct EarningsPage: View {\n    @ObservedObject var presenter: EarningsPresenter\n    var body: some View { WeekEarningsView(presenter: presenter.week) }\n}\n"
            ),
            (
                "App/Earnings/Views/Tabs/WeekEarningsView.swift",
                "import SwiftUI\n\nstruct WeekEarningsView: View {\n    var presenter: WeekEarningsPresenter\n    var body: some View { Text(\"\\(presenter.total)\") }\n}\n"
            ),
        ]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        #expect(model.apps.flatMap(\.modules).map(\.name) == ["Earnings"])
        #expect(Self.lint(files) == [])
    }

    /// A router that keeps its own presenter and makes the next screen's presenter inline (a
    /// SwiftUI page it returns). Before, it "built presenters of 2 modules" and was an
    /// app-wide builder: its module had no router and the reach into 'Profile' went unreported.
    @Test func aRouterThatMakesTheNextPresenterInlineStaysItsModules() {
        func module(_ name: String, router: String) -> [(String, String)] {
            [
                (
                    "App/\(name)/\(name)Module.swift",
                    "import SwiftUI\n\nenum \(name)Module {\n    static func assemble() -> AnyView {\n        let router = \(name)Router()\n        let presenter = \(name)Presenter(router: router)\n        router.presenter = presenter\n        return AnyView(\(name)Page(presenter: presenter))\n    }\n}\n"
                ),
                (
                    "App/\(name)/\(name)Presenter.swift",
                    "import Foundation\n\nfinal class \(name)Presenter: ObservableObject {\n    let router: \(name)Router\n    init(router: \(name)Router) { self.router = router }\n}\n"
                ),
                (
                    "App/\(name)/\(name)Page.swift",
                    "import SwiftUI\n\nstruct \(name)Page: View {\n    @ObservedObject var presenter: \(name)Presenter\n    var body: some View { Text(\"\") }\n}\n"
                ),
                ("App/\(name)/\(name)Router.swift", router),
            ]
        }
        let listRouter =
            "import SwiftUI\n\nfinal class ListRouter {\n    weak var presenter: ListPresenter!\n    var profilePresenter: ProfilePresenter?\n\n    func profilePage() -> some View {\n        let presenter = ProfilePresenter(router: ProfileRouter())\n        profilePresenter = presenter\n        return ProfilePage(presenter: presenter)\n    }\n}\n"
        let profileRouter = "import SwiftUI\n\nfinal class ProfileRouter {\n    weak var presenter: ProfilePresenter!\n}\n"
        let files = module("List", router: listRouter) + module("Profile", router: profileRouter)
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        let list = model.apps.flatMap(\.modules).first { $0.name == "List" }
        #expect(list?.components.contains { $0.role == .router && $0.name == "ListRouter" } == true)
        #expect(Self.lint(files).contains("App/List/ListRouter.swift:5 cross-module-reach-in"), "\(Self.lint(files))")
    }

    /// A part two screens share: a price filter with its own presenter and view, and nothing
    /// that assembles or navigates, that the presenters of two listing modules each keep.
    /// Before, it was a module 'PriceFilter' that both listings reached into.
    @Test func aPresenterTwoModulesKeepIsASharedPart() {
        var files: [(String, String)] = [
            (
                "App/Common/PriceFilter/PriceFilterPresenter.swift",
                "import Foundation\n\nfinal class PriceFilterPresenter: ObservableObject {\n    @Published var maximum = 100\n}\n"
            ),
            (
                "App/Common/PriceFilter/PriceFilterView.swift",
                "import SwiftUI\n\nstruct PriceFilterView: View {\n    @ObservedObject var presenter: PriceFilterPresenter\n    var body: some View { Text(\"\\(presenter.maximum)\") }\n}\n"
            ),
        ]
        for name in ["Trails", "Homes"] {
            files += [
                (
                    "App/\(name)/\(name)Module.swift",
                    "import SwiftUI\n\nenum \(name)Module {\n    static func assemble() -> AnyView {\n        let presenter = \(name)Presenter(interactor: \(name)Interactor())\n        return AnyView(\(name)Page(presenter: presenter))\n    }\n}\n"
                ),
                (
                    "App/\(name)/\(name)Presenter.swift",
                    "import Foundation\n\nfinal class \(name)Presenter: ObservableObject {\n    let interactor: \(name)Interactor\n    let filter = PriceFilterPresenter()\n    init(interactor: \(name)Interactor) { self.interactor = interactor }\n}\n"
                ),
                ("App/\(name)/\(name)Interactor.swift", "import Foundation\n\nfinal class \(name)Interactor {}\n"),
                (
                    "App/\(name)/\(name)Page.swift",
                    "import SwiftUI\n\nstruct \(name)Page: View {\n    @ObservedObject var presenter: \(name)Presenter\n    var body: some View { PriceFilterView(presenter: presenter.filter) }\n}\n"
                ),
            ]
        }
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        #expect(model.apps.flatMap(\.modules).map(\.name).sorted() == ["Homes", "Trails"])
        #expect(Self.lint(files) == [])
    }

    /// A SwiftUI view named for no role (`…Page`) that keeps its presenter is that module's
    /// view, and what else it keeps is what it reaches: here another module's presenter as an
    /// environment object. Before, the page was no component at all.
    @Test func aSwiftUIValueThatKeepsAPresenterIsAView() {
        var files: [(String, String)] = []
        for name in ["Booking", "Profile"] {
            files += [
                (
                    "App/\(name)/\(name)Module.swift",
                    "import SwiftUI\n\nenum \(name)Module {\n    static func assemble() -> AnyView {\n        let presenter = \(name)Presenter(interactor: \(name)Interactor())\n        return AnyView(\(name)Page(presenter: presenter))\n    }\n}\n"
                ),
                (
                    "App/\(name)/\(name)Presenter.swift",
                    "import Foundation\n\nfinal class \(name)Presenter: ObservableObject {\n    let interactor: \(name)Interactor\n    init(interactor: \(name)Interactor) { self.interactor = interactor }\n}\n"
                ),
                ("App/\(name)/\(name)Interactor.swift", "import Foundation\n\nfinal class \(name)Interactor {}\n"),
            ]
        }
        files += [
            (
                "App/Booking/BookingPage.swift",
                "import SwiftUI\n\nstruct BookingPage: View {\n    @ObservedObject var presenter: BookingPresenter\n    @EnvironmentObject var profilePresenter: ProfilePresenter\n    var body: some View { Text(\"\") }\n}\n"
            ),
            (
                "App/Profile/ProfilePage.swift",
                "import SwiftUI\n\nstruct ProfilePage: View {\n    @ObservedObject var presenter: ProfilePresenter\n    var body: some View { Text(\"\") }\n}\n"
            ),
        ]
        let model = LintEngine().model(files.map { SourceFile(path: $0.0, text: $0.1) }, appRoots: [])
        let booking = model.apps.flatMap(\.modules).first { $0.name == "Booking" }
        #expect(booking?.components.contains { $0.role == .view && $0.name == "BookingPage" } == true)
        #expect(Self.lint(files) == ["App/Booking/BookingPage.swift:5 cross-module-reach-in"])
    }
}
