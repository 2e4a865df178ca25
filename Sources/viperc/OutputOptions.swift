import ArgumentParser

/// The write-control flags that `build` and `docs` share.
struct OutputOptions: ParsableArguments {
    @Flag(help: "Write nothing; fail when a generated file is missing, out of date or left over.")
    var check = false

    @Flag(help: "Delete generated files that no spec produces any more.")
    var prune = false

    @Flag(name: .shortAndLong, help: "Print only diagnostics.")
    var quiet = false

    func validate() throws {
        if check && prune {
            throw ValidationError("'--check' writes nothing, so it cannot be combined with '--prune'")
        }
    }
}
