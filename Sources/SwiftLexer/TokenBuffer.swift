/// A growable run of tokens in memory the lexer owns while it works.
///
/// `Array.append` checks that the storage is uniquely referenced on every call; here an append
/// is one capacity compare and one store. The lexer copies the tokens into an array once at the
/// end and must call `release()`.
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count &+= 1
    }

    @inline(never) mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: 2 * capacity)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    var last: Token? { count > 0 ? base[count - 1] : nil }

    /// Token `index`, which must be below `count`.
    @inline(__always) subscript(index: Int) -> Token { base[index] }

    /// Drops the tokens from `newCount` on.
    mutating func truncate(to newCount: Int) {
        count = min(count, newCount)
    }

    func array() -> [Token] {
        Array(UnsafeBufferPointer(start: base, count: count))
    }

    func release() {
        base.deallocate()
    }
}
