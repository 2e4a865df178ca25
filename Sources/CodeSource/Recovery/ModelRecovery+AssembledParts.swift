import Architecture

/// Presenters of one screen's parts: those the screen's own builder makes beside its presenter
/// (`EditorAssembly` making `EditorPresenter` and `EditorNotePresenter`, the first keeping the
/// second, the view playing both presenters' views), one module, not two, so the builder is
/// its module's and the view that adopts both view protocols is no app-wide implementation;
/// and those another presenter keeps or the screen's view makes (`unionBySubPresenters`).
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

    /// A presenter that another presenter keeps strongly (`var weekPresenter =
    /// WeekEarningsPresenter()`, a part of one screen) or that the screen's view makes for a
    /// piece of itself below its folder, that no builder or router makes (app-wide
    /// ones included) and no other presenter keeps, that has no interactor, router or builder of
    /// its own, and whose file lies in the keeper's folder or below, joins the keeper's module:
    /// one screen's presenter split in parts, not a module of its own.
    package mutating func unionBySubPresenters(_ candidates: [Int]) {
        var assembled = Set<Int>()
        for type in declared where !type.isProtocol && (type.proposed?.role == .router || type.proposed?.role == .builder) {
            for ref in mentioned(type.id) where ref >= 0 && !isProtocol(ref) && role(ref) == .presenter { assembled.insert(ref) }
        }
        var groups: [Int: [Int]] = [:]
        for id in candidates { groups[find(id), default: []].append(id) }
        var keepers: [Int: Set<Int>] = [:]
        for id in candidates where !isProtocol(id) && role(id) == .presenter {
            for property in declared[id].decl.properties where !property.isStatic && property.ownership == .strong {
                for name in property.typeNames {
                    guard let ref = ids[name], ref != id, parent[ref] >= 0, shared[ref] == nil, !isProtocol(ref),
                        role(ref) == .presenter, !assembled.contains(ref)
                    else { continue }
                    keepers[ref, default: []].insert(id)
                }
            }
        }
        var keeperIsView = Set<Int>()
        // A view that makes a presenter for a piece of itself kept in a folder below its own
        // (`SearchMainPresenter(view: searchMainView)`, the presenter in `Views/SearchMainView/`)
        // keeps it as much.
        // Only a view its module's assembly has already joined: a view still alone would leave
        // its folder's group with the piece (footballgather's cell presenters split its
        // PlayerDetail in three; no small app here reproduces it, the corpus does).
        for id in candidates where !isProtocol(id) && role(id) == .view {
            guard groups[find(id), default: []].contains(where: { !isProtocol($0) && [.presenter, .router, .builder].contains(role($0)) })
            else { continue }
            let below = declared[id].folder + "/"
            let decls = CollectionOfOne(declared[id].decl) + declared[id].extensions
            // A view controller the view makes beside a presenter is another screen it opens
            // (`CommentsViewController()` with its `CommentsPresenter`), not a piece of itself.
            var screens = Set<String>()
            for decl in decls {
                for call in decl.calls {
                    guard let ref = ids[call.value], ref != id, !isProtocol(ref), role(ref) == .view, Self.isController(declared[ref]),
                        let prefix = declared[ref].proposed?.prefix
                    else { continue }
                    screens.insert(TypeRoles.asciiLowercased(prefix[...]))
                }
            }
            for decl in decls {
                for call in decl.calls {
                    guard let ref = ids[call.value], ref != id, parent[ref] >= 0, shared[ref] == nil, !isProtocol(ref),
                        role(ref) == .presenter, !assembled.contains(ref), declared[ref].folder.hasPrefix(below),
                        !screens.contains(TypeRoles.asciiLowercased((declared[ref].proposed?.prefix ?? "")[...]))
                    else { continue }
                    keepers[ref, default: []].insert(id)
                    keeperIsView.insert(ref)
                }
            }
        }
        for (part, keeping) in keepers.sorted(by: { $0.key < $1.key }) where keeping.count == 1 {
            let keeper = keeping.first!
            let own = groups[find(part), default: []]
            guard !own.contains(where: { !isProtocol($0) && [.interactor, .router, .builder].contains(role($0)) }) else { continue }
            // A piece a view makes has no screen of its own: a view controller beside the made
            // presenter is another screen the view opens.
            if keeperIsView.contains(part), own.contains(where: { !isProtocol($0) && role($0) == .view && Self.isController(declared[$0]) })
            {
                continue
            }
            let folder = declared[keeper].folder
            guard declared[part].folder == folder || declared[part].folder.hasPrefix(folder + "/") else { continue }
            union(keeper, part)
            note(part, .assembly, names[keeper])
            partPresenters.insert(part)
        }
    }
}
