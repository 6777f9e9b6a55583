import Foundation

/// A JSON object: string keys with values, in the order they were written.
///
/// Keys are compared by their UTF-8 bytes, not by Unicode canonical equivalence, so `"é"`
/// written precomposed (`C3 A9`) and decomposed (`65 CC 81`) are two different keys, exactly as
/// they are two different member names in the document.
///
/// Duplicate keys have one policy everywhere (parsing, literals, assignment): a key appears once,
/// at the position where it first appeared, holding the value it was given last. This is what
/// JavaScript's `JSON.parse` does with `{"a": 1, "b": 2, "a": 3}`: `{"a": 3, "b": 2}`.
///
/// ```swift
/// var object: JSONObject = ["id": 1, "name": "Ada"]
/// object["email"] = "ada@example.com"   // appended at the end
/// object["id"] = 2                       // replaced in place
/// object.keys                            // ["id", "name", "email"]
/// ```
public struct JSONObject: Sendable, RandomAccessCollection {
    /// A key and its value.
    public typealias Element = (key: String, value: JSONValue)

    /// A member as stored: a struct rather than the `Element` tuple, so that freeing an object's
    /// members runs the struct's own compiled destroy instead of the runtime's generic one for
    /// tuples (about 2% of parsing twitter.json into a tree and freeing it).
    @usableFromInline
    struct Member: Sendable {
        @usableFromInline var key: String
        @usableFromInline var value: JSONValue

        @inlinable
        init(key: String, value: JSONValue) {
            self.key = key
            self.value = value
        }
    }

    /// The block the members lie in (see ``MemberBlock``): one a parse filled with the members
    /// of many objects, or one of the object's own; `nil` for an object that never had a
    /// member, which so costs no allocation and no reference counting, as an empty array
    /// doesn't. One reference and two 32-bit numbers, so that a `JSONValue` is no larger for it.
    /// Not checked for `Sendable`: `ManagedBuffer` cannot be, and a block shared between
    /// objects, and so between threads, is never changed (see ``MemberBlock``).
    ///
    /// Every object with members has a block, so the reads below unwrap it unchecked once
    /// they know the object is not empty.
    @usableFromInline
    nonisolated(unsafe) var block: MemberBlock?
    /// Where the members start in the block.
    @usableFromInline
    var start: UInt32
    /// How many members there are.
    @usableFromInline
    var memberCount: UInt32

    /// Creates an empty object.
    @inlinable
    public init() {
        block = nil
        start = 0
        memberCount = 0
    }

    /// Creates an object of the `count` members of `block` from `start` on.
    @inlinable
    init(block: MemberBlock, start: Int, count: Int) {
        self.block = block
        self.start = UInt32(start)
        memberCount = UInt32(count)
    }

    /// Calls `body` with the members in place, without copying them.
    @inlinable
    func withMembers<Result, Failure: Error>(
        _ body: (UnsafeBufferPointer<Member>) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        // The object is lent for the call, and its block with it.
        guard memberCount > 0 else { return try body(UnsafeBufferPointer(start: nil, count: 0)) }
        return try body(UnsafeBufferPointer(start: block.unsafelyUnwrapped.base + Int(start), count: Int(memberCount)))
    }

    /// The member at `position`, which must be one of the object's.
    @inlinable
    func member(at position: Int) -> Member {
        precondition(position >= 0 && position < Int(memberCount), "JSONObject: position out of range")
        return block.unsafelyUnwrapped.base[Int(start) + position]
    }

    /// The value of the member at `position`, which must be one of the object's (its key is not
    /// copied).
    @inlinable
    func value(at position: Int) -> JSONValue {
        precondition(position >= 0 && position < Int(memberCount), "JSONObject: position out of range")
        return block.unsafelyUnwrapped.base[Int(start) + position].value
    }

    /// The number of members.
    @inlinable
    public var count: Int { Int(memberCount) }

    /// Makes the block the object's own, with room for `extra` more members: a block shared
    /// with other objects or copies is never changed.
    @inlinable
    mutating func makeRoom(for extra: Int) {
        let count = Int(memberCount)
        if count == 0 && extra == 0 { return }
        // `false` for no block at all.
        let ownsBlock = isKnownUniquelyReferenced(&block) && start == 0 && block.unsafelyUnwrapped.count == count
        if ownsBlock && block.unsafelyUnwrapped.room >= extra { return }
        let grown = MemberBlock.make(capacity: Swift.max(count + extra, 2 * count, 4))
        if ownsBlock {
            grown.append(moving: block.unsafelyUnwrapped, count: count)
        } else if count > 0 {
            grown.append(copying: block.unsafelyUnwrapped.base + Int(start), count: count)
        }
        block = grown
        start = 0
    }

    /// Replaces the value at `position`.
    @inlinable
    mutating func setValue(_ value: consuming JSONValue, at position: Int) {
        precondition(position >= 0 && position < Int(memberCount), "JSONObject: position out of range")
        makeRoom(for: 0)
        block.unsafelyUnwrapped.base[position].value = value
    }

    /// Removes the member at `position` and returns it.
    @inlinable
    @discardableResult
    mutating func remove(at position: Int) -> Member {
        precondition(position >= 0 && position < Int(memberCount), "JSONObject: position out of range")
        makeRoom(for: 0)
        let removed = block.unsafelyUnwrapped.remove(at: position)
        memberCount -= 1
        return removed
    }

