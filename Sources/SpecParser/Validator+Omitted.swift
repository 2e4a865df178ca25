import Architecture
import Diagnostics

extension Validator {
    /// `view: none` and `presenter: none`. A module without a presenter is a view alone (a
    /// static screen its opener closes): a wireframe, an interactor or a formatter would have
    /// nothing to call it or keep it, since a view talks to its presenter only. A module without
    /// a view has no screen to show others from, so its routes are the wireframe's own code
    /// (`custom`), and whatever opens it keeps its presenter, made by the module's builder when
    /// it declares one, else by the opener.
    func checkOmitted(_ module: ModuleSpec) {
        let name = module.name.value
        if let omitted = module.omitted[.presenter] {
            let note = [DiagnosticNote("'presenter: none' here", at: omitted)]
            for role in [Role.interactor, .router, .formatter, .delegate] {
                guard let component = module.components[role] else { continue }
                let word = role == .router ? convention.wireframeWord.lowercased() : role.specKey
                engine.error(
                    "module '\(name)' has no presenter, so nothing would call or keep its \(word) (a view talks to its presenter only); remove the \(word) or declare a presenter",
                    at: component.location, id: "invalid-value", notes: note)
            }
            for parameter in module.parameters {
                engine.error(
                    "module '\(name)' has no presenter, so nothing would keep its parameter '\(parameter.name.value)'; remove it or declare a presenter",
                    at: parameter.name.location, id: "invalid-value", notes: note)
            }
            // Without a presenter there is no wireframe to carry a route, nor one to add.
            for route in module.routes {
                engine.error(
                    "module '\(name)' has no presenter, so nothing would take route '\(route.name.value)' (a view talks to its presenter only); remove it, or declare a presenter and a \(convention.wireframeWord.lowercased())",
                    at: route.name.location, id: "invalid-value", notes: note)
            }
        }
        if let omitted = module.omitted[.view] {
            let note = [DiagnosticNote("'view: none' here", at: omitted)]
            if let assembler = module.assembler {
                engine.error(
                    "module '\(name)' has no view, so its builder assembles it, or without one whatever opens it; remove 'assembler'",
                    at: assembler.location,
                    id: "invalid-value", notes: note)
            }
            for route in module.routes where route.transition.value != .custom {
                if route.transition.value == .dismiss {
                    engine.error(
                        "route '\(route.name.value)' closes the module's view, which module '\(name)' has none of; remove it (whatever opens the module ends it)",
                        at: route.name.location, id: "invalid-value", notes: note)
                    continue
                }
                engine.error(
                    "route '\(route.name.value)' (\(route.transition.value.rawValue)) shows from the module's view, which module '\(name)' has none of; write 'transition: custom' and navigate in the \(convention.wireframeWord.lowercased())",
                    at: route.name.location, id: "invalid-value", notes: note)
            }
        }
    }

    /// What says that a module is assembled by whatever opens it, for messages: the key that
    /// `assembledByOpener` points at (`assembler: none` where a viewless module also says it).
    static func openerClause(_ module: ModuleSpec) -> String {
        module.omitted[.view].map { $0 == module.assembledByOpener } == true ? "view: none" : "assembler: none"
    }
}
