import CodeSource

/// What the factories of a run make, over every file: for each protocol that declares members
/// named like factories (`func detailsViewController() -> DetailsViewController`), the type
/// each member returns. A call through a value of the protocol's type then names the module it
/// opens, wherever the protocol is declared.
public struct FactoryResults: Sendable {
    /// Protocol name → member name → the first type name of its result. The first declaration of
    /// a name wins, as two apps in one run may declare one name twice.
    public private(set) var results: [String: [String: String]] = [:]

    public init() {}

    public init(_ files: [FileSummary]) {
        // By index: a declaration is a large value, and copying each one to look at it cost more
        // than the rest of this.
        for file in files {
            for i in file.types.indices {
                guard let facts = file.types[i].factories, !facts.results.isEmpty, file.types[i].kind == .protocol else { continue }
                let name = file.types[i].name
                guard results[name] == nil else { continue }
                var made: [String: String] = [:]
                for result in facts.results where made[result.member] == nil { made[result.member] = result.type }
                results[name] = made
            }
        }
    }

    /// The type that `member` of `type` returns, if `type` is a protocol that declares it.
    public func result(of member: String, in type: String) -> String? {
        results[type]?[member]
    }
}
