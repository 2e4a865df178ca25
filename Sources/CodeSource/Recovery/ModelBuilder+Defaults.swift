import Architecture

/// What a type has without declaring it: members that extensions of the app's protocols and of
/// the platform class it subclasses give it.
extension ModelBuilder {
    /// The members that extensions of the app's protocols `type` conforms to implement, through
    /// refinements too, each protocol once; and those the app's extensions of the platform class
    /// it subclasses give it.
    func protocolDefaults(of type: ModelRecovery.Declared) -> [MemberDecl] {
        let platform = recovery.platformExtensionMembers.isEmpty ? [] : platformExtensionMembers(of: type)
        // Most types conform to none of the app's protocols: nothing to allocate for them.
        guard
            zip(type.inherits, type.inheritIDs).contains(where: { name, id in
                id >= 0 ? recovery.declared[id].isProtocol : recovery.typeAliases[name] != nil
            })
        else { return platform }
        var members: [MemberDecl] = []
        var seen = Set<Int>()
        var queue = inheritedIDs(of: type)
        while let id = queue.popLast() {
            guard seen.insert(id).inserted, recovery.declared[id].isProtocol else { continue }
            let proto = recovery.declared[id]
            for ext in proto.extensions { members += ext.members }
            queue += inheritedIDs(of: proto)
        }
        return members + platform
    }

    /// The ids of what `type` inherits, through aliases too (`protocol ProfileViewInput:
    /// ProfileInterface` for `typealias ProfileInterface = NavigationItemUpdatable &
    /// LottieAnimationConfigurable`), the file's own alias before the app's.
    func inheritedIDs(of type: ModelRecovery.Declared) -> [Int] {
        var ids = type.inheritIDs.filter { $0 >= 0 }
        guard !recovery.typeAliases.isEmpty, type.inheritIDs.contains(where: { $0 < 0 }) else { return ids }
        let local = recovery.fileAliases[type.path] ?? [:]
        // An alias may name another (`A = Titled & Traits`, `Traits = Animating & Sized`).
        var pending = zip(type.inherits, type.inheritIDs).filter { $0.1 < 0 }.map(\.0)
        var seen = Set(pending)
        while let name = pending.popLast() {
            for aliased in local[name] ?? recovery.typeAliases[name] ?? [] {
                if let found = recovery.ids[aliased] {
                    ids.append(found)
                } else if seen.insert(aliased).inserted {
                    pending.append(aliased)
                }
            }
        }
        return ids
    }
}

/// What the app's extensions of a platform class give the class's subclasses.
extension ModelBuilder {
    /// UIKit's and AppKit's controllers that subclass their view controller, so that an
    /// `extension UIViewController` reaches a `UITableViewController` subclass too.
    static let platformSuperclasses: [String: String] = [
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
        "UIHostingController": "UIViewController", "UIAlertController": "UIViewController",
        "UISearchController": "UIViewController", "UIActivityViewController": "UIViewController",
        "UIInputViewController": "UIViewController", "UIDocumentPickerViewController": "UIViewController",
        "UIImagePickerController": "UINavigationController", "UIViewController": "UIResponder", "UIView": "UIResponder",
        "NSSplitViewController": "NSViewController", "NSTabViewController": "NSViewController",
        "NSPageController": "NSViewController", "NSViewController": "NSResponder", "NSView": "NSResponder",
    ]

    /// Members the app's extensions of a platform class give `type`, which subclasses it
    /// directly or through the app's classes (`class SettingsView: BaseViewController`,
    /// `class BaseViewController: UIViewController`, `extension UIViewController { func
    /// showLoader() }`). A class's superclass is the first name it inherits.
    func platformExtensionMembers(of type: ModelRecovery.Declared) -> [MemberDecl] {
        guard type.decl.kind == .class else { return [] }
        var members: [MemberDecl] = []
        var current = type
        var seen = Set<Int>()
        // Through the app's classes, each once (a cycle of declarations ends the walk).
        while seen.insert(current.id).inserted, let first = current.inherits.first {
            if let next = recovery.declared(named: first), next.decl.kind == .class {
                current = next
                continue
            }
            var platform: String? = first
            while let name = platform {
                members += recovery.platformExtensionMembers[name] ?? []
                platform = Self.platformSuperclasses[name]
            }
            break
        }
        return members
    }
}
