/// A growable run of values the lexer writes while it works: tokens, comments, line starts.
///
/// `Array.append` checks that the storage is uniquely referenced on every call; here an append
/// is one capacity compare and one store. `collect` lends it the storage of the array it
/// returns, so the values are written once, not copied into an array at the end.
struct WriteBuffer<Element> {
    private(set) var base: UnsafeMutablePointer<Element>
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
    private init(lent storage: UnsafeMutableBufferPointer<Element>) {
        base = storage.baseAddress!
        capacity = storage.count
        owned = false
    }

    /// The values `body` appends to a buffer, as an array whose storage the buffer wrote into;
    /// only a buffer that outgrew `capacity` is copied.
    static func collect(capacity: Int, _ body: (inout WriteBuffer) -> Void) -> [Element] {
        var spilled: WriteBuffer?
        let values = [Element](unsafeUninitializedCapacity: max(capacity, 16)) { storage, initializedCount in
            var buffer = WriteBuffer(lent: storage)
            body(&buffer)
            if buffer.owned {
                spilled = buffer
                initializedCount = 0
            } else {
                initializedCount = buffer.count
            }
        }
        guard let spilled else { return values }
        defer { spilled.release() }
        return Array(UnsafeBufferPointer(start: spilled.base, count: spilled.count))
    }

    @inline(__always) mutating func append(_ value: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: value)
        count &+= 1
    }

    @inline(never) mutating func grow() {
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: 2 * capacity)
        larger.moveInitialize(from: base, count: count)
        if owned { base.deallocate() }
        base = larger
        capacity *= 2
        owned = true
    }

    var last: Element? { count > 0 ? base[count - 1] : nil }

    /// Value `index`, which must be below `count`.
    @inline(__always) subscript(index: Int) -> Element { base[index] }

    /// Drops the values from `newCount` on.
    mutating func truncate(to newCount: Int) {
        count = min(count, newCount)
    }

    /// Frees storage the buffer allocated; lent storage belongs to its array.
    func release() {
        if owned { base.deallocate() }
    }
}

typealias TokenBuffer = WriteBuffer<Token>
