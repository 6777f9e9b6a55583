/// A value read in place from a ``JSONTape``: the tape and the index of the value's entry.
///
/// Everything is read from the entries and the document's bytes when asked: a string is decoded
/// for the property that wants it, a container is never built unless its ``value`` is asked for.
@usableFromInline
struct TapeValue: JSONReadable {
    @usableFromInline let tape: JSONTape
    @usableFromInline let index: Int

    @inlinable
    init(tape: JSONTape, index: Int) {
        self.tape = tape
        self.index = index
    }

    @inlinable
    var entry: JSONTape.Entry { tape.entries[index] }

    @usableFromInline
    var value: JSONValue { tape.value(at: index) }

    @inlinable
    var isNull: Bool { entry.kind == .null }

    @inlinable
    var bool: Bool? {
        switch entry.kind {
        case .trueValue: return true
        case .falseValue: return false
        default: return nil
        }
    }

    @inlinable
    var string: String? {
        let entry = self.entry
        guard entry.kind == .string else { return nil }
        return tape.stringValue(entry)
    }

    @inlinable
    var number: JSONNumber? {
        let entry = self.entry
        guard entry.kind == .number else { return nil }
        return tape.number(entry)
    }

    @inlinable
    var isObject: Bool { entry.kind == .object }

    @inlinable
    var arrayCount: Int? {
        let entry = self.entry
        return entry.kind == .array ? Int(entry.count) : nil
    }

    @inlinable
    var memberCountBound: Int? {
        let entry = self.entry
        return entry.kind == .object ? Int(entry.count) : nil
    }

    @usableFromInline
    var issueRendering: String {
        let entry = self.entry
        switch entry.kind {
        case .array: return "array of \(entry.count) element\(entry.count == 1 ? "" : "s")"
        case .object:
            // A repeated key counts once, as it reads.
            let count = entry.flag ? repeatedKeys().reduce(Int(entry.count)) { $0 - ($1.count - 1) } : Int(entry.count)
            return "object with \(count) key\(count == 1 ? "" : "s")"
        default: return value.issueRendering
        }
    }

    @inlinable
    func forEachElement(_ body: (JSONElement) -> Bool) -> Bool {
        let entry = self.entry
        guard entry.kind == .array else { return false }
        var child = index + 1
        let end = Int(entry.end)
        while child < end {
            guard body(JSONElement(tape: tape, index: child)) else { break }
            child = tape.next(after: child)
        }
        return true
    }

    @inlinable
    func forEachMember(_ body: (String, JSONElement) -> Bool) -> Bool {
        let entry = self.entry
        guard entry.kind == .object else { return false }
        guard !entry.flag else { return forEachSettledMember(body) }
        var key = index + 1
        let end = Int(entry.end)
        while key < end {
            guard body(tape.string(tape.entries[key]), JSONElement(tape: tape, index: key + 1)) else { break }
            key = tape.next(after: key + 1)
        }
        return true
    }

    /// ``forEachMember(_:)`` for an object in which a key repeats: each key once, at its first
    /// position, with its last value, read from the tape in two linear passes (the last value
    /// of each key, then the keys in order).
    @usableFromInline
    func forEachSettledMember(_ body: (String, JSONElement) -> Bool) -> Bool {
        let end = Int(entry.end)
        var lastValue: [UTF8Key: Int] = [:]
        var key = index + 1
        while key < end {
            lastValue[UTF8Key(tape.string(tape.entries[key]))] = key + 1
            key = tape.next(after: key + 1)
        }
        key = index + 1
        while key < end {
            let name = tape.string(tape.entries[key])
            // Removing the key as it is given makes its later appearances skip.
            if let value = lastValue.removeValue(forKey: UTF8Key(name)) {
                guard body(name, JSONElement(tape: tape, index: value)) else { break }
            }
            key = tape.next(after: key + 1)
        }
        return true
    }

    @usableFromInline
    func member(_ key: String, hint: inout Int) -> JSONElement? {
        guard let found = tape.member(key, inObjectAt: index, hint: &hint) else { return nil }
        return JSONElement(tape: tape, index: found)
    }

    @usableFromInline
    func childElement(_ component: MapKeyPath.Component) -> JSONElement? {
        guard let found = tape.child(component, ofValueAt: index) else { return nil }
        return JSONElement(tape: tape, index: found)
    }

    @usableFromInline
    func repeatedKeys() -> [(key: String, count: Int)] {
        let entry = self.entry
        guard entry.kind == .object, entry.flag else { return [] }
        var counts: [UTF8Key: Int] = [:]
        var order: [String] = []
        var key = index + 1
        let end = Int(entry.end)
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
