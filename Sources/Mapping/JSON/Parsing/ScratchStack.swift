/// A stack of plain values for the span of one parse, kept in room the caller lends (on the
/// caller's own stack) until it outgrows it, and in memory of its own from then on.
///
/// The parser's open containers and the keys of its open objects live here. Each used to be a
/// ``ValueStack`` object with a heap buffer, made and freed by every parse: four allocations and
/// four frees that cost a flat user's decode about 5% of its instructions, more than the
/// stacks' pushes and pops. Documents that nest deeper or hold more keys than the lent room
/// move the stack to the heap once, and it doubles from there.
struct ScratchStack<Element: BitwiseCopyable>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0
    /// Whether `base` is this stack's own allocation, which it frees (it is lent room until the
    /// stack first grows).
    private var ownsBase: Bool

    /// A stack in `room`, which must outlive it; `room` must not be empty.
    init(room: UnsafeMutableBufferPointer<Element>) {
        guard let start = room.baseAddress, !room.isEmpty else { fatalError("ScratchStack: no room lent") }
        base = start
        capacity = room.count
        ownsBase = false
    }

    /// A stack in memory of its own, with room for `capacity` elements before it grows.
    init(capacity: Int) {
        self.capacity = Swift.max(capacity, 1)
        base = .allocate(capacity: self.capacity)
        ownsBase = true
    }

    deinit {
        if ownsBase { base.deallocate() }
    }

    @inline(__always)
    mutating func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        #if DEBUG
        WorkMeter.count(.moves, count)
        #endif
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.initialize(from: base, count: count)
        if ownsBase { base.deallocate() }
        base = larger
        capacity *= 2
        ownsBase = true
    }

    /// The top element; the stack must not be empty.
    @inline(__always)
    var last: Element { base[count - 1] }

    /// Changes the top element in place; the stack must not be empty.
    @inline(__always)
    mutating func updateLast(_ body: (inout Element) -> Void) {
        body(&base[count - 1])
    }

    /// The top `count` elements, in place; valid until the stack changes.
    func top(_ count: Int) -> UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base + (self.count - count), count: count)
    }

    /// Removes the top `count` elements.
    @inline(__always)
    mutating func drop(_ count: Int) {
        self.count -= count
    }
}
