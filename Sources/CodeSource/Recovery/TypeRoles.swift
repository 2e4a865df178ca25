import Architecture

/// The roles a declared type can play, read from its name alone. Names are the weakest
/// evidence, so they only propose a role; conformance, assembly and folders decide the module.
package enum TypeRoles {
    /// Protocol names a module publishes for other modules: implemented or used across modules
    /// by design, so never a reach-in.
    package static let channelSuffixes = ["ModuleInput", "ModuleOutput", "ModuleDelegate", "Delegate", "ModuleConfigurable"]

    /// Directional protocol names, `<Module><From><To>Interface`, name the implementer last:
    /// `NotePresenterInteractorInterface` is what the presenter calls on the interactor.
    package static let protocolSuffixes: [(String, Role)] = [
        ("PresenterViewInterface", .view), ("PresenterToViewProtocol", .view), ("ViewInterface", .view), ("ViewProtocol", .view),
        ("ViewInput", .view), ("ViewInputProtocol", .view), ("DisplayLogic", .view), ("View", .view), ("ViewController", .view),
        ("ViewControllerInput", .view), ("ViewControllerProtocol", .view), ("ViewControllerOutput", .presenter),
        ("ViewPresenterInterface", .presenter), ("InteractorPresenterInterface", .presenter), ("ViewToPresenterProtocol", .presenter),
        ("InteractorToPresenterProtocol", .presenter), ("PresenterInterface", .presenter), ("PresenterProtocol", .presenter),
        ("ModuleInterface", .presenter), ("ViewOutput", .presenter), ("ViewOutputProtocol", .presenter),
        ("InteractorOutput", .presenter), ("InteractorOutputProtocol", .presenter), ("InteractorOutputInterface", .presenter),
        ("OutputInteractorProtocol", .presenter), ("EventHandler", .presenter), ("Presenter", .presenter),
        ("PresentationLogic", .presenter), ("ModuleInput", .presenter), ("ModuleOutput", .presenter),
        ("PresenterInteractorInterface", .interactor), ("PresenterToInteractorProtocol", .interactor),
        ("InteractorInterface", .interactor), ("InteractorInput", .interactor), ("InteractorInputProtocol", .interactor),
        ("InteractorProtocol", .interactor), ("InputInteractorProtocol", .interactor), ("Interactor", .interactor),
        ("BusinessLogic", .interactor), ("UseCaseOutput", .presenter), ("UseCase", .interactor), ("Interacting", .interactor),
        ("Presenting", .presenter), ("Routing", .router),
        ("PresenterWireframeInterface", .router), ("PresenterRouterInterface", .router), ("PresenterToRouterProtocol", .router),
        ("WireframeInterface", .router), ("WireframeInput", .router), ("WireframeProtocol", .router), ("Wireframe", .router),
        ("RouterInterface", .router), ("RouterInput", .router), ("RouterProtocol", .router), ("Router", .router),
        ("RoutingLogic", .router),
        // Clean Swift's names with the role word before `Logic` (`SplashInteractorLogic`).
        ("ViewControllerLogic", .view), ("PresenterLogic", .presenter), ("InteractorLogic", .interactor), ("RouterLogic", .router),
        ("BuilderInterface", .builder), ("BuilderProtocol", .builder), ("ModuleBuilding", .builder), ("Builder", .builder),
        ("AssemblyProtocol", .builder), ("ModuleFactoryProtocol", .builder), ("ConfiguratorProtocol", .builder),
        ("FormatterInterface", .formatter), ("Formatter", .formatter),
        // A role's protocol for one counterpart, the role first (`TracklistPresenterProtocolView`,
        // `TracklistPresenterProtocolInteractor`: the presenter's faces).
        ("PresenterProtocolView", .presenter), ("PresenterProtocolInteractor", .presenter),
        // Viperit's module template (`XModuleApi.swift`).
        ("ViewApi", .view), ("PresenterApi", .presenter), ("InteractorApi", .interactor), ("RouterApi", .router),
    ]

    /// Implementation names; `Default` and `Impl` around the module name are dropped, so
    /// `PostsDefaultRouter` and `MediaPickerInteractorImpl` name modules `Posts` and `MediaPicker`.
    /// `*VC` is read apart: see `shortViewControllerPrefix`.
    package static let implementationSuffixes: [(String, Role)] = [
        ("ViewController", .view), ("View", .view), ("Presenter", .presenter), ("Interactor", .interactor),
        // `WireFrame` with a capital F too; its protocols take the role from the classes adopting them.
        ("UseCase", .interactor), ("Wireframe", .router), ("WireFrame", .router), ("Router", .router), ("Coordinator", .router),
        ("Builder", .builder),
        ("ModuleAssembly", .builder),
        ("Assembly", .builder),
        ("ModuleConfigurator", .builder), ("Configurator", .builder), ("ModuleFactory", .builder), ("ModuleBuilder", .builder),
        // Generamba's module initializer, which makes the module's configurator configure it.
        ("ModuleInitializer", .builder),
        ("Formatter", .formatter),
    ]

    package static let implementationTable = SuffixTable(implementationSuffixes)

    /// The implementation suffixes with a configuration's `roles:` applied: a role whose
    /// patterns the configuration replaced uses those patterns only.
    package static func implementationSuffixes(configured patterns: [RolePattern]) -> [(String, Role)] {
        var result = implementationSuffixes
        for role in Role.allCases {
            let configured = patterns.filter { $0.role == role && !$0.isInterface }.map(\.suffix)
            let defaults = RolePattern.defaults.filter { $0.role == role && !$0.isInterface }.map(\.suffix)
            guard configured != defaults else { continue }
            result.removeAll { $0.1 == role }
            result += configured.map { ($0, role) }
        }
        return result
    }

    /// Names of composition roots: they wire the whole app and belong to no module.
    package static func isCompositionRoot(_ name: String) -> Bool {
        if NameAffix.hasSuffix(name, "AppDelegate") || NameAffix.hasSuffix(name, "SceneDelegate") {
            return true
        }
        if compositionRootTable.hasProperSuffix(name) {
            return true
        }
        // `AppAssembly`, `AppBuilder`, `ApplicationRouter`: the app's own wiring, not a module's.
        if let found = implementationRole(name), ["App", "Application"].contains(found.prefix), [.builder, .router].contains(found.role) {
            return true
        }
        return false
    }

    package static let compositionRootTable = SuffixTable(
        ["Dependencies", "DependencyContainer", "DIContainer", "Container", "Resolver", "Assembler", "CompositionRoot"].map { ($0, ()) })

    /// The last four bytes of every suffix: a name that ends otherwise has no role, which most
    /// names of a large app find out with one set look-up.
    package static let endings: Set<UInt32> = Set(
        (protocolSuffixes.map(\.0) + implementationSuffixes.map(\.0) + channelSuffixes + ["Impl"]).compactMap(ending))

    /// The quick test's set for a table of suffixes; nil (no quick test) when a suffix is
    /// shorter than four bytes.
    package static func endings(of suffixes: [(String, Role)]) -> Set<UInt32>? {
        guard suffixes.allSatisfy({ $0.0.utf8.count >= 4 }) else { return nil }
        return Set((suffixes.map(\.0) + ["Impl"]).compactMap(ending))
    }

    /// A name's last four bytes as one number; nil for shorter names.
    package static func ending(_ name: String) -> UInt32? {
        let bytes = name.utf8
        guard bytes.count >= 4 else { return nil }
        return bytes.suffix(4).reduce(0) { $0 << 8 | UInt32($1) }
    }

    package static func mayHaveRole(_ name: String, endings: Set<UInt32>? = endings) -> Bool {
        guard let endings else { return true }
        guard name.utf8.count > 4, let ending = ending(name) else { return false }
        return endings.contains(ending)
    }

    /// Whether `name` is `prefix`, a word of `role`, a word of another role, then `Interface`
    /// or `Protocol`: `ConversationPresenterInteractorInterface` with presenter.
    package static func namesRoleFirst(_ name: String, after prefix: String, role: Role) -> Bool {
        guard NameAffix.hasPrefix(name, prefix) else { return false }
        let rest = name.utf8.dropFirst(prefix.utf8.count)
        for word in roleWords(role) where rest.starts(with: word.utf8) {
            let after = rest.dropFirst(word.utf8.count)
            for other in [Role.view, .presenter, .interactor, .router] where other != role {
                for otherWord in roleWords(other) {
                    if after.elementsEqual((otherWord + "Interface").utf8) || after.elementsEqual((otherWord + "Protocol").utf8) {
                        return true
                    }
                }
            }
        }
        return false
    }

    /// The words that name a role in a protocol's name.
    package static func roleWords(_ role: Role) -> [String] {
        switch role {
        case .view: ["View"]
        case .presenter: ["Presenter"]
        case .interactor: ["Interactor"]
        case .router: ["Router", "Wireframe"]
        default: []
        }
    }

    /// The role and module prefix a protocol's name proposes; the longest suffix wins.
    /// - Parameter anyClosingWord: whether a module-first directional name closed by a word the
    ///   tables lack (`…ToPresenterConformable`) is read; not for names the app does not declare.
    package static func protocolRole(_ name: String, anyClosingWord: Bool = true) -> (role: Role, prefix: String, isChannel: Bool)? {
        guard mayHaveRole(name) else {
            // `ChatInteractorToPresenterConformable`: the directional form, whatever word closes it.
            guard anyClosingWord, let found = RolePattern.moduleFirstDirectionalRole(name), !RolePattern.isTestDouble(name) else {
                return nil
            }
            return (found.role, found.module, false)
        }
        guard !RolePattern.isTestDouble(name) else { return nil }
        if let directional = RolePattern.directionalRole(name) { return (directional.role, directional.module, false) }
        let isChannel = channelTable.hasProperSuffix(name)
        let best = protocolTable.longestProperSuffix(of: name)
        if isChannel, best == nil {
            let suffix = channelTable.firstSuffix(of: name)!
            return (.presenter, NameAffix.droppingLast(suffix.length, of: name), true)
        }
        guard let best else {
            // `ChatInteractorToPresenterConformable`: the directional form, whatever word closes it.
            return anyClosingWord ? RolePattern.moduleFirstDirectionalRole(name).map { ($0.role, $0.module, false) } : nil
        }
        guard let prefix = RolePattern.withoutCaller(NameAffix.droppingLast(best.length, of: name)) else { return nil }
        return (best.value, trimmed(prefix), isChannel)
    }

    /// The role a protocol the app does not declare proposes: only the explicit protocol forms
    /// (`HomeViewInput`, `HomeWireframeInterface`), so framework classes such as
    /// `UIViewController` or `SKView` propose nothing.
    package static func undeclaredProtocolRole(_ name: String) -> (role: Role, prefix: String, isChannel: Bool)? {
        guard let found = protocolRole(name, anyClosingWord: false) else { return nil }
        let explicit = explicitProtocolTable.hasProperSuffix(name)
        return explicit || found.isChannel ? found : nil
    }

    package static let protocolTable = SuffixTable(protocolSuffixes)
    package static let channelTable = SuffixTable(channelSuffixes.map { ($0, ()) })
    /// The protocol suffixes that are more than a bare role word.
    package static let explicitProtocolTable = SuffixTable(protocolSuffixes.filter { !bareRoleWords.contains($0.0) })

    /// A name that is a role word and nothing else (`Coordinator`, `Router`): no module's.
    package static func isBareRoleName(_ name: String) -> Bool {
        bareRoleWords.contains(name) || implementationSuffixes.contains { $0.0 == name }
    }

    package static let bareRoleWords: Set<String> = [
        "View", "ViewController", "Presenter", "Interactor", "UseCase", "Router", "Wireframe", "Builder", "Formatter",
        "Presenting", "Interacting", "Routing",
    ]

    /// The role and module prefix an implementation's name proposes.
    package static func implementationRole(
        _ name: String, table: SuffixTable<Role> = implementationTable, endings: Set<UInt32>? = endings
    ) -> (role: Role, prefix: String)? {
        // `Map.Controller`: a role word only inside a namespace, where the scanner qualified it.
        if name.utf8.last == UInt8(ascii: "r"), NameAffix.hasProperSuffix(name, ".Controller") {
            return (.view, trimmed(NameAffix.droppingLast(10, of: name)))
        }
        // `HomeVC`: a view controller's short name, after a word (not `PaymentCVC`, `HEVC`),
        // where `*ViewController` names views (a configuration may replace them). Outside the
        // suffix tables, whose quick test needs four-byte suffixes.
        if name.utf8.last == UInt8(ascii: "C"), let view = shortViewControllerPrefix(name),
            table.longestProperSuffix(of: "HomeViewController")?.value == .view
        {
            return (.view, trimmed(view))
        }
        guard mayHaveRole(name, endings: endings), !RolePattern.isTestDouble(name) else { return nil }
        let base = NameAffix.hasProperSuffix(name, "Impl") ? NameAffix.droppingLast(4, of: name) : name
        guard let best = table.longestProperSuffix(of: base) else { return nil }
        let prefix = trimmed(NameAffix.droppingLast(best.length, of: base))
        // A DI container's assembly of one layer (Swinject's `InteractorAssembly`,
        // `PresenterAssembly`) registers that layer of every module: app-wide, no module's.
        if best.value == .builder, layerWords.contains(prefix) { return nil }
        return (best.value, prefix)
    }

    /// The name before `VC` when a lower-case letter or a digit ends it (`PayVC`, `Step2VC`).
    package static func shortViewControllerPrefix(_ name: String) -> String? {
        let bytes = name.utf8
        guard bytes.count > 3, bytes.suffix(2).elementsEqual("VC".utf8) else { return nil }
        let before = bytes[bytes.index(bytes.endIndex, offsetBy: -3)]
        let isWordEnd =
            (before >= UInt8(ascii: "a") && before <= UInt8(ascii: "z")) || (before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9"))
        guard isWordEnd, !RolePattern.isTestDouble(name) else { return nil }
        return String(decoding: bytes.dropLast(2), as: UTF8.self)
    }

    /// What a layer's assembly is called after its layer (`PresenterAssembly`): no module.
    package static let assemblyWords: Set<String> = ["Assembly", "Builder", "Configurator", "Factory", "Container"]

    /// Role words, singular and plural, that name a whole layer rather than a module.
    package static let layerWords: Set<String> = [
        "View", "Views", "ViewController", "ViewControllers", "Presenter", "Presenters", "Interactor", "Interactors",
        "Router", "Routers", "Wireframe", "Wireframes", "UseCase", "UseCases",
    ]

    /// Role-first names, where the role word leads and the module follows: `PresenterLogin`,
    /// `InteractorLogin`, `RouterLogin`, and protocols `PresenterLoginProtocol`,
    /// `InputInteractorLoginProtocol`, `OutputInteractorLoginProtocol` (the interactor's output,
    /// which the presenter implements). Only a type in a role folder is read this way (see
    /// `ModelRecovery.proposeRoles`): `RouterConfig` elsewhere is no router.
    package static func roleFirstRole(_ name: String, isProtocol: Bool) -> (role: Role, prefix: String)? {
        // Most names start with none of the words: one look at the first byte rules them out.
        guard let first = name.utf8.first,
            first == UInt8(ascii: "P") || first == UInt8(ascii: "I") || first == UInt8(ascii: "R")
                || first == UInt8(ascii: "W") || (isProtocol && first == UInt8(ascii: "O"))
        else { return nil }
        var rest = Substring(name)
        if isProtocol {
            guard let suffix = ["Protocol", "Interface"].first(where: { rest.hasSuffix($0) && rest.count > $0.count }) else { return nil }
            rest = rest.dropLast(suffix.count)
        }
        var output = false
        for direction in ["Input", "Output"] where isProtocol && rest.hasPrefix(direction) {
            output = direction == "Output"
            rest = rest.dropFirst(direction.count)
        }
        let words: [(String, Role)] = [("Presenter", .presenter), ("Interactor", .interactor), ("Router", .router), ("Wireframe", .router)]
        guard let (word, role) = words.first(where: { rest.hasPrefix($0.0) }) else { return nil }
        let module = rest.dropFirst(word.count)
        guard module.count >= 2, let first = module.unicodeScalars.first, first.properties.isUppercase,
            !bareRoleWords.contains(String(module)), !assemblyWords.contains(String(module)), implementationRole(String(module)) == nil
        else { return nil }
        return (output && role == .interactor ? .presenter : role, String(module))
    }

    /// Whether a folder's last part is a role folder (`Presenter/`, `Interactor/`, …).
    package static func isRoleFolder(_ folder: String) -> Bool {
        let utf8 = folder.utf8
        let start = utf8.lastIndex(of: UInt8(ascii: "/")).map { utf8.index(after: $0) } ?? utf8.startIndex
        return roleFolders.contains(asciiLowercased(folder[start...]))
    }

    /// Role words that, as the whole name of a type nested in a namespace, give it its role.
    /// `Controller` is the view controller of a namespace whose `View` is its content view;
    /// `Module…` names the namespace's assembly (`Map.ModuleAssembly`).
    package static let namespacedRoleWords: Set<String> = [
        "View", "ViewController", "Controller", "Presenter", "Interactor", "Router", "Wireframe", "Builder", "Assembly",
        "Configurator", "Formatter", "ModuleAssembly", "ModuleBuilder", "ModuleConfigurator",
    ]

    /// Whether a type declared in a namespace is named for a role: a role word alone, or a name
    /// that ends in one after a lower-case letter or digit (`HelpView`, a SwiftUI view, or
    /// `DefaultPresenter`, as viperc nests them where the word alone would not do).
    package static func isNestedRoleName(_ name: Substring) -> Bool {
        var name = name
        return name.withUTF8 { isNestedRoleName($0) }
    }

    /// `isNestedRoleName` of a name's bytes, compared as bytes: each nested type declared and
    /// each qualified name is asked, and a string made each time cost a thousand instructions.
    package static func isNestedRoleName(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let last = bytes.last, isRoleWordEnding(last) else { return false }
        for word in exactRoleWords where word.count == bytes.count && bytes.elementsEqual(word) { return true }
        // Most names ending in `r` end in neither `er` nor `or`, as every such word does.
        if last == UInt8(ascii: "r") {
            guard bytes.count > 2, bytes[bytes.count - 2] == UInt8(ascii: "e") || bytes[bytes.count - 2] == UInt8(ascii: "o") else {
                return false
            }
        }
        let words = last == UInt8(ascii: "r") ? suffixWordsInR : last == UInt8(ascii: "w") ? suffixWordsInW : suffixWordsInE
        for word in words where bytes.count > word.count && bytes[(bytes.count - word.count)...].elementsEqual(word) {
            let before = bytes[bytes.count - word.count - 1]
            return (before >= UInt8(ascii: "a") && before <= UInt8(ascii: "z"))
                || (before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9"))
        }
        return false
    }

    /// What a nested role name says before its role word: `Help` of `HelpView`, `Default` of
    /// `DefaultPresenter`; nil for a role word alone or no role name.
    package static func roleStem(_ name: Substring) -> Substring? {
        for word in nestedSuffixWords where name.utf8.count > word.utf8.count && NameAffix.hasSuffix(name, word) {
            return name.dropLast(word.count)
        }
        return nil
    }

    /// The role words a nested type's name may end in after a stem (`HelpView`).
    private static let nestedSuffixWords = [
        "ViewController", "View", "Presenter", "Interactor", "Router", "Wireframe", "Builder", "Formatter",
    ]
    private static let exactRoleWords = namespacedRoleWordList.map { Array($0.utf8) }
    /// `nestedSuffixWords` as bytes, by their last byte (none ends in `y`).
    private static let suffixWordsInR = suffixWords(endingIn: "r")
    private static let suffixWordsInW = suffixWords(endingIn: "w")
    private static let suffixWordsInE = suffixWords(endingIn: "e")
    private static func suffixWords(endingIn last: Unicode.Scalar) -> [[UInt8]] {
        nestedSuffixWords.map { Array($0.utf8) }.filter { $0.last == UInt8(ascii: last) }
    }

    /// Whether an app type's name can be a namespace of role types: one word path (`Map`, not
    /// `Feature.Map`), not itself named for a role, not a framework's (`UIAlertController`).
    package static func isNamespace(_ name: String) -> Bool {
        guard !name.utf8Contains(UInt8(ascii: ".")), !namespacedRoleWords.contains(where: { NameAffix.hasSuffix(name, $0) }) else {
            return false
        }
        return !isPlatformClassName(name)
    }

    /// `UIViewController`, `NSView`: UIKit's and AppKit's prefix, then a capital.
    package static func isPlatformClassName(_ name: String) -> Bool {
        let utf8 = Array(name.utf8.prefix(3))
        return utf8.count == 3 && (name.hasPrefix("UI") || name.hasPrefix("NS")) && utf8[2] >= UInt8(ascii: "A")
            && utf8[2] <= UInt8(ascii: "Z")
    }

    /// Whether a dotted name is a role type in a namespace: `Map.Presenter`.
    /// Compared as bytes, with no string made: packages extend many dotted types
    /// (`HTTPHeaders.Name`), and each is asked.
    package static func isNamespacedRole(_ name: String) -> Bool {
        guard endsLikeARoleWord(name) else { return false }
        var name = name
        return name.withUTF8 { bytes in
            // The part after the last dot: `Presenter` of `Map.Presenter`, `HelpView` of
            // `HelpModule.HelpView`.
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot > 0 else { return false }
            return isNestedRoleName(UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]))
        }
    }

    /// Whether `name` ends with the last letter of a namespaced role word (`w`, `r`, `e`, `y`):
    /// one byte rules out most names before any word is compared.
    @inline(__always)
    private static func endsLikeARoleWord(_ name: String) -> Bool {
        name.utf8.last.map(isRoleWordEnding) ?? false
    }

    /// Whether a name's last byte is one a role word ends with (`r`, `w`, `y`, `e`).
    @inline(__always)
    package static func isRoleWordEnding(_ last: UInt8) -> Bool {
        last == UInt8(ascii: "r") || last == UInt8(ascii: "w") || last == UInt8(ascii: "y") || last == UInt8(ascii: "e")
    }

    /// Whether `name` is one of `namespacedRoleWords`, by `==`: each nested type is asked, and
    /// hashing its name cost more.
    package static func isNamespacedRoleWord(_ name: String) -> Bool {
        endsLikeARoleWord(name) && namespacedRoleWordList.contains(name)
    }

    private static let namespacedRoleWordList = namespacedRoleWords.sorted()

    /// Drops the words the conventions put between the module name and the role.
    package static func trimmed(_ prefix: String) -> String {
        // `Map.` of `Map.Presenter`, a role type in a namespace, and `Map.Default` of
        // `Map.DefaultPresenter`: the namespace names the module.
        var prefix = prefix.firstIndex(of: ".").map { String(prefix[..<$0]) } ?? prefix
        for word in ["Default", "Module", "Scene", "Screen"] where NameAffix.hasProperSuffix(prefix, word) {
            prefix = NameAffix.droppingLast(word.utf8.count, of: prefix)
        }
        for word in ["Input", "Output"] where NameAffix.hasProperSuffix(prefix, word) {
            prefix = NameAffix.droppingLast(word.utf8.count, of: prefix)
        }
        return prefix
    }

    /// Folder names that hold one role's files inside a module folder.
    /// ASCII-only lowercasing: folder names are compared with the ASCII words of
    /// `roleFolders`, and `lowercased()` does full Unicode case mapping.
    package static func asciiLowercased(_ text: Substring) -> String {
        String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    /// Role folders that hold routers, lower-cased.
    package static let routerFolders: Set<String> = ["router", "routers", "wireframe", "wireframes"]

    package static let roleFolders: Set<String> = routerFolders.union([
        "view", "views", "viewcontroller", "viewcontrollers", "controller", "controllers", "presenter", "presenters", "interactor",
        "interactors", "assembly", "assemblies", "builder", "builders",
        "configurator", "configurators", "module", "protocols", "interfaces", "contracts", "contract", "entity", "entities",
        "model", "models", "viewmodel", "viewmodels", "cells", "subviews", "ui", "io", "factory", "output", "input", "services",
        "service", "dependencies", "localization", "helpers", "extensions", "components",
    ])
}
