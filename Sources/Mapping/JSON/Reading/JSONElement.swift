/// A value inside a document being mapped, read lazily.
///
/// When a model is mapped from a JSON string or data, the document is parsed into a compact
/// tape rather than a tree, and each `map["key"]` reads the value it selects in place:
/// strings are decoded and numbers converted only for the properties that ask for them. When a
/// model is mapped from Foundation values or a ``JSONValue``, the element reads that tree
/// instead. Either way ``value`` gives the element as a `JSONValue`.
///
/// Types conforming to ``JSONValueConvertible`` may ignore elements: by default they are read
/// through ``value``.
public struct JSONElement: Sendable {
    // One of the two readers of `JSONReadable.swift`, stored side by side rather than as an
    // existential or an enum's cases: reading a field of a borrowed struct borrows it, where an
    // existential's copies went through value witnesses and an enum's payload copied the
    // tape's reference (measured: 40.7K instructions per flat-user decode behind `any
    // JSONReadable`, 32.0K like this). Every read goes through `read(_:_:)`, the one place that
    // tells the two apart.

    /// The document, for an element read from a tape; an empty tape for one that reads a tree.
    @usableFromInline let tape: JSONTape
    /// The element's entry in ``tape``, or -1 for an element that reads ``tree``.
    @usableFromInline let index: Int
    /// The value, for an element that reads a tree; `null` otherwise.
    @usableFromInline let tree: JSONValue

    /// An element read in place from `tape`, at the entry `index`.
    @inlinable
    init(tape: JSONTape, index: Int) {
        self.tape = tape
        self.index = index
        tree = .null
    }

    /// An element with both readers given: `index` -1 for one that reads `tree`.
    @inlinable
    init(tape: JSONTape, index: Int, tree: JSONValue) {
        self.tape = tape
        self.index = index
        self.tree = tree
    }

    /// An element that reads a tree.
    @inlinable
    init(_ value: JSONValue) {
        tape = JSONTape.empty
        index = -1
        tree = value
    }

    /// Answers with the reader the element holds: `onTape` for a tape entry, `onTree` for a tree.
    @inlinable @inline(__always)
    func read<Answer>(_ onTape: (TapeValue) -> Answer, _ onTree: (JSONValue) -> Answer) -> Answer {
        index >= 0 ? onTape(TapeValue(tape: tape, index: index)) : onTree(tree)
    }

    /// The element as a `JSONValue`, built from the document when it is read lazily.
    public var value: JSONValue { read({ $0.value }, { $0 }) }

    /// Whether the element is `null`.
    @inlinable
    public var isNull: Bool { read({ $0.isNull }, { $0.isNull }) }

    /// The boolean, or `nil` when the element is not `true` or `false`.
    @inlinable
    var bool: Bool? { read({ $0.bool }, { $0.bool }) }

    /// The string, decoded, or `nil` when the element is not a string.
    @inlinable
    var string: String? { read({ $0.string }, { $0.string }) }

    /// The number, or `nil` when the element is not a number.
    @inlinable
    var number: JSONNumber? { read({ $0.number }, { $0.number }) }

    /// The number, or leniently the number a string spells in JSON syntax, JSON's white space
    /// around it ignored.
    @inlinable
    func number(_ conversion: JSONConversion) -> JSONNumber? {
        if let number { return number }
        guard conversion == .lenient, let text = string else { return nil }
        return JSONNumber(literal: text.trimmingJSONWhiteSpace)
    }

    /// The nearest `Double` to the number, or leniently to the number a string spells. A number
    /// kept decoded on a tape is converted straight from its entry, without a ``JSONNumber``
    /// in between (the same conversion: ``JSONNumber/double``).
    ///
    /// Always inlined, with the other cases out of line: the compiler's own choice changed with
    /// unrelated edits, and a call per element cost mapping canada.json's 111,000 numbers 4.5%.
    @inlinable @inline(__always)
    func double(_ conversion: JSONConversion) -> Double? {
        if index >= 0 {
            let entry = tape.entries[index]
            if entry.kind == .number, entry.scale != JSONTape.literalNumber,
               let value = JSONNumber.nearestDouble(significand: entry.significand, scale: Int(entry.scale),
                                                    negative: entry.flag) {
                return value
            }
        }
        return doubleOfOtherForms(conversion)
    }

    /// ``double(_:)`` for a tree, a number kept as text, and a string read leniently.
    @usableFromInline @inline(never)
    func doubleOfOtherForms(_ conversion: JSONConversion) -> Double? {
        number(conversion)?.double
    }

    /// The number as `Integer` when it is a whole number that fits, or leniently the number a
    /// string spells. A whole number kept decoded on a tape is converted straight from its
    /// entry, without a ``JSONNumber`` in between (the same conversion: ``JSONNumber/exactly(_:)``).
    @inlinable
    func integer<Integer: FixedWidthInteger>(_ type: Integer.Type, _ conversion: JSONConversion) -> Integer? {
        if index >= 0 {
            let entry = tape.entries[index]
            if entry.kind == .number, entry.scale == 0 {
                let magnitude = entry.significand
                return entry.flag ? JSONNumber.negated(magnitude, as: type) : Integer(exactly: magnitude)
            }
        }
        return number(conversion)?.exactly(type)
    }

    /// Whether the element is an object.
    @inlinable
    var isObject: Bool { read({ $0.isObject }, { $0.isObject }) }

    /// The number of elements when the element is an array, or `nil`.
    @inlinable
    var arrayCount: Int? { read({ $0.arrayCount }, { $0.arrayCount }) }

    /// The number of members when the element is an object, counting a repeated key each time
    /// in a document read lazily; `nil` for anything else.
    @inlinable
    var memberCountBound: Int? { read({ $0.memberCountBound }, { $0.memberCountBound }) }

    /// A short rendering for issue reports, without building containers.
    @usableFromInline
    var issueRendering: String { read({ $0.issueRendering }, { $0.issueRendering }) }

    /// Calls `body` with each element of an array, in order, until it returns `false`; returns
    /// `false` when the element is not an array.
    @inlinable
    func forEachElement(_ body: (JSONElement) -> Bool) -> Bool {
        read({ $0.forEachElement(body) }, { $0.forEachElement(body) })
    }

    /// Calls `body` with each member of an object, in order (a repeated key once, at its first
    /// position, with its last value), until it returns `false`; returns `false` when the
    /// element is not an object.
    @inlinable
    func forEachMember(_ body: (String, JSONElement) -> Bool) -> Bool {
        read({ $0.forEachMember(body) }, { $0.forEachMember(body) })
    }

    /// The member for `key` of an object, searching from `hint` (see ``JSONObject/index(forKey:hint:)``);
    /// `hint` is updated to just after the member found.
    @inlinable
    func member(_ key: String, hint: inout Int) -> JSONElement? {
        // Not through `read(_:_:)`: its closures cannot both capture the `inout` hint.
        if index >= 0 { return TapeValue(tape: tape, index: index).member(key, hint: &hint) }
        return tree.member(key, hint: &hint)
    }

    /// The value one key-path step down.
    func childElement(_ component: MapKeyPath.Component) -> JSONElement? {
        read({ $0.childElement(component) }, { $0.childElement(component) })
    }

    /// The keys that appear more than once in an object, in the order of their first
    /// appearance, with how many times each appears.
    func repeatedKeys() -> [(key: String, count: Int)] {
        read({ $0.repeatedKeys() }, { $0.repeatedKeys() })
    }
}
