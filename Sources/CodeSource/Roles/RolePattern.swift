import Architecture

/// `*Presenter`: a suffix pattern that gives a role and, from the prefix, a module.
public struct RolePattern: Sendable, Equatable {
    public var suffix: String
    public var role: Role
    public var isInterface: Bool

    public init(_ pattern: String, _ role: Role, interface: Bool = false) {
        self.suffix = pattern.hasPrefix("*") ? String(pattern.dropFirst()) : pattern
        self.role = role
        self.isInterface = interface
    }

    /// The module name when `name` matches, e.g. `Home` for `HomePresenter`.
    public func module(of name: String) -> String? {
        guard NameAffix.hasProperSuffix(name, suffix) else { return nil }
        var module = NameAffix.droppingLast(suffix.utf8.count, of: name)
        guard let withoutCaller = Self.withoutCaller(module) else { return nil }
        module = withoutCaller
        // The role-named style calls implementations `HomeDefaultRouter`.
        if !isInterface, NameAffix.hasProperSuffix(module, "Default") { return NameAffix.droppingLast(7, of: module) }
        return module
    }

    /// Protocols named for the direction of the calls they carry (`ViewToPresenterProtocol`,
    /// `InteractorToPresenterProtocol`, a popular tutorial's style): the words before `To`
    /// name the caller, not a module. The prefix without them; nil when nothing else is left.
    package static func withoutCaller(_ prefix: String) -> String? {
        guard prefix.utf8.last == UInt8(ascii: "o"), NameAffix.hasSuffix(prefix, "To") else { return prefix }
        for caller in callers where NameAffix.hasSuffix(prefix, caller) {
            let rest = NameAffix.droppingLast(caller.utf8.count, of: prefix)
            return rest.isEmpty ? nil : rest
        }
        return prefix
    }

    /// A directional protocol name with the module after the role it is for
    /// (`ViewToPresenterCartProtocol`, `PresenterToViewHomeProtocol`): that role and module;
    /// nil for other names, and for directional names without a module after the role.
    package static func directionalRole(_ name: String) -> (role: Role, module: String)? {
        guard let first = name.utf8.first,
            first == UInt8(ascii: "V") || first == UInt8(ascii: "P") || first == UInt8(ascii: "I")
                || first == UInt8(ascii: "R") || first == UInt8(ascii: "W") || first == UInt8(ascii: "E"),
            NameAffix.hasProperSuffix(name, "Protocol")
        else { return nil }
        guard let caller = callers.first(where: { NameAffix.hasPrefix(name, $0) }) else { return nil }
        let rest = String(decoding: name.utf8.dropFirst(caller.utf8.count).dropLast(8), as: UTF8.self)
        for (word, role) in targets where NameAffix.hasPrefix(rest, word) {
            let module = String(decoding: rest.utf8.dropFirst(word.utf8.count), as: UTF8.self)
            // The module starts a word of its own: `ViewToPresenterCart`, not `ViewToPresenters`.
            guard let head = module.utf8.first, head >= UInt8(ascii: "A"), head <= UInt8(ascii: "Z") else { return nil }
            return (role, module)
        }
        return nil
    }

