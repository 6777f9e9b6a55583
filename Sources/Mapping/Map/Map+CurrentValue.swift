import Foundation

extension Map {
    /// The value at the selected key cast to `T`, or `nil`.
    ///
    /// Where the cast fails, a basic value (`Float`, `CGFloat`, `Int`, `String`, ...), or an
    /// array or string-keyed dictionary of one, is read as `<-` reads it: a `Float` to the
    /// nearest (as ObjectMapper's `value()` read `Float`, `[Float]` and `[String: Float]`, where
    /// a cast refuses a number such as `0.1`), a `CGFloat` where Foundation does not bridge it
    /// from `NSNumber`. A collection gives `nil` when one of its values does not convert, as a
    /// cast does.
    public func value<T>() -> T? {
        if let value = currentValue as? T { return value }
        guard let convertible = T.self as? any ConvertedByValue.Type, let json = currentJSONValue else { return nil }
        return convertible._convertedByValue(json, conversion) as? T
    }
}

/// The types ``Map/value()`` reads as `<-` does when a cast of the Foundation value fails.
protocol ConvertedByValue {
    /// `json` as this type, or `nil` when it (or one of its values) does not convert.
    static func _convertedByValue(_ json: JSONValue, _ conversion: JSONConversion) -> Self?
}

extension ConvertedByValue where Self: JSONValueConvertible {
    static func _convertedByValue(_ json: JSONValue, _ conversion: JSONConversion) -> Self? {
        Self(jsonValue: json, conversion: conversion)
    }
}

extension Bool: ConvertedByValue {}
extension String: ConvertedByValue {}
extension Double: ConvertedByValue {}
extension Float: ConvertedByValue {}
extension CGFloat: ConvertedByValue {}
extension Decimal: ConvertedByValue {}
extension JSONValue: ConvertedByValue {}
extension Int: ConvertedByValue {}
extension Int8: ConvertedByValue {}
extension Int16: ConvertedByValue {}
extension Int32: ConvertedByValue {}
extension Int64: ConvertedByValue {}
extension UInt: ConvertedByValue {}
extension UInt8: ConvertedByValue {}
extension UInt16: ConvertedByValue {}
extension UInt32: ConvertedByValue {}
extension UInt64: ConvertedByValue {}

extension Array: ConvertedByValue where Element: ConvertedByValue {
    static func _convertedByValue(_ json: JSONValue, _ conversion: JSONConversion) -> [Element]? {
        guard case .array(let elements) = json else { return nil }
        var values: [Element] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            guard let value = Element._convertedByValue(element, conversion) else { return nil }
            values.append(value)
        }
        return values
    }
}

extension Dictionary: ConvertedByValue where Key == String, Value: ConvertedByValue {
    static func _convertedByValue(_ json: JSONValue, _ conversion: JSONConversion) -> [String: Value]? {
        guard case .object(let members) = json else { return nil }
        var values: [String: Value] = [:]
        values.reserveCapacity(members.count)
        for (key, member) in members {
            guard let value = Value._convertedByValue(member, conversion) else { return nil }
            values[key] = value
        }
        return values
    }
}
