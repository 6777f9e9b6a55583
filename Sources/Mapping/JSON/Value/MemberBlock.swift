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
/// between threads. An object kept after the rest of its tree is gone keeps its block alive: at
/// most ``MemberBlock/capacity`` members of its depth.
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

    /// A block with room for `capacity` members.
    @inlinable
    static func make(capacity: Int) -> MemberBlock {
        let buffer = MemberBlock.create(minimumCapacity: capacity) { _ in Header(count: 0, capacity: capacity) }
        return unsafeDowncast(buffer, to: MemberBlock.self)
    }

    /// Frees the members, and takes over those of the objects among them that nothing else
    /// holds: a block freed while another is freeing its members hands them to that loop
    /// instead of freeing them in a call of its own, so that freeing objects nested thousands of
    /// levels deep (a parse allows 10,000) takes a few calls, not a few per level, and never
    /// overflows a thread's stack. (Arrays free their elements as Swift frees any array.)
    deinit {
        let header = withUnsafeMutablePointerToHeader { $0 }
        var pending: [JSONObject] = []
        Self.free(base, count: header.pointee.count, keeping: &pending)
        header.pointee.count = 0
        while var object = pending.popLast() {
            // Held only here: its block goes when `object` does, so its members are freed
            // by this loop, and the block, emptied, frees nothing.
            if isKnownUniquelyReferenced(&object.block), let block = object.block {
                let count = block.count
                block.count = 0
                Self.free(block.base, count: count, keeping: &pending)
            }
        }
    }

    /// Frees the `count` members at `members`, but for the objects among them with members,
    /// which are appended to `pending`.
    private static func free(_ members: UnsafeMutablePointer<JSONObject.Member>, count: Int,
                             keeping pending: inout [JSONObject]) {
        for position in 0..<count {
            let member = (members + position).move()
            if case .object(let object) = member.value, object.block != nil { pending.append(object) }
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
