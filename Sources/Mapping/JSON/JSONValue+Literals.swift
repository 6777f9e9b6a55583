extension JSONValue: ExpressibleByNilLiteral {
    /// Creates `null`.
    @inlinable
    public init(nilLiteral: ()) { self = .null }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    /// Creates `true` or `false`.
    @inlinable
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    /// Creates an integer number.
    @inlinable
    public init(integerLiteral value: Int) { self = .number(JSONNumber(value)) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    /// Creates a number from a `Double`; it is written in the shortest form that reads back
    /// to the same `Double`.
    @inlinable
    public init(floatLiteral value: Double) { self = .number(JSONNumber(value)) }
}

extension JSONValue: ExpressibleByStringLiteral {
    /// Creates a string.
    @inlinable
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByArrayLiteral {
    /// Creates an array.
    @inlinable
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByDictionaryLiteral {
    /// Creates an object with the keys in the order written.
    ///
    /// A repeated key keeps its first position and its last value, as in parsing.
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        var object = JSONObject()
        object.reserveCapacity(elements.count)
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }
}

extension JSONValue {
    /// The JSON form of a Swift value: `Bool`, `String`, any integer, `Double`, `Float`,
    /// `Decimal`, `JSONNumber`, `JSONObject`, `JSONValue`, and arrays, sets and `[String: _]`
    /// dictionaries of them.
    ///
    /// Numbers keep their exact value (`UInt64.max`, a `Decimal`'s digits); a dictionary's keys
    /// come out sorted, so the output does not depend on hashing (write a literal to choose
    /// the order). With it, Swift values go where JSON goes:
    ///
    /// ```swift
    /// let body: JSONValue = ["user": ["name": .init(name), "tags": .init(tags), "age": .init(age)]]
    /// let values = tags.map(JSONValue.init)      // [JSONValue]
    /// JSONValue(Decimal(string: "1.66")!)        // exactly 1.66
    /// ```
    @inlinable
    public init<Value: JSONValueConvertible>(_ value: Value) { self = value.jsonValue }

    /// The JSON form of an optional Swift value: `null` for `nil`.
    ///
    /// ```swift
    /// let body: JSONValue = ["nickname": .init(user.nickname)]   // null when nickname is nil
    /// ```
    @inlinable
    public init<Value: JSONValueConvertible>(_ value: Value?) { self = value?.jsonValue ?? .null }
}
