import Foundation

/// A value inside a document being mapped, read lazily.
///
/// When a model is mapped from a JSON string or data, the document is parsed into a compact
/// tape rather than a tree, and each `map["key"]` reads the value it selects in place:
/// strings are decoded and numbers converted only for the properties that ask for them. When a
/// model is mapped from Foundation values, the element wraps a ``JSONValue`` instead. Either way
/// ``value`` gives the element as a `JSONValue`.
///
/// Types conforming to ``JSONValueConvertible`` may ignore elements: by default they are read
/// through ``value``.
public struct JSONElement: Sendable {
    // Stored side by side rather than as an enum's cases: reading a field of a borrowed struct
    // borrows it, where taking an enum's payload apart copied the tape's reference (a retain
    // and a release per property mapped).

    /// The document, for an element read lazily; an empty tape for one that wraps a tree.
    @usableFromInline let tape: JSONTape
    /// The element's entry in ``tape``, or -1 for an element that wraps ``tree``.
    @usableFromInline let index: Int
    /// The value, for an element that wraps a tree; `null` otherwise.
    @usableFromInline let tree: JSONValue

    @inlinable
    init(tape: JSONTape, index: Int) {
        self.tape = tape
        self.index = index
        tree = .null
    }

    @inlinable
    init(_ value: JSONValue) {
        tape = JSONTape.empty
        index = -1
        tree = value
    }

    /// Whether the element is read from a tape (rather than wrapping a tree).
    @inlinable
    var isLazy: Bool { index >= 0 }

    /// The element as a `JSONValue`, built from the document when it is read lazily.
    public var value: JSONValue {
        if index >= 0 {
            return tape.value(at: index)
        } else {
            return tree
        }
    }

    /// Whether the element is `null`.
    @inlinable
    public var isNull: Bool {
        if index >= 0 {
            return tape.entries[index].kind == .null
        } else {
            return tree.isNull
        }
    }

    /// The boolean, or `nil` when the element is not `true` or `false`.
    @inlinable
    var bool: Bool? {
        if index >= 0 {
            switch tape.entries[index].kind {
            case .trueValue: return true
            case .falseValue: return false
            default: return nil
            }
        } else {
            return tree.bool
        }
    }

    /// The string, decoded, or `nil` when the element is not a string.
    @inlinable
    var string: String? {
        if index >= 0 {
            let entry = tape.entries[index]
            guard entry.kind == .string else { return nil }
            return tape.string(entry)
        } else {
            return tree.string
        }
    }

    /// The number, or `nil` when the element is not a number.
    @inlinable
    var number: JSONNumber? {
        if index >= 0 {
            let entry = tape.entries[index]
            guard entry.kind == .number else { return nil }
            return tape.number(entry)
        } else {
            return tree.number
        }
    }

    /// The number, or leniently the number a string spells in JSON syntax.
    @inlinable
    func number(_ conversion: JSONConversion) -> JSONNumber? {
        if let number { return number }
        guard conversion == .lenient, let text = string else { return nil }
        return JSONNumber(literal: text)
    }

    /// Whether the element is an object.
    @inlinable
    var isObject: Bool {
        if index >= 0 {
            return tape.entries[index].kind == .object
        } else {
            return tree.object != nil
        }
    }

    /// The number of elements when the element is an array, or `nil`.
    @inlinable
    var arrayCount: Int? {
        if index >= 0 {
            let entry = tape.entries[index]
            return entry.kind == .array ? Int(entry.count) : nil
        } else {
            return tree.array?.count
        }
    }

    /// Calls `body` with each element of an array, in order, until it returns `false`; returns
    /// `false` when the element is not an array.
    @inlinable
    func forEachElement(_ body: (JSONElement) -> Bool) -> Bool {
        if index >= 0 {
            let entry = tape.entries[index]
            guard entry.kind == .array else { return false }
            var child = index + 1
            let end = Int(entry.end)
            while child < end {
                guard body(JSONElement(tape: tape, index: child)) else { break }
                child = tape.next(after: child)
            }
            return true
        } else {
            guard case .array(let elements) = tree else { return false }
            for element in elements where !body(JSONElement(element)) { break }
            return true
        }
    }

