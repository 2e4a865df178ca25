/// Protocols whose names say presenter but whose code says view, settled before modules form.
extension ModelRecovery {
    /// - Parameters:
    ///   - channelConformers: the classes with a role that conform to each channel protocol.
    ///   - conformers: the same for the other protocols.
    mutating func settleViewProtocols(channelConformers: [Int: Set<Int>], conformers: [Int: Set<Int>]) {
        // A delegate named for a module, that only that module's view implements and a
        // presenter holds (`HomePresenterDelegate`, the presenter's `view`), is the view's own
        // protocol, not a channel. Another module's delegate that a view implements
        // (`MeasurementDetailsCoordinatorDelegate`) and a subview's delegate stay channels.
        var heldByPresenters = Set<String>()
        for type in declared where type.proposed?.role == .presenter && !type.isProtocol {
            for property in type.decl.properties { heldByPresenters.formUnion(property.typeNames) }
        }
        for (base, classes) in channelConformers.sorted(by: { $0.key < $1.key }) where shared[base] == nil {
            guard let named = declared[base].proposed?.prefix, heldByPresenters.contains(names[base]),
                classes.allSatisfy({ declared[$0].proposed?.role == .view })
            else {
                continue
            }
            let modules = Self.distinctModules(Set(classes.compactMap { declared[$0].proposed?.prefix }))
            // `TransferPresenter` (of `TransferPresenterDelegate`) names module `Transfer`.
            let module = TypeRoles.implementationRole(named)?.prefix ?? named
            guard modules.count == 1, Self.distinctModules([module, modules[0]]).count == 1 else { continue }
            declared[base].proposed = (.view, modules[0])
            declared[base].isChannel = false
        }
        // The same for a protocol without a role name (`ContactListPresenterOutput`).
        for (base, classes) in conformers.sorted(by: { $0.key < $1.key })
        where shared[base] == nil && declared[base].proposed == nil && heldByPresenters.contains(names[base]) {
            guard classes.allSatisfy({ declared[$0].proposed?.role == .view }) else { continue }
            let modules = Self.distinctModules(Set(classes.compactMap { declared[$0].proposed?.prefix }))
            guard modules.count == 1 else { continue }
            declared[base].proposed = (.view, modules[0])
        }
        // A protocol named like the presenter's that only views implement (a subview's
        // `ActivityDetailsViewOutput`, implemented by the view controller) is no presenter's
        // interface, and no module's: left without a role.
        for (base, classes) in conformers.sorted(by: { $0.key < $1.key })
        where shared[base] == nil && declared[base].proposed?.role == .presenter {
            guard classes.allSatisfy({ declared[$0].proposed?.role == .view }) else { continue }
            let modules = Self.distinctModules(Set(classes.compactMap { declared[$0].proposed?.prefix }))
            guard modules.count == 1 else { continue }
            declared[base].proposed = nil
        }
    }
}
