import Diagnostics
import SpecParser

/// Loads and validates the projects under the command's paths and decides where each one's
/// output goes.
enum ProjectTargets {
    /// - Parameters:
    ///   - output: `--output DIR`: a project found at a path itself writes to `DIR`, and
    ///     projects in subfolders write to `DIR/<subfolder>`.
    ///   - defaultOutput: where a project writes without `--output`.
    static func load(
        paths: [String], output: String?, engine: DiagnosticEngine, followsLinks: Bool = false, defaultOutput: (Project) -> String
    ) -> [(project: Project, output: String)] {
        var targets: [(project: Project, output: String)] = []
        for path in paths {
            let argument = SpecLoader.normalize(path)
            for var project in SpecLoader.load(folder: argument, engine: engine, followsLinks: followsLinks) {
                project.validation = Validator.validate(project, engine: engine)
                let folder: String
                if let output {
                    let base = SpecLoader.normalize(output)
                    if project.root == argument {
                        folder = base
                    } else if argument == "." {
                        folder = "\(base)/\(project.root)"
                    } else {
                        folder = "\(base)/\(project.root.dropFirst(argument.count + 1))"
                    }
                } else {
                    folder = SpecLoader.normalize(defaultOutput(project))
                }
                targets.append((project, folder))
            }
        }
        var seen: [String: String] = [:]
        for target in targets {
            if let other = seen[target.output] {
                engine.error(
                    "projects '\(other)' and '\(target.project.root)' would both write to '\(target.output)'; give each its own 'output'",
                    at: .file(target.project.config.path ?? target.project.root), id: "output-conflict")
            }
            seen[target.output] = target.project.root
        }
        return targets
    }
}
