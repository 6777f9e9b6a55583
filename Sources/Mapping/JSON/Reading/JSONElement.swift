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
    /// The value, read through the one interface both representations implement (see
    /// `JSONReadable.swift`).
    @usableFromInline let source: any JSONReadable

    /// An element that reads a tree.
    @inlinable
    init(_ value: JSONValue) {
        source = value
    }

    /// An element read in place from `tape`, at the entry `index`.
    @inlinable
    init(tape: JSONTape, index: Int) {
        source = TapeValue(tape: tape, index: index)
    }

    /// The element as a `JSONValue`, built from the document when it is read lazily.
    public var value: JSONValue { source.value }

    /// Whether the element is `null`.
    @inlinable
    public var isNull: Bool { source.isNull }

    /// The boolean, or `nil` when the element is not `true` or `false`.
    @inlinable
    var bool: Bool? { source.bool }

    /// The string, decoded, or `nil` when the element is not a string.
    @inlinable
    var string: String? { source.string }

    /// The number, or `nil` when the element is not a number.
    @inlinable
    var number: JSONNumber? { source.number }

    /// The number, or leniently the number a string spells in JSON syntax.
    @inlinable
    func number(_ conversion: JSONConversion) -> JSONNumber? {
        if let number { return number }
        guard conversion == .lenient, let text = string else { return nil }
        return JSONNumber(literal: text)
    }

    /// Whether the element is an object.
    @inlinable
    var isObject: Bool { source.isObject }

    /// The number of elements when the element is an array, or `nil`.
    @inlinable
    var arrayCount: Int? { source.arrayCount }

    /// A short rendering for issue reports, without building containers.
    @usableFromInline
    var issueRendering: String { source.issueRendering }

    /// Calls `body` with each element of an array, in order, until it returns `false`; returns
    /// `false` when the element is not an array.
    @inlinable
    func forEachElement(_ body: (JSONElement) -> Bool) -> Bool {
        source.forEachElement(body)
    }

    /// Calls `body` with each member of an object, in order (a repeated key once, at its first
    /// position, with its last value), until it returns `false`; returns `false` when the
    /// element is not an object.
    @inlinable
    func forEachMember(_ body: (String, JSONElement) -> Bool) -> Bool {
        source.forEachMember(body)
    }

    /// The member for `key` of an object, searching from `hint` (see ``JSONObject/index(forKey:hint:)``);
    /// `hint` is updated to just after the member found.
    @inlinable
    func member(_ key: String, hint: inout Int) -> JSONElement? {
        source.member(key, hint: &hint)
    }

    /// The keys that appear more than once in an object, in the order of their first
    /// appearance, with how many times each appears.
    func repeatedKeys() -> [(key: String, count: Int)] {
        source.repeatedKeys()
    }
}
