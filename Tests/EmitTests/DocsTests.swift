import Diagnostics
import Foundation
import SpecParser
import TestSupport
import Testing

@testable import Emit

/// `viperc docs`: golden pages for the examples (the committed `docs/examples`), well-formed
/// Mermaid and DOT, and route analysis.
struct DocsTests {
    static let projects = ["articles", "posts", "tvshows"]

    static func load(_ folder: String) throws -> Project {
        let engine = DiagnosticEngine()
        let projects = SpecLoader.load(folder: folder, engine: engine)
        for project in projects { Validator.validate(project, engine: engine) }
        try #require(!engine.hasErrors, Comment(rawValue: DiagnosticPrinter.render(engine.sorted)))
        try #require(projects.count == 1)
        return projects[0]
    }

    static var tricky: String { Golden.fixtures + "/docs-tricky" }

    @Test(arguments: projects)
    func pagesMatchTheCommittedDocs(_ name: String) throws {
        let project = try Self.load(Golden.packageRoot + "/specs/" + name)
        let files = DocsPlanner.plan(project)
        #expect(files.map(\.path).contains("README.md"))
        #expect(files.map(\.path).contains("routes.dot"))
        for file in files {
            if let difference = Golden.compare(file.contents, with: Golden.packageRoot + "/docs/examples/\(name)/\(file.path)") {
                Issue.record(Comment(rawValue: difference))
            }
        }
        #expect(DocsPlanner.plan(try Self.load(Golden.packageRoot + "/specs/" + name)) == files)
    }

