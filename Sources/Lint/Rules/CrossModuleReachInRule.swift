/// Modules meet at their routers and builders only.
public struct CrossModuleReachInRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "cross-module-reach-in",
        name: "Cross-module reach-in",
        summary:
            "A type of one module uses the view, presenter or interactor of another module, or anything but a router or builder uses another module's router or builder.",
        rationale:
            "A module is a unit with one way in: its builder or wireframe assembles it, and only the neighbouring module's router opens it. Reaching into another module's view, presenter or interactor couples two screens so that neither can change alone. Only modules that have a presenter, interactor or router count, so reusable views such as 'HeaderView' are not mistaken for modules.",
        severity: .warning,
        triggering: [
            "final class HomePresenter {\n    func open() { _ = ↓DetailsPresenter() }\n}\n\nfinal class DetailsPresenter {}\n",
            "final class HomeWireframe {\n    func openDetails() { let view = ↓DetailsViewController() }\n}\n\nfinal class DetailsViewController: UIViewController {}\nfinal class DetailsWireframe {}\n",
            "final class HomePresenter {\n    let next: ↓DetailsWireframe? = nil\n}\n\nfinal class DetailsWireframe {}\n",
        ],
        nonTriggering: [
            "final class HomeWireframe {\n    func openDetails() { let next = DetailsWireframe.makeModule() }\n}\n\nfinal class DetailsWireframe {\n    static func makeModule() -> UIViewController { UIViewController() }\n}\n",
            "final class HomeBuilder {\n    func next() -> DetailsBuilder { DetailsBuilder() }\n}\n\nfinal class DetailsBuilder {}\n",
            "final class HomePresenter {\n    private let view: HomeViewInterface? = nil\n    private let interactor: HomeInteractor? = nil\n}\n",
            "struct ContentView: View {\n    var body: some View { PlayerListView() }\n}\n\nstruct PlayerListView: View {\n    var body: some View { EmptyView() }\n}\n",
        ])

    public func check(_ context: RuleContext) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for (type, assignment) in zip(context.file.types, context.typeRoles) {
            guard let holder = assignment, !holder.isInterface || type.kind == .extension,
                context.index.modules.contains(holder.module)
            else { continue }
            let gateway: Set<LintRole> = [.router, .builder]
            let mentions = RuleHelpers.firstMentions(in: type) { name in
                guard let target = context.role(ofName: name), target.module != holder.module,
                    context.index.modules.contains(target.module)
                else { return false }
                if context.configuration.uiTypes.contains(where: { $0.matches(name) }) { return false }
                switch target.role {
                case .view, .presenter, .interactor: return true
                case .router, .builder: return !gateway.contains(holder.role)
                case .formatter: return false
                }
            }
            for mention in mentions {
                let target = context.role(ofName: mention.value)!
                let advice =
                    [.router, .builder].contains(target.role)
                    ? "only module '\(holder.module)''s router or builder may open module '\(target.module)'"
                    : "open module '\(target.module)' through its builder or wireframe"
                findings.append(
                    RuleFinding(
                        "\(holder.role.rawValue) '\(type.name)' of module '\(holder.module)' uses \(target.role.rawValue) '\(mention.value)' of module '\(target.module)'; \(advice)",
                        at: mention.location))
            }
        }
        return findings
    }
}
