import Diagnostics
import SpecParser
import Testing

struct SignatureParserTests {
    static let origin = SourceLocation(path: "s", line: 1, column: 1)

    func method(_ text: String) -> (MethodSignature?, [Diagnostic]) {
        SignatureParser.method(text, at: Self.origin) { SourceLocation(path: "s", line: 1, column: $0 + 1) }
    }

    @Test(arguments: [
        ("item(at indexPath: IndexPath) -> Show", "item(at indexPath: IndexPath) -> Show", ["IndexPath", "Show"]),
        ("func logout()", "logout()", []),
        (
            "getShows(_ completion: @escaping (Result<[Show], Error>) -> Void)",
            "getShows(_ completion: @escaping (Result<[Show], Error>) -> Void)", ["Result", "Show", "Error", "Void"]
        ),
        (
            "load( id :String?,into  list:inout [Int:[String]])async throws->Void",
            "load(id: String?, into list: inout [Int: [String]]) async throws -> Void", ["String", "Int", "String", "Void"]
        ),
        ("decode<T: Decodable>(_ data: Data) throws -> T", "decode<T: Decodable>(_ data: Data) throws -> T", ["Data", "Decodable"]),
        ("set(handler: (@Sendable (Int) async -> Void)?)", "set(handler: (@Sendable (Int) async -> Void)?)", ["Int", "Void"]),
        ("values() -> Result<Int?, Never>", "values() -> Result<Int?, Never>", ["Result", "Int", "Never"]),
        (
            "`default`(x: any Error & Sendable) -> Foo.Bar.Type", "`default`(x: any Error & Sendable) -> Foo.Bar.Type",
            ["Error", "Sendable", "Foo"]
        ),
        // An ownership specifier before an existential one, as Swift allows.
        ("update(_ value: inout any Sendable)", "update(_ value: inout any Sendable)", ["Sendable"]),
        ("take(_ value: consuming some Collection)", "take(_ value: consuming some Collection)", ["Collection"]),
        // A keyword after a label names the parameter, as Swift allows; kept escaped.
        ("target(for break: UserBreak) -> Target?", "target(for `break`: UserBreak) -> Target?", ["UserBreak", "Target"]),
        ("move(in class: Int, for in: String)", "move(in `class`: Int, for `in`: String)", ["Int", "String"]),
    ])
    func parsesAndNormalizes(_ text: String, _ normalized: String, _ names: [String]) throws {
        let (signature, diagnostics) = method(text)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let parsed = try #require(signature)
        #expect(parsed.swiftSignature == normalized)
        #expect(parsed.typeNames.map(\.value) == names)
    }

    @Test(arguments: [
        ("item(at indexPath IndexPath)", 19, "expected ':' after parameter name 'indexPath', found 'IndexPath'"),
        ("item(at: Int", 13, "expected ',' or ')' in the parameter list, found end of signature"),
        ("reload", 7, "expected '(' after method name 'reload', found end of signature; properties go under 'properties:'"),
        ("f(x: [Int)", 10, "expected ']' to close the array type, found ')'"),
        ("f() -> ", 8, "expected a type, found end of signature"),
        ("f(x: \"s\")", 6, "expected a type, found '\"s\"'"),
        // 'inout' is no label: Swift rejects it before a name, keyword or not.
        ("f(inout break: Int)", 3, "'inout' goes before a parameter's type, not its name, as in 'value: inout Int'"),
        ("f(inout x: Int)", 3, "'inout' goes before a parameter's type, not its name, as in 'value: inout Int'"),
        // A mock records arguments by name: `_` names none.
        ("first(_ _: Int, for x: Int)", 9, "a parameter needs a name that generated code can use, as in '_ value:'"),
    ])
    func reportsTheFirstProblemAtItsColumn(_ text: String, _ column: Int, _ message: String) {
        let (signature, diagnostics) = method(text)
        #expect(signature == nil)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location.column == column)
        #expect(diagnostics.first?.message == message)
        #expect(diagnostics.first?.id == "invalid-signature")
    }

    @Test func parsesProperties() throws {
        let (property, diagnostics) = SignatureParser.property("var title: String { get set }", at: Self.origin) { _ in Self.origin }
        #expect(diagnostics.isEmpty)
        #expect(try #require(property).swiftSignature == "var title: String { get set }")
        let (readOnly, _) = SignatureParser.property("count: Int", at: Self.origin) { _ in Self.origin }
        #expect(readOnly?.swiftSignature == "var count: Int { get }")
    }

    @Test(
        arguments: [
            ("Home", nil), ("HomeView", nil), ("Café", nil), ("class", "'class' is a Swift keyword"),
            ("../x", "'../x' is not a valid Swift identifier"), ("Home View", "'Home View' is not a valid Swift identifier"),
            ("`Home`", "'`Home`' is not a valid Swift identifier"), ("1Home", "'1Home' is not a valid Swift identifier"),
        ] as [(String, String?)])
    func checksNames(_ name: String, _ problem: String?) {
        #expect(SwiftName.problem(with: name) == problem)
    }
}