    /// Every Mermaid block: nodes declared once with safe ids, edges between declared nodes,
    /// quotes balanced, every `subgraph` closed.
    func checkMermaid(_ markdown: String, in file: String) {
        var blocks: [[String]] = []
        var current: [String]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line == "```mermaid" {
                current = []
            } else if line == "```", let block = current {
                blocks.append(block)
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        #expect(current == nil, "unclosed mermaid block in \(file)")
        let idPattern = #/^[A-Za-z_][A-Za-z0-9_]*$/#
        for block in blocks {
            #expect(block.first == "flowchart LR", "\(file)")
            var depth = 0
            var nodes = Set<String>()
            for line in block.dropFirst() {
                let text = line.trimmingCharacters(in: .whitespaces)
                #expect(text.filter { $0 == "\"" }.count % 2 == 0, "unbalanced quotes in \(file): \(text)")
                if text.hasPrefix("subgraph ") {
                    depth += 1
                    continue
                }
                if text == "end" {
                    depth -= 1
                    #expect(depth >= 0, "'end' without 'subgraph' in \(file)")
                    continue
                }
                if let arrow = text.range(of: " -->") ?? text.range(of: " -.->") {
                    let from = String(text[..<arrow.lowerBound])
                    let to = String(text.split(separator: " ").last ?? "")
                    #expect(nodes.contains(from) && nodes.contains(to), "edge between undeclared nodes in \(file): \(text)")
                    continue
                }
                let id = String(text.prefix { $0 != "[" && $0 != "(" })
                #expect(id.wholeMatch(of: idPattern) != nil && id != "end", "bad node id '\(id)' in \(file)")
                #expect(nodes.insert(id).inserted, "node '\(id)' declared twice in \(file)")
            }
            #expect(depth == 0, "unclosed subgraph in \(file)")
        }
    }

    @Test(arguments: projects + ["tricky"])
    func mermaidIsWellFormed(_ name: String) throws {
        let project = try Self.load(name == "tricky" ? Self.tricky : Golden.packageRoot + "/specs/" + name)
        let pages = DocsPlanner.plan(project).filter { $0.path.hasSuffix(".md") }
        #expect(pages.count >= 3)
        for page in pages { checkMermaid(page.contents, in: page.path) }
    }

    @Test func labelsAreEscapedAndIDsAreSafe() throws {
        let project = try Self.load(Self.tricky)
        let index = try #require(DocsPlanner.plan(project).first { $0.path == "README.md" }).contents
        #expect(index.contains("m_Caf_ue9_[\"Café\"]"))
        #expect(index.contains("m_end[\"end\"]"), "a module named 'end' must not close a subgraph")
        #expect(index.contains("Result#lt;[Int], Error#gt;?"))
        #expect(index.contains("Quotes \"here\", a pipe \\| and &lt;angle&gt; brackets \\# too."))
        #expect(index.contains("m_Caf__ue9__[\"Caf_ue9_\"]"), "'Café' and 'Caf_ue9_' need different ids")
        let dot = try #require(DocsPlanner.plan(project).first { $0.path == "routes.dot" }).contents
        #expect(dot.contains("\"Start\" -> \"Café\" [label=\"openCafé(items: [String: Int], filter: Result<[Int], Error>?)\\npush\", "))
    }

    /// Every user string reaches Markdown as text: no raw HTML, emphasis, links, headings or
    /// lists of its own.
    @Test func userTextIsEscapedInMarkdown() throws {
        let pages = DocsPlanner.plan(try Self.load(Self.tricky))
        let index = try #require(pages.first { $0.path == "README.md" }).contents
        #expect(index.contains("\n# Tricky \"names\" &amp; &lt;labels&gt;: modules and routes\n"))
        #expect(
            index.contains(
                "| [Caf\\_ue9\\_](modules/Caf_ue9_.md) | Spelled like Café's Mermaid id used to be; the two must stay apart. &lt;img"))
        #expect(index.contains("[Café](modules/Caf%C3%A9.md)"))
        let page = try #require(pages.first { $0.path == "modules/Caf_ue9_.md" }).contents
        #expect(page.hasPrefix("<!-- Generated by viperc from docs-tricky/Caf_ue9_.viper.yaml. Do not edit. -->\n\n# Caf\\_ue9\\_\n"))
        #expect(
            page.contains(
                """
                &lt;img src=x onerror=alert(1)&gt; and &lt;b&gt;raw HTML&lt;/b&gt; show as text; so do \\*stars\\*, \\_underscores\\_, \\`ticks\\` and \\[links\\](https://example.com).
                \\# not a heading
                \\- not a list
                1\\. not a numbered list
                &gt; not a quote
                """))
        for markdown in pages where markdown.path.hasSuffix(".md") {
            for line in markdown.contents.split(separator: "\n") where !line.hasPrefix("<!-- Generated by viperc") {
                #expect(!line.contains("<img") && !line.contains("<b>"), "raw HTML in \(markdown.path): \(line)")
            }
        }
    }

    /// Distinct names always get distinct Mermaid ids.
    @Test func mermaidIDsAreInjective() {
        let names = ["Café", "Caf_ue9_", "Caf_", "Caf__", "Caf_u", "Cafe9", "a_b", "a__b", "ab", "_", "__", "é", "_ue9_"]
        #expect(Set(names.map { DocText.mermaidID($0) }).count == names.count)
        for name in names {
            #expect(DocText.mermaidID(name).allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") })
        }
    }

    static var dotExecutable: String? { SchemaCheck.dot }

    @Test(
        .enabled(if: SchemaCheck.runs(needing: dotExecutable != nil), "Graphviz's dot is not installed; make test installs it"),
        arguments: projects + ["tricky"])
    func dotAcceptsTheGraph(_ name: String) throws {
        let project = try Self.load(name == "tricky" ? Self.tricky : Golden.packageRoot + "/specs/" + name)
        let folder = try Golden.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/routes.dot"
        try #require(DocsPlanner.plan(project).first { $0.path == "routes.dot" }).contents.write(
            toFile: path, atomically: true, encoding: .utf8)
        let result = try Golden.run(
            try #require(Self.dotExecutable, "Graphviz's dot is not installed"), ["-Tsvg", path, "-o", folder + "/routes.svg"])
        #expect(result.status == 0, Comment(rawValue: result.stderr))
        #expect(result.stderr == "", "dot warned: \(result.stderr)")
        let svg = try String(contentsOfFile: folder + "/routes.svg", encoding: .utf8)
        for module in project.modules {
            #expect(svg.contains(">\(module.name.value)</text>"), "'\(module.name.value)' is not drawn")
        }
        #expect(svg.contains(">Legend</text>"))
    }

    /// Each transition has its own line style, the legend shows it, and every route is drawn
    /// in its transition's style.
    @Test func routesAreStyledByTransitionWithALegend() throws {
        var legendStyles: [String: String] = [:]
        var drawn: Set<String> = []
        for name in Self.projects {
            let dot = try #require(DocsPlanner.plan(try Self.load(Golden.packageRoot + "/specs/" + name)).first { $0.path == "routes.dot" })
                .contents
            var styles: [String: String] = [:]
            for line in dot.split(separator: "\n") where line.hasPrefix("        \"legend:") && line.contains(" -> ") {
                // "legend:push:from" -> "legend:push:to" [label="push", STYLE];
                let transition = String(line.split(separator: ":")[1])
                styles[transition] = String(line.split(separator: "[label=\"\(transition)\", ")[1].dropLast(2))
            }
            #expect(Set(styles.keys).isSuperset(of: ["push", "present", "setRoot", "dismiss"]), "\(name)")
            #expect(Set(styles.values).count == styles.count, "two transitions share a style in \(name)")
            #expect(dot.contains("\"legend:entry\" [shape=box, style=rounded, penwidth=2"))
            if legendStyles.isEmpty { legendStyles = styles }
            #expect(styles == legendStyles, "the legend differs in \(name)")
            for line in dot.split(separator: "\n") where line.contains(" -> ") && !line.contains("legend:") && !line.contains("invis") {
                // "A" -> "B" [label="method()\npush", STYLE];
                let parts = line.split(separator: "\\n", maxSplits: 1)
                let transition = String(parts[1].prefix { $0 != "\"" })
                let style = try #require(styles[transition], "unknown transition in \(line)")
                #expect(line.hasSuffix("\", \(style)];"), "\(line)")
                drawn.insert(transition)
            }
        }
        #expect(drawn == ["push", "present", "setRoot", "dismiss"])
    }

    @Test func jsonIsValidAndComplete() throws {
        let project = try Self.load(Golden.packageRoot + "/specs/tvshows")
        let text = DocsPlanner.json([project])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let first = try #require((object["projects"] as? [[String: Any]])?.first)
        #expect(first["entry"] as? String == "Login")
        let routes = try #require(first["routes"] as? [[String: Any]])
        #expect(routes.count == 4)
        let details = try #require(routes.first { $0["name"] as? String == "navigateToShowDetails" })
        #expect(details["to"] as? String == "Details")
        #expect(details["transition"] as? String == "push")
        #expect((details["parameters"] as? [[String: String]]) == [["name": "id", "type": "String"]])
        let analysis = try #require(first["analysis"] as? [String: Any])
        #expect((analysis["cycles"] as? [[String]]) == [["Login", "Home", "Login"]])
    }
}