    /// Calls `body` with each member of an object, in order (a repeated key once, with its last
    /// value), until it returns `false`; returns `false` when the element is not an object.
    @inlinable
    func forEachMember(_ body: (String, JSONElement) -> Bool) -> Bool {
        if index >= 0 {
            let entry = tape.entries[index]
            guard entry.kind == .object else { return false }
            if entry.flag {
                // A key repeats: go through the merged object, which applies the policy.
                return JSONElement(value).forEachMember(body)
            }
            var key = index + 1
            let end = Int(entry.end)
            while key < end {
                guard body(tape.string(tape.entries[key]), JSONElement(tape: tape, index: key + 1)) else { break }
                key = tape.next(after: key + 1)
            }
            return true
        } else {
            guard case .object(let object) = tree else { return false }
            for (key, member) in object where !body(key, JSONElement(member)) { break }
            return true
        }
    }

    /// The member for `key` of an object, searching from `hint` (see ``JSONObject/index(forKey:hint:)``);
    /// `hint` is updated to just after the member found.
    func member(_ key: String, hint: inout Int) -> JSONElement? {
        if index >= 0 {
            guard let found = tape.member(key, inObjectAt: index, hint: &hint) else { return nil }
            return JSONElement(tape: tape, index: found)
        } else {
            guard case .object(let object) = tree, let position = object.index(forKey: key, hint: hint) else { return nil }
            hint = position + 1
            return JSONElement(object[position].value)
        }
    }

    /// Whether the element is an object in which a key appears more than once.
    var repeatsKeys: Bool {
        index >= 0 && tape.entries[index].kind == .object && tape.entries[index].flag
    }

    /// The keys that appear more than once in an object read from a tape, in the order of their
    /// first appearance, with how many times each appears.
    func repeatedKeys() -> [(key: String, count: Int)] {
        guard repeatsKeys else { return [] }
        var counts: [UTF8Key: Int] = [:]
        var order: [String] = []
        var key = index + 1
        let end = Int(tape.entries[index].end)
        while key < end {
            let name = tape.string(tape.entries[key])
            let wrapped = UTF8Key(name)
            if let seen = counts[wrapped] {
                counts[wrapped] = seen + 1
                if seen == 1 { order.append(name) }
            } else {
                counts[wrapped] = 1
            }
            key = tape.next(after: key + 1)
        }
        return order.map { ($0, counts[UTF8Key($0)] ?? 0) }
    }

    /// A short rendering for issue reports, without building containers.
    @usableFromInline
    var issueRendering: String {
        if index >= 0 {
            let entry = tape.entries[index]
            switch entry.kind {
            case .array: return "array of \(entry.count) element\(entry.count == 1 ? "" : "s")"
            case .object: return "object with \(entry.count) key\(entry.count == 1 ? "" : "s")"
            default: return value.issueRendering
            }
        } else {
            return tree.issueRendering
        }
    }
}

