import Architecture
import CodeSource
import Diagnostics
import SpecParser
import Support

/// Members: what a spec interface requires against what the implementing type declares, and
/// what a hand-written protocol declares that the spec does not.
extension DriftCheck {
    static func members(_ pair: Pair, specReferences: [ComponentReference] = []) -> [Violation] {
        var violations: [Violation] = []
        for component in pair.spec.components where !component.members.isEmpty {
            guard let code = pair.code.components.first(where: { $0.name == component.name }) else { continue }
            let generated = pair.generated[code.name] ?? []
            // A superclass that neither the app nor viperc declares (a framework's `BaseRouter`)
            // may implement what the type lacks: only its signatures are compared then.
            let inheritsUnknown =
                code.conformances.first.map { first in
                    pair.app.placements[first] == nil && pair.generated[first] == nil && !first.hasPrefix("UI") && !first.hasPrefix("NS")
                        && first != "AnyObject" && first != "NSObject"
                } ?? false
            // The type's own role protocols, whose types it may spell through them; not any
            // protocol it adopts (`Tracking.Feedback` is another type of that name).
            let own = pair.app.placements[code.name]
            let roleProtocols = code.conformances.filter { name in
                guard let own, let placed = pair.app.placements[name] else { return false }
                return placed.isInterface && !placed.isChannel && placed.module == own.module && placed.role == own.role
            }
            // Routes are compared by `routes`, whoever implements them.
            for memberIndex in component.members.indices where component.members[memberIndex].transition == nil {
                let member = component.members[memberIndex]
                let isProperty = member.kind == .property
                let sameKind = { (candidate: MemberDecl) in
                    isProperty ? candidate.kind == .property : candidate.kind != .property && candidate.kind != .initializer
                }
                // A member is looked for among the type's members of its own kind, its own
                // first and then those of generated files, in place: copying the members of
                // every component of a thousand modules cost more than comparing them. Only a
                // difference copies the code's member.
                let found: MemberDecl?
                if let index = Self.index(of: member.name, isProperty: isProperty, in: code.members) {
                    if Self.implements(member, from: index, in: code.members, owner: code.name, protocols: roleProtocols) { continue }
                    // The overload that none of the spec's methods of this name is, if any.
                    let named = component.members.filter { $0.name == member.name }
                    found =
                        code.members[index...].first { candidate in
                            candidate.name == member.name && (candidate.kind == .property) == isProperty
                                && !named.contains {
                                    Self.implements($0, from: 0, in: [candidate], owner: code.name, protocols: roleProtocols)
                                }
                        } ?? code.members[index]
                } else if let index = Self.index(of: member.name, isProperty: isProperty, in: generated) {
                    if Self.implements(member, from: index, in: generated, owner: nil) { continue }
                    found = generated[index]
                } else {
                    found = nil
                }
                if let same = found {
                    // A protocol of the module that the type conforms to and that declares the
                    // member as the spec does: the compiler holds the type to it, so a spelling
                    // of the same type (a type alias, a module-qualified name, an associated
                    // type met by `some View`) is no drift.
                    // Not where the type names a nested type the spec does not (`Tracking.Feedback`
                    // for the protocol's `Feedback`): that may be another type of the name; nor
                    // where a protocol extension implements the member, which then meets the
                    // protocol and leaves the type's own a near miss.
                    let pinned =
                        Self.qualifiedNames(same.shape).isSubset(of: Self.qualifiedNames(member.shape))
                        && Self.index(of: member.name, isProperty: isProperty, in: code.protocolDefaults) == nil
                        && conformedShapes(of: code, in: pair.code).contains {
                            $0.name == member.name && ($0.kind == .property) == isProperty && $0.shape == member.shape
                        }
                    if pinned || Self.sameBesideSwiftQualifier(same.shape, member.shape, declared: pair.app.standardNamesDeclared) {
                        continue
                    }
                    violations.append(
                        violation(
                            "drift-member-signature",
                            "'\(code.name).\(same.name)' is '\(same.text)' in the code but '\(member.text)' in the spec (\(position(member.location))); change one to match the other",
                            at: same.location))
                    continue
                }
                // Likewise a protocol it adopts that refines one the linted code does not
                // declare (a framework's, or one in a folder left out): its extensions may.
                guard !inheritsUnknown, !code.refinesUnknownProtocol else { continue }
                // A UIKit container it subclasses has it (`UITabBarController.viewControllers`).
                if let superclass = code.conformances.first, Self.containerMembers[superclass]?.contains(member.name) == true { continue }
                // A protocol extension of the app may implement it for the type.
                if Self.index(of: member.name, isProperty: isProperty, in: code.protocolDefaults) != nil { continue }
                let names = (code.members + generated).filter(sameKind).map(\.name)
                // The same base name with other labels is a spelling difference.
                let base = baseName(member.name)
                let near = isProperty ? nil : names.first { baseName($0) == base }
                let hint = near.map { "; the type has '\($0)', labelled differently" } ?? Suggestion.didYouMean(member.name, in: names)
                violations.append(
                    violation(
                        "drift-missing-member",
                        "'\(code.name)' has no \(isProperty ? "property" : "method") '\(member.name)' that the spec requires (\(position(member.location)))\(hint); add it to the type or change the spec",
                        at: code.location))
            }
        }
        violations += undeclaredMembers(pair, specReferences: specReferences)
        return violations
    }

