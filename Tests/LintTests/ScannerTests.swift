import Architecture
import CodeSource
import Diagnostics
import Lint
import SwiftLexer
import Testing

struct ScannerTests {
    func scan(_ code: String) -> FileSummary {
        let source = SourceFile(path: "T.swift", text: code)
        return DeclarationScanner.scan(source, tokens: Lexer.tokenize(source).tokens)
    }

    @Test func importsWithAttributesKindsAndConditions() {
        let summary = scan(
            """
            @testable import Home
            @_exported import Foundation
            import struct UIKit.UIColor
            internal import Networking
            #if canImport(UIKit)
            import UIKit
            #else
            import AppKit
            #endif
            """)
        #expect(summary.imports.map(\.module) == ["Home", "Foundation", "UIKit", "Networking", "UIKit", "AppKit"])
        #expect(summary.imports[0].attributes == ["testable"])
        #expect(summary.imports[2].kind == "struct")
        #expect(summary.imports[2].path == "UIKit.UIColor")
        #expect(summary.imports[3].attributes == ["internal"])
        #expect(summary.imports[4].conditions == ["canImport(UIKit)"])
        #expect(summary.imports[5].conditions == ["!(canImport(UIKit))"])
        #expect(summary.imports[5].location.line == 8)
    }

    @Test func methodsAreSelectorsAndTheirTypesStillReferences() throws {
        let summary = scan(
            """
            final class HomePresenter {
                func item(at indexPath: IndexPath) -> Show { fatalError() }
                func reload() { func nested() {} }
                func load<T>(_ items: [T], done: @escaping (Result<[Show], Error>) -> Void = { _ in }, `for` user: User) async throws {}
                static func make(with id: String) -> HomePresenter { HomePresenter() }
            }
            extension HomePresenter { func show(_ next: UINavigationController) {} }
            """)
        let methods = summary.types.map { $0.members.filter { $0.kind == .method }.map(\.name) }
        #expect(methods[0] == ["item(at:)", "reload()", "load(_:done:for:)", "make(with:)"])
        #expect(methods[1] == ["show(_:)"])
        #expect(summary.types[0].references.map(\.value).contains("IndexPath"))
        #expect(summary.types[1].references.map(\.value).contains("UINavigationController"))
    }

    @Test func typesInheritanceAndStoredProperties() throws {
        let summary = scan(
            """
            final class HomePresenter: NSObject, HomePresenterInterface {
                private weak var view: HomeViewInterface?
                unowned(unsafe) let router: HomeWireframe
                private lazy var formatter = HomeFormatter()
                static let shared = 1
                var count: Int { items.count }
                var title: String = "" { didSet { view?.reload() } }
                class var name: String { "Home" }
                func load() {
                    var local: HomeView? = nil
                    run { [weak self, unowned view] in self?.go() }
                }
            }
            extension HomePresenter: HomeInteractorOutput {}
            protocol Foo: class {}
            """)
        #expect(summary.types.map(\.name) == ["HomePresenter", "HomePresenter", "Foo"])
        #expect(summary.types.map(\.kind) == [.class, .extension, .protocol])
        let presenter = summary.types[0]
        #expect(presenter.inherits == ["NSObject", "HomePresenterInterface"])
        #expect(presenter.properties.map(\.name) == ["view", "router", "formatter", "shared", "title"])
        #expect(presenter.properties.map(\.ownership) == [.weak, .unownedUnsafe, .strong, .strong, .strong])
        #expect(presenter.properties[0].typeText == "HomeViewInterface?")
        #expect(presenter.properties[2].isLazy)
        #expect(presenter.properties[2].typeNames == ["HomeFormatter"])
        #expect(presenter.properties[3].isStatic)
        #expect(summary.captures.map(\.name) == ["self", "view"])
        #expect(summary.types[1].inherits == ["HomeInteractorOutput"])
    }

