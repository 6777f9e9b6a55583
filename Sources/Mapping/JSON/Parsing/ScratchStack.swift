/// A stack in one manually managed buffer, for the span of one parse: the parser's open
/// containers and the keys of its open objects, and the tree builder's finished values waiting
/// for their container to close.
///
/// It starts either in room the caller lends (on the caller's own stack: the parser's stacks,
/// which otherwise cost every parse four allocations and four frees, about 5% of a flat user's
/// decode) or in memory of its own, and moves to memory of its own, doubling, when it fills.
/// A run of top elements can be moved out into a new array in one block (``popArray(from:)``),
/// so values reach their container without being retained or released on the way.
struct ScratchStack<Element>: ~Copyable {
    private var base: UnsafeMutablePointer<Element>
    private var capacity: Int
    private(set) var count = 0
    /// Whether `base` is this stack's own allocation, which it frees (lent room is not).
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
        (base, self.capacity) = Self.allocate(Swift.max(capacity, 1))
        ownsBase = true
    }

    deinit {
        base.deinitialize(count: count)
        if ownsBase { Self.give(base, capacity) }
    }

    /// Room for at least `capacity` elements, from ``SpareBlocks`` (which keeps large blocks
    /// between parses; its blocks are aligned for any element a stack holds).
    private static func allocate(_ capacity: Int) -> (UnsafeMutablePointer<Element>, Int) {
        let stride = MemoryLayout<Element>.stride
        let block = SpareBlocks.take(.stack, atLeast: capacity * stride)
        let room = block.bytes / stride
        return (block.base.bindMemory(to: Element.self, capacity: room), room)
    }

    /// Gives back the room ``allocate(_:)`` made.
    private static func give(_ base: UnsafeMutablePointer<Element>, _ capacity: Int) {
        SpareBlocks.give(.stack, SpareBlocks.Block(base: UnsafeMutableRawPointer(base),
                                                   bytes: capacity * MemoryLayout<Element>.stride))
    }

    @inline(__always)
    mutating func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count &+= 1
    }

    /// Doubles the room. The elements moved here are not counted as work (``WorkMeter``): by
    /// doubling, each element is moved about once whatever the input, and how often a stack
    /// grows depends on the blocks the parses before it left (``SpareBlocks``), not on the input
    /// being measured.
    @inline(never)
    private mutating func grow() {
        let (larger, room) = Self.allocate(capacity * 2)
        larger.moveInitialize(from: base, count: count)
        if ownsBase { Self.give(base, capacity) }
        base = larger
        capacity = room
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
        (base + self.count).deinitialize(count: count)
    }

    /// Takes the top `count` elements off the stack without deinitializing them: the caller
    /// must move each out of the returned memory before anything is pushed again.
    @inline(__always)
    mutating func popMoved(_ count: Int) -> UnsafeMutablePointer<Element> {
        self.count -= count
        return base + self.count
    }

    /// Moves the elements from `start` to the top into a new array, leaving `start` elements.
    ///
    /// Up to four elements, the array is an array literal, whose storage is allocated at its
    /// exact size with no growth bookkeeping: about 40% fewer instructions than reserving
    /// (canada.json's 55,000 coordinate pairs are two elements each). Longer arrays are made by
    /// reserving their capacity and appending: that path is specialized for `Element`, whereas
    /// `Array(unsafeUninitializedCapacity:)` looks up the array's storage type in the runtime on
    /// every call (about 8% of the instructions of parsing citm_catalog.json into a tree).
    @inline(__always)
    mutating func popArray(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        #if DEBUG
        WorkMeter.count(.moves, moved)
        #endif
        let first = base + start
        count = start
        switch moved {
        case 1: return [first.move()]
        case 2: return [first.move(), (first + 1).move()]
        case 3: return [first.move(), (first + 1).move(), (first + 2).move()]
        case 4: return [first.move(), (first + 1).move(), (first + 2).move(), (first + 3).move()]
        default:
            var result: [Element] = []
            result.reserveCapacity(moved)
            for index in 0..<moved { result.append((first + index).move()) }
            return result
        }
    }
}
