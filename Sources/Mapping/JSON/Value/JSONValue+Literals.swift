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
    /// `CGFloat`, `Decimal`, `JSONNumber`, `JSONObject`, `JSONValue`, and arrays, sets and
    /// `[String: _]` dictionaries of them.
    ///
    /// Numbers keep their exact value (`UInt64.max`, a `Decimal`'s digits); a dictionary's keys
    /// come out sorted, so the output does not depend on hashing (write a literal to choose
    /// the order). With it, Swift values go where JSON goes:
    ///
    /// ```swift
    /// let body: JSONValue = ["user": ["name": .init(name), "tags": .init(tags), "age": .init(age)]]
    /// let values = tags.map(JSONValue.init)      // [JSONValue]
    /// JSONValue(Decimal(string: "1.66")!)        // exactly 1.66
    /// JSONValue(user)                            // a model, as toJSON() writes it
    /// ```
    ///
    /// Anything a model can hold converts: basic values, models, and optionals, arrays, sets
    /// and dictionaries of them; an optional that is `nil` gives `null`. A model's member that
    /// cannot become JSON (a `Date` mapped without a transform) is left out, as ``Mapper``'s
    /// `toJSON` leaves it out; use `toJSONWithIssues` to hear about it. A NaN or infinite number
    /// is kept, as a `JSONValue` can hold one: writing the value then throws, naming its path.
    public init<Value: MapValue>(_ value: Value) {
        let map = Map(mappingType: .toJSON, source: Map.emptySource, toObject: false, context: nil,
                      shouldIncludeNilValues: false, options: [], writtenNumbers: .kept)
        var coding = MapCoding(map: map, strict: false)
        self = withExtendedLifetime(map) { value._mapEncode(&coding) } ?? .null
    }
}
