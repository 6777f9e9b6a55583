/// A growable stack in one manually managed buffer, from which a run of top elements can be
/// moved out into a new array in one block.
///
/// The parser keeps finished values here until their container closes. Moving (rather than
/// copying) them out means no element is retained or released on the way.
final class ValueStack<Element> {
    // Owned by one parse at a time, and never accessed overlappingly: the dynamic exclusivity
    // checks a class's stored properties get would be pure cost on every push.
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<Element>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0

    init(capacity: Int = 32) {
        self.capacity = capacity
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    func push(_ element: Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    private func grow() {
        #if DEBUG
        WorkMeter.count(.moves, count)
        #endif
        let larger = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
        larger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = larger
        capacity *= 2
    }

    /// The top element; the stack must not be empty.
    @inline(__always)
    var last: Element { base[count - 1] }

    /// Changes the top element in place; the stack must not be empty.
    @inline(__always)
    func updateLast(_ body: (inout Element) -> Void) {
        body(&base[count - 1])
    }

    /// The top `count` elements, in place; valid until the stack changes.
    func top(_ count: Int) -> UnsafeMutableBufferPointer<Element> {
        UnsafeMutableBufferPointer(start: base + (self.count - count), count: count)
    }

    /// Removes the top `count` elements.
    func drop(_ count: Int) {
        self.count -= count
        (base + self.count).deinitialize(count: count)
    }

    /// Moves the elements from `start` to the top into a new array, leaving `start` elements.
    ///
    /// The array is made by reserving its capacity and appending: that path is specialized for
    /// `Element`, whereas `Array(unsafeUninitializedCapacity:)` looks up the array's storage
    /// type in the runtime on every call (about 8% of the instructions of parsing
    /// citm_catalog.json into a tree).
    func popArray(from start: Int) -> [Element] {
        let moved = count - start
        guard moved > 0 else { return [] }
        #if DEBUG
        WorkMeter.count(.moves, moved)
        #endif
        var result: [Element] = []
        result.reserveCapacity(moved)
        for index in start..<count { result.append((base + index).move()) }
        count = start
        return result
    }
}
