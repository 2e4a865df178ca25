import CodeSource

/// Removing a UI framework's import from a presenter's or interactor's file. The import goes
/// only when nothing in the file can still need the framework; UIKit and AppKit also bring in
/// Foundation, so a file that does not import Foundation itself gets `import Foundation` in the
/// import's place.
enum ImportFix {
    /// - Parameter foundationAdded: whether an earlier UI import of the file already becomes
    ///   `import Foundation`; set when this one does, so that a second is removed instead.
    static func plan(
        _ item: ImportDecl, in file: FileSummary, configuration: LintConfiguration, foundationAdded: inout Bool
    ) -> Result<[TextEdit], OwnershipFix.Reason> {
        func reason(_ text: String) -> Result<[TextEdit], OwnershipFix.Reason> { .failure(OwnershipFix.Reason(text: text)) }
        if item.isConditional { return reason("the import is inside '#if'") }
        if item.kind != nil || item.path != item.module { return reason("the import names a declaration of '\(item.module)'") }
        // The module's other files may rely on a re-export.
        if item.attributes.contains("_exported") { return reason("'@_exported' makes the import the whole module's") }
        guard let line = item.lineRange else { return reason("its line holds more than the import") }
        if let used = uses(of: item.module, in: file, configuration: configuration) {
            return reason("the file uses '\(used)', which the import provides")
        }
        // Another import of Foundation, unconditional, keeps what the file may use from it.
        let keepsFoundation = file.imports.contains { other in
            other.module == "Foundation" && !other.isConditional && other.kind == nil
        }
        if keepsFoundation || foundationAdded { return .success([TextEdit(line, "")]) }
        foundationAdded = true
        return .success([TextEdit(item.moduleRange, "Foundation")])
    }

    /// The first name in the file that may come from the UI framework, or nil.
    static func uses(of module: String, in file: FileSummary, configuration: LintConfiguration) -> String? {
        var names: [String] = []
        for type in file.types {
            names.append(type.name)
            names += type.inherits
            names += type.references.map(\.value)
        }
        names += file.looseNames.sorted()
        return names.first { name in
            let simple = String(name.split(separator: ".").first ?? Substring(name))
            return configuration.isUIType(simple) || needsFramework(simple, module: module)
        }
    }

    /// Names outside `uiTypes` that need a UI framework imported: Core Graphics and Core
    /// Animation types, Foundation types whose UI members UIKit adds (`IndexPath.row`,
    /// `NSAttributedString.Key.font`), and for SwiftUI the SwiftUI, Combine and Observation
    /// names it re-exports.
    static func needsFramework(_ name: String, module: String) -> Bool {
        if name.hasPrefix("CG") || name.hasPrefix("CA") || name.hasPrefix("NS") && !foundationNS.contains(name) { return true }
        if uiExtended.contains(name) { return true }
        return module == "SwiftUI" && swiftUINames.contains(name)
    }

    static let foundationNS: Set<String> = [
        "NSObject", "NSObjectProtocol", "NSError", "NSString", "NSNumber", "NSLock", "NSRecursiveLock", "NSRange", "NSPredicate",
        "NSCoder", "NSCoding", "NSSecureCoding", "NSNotification", "NSDictionary", "NSArray", "NSData", "NSURL", "NSCache",
        "NSSortDescriptor", "NSLocalizedString", "NSMutableArray", "NSMutableDictionary", "NSSet", "NSDate", "NSRegularExpression",
        "NSCopying", "NSNull", "NSDecimalNumber", "NSCondition", "NSManagedObject", "NSManagedObjectContext", "NSFetchRequest",
        "NSPersistentContainer", "NSEntityDescription", "NSUUID", "NSTimeZone", "NSLocale",
    ]
    static let uiExtended: Set<String> = ["IndexPath"]
    static let swiftUINames: Set<String> = [
        "View", "Color", "Image", "Text", "Font", "Binding", "State", "StateObject", "ObservedObject", "EnvironmentObject",
        "Environment", "Published", "ObservableObject", "Observable", "AnyCancellable", "Cancellable", "AnyPublisher", "Publisher",
        "PassthroughSubject", "CurrentValueSubject", "Just", "Future", "Combine", "Animation", "LocalizedStringKey", "Angle",
        "EdgeInsets", "Namespace", "AppStorage", "SceneStorage", "FocusState", "Bindable", "ViewBuilder", "AnyView",
    ]
}