    /// A type written over several lines, inside brackets or after a trailing `&`, is one type
    /// (before: the first line's part, `(ListSubscription &`); a comment between its lines is
    /// not part of it, and the next property starts where it ends.
    @Test func aTypeOverSeveralLinesIsOneType() {
        let summary = scan(
            """
            protocol SearchPresenterProtocol: AnyObject {
                var coordinator: (ListSubscription &
                    DetailSubscription)? { get set }
                weak var view: SearchViewProtocol? { get set }
            }
            final class SearchPresenter {
                weak var coordinator: (ListSubscription &  // both screens
                    DetailSubscription)?
                var output: ListOutput &
                    DetailOutput
                var count = 0
            }
            """)
        // Requirements are members (what the drift check and `init --from` compare), not
        // stored properties.
        let requirements = summary.types[0].members.map(\.text)
        #expect(
            requirements == ["coordinator: (ListSubscription&DetailSubscription)? { get set }", "view: SearchViewProtocol? { get set }"],
            "\(requirements)")
        let stored = summary.types[1].properties
        #expect(stored.map(\.name) == ["coordinator", "output", "count"], "\(stored)")
        #expect(stored.first?.typeText == "(ListSubscription&DetailSubscription)?", "\(stored)")
        #expect(stored.first?.typeNames == ["ListSubscription", "DetailSubscription"], "\(stored)")
        #expect(stored.dropFirst().first?.typeNames == ["ListOutput", "DetailOutput"], "\(stored)")
    }

    /// An unclosed bracket (code being typed) ends the type at its line when the next line starts
    /// a declaration: the members after it are still read, and the type's body still closes
    /// where it does.
    @Test func anUnclosedBracketEndsTheTypeAtItsLine() {
        let summary = scan(
            """
            final class HomePresenter {
                var items: [Int
                var view: HomeViewInterface?
                var interactor: HomeInteractor?
                func load() {
                    interactor?.fetch()
                }
                var router: HomeRouter?
            }
            """)
        let properties = summary.types[0].properties
        #expect(properties.map(\.name) == ["items", "view", "interactor", "router"], "\(properties)")
        #expect(properties.first?.typeNames == ["Int"], "\(properties)")
    }

    /// `weak` may come before other modifiers, some of which take an argument.
    @Test func ownershipBeforeModifiersWithArguments() {
        let summary = scan(
            """
            final class HomeRouter {
                weak public private(set) var navigationController: UINavigationController?
                unowned nonisolated(unsafe) var view: HomeView
                public private(set) var presenter: HomePresenter?
            }
            """)
        let properties = summary.types[0].properties
        #expect(properties.map(\.name) == ["navigationController", "view", "presenter"])
        #expect(properties.map(\.ownership) == [.weak, .unowned, .strong])
    }

    @Test func namesInCommentsAndStringsAreNotReferences() {
        let summary = scan(
            """
            final class HomeViewController {
                // HomeInteractor is not used
                let text = "HomeInteractor \\(HomeWireframe.self)"
                let presenter: HomePresenter
            }
            """)
        let names = summary.types[0].references.map(\.value)
        #expect(names == ["HomePresenter"])
    }

    @Test func nestedGenericsDoNotConfuseTheScanner() {
        let summary = scan(
            """
            final class Cache<Key: Hashable, Value>: Base<Dictionary<Key, Array<Value>>> where Key: Sendable {
                weak var owner: Owner?
            }
            struct After {}
            """)
        #expect(summary.types.map(\.name) == ["Cache", "After"])
        #expect(summary.types[0].inherits == ["Base"])
        #expect(summary.types[0].properties.map(\.name) == ["owner"])
    }

    /// What the drift check compares: signatures as Swift and as shapes, initializers with their
    /// parameter names, properties, and what a method's body opens and how.
    @Test func membersHaveSignaturesAndBodies() {
        let summary = scan(
            """
            protocol HomeViewInput: AnyObject {
                var numberOfItems: Int { get }
                var title: String? { get set }
                func show(_: [Show], animated: Bool)
            }
            final class HomeRouter {
                init(id: String, with dependencies: any ModuleDependencies) {}
                func item(at indexPath: IndexPath) async throws -> Show { fatalError() }
                func done(_ completion: @escaping (_ ok: Bool) -> ()) {}
                func run(_ work: @escaping @Sendable () -> Void, on queue: [@MainActor () -> Void]) {}
                func openDetails(id: String) {
                    let next = DetailsWireframe(id: id)
                    navigationController?.pushViewController(next.viewController, animated: true)
                }
            }
            """)
        let view = summary.types[0].members
        #expect(view.map(\.text) == ["numberOfItems: Int { get }", "title: String? { get set }", "show(_ value1: [Show], animated: Bool)"])
        #expect(view.map(\.shape) == [":Int", ":String?", "([Show],Bool)"])
        let router = summary.types[1].members
        #expect(router.map(\.name) == ["init(id:with:)", "item(at:)", "done(_:)", "run(_:on:)", "openDetails(id:)"])
        #expect(router.map(\.kind) == [.initializer, .method, .method, .method, .method])
        #expect(router[0].parameterNames == ["id", "dependencies"])
        #expect(router[0].shape == "(String,ModuleDependencies)")
        #expect(router[1].text == "item(at indexPath: IndexPath) async throws -> Show")
        #expect(router[1].shape == "(IndexPath)asyncthrows->Show")
        // Argument names in a function type and `()` for `Void` do not change the type.
        #expect(router[2].shape == "(@escaping(Bool)->Void)")
        // Attributes one after another keep their space; one that opens a type needs none.
        #expect(router[3].text == "run(_ work: @escaping @Sendable () -> Void, on queue: [@MainActor () -> Void])")
        #expect(router[4].calls.contains("DetailsWireframe") && router[4].transition == .push)
        #expect(router[1].calls.isEmpty && router[1].transition == nil)
        // Plain lint does not pay for them.
        let source = SourceFile(path: "T.swift", text: "final class A { init(x: Int) {}\n func f() {} }")
        let plain = DeclarationScanner.scan(source, tokens: Lexer.tokenize(source).tokens, signatures: false)
        #expect(plain.types[0].members.isEmpty)
    }

    /// A result type whose generic arguments are wrapped over lines, as swift-format wraps a long
    /// `AnyPublisher<…>`, is read to its closing bracket, in a requirement and before a body.
    @Test func wrappedGenericResultsAreReadWhole() {
        let summary = scan(
            """
            protocol GameUseCase {
                func all(sortFromBest: Bool) -> AnyPublisher<
                    [Game], Error
                >
                func nested() -> Array<Array<Int>>
                func cached() -> Result<Int, Error>?
                func next() -> Int
            }
            final class GameInteractor {
                func all(sortFromBest: Bool) -> AnyPublisher<
                    [Game], Error
                > {
                    fatalError()
                }
                func names() -> Set<String>! { nil }
                func first() -> [Box<Int>?] { [] }
            }
            """)
        #expect(
            summary.types[0].members.map(\.text) == [
                "all(sortFromBest: Bool) -> AnyPublisher<[Game], Error>", "nested() -> Array<Array<Int>>",
                "cached() -> Result<Int, Error>?", "next() -> Int",
            ])
        #expect(
            summary.types[1].members.map(\.text) == [
                "all(sortFromBest: Bool) -> AnyPublisher<[Game], Error>", "names() -> Set<String>!", "first() -> [Box<Int>?]",
            ])
    }

    /// A reach through a computed property resolves to that type's own property, once, even
    /// when every type of the file has one of the same name. Before, each `var child` was
    /// added to every type that reached through a `child`: n² entries, and n³ time.
    @Test func computedReachBasesAreEachTypesOwn() {
        let count = 50
        let code = (0..<count).map { k in
            "final class C\(k): UIViewController {\n    var child: T\(k)? { nil }\n    func f() { child?.output.run(); child?.presenter.go() }\n}\n"
        }.joined()
        let types = scan(code).types
        #expect(types.count == count)
        for (k, type) in types.enumerated() {
            #expect(type.computedProperties == [TypedLocal(name: "child", type: "T\(k)")], "\(type.name)")
        }
    }

    /// The extension reaches through the class's computed property; a same-named property of
    /// another type in the file is not it.
    @Test func computedReachBasesComeFromTheSameType() {
        let summary = scan(
            """
            final class Other { var content: OtherView? { nil } }
            final class Split: UIViewController { var content: Tabs? { nil } }
            extension Split { func f() { content?.presenter.reload() } }
            """)
        let extensionOfSplit = summary.types.first { $0.kind == .extension }
        #expect(extensionOfSplit?.computedProperties == [TypedLocal(name: "content", type: "Tabs")])
    }
}

