// libFuzzer target: the YAML reader and the spec decoder on any bytes, then validation.
import Diagnostics
import SpecParser

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpec(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let source = SourceFile(path: "Fuzz.viper.yaml", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    let engine = DiagnosticEngine()
    if let module = SpecLoader.decodeModule(source, displayPath: "Fuzz.viper.yaml", engine: engine) {
        Validator.validate(Project(root: ".", config: ProjectConfig(), modules: [module]), engine: engine)
    }
    // Every diagnostic prints as one line.
    for diagnostic in engine.diagnostics {
        let text = DiagnosticPrinter.render(diagnostic)
        precondition(text.split(separator: "\n").count == 1 + diagnostic.notes.count, "a diagnostic spans lines")
    }
    return 0
}
