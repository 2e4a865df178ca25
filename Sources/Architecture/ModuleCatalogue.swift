/// A catalogue of modules: a type whose cases name the app's modules and build them, as
/// Viperit's `enum AppModules: String, ViperitModule { case editReceipt }` does with
/// `AppModules.editReceipt.build()`. Such a call opens the module the case names, although no
/// type of that module is spelled at the call.
public enum ModuleCatalogue {
    /// The protocol a catalogue conforms to.
    public static let conformance = "ViperitModule"

    /// The module that `catalogue.entry` builds: the entry with its first letter capitalized
    /// (`editReceipt` and `EditReceipt` build `EditReceipt`), when the catalogue is one of the
    /// app's catalogues (`catalogues`: conforming to `ViperitModule`, so that an `APIRouter`
    /// enum's `.profile.build()` opens nothing) and the entry names one of its modules.
    public static func module(
        catalogue: String, entry: String, catalogues: Set<String>, isModule: (String) -> Bool
    ) -> String? {
        guard let first = entry.first, first.isLetter, catalogues.contains(catalogue) else { return nil }
        let module = first.uppercased() + entry.dropFirst()
        return isModule(module) ? module : nil
    }

    /// The same for a method's call spelled `Catalogue.entry` (see `MemberDecl.calls`).
    public static func module(
        dotted call: String, catalogues: Set<String>, isModule: (String) -> Bool
    ) -> String? {
        guard let dot = call.firstIndex(of: ".") else { return nil }
        return module(
            catalogue: String(call[..<dot]), entry: String(call[call.index(after: dot)...]), catalogues: catalogues,
            isModule: isModule)
    }
}