struct PatternTests {
    @Test func namePatternsFollowCamelCase() {
        #expect(NamePattern("UI*").matches("UIColor"))
        #expect(!NamePattern("UI*").matches("UInt"))
        #expect(NamePattern("*Service").matches("UserService"))
        #expect(!NamePattern("*Service").matches("Service"))
        #expect(NamePattern("URLSession").matches("URLSession"))
    }

    @Test func pathGlobs() {
        #expect(PathGlob.matches("App/Modules/Login/Login Screen.swift", "**/Login/**"))
        #expect(PathGlob.matches("Tests/HomeTests.swift", "**/*Tests.swift"))
        #expect(PathGlob.matches("HomeTests.swift", "**/*Tests.swift"))
        #expect(!PathGlob.matches("App/Home.swift", "**/*Tests.swift"))
        #expect(PathGlob.matches("Sources/A/B.swift", "Sources/*/B.swift"))
        #expect(!PathGlob.matches("Sources/A/C/B.swift", "Sources/*/B.swift"))
    }

    @Test func rolesFromNamesSpecsAndConformance() {
        var index = RoleIndex(patterns: RolePattern.defaults)
        #expect(index.match("HomeViewInterface") == RoleAssignment(role: .view, module: "Home", isInterface: true))
        #expect(index.match("PostsDefaultRouter") == RoleAssignment(role: .router, module: "Posts", isInterface: false))
        #expect(index.match("ArticlesInteractorOutput")?.role == .presenter)
        #expect(index.match("MockHomeView") == nil)
        let code =
            "final class HomeScreen: UIViewController, HomeViewInterface {}\nprotocol HomeViewInterface: AnyObject {}\nfinal class HomePresenter {}\n"
        let model = LintEngine().model([SourceFile(path: "App/Home.swift", text: code)])
        index = RoleIndex(app: model.apps[0], patterns: RolePattern.defaults)
        #expect(index.role(of: "HomeScreen") == RoleAssignment(role: .view, module: "Home", isInterface: false))
    }

