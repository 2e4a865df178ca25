/// The roles a declared type can play, read from its name alone. Names are the weakest
/// evidence, so they only propose a role; conformance, assembly and folders decide the module.
enum TypeRoles {
    /// Protocol names a module publishes for other modules: implemented or used across modules
    /// by design, so never a reach-in.
    static let channelSuffixes = ["ModuleInput", "ModuleOutput", "ModuleDelegate", "Delegate", "ModuleConfigurable"]

    /// Directional protocol names, `<Module><From><To>Interface`, name the implementer last:
    /// `NotePresenterInteractorInterface` is what the presenter calls on the interactor.
    static let protocolSuffixes: [(String, LintRole)] = [
        ("PresenterViewInterface", .view), ("PresenterToViewProtocol", .view), ("ViewInterface", .view), ("ViewProtocol", .view),
        ("ViewInput", .view), ("ViewInputProtocol", .view), ("DisplayLogic", .view), ("View", .view), ("ViewController", .view),
        ("ViewPresenterInterface", .presenter), ("InteractorPresenterInterface", .presenter), ("ViewToPresenterProtocol", .presenter),
        ("InteractorToPresenterProtocol", .presenter), ("PresenterInterface", .presenter), ("PresenterProtocol", .presenter),
        ("ModuleInterface", .presenter), ("ViewOutput", .presenter), ("ViewOutputProtocol", .presenter),
        ("InteractorOutput", .presenter), ("InteractorOutputProtocol", .presenter), ("InteractorOutputInterface", .presenter),
        ("OutputInteractorProtocol", .presenter), ("EventHandler", .presenter), ("Presenter", .presenter),
        ("PresentationLogic", .presenter), ("ModuleInput", .presenter), ("ModuleOutput", .presenter),
        ("PresenterInteractorInterface", .interactor), ("PresenterToInteractorProtocol", .interactor),
        ("InteractorInterface", .interactor), ("InteractorInput", .interactor), ("InteractorInputProtocol", .interactor),
        ("InteractorProtocol", .interactor), ("InputInteractorProtocol", .interactor), ("Interactor", .interactor),
        ("BusinessLogic", .interactor),
        ("PresenterWireframeInterface", .router), ("PresenterRouterInterface", .router), ("PresenterToRouterProtocol", .router),
        ("WireframeInterface", .router), ("WireframeInput", .router), ("WireframeProtocol", .router), ("Wireframe", .router),
        ("RouterInterface", .router), ("RouterInput", .router), ("RouterProtocol", .router), ("Router", .router),
        ("RoutingLogic", .router),
        ("BuilderInterface", .builder), ("BuilderProtocol", .builder), ("ModuleBuilding", .builder), ("Builder", .builder),
        ("AssemblyProtocol", .builder), ("ModuleFactoryProtocol", .builder), ("ConfiguratorProtocol", .builder),
        ("FormatterInterface", .formatter), ("Formatter", .formatter),
    ]

    /// Implementation names; `Default` and `Impl` around the module name are dropped, so
    /// `PostsDefaultRouter` and `MediaPickerInteractorImpl` name modules `Posts` and `MediaPicker`.
    static let implementationSuffixes: [(String, LintRole)] = [
        ("ViewController", .view), ("View", .view), ("Presenter", .presenter), ("Interactor", .interactor),
        ("Wireframe", .router), ("Router", .router), ("Coordinator", .router), ("Builder", .builder), ("ModuleAssembly", .builder),
        ("Assembly", .builder),
        ("ModuleConfigurator", .builder), ("Configurator", .builder), ("ModuleFactory", .builder), ("ModuleBuilder", .builder),
        ("Formatter", .formatter),
    ]

    /// The implementation suffixes with a configuration's `roles:` applied: a role whose
    /// patterns the configuration replaced uses those patterns only.
    static func implementationSuffixes(configured patterns: [RolePattern]) -> [(String, LintRole)] {
        var result = implementationSuffixes
        for role in LintRole.allCases {
            let configured = patterns.filter { $0.role == role && !$0.isInterface }.map(\.suffix)
            let defaults = RolePattern.defaults.filter { $0.role == role && !$0.isInterface }.map(\.suffix)
            guard configured != defaults else { continue }
            result.removeAll { $0.1 == role }
            result += configured.map { ($0, role) }
        }
        return result
    }

    /// Names of composition roots: they wire the whole app and belong to no module.
    static func isCompositionRoot(_ name: String) -> Bool {
        if name == "AppDelegate" || name == "SceneDelegate" || name.hasSuffix("AppDelegate") || name.hasSuffix("SceneDelegate") {
            return true
        }
        if ["Dependencies", "DependencyContainer", "DIContainer", "Container", "Resolver", "Assembler", "CompositionRoot"].contains(where: {
            name.hasSuffix($0) && name.count > $0.count
        }) {
            return true
        }
        // `AppAssembly`, `AppBuilder`, `ApplicationRouter`: the app's own wiring, not a module's.
        if let found = implementationRole(name), ["App", "Application"].contains(found.prefix), [.builder, .router].contains(found.role) {
            return true
        }
        return false
    }

