import Architecture
import CodeSource
import Diagnostics

/// Routes and module parameters: what the router's methods open and how, and what the
/// assembly takes and hands on.
extension DriftCheck {
    /// A router method and the module its body opens, if any.
    struct RouteMethod {
        var member: MemberDecl
        var owner: String
        var opens: String?
        /// Declared in viperc's generated navigation, which follows the specs it was built from.
        var generated = false
    }

    static func routeMethods(_ pair: Pair) -> [RouteMethod] {
        var result: [RouteMethod] = []
        var seen = Set<String>()
        for router in pair.code.components where router.role == .router {
            // The router's own methods, then those of generated files, read in place.
            for (members, generated) in [(router.members, false), (pair.generated[router.name] ?? [], true)] {
                for member in members where member.kind == .method {
                    guard seen.insert(member.name).inserted else { continue }
                    let opens = opened(
                        by: member, from: pair.code.name, placements: pair.app.placements, catalogues: pair.app.moduleCatalogues)
                    result.append(RouteMethod(member: member, owner: router.name, opens: opens, generated: generated))
                }
            }
        }
        return result
    }

    /// The module a method's body opens: the first name in it that is another module's builder,
    /// router or screen, or a module built through a catalogue (`AppModules.editReceipt`).
    public static func opened(
        by member: MemberDecl, from module: String, placements: [String: Placement], catalogues: Set<String> = []
    ) -> String? {
        member.calls.lazy.compactMap { name -> String? in
            // A dotted name is a catalogue's entry (`AppModules.Login`), unless it is a role type
            // nested in a module's namespace (`PromoModule.Wireframe`).
            if name.utf8.contains(UInt8(ascii: ".")), placements[name] == nil {
                let built = ModuleCatalogue.module(
                    dotted: name, catalogues: catalogues,
                    isModule: { wanted in placements.values.contains { $0.module == wanted } })
                return built == module ? nil : built
            }
            guard let placement = placements[name], placement.module != module, !placement.isChannel,
                placement.role == .builder || placement.role == .router || (placement.role == .view && !placement.isInterface)
            else { return nil }
            return placement.module
        }.first
    }

    static func routes(_ pair: Pair) -> [Violation] {
        guard let router = pair.codeComponent(.router) else { return [] }
        let specRoutes = pair.spec.protocols.filter { $0.role == .router }.flatMap(\.members).filter { $0.transition != nil }
        let methods = routeMethods(pair)
        // Each method's base name once, searched by index: a predicate shown whole methods copied each.
        let methodBases = methods.map { baseName($0.member.name) }
        let routeNames = Set(specRoutes.map { baseName($0.name) })
        var used = Set<String>()
        var violations: [Violation] = []
        for route in specRoutes {
            let name = baseName(route.name)
            let target = route.calls.first
            if let index = methodBases.firstIndex(of: name) {
                let method = methods[index]
                used.insert(method.member.name)
                if let opens = method.opens, opens != target {
                    violations.append(
                        violation(
                            "drift-route-mismatch",
                            "'\(method.owner).\(method.member.name)' opens module '\(opens)' but the spec's route '\(name)' goes \(target.map { "to '\($0)'" } ?? "nowhere (dismiss)") (\(position(route.location))); change the route's 'to:' or the method",
                            at: method.member.location))
                } else if let done = method.member.transition, let said = route.transition, said != .custom, done != said {
                    violations.append(
                        violation(
                            "drift-route-mismatch",
                            "'\(method.owner).\(method.member.name)' does '\(done)' but the spec's route '\(name)' says 'transition: \(said)' (\(position(route.location))); change one to match the other",
                            at: method.member.location))
                }
                continue
            }
            if let target,
                let index = methods.indices.first(where: {
                    methods[$0].opens == target && !used.contains(methods[$0].member.name) && !routeNames.contains(methodBases[$0])
                })
            {
                let method = methods[index]
                used.insert(method.member.name)
                violations.append(
                    violation(
                        "drift-route-mismatch",
                        "'\(method.owner).\(method.member.name)' opens module '\(target)', which the spec's route '\(name)' does (\(position(route.location))); rename the method or the route to match",
                        at: method.member.location))
                continue
            }
            let goesTo = target.map { "to '\($0)'" } ?? "that dismisses"
            violations.append(
                violation(
                    "drift-missing-route",
                    "route '\(name)' \(goesTo) of module '\(pair.spec.name)' has no method in '\(router.name)'; implement it (viperc build generates the navigation of routes that are not 'custom') or remove the route",
                    at: route.location))
        }
        // A generated route the specs no longer declare is a stale file, which 'build --check' reports.
        for index in methods.indices where !methods[index].generated && !used.contains(methods[index].member.name) {
            let method = methods[index]
            guard let opens = method.opens, !routeNames.contains(methodBases[index]) else { continue }
            violations.append(
                violation(
                    "drift-undeclared-route",
                    "'\(method.owner).\(method.member.name)' opens module '\(opens)', which no route of the spec of module '\(pair.spec.name)' declares (\(pair.specPath)); add a route '\(baseName(method.member.name))' to '\(opens)' or remove the navigation",
                    at: method.member.location))
        }
        return violations
    }

    /// Each module parameter must be taken by the assembly (the builder, else the router) and
    /// reach every component the spec gives it to, as a property or an initializer parameter.
    static func parameters(_ pair: Pair) -> [Violation] {
        guard !pair.spec.parameters.isEmpty,
            let assembler = pair.code.components.first(where: { $0.role == .builder }) ?? pair.codeComponent(.router)
        else { return [] }
        var violations: [Violation] = []
        for parameter in pair.spec.parameters {
            let name = parameter.name
            // Made once per parameter, not once per member the assembly declares.
            let first = "(\(name):"
            let later = ":\(name):"
            let takes = assembler.members.contains { member in
                member.kind != .property
                    && (member.parameterNames.contains(name) || member.name.contains(first) || member.name.contains(later))
            }
            guard takes else {
                violations.append(
                    violation(
                        "drift-missing-parameter",
                        "the assembly '\(assembler.name)' takes no '\(name)', a parameter of module '\(pair.spec.name)' (\(position(parameter.location))); add '\(name): \(parameter.type)' to it and pass it on, or remove the parameter from the spec",
                        at: assembler.location))
                continue
            }
            for role in parameter.receivers {
                guard let receiver = pair.codeComponent(role), receiver.name != assembler.name else { continue }
                let reached = receiver.members.contains { member in
                    (member.kind == .property && member.name == name)
                        || (member.kind == .initializer && member.parameterNames.contains(name))
                }
                guard !reached else { continue }
                violations.append(
                    violation(
                        "drift-missing-parameter",
                        "module parameter '\(name)' of '\(pair.spec.name)' (\(position(parameter.location))) does not reach the \(role.rawValue) '\(receiver.name)': it has no property or initializer parameter '\(name)'; pass it from the assembly or change the parameter's 'to:' in the spec",
                        at: receiver.location))
            }
        }
        return violations
    }
}
