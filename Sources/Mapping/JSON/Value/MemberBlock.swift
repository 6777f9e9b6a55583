/// The members of JSON objects, in one allocation: of many objects when a parse made them, of
/// one object otherwise.
///
/// A tree parse puts each object's members, when the object closes, at the end of the block of
/// its depth (a new one when they do not fit), and the object keeps the block and its run of it.
/// So the members of a document's objects lie together in a few allocations, in the order the
/// objects closed, instead of one small allocation per object wherever the C allocator has
/// room: a writer or a reader walking the tree later finds them near each other, wherever the
/// heap's free space was when they were made, and a parse allocates a block per thousand
/// members rather than an array per object. Objects at one depth never contain each other, so
/// a block never holds a value that holds the block (which would keep it alive forever).
///
/// A block is changed only by the parse that fills it, before any object in it is handed out,
/// or by the one object that owns it whole (``JSONObject/makeRoom(for:)`` checks that the block
/// is referenced once and that the object's run is all of it); an object that changes its
/// members otherwise moves them to a block of its own first. That is why a block may be shared
/// between threads.
///
/// An object kept after the rest of its tree is gone keeps its block alive, and with the block
/// the other objects' members in it and everything they hold. So a parse shares a block only
/// among small objects (``sharedSpan`` bytes of text at most), up to ``blockSpan`` bytes of text
/// a block: a kept object keeps at most that much of its document besides its own subtree, and
/// a small object never keeps a large one (a response's `"meta"` does not keep its `"data"`).
///
/// The members are allocated with the block (one allocation), after a header with their count
/// and the room for them.
@usableFromInline
final class MemberBlock: ManagedBuffer<MemberBlock.Header, JSONObject.Member> {
    @usableFromInline
    struct Header {
        /// How many members have been put in the block, from the start.
        @usableFromInline var count: Int
        /// How many members the block has room for.
        @usableFromInline let capacity: Int

        @inlinable
        init(count: Int, capacity: Int) {
            self.count = count
            self.capacity = capacity
        }
    }

    /// How many members a parse puts in a block at most; an object with more gets a block of its
    /// own.
    static let capacity = 1_024

    /// The most bytes of text an object of a parse may span and share its depth's block; a
    /// larger one gets a block of its own (see above for why).
    static let sharedSpan = 4_096

    /// The most bytes of text the objects sharing one block of a parse span in all.
    static let blockSpan = 65_536

    /// A block with room for `capacity` members.
    @inlinable
    static func make(capacity: Int) -> MemberBlock {
        let buffer = MemberBlock.create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
        return unsafeDowncast(buffer, to: MemberBlock.self)
    }

    /// Frees the members, and takes apart, in a loop, the containers below them that nothing
    /// else holds: a block that the last object holding it would free is taken over instead,
    /// its members freed by this loop, and so is an array that holds containers. So freeing a
    /// tree nested thousands of levels deep below an object takes a few calls, not a few per
    /// level, and never overflows a thread's stack. (Arrays nested in arrays above any object
    /// are freed by Swift, one call per level.) An object whose block others still hold only
    /// lets go of it, so the members of a parse's shared blocks are freed once, by the last.
    deinit {
        let header = withUnsafeMutablePointerToHeader { $0 }
        let count = header.pointee.count
        header.pointee.count = 0
        var pending = Pending()
        pending.free(base, count: count)
        while true {
            if let block = pending.blocks.popLast() {
                // Held only here: emptied first, it frees nothing when it goes.
                let members = block.count
                block.count = 0
                pending.free(block.base, count: members)
            } else if var elements = pending.arrays.popLast() {
                // Held only here, so changed in place.
                for position in elements.indices { pending.take(&elements[position]) }
            } else {
                return
            }
        }
    }

    /// The containers a block's deinit has yet to take apart.
    private struct Pending {
        var blocks: [MemberBlock] = []
        var arrays: [[JSONValue]] = []

        /// Frees the `count` members at `members`, taking their containers that hold containers.
        mutating func free(_ members: UnsafeMutablePointer<JSONObject.Member>, count: Int) {
            for position in 0..<count {
                var member = (members + position).move()
                take(&member.value)
            }
        }

