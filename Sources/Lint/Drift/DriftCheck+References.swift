import Architecture
import CodeSource
import Diagnostics

/// References: the ownership of each reference both sides have, and references only one side has.
extension DriftCheck {
    /// - Parameters:
    ///   - specReferences: the module's references as the specs resolve them (defaults included).
    ///   - codeReferences: the stored properties of the code module's components that hold components.
    static func references(_ pair: Pair, spec specReferences: [ComponentReference], code codeReferences: [ComponentReference])
        -> [Violation]
    {
        var violations: [Violation] = []
        let codeNames = Set(pair.code.components.map(\.name))
        for reference in specReferences {
            if let held = codeReferences.first(where: {
                $0.from == reference.from && ($0.to == reference.to || $0.via == reference.via || $0.to == reference.via)
                    && $0.toRole == reference.toRole
            }) {
                guard held.ownership != reference.ownership else { continue }
                violations.append(
                    violation(
                        "drift-ownership",
                        "'\(held.from).\(held.property)' is \(held.ownership.rawValue) but the spec makes '\(reference.fromRole.rawValue).\(reference.property)' \(reference.ownership.rawValue) (\(position(reference.location))); change one to match the other",
                        at: held.location))
                continue
            }
            // Both ends must be in the code; a missing component is reported as such.
            guard let holder = pair.code.components.first(where: { $0.name == reference.from }), codeNames.contains(reference.to)
            else { continue }
            // The code may name the property for the role it holds (`presenter` for the
            // interactor's output, `router` for the wireframe), as `init --from` also accepts.
            var properties = [reference.property, reference.toRole.rawValue]
            if reference.property == Role.interactorOutput.specKey { properties.append("output") }
            if properties.contains(where: { holdsUnresolved(holder, property: $0, target: reference.toRole, in: pair.code) }) { continue }
            // A holder with a bag of any objects may keep the target in it; the code does not say.
            if reference.ownership == .strong, holder.keepsAnyObject { continue }
            // The convention's strong default to a value (a SwiftUI router the view makes in its
            // body), or to a router of static methods only, asks the code for nothing: neither
            // needs an owner to stay alive.
            if reference.byConvention, reference.ownership == .strong, reference.toRole == .router,
                pair.code.components.contains(where: { $0.name == reference.to && ($0.isValue || $0.isStaticOnly) })
            {
                continue
            }
            violations.append(
                violation(
                    "drift-missing-reference",
                    "'\(holder.name)' holds no \(reference.toRole.rawValue) but the spec makes '\(reference.fromRole.rawValue).\(reference.property)' \(reference.ownership.rawValue) (\(position(reference.location))); add the property or write '\(reference.fromRole.rawValue).\(reference.property): none' in the spec",
                    at: holder.location))
        }
        // Holder and target roles as one number: a string per reference cost more than the check.
        let specPairs = Set(specReferences.map { $0.fromRole.order * 8 + $0.toRole.order })
        let specRoles = Set(pair.spec.components.map(\.role))
        for reference in codeReferences {
            // A builder's weak outlet to the view it configures (Generamba's module initializer)
            // keeps nothing alive, and a spec's builder holds nothing: no difference to report.
            guard reference.fromRole != .builder || reference.ownership == .strong else { continue }
            guard reference.fromRole != reference.toRole, codeNames.contains(reference.to),
                specRoles.contains(reference.fromRole), specRoles.contains(reference.toRole),
                !specPairs.contains(reference.fromRole.order * 8 + reference.toRole.order)
            else { continue }
            // A spec's builder holds nothing (`build` refuses 'builder.view'), so the way out is
            // in the code.
            if reference.fromRole == .builder {
                violations.append(
                    violation(
                        "drift-undeclared-reference",
                        "'\(reference.from).\(reference.property)' keeps the \(reference.toRole.rawValue) '\(reference.to)', which the spec of module '\(pair.spec.name)' cannot declare (\(pair.specPath)): a spec's builder assembles its module and keeps nothing; return what it makes instead of storing it",
                        at: reference.location))
                continue
            }
            let key =
                "\(reference.fromRole.rawValue).\(reference.fromRole == .interactor && reference.toRole == .presenter ? "output" : reference.toRole.rawValue)"
            violations.append(
                violation(
                    "drift-undeclared-reference",
                    "'\(reference.from).\(reference.property)' holds the \(reference.toRole.rawValue) '\(reference.to)', which the spec of module '\(pair.spec.name)' does not declare (\(pair.specPath)); remove the property or declare '\(key)' under the spec's 'references'",
                    at: reference.location))
        }
        return violations
    }

    /// The letters, digits and underscores of a member's shape: `:UIViewController?` gives
    /// `UIViewController`. ASCII shapes, nearly all, are filtered as bytes.
    static func nameCharacters(of shape: String) -> String {
        let utf8 = shape.utf8
        guard utf8.allSatisfy({ $0 < 0x80 }) else { return shape.filter { $0.isLetter || $0.isNumber || $0 == "_" } }
        return String(
            decoding: utf8.filter { byte in
                (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "_")
            }, as: UTF8.self)
    }

    /// Whether a holder keeps a component through what the model does not resolve to it: a
    /// property of the reference's name, a view controller held by its UIKit type
    /// (`weak var transitionHandler: UIViewController!`), or a base class that holds the view
    /// (`BaseWireframe`), or a generic base class given the target's type or protocol
    /// (`BasePresenter<HomeViewProtocol, …>`, `Presenter<AboutView>`), a property of the
    /// app's own superclass, or a property typed with the target's base class. `viperc init
    /// --from` drafts 'none' where this is false too.
    public static func holdsUnresolved(_ holder: Component, property: String, target: Role, in module: ModuleModel) -> Bool {
        if !holder.baseArguments.isEmpty {
            let targets =
                module.components.filter { $0.role == target }.map(\.name) + module.protocols.filter { $0.role == target }.map(\.name)
            if holder.baseArguments.contains(where: targets.contains) { return true }
        }
        if holder.inheritedProperties.contains(property) { return true }
        // A property typed with the base class the target subclasses (`Interactor<Any?, Ghost>`
        // holding a `GetGhostInteractor`).
        let bases = Set(
            module.components.filter { $0.role == target }.compactMap(\.conformances.first).filter {
                !$0.hasPrefix("NS") && !$0.hasPrefix("UI")
            })
        return holder.members.contains { member in
            guard member.kind == .property else { return false }
            if member.name == property { return true }
            if !bases.isEmpty, let first = member.shape.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).first,
                bases.contains(String(first))
            {
                return true
            }
            guard target == .view else { return false }
            let type = nameCharacters(of: member.shape)
            return member.name == "viewController" || type.hasSuffix("ViewController") || type == "UIViewController"
        } || (target == .view && holder.conformances.first?.hasPrefix("Base") == true)
    }
}
