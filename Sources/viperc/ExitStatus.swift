/// The exit statuses of every command, in one place (docs/Diagnostics.md lists them).
enum ExitStatus {
    /// Errors in the input (specs, code under lint), or `--check` found stale output.
    static let failed: Int32 = 1
    /// The command line or a configuration is wrong, or an input cannot be read at all.
    static let usage: Int32 = 64
    /// An output (report, baseline, draft) could not be written; sysexits' EX_CANTCREAT.
    static let cannotWrite: Int32 = 73
}
