import CodeSource
import Diagnostics

/// Everything `viperc lint` can be told; the defaults need no file at all.
public struct LintConfiguration: Sendable {
    public var disabledRules: Set<String> = RuleRegistry.optIn
    public var severities: [String: Severity] = [:]
    public var rolePatterns: [RolePattern] = RolePattern.defaults
    /// Modules a view must not import.
    public var serviceModules: Set<String> = [
        "Alamofire", "Moya", "CoreData", "RealmSwift", "Realm", "GRDB", "SQLite", "Apollo", "ApolloAPI", "Firebase",
        "FirebaseAuth", "FirebaseCore", "FirebaseDatabase", "FirebaseFirestore", "FirebaseFunctions", "FirebaseStorage",
        "FirebaseRemoteConfig", "FirebaseMessaging", "Network", "CloudKit",
    ]
    /// Types a view must not use.
    public var serviceTypes: [NamePattern] = [
        "URLSession", "NSManagedObjectContext", "NSPersistentContainer", "Realm", "*Service", "*APIClient", "*Repository",
        "*DataManager",
    ].map(NamePattern.init)
    /// Types whose singleton (`X.shared`, `X.sharedInstance`, `X.instance`, `X.default`) a view
    /// must not use.
    public var serviceSingletons: [NamePattern] = [
        "*Manager", "*API", "*Api", "*Client", "*Service", "*Repository", "*Database",
    ].map(NamePattern.init)
    /// Singletons that match `serviceSingletons` but serve the UI, such as keyboard managers,
    /// the managers that hand a view its localized strings and the SideMenu library's menus.
    public var uiSingletons: [NamePattern] = [
        "*KeyboardManager", "LocalizeManager", "*LocalizeManager", "LocalizationManager", "*LocalizationManager",
        "LocalisationManager", "*LocalisationManager", "SideMenuManager",
    ].map(NamePattern.init)
    /// Modules a presenter or interactor must not import.
    /// `SwiftUICore` is the part of SwiftUI that iOS 18 split out, importable on its own.
    public var uiModules: Set<String> = ["UIKit", "SwiftUI", "SwiftUICore", "AppKit"]
    /// Types a presenter or interactor must not use.
    /// AppKit's are listed by name: `NS` also starts Foundation's (`NSObject`, `NSError`).
    public var uiTypes: [NamePattern] = Self.defaultUITypes {
        didSet { uiTypeMatch = UITypeMatch(uiTypes) }
    }
    private var uiTypeMatch = UITypeMatch(Self.defaultUITypes)

    static let defaultUITypes = [
        "UI*", "NSViewController", "NSView", "NSColor", "NSImage", "NSWindow", "NSWindowController", "NSApplication", "NSAlert",
        "NSFont", "NSPasteboard", "NSOpenPanel", "NSSavePanel", "NSOpenSavePanelDelegate", "NSStoryboard", "NSMenu", "NSMenuItem",
        "NSButton", "NSTextField", "NSTableView", "NSOutlineView", "NSCollectionView", "NSWorkspace", "NSEvent",
        // UIKit's and AppKit's both, for table and collection views.
        "NSDiffableDataSourceSnapshot", "NSDiffableDataSourceSectionSnapshot", "NSCollectionLayout*",
        // Chart libraries' one name for UIKit's and AppKit's (`NSUIColor`, `NSUIFont`).
        "NSUI*",
    ].map(NamePattern.init)

    /// Whether one of `uiTypes` matches `name`.
    public func isUIType(_ name: String) -> Bool { uiTypeMatch.matches(name) }

    /// `uiTypes` split once: rules ask of every name a presenter or interactor mentions. An
    /// exact name is hashed only when the name starts with a letter one of them starts with
    /// (`N` for AppKit's), which most names do not.
    struct UITypeMatch: Sendable {
        var exact: Set<String>
        var initials = [Bool](repeating: false, count: 256)
        var wildcards: [NamePattern]

        init(_ patterns: [NamePattern]) {
            exact = Set(patterns.filter(\.isExact).map(\.text))
            wildcards = patterns.filter { !$0.isExact }
            for name in exact { initials[Int(name.utf8.first ?? 0)] = true }
            // A non-ASCII name may equal one that starts with other bytes (NFC and NFD): then
            // every name is looked up.
            if exact.contains(where: { !$0.utf8.allSatisfy { $0 < 0x80 } }) { initials = [Bool](repeating: true, count: 256) }
        }

        func matches(_ name: String) -> Bool {
            let first = name.utf8.first ?? 0
            if first >= 0x80 || initials[Int(first)], exact.contains(name) { return true }
            return wildcards.contains { $0.matches(name) }
        }
    }
    /// Globs relative to the project root (a nested configuration's are prefixed with its folder).
    public var include: [String] = []
    /// Globs relative to the project root, added to `testCode`.
    public var exclude: [String] = []
    /// Test code and test doubles are not architecture: always skipped. These globs match paths
    /// relative to each folder lint walks, so a folder of fixtures inside `Tests/` given
    /// explicitly is still linted.
    public var testCode: [String] = [
        "**/Tests/**", "**/*Tests/**", "**/*Tests.swift", "**/*Spec.swift", "**/Mocks/**", "**/*Mock.swift", "**/Mock*.swift",
    ]

    public init() {}

    public static let `default` = LintConfiguration()

    public func isEnabled(_ id: String) -> Bool { !disabledRules.contains(id) }

    public func severity(of id: String, default fallback: Severity) -> Severity {
        severities[id] ?? fallback
    }

    /// Whether a path (relative to the project root) is linted under `include`, `exclude` and
    /// the test code globs.
    public func includes(_ path: String) -> Bool {
        pathFilter.includes(path)
    }

    /// `include`, `exclude` and the test code globs compiled, for matching many paths.
    public var pathFilter: PathFilter {
        PathFilter(include: include.map(PathGlob.init), exclude: exclude.map(PathGlob.init), testCode: testCode.map(PathGlob.init))
    }

    public struct PathFilter: Sendable {
        let include: [PathGlob]
        let exclude: [PathGlob]
        let testCode: [PathGlob]

        /// - Parameters:
        ///   - path: relative to the project root.
        ///   - walked: the same file relative to the folder lint walked to find it; the test
        ///     code globs match this one.
        public func includes(_ path: String, walked: String? = nil) -> Bool {
            if !include.isEmpty, !include.contains(where: { $0.matches(path) }) { return false }
            if exclude.contains(where: { $0.matches(path) }) { return false }
            let local = walked ?? path
            return !testCode.contains { $0.matches(local) }
        }
    }
}
