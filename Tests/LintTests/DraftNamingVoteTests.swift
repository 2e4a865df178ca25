import Architecture
import Diagnostics
import Lint
import Testing

/// The protocol names `viperc init --from` gives a role in `viperc.yml` come from the code's
/// majority; a name that other modules' protocols carry while no type of the app adopts them is
/// evidence against it. Each model is small and names no app of the corpus.
struct DraftNamingVoteTests {
    static func at(_ path: String) -> Diagnostics.SourceLocation { Diagnostics.SourceLocation(path: path, line: 1, column: 1) }

    /// A screen of `name`: a controller adopting no view protocol of its name and a presenter
    /// adopting `{name}Presentable`; with `cell`, a cell class of the module adopting
    /// `{name}TableViewCellProtocol`, the one vote for that name.
    static func screen(_ name: String, cell: Bool) -> ModuleModel {
        let folder = "App/\(name)"
        var components = [
            Component(role: .view, name: "\(name)ViewController", location: at("\(folder)/\(name)ViewController.swift"), evidence: []),
            Component(
                role: .presenter, name: "\(name)Presenter", location: at("\(folder)/\(name)Presenter.swift"), evidence: [],
                conformances: ["\(name)Presentable"]),
        ]
        var protocols = [
            Component(role: .presenter, name: "\(name)Presentable", location: at("\(folder)/\(name)Protocols.swift"), evidence: [])
        ]
        let cellProtocol = Component(
            role: .view, name: "\(name)TableViewCellProtocol", location: at("\(folder)/\(name)Protocols.swift"), evidence: [],
            members: [])
        if cell {
            // A module whose own cell class adopts it: the only vote for the name.
            components.append(
                Component(
                    role: .view, name: "\(name)TableViewCell", location: at("\(folder)/Cells/\(name)TableViewCell.swift"),
                    evidence: [], conformances: [cellProtocol.name]))
            protocols.append(cellProtocol)
        }
        return ModuleModel(name: name, folder: folder, components: components, protocols: protocols)
    }

    static func naming(of app: AppModel) -> String {
        SpecDrafter.drafts(of: app, name: "App").first { $0.name == "viperc.yml" }?.text ?? ""
    }

    /// One module's cell adopts `DetailTableViewCellProtocol`; the app also declares
    /// `GatherTableViewCellProtocol` and `ConfirmTableViewCellProtocol`, which none of its types
    /// adopts (an extension of `UITableViewCell` does). Before, the one vote made
    /// `{Module}TableViewCellProtocol` every module's view protocol, and `lint --spec` then
    /// compared the cells' protocols with the views' specs.
    @Test func aNameOtherModulesGiveProtocolsTheirTypesDoNotAdoptIsNoRolesName() {
        var app = AppModel(
            root: "App",
            modules: [Self.screen("Detail", cell: true), Self.screen("Gather", cell: false), Self.screen("Confirm", cell: false)])
        // Declared by the app and adopted by none of its types (an extension of `UITableViewCell`
        // adopts them in the code).
        app.unadoptedProtocols = ["ConfirmTableViewCellProtocol", "GatherTableViewCellProtocol"]
        let config = Self.naming(of: app)
        #expect(!config.contains("TableViewCellProtocol"), Comment(rawValue: config))
        // The presenters' protocols, which every module's presenter adopts, still name the role.
        #expect(config.contains("presenter: \"{Module}Presentable\""), Comment(rawValue: config))
    }

    /// Where no protocol of that name goes unadopted (another module's may be adopted by a view
    /// model the model did not take for its presenter), the one module's name stands.
    @Test func aNameNoOtherModuleContradictsStands() {
        var app = AppModel(root: "App", modules: [Self.screen("Detail", cell: true), Self.screen("Gather", cell: false)])
        app.unadoptedProtocols = []
        let config = Self.naming(of: app)
        #expect(config.contains("view: \"{Module}TableViewCellProtocol\""), Comment(rawValue: config))
    }

    /// What the code model counts as unadopted: a protocol only an extension of a framework
    /// class adopts, not one an app type adopts in an extension of its own or through a type
    /// alias.
    @Test func aProtocolOnlyAFrameworkClassAdoptsIsUnadopted() {
        let files: KeyValuePairs<String, String> = [
            "App/Gather/GatherProtocols.swift":
                "protocol GatherTableViewCellProtocol: AnyObject {\n    func setText(_ text: String?)\n}\n\nprotocol GatherViewModelProtocol: AnyObject {\n    func load()\n}\n\nprotocol GatherViewProtocol: AnyObject {}\n\nprotocol GatherThemeable: AnyObject {}\n\ntypealias GatherScreen = GatherViewProtocol & GatherThemeable\n",
            "App/Gather/GatherViewController.swift":
                "import UIKit\n\nfinal class GatherViewController: UIViewController, GatherScreen {\n    var viewModel: GatherViewModelProtocol!\n}\n\nextension UITableViewCell: GatherTableViewCellProtocol {\n    func setText(_ text: String?) {}\n}\n",
            "App/Gather/GatherViewModel.swift":
                "final class GatherViewModel {}\n\nextension GatherViewModel: GatherViewModelProtocol {\n    func load() {}\n}\n",
        ]
        let apps = LintEngine().model(ModelRecoveryTests.sources(files), appRoots: []).apps
        #expect(apps.map(\.unadoptedProtocols) == [["GatherTableViewCellProtocol"]])
    }

    /// A protocol named as the spec names a role's that no type adopts is no interface of a
    /// module whose type of the role exists (a view model replaced the presenter); where the
    /// module has no such type, it is all the code says of the role, and is kept (an output
    /// protocol a use-case interactor's methods take, whose presenters are in other apps).
    @Test func anUnadoptedNamedProtocolCountsOnlyWhereTheRoleHasNoType() {
        let output = Component(role: .presenter, name: "RateInteractorOutput", location: Self.at("App/Rate/Rate.swift"), evidence: [])
        let module = ModuleModel(name: "Rate", components: [], protocols: [output])
        let presenter = Component(role: .presenter, name: "RateViewModel", location: Self.at("App/Rate/RateViewModel.swift"), evidence: [])
        let named: Set<String> = ["RateInteractorOutput"]
        let unadopted: Set<String> = ["RateInteractorOutput"]
        #expect(
            DriftCheck.roleProtocols(of: module, role: .presenter, named: named, implementer: nil, unadopted: unadopted).map(\.name)
                == ["RateInteractorOutput"])
        #expect(DriftCheck.roleProtocols(of: module, role: .presenter, named: named, implementer: presenter, unadopted: unadopted).isEmpty)
        #expect(DriftCheck.roleProtocols(of: module, role: .presenter, named: named, implementer: presenter, unadopted: []).count == 1)
    }
}
