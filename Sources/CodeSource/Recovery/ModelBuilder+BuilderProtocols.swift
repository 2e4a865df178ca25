import Architecture

extension ModelBuilder {
    /// A protocol named as a builder that one builder alone adopts (`protocol
    /// DashboardAssembly`, adopted by `DashboardAssemblyImpl` alone) is that module's builder
    /// interface: an app's module factory hands its builders out by such protocols, and asking
    /// for one opens the module.
    func placeBuilderProtocols(_ app: inout AppModel) {
        var adopters: [String: (module: String, count: Int, builder: Bool)] = [:]
        for module in app.modules {
            for component in module.components {
                for name in component.conformances where app.unplacedProtocols[name] != nil {
                    let count = (adopters[name]?.count ?? 0) + 1
                    adopters[name] = (module.name, count, component.role == .builder && (adopters[name]?.builder ?? true))
                }
            }
        }
        // Named as one, too: a builder's other protocols (`BuildsAccountApplication` of a form
        // builder taken for the module's) say nothing of opening the module.
        for (name, adopter) in adopters
        where adopter.count == 1 && adopter.builder
            && (TypeRoles.assemblyWords.contains { name.contains($0) } || name.contains("Module"))
        {
            app.placements[name] = Placement(role: .builder, module: adopter.module, isInterface: true, isChannel: false)
            app.unplacedProtocols[name] = nil
        }
    }
}
