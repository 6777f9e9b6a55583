import Foundation

/// Any JSON document, as a plain Swift value.
///
/// `JSONValue` is what the parser produces and what the writer consumes. It keeps everything
/// a document says: the order of object keys, every digit of every number, and strings exactly
/// as decoded. It never traps: subscripts and typed accessors return `nil` when the value has
/// another shape.
///
/// ```swift
/// let document = try JSONValue(parsing: #"{"user": {"name": "Ada", "langs": ["en", "fr"]}}"#)
/// document["user"]?["name"]?.string          // "Ada"
/// document[path: "user.langs.1"]?.string     // "fr"
/// let built: JSONValue = ["id": 7, "tags": ["a", "b"], "price": 1.66, "gone": nil]
/// try built.jsonString()                     // {"id":7,"tags":["a","b"],"price":1.66,"gone":null}
/// ```
///
/// `JSONValue` is also a mappable property type: `raw <- map["payload"]` keeps any JSON as it is,
/// in both directions.
///
/// Two values are equal when they hold the same JSON: numbers by their decimal value (`1`,
/// `1.0` and `1e0` are equal), objects by their members in any order, and strings as Swift
/// compares strings, by canonical equivalence (`"é"` written precomposed equals `"e"` and a
/// combining accent), while object keys compare by their UTF-8 bytes (see ``JSONObject``).
///
/// Equality, hashing, writing, merging and the Foundation bridge follow values of any depth
/// without recursion, and parsed values are at most 512 levels deep. A value built in code may
/// nest deeper, but Swift frees an array inside an array with one call per level: tens of
/// thousands of such levels overflow a thread's stack when the value is freed (objects are
/// taken apart without recursion).
public enum JSONValue: Sendable, Hashable {
    /// The JSON literal `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with its exact digits (see ``JSONNumber``).
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, keeping its keys in order (see ``JSONObject``).
    case object(JSONObject)
}

extension JSONValue {
    /// The string, or `nil` when the value is not a string.
    @inlinable
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The boolean, or `nil` when the value is not `true` or `false`.
    ///
    /// Numbers are not booleans: `JSONValue.number(1).bool` is `nil`.
    @inlinable
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The number, or `nil` when the value is not a number.
    @inlinable
    public var number: JSONNumber? {
        if case .number(let value) = self { return value }
        return nil
    }

    /// The number as an `Int`, or `nil` when it is not a number or not exactly an `Int`.
    ///
    /// `1.0` gives 1; `1.5` and `9223372036854775808` give `nil`.
    @inlinable
    public var int: Int? { number?.exactly(Int.self) }

    /// The number as an `Int64`, or `nil` when it is not a number or not exactly an `Int64`.
    ///
    /// Every integer from `-9223372036854775808` to `9223372036854775807` reads back exactly.
    @inlinable
    public var int64: Int64? { number?.exactly(Int64.self) }

    /// The number as a `UInt64`, or `nil` when it is not a number or not exactly a `UInt64`.
    ///
    /// `18446744073709551615` reads back exactly; `-1` and `1.5` give `nil`.
    @inlinable
    public var uint64: UInt64? { number?.exactly(UInt64.self) }

    /// The number as the nearest `Double`, or `nil` when it is not a number or lies beyond
    /// `Double`'s range.
    ///
    /// The conversion is correctly rounded: `9007199254740993` gives `9007199254740992.0`.
    @inlinable
    public var double: Double? { number?.double }

    /// The number as the nearest `Float`, or `nil` when it is not a number or lies beyond
    /// `Float`'s range.
    ///
    /// The conversion is correctly rounded from the document's digits; `3.4028236e38` gives `nil`.
    public var float: Float? { number?.float }

    /// The number as a `Decimal` with the exact digits of the document, or `nil`.
    ///
    /// `1.66` gives exactly 1.66, not the nearest binary fraction.
    public var decimal: Decimal? { number?.decimal }

    /// The elements, or `nil` when the value is not an array.
    @inlinable
    public var array: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The object, or `nil` when the value is not an object.
    @inlinable
    public var object: JSONObject? {
        if case .object(let value) = self { return value }
        return nil
    }

    /// Whether the value is `null`.
    @inlinable
    public var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}