    /// The last four bytes of every suffix: a name that ends otherwise has no role, which most
    /// names of a large app find out with one set look-up.
    static let endings: Set<String> = Set(
        (protocolSuffixes.map(\.0) + implementationSuffixes.map(\.0) + channelSuffixes + ["Impl"]).map { String($0.suffix(4)) })

    /// The quick test's set for a table of suffixes; nil (no quick test) when a suffix is
    /// shorter than four characters.
    static func endings(of suffixes: [(String, LintRole)]) -> Set<String>? {
        guard suffixes.allSatisfy({ $0.0.count >= 4 }) else { return nil }
        return Set((suffixes.map(\.0) + ["Impl"]).map { String($0.suffix(4)) })
    }

    static func mayHaveRole(_ name: String, endings: Set<String>? = endings) -> Bool {
        guard let endings else { return true }
        return name.utf8.count > 4 && endings.contains(String(name.suffix(4)))
    }

    /// The role and module prefix a protocol's name proposes; the longest suffix wins.
    static func protocolRole(_ name: String) -> (role: LintRole, prefix: String, isChannel: Bool)? {
        guard mayHaveRole(name), !RolePattern.isTestDouble(name) else { return nil }
        let isChannel = channelSuffixes.contains { name.hasSuffix($0) && name.count > $0.count }
        var best: (String, LintRole)?
        for (suffix, role) in protocolSuffixes where name.hasSuffix(suffix) && name.count > suffix.count {
            if best == nil || suffix.count > best!.0.count { best = (suffix, role) }
        }
        if isChannel, best == nil {
            let suffix = channelSuffixes.first { name.hasSuffix($0) }!
            return (.presenter, String(name.dropLast(suffix.count)), true)
        }
        guard let (suffix, role) = best else { return nil }
        return (role, trimmed(String(name.dropLast(suffix.count))), isChannel)
    }

    /// The role a protocol the app does not declare proposes: only the explicit protocol forms
    /// (`HomeViewInput`, `HomeWireframeInterface`), so framework classes such as
    /// `UIViewController` or `SKView` propose nothing.
    static func undeclaredProtocolRole(_ name: String) -> (role: LintRole, prefix: String, isChannel: Bool)? {
        guard let found = protocolRole(name) else { return nil }
        let explicit = protocolSuffixes.contains { !bareRoleWords.contains($0.0) && name.hasSuffix($0.0) && name.count > $0.0.count }
        return explicit || found.isChannel ? found : nil
    }

    static let bareRoleWords: Set<String> = [
        "View", "ViewController", "Presenter", "Interactor", "Router", "Wireframe", "Builder", "Formatter",
    ]

    /// The role and module prefix an implementation's name proposes.
    static func implementationRole(
        _ name: String, suffixes: [(String, LintRole)] = implementationSuffixes, endings: Set<String>? = endings
    ) -> (role: LintRole, prefix: String)? {
        guard mayHaveRole(name, endings: endings), !RolePattern.isTestDouble(name) else { return nil }
        var base = name
        if base.hasSuffix("Impl"), base.count > 4 { base.removeLast(4) }
        var best: (String, LintRole)?
        for (suffix, role) in suffixes where base.hasSuffix(suffix) && base.count > suffix.count {
            if best == nil || suffix.count > best!.0.count { best = (suffix, role) }
        }
        guard let (suffix, role) = best else { return nil }
        return (role, trimmed(String(base.dropLast(suffix.count))))
    }

    /// Drops the words the conventions put between the module name and the role.
    static func trimmed(_ prefix: String) -> String {
        var prefix = prefix
        for word in ["Default", "Module", "Scene", "Screen"] where prefix.hasSuffix(word) && prefix.count > word.count {
            prefix.removeLast(word.count)
        }
        for word in ["Input", "Output"] where prefix.hasSuffix(word) && prefix.count > word.count {
            prefix.removeLast(word.count)
        }
        return prefix
    }

    /// Folder names that hold one role's files inside a module folder.
    /// ASCII-only lowercasing: folder names are compared with the ASCII words of
    /// `roleFolders`, and `lowercased()` does full Unicode case mapping.
    static func asciiLowercased(_ text: Substring) -> String {
        String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    static let roleFolders: Set<String> = [
        "view", "views", "viewcontroller", "viewcontrollers", "controller", "controllers", "presenter", "presenters", "interactor",
        "interactors", "router", "routers", "wireframe", "wireframes", "assembly", "assemblies", "builder", "builders",
        "configurator", "configurators", "module", "protocols", "interfaces", "contracts", "contract", "entity", "entities",
        "model", "models", "viewmodel", "viewmodels", "cells", "subviews", "ui", "io", "factory", "output", "input", "services",
        "service", "dependencies", "localization", "helpers", "extensions", "components",
    ]
}
