import Architecture

/// Presenters of one screen's parts that the screen's own builder makes beside its presenter
/// (`EditorAssembly` making `EditorPresenter` and `EditorNotePresenter`, the first keeping the
/// second, the view playing both presenters' views): one module, not two, so the builder is
/// its module's and the view that adopts both view protocols is no app-wide implementation.
extension ModelRecovery {
    /// Finds them before shared types are set apart. A part is a presenter class the builder
    /// makes beside the presenter named for the builder's module, named for that module and
    /// more (`EditorNote` of `Editor`), kept by that presenter (by its class or a protocol it
    /// adopts), in its module folder or below, and with no interactor, router, builder or view
    /// controller of its own: a child module with a stack or a screen of its own stays a module.
    package mutating func findAssembledPartPresenters() {
        // Most packages declare fewer than two presenters: nothing to look for, and nothing
        // made or hashed to find that out.
        var presenterCount = 0
        for type in declared where !type.isProtocol && type.proposed?.role == .presenter {
            presenterCount += 1
            if presenterCount > 1 { break }
        }
        guard presenterCount > 1 else { return }
        // The module prefixes that have an interactor, router or builder class, or a view
        // controller (a child screen of its own), made at the first builder that makes two
        // presenters.
        var staffed: Set<String>?
        // Shared types are not set apart yet: every builder is asked.
        for type in declared where !type.isProtocol && type.proposed?.role == .builder {
            let made = presentersMade(by: type)
            guard made.count > 1 else { continue }
            if staffed == nil {
                var found = Set<String>()
                for other in declared where !other.isProtocol {
                    guard let role = other.proposed?.role,
                        role == .interactor || role == .router || role == .builder || (role == .view && Self.isController(other))
                    else { continue }
                    found.insert(TypeRoles.asciiLowercased(other.proposed!.prefix[...]))
                }
                staffed = found
            }
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
                let named = candidate.proposed!.prefix
                let prefix = TypeRoles.asciiLowercased(named[...])
                // Its name goes on with a word of its own after the module's (`EditorNote`, not
                // `Editorial`).
                guard prefix.count > own.count, prefix.hasPrefix(own),
                    named.utf8.dropFirst(own.utf8.count).first.map({ (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) }) == true,
                    !staffed!.contains(prefix),
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
