import Architecture
import Diagnostics
import Support

extension ModuleSpec {
    /// A fingerprint of everything in the module that another module's checks and generated
    /// files, or a project-wide check, can read: all but the components' methods, properties
    /// and comments, the module's comment, and positions. Two versions of a spec with one
    /// fingerprint differ only in what the module's own checks and files see, so a build may
    /// redo just that module (`BuildCache`). When a field is added to the spec model, decide
    /// here whether it is seen from outside; `ExportFingerprintTests` lists the fields it knows.
    public func exportFingerprint(config: ProjectConfig) -> String {
        var hasher = StableHasher()
        func add(_ text: String) { hasher.add(text) }
        func add(_ located: Located<String>?) { add(located?.value ?? "\u{0}") }
        func add(_ list: [Located<String>]) {
            hasher.add(list.count)
            for item in list { add(item.value) }
        }
        func add(_ parameter: ParameterSpec) {
            add(parameter.name)
            add(parameter.type.text)
            hasher.add(parameter.targets.count)
            for target in parameter.targets { add(target.value.rawValue) }
            add(parameter.ownership?.value.rawValue ?? "\u{0}")
        }
        add(name)
        add(path)
        add(displayPath)
        add(group)
        // Other modules name this module's types, nested in it.
        add(namespace)
        add(viewKind.rawValue)
        add(viewSource.rawValue)
        for role in Role.allCases {
            guard let component = components[role] else { continue }
            add(role.rawValue)
            add(component.isolation?.value.rawValue ?? "\u{0}")
            add(component.implements)
            // Other modules' navigation makes this module's assembler by its type's name, and
            // names its protocols (a builder's, a delegate's) as the module does.
            add(component.type)
            add(component.protocolName)
        }
        add("services")
        add(services)
        add("parameters")
        hasher.add(parameters.count)
        parameters.forEach(add)
        add("routes")
        hasher.add(routes.count)
        for route in routes {
            add(route.name)
            add(route.target)
            add(route.transition.value.rawValue)
            add(route.presentation?.value.rawValue ?? "\u{0}")
            hasher.add(route.parameters.count)
            route.parameters.forEach(add)
            add(route.doc ?? "\u{0}")
        }
        add("references")
        hasher.add(references.count)
        for reference in references {
            add(reference.key.description)
            add(reference.ownership?.rawValue ?? "\u{0}")
        }
        add("entities")
        hasher.add(entities.count)
        for entity in entities {
            add(entity.name)
            add(entity.doc ?? "\u{0}")
            hasher.add(entity.fields.count)
            entity.fields.forEach(add)
            add(entity.conformances)
        }
        add("imports")
        add(imports)
        // Other modules' navigation calls this module's assembler.
        add(assembledByOpener != nil ? "none" : assembler?.value.rawValue ?? "\u{0}")
        add("tabs")
        hasher.add(tabs.count)
        for tab in tabs {
            add(tab.module)
            add(tab.title)
        }
        // The project-wide dependencies file imports what each module's files import, and that
        // follows from the types its methods use too.
        add("computed imports")
        for name in config.imports(of: self) { add(name) }
        return hasher.hex
    }
}

extension ModuleSpec {
    /// Where each part that `exportFingerprint` covers is written, in a fixed order: two
    /// versions of a spec with one fingerprint have lists of one length, so a finding of
    /// another module or of the project that points at an exported part of the old version
    /// points at the same part of the new one at the same index.
    public var exportAnchors: [SourceLocation] {
        var anchors: [SourceLocation] = []
        func add<Value>(_ located: Located<Value>?) { if let located { anchors.append(located.location) } }
        func add(_ parameter: ParameterSpec) {
            add(parameter.name)
            anchors += parameter.type.names.map(\.location)
            parameter.targets.forEach { add($0) }
            add(parameter.ownership)
        }
        add(name)
        add(group)
        add(namespace)
        for role in Role.allCases {
            guard let component = components[role] else { continue }
            anchors.append(component.location)
            add(component.isolation)
            component.implements.forEach { add($0) }
            add(component.type)
            add(component.protocolName)
        }
        services.forEach { add($0) }
        parameters.forEach(add)
        for route in routes {
            anchors.append(route.location)
            add(route.name)
            add(route.target)
            add(route.transition)
            add(route.presentation)
            route.parameters.forEach(add)
        }
        anchors += references.map(\.location)
        for entity in entities {
            add(entity.name)
            entity.fields.forEach(add)
            entity.conformances.forEach { add($0) }
        }
        imports.forEach { add($0) }
        add(assembler)
        if let assembledByOpener { anchors.append(assembledByOpener) }
        tabs.forEach { add($0.module) }
        return anchors
    }
}