    /// Types without a space or a parenthesis come back as they are; the rest lose spaces,
    /// `any`, parentheses around one type, argument names of function types, and spell `()`
    /// results `Void`. Parentheses that mean something stay: a tuple, a composition or a
    /// function type made optional, a function type's parameters.
    @Test func typesAreNormalized() {
        let cases = [
            ("Int", "Int"), ("[Item0]", "[Item0]"), ("String?", "String?"), ("[String: Int]", "[String:Int]"),
            ("anyThing", "anyThing"), ("any Service", "Service"), ("Result<[Show], Error>", "Result<[Show],Error>"),
            ("(_ ok: Bool) -> ()", "(Bool)->Void"), ("@escaping (any Error) -> Void", "@escaping(Error)->Void"),
            ("(any Error)?", "Error?"), ("[(any Service)]", "[Service]"), ("(Int, String)?", "(Int,String)?"),
            ("(any Error & Sendable)?", "(Error&Sendable)?"), ("(() -> Void)?", "(()->Void)?"), ("() -> ()", "()->Void"),
            ("(Int) throws -> Void", "(Int)throws->Void"), ("Result<(any Error)?, Never>", "Result<Error?,Never>"),
            ("@Sendable (Int)", "@Sendable(Int)"), ("(Result<Int, Error>)?", "Result<Int,Error>?"),
            ("(any Animal).Type", "(Animal).Type"), ("any Animal.Type", "Animal.Type"),
            ("(Result<Int, (Int) -> Void>)?", "Result<Int,(Int)->Void>?"),
        ]
        for (type, normalized) in cases { #expect(MemberDecl.normalize(type) == normalized, "\(type)") }
    }
}
