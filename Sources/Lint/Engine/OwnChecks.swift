import CodeSource
import Foundation

/// The linter's findings that are not rules, described like rules so that SARIF and the other
/// reporters can explain them: files it could not check as written, suppressions, and, with
/// `--spec`, drift between specs and code.
public enum OwnChecks {
    public static var descriptions: [RuleDescription] { fileChecks + drift }

    /// Drift findings, from `DriftCheck.kinds`.
    static var drift: [RuleDescription] {
        DriftCheck.kinds.map { kind in
            RuleDescription(
                id: kind.id, name: "Drift: " + kind.id.dropFirst("drift-".count).replacingOccurrences(of: "-", with: " "),
                summary: kind.summary,
                rationale:
                    "With --spec, viperc compares the architecture the specs declare with the one it recovers from the code; this finding says where they part ways and which side to change. For example: \(kind.example)",
                severity: .warning, triggering: [], nonTriggering: [])
        }
    }

    static let fileChecks: [RuleDescription] = [
        RuleDescription(
            id: "invalid-file",
            name: "File is not Swift text",
            summary: "A file is binary, UTF-16 or not valid UTF-8, so viperc skipped it.",
            rationale:
                "viperc reads Swift source as UTF-8 text (a leading byte-order mark is allowed and takes no column). A binary file (more than 16 NUL bytes, or control bytes making over one byte in fifty), UTF-16 text, or bytes that are not UTF-8 are reported at the first such byte and skipped, so none of the file's code was checked. A few stray NUL bytes in a text file are reported as 'invalid-swift' instead, and the file is linted. Re-save it as UTF-8, or exclude it in '.viperc.yml' if it is not source.",
            severity: .warning, triggering: [], nonTriggering: []),
        RuleDescription(
            id: "invalid-swift",
            name: "Code the tokenizer cannot read",
            summary: "An unterminated string, comment or identifier, a stray byte, or a NUL byte in a text file.",
            rationale:
                "The tokenizer met code that does not lex as Swift. The rest of the file is still checked, but a declaration around the problem may be missed. The compiler rejects the same code, so fixing it fixes both.",
            severity: .warning,
            triggering: ["let greeting = ↓\"Hello\n", "let width = 1 ↓/* not closed\n"],
            nonTriggering: ["let greeting = \"Hello\"\n", "let width = 1 /* closed */\n"]),
        RuleDescription(
            id: "invalid-suppression",
            name: "Suppression viperc cannot apply",
            summary: "A suppression comment without a reason, with an unknown scope, or naming an unknown rule.",
            rationale:
                "A suppression must say why: 'viperc:disable:next RULE - reason'. One without a reason, with a scope other than ':next', ':this' or ':file', or naming a rule viperc does not know suppresses nothing, so the finding it meant to hide is still reported.",
            severity: .warning,
            triggering: [
                "// ↓viperc:disable:next view-uses-service\nlet session = URLSession.shared\n",
                "// ↓viperc:disable:next view-uses-servise - legacy screen\nlet session = URLSession.shared\n",
            ],
            nonTriggering: []),
        RuleDescription(
            id: "unused-suppression",
            name: "Suppression that matches nothing",
            summary: "A suppression comment that hides no violation.",
            rationale:
                "The code it was written for has changed or moved, so the comment only hides future findings nobody has seen. Remove it.",
            severity: .warning,
            triggering: ["// ↓viperc:disable:next view-uses-service - legacy screen\nlet width = 1\n"],
            nonTriggering: []),
        RuleDescription(
            id: "unreadable-file",
            name: "File viperc cannot read",
            summary: "A file or folder that cannot be read, a FIFO or device, a file over 16 MiB, or a broken symbolic link.",
            rationale:
                "The file system refused to open the file or folder (permissions, a broken or looping link), so none of its code was checked. It is an error, except for broken links, which are warnings.",
            severity: .error, triggering: [], nonTriggering: []),
        RuleDescription(
            id: "symlink-loop",
            name: "Symbolic link loop",
            summary: "A symbolic link leads back to a folder that holds it.",
            rationale:
                "Following it would lint the same files forever, so viperc skips it. Files under the link's target are still linted once, through their real path.",
            severity: .warning, triggering: [], nonTriggering: []),
        RuleDescription(
            id: "too-many-findings",
            name: "More findings than are reported",
            summary: "A file with more than 1,000 findings; the rest are counted, not listed.",
            rationale:
                "Past 1,000 findings in one file, a list stops helping and only grows the report (a generated or minified file, or not Swift at all). The first 1,000 are reported in order and this finding counts the rest; exclude the file in '.viperc.yml' if it is not code to check.",
            severity: .warning, triggering: [], nonTriggering: []),
    ]
}
