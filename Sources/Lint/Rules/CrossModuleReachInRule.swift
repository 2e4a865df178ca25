import CodeSource

/// Modules talk through their published channels; another module's presenter and interactor
/// are its insides.
public struct CrossModuleReachInRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "cross-module-reach-in",
        name: "Cross-module reach-in",
        summary: "A component of one module uses the presenter or interactor of another module, or reaches it through that module's view.",
        rationale:
            "A module is a unit with one way in: its builder or wireframe assembles it and its published channels (`*ModuleInput`, `*ModuleOutput`, a delegate it declares) carry what others may say to it. Naming another module's presenter or interactor couples two screens so that neither can change alone. Module boundaries come from the architecture model (`viperc graph`): assembly, conformance and folders before names. A module's own assembly, composition roots and types that many modules share are never reach-ins.",
        severity: .warning,
        triggering: [
            "final class HomePresenter {\n    func open() { _ = ↓DetailsPresenter() }\n}\nfinal class HomeViewController: UIViewController, HomeViewInterface {}\n\nfinal class DetailsPresenter {}\nfinal class DetailsInteractor {}\n",
            "final class HomeInteractor {\n    private let details: ↓DetailsInteractorInput\n}\nfinal class HomePresenter {}\n\nprotocol DetailsInteractorInput {}\nfinal class DetailsInteractor: DetailsInteractorInput {}\nfinal class DetailsPresenter {}\n",
            "final class ChildViewController: UIViewController, ChildViewInput {\n    weak var parentView: ParentViewController?\n    func appear() { ↓parentView?.presenter?.viewWillAppear() }\n}\nfinal class ChildPresenter {}\n\nfinal class ParentViewController: UIViewController, ParentViewInput {\n    var presenter: ParentPresenter?\n}\nfinal class ParentPresenter {}\n",
            // Through a computed property declared in the class, from an extension of it.
            "final class SplitViewController: UIViewController, SplitViewInput {\n    var tabs: TabsViewController? { children.first as? TabsViewController }\n}\n\nextension SplitViewController {\n    func update() { ↓tabs?.presenter.reload() }\n}\nfinal class SplitPresenter {}\n\nfinal class TabsViewController: UIViewController, TabsViewInput {\n    var presenter: TabsPresenter!\n}\nfinal class TabsPresenter {}\n",
            // Through a cast to the other module's view, in a statement of its own.
            "final class LogViewController: UIViewController, LogViewInput {\n    var presenter: LogPresenter!\n    func close() {\n        presenter.closed()\n        (children.first as? ↓GroupsViewController)?.presenter.clear()\n    }\n}\nfinal class LogPresenter {}\n\nfinal class GroupsViewController: UIViewController, GroupsViewInput {\n    var presenter: GroupsPresenter!\n}\nfinal class GroupsPresenter {}\n",
            // Through a cast to the other module's view.
            "final class LogViewController: UIViewController, LogViewInput {\n    func close() { (children.first as? ↓GroupsViewController)?.presenter.clear() }\n}\nfinal class LogPresenter {}\n\nfinal class GroupsViewController: UIViewController, GroupsViewInput {\n    var presenter: GroupsPresenter!\n}\nfinal class GroupsPresenter {}\n",
            // From a router, through a local bound by a cast to the other module's view.
            "final class CartRouter {\n    weak var view: UIViewController?\n    func back(_ items: [String]) {\n        guard let stack = view?.navigationController?.viewControllers,\n            let look = stack.first as? LookViewController else { return }\n        ↓look.output?.add(items)\n    }\n}\nfinal class CartPresenter {}\n\nfinal class LookViewController: UIViewController, LookViewInput {\n    var output: LookPresenter?\n}\nfinal class LookPresenter {}\n",
            // A role protocol is a component too: a router protocol that hands out another module's presenter.
            "protocol GameRouterProtocol: AnyObject {\n    func showSideBar() -> ↓SideBarPresenterProtocol\n}\nfinal class GameRouter {}\nfinal class GamePresenter {}\n\nprotocol SideBarPresenterProtocol: AnyObject {}\nfinal class SideBarPresenter: SideBarPresenterProtocol {}\nfinal class SideBarRouter {}\n",
            // A typo in the presenter's name does not make it another module: conformance places it.
            "protocol ResetPasswordPresenterProtocol {}\nfinal class ResetPasswortPresenter: ResetPasswordPresenterProtocol {}\nfinal class ResetPasswordViewController: UIViewController {\n    var presenter: ResetPasswordPresenterProtocol!\n    func open() { _ = ↓LoginPresenter() }\n}\n\nfinal class LoginPresenter {}\nfinal class LoginRouter {}\n",
        ],
        nonTriggering: [
            "final class HomeRouter {\n    func openDetails() { let next = DetailsBuilder.build() }\n}\nfinal class HomePresenter {}\n\nfinal class DetailsBuilder {\n    static func build() -> UIViewController { UIViewController() }\n}\nfinal class DetailsPresenter {}\n",
            "final class HomePresenter: DetailsModuleOutput {\n    var details: DetailsModuleInput?\n}\nfinal class HomeInteractor {}\n\nprotocol DetailsModuleInput: AnyObject {}\nprotocol DetailsModuleOutput: AnyObject {}\nfinal class DetailsPresenter: DetailsModuleInput {}\nfinal class DetailsRouter {}\n",
            "protocol ResetPasswordPresenterProtocol {}\nfinal class ResetPasswortPresenter: ResetPasswordPresenterProtocol {}\nfinal class ResetPasswordViewController: UIViewController {\n    var presenter: ResetPasswordPresenterProtocol!\n}\nfinal class ResetPasswordRouter {}\n",
            "final class AppBuilder {\n    func home() -> UIViewController { HomeViewController(presenter: HomePresenter()) }\n    func details() -> UIViewController { DetailsViewController(presenter: DetailsPresenter()) }\n}\nfinal class HomePresenter { let next = AppBuilder() }\nfinal class HomeViewController: UIViewController {}\nfinal class DetailsPresenter {}\nfinal class DetailsViewController: UIViewController {}\n",
            "final class AccountInteractor {}\n\nfinal class HomePresenter {\n    let account: AccountInteractor\n}\nfinal class HomeRouter {}\n\nfinal class ProfilePresenter {\n    let account: AccountInteractor\n}\nfinal class ProfileRouter {}\n",
            "final class AppDelegate {\n    let presenter = HomePresenter()\n}\nfinal class HomePresenter {}\nfinal class HomeRouter {}\n",
            // Its own computed `content`, though another view of the file has one of that name.
            "final class AlphaViewController: UIViewController, AlphaViewInput {\n    var presenter: AlphaPresenter!\n    var content: BetaViewController? { children.first as? BetaViewController }\n}\nfinal class AlphaPresenter {}\nfinal class GammaViewController: UIViewController, GammaViewInput {\n    var presenter: GammaPresenter!\n    var content: GammaListView? { view.subviews.first as? GammaListView }\n    func bind() { content?.output = presenter }\n}\nfinal class GammaPresenter {}\nfinal class GammaListView: UIView { weak var output: GammaPresenter? }\nfinal class BetaViewController: UIViewController, BetaViewInput { var presenter: BetaPresenter! }\nfinal class BetaPresenter {}\n",
            // A cast inside a call's arguments: the reach is into what the call returns.
            "final class LogViewController: UIViewController, LogViewInput {\n    var presenter: LogPresenter!\n    func embed(_ child: UIViewController?) -> LogChildView? { nil }\n    func bind(_ vc: UIViewController) { embed(vc as? GroupsViewController)?.output = presenter }\n}\nfinal class LogPresenter {}\nfinal class LogChildView: UIView { weak var output: LogPresenter? }\nfinal class GroupsViewController: UIViewController, GroupsViewInput { var presenter: GroupsPresenter! }\nfinal class GroupsPresenter {}\n",
            // A protocol named for the module it names (its delegate, implemented by the opener) talks about that module.
            "protocol LoginPresenterDelegate: AnyObject {\n    func loginDidFinish(_ login: LoginPresenterProtocol)\n}\nextension LoginPresenterDelegate {\n    func loginDidFinish(_ login: LoginPresenterProtocol) {}\n}\nfinal class HomePresenter: LoginPresenterDelegate {}\nfinal class HomeRouter {}\n\nprotocol LoginPresenterProtocol: AnyObject {}\nfinal class LoginPresenter: LoginPresenterProtocol {}\nfinal class LoginRouter {}\n",
            // A module without a view: its opener keeps the presenter its builder returns.
            "final class HomeRouter {\n    private var sync: SyncPresenterProtocol?\n    func startSync() { sync = SyncBuilder.build() }\n}\nfinal class HomePresenter {}\n\nprotocol SyncPresenterProtocol: AnyObject {}\nfinal class SyncPresenter: SyncPresenterProtocol {}\nfinal class SyncInteractor {}\nenum SyncBuilder {\n    static func build() -> SyncPresenterProtocol { SyncPresenter() }\n}\n",
            // The reached member cast at once to the channel the other module publishes.
            "final class CartRouter {\n    func open(_ storyboard: UIStoryboard) {\n        guard let look = storyboard.instantiateInitialViewController() as? LookViewController,\n            let input = look.output as? LookModuleInput else { return }\n        input.configure()\n    }\n}\nfinal class CartPresenter {}\n\nprotocol LookModuleInput: AnyObject { func configure() }\nfinal class LookViewController: UIViewController, LookViewInput {\n    var output: LookViewOutput?\n}\nprotocol LookViewOutput: AnyObject {}\nfinal class LookPresenter: LookViewOutput, LookModuleInput { func configure() {} }\n",
            // Its own view, through a cast: no other module.
            "final class HomeViewController: UIViewController, HomeViewInput {\n    var presenter: HomePresenter!\n    func again(_ other: UIViewController) { (other as? HomeViewController)?.presenter.reload() }\n}\nfinal class HomePresenter {}\n",
        ])

    /// Two modules of one name (`Main` and `Main (Watch App/Main)`: an app's iOS and watchOS
    /// targets, or a stale copy) declare types of the same names, and a name in the code
    /// cannot say which of the two it means.
    static func areNamesakes(_ a: String, _ b: String) -> Bool {
        // Only a name made unique by its folder has the qualifier.
        guard a.utf8.contains(UInt8(ascii: "(")) || b.utf8.contains(UInt8(ascii: "(")) else { return false }
        func base(_ name: String) -> Substring { name.range(of: " (").map { name[..<$0.lowerBound] } ?? name[...] }
        return base(a) == base(b)
    }

    public func check(_ context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for (type, assignment) in zip(context.file.types, context.typeRoles) {
            // Role protocols are components too (`GameRouterApi` returning another module's
            // `GameSideBarPresenterApi`), except one named for the module it names, which talks
            // about that module (`LoginPresenterDelegate`, implemented by its opener).
            guard let holder = assignment, context.index.modules.contains(holder.module) else { continue }
            // A component that adopts a role protocol another module shares as a base
            // (`CardSecInteractor: WebBrowserInteractorInput`) plays that role for the module
            // and may name its companions. Worked out only when a mention needs it.
            var adopted: Set<String>?
            let mentions = RuleHelpers.firstMentions(in: type) { name in
                guard let target = context.role(ofName: name), target.module != holder.module,
                    !Self.areNamesakes(target.module, holder.module), !context.index.isChannel(name),
                    !holder.isInterface || !NameAffix.hasPrefix(type.name, target.module),
                    // A module without a view that its builder assembles hands its opener its
                    // presenter to keep.
                    target.role != .presenter || !context.index.viewlessModules.contains(target.module),
                    context.index.modules.contains(target.module), target.role == .presenter || target.role == .interactor
                else { return false }
                if adopted == nil {
                    let bases = context.file.types.filter { $0.name == type.name }.flatMap(\.inherits)
                    adopted = Set(
                        bases.compactMap { base in context.role(ofName: base) == nil ? TypeRoles.protocolRole(base)?.prefix : nil })
                }
                return !adopted!.contains(target.module)
            }
            for mention in mentions {
                let target = context.role(ofName: mention.value)!
                findings.append(
                    RuleFinding(
                        "\(holder.role.rawValue) '\(type.name)' of module '\(holder.module)' uses \(target.role.rawValue) '\(mention.value)' of module '\(target.module)'; talk to it through a channel it publishes (its module input or output) and open it through its builder or router",
                        at: mention.location))
            }
            guard [.view, .router, .interactor, .presenter].contains(holder.role) else { continue }
            // One finding per way in: the same property or local reaching the same member of the
            // same module again (`vc.presenter.update(…)`, then `vc.presenter.show()`) is the same
            // reach; one name bound to two modules' views makes two.
            var reported = Set<String>()
            for reach in type.memberReaches
            where ["presenter", "output", "eventHandler", "viewOutput", "interactor"].contains(reach.member) {
                // Cast at once to a channel the other module publishes (`vc.output as?
                // DetailsModuleInput`): that is its way in.
                guard reach.castTo.map({ !context.index.isChannel($0) }) ?? true,
                    let typeNames = reach.throughCast
                        ? [reach.base] : RuleHelpers.typeNames(of: reach.base, in: type, file: context.file, line: reach.location.line),
                    let target = typeNames.lazy.compactMap({ context.role(ofName: $0) }).first,
                    target.role == .view, target.module != holder.module, !Self.areNamesakes(target.module, holder.module)
                else { continue }
                guard reported.insert(target.module + "\u{0}" + reach.base + "." + reach.member).inserted else { continue }
                let through = reach.throughCast ? "a cast to its view '\(reach.base)'" : "its view '\(reach.base)'"
                findings.append(
                    RuleFinding(
                        "\(holder.role.rawValue) '\(type.name)' of module '\(holder.module)' reaches the \(reach.member) of module '\(target.module)' through \(through); let module '\(target.module)' publish an output for this",
                        at: reach.location))
            }
        }
        return findings
    }
}
