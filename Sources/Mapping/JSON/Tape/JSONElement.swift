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
}
