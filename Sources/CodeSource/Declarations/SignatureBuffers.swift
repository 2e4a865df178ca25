/// The scratch space `DeclarationScanner.scanMethod` writes a signature into. The scanner keeps
/// one and clears it for each method, so that a file's methods share their allocations.
package struct SignatureBuffers {
    package var selector: [UInt8] = []
    /// Every parameter's name tokens (label and name), one parameter after another.
    package var heads: [Int] = []
    /// Every parameter's type tokens, one parameter after another.
    package var types: [Int] = []
    /// Where each parameter's tokens end in `heads` and `types`.
    package var ends: [(heads: Int, types: Int)] = []
    /// The result type's tokens.
    package var result: [Int] = []
    package var resultText: [UInt8] = []
    /// The signature as the drift check compares it, and as it is written.
    package var shape: [UInt8] = []
    package var written: [UInt8] = []
    /// One parameter's type as text.
    package var typeText: [UInt8] = []

    /// Empties every buffer, keeping its storage. An empty one is skipped: emptying costs a
    /// call of some eighty instructions even when there is nothing to remove, and a method
    /// leaves most of them empty.
    package mutating func clear() {
        Self.empty(&selector)
        Self.empty(&heads)
        Self.empty(&types)
        if !ends.isEmpty { ends.removeAll(keepingCapacity: true) }
        Self.empty(&result)
        Self.empty(&resultText)
        Self.empty(&shape)
        Self.empty(&written)
        Self.empty(&typeText)
    }

    @inline(__always)
    private static func empty<Element>(_ buffer: inout [Element]) {
        if !buffer.isEmpty { buffer.removeAll(keepingCapacity: true) }
    }

    /// Closes the parameter being read. One without a name is no parameter (a stray comma):
    /// its type tokens are dropped.
    package mutating func endParameter() {
        let last = ends.last ?? (0, 0)
        if heads.count > last.heads {
            ends.append((heads.count, types.count))
        } else {
            types.removeSubrange(last.types...)
        }
    }
}
