import Architecture
import CodeSource

/// Another module's view controller comes from that module's builder, assembled.
public struct DirectViewInstantiationRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "direct-view-instantiation",
        name: "Direct view instantiation",
        summary: "A router or view creates another module's view controller itself instead of asking that module's builder.",
        rationale:
            "A view controller made directly has no presenter, interactor or router: the module's assembly is skipped, or copied into every place that opens it. Many apps do this on purpose in small flows, so the rule is off by default; turn it on with 'direct-view-instantiation: on' under 'rules:' in '.viperc.yml'.",
        severity: .warning,
        triggering: [
            "final class HomeRouter {\n    func openDetails() { push(↓DetailsViewController()) }\n}\nfinal class HomePresenter {}\n\nfinal class DetailsViewController: UIViewController, DetailsViewInput {}\nfinal class DetailsPresenter {}\nfinal class DetailsRouter {}\n"
        ],
        nonTriggering: [
            // A factory the router is given makes the view controller: nothing is created here.
            "final class HomeRouter {\n    weak var composer: HomeComposer?\n    func openDetails() { push(composer!.detailsViewController()) }\n}\nprotocol HomeComposer: AnyObject {\n    func detailsViewController() -> DetailsViewController\n}\nfinal class HomePresenter {}\n\nfinal class DetailsViewController: UIViewController, DetailsViewInput {}\nfinal class DetailsPresenter {}\nfinal class DetailsRouter {}\n",
            "final class HomeRouter {\n    func openDetails() { push(DetailsRouter.createModule()) }\n}\nfinal class HomePresenter {}\n\nfinal class DetailsViewController: UIViewController, DetailsViewInput {}\nfinal class DetailsPresenter {}\nfinal class DetailsRouter {\n    static func createModule() -> UIViewController { DetailsViewController() }\n}\n",
        ],
        isOptIn: true)

    public func check(_ context: RuleContext) -> [RuleFinding] {
        [Role.router, .view].flatMap { role in
            ModuleOpening.findings(context, holder: role, targets: [.view], implementationsOnly: [.view]) { type, module, name, target in
                "\(role.rawValue) '\(type.name)' of module '\(module)' creates '\(name)' of module '\(target.module)' directly; build module '\(target.module)' through its builder so it gets its presenter"
            }
        }
    }
}