/// Reading values out of a tape. These are methods of the tape itself, so that reading costs
/// no reference counting: the tape is borrowed from the element or map that holds it.
extension JSONTape {
    /// The decoded string of a string entry.
    @usableFromInline
    func string(_ entry: JSONTape.Entry) -> String {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return "" }
            return EscapeDecoding.string(base, ScannedString(start: Int(entry.start), end: Int(entry.end),
                                                             hasEscapes: entry.flag))
        }
    }

    /// The number of a number entry: rebuilt from its stored significand, or read again from
    /// its text when it is kept as text.
    @inlinable
    func number(_ entry: JSONTape.Entry) -> JSONNumber {
        guard entry.scale == JSONTape.literalNumber else {
            let significand = entry.significand
            if entry.scale > 0 || (entry.flag && significand == 0) {
                return JSONNumber(storage: .decimal(significand, scale: UInt8(truncatingIfNeeded: entry.scale),
                                                    negative: entry.flag))
            }
            if entry.flag { return JSONNumber(storage: .int(Int64(bitPattern: 0 &- significand))) }
            return significand <= UInt64(Int64.max) ? JSONNumber(storage: .int(Int64(significand)))
                : JSONNumber(storage: .uint(significand))
        }
        return literal(entry)
    }

    /// The number of a number entry kept as text.
    @usableFromInline
    func literal(_ entry: JSONTape.Entry) -> JSONNumber {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress,
                  case .number(let kind, let end) = NumberScanner.scan(base, count: Int(entry.end), from: Int(entry.start))
            else { return JSONNumber(0) }
            return JSONNumber(storage: kind.storage(base, from: Int(entry.start), to: end))
        }
    }

    /// The value at `index` as a `JSONValue`, built without recursion by replaying the entries
    /// as parse events into a ``JSONTreeBuilder``.
    func value(at index: Int) -> JSONValue {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return .null }
            struct Open {
                var end: Int
                var count: Int
                var isObject: Bool
                var repeatsKeys: Bool
                var expectsKey: Bool
            }
            let entries = self.entries
            var builder = JSONTreeBuilder(input: base)
            var open: [Open] = []
            var position = index
            let stop = next(after: index)
            while true {
                while let last = open.last, position == last.end {
                    open.removeLast()
                    if last.isObject {
                        builder.endObject(count: last.count, repeatsKeys: last.repeatsKeys)
                    } else {
                        builder.endArray(count: last.count)
                    }
                }
                guard position < stop else { break }
                let entry = entries[position]
                position += 1
                if let last = open.last, last.isObject {
                    if last.expectsKey {
                        _ = builder.key(Self.scanned(entry), fingerprint: 0)
                        open[open.count - 1].expectsKey = false
                        continue
                    }
                    open[open.count - 1].expectsKey = true
                }
                switch entry.kind {
                case .null: builder.null()
                case .falseValue: builder.bool(false)
                case .trueValue: builder.bool(true)
                case .number:
                    builder.add(number: number(entry))
                case .string:
                    _ = builder.string(Self.scanned(entry))
                case .array:
                    builder.beginArray()
                    open.append(Open(end: Int(entry.end), count: Int(entry.count), isObject: false,
                                     repeatsKeys: false, expectsKey: false))
                case .object:
                    builder.beginObject()
                    open.append(Open(end: Int(entry.end), count: Int(entry.count), isObject: true,
                                     repeatsKeys: entry.flag, expectsKey: true))
                }
            }
            return builder.finish()
        }
    }

    private static func scanned(_ entry: JSONTape.Entry) -> ScannedString {
        ScannedString(start: Int(entry.start), end: Int(entry.end), hasEscapes: entry.flag)
    }

    /// The entry index of the member for `key` in the object at `object`, searching from the
    /// key entry `hint` to the end and then from the start; a repeated key gives its last value.
    func member(_ key: String, inObjectAt object: Int, hint: inout Int) -> Int? {
        let objectEntry = entries[object]
        guard objectEntry.kind == .object else { return nil }
        let first = object + 1
        let end = Int(objectEntry.end)
        // The key's bytes are read in place; only a string without contiguous UTF-8 (bridged)
        // is copied first.
        func search(_ wanted: UnsafeBufferPointer<UInt8>) -> Int? {
            bytes.withUnsafeBufferPointer { buffer -> Int? in
                guard let base = buffer.baseAddress else { return nil }
                // Key entries carry the low half of their fingerprint: most members are passed
                // over with one integer comparison.
                let wantedPrint = UInt32(truncatingIfNeeded: DuplicateFinder.fingerprint(wanted))
                func matches(_ keyIndex: Int) -> Bool {
                    let entry = entries[keyIndex]
                    guard entry.count == wantedPrint else { return false }
                    let length = Int(entry.end - entry.start)
                    if !entry.flag {
                        guard length == wanted.count else { return false }
                        guard let wantedBase = wanted.baseAddress else { return true }
                        return memcmp(base + Int(entry.start), wantedBase, length) == 0
                    }
                    var decoded: [UInt8] = []
                    EscapeDecoding.decode(base, Int(entry.start), Int(entry.end), into: &decoded)
                    return decoded.elementsEqual(wanted)
                }
                if objectEntry.flag {
                    var found: Int?
                    var keyIndex = first
                    while keyIndex < end {
                        if matches(keyIndex) { found = keyIndex + 1 }
                        keyIndex = self.next(after: keyIndex + 1)
                    }
                    return found
                }
                // From the hint to the end, then from the start to the hint.
                func firstMatch(from lower: Int, to upper: Int) -> Int? {
                    var keyIndex = lower
                    while keyIndex < upper {
                        let next = self.next(after: keyIndex + 1)
                        if matches(keyIndex) {
                            hint = next
                            return keyIndex + 1
                        }
                        keyIndex = next
                    }
                    return nil
                }
                let start = hint > first && hint < end ? hint : first
                return firstMatch(from: start, to: end) ?? firstMatch(from: first, to: start)
            }
        }
        if let found = key.utf8.withContiguousStorageIfAvailable(search) { return found }
        var copy = key
        return copy.withUTF8(search)
    }
}
