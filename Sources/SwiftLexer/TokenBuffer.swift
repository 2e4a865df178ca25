/// A growable run of tokens in memory the lexer writes while it works.
///
/// `Array.append` checks that the storage is uniquely referenced on every call; here an append
/// is one capacity compare and one store. `collect` lends it the storage of the array it
/// returns, so the tokens are written once, not copied into an array at the end.
struct TokenBuffer {
    private(set) var base: UnsafeMutablePointer<Token>
    private(set) var count = 0
    private var capacity: Int
    /// Whether `base` was allocated here (after a `grow`), rather than lent by `collect`.
    private var owned: Bool

    init(capacity: Int) {
        self.capacity = max(capacity, 16)
        base = .allocate(capacity: self.capacity)
        owned = true
    }

    /// A buffer that writes into `storage`, which it does not own.
    private init(lent storage: UnsafeMutableBufferPointer<Token>) {
        base = storage.baseAddress!
        capacity = storage.count
        owned = false
    }

    /// The tokens `body` appends to a buffer, as an array whose storage the buffer wrote into;
    /// only a buffer that outgrew `capacity` is copied.
    static func collect(capacity: Int, _ body: (inout TokenBuffer) -> Void) -> [Token] {
        var spilled: TokenBuffer?
        let tokens = [Token](unsafeUninitializedCapacity: max(capacity, 16)) { storage, initializedCount in
            var buffer = TokenBuffer(lent: storage)
            body(&buffer)
            if buffer.owned {
                spilled = buffer
                initializedCount = 0
            } else {
                initializedCount = buffer.count
            }
        }
        guard let spilled else { return tokens }
        defer { spilled.release() }
        return Array(UnsafeBufferPointer(start: spilled.base, count: spilled.count))
    }

    @inline(__always) mutating func append(_ token: Token) {
        if count == capacity { grow() }
        (base + count).initialize(to: token)
        count &+= 1
    }

    @inline(never) mutating func grow() {
        let larger = UnsafeMutablePointer<Token>.allocate(capacity: 2 * capacity)
        larger.moveInitialize(from: base, count: count)
        if owned { base.deallocate() }
        base = larger
        capacity *= 2
        owned = true
    }

    var last: Token? { count > 0 ? base[count - 1] : nil }

    /// Token `index`, which must be below `count`.
    @inline(__always) subscript(index: Int) -> Token { base[index] }

    /// Drops the tokens from `newCount` on.
    mutating func truncate(to newCount: Int) {
        count = min(count, newCount)
    }

    /// Frees storage the buffer allocated; lent storage belongs to its array.
    func release() {
        if owned { base.deallocate() }
    }
}