    /// Whether two shapes differ only where one qualifies a standard type with `Swift.` and the
    /// other does not (`Swift.Error`, `Error`): one type, unless the app declares its own of
    /// that name (an older app's `Result<T>`).
    static func sameBesideSwiftQualifier(_ left: String, _ right: String, declared: Set<String>) -> Bool {
        let qualifier = "Swift."
        guard left.contains(qualifier) || right.contains(qualifier) else { return false }
        let standard = qualifiedNames(left).union(qualifiedNames(right)).filter { $0.hasPrefix(qualifier) }.map {
            String($0.dropFirst(qualifier.count).prefix { $0 != "." })
        }
        guard standard.allSatisfy({ KnownTypes.standard.contains($0) && !declared.contains($0) }) else { return false }
        return unqualified(left, qualifier) == unqualified(right, qualifier)
    }

    /// The dotted names of a shape (`Tracking.Feedback` of `([Tracking.Feedback])`).
    static func qualifiedNames(_ shape: String) -> Set<Substring> {
        Set(
            shape.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }).filter {
                $0.contains(".") && $0.first != "." && $0.last != "."
            })
    }

    /// The members of the module's protocols that `type` conforms to (directly or through the
    /// protocols they refine).
    static func conformedShapes(of type: Component, in module: ModuleModel) -> [MemberDecl] {
        var names = Set(type.conformances)
        var members: [MemberDecl] = []
        var grew = true
        var seen = Set<String>()
        while grew {
            grew = false
            for proto in module.protocols where names.contains(proto.name) && !seen.contains(proto.name) {
                seen.insert(proto.name)
                members += proto.members
                for parent in proto.conformances where !names.contains(parent) {
                    names.insert(parent)
                    grew = true
                }
            }
        }
        return members
    }

    /// Whether two shapes differ only where one names a type nested in `owner` through it
    /// (`HomeViewController.State`) and the other, written inside `owner`, does not.
    static func sameInside(_ owner: String, _ left: String, _ right: String) -> Bool {
        let qualifier = owner + "."
        guard left.contains(qualifier) || right.contains(qualifier) else { return false }
        return unqualified(left, qualifier) == unqualified(right, qualifier)
    }

    /// `text` without `qualifier` where it starts a name (`Home.` in `[Home.State]`, not in
    /// `MyHome.State`).
    static func unqualified(_ text: String, _ qualifier: String) -> String {
        var result = ""
        var rest = text[...]
        while let range = rest.range(of: qualifier) {
            let before = rest[..<range.lowerBound]
            result += before
            let previous = before.last ?? result.last
            if let previous, previous.isLetter || previous.isNumber || previous == "_" || previous == "." {
                result += qualifier
            }
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// Whether the member at `index` of `members`, or a later overload of it (`changed(_:)`
    /// taking an `Int` and one taking a `Bool`), has the shape `member` requires. A type nested
    /// in `owner` is spelled `HomeViewController.State` in its protocol and `State` inside it;
    /// one of a protocol it conforms to (`protocols`), `HomePresenterProtocol.Feedback` in the
    /// type and `Feedback` in the protocol, its spec's source.
    /// Fields are read in place, as in `index(of:isProperty:in:)`.
    static func implements(
        _ member: MemberDecl, from index: Int, in members: [MemberDecl], owner: String?, protocols: [String] = []
    ) -> Bool {
        let isProperty = members[index].kind == .property
        for candidate in index..<members.count {
            guard candidate == index || members[candidate].name == member.name && (members[candidate].kind == .property) == isProperty
            else { continue }
            let shape = members[candidate].shape
            if shape.isEmpty || shape == member.shape { return true }
            if let owner, sameInside(owner, member.shape, shape) { return true }
            if protocols.contains(where: { sameInside($0, member.shape, shape) }) { return true }
        }
        return false
    }

    /// Whether a protocol's method is an overload the spec lacks: its signature is none of the
    /// spec's methods of its name (`specified`), while the implementing type has one that is.
    /// A protocol method whose only overload differs from the spec's is no extra one: the
    /// type's method then differs too, which `drift-member-signature` reports.
    static func isExtraOverload(_ member: MemberDecl, of specified: [MemberDecl]?, in implementer: Component?) -> Bool {
        guard let specified, member.kind == .method, !member.shape.isEmpty, let implementer else { return false }
        let owner = implementer.name
        guard !specified.contains(where: { $0.shape == member.shape || sameInside(owner, $0.shape, member.shape) }) else { return false }
        guard let index = index(of: member.name, isProperty: false, in: implementer.members) else { return false }
        return specified.contains { implements($0, from: index, in: implementer.members, owner: owner) }
    }

    /// Where a member named `name` of the same kind (property, or method and subscript) is in
    /// `members`. Fields are read in place: a predicate closure copied each member it was shown.
    static func index(of name: String, isProperty: Bool, in members: [MemberDecl]) -> Int? {
        for index in members.indices {
            let kind = members[index].kind
            guard isProperty ? kind == .property : kind != .property && kind != .initializer else { continue }
            if members[index].name == name { return index }
        }
        return nil
    }

    /// Members of the code's own role protocols that the spec's protocols of that role lack. A
    /// route counts by its name: the code may pass it other parameters than the spec's. A
    /// property named as a reference the spec gives the role (`view`, `interactor` in a
    /// presenter protocol) is that reference, which `viperc init --from` does not draft either.
    static func undeclaredMembers(_ pair: Pair, specReferences: [ComponentReference] = []) -> [Violation] {
        var violations: [Violation] = []
        for role in Role.allCases {
            let referenceProperties = Set(specReferences.filter { $0.fromRole == role }.map(\.property))
            let specProtocols = pair.spec.protocols.filter { $0.role == role }
            guard !specProtocols.isEmpty else { continue }
            let specNames = Set(specProtocols.map(\.name))
            let implementer = pair.codeComponent(role)
            // A delegate protocol the spec declares (`delegate:`) is compared as the delegate's,
            // though the module's own presenter adopts it.
            let delegates = role == .delegate ? [] : Set(pair.spec.protocols.filter { $0.role == .delegate }.map(\.name))
            // The delegate's is the code's protocol of its name, whatever role the code gave it
            // (its own module's presenter may adopt it).
            let found =
                role == .delegate
                ? pair.code.protocols.filter { specNames.contains($0.name) }
                : roleProtocols(
                    of: pair.code, role: role, named: specNames, implementer: implementer, unadopted: pair.app.unadoptedProtocols)
            let protocols = found.filter { !delegates.contains($0.name) }
            let count = specProtocols.reduce(0) { $0 + $1.members.count }
            var selectors = Set<String>(minimumCapacity: count)
            var routes = Set<Substring>(minimumCapacity: count)
            // The spec's methods, each of its name: an overload the spec lacks is declared only
            // by the name it shares.
            var overloads: [String: [MemberDecl]] = [:]
            for required in specProtocols.lazy.flatMap(\.members) {
                selectors.insert(required.name)
                if required.transition != nil { routes.insert(baseName(required.name)) }
                if required.kind == .method { overloads[required.name, default: []].append(required) }
            }
            for proto in protocols {
                for member in proto.members where member.kind != .initializer {
                    guard !selectors.contains(member.name) || isExtraOverload(member, of: overloads[member.name], in: implementer),
                        !routes.contains(baseName(member.name)),
                        member.kind != .property || !referenceProperties.contains(member.name),
                        unspecifiable(member, role: role, placements: pair.app.placements) == nil
                    else { continue }
                    // Nor one no spec can declare (a draft notes it): asking for it is no help.
                    if case .refused = specSignature(of: member, standardNamesDeclared: pair.app.standardNamesDeclared) { continue }
                    let key = member.kind == .property ? "properties" : "methods"
                    violations.append(
                        violation(
                            "drift-undeclared-member",
                            "'\(proto.name)' declares '\(member.text)', which the spec of module '\(pair.spec.name)' does not (\(pair.specPath)); add it to the spec's '\(role.rawValue)' \(key) or remove it from the protocol",
                            at: member.location))
                }
            }
        }
        return violations
    }

    /// The code's protocols of a role: those named as the spec names them, and those the
    /// implementing type conforms to, however they are named. Where the role has a type, one
    /// named so that no type adopts (a view model replaced the presenter and left its protocol
    /// behind) is no interface of the module: the type is compared instead.
    public static func roleProtocols(
        of module: ModuleModel, role: Role, named: Set<String>, implementer: Component?, unadopted: Set<String>
    ) -> [Component] {
        module.protocols.filter { proto in
            proto.role == role
                && (named.contains(proto.name) && (implementer == nil || !unadopted.contains(proto.name))
                    || implementer?.conformances.contains(proto.name) == true)
        }
    }

    /// Why a spec cannot declare a member of a role protocol, or nil when it can: a property
    /// that holds a component is a reference (compared as one), and a view may not redeclare
    /// what `UIViewController` has. `viperc init --from` leaves these out of its drafts too.
    public static func unspecifiable(_ member: MemberDecl, role: Role, placements: [String: Placement]) -> String? {
        if member.kind == .property {
            let held = nameCharacters(of: member.shape)
            if placements[held] != nil { return "it holds a component: a reference, which 'references' declares" }
            // A router's `viewController: UIViewController?` is its reference to the view, as is
            // any property of that name (`(any NSViewController & CompareInterface)?`): the
            // router's stored property for `wireframe.view` has it.
            if role == .router, RuleContext.viewControllerTypes.contains(held) || member.name == "viewController" {
                return "it holds the view: a reference, which 'references' declares"
            }
        }
        if role == .view, Validator.viewControllerMembers.contains(member.name) { return "UIViewController has it" }
        return nil
    }

    /// Members of the UIKit and AppKit view controllers other than `UIViewController` that a
    /// view subclasses, which its role protocol may require and it then has without declaring.
    static let containerMembers: [String: Set<String>] = [
        "UITabBarController": ["viewControllers", "selectedIndex", "selectedViewController", "tabBar"],
        "UINavigationController": ["viewControllers", "topViewController", "visibleViewController", "navigationBar"],
        "UITableViewController": ["tableView"],
        "UICollectionViewController": ["collectionView"],
        "UIPageViewController": ["viewControllers"],
        "UISplitViewController": ["viewControllers"],
        "NSTabViewController": ["tabViewItems", "selectedTabViewItemIndex"],
    ]

    /// `item` for `item(at:)`.
    static func baseName(_ selector: String) -> Substring {
        selector[..<(selector.utf8.firstIndex(of: UInt8(ascii: "(")) ?? selector.endIndex)]
    }
}