        /// Takes `value` (leaving `null`) when freeing it would free containers: the block of
        /// an object that nothing else holds, or an array with an element that is a non-empty
        /// array or object.
        mutating func take(_ value: inout JSONValue) {
            if var object = Self.object(in: value) {
                value = .null
                if isKnownUniquelyReferenced(&object.block), let block = object.block, block.count > 0 {
                    blocks.append(block)
                }
            } else if let elements = Self.array(in: value), Self.holdsContainers(elements) {
                value = .null
                arrays.append(elements)
            }
        }

        /// The object `value` is (a copy, so that `value` can let go of it).
        private static func object(in value: JSONValue) -> JSONObject? {
            switch value {
            case .object(let object): return object
            default: return nil
            }
        }

        /// The elements `value` holds when it is an array.
        private static func array(in value: JSONValue) -> [JSONValue]? {
            switch value {
            case .array(let elements): return elements
            default: return nil
            }
        }

        /// Whether an element of `elements` is a non-empty array or object.
        private static func holdsContainers(_ elements: [JSONValue]) -> Bool {
            for position in elements.indices {
                switch elements[position] {
                case .object(let object) where object.count > 0: return true
                case .array(let nested) where !nested.isEmpty: return true
                default: continue
                }
            }
            return false
        }
    }

    /// The first member (the block never moves, so the pointer holds as long as it lives).
    @inlinable
    var base: UnsafeMutablePointer<JSONObject.Member> { withUnsafeMutablePointerToElements { $0 } }

    /// How many members have been put in the block, from the start.
    @inlinable
    var count: Int {
        get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
        set { withUnsafeMutablePointerToHeader { $0.pointee.count = newValue } }
    }

    /// How many members the block has room for.
    @inlinable
    var room: Int { withUnsafeMutablePointerToHeader { $0.pointee.capacity - $0.pointee.count } }

    /// The capacity of the block that follows `block` at a depth of a parse, for an object of
    /// `count` members: twice the last one's, from 8 up to ``capacity``, so that a document whose
    /// objects are few at each of many depths holds little room it does not use.
    static func nextCapacity(after block: MemberBlock?, for count: Int) -> Int {
        Swift.min(capacity, Swift.max(count, 8, 2 * (block?.header.capacity ?? 0)))
    }

    /// Appends `member`; the caller made sure there is room.
    @inlinable
    func append(_ member: consuming JSONObject.Member) {
        // The block never moves, so its pointers hold as long as it lives.
        let header = withUnsafeMutablePointerToHeader { $0 }
        (base + header.pointee.count).initialize(to: member)
        header.pointee.count += 1
    }

    /// Appends copies of the `added` members at `members`; the caller made sure there is room.
    @usableFromInline
    func append(copying source: UnsafePointer<JSONObject.Member>, count added: Int) {
        withUnsafeMutablePointers { header, members in
            (members + header.pointee.count).initialize(from: source, count: added)
            header.pointee.count += added
        }
    }

    /// Moves the members of `other`, which must number `moved`, to the end of this block, leaving
    /// `other` empty; the caller made sure there is room.
    @usableFromInline
    func append(moving other: MemberBlock, count moved: Int) {
        precondition(other.count == moved, "MemberBlock: moving part of a block")
        withUnsafeMutablePointers { header, members in
            (members + header.pointee.count).moveInitialize(from: other.base, count: moved)
            header.pointee.count += moved
        }
        other.count = 0
    }

    /// Removes the member at `position`, moving the ones after it down.
    @usableFromInline
    func remove(at position: Int) -> JSONObject.Member {
        withUnsafeMutablePointers { header, members in
            let removed = (members + position).move()
            (members + position).moveInitialize(from: members + position + 1, count: header.pointee.count - position - 1)
            header.pointee.count -= 1
            return removed
        }
    }

    /// Moves `added` keys and as many values, paired in order, to the end of the block (the
    /// caller made sure they fit) and returns where they start.
    func append(movingKeys keys: UnsafeMutablePointer<String>, values: UnsafeMutablePointer<JSONValue>,
                count added: Int) -> Int {
        withUnsafeMutablePointers { header, members in
            let start = header.pointee.count
            for index in 0..<added {
                (members + start + index).initialize(
                    to: JSONObject.Member(key: (keys + index).move(), value: (values + index).move()))
            }
            header.pointee.count += added
            return start
        }
    }
}