struct RouteAnalysisTests {
    @Test func findsUnreachableDeadEndsAndCycles() throws {
        let project = try DocsTests.load(DocsTests.tricky)
        let analysis = RouteAnalysis(project: project)
        #expect(analysis.entry == "Start")
        #expect(analysis.unreachable == ["Orphan"])
        #expect(analysis.deadEnds == ["end"])
        #expect(analysis.cycles == [["Café", "Café"]])
        let ids = analysis.diagnostics().map(\.id)
        #expect(ids == ["dead-end-module", "navigation-cycle"])
    }

    /// A thousand modules, each routing to the next five, form one big cycle group: the
    /// analysis must report it once, not enumerate its countless cycles.
    @Test func cycleReportStaysSmallOnLargeGraphs() {
        var modules: [ModuleSpec] = []
        let location = SourceLocation(path: "x", line: 1, column: 1)
        for index in 0..<1000 {
            var module = ModuleSpec(name: Located("M\(index)", at: location), path: "x", displayPath: "x")
            module.routes = (1...5).map { step in
                RouteSpec(
                    name: Located("to\(step)", at: location), target: Located("M\((index + step) % 1000)", at: location),
                    transition: Located(.push, at: location), parameters: [], doc: nil, location: location)
            }
            modules.append(module)
        }
        var config = ProjectConfig()
        config.entry = Located("M0", at: location)
        let analysis = RouteAnalysis(project: Project(root: "x", config: config, modules: modules))
        #expect(analysis.unreachable.isEmpty)
        #expect(analysis.cycles.count == 1)
        #expect(analysis.cycles.first?.first == "M0")
        #expect(analysis.cycles.first?.last == "M0")
        // The shortest way round is 200 steps of five: 201 names, M0 at both ends.
        #expect(analysis.cycles.first?.count == 201)
    }
}
