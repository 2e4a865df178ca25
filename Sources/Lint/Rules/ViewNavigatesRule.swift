import Architecture
import CodeSource

/// Navigation is the router's job; a view that opens other modules hides the app's flow.
public struct ViewNavigatesRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view-navigates",
        name: "View navigates",
        summary: "A view opens another module itself, through that module's builder, assembly or router.",
        rationale:
            "The view reports user events to its presenter, which decides, and the router opens the next module. A view that builds or routes to another module takes the decision away from the presenter, cannot be tested without that module, and hides a route from the app's navigation graph.",
        severity: .warning,
        triggering: [
            "final class HomeViewController: UIViewController, HomeViewInput {\n    @objc func openDetails() {\n        navigationController?.pushViewController(↓DetailsRouter.createModule(), animated: true)\n    }\n}\nfinal class HomePresenter {}\n\nfinal class DetailsRouter {\n    static func createModule() -> UIViewController { UIViewController() }\n}\nfinal class DetailsPresenter {}\n",
            "final class HomeViewController: UIViewController, HomeViewInput {\n    let settings = ↓SettingsModuleBuilder()\n}\nfinal class HomePresenter {}\n\nfinal class SettingsModuleBuilder {\n    func build() -> SettingsPresenter { SettingsPresenter() }\n}\nfinal class SettingsPresenter {}\nfinal class SettingsRouter {}\n",
            // A builder it was handed, called.
            "final class HomeViewController: UIViewController, HomeViewInput {\n    var settingsBuilder: SettingsModuleBuilder!\n    @objc func openSettings() { present(↓settingsBuilder.build(), animated: true) }\n}\nfinal class HomePresenter {}\n\nfinal class SettingsModuleBuilder {\n    func build() -> UIViewController { SettingsViewController(presenter: SettingsPresenter()) }\n}\nfinal class SettingsViewController: UIViewController {}\nfinal class SettingsPresenter {}\nfinal class SettingsRouter {}\n",
            // A local given another module's public interface, which its router implements.
            "final class HomeViewController: UIViewController, HomeViewInput {\n    @objc func openCart() {\n        @Dependency var cart: CartModuleInterface\n        present(↓cart.createModule(), animated: true)\n    }\n}\nfinal class HomePresenter {}\n\nprotocol CartModuleInterface {\n    func createModule() -> UIViewController\n}\nfinal class CartRouter: CartModuleInterface {\n    func createModule() -> UIViewController { UIViewController() }\n}\nfinal class CartPresenter {}\n",
            // A factory it holds, whose protocol says it returns another module's screen.
            "final class HomeViewController: UIViewController, HomeViewInput {\n    var presenter: HomePresenter!\n    weak var composer: HomeComposer!\n}\nextension HomeViewController {\n    @objc func openDetails() { show(↓composer.detailsViewController(id: 1), sender: nil) }\n}\nprotocol HomeComposer: AnyObject {\n    func detailsViewController(id: Int) -> DetailsViewController\n}\nfinal class HomePresenter {}\n\nfinal class DetailsViewController: UIViewController {}\nfinal class DetailsPresenter {}\n",
            // A builder handed out by the app's module factory under the protocol only it adopts.
            "final class MainViewController: UITabBarController, MainViewInput {\n    var factory: ModuleFactory?\n    func setUp() { viewControllers = [↓factory?.dashboardModule.assemble()].compactMap { $0 } }\n}\nfinal class MainPresenter {}\n\nprotocol ModuleFactory: AnyObject {\n    var dashboardModule: DashboardAssembly { get }\n}\nprotocol DashboardAssembly {\n    func assemble() -> UIViewController\n}\nfinal class DashboardAssemblyImpl: DashboardAssembly {\n    func assemble() -> UIViewController { DashboardViewController(presenter: DashboardPresenter()) }\n}\nfinal class DashboardViewController: UIViewController {}\nfinal class DashboardPresenter {}\n",
            // Through the view file's private helper, used by the view alone.
            "final class RootViewController: UITabBarController, RootViewInput {\n    func showTabs() { viewControllers = Tab.allCases.map(\\.viewController) }\n}\nenum Tab: CaseIterable { case home }\nprivate extension Tab {\n    var viewController: UIViewController { ↓HomeBuilder.build() }\n}\nfinal class RootPresenter {}\n\nenum HomeBuilder {\n    static func build() -> UIViewController { HomeViewController() }\n}\nfinal class HomeViewController: UIViewController {}\nfinal class HomePresenter {}\n",
            // A module built through a catalogue of modules (Viperit's `ViperitModule` enum).
            "final class ReceiptsViewController: UIViewController, ReceiptsViewInterface {\n    func preview() -> UIViewController { AppModules.↓editReceipt.build().view }\n}\nfinal class ReceiptsPresenter {}\n\nenum AppModules: String, ViperitModule {\n    case receipts, editReceipt\n}\nfinal class EditReceiptPresenter {}\nfinal class EditReceiptRouter {}\n",
        ],
        nonTriggering: [
            // A helper of the file that is not private is the app's, not the view's.
            "final class RootViewController: UITabBarController, RootViewInput {\n    func showTabs() { viewControllers = Tab.allCases.map(\\.viewController) }\n}\nenum Tab: CaseIterable { case home }\nextension Tab {\n    var viewController: UIViewController { HomeBuilder.build() }\n}\nfinal class RootPresenter {}\n\nenum HomeBuilder {\n    static func build() -> UIViewController { HomeViewController() }\n}\nfinal class HomeViewController: UIViewController {}\nfinal class HomePresenter {}\n",
            // The view's own presenter hands it the pages to show: the view builds nothing.
            "final class MenuViewController: UIViewController, MenuViewInput {\n    var output: MenuViewOutput!\n    override func viewDidLoad() { addChild(output.listViewController) }\n}\nprotocol MenuViewOutput: AnyObject {\n    var listViewController: ListViewController { get }\n}\nfinal class MenuPresenter: MenuViewOutput {\n    var listViewController: ListViewController { ListViewController() }\n}\n\nfinal class ListViewController: UIViewController {}\nfinal class ListPresenter {}\n",
            "final class HomeViewController: UIViewController, HomeViewInput {\n    var presenter: HomePresenter!\n    @objc func openDetails() { presenter.didSelectDetails() }\n}\nfinal class HomePresenter {\n    func didSelectDetails() {}\n}\n\nfinal class DetailsRouter {}\nfinal class DetailsPresenter {}\n",
            "final class HomeRouter {\n    func openDetails() { _ = DetailsRouter.createModule() }\n}\nfinal class HomePresenter {}\n\nfinal class DetailsRouter {\n    static func createModule() -> UIViewController { UIViewController() }\n}\nfinal class DetailsPresenter {}\n",
            // A catalogue entry that names no module of the app.
            "final class ReceiptsViewController: UIViewController, ReceiptsViewInterface {\n    let badge = AppModules.badge.build()\n}\nfinal class ReceiptsPresenter {}\n\nenum AppModules: String, ViperitModule {\n    case badge\n}\nfinal class TripsPresenter {}\n",
            // An enum of endpoints is no catalogue, though a case is named like a module.
            "final class ReceiptsViewController: UIViewController, ReceiptsViewInterface {\n    let request = Endpoint.editReceipt.build()\n}\nfinal class ReceiptsPresenter {}\n\nenum Endpoint {\n    case editReceipt\n}\nfinal class EditReceiptPresenter {}\nfinal class EditReceiptRouter {}\n",
        ])

    public func check(_ context: RuleContext) -> [RuleFinding] {
        ModuleOpening.findings(context, holder: .view, targets: [.builder, .router], factoryTargets: [.view, .builder, .router]) {
            type, module, name, target in
            "view '\(type.name)' of module '\(module)' opens module '\(target.module)' through '\(name)'; tell the presenter, and let the router open it"
        }
    }
}

