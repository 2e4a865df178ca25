import Foundation
import TestSupport
import Testing

/// A small app written from its specs, then taken through the changes of a few weeks in which
/// specs and code part ways (issue 8). After each change, `viperc lint --spec` must report
/// exactly the findings in `Tests/Fixtures/drift-weeks/week-N.txt`; the team then fixes the
/// drift, so each golden holds one week's findings only.
struct DriftWeeksTests {
    static var fixture: String { Golden.fixtures + "/drift-weeks" }

    func viperc(_ arguments: [String], in folder: String) throws -> (status: Int32, stdout: String, stderr: String) {
        // In this process (InProcessTests): no environment or standard input to set here.
        InProcessViperc.run(arguments, in: folder)
    }

    func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = change(text)
        #expect(changed != text, "the edit of \(path) changed nothing")
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
    }

    /// Lints the app against its specs and compares the drift findings with the week's golden.
    func expectDrift(week: Int, in folder: String) throws {
        let lint = try viperc(["lint", "App", "--spec", "specs", "--quiet"], in: folder)
        #expect(!lint.stderr.contains("error:"), Comment(rawValue: lint.stderr))
        let drift = lint.stdout.split(separator: "\n").filter { $0.contains("[drift-") }
        let text = drift.map { $0 + "\n" }.joined()
        if let difference = Golden.compare(text, with: Self.fixture + "/week-\(week).txt") {
            Issue.record(Comment(rawValue: "week \(week):\n\(difference)\n\nall findings:\n\(lint.stdout)"))
        }
    }

    func build(_ arguments: [String] = [], in folder: String) throws {
        let build = try viperc(["build", "specs", "--output", "App", "--quiet"] + arguments, in: folder)
        #expect(build.status == 0, Comment(rawValue: build.stdout + build.stderr))
    }

    @Test func specsAndCodeOverFiveWeeks() throws {
        let folder = try Golden.temporaryFolder()
        try FileManager.default.copyItem(atPath: Self.fixture + "/specs", toPath: folder + "/specs")
        try build(["--skeletons"], in: folder)
        let app = folder + "/App"
        // Week 0: the team fills in the skeletons.
        try edit(app + "/Notes/NotesPresenter.swift") {
            $0.replacingOccurrences(of: "fatalError(\"'numberOfNotes' is not implemented yet\")", with: "notes.count")
                .replacingOccurrences(of: "fatalError(\"'note' is not implemented yet\")", with: "notes[index]")
                .replacingOccurrences(
                    of: "func noteSelected(at index: Int) {}",
                    with: "func noteSelected(at index: Int) {\n        wireframe.openNote(noteID: notes[index].id)\n    }"
                )
                .replacingOccurrences(
                    of: "    private let wireframe: NotesWireframeInterface\n",
                    with: "    private let wireframe: NotesWireframeInterface\n    private var notes: [Note] = []\n")
        }
        try expectDrift(week: 0, in: folder)

        // Week 1: a method is added to a spec. The build rewrites the interfaces and '--check'
        // is green; only lint says that the filled-in presenter no longer conforms.
        try edit(folder + "/specs/Notes.viper.yaml") {
            $0.replacingOccurrences(
                of: "    - \"noteSelected(at index: Int)\"\n",
                with: "    - \"noteSelected(at index: Int)\"\n    - \"refresh(force: Bool) async\"\n")
        }
        try build(in: folder)
        #expect(try viperc(["build", "specs", "--output", "App", "--check", "--quiet"], in: folder).status == 0)
        try expectDrift(week: 1, in: folder)
        try edit(app + "/Notes/NotesPresenter.swift") {
            $0.replacingOccurrences(
                of: "    func viewDidLoad() {}\n", with: "    func viewDidLoad() {}\n\n    func refresh(force: Bool) async {}\n")
        }

        // Week 2: a module is renamed. '--prune' deletes the old generated files; the filled-in
        // classes of the old name stay behind.
        try edit(folder + "/specs/NoteDetails.viper.yaml") {
            $0.replacingOccurrences(of: "module: NoteDetails", with: "module: NoteEditor")
        }
        try edit(folder + "/specs/Notes.viper.yaml") { $0.replacingOccurrences(of: "to: NoteDetails", with: "to: NoteEditor") }
        try build(["--prune"], in: folder)
        #expect(try viperc(["build", "specs", "--output", "App", "--check", "--quiet"], in: folder).status == 0)
        try expectDrift(week: 2, in: folder)
        // The team renames its classes too.
        let old = app + "/NoteDetails"
        for name in try FileManager.default.contentsOfDirectory(atPath: old) {
            let text = try String(contentsOfFile: old + "/" + name, encoding: .utf8)
            let renamed = name.replacingOccurrences(of: "NoteDetails", with: "NoteEditor")
            try text.replacingOccurrences(of: "NoteDetails", with: "NoteEditor")
                .write(toFile: app + "/NoteEditor/" + renamed, atomically: true, encoding: .utf8)
        }
        try FileManager.default.removeItem(atPath: old)

        // Week 3: the spec's 'presenter.view' goes from unowned to weak; no file changes, the
        // code still says 'unowned'.
        try edit(folder + "/specs/Notes.viper.yaml") {
            $0.replacingOccurrences(of: "presenter.view: unowned", with: "presenter.view: weak")
        }
        try build(in: folder)
        try expectDrift(week: 3, in: folder)
        try edit(app + "/Notes/NotesPresenter.swift") {
            $0.replacingOccurrences(of: "private unowned let view: NotesViewInterface", with: "private weak var view: NotesViewInterface?")
        }

        // Week 4: a module parameter that the assembly, written before it, never takes.
        try edit(folder + "/specs/NoteDetails.viper.yaml") {
            $0.replacingOccurrences(of: "  noteID: String\n", with: "  noteID: String\n  highlight: String?\n")
        }
        try build(in: folder)
        try expectDrift(week: 4, in: folder)
        try edit(app + "/NoteEditor/NoteEditorWireframe.swift") {
            $0.replacingOccurrences(of: "init(noteID: String, ", with: "init(noteID: String, highlight: String?, ")
                .replacingOccurrences(of: ", noteID: noteID)", with: ", noteID: noteID, highlight: highlight)")
        }
        try edit(app + "/NoteEditor/NoteEditorPresenter.swift") {
            $0.replacingOccurrences(
                of: "    private let noteID: String\n", with: "    private let noteID: String\n    private let highlight: String?\n")
        }

        // Week 5: a filled-in skeleton moves to another folder. The model finds types by their
        // declaration, not their path, so nothing drifts, and the build does not write it again.
        try FileManager.default.createDirectory(atPath: app + "/Presenters", withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: app + "/Notes/NotesPresenter.swift", toPath: app + "/Presenters/NotesPresenter.swift")
        // '--skeletons' finds the moved type by its declaration and writes no second one.
        try build(["--skeletons"], in: folder)
        #expect(!FileManager.default.fileExists(atPath: app + "/Notes/NotesPresenter.swift"))
        try expectDrift(week: 5, in: folder)
    }
}
