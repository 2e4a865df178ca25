/// A type name that may be nested in a module's namespace (`AlarmModule.Presenter`): Swift
/// declares such a type inside an extension of the namespace, and names files and test classes
/// after it without the dot. Emit, validation and drafting all read names so.
public enum NestedName {
    /// `AlarmModule.Presenter` → (`AlarmModule`, `Presenter`); a top-level name has no namespace.
    public static func split(_ name: String) -> (namespace: String?, name: String) {
        guard let dot = name.lastIndex(of: ".") else { return (nil, name) }
        return (String(name[..<dot]), String(name[name.index(after: dot)...]))
    }

    /// `AlarmModule.Presenter` → `AlarmModulePresenter`, for names that must be one identifier.
    public static func flat(_ name: String) -> String {
        name.contains(".") ? name.split(separator: ".").joined() : name
    }
}
