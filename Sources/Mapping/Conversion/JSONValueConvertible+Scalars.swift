import Foundation

extension Bool: JSONValueConvertible {
    /// Reads `true` or `false`; leniently also `"true"`, `"false"` (JSON's white space around
    /// them ignored), `1` and `0`.
    @inlinable
    public init?(jsonValue: JSONValue, conversion: JSONConversion) {
        switch jsonValue {
        case .bool(let flag):
            self = flag
        case .string(let text) where conversion == .lenient:
            switch text.trimmingJSONWhiteSpace {
            case "true": self = true
            case "false": self = false
            default: return nil
            }
        case .number(let number) where conversion == .lenient:
            switch number.exactly(Int.self) {
            case 1: self = true
            case 0: self = false
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The value as a JSON boolean.
    @inlinable
    public var jsonValue: JSONValue { .bool(self) }

    @inlinable
    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> Bool? {
        if let flag = element.bool { return flag }
        guard conversion == .lenient else { return nil }
        if let text = element.string {
            switch text.trimmingJSONWhiteSpace {
            case "true": return true
            case "false": return false
            default: return nil
            }
        }
        switch element.number?.exactly(Int.self) {
        case 1: return true
        case 0: return false
        default: return nil
        }
    }
}

extension String: JSONValueConvertible {
    /// Reads a string; leniently also a number, as its literal text (404 becomes `"404"`).
    @inlinable
    public init?(jsonValue: JSONValue, conversion: JSONConversion) {
        switch jsonValue {
        case .string(let text): self = text
        case .number(let number) where conversion == .lenient: self = number.literal
        default: return nil
        }
    }

    /// The value as a JSON string.
    @inlinable
    public var jsonValue: JSONValue { .string(self) }

    @inlinable
    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> String? {
        if let text = element.string { return text }
        guard conversion == .lenient else { return nil }
        return element.number?.literal
    }
}

extension JSONValue {
    /// The number in this value, or leniently the number a string spells exactly in JSON syntax,
    /// JSON's white space around it ignored.
    @inlinable
    func number(_ conversion: JSONConversion) -> JSONNumber? {
        switch self {
        case .number(let number): return number
        case .string(let text) where conversion == .lenient: return JSONNumber(literal: text.trimmingJSONWhiteSpace)
        default: return nil
        }
    }
}

/// Every integer width converts exactly, through one generic implementation.
public protocol _JSONInteger: FixedWidthInteger, JSONValueConvertible {}

extension _JSONInteger {
    /// Reads a whole number that fits the type; leniently also a numeric string.
    @inlinable
    public init?(jsonValue: JSONValue, conversion: JSONConversion) {
        guard let value = jsonValue.number(conversion)?.exactly(Self.self) else { return nil }
        self = value
    }

    /// The value as a JSON number, with every digit.
    @inlinable
    public var jsonValue: JSONValue { .number(JSONNumber(self)) }

    @inlinable
    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> Self? {
        element.integer(Self.self, conversion)
    }
}

extension Int: _JSONInteger {}
extension Int8: _JSONInteger {}
extension Int16: _JSONInteger {}
extension Int32: _JSONInteger {}
extension Int64: _JSONInteger {}
extension UInt: _JSONInteger {}
extension UInt8: _JSONInteger {}
extension UInt16: _JSONInteger {}
extension UInt32: _JSONInteger {}
extension UInt64: _JSONInteger {}

extension Double: JSONValueConvertible {
    /// Reads the nearest `Double` to a number (a large integer gives its nearest `Double`);
    /// `nil` beyond `Double`'s range. Leniently also a numeric string.
    @inlinable
    public init?(jsonValue: JSONValue, conversion: JSONConversion) {
        guard let value = jsonValue.number(conversion)?.double else { return nil }
        self = value
    }

    /// The value as a JSON number, written in the shortest form that reads back the same.
    @inlinable
    public var jsonValue: JSONValue { .number(JSONNumber(self)) }

    @inlinable
    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> Double? {
        element.double(conversion)
    }
}

extension Float: JSONValueConvertible {
    /// Reads the nearest `Float` to a number; `nil` beyond `Float`'s range (3.4028236e38).
    public init?(jsonValue: JSONValue, conversion: JSONConversion) {
        guard let value = jsonValue.number(conversion)?.float else { return nil }
        self = value
    }

    /// The value as a JSON number, written in the shortest form that reads back the same.
    public var jsonValue: JSONValue { .number(JSONNumber(self)) }

    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> Float? {
        element.number(conversion)?.float
    }
}

extension CGFloat: JSONValueConvertible {
    /// Reads the nearest `CGFloat` to a number, as its native type (`Double`, or `Float` where
    /// `CGFloat` is 32 bits wide) reads it.
    ///
    /// Mapped as a basic value rather than cast from an `NSNumber`, which only some platforms
    /// bridge to `CGFloat`.
    public init?(jsonValue: JSONValue, conversion: JSONConversion) {
        guard let value = NativeType(jsonValue: jsonValue, conversion: conversion) else { return nil }
        self.init(value)
    }

    /// The value as a JSON number, written as its native type writes it.
    public var jsonValue: JSONValue { native.jsonValue }

    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> CGFloat? {
        NativeType._decode(element, conversion: conversion).map { CGFloat($0) }
    }
}

extension Decimal: JSONValueConvertible {
    /// Reads a number with its exact digits (`1.66` is exactly 1.66).
    public init?(jsonValue: JSONValue, conversion: JSONConversion) {
        guard let value = jsonValue.number(conversion)?.decimal else { return nil }
        self = value
    }

    /// The value as a JSON number, with the same digits.
    public var jsonValue: JSONValue { .number(JSONNumber(self)) }

    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> Decimal? {
        element.number(conversion)?.decimal
    }
}

extension JSONValue: JSONValueConvertible {
    /// Any JSON value maps into a `JSONValue` as it is.
    @inlinable
    public init?(jsonValue: JSONValue, conversion: JSONConversion) { self = jsonValue }

    /// A `null` is kept as the value `.null`.
    @inlinable
    public static func _decodeNull() -> JSONValue? { .null }

    /// Any value as it is, but one mapped from Foundation values that holds a value with no JSON
    /// form (or nested too deep), which only a stand-in represents (see FoundationStandIn.swift).
    @inlinable
    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> JSONValue? {
        let value = element.value
        if element.index < 0, value.firstStandIn() != nil { return nil }
        return value
    }

    /// The value itself.
    @inlinable
    public var jsonValue: JSONValue { self }
}

extension JSONNumber: JSONValueConvertible {
    /// Reads any number as it is; leniently also a numeric string.
    public init?(jsonValue: JSONValue, conversion: JSONConversion) {
        guard let number = jsonValue.number(conversion) else { return nil }
        self = number
    }

    /// The number as a JSON value.
    public var jsonValue: JSONValue { .number(self) }

    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> JSONNumber? {
        element.number(conversion)
    }
}

extension JSONObject: JSONValueConvertible {
    /// Reads any object as it is.
    public init?(jsonValue: JSONValue, conversion: JSONConversion) {
        guard case .object(let object) = jsonValue else { return nil }
        self = object
    }

    /// Any object as it is, but one mapped from Foundation values that holds a value with no
    /// JSON form (or nested too deep), which only a stand-in represents (see FoundationStandIn.swift).
    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> JSONObject? {
        let value = element.value
        if element.index < 0, value.firstStandIn() != nil { return nil }
        return JSONObject(jsonValue: value, conversion: conversion)
    }

    /// The object as a JSON value.
    public var jsonValue: JSONValue { .object(self) }
}
