// libFuzzer target: the signature parser on any text, as a method, a property and a type.
import Diagnostics
import SpecParser

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSignature(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let location = SourceLocation(path: "fuzz", line: 1, column: 1)
    let locate = { (offset: Int) in SourceLocation(path: "fuzz", line: 1, column: offset + 1) }
    _ = SignatureParser.method(text, at: location, locate: locate)
    _ = SignatureParser.property(text, at: location, locate: locate)
    _ = SignatureParser.type(text, locate: locate)
    return 0
}
