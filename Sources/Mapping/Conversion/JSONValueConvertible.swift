/// A value that converts itself to and from a ``JSONValue``: the basic values that `<-` maps
/// directly (`Bool`, `String`, every integer width, `Double`, `Float`, `CGFloat`, `Decimal`,
/// `JSONValue`).
///
/// Every such value is a ``MapValue``, so arrays, sets, string-keyed dictionaries and optionals
/// of it map too, with the element rule of the operator that maps them.
///
/// Conversions are exact: a number converts into an integer type only when it is a whole
/// number that fits, so `300` does not become an `Int8` and `1.5` does not become an `Int`.
/// Numbers and booleans never convert into each other unless the conversion is
/// ``JSONConversion/lenient``.
///
/// Conform your own types to map them without a transform:
///
/// ```swift
/// struct Cents: JSONValueConvertible {
///     var amount: Int
///     init(amount: Int) { self.amount = amount }
///     init?(jsonValue: JSONValue, conversion: JSONConversion) {
///         guard let amount = Int(jsonValue: jsonValue, conversion: conversion) else { return nil }
///         self.amount = amount
///     }
///     var jsonValue: JSONValue { .number(JSONNumber(amount)) }
/// }
/// ```
public protocol JSONValueConvertible: MapValue {
    /// Reads a value, or returns `nil` when `jsonValue` has another type or does not fit.
    init?(jsonValue: JSONValue, conversion: JSONConversion)

    /// The value as JSON.
    var jsonValue: JSONValue { get }

    /// Reads a value from an element of a document being mapped.
    ///
    /// The default reads ``JSONElement/value`` with ``init(jsonValue:conversion:)``; the
    /// library's own conformances read the document in place instead, decoding only what they need.
    static func _decode(_ element: JSONElement, conversion: JSONConversion) -> Self?

    /// How the type is named in mapping issues, such as `Int`.
    static var jsonTypeDescription: String { get }

    /// What a JSON `null` reads as: `nil` (no value) for every type but ``JSONValue``, which
    /// holds the `null` itself.
    static func _decodeNull() -> Self?
}

/// How strictly JSON values convert into Swift values.
public enum JSONConversion: Sendable, Hashable {
    /// Types must match: a string never becomes a number, a number never becomes a boolean.
    case strict
    /// Also converts numeric strings to numbers when exact (`"12"` to 12, `"9.5"` to 9.5),
    /// numbers to strings (404 to `"404"`), and `"true"`/`"false"`/`1`/`0` to `Bool`; JSON's
    /// white space around such a string is ignored (`" 12\n"` to 12).
    case lenient
}

extension JSONValueConvertible {
    @inlinable
    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> Self? {
        Self(jsonValue: element.value, conversion: conversion)
    }

    /// The type's name, as issues give it: `expected Int, found string "x"`.
    public static var jsonTypeDescription: String { String(describing: Self.self) }

    @inlinable
    public static func _decodeNull() -> Self? { nil }
}
