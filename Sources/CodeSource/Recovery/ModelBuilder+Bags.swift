import Architecture

extension ModelBuilder {
    /// Ids of the app's types that keep objects of any kind (a stored `[AnyObject]`), and of the
    /// protocols such a type implements: a dispose bag (`DisposeBagImpl: DisposeBag`).
    func bagTypes() -> Set<Int> {
        var bags = Set<Int>()
        for type in recovery.declared where !type.isProtocol {
            guard type.decl.properties.contains(where: { !$0.isStatic && Self.isBag($0.typeText) }) else { continue }
            bags.insert(type.id)
            for id in type.inheritIDs where id >= 0 && recovery.declared[id].isProtocol { bags.insert(id) }
        }
        return bags
    }

    /// `[AnyObject]` or `Array<AnyObject>`, optional or not, spaces aside. Read as
    /// bytes: it is asked of every stored property of the app.
    static func isBag(_ text: String?) -> Bool {
        guard let text, let first = text.utf8.first, first == UInt8(ascii: "[") || first == UInt8(ascii: "A") else { return false }
        var bytes: [UInt8] = []
        for byte in text.utf8 where byte != UInt8(ascii: " ") {
            bytes.append(byte)
            if bytes.count > 20 { return false }
        }
        if let last = bytes.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") { bytes.removeLast() }
        return bagSpellings.contains { $0 == bytes }
    }

    /// Objects only: `[Any]` is as often a heterogeneous data source's rows.
    static let bagSpellings: [[UInt8]] = ["[AnyObject]", "Array<AnyObject>"].map { Array($0.utf8) }

    /// Whether a type, or a superclass of it in the app, keeps a bag of any objects: the
    /// assembly may hand it a component to keep alive (`viewController.addDisposable(presenter)`,
    /// Avito's style), which no property of the component's type shows.
    func keepsAnyObject(_ type: ModelRecovery.Declared, bags: Set<Int>) -> Bool {
        guard !bags.isEmpty else { return false }
        var current = type
        for level in 0..<4 {
            if level > 0 {
                guard let first = current.inheritIDs.first, first >= 0, !recovery.declared[first].isProtocol else { return false }
                current = recovery.declared[first]
            }
            for property in current.decl.properties where !property.isStatic {
                if Self.isBag(property.typeText) { return true }
                if property.typeNames.contains(where: { recovery.ids[$0].map(bags.contains) ?? false }) { return true }
            }
        }
        return false
    }
}