    /// Creates an object from key-value pairs; a repeated key keeps its first position and its
    /// last value.
    public init<S: Sequence>(_ pairs: S) where S.Element == (String, JSONValue) {
        self.init()
        reserveCapacity(pairs.underestimatedCount)
        // Small objects search linearly; larger ones remember positions by key bytes, so that
        // building an object is linear in its size whatever the keys.
        var positions: [UTF8Key: Int]?
        for (key, value) in pairs {
            if positions == nil && count >= 16 {
                var table: [UTF8Key: Int] = [:]
                for position in indices { table[UTF8Key(member(at: position).key)] = position }
                positions = table
            }
            if positions != nil {
                if let position = positions?[UTF8Key(key)] {
                    setValue(value, at: position)
                } else {
                    positions?[UTF8Key(key)] = count
                    appendUnique(key, value)
                }
            } else if let position = index(forKey: key) {
                setValue(value, at: position)
            } else {
                appendUnique(key, value)
            }
        }
    }

    /// Reserves room for `capacity` entries.
    public mutating func reserveCapacity(_ capacity: Int) { makeRoom(for: Swift.max(0, capacity - count)) }

    /// The position of the first member.
    @inlinable public var startIndex: Int { 0 }
    /// The position after the last member.
    @inlinable public var endIndex: Int { count }
    /// The member at `position`: its key and value.
    @inlinable public subscript(position: Int) -> Element {
        let member = member(at: position)
        return (member.key, member.value)
    }

    /// The keys, in order.
    public var keys: [String] { withMembers { $0.map(\.key) } }

    /// The values, in the order of their keys.
    public var values: [JSONValue] { withMembers { $0.map(\.value) } }

    /// The members' positions in the order of their keys' UTF-8 bytes: the order sorted keys
    /// are written in (`JSONWriter`) and a Foundation dictionary's members are read in
    /// (`JSONValue.inKeyOrder`).
    func positionsInKeyOrder() -> [Int] {
        indices.sorted { self[$0].key.utf8.lexicographicallyPrecedes(self[$1].key.utf8) }
    }

    /// The value for `key`, or `nil` when the key is absent; assigning `nil` removes the key.
    ///
    /// Assigning to a new key appends it; assigning to an existing key replaces its value in place.
    @inlinable
    public subscript(key: String) -> JSONValue? {
        get {
            guard let index = index(forKey: key) else { return nil }
            return value(at: index)
        }
        set {
            if let index = index(forKey: key) {
                if let newValue {
                    setValue(newValue, at: index)
                } else {
                    remove(at: index)
                }
            } else if let newValue {
                appendUnique(key, newValue)
            }
        }
    }

    /// The position of `key`, comparing UTF-8 bytes.
    @inlinable
    public func index(forKey key: String) -> Int? {
        index(forKey: key, hint: 0)
    }

    /// The position of `key`, searching from `hint` to the end and then from the start.
    ///
    /// Models usually read keys in the order the document has them, so a reader that passes
    /// the position after its last hit finds most keys at the first comparison.
    @inlinable
    func index(forKey key: String, hint: Int) -> Int? {
        var key = key
        return key.withUTF8 { wanted in
            withMembers { members in
                let count = members.count
                let start = hint < count ? hint : 0
                for index in start..<count {
                    #if DEBUG
                    WorkMeter.count(.keys)
                    #endif
                    if JSONObject.key(members[index].key, equals: wanted) { return index }
                }
                for index in 0..<start {
                    #if DEBUG
                    WorkMeter.count(.keys)
                    #endif
                    if JSONObject.key(members[index].key, equals: wanted) { return index }
                }
                return nil
            }
        }
    }

    /// Appends an entry without looking for an earlier one with the same key; the caller knows
    /// the key is new.
    @inlinable
    mutating func appendUnique(_ key: String, _ value: consuming JSONValue) {
        makeRoom(for: 1)
        block.unsafelyUnwrapped.append(Member(key: key, value: value))
        memberCount += 1
    }

    /// Whether `key` holds exactly the UTF-8 bytes in `wanted`.
    @inlinable
    static func key(_ key: String, equals wanted: UnsafeBufferPointer<UInt8>) -> Bool {
        let utf8 = key.utf8
        guard utf8.count == wanted.count else { return false }
        if let equal = utf8.withContiguousStorageIfAvailable({ stored -> Bool in
            guard let storedBase = stored.baseAddress, let wantedBase = wanted.baseAddress else { return true }
            return memcmp(storedBase, wantedBase, wanted.count) == 0
        }) {
            return equal
        }
        return utf8.elementsEqual(wanted)
    }

    /// Whether two keys are the same member name: the same UTF-8 bytes.
    @inlinable
    static func key(_ lhs: String, equals rhs: String) -> Bool {
        var rhs = rhs
        return rhs.withUTF8 { key(lhs, equals: $0) }
    }
}

/// A key that hashes and compares by its UTF-8 bytes.
struct UTF8Key: Hashable {
    let string: String

    init(_ string: String) { self.string = string }

    static func == (lhs: UTF8Key, rhs: UTF8Key) -> Bool { JSONObject.key(lhs.string, equals: rhs.string) }

    func hash(into hasher: inout Hasher) {
        var string = string
        string.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}

extension JSONObject: ExpressibleByDictionaryLiteral {
    /// Creates an object with the keys in the order written.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self.init(elements)
    }
}

extension JSONObject {
    /// Resolves keys that appear more than once: each keeps its first position and its last
    /// value. Returns whether any key did.
    @discardableResult
    mutating func mergeRepeatedKeys() -> Bool {
        guard count > 1 else { return false }
        guard withMembers(DuplicateFinder.containsDuplicate) else { return false }
        self = withMembers { JSONObject($0.lazy.map { ($0.key, $0.value) }) }
        return true
    }
}
