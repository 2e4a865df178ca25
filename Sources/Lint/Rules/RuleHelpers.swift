import Architecture
import CodeSource
import Diagnostics

/// Shared pieces of the rules.
enum RuleHelpers {
    /// A type's description in messages: "presenter 'HomePresenter'", "presenter protocol
    /// 'HomeViewOutput'".
    static func describe(_ type: TypeDecl, as role: Role) -> String {
        "\(role.rawValue)\(type.kind == .protocol ? " protocol" : "") '\(type.name)'"
    }

    /// Each referenced name once, at its first mention, that satisfies `keep`.
    static func firstMentions(in type: TypeDecl, where keep: (String) -> Bool) -> [Located<String>] {
        var seen = Set<String>()
        return type.references.filter { keep($0.value) && seen.insert($0.value).inserted }
    }

    /// The type names of what `name` is in `type`: an instance property of it, stored or
    /// computed (the computed ones the scanner resolved for a reach or a builder call), a typed
    /// local of its own, or a stored property of another declaration of it in the file (the
    /// class, where the call is in an extension).
    static func typeNames(of name: String, in type: TypeDecl, file: FileSummary, line: Int? = nil) -> [String]? {
        // A local bound by a cast in a block around the use comes first: it hides a property.
        if let line, let local = type.typedLocals.last(where: { $0.name == name && $0.isInScope(at: line) }) {
            return local.type.isEmpty ? nil : [local.type]
        }
        func stored(_ decl: TypeDecl) -> [String]? { decl.properties.first { $0.name == name && !$0.isStatic }?.typeNames }
        if let found = stored(type) ?? type.computedProperties.first(where: { $0.name == name }).map({ [$0.type] }) { return found }
        if let local = type.typedLocals.first(where: { $0.name == name && $0.endLine == nil }) { return [local.type] }
        for other in file.types where other.name == type.name && other.parent == type.parent && other != type {
            if let found = stored(other) { return found }
        }
        return nil
    }

    /// Findings for neighbours a role must not reference, e.g. a view naming an interactor.
    static func neighbourFindings(
        _ context: RuleContext, holder: Role, target: Role, advice: String
    ) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        // The role's own protocols too (`LoginInteractorInputProtocol` taking a `LoginViewProtocol`).
        var holders = context.types(holder)
        let protocols = context.ownProtocols(holder)
        if !protocols.isEmpty { holders += protocols }
        for type in holders {
            let mentions = firstMentions(in: type) { name in
                guard name != type.name, !context.configuration.isUIType(name) else { return false }
                if context.role(ofName: name)?.role == target { return true }
                // The app's own screen types of no module (`BaseViewProtocol: UIViewController`,
                // which every view adopts) are views too.
                if target == .view, context.index.screenSubclasses.contains(name) { return true }
                // The app's own router of no module, named by the role word alone (`Router`, an
                // app-wide navigator, or `WireframeProtocol`, which every wireframe adopts); not
                // a value type (Alamofire's `enum Router: URLRequestConvertible` builds requests).
                if target == .router, Self.namesTheRouterRole(name), context.classes.isClassBound(name) != nil,
                    context.classes.valueTypes[name] == nil
                {
                    return true
                }
                // An alias of a role's type names it too (`SplashRouterType = SplashRouterProtocol`).
                let expanded = context.index.expandingAliases([name], local: context.file.typeAliases)
                return expanded != [name] && expanded.contains { $0 != type.name && context.role(ofName: $0)?.role == target }
            }
            for mention in mentions {
                findings.append(
                    RuleFinding(
                        "\(describe(type, as: holder)) references \(target.rawValue) '\(mention.value)'; \(advice)", at: mention.location))
            }
        }
        return findings
    }

    /// `Router`, `Wireframe`, `Routing`, and those with `Protocol`, `Interface` or `Type` after.
    static func namesTheRouterRole(_ name: String) -> Bool {
        var base = Substring(name)
        for ending in ["Protocol", "Interface", "Type"] where base.hasSuffix(ending) {
            base = base.dropLast(ending.count)
            break
        }
        return base == "Router" || base == "Wireframe" || base == "Routing"
    }

    /// Findings for stored properties with the wrong ownership toward a role.
    static func ownershipFindings(
        _ context: RuleContext, holder: Role, target: Role, names: [String: Role], weakIsWrong: Bool,
        frameworkViews: Bool = false, skip: (TypeDecl, StoredProperty) -> Bool = { _, _ in false },
        message: (TypeDecl, StoredProperty) -> String
    ) -> [RuleFinding] {
        var findings: [RuleFinding] = []
        for type in context.types(holder) {
            for property in type.properties where !property.isStatic {
                let role = context.targetRole(of: property, holder: context.role(of: type), names: names, frameworkViews: frameworkViews)
                guard role == target else { continue }
                let isWeak = property.ownership != .strong
                guard isWeak == weakIsWrong, !skip(type, property) else { continue }
                var finding = RuleFinding(message(type, property), at: property.location)
                if !weakIsWrong {
                    // Assignments in the file's extensions of the type count too.
                    let assigned = context.file.types.reduce(into: Set<String>()) { names, other in
                        if other.name == type.name { names.formUnion(other.assignedNew) }
                    }
                    switch OwnershipFix.plan(property, of: type.name, assignedNew: assigned, classes: context.classes) {
                    case .success(let edit): finding.fix = [edit]
                    case .failure(let reason): finding.noFixReason = reason.text
                    }
                }
                findings.append(finding)
            }
        }
        return findings
    }
}
