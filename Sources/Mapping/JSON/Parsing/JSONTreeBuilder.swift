import Foundation

/// The parse sink that builds ``JSONValue`` trees.
///
/// Finished values wait on one flat stack until their container closes, the values of objects'
/// members as well as arrays' elements; keys wait on a stack of their own:
///
///     input:     {"a": [1, 2], "b": true}
///
///     after 2:   keys ["a"]              values [1, 2]
///     after ]:   keys ["a"]              values [[1, 2]]
///     after }:   the object is built from the top two keys and the top two values
///
/// So a value goes onto the stack whatever holds it, and the builder keeps no record of which
/// containers are open: the parser already checks that. Closing a container moves its elements
/// (or its keys and values, paired) from the stacks into a new array, so each value is written
/// twice in all and never retained or released on the way. Arrays and objects of up to four
/// are made as array literals, whose storage is allocated at its size directly; longer ones by
/// reserving their capacity and appending (see ``ScratchStack/popArray(from:)``). The stacks
/// are plain manually managed buffers (``ScratchStack``), owned by the builder and freed with it.
struct JSONTreeBuilder: JSONParseSink, ~Copyable {
    private let base: UnsafePointer<UInt8>
    private var values = ScratchStack<JSONValue>(capacity: 32)
    private var keys = ScratchStack<String>(capacity: 32)
    /// Keys seen recently: documents repeat the same keys in object after object.
    private var keyCache = KeyCache()
    /// Where the members of the objects at each depth go (see ``MemberBlock``): a block never
    /// holds an object nested in one of its own objects, which would keep the block alive
    /// through itself. Made at the first object of a depth.
    private var blocks: [DepthBlock] = []
    /// How many containers are open around the next value.
    private var depth = 0

    init(input base: UnsafePointer<UInt8>) {
        self.base = base
    }

    @inline(__always)
    mutating func beginArray() { depth &+= 1 }
    @inline(__always)
    mutating func beginObject() { depth &+= 1 }

    @inline(__always)
    mutating func endArray(count: Int) {
        depth &-= 1
        let elements = values.popArray(from: values.count - count)
        values.push(.array(elements))
    }

    mutating func endObject(count: Int, repeatsKeys: Bool, span: Int) {
        depth &-= 1
        guard count > 0 else { return values.push(.object(JSONObject())) }
        #if DEBUG
        WorkMeter.count(.moves, count)
        #endif
        guard !repeatsKeys else {
            let members = popMembers(count)
            values.push(.object(JSONObject(members.lazy.map { ($0.key, $0.value) })))
            return
        }
        var block: MemberBlock
        if count > MemberBlock.capacity || span > MemberBlock.sharedSpan {
            block = MemberBlock.make(capacity: count)
        } else {
            while blocks.count <= depth { blocks.append(DepthBlock(block: nil, span: 0)) }
            if let current = blocks[depth].block, current.room >= count,
               blocks[depth].span &+ span <= MemberBlock.blockSpan {
                block = current
                blocks[depth].span &+= span
            } else {
                block = MemberBlock.make(capacity: MemberBlock.nextCapacity(after: blocks[depth].block, for: count))
                blocks[depth] = DepthBlock(block: block, span: span)
            }
        }
        let start = block.append(movingKeys: keys.popMoved(count), values: values.popMoved(count), count: count)
        values.push(.object(JSONObject(block: block, start: start, count: count)))
    }

    /// A depth's block (`nil` before its first object), and how many bytes of text the objects
    /// in it span in all (see ``MemberBlock/sharedSpan``).
    private struct DepthBlock {
        var block: MemberBlock?
        var span: Int
    }

    /// The top `count` keys and values, paired into members in order, moved off their stacks.
    private mutating func popMembers(_ count: Int) -> [JSONObject.Member] {
        let key = keys.popMoved(count)
        let value = values.popMoved(count)
        func member(_ index: Int) -> JSONObject.Member {
            JSONObject.Member(key: (key + index).move(), value: (value + index).move())
        }
        switch count {
        case 0: return []
        case 1: return [member(0)]
        case 2: return [member(0), member(1)]
        case 3: return [member(0), member(1), member(2)]
        case 4: return [member(0), member(1), member(2), member(3)]
        default:
            var members: [JSONObject.Member] = []
            members.reserveCapacity(count)
            for index in 0..<count { members.append(member(index)) }
            return members
        }
    }

    /// Strings are checked as they are built (``EscapeDecoding/checkedString(_:_:)``).
    static var checksUTF8: Bool { true }

    mutating func key(_ string: ScannedString, fingerprint: UInt64) -> Bool {
        if !string.hasEscapes, let cached = keyCache.string(base, start: string.start, count: string.end - string.start,
                                                               fingerprint: fingerprint) {
            keys.push(cached)
            return true
        }
        guard let key = EscapeDecoding.checkedString(base, string) else { return false }
        if !string.hasEscapes {
            keyCache.remember(key, start: string.start, count: string.end - string.start, fingerprint: fingerprint)
        }
        keys.push(key)
        return true
    }

    mutating func string(_ string: ScannedString) -> Bool {
        guard let value = EscapeDecoding.checkedString(base, string) else { return false }
        values.push(.string(value))
        return true
    }

    @inline(__always)
    mutating func number(_ number: ScannedNumber) {
        values.push(.number(JSONNumber(storage: number.kind.storage(base, from: number.start, to: number.end))))
    }

    /// Adds a number that is already decoded.
    mutating func add(number: JSONNumber) { values.push(.number(number)) }

    mutating func bool(_ value: Bool) { values.push(.bool(value)) }
    mutating func null() { values.push(.null) }

    /// The document's value: the one left on the stack.
    mutating func finish() -> JSONValue { values.popMoved(1).move() }
}

/// A small direct-mapped cache of key strings by fingerprint, so that a key repeated in object
/// after object is decoded (and, when long, allocated) once. A hit is confirmed byte for byte,
/// against the bytes of the document where the cached key was found (keys without escapes
/// only, so those bytes are the key's), which is cheaper than reading the `String`'s own.
private struct KeyCache {
    private struct Slot {
        var fingerprint: UInt64 = 0
        var start = 0
        var count = -1
    }

    // Allocated at the first key, so documents without objects pay nothing.
    private var slots: [Slot] = []
    private var strings: [String] = []

    /// The slot of a key: the top byte of its fingerprint, which every byte of the key reaches.
    private static func index(_ fingerprint: UInt64) -> Int { Int(truncatingIfNeeded: fingerprint &>> 56) }

    func string(_ base: UnsafePointer<UInt8>, start: Int, count: Int, fingerprint: UInt64) -> String? {
        guard !slots.isEmpty else { return nil }
        let index = Self.index(fingerprint)
        let slot = slots[index]
        guard slot.fingerprint == fingerprint, slot.count == count,
              StringBytes.equal(base + slot.start, base + start, count: count) else { return nil }
        return strings[index]
    }

    mutating func remember(_ key: String, start: Int, count: Int, fingerprint: UInt64) {
        if slots.isEmpty {
            slots = [Slot](repeating: Slot(), count: 256)
            strings = [String](repeating: "", count: 256)
        }
        let index = Self.index(fingerprint)
        slots[index] = Slot(fingerprint: fingerprint, start: start, count: count)
        strings[index] = key
    }
}
