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

    @usableFromInline
    var entries: [Member]

    /// Creates an empty object.
    @inlinable
    public init() { entries = [] }

    /// Creates an object from entries whose keys are known to be distinct.
    @inlinable
    init(uniqueEntries: [Member]) { entries = uniqueEntries }

    /// Creates an object from key-value pairs; a repeated key keeps its first position and its
    /// last value.
    public init<S: Sequence>(_ pairs: S) where S.Element == (String, JSONValue) {
        var entries: [Member] = []
        entries.reserveCapacity(pairs.underestimatedCount)
        // Small objects search linearly; larger ones remember positions by key bytes, so that
        // building an object is linear in its size whatever the keys.
        var positions: [UTF8Key: Int]?
        for (key, value) in pairs {
            if positions == nil && entries.count >= 16 {
                var table: [UTF8Key: Int] = [:]
                for (position, entry) in entries.enumerated() { table[UTF8Key(entry.key)] = position }
                positions = table
            }
            if positions != nil {
                if let position = positions?[UTF8Key(key)] {
                    entries[position].value = value
                } else {
                    positions?[UTF8Key(key)] = entries.count
                    entries.append(Member(key: key, value: value))
                }
            } else if let position = JSONObject(uniqueEntries: entries).index(forKey: key) {
                entries[position].value = value
            } else {
                entries.append(Member(key: key, value: value))
            }
        }
        self.entries = entries
    }

    /// Reserves room for `capacity` entries.
    public mutating func reserveCapacity(_ capacity: Int) { entries.reserveCapacity(capacity) }

    /// The position of the first member.
    @inlinable public var startIndex: Int { 0 }
    /// The position after the last member.
    @inlinable public var endIndex: Int { entries.count }
    /// The member at `position`: its key and value.
    @inlinable public subscript(position: Int) -> Element {
        let member = entries[position]
        return (member.key, member.value)
    }

    /// The keys, in order.
    public var keys: [String] { entries.map(\.key) }

    /// The values, in the order of their keys.
    public var values: [JSONValue] { entries.map(\.value) }

    /// The value for `key`, or `nil` when the key is absent; assigning `nil` removes the key.
    ///
    /// Assigning to a new key appends it; assigning to an existing key replaces its value in place.
    @inlinable
    public subscript(key: String) -> JSONValue? {
        get {
            guard let index = index(forKey: key) else { return nil }
            return entries[index].value
        }
        set {
            if let index = index(forKey: key) {
                if let newValue {
                    entries[index].value = newValue
                } else {
                    entries.remove(at: index)
                }
            } else if let newValue {
                entries.append(Member(key: key, value: newValue))
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
            let count = entries.count
            let start = hint < count ? hint : 0
            for index in start..<count {
                #if DEBUG
                WorkMeter.count(.keys)
                #endif
                if JSONObject.key(entries[index].key, equals: wanted) { return index }
            }
            for index in 0..<start {
                #if DEBUG
                WorkMeter.count(.keys)
                #endif
                if JSONObject.key(entries[index].key, equals: wanted) { return index }
            }
            return nil
        }
    }

    /// Appends an entry without looking for an earlier one with the same key; the caller knows
    /// the key is new.
    @inlinable
    mutating func appendUnique(_ key: String, _ value: consuming JSONValue) {
        entries.append(Member(key: key, value: value))
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
        var finder = DuplicateFinder()
        guard finder.containsDuplicate(entries) else { return false }
        self = JSONObject(entries.lazy.map { ($0.key, $0.value) })
        return true
    }
}