    /// A module-first directional name whose last word is not one of the usual ones:
    /// `ChatInteractorToPresenterConformable`, `<Module><Caller>To<Target><Word>`, with one
    /// capitalized word of letters after the target (`Conformable`, `Contract`) or none. The
    /// directional form says the role; the closing word does not matter.
    package static func moduleFirstDirectionalRole(_ name: String) -> (role: Role, module: String)? {
        // Most names asked (`Codable`, `Equatable`) hold no `To` before a role word: found out
        // without copying them.
        var previous: UInt8 = 0
        var twoBack: UInt8 = 0
        var mayBe = false
        for byte in name.utf8 {
            if twoBack == UInt8(ascii: "T"), previous == UInt8(ascii: "o"),
                byte == UInt8(ascii: "V") || byte == UInt8(ascii: "P") || byte == UInt8(ascii: "I") || byte == UInt8(ascii: "R")
                    || byte == UInt8(ascii: "W")
            {
                mayBe = true
                break
            }
            (twoBack, previous) = (previous, byte)
        }
        guard mayBe else { return nil }
        let bytes = Array(name.utf8)
        var index = bytes.count - 2
        while index > 0 {
            defer { index -= 1 }
            guard bytes[index] == UInt8(ascii: "T"), bytes[index + 1] == UInt8(ascii: "o") else { continue }
            let after = bytes[(index + 2)...]
            guard let target = targets.first(where: { after.starts(with: $0.0.utf8) }) else { continue }
            let word = String(decoding: after.dropFirst(target.0.utf8.count), as: UTF8.self)
            // Nothing more, or a word that names a contract (`Conformable`, `Contract`), not a
            // helper between two roles (`LoginViewToPresenterMapper`, `…Converter`).
            guard word.isEmpty || contractWords.contains(word) || word.hasSuffix("able") || word.hasSuffix("ible") else { return nil }
            let before = bytes[..<index]
            for caller in callers where caller != "EntityTo" && !caller.hasPrefix(target.0) {
                let callerWord = caller.utf8.dropLast(2)
                guard before.count > callerWord.count, before.suffix(callerWord.count).elementsEqual(callerWord) else { continue }
                let module = String(decoding: before.dropLast(callerWord.count), as: UTF8.self)
                guard let first = module.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
                return (target.1, module)
            }
            return nil
        }
        return nil
    }

    /// Words that close a directional contract's name: what it is, not what it does.
    static let contractWords: Set<String> = ["Contract", "Interface", "Protocol", "Input", "Output", "Type", "Spec"]

    /// The roles a directional name can be for, by the word after `To`.
    static let targets: [(String, Role)] = [
        ("View", .view), ("Presenter", .presenter), ("Interactor", .interactor), ("Router", .router), ("Wireframe", .router),
    ]

    /// The callers a directional protocol name starts with.
    static let callers = ["ViewTo", "PresenterTo", "InteractorTo", "RouterTo", "WireframeTo", "EntityTo"]

    /// Test doubles play no role: `MockHomeView`, `HomePresenterSpy`, `StubRouter`.
    public static func isTestDouble(_ name: String) -> Bool {
        for word in testDoubleWords where NameAffix.hasPrefix(name, word) || NameAffix.hasSuffix(name, word) {
            return true
        }
        return false
    }

    /// Made once: every type of every file is asked.
    package static let testDoubleWords = ["Mock", "Spy", "Stub", "Fake", "Dummy"]

    /// Implementations first, then the protocol forms of the three conventions.
    public static let defaults: [RolePattern] = [
        RolePattern("*ViewController", .view), RolePattern("*View", .view),
        RolePattern("*Presenter", .presenter), RolePattern("*Interactor", .interactor), RolePattern("*UseCase", .interactor),
        RolePattern("*Wireframe", .router), RolePattern("*Router", .router),
        RolePattern("*Builder", .builder), RolePattern("*Assembly", .builder), RolePattern("*Configurator", .builder),
        RolePattern("*Formatter", .formatter),
        RolePattern("*ViewInterface", .view, interface: true), RolePattern("*ViewProtocol", .view, interface: true),
        RolePattern("*ViewInput", .view, interface: true),
        RolePattern("*PresenterInterface", .presenter, interface: true), RolePattern("*PresenterProtocol", .presenter, interface: true),
        RolePattern("*ModuleInterface", .presenter, interface: true), RolePattern("*InteractorOutput", .presenter, interface: true),
        RolePattern("*InteractorOutputInterface", .presenter, interface: true),
        RolePattern("*InteractorInterface", .interactor, interface: true), RolePattern("*InteractorInput", .interactor, interface: true),
        RolePattern("*InteractorProtocol", .interactor, interface: true),
        RolePattern("*WireframeInterface", .router, interface: true), RolePattern("*WireframeInput", .router, interface: true),
        RolePattern("*WireframeProtocol", .router, interface: true), RolePattern("*RouterProtocol", .router, interface: true),
        RolePattern("*RouterInput", .router, interface: true),
        RolePattern("*BuilderInterface", .builder, interface: true), RolePattern("*ModuleBuilding", .builder, interface: true),
        RolePattern("*FormatterInterface", .formatter, interface: true),
    ]
}
