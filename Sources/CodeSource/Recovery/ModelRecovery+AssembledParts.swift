import Architecture

/// Presenters of one screen's parts that the screen's own builder makes beside its presenter
/// (`EditorAssembly` making `EditorPresenter` and `EditorNotePresenter`, the first keeping the
/// second, the view playing both presenters' views): one module, not two, so the builder is
/// its module's and the view that adopts both view protocols is no app-wide implementation.
extension ModelRecovery {
    /// Finds them before shared types are set apart. A part is a presenter class the builder
    /// makes beside the presenter named for the builder's module, named for that module and
    /// more (`EditorNote` of `Editor`), kept by that presenter (by its class or a protocol it
    /// adopts), in its module folder or below, and with no interactor, router or builder of its
    /// own: a child module with a stack of its own stays a module.
    package mutating func findAssembledPartPresenters() {
        var presenters: [Int] = []
        var staffed = Set<String>()
        for type in declared where !type.isProtocol {
            guard let proposed = type.proposed else { continue }
            switch proposed.role {
            case .presenter: presenters.append(type.id)
            case .interactor, .router, .builder: staffed.insert(TypeRoles.asciiLowercased(proposed.prefix[...]))
            default: break
            }
        }
        // Most apps make one presenter per builder: nothing to look for without two.
        guard presenters.count > 1 else { return }
        let presenterIDs = Set(presenters)
        for type in declared where !type.isProtocol && type.proposed?.role == .builder && shared[type.id] == nil {
            var made: [Int] = []
            for decl in CollectionOfOne(type.decl) + type.extensions {
                for call in decl.calls {
                    guard let id = ids[call.value], presenterIDs.contains(id), !made.contains(id) else { continue }
                    made.append(id)
                }
            }
            guard made.count > 1 else { continue }
            let own = TypeRoles.asciiLowercased(type.proposed!.prefix[...])
            let mains = made.filter { TypeRoles.asciiLowercased(declared[$0].proposed!.prefix[...]) == own }
            guard mains.count == 1, let main = mains.first else { continue }
            let keeper = declared[main]
            var kept = Set<String>()
            for decl in CollectionOfOne(keeper.decl) + keeper.extensions {
                for property in decl.properties where !property.isStatic { kept.formUnion(property.typeNames) }
            }
            let folder = keeper.moduleFolder
            for part in made where part != main {
                let candidate = declared[part]
                let prefix = TypeRoles.asciiLowercased(candidate.proposed!.prefix[...])
                guard prefix.count > own.count, prefix.hasPrefix(own), !staffed.contains(prefix),
                    kept.contains(candidate.name) || candidate.inherits.contains(where: kept.contains),
                    candidate.moduleFolder == folder || candidate.moduleFolder.hasPrefix(folder + "/")
                else { continue }
                assembledParts[part] = (main, type.id)
                partAlias[candidate.proposed!.prefix] = keeper.proposed!.prefix
            }
        }
    }

    /// A module prefix as its screen's: a part presenter's (`EditorNote`) is its keeper's.
    package func screenPrefix(_ prefix: String) -> String {
        partAlias.isEmpty ? prefix : partAlias[prefix] ?? prefix
    }

    /// Joins each part to its keeper's module; the part does not name the module.
    package mutating func unionAssembledParts() {
        for (part, made) in assembledParts.sorted(by: { $0.key < $1.key }) where parent[part] >= 0 && parent[made.main] >= 0 {
            // The builder's own union (`unionByAssembly`) has joined them where it is a candidate.
            if find(part) != find(made.main) {
                union(made.main, part)
                note(part, .assembly, names[made.builder])
            }
            partPresenters.insert(part)
        }
    }
}