/// Shared by the rules about one module opening another.
enum ModuleOpening {
    static func findings(
        _ context: RuleContext, holder role: Role, targets: Set<Role>, implementationsOnly: Set<Role> = [],
        factoryTargets: Set<Role> = [], message: (TypeDecl, String, String, RoleAssignment) -> String
    ) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        // A view's file-private helpers that it uses (`private extension Tab { var
        // viewController: … }`, `Tab.allCases` in the view) and the types nested in it open
        // modules for it: theirs are the view's calls.
        let views = Set(context.types(.view).map(\.name))
        // By index, each helper once: a view and its extensions may all use it.
        var helped = Set<Int>()
        for type in context.types(role) {
            guard let holder = context.role(of: type) else { continue }
            var helpers: [TypeDecl] = []
            if role == .view {
                for index in context.file.types.indices where !helped.contains(index) {
                    let helper = context.file.types[index]
                    guard helper.parent == type.name || (helper.isFilePrivate && type.references.contains { $0.value == helper.name }),
                        !views.contains(helper.name), context.role(of: helper) == nil
                    else { continue }
                    helped.insert(index)
                    helpers.append(helper)
                }
            }
            for source in [type] + helpers {
                findings += openings(
                    context, holder: holder, type: type, source: source, targets: targets,
                    implementationsOnly: implementationsOnly, message: message)
            }
            if !factoryTargets.isEmpty {
                findings += factoryFindings(type, holder: holder, targets: factoryTargets, context: context, message: message)
            }
        }
        return findings
    }

    /// The module openings in the calls of `source` (the holder's `type` or a helper of it).
    static func openings(
        _ context: RuleContext, holder: RoleAssignment, type: TypeDecl, source: TypeDecl, targets: Set<Role>,
        implementationsOnly: Set<Role>, message: (TypeDecl, String, String, RoleAssignment) -> String
    ) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        // Opening a module is a call: a property typed with its builder opens nothing yet.
        let mentions = source.calls.filter { mention in
            let name = mention.value
            guard let target = context.role(ofName: name), target.module != holder.module, !context.index.isChannel(name),
                context.index.modules.contains(target.module), targets.contains(target.role)
            else { return false }
            return !(implementationsOnly.contains(target.role) && target.isInterface)
        }
        for mention in mentions {
            findings.append(
                RuleFinding(message(type, holder.module, mention.value, context.role(ofName: mention.value)!), at: mention.location))
        }
        // `detailsBuilder.build()`: a call through a property (or a typed local) that holds
        // another module's builder, known by its type or, behind a generic type
        // (`Factory<UIViewController>`), by its name (`detailsBuilder`).
        for call in source.buildCalls {
            if let catalogue = call.catalogue {
                // `AppModules.editReceipt.build()`: the module the catalogue's entry names.
                guard targets.contains(.builder),
                    let module = ModuleCatalogue.module(
                        catalogue: catalogue, entry: call.base, catalogues: context.index.moduleCatalogues,
                        isModule: { context.index.modules.contains($0) }),
                    module != holder.module
                else { continue }
                let target = RoleAssignment(role: .builder, module: module, isInterface: false)
                findings.append(RuleFinding(message(type, holder.module, catalogue + "." + call.base, target), at: call.location))
                continue
            }
            // A property of the type or of its other declarations in the file (the call made
            // in an extension), or a local given the builder (`@Dependency var cart:
            // CartModuleInterface`).
            guard let declared = RuleHelpers.typeNames(of: call.base, in: source, file: context.file) else { continue }
            let candidates = declared + [call.base.prefix(1).uppercased() + call.base.dropFirst()]
            for name in candidates {
                guard let target = context.role(ofName: name), target.module != holder.module, !context.index.isChannel(name),
                    context.index.modules.contains(target.module), targets.contains(target.role),
                    target.role == .builder || target.role == .router
                else { continue }
                findings.append(RuleFinding(message(type, holder.module, name, target), at: call.location))
                break
            }
        }
        return findings
    }

    /// `composer.detailsViewController(router: self)`: a call through a held factory (no
    /// component) whose protocol says it returns another module's component of `targets`. The
    /// property may be declared in the type's main body and the call made in an extension of
    /// the same file; a property declared in another file is not looked up.
    static func factoryFindings(
        _ type: TypeDecl, holder: RoleAssignment, targets: Set<Role>, context: RuleContext,
        message: (TypeDecl, String, String, RoleAssignment) -> String
    ) -> [RuleFinding] {
        guard !type.factoryCalls.isEmpty else { return [] }
        var findings: [RuleFinding] = []
        for call in type.factoryCalls {
            let declared: [String]
            if let local = type.typedLocals.first(where: { $0.name == call.base && $0.endLine == nil }) {
                declared = [local.type]
            } else if let property = context.file.types.lazy.filter({ $0.name == type.name }).flatMap(\.properties).first(where: {
                $0.name == call.base && !$0.isStatic
            }) {
                declared = property.typeNames
            } else {
                continue
            }
            // Through a component or a role protocol (`output.listViewController`, the presenter
            // handing its view the pages to show) the holder asks; it builds nothing itself.
            for name in declared where context.role(ofName: name) == nil {
                guard let made = context.factories.result(of: call.member, in: name), let target = context.role(ofName: made),
                    target.module != holder.module, !context.index.isChannel(made),
                    context.index.modules.contains(target.module), targets.contains(target.role)
                else { continue }
                findings.append(RuleFinding(message(type, holder.module, "\(call.base).\(call.member)", target), at: call.location))
                break
            }
        }
        return findings
    }
}
