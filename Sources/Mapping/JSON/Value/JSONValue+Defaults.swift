// The non-optional accessors: a value of the type asked for, or its natural default.
//
// They read by one rule, the library's lenient conversion (`MappingOptions.lenientTypes`,
// `JSONConversion.lenient`), and stay exact: a string that spells a number (JSON's white space
// around it ignored) reads as that number only when the number fits the type exactly, and a
// number never loses digits on the way. Anything else (another kind, `null`, a member missing
// in a chain, a number that does not fit) gives the default. The optional accessors (`int`,
// `string`, ...) stay strict.

extension JSONValue {
    /// The string, a number's exact JSON text, or `""`.
    ///
    /// `"Ada"` gives `Ada`, `25` gives `25`, `1.66` gives `1.66` and `12345678901234567890`
    /// keeps every digit; booleans, `null`, arrays and objects give `""`.
    @inlinable
    public var stringValue: String { String(jsonValue: self, conversion: .lenient) ?? "" }

    /// The number as an `Int` when it is exactly one, or the `Int` a string spells exactly; `0`
    /// otherwise.
    ///
    /// `25`, `25.0`, `"25"`, `" 25\n"`, `"2.5e1"` and `"1e2"` (100) read; `1.5`, `"1.5"`,
    /// `"2 5"`, `"0x19"`, `9223372036854775808`, `true` and `null` give `0`: never a truncated
    /// or wrapped value.
    @inlinable
    public var intValue: Int { Int(jsonValue: self, conversion: .lenient) ?? 0 }

    /// The nearest `Double` to the number, or to the number a string spells; `0` otherwise.
    ///
    /// `1.5`, `"1.5"` and `" 1.5\n"` give 1.5; `"1e400"` and `1e400` (beyond `Double`'s range),
    /// `"abc"`, `"1. 5"`, `true` and `null` give `0`.
    @inlinable
    public var doubleValue: Double { Double(jsonValue: self, conversion: .lenient) ?? 0 }

    /// The boolean, also from `"true"`/`"false"` and the numbers `1`/`0`; `false` otherwise.
    ///
    /// `true`, `"true"`, `" true\n"`, `1` and `1.0` give `true`; `"yes"`, `"1"`, `2` and `null`
    /// give `false`.
    @inlinable
    public var boolValue: Bool { Bool(jsonValue: self, conversion: .lenient) ?? false }

    /// The elements, or `[]` when the value is not an array.
    ///
    /// Iterate an array's elements in order with `for element in value["list"].arrayValue`.
    @inlinable
    public var arrayValue: [JSONValue] { array ?? [] }

    /// The object, or an empty one when the value is not an object.
    ///
    /// Iterate an object's members in order with
    /// `for (key, member) in value["user"].objectValue`.
    @inlinable
    public var objectValue: JSONObject { object ?? JSONObject() }
}
