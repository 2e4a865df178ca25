import Architecture
import Diagnostics
import Foundation
import TestSupport
import Testing

@testable import SpecParser
@testable import SwiftLexer

/// The shortcuts that make spec loading and validation fast must answer exactly as the plain
/// code they stand in for.
struct FastPathTests {
    static let typeTexts = [
        "Int", "[Item]", "[String: Item]", "Result<[Item], Error>", "(Result<[Item], Error>) -> Void", "Set<Tag>?",
        "[Set<Key>: [Int: String]]", "Result<(Int) -> Void, MyError>", "@escaping (Result<Int, Error>) -> Void",
        "Result< Int ,  Failure >", "MyResult<Int, Error>", "Model.Result<Int, Bad>", "[(a: Int, b: Int)]",
        "[Key: Value]?", "Result<Int>", "Set<>", "Result<Int, Error", "[Key", "Dictionary<Key, Set<Value>>",
    ]

    @Test func byteScansAgreeWithCharacterScans() {
        for text in Self.typeTexts {
            for name in ["Result", "Set"] {
                let bytes = Validator.genericArguments(of: Array((name + "<").utf8), in: Array(text.utf8))
                let characters = Validator.genericArguments(of: Array(name + "<"), in: Array(text))
                #expect(bytes == characters, "\(name) in \(text)")
            }
            #expect(Validator.dictionaryKeys(in: Array(text.utf8)) == Validator.dictionaryKeys(in: Array(text)), "\(text)")
        }
    }

    @Test func plainTypeNamesAreParsedAsTheParserWould() {
        let locate = { (offset: Int) in SourceLocation(path: "spec.viper.yaml", line: 3, column: 10 + offset) }
        let texts = [
            "String", "Item0", "A", "Foo_Bar", "URL", "Any", "Self", "Type", "Protocol", "some", "any", "string", "_Private", "9Lives",
            "Item?", "Item!", "[Item]", "Any?", "Ünit", "Café", "`Class`", " String", "String ", "Swift.String", "Int8", "Z9_",
        ]
        for text in texts {
            let fast = SignatureParser.type(text, locate: locate)
            let full = SignatureParser.parsedType(text, locate: locate)
            #expect(fast.0 == full.0, "\(text)")
            #expect(fast.1 == full.1, "\(text)")
        }
        #expect(SignatureParser.isPlainTypeName("Item0"))
        #expect(!SignatureParser.isPlainTypeName("Any") && !SignatureParser.isPlainTypeName("item") && !SignatureParser.isPlainTypeName(""))
    }

    @Test func nonASCIITextIsScannedByCharacter() {
        #expect(Validator.genericArguments(of: "Result", in: "Result<Café, Érreur>") == [["Café", "Érreur"]])
        #expect(Validator.genericArguments(of: "Result", in: "éResult<Int, Error>").isEmpty)
        #expect(Validator.dictionaryKeys(in: "[Clé: Valeur]") == ["Clé"])
        #expect(Validator.genericArguments(of: "Set", in: "Set<Ünit>") == [["Ünit"]])
    }

    @Test func opaqueTypesAreFoundWithTheByteFilter() {
        #expect(Validator.isOpaque("some View"))
        #expect(Validator.isOpaque("[some View]"))
        #expect(Validator.isOpaque("(sssome View)") == false)
        #expect(Validator.isOpaque("awesome View") == false)
        #expect(Validator.isOpaque("Handsome") == false)
        #expect(Validator.containsSome("ssome "))
        #expect(Validator.containsSome("som e") == false)
    }

    @Test func moduleTemplatesAreFilledIn() {
        #expect("{Module}ViewInterface".replacingModule(with: "Home") == "HomeViewInterface")
        #expect("Base".replacingModule(with: "Home") == "Base")
        #expect("{Module}".replacingModule(with: "Café") == "Café")
        #expect("A{Module}B{Module}C".replacingModule(with: "X") == "AXBXC")
        #expect("{Modul}{Module".replacingModule(with: "X") == "{Modul}{Module")
        #expect("Ünit{Module}".replacingModule(with: "") == "Ünit")
        #expect("{{Module}}".replacingModule(with: "X") == "{X}")
        #expect("ab{Module}".replacingModule(with: "X") == "abX")
        #expect("{Mod".replacingModule(with: "X") == "{Mod")
        #expect("".replacingModule(with: "X") == "")
    }

    @Test func moduleTemplatesAgreeWithFoundationOnRandomTexts() {
        var generator = SeededGenerator("FastPathTests.moduleTemplatesAgreeWithFoundationOnRandomTexts")
        let pieces = ["{", "}", "M", "o", "d", "u", "l", "e", "é", "{Module}", "{Modul", "odule}"]
        for _ in 0..<2_000 {
            let template = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let name = ["", "X", "Home", "Çafé"].randomElement(using: &generator)!
            #expect(
                template.replacingModule(with: name) == template.replacingOccurrences(of: "{Module}", with: name),
                "'\(template)' with '\(name)'")
        }
    }

    @Test func roleOrderIsDeclarationOrder() {
        for (index, role) in Role.allCases.enumerated() {
            #expect(role.order == index)
        }
    }

    @Test func nameVerdictsAreStableWhenCached() {
        for _ in 0..<2 {
            #expect(SwiftName.problem(with: "Home") == nil)
            #expect(SwiftName.problem(with: "class") == "'class' is a Swift keyword")
            #expect(SwiftName.problem(with: "two words") == "'two words' is not a valid Swift identifier")
            #expect(SwiftName.problem(with: "_") == "'_' is a Swift keyword")
        }
    }
}

extension FastPathTests {
    @Test func inlineNamesByByteAgreeWithCharacters() {
        for text in Self.typeTexts + ["Foo[Bar]Baz", "]Odd[", "A_1 & B2", "[[X]]Y?", ""] {
            #expect(Validator.inlineNames(text) == Validator.inlineNames(characters: text), "\(text)")
        }
        #expect(Validator.inlineNames("Café[Thé]") == ["Café"])
    }
}

extension FastPathTests {
    @Test func plainNamesAreJudgedAsTheLexerJudgesThem() {
        var names =
            Array(Keywords.all) + [
                "Home", "home", "_", "__", "_a", "a_", "A1", "Z9_", "async", "await", "some", "any", "get", "set", "Type",
                "Protocol", "open", "actor", "x", "Self_", "self1", "Any2", "ifelse", "in_", "9Lives", "two words", "`class`",
                "Café", "$0", "a$", "a-b", "", "a.b", "🙂",
            ]
        // Every one- and two-byte name over a small alphabet with the edge bytes.
        let alphabet = Array("aZ_09$`".utf8)
        for a in alphabet {
            names.append(String(decoding: [a], as: UTF8.self))
            for b in alphabet { names.append(String(decoding: [a, b], as: UTF8.self)) }
        }
        for name in names {
            guard let fast = SwiftName.plainNameProblem(with: name) else { continue }
            #expect(fast == SwiftName.lexedProblem(with: name), "\(name)")
        }
        #expect(SwiftName.plainNameProblem(with: "Home") == .some(nil))
        #expect(SwiftName.plainNameProblem(with: "9Lives") == nil)
        #expect(SwiftName.plainNameProblem(with: "Café") == nil)
    }
}
