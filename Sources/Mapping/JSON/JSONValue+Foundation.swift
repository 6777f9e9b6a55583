import Foundation

extension JSONValue {
    /// Converts a Foundation value, as `JSONSerialization` produces or accepts it, into a
    /// `JSONValue`; `nil` when `value` (or anything inside it) has no JSON form.
    ///
    /// Booleans stay booleans, including `NSNumber`s made from a `Bool`; `NSDecimalNumber` and
    /// `Decimal` keep their exact digits; integers of every width keep their value; `NSNull`
    /// and `nil` become `null`. Dictionaries keep their iteration order.
    ///
    /// ```swift
    /// let value = JSONValue(foundation: ["id": 7, "ok": true, "price": Decimal(string: "1.66")!])
    /// value?["ok"]        // .bool(true)
    /// value?["price"]     // exactly 1.66
    /// ```
    public init?(foundation value: Any) {
        guard let converted = Self.convert(value) else { return nil }
        self = converted
    }

    private static func convert(_ value: Any) -> JSONValue? {
        switch value {
        case let value as JSONValue: return value
        case is NSNull: return .null
        case let number as NSNumber where type(of: value) is NSNumber.Type:
            return convert(number)
        case let flag as Bool: return .bool(flag)
        case let string as String: return .string(string)
        case let integer as Int: return .number(JSONNumber(integer))
        case let double as Double: return .number(JSONNumber(double))
        case let decimal as Decimal: return .number(JSONNumber(decimal))
        case let float as Float: return .number(JSONNumber(float))
        case let integer as Int64: return .number(JSONNumber(integer))
        case let integer as UInt64: return .number(JSONNumber(integer))
        case let integer as UInt: return .number(JSONNumber(integer))
        case let integer as Int32: return .number(JSONNumber(integer))
        case let integer as UInt32: return .number(JSONNumber(integer))
        case let integer as Int16: return .number(JSONNumber(integer))
        case let integer as UInt16: return .number(JSONNumber(integer))
        case let integer as Int8: return .number(JSONNumber(integer))
        case let integer as UInt8: return .number(JSONNumber(integer))
        case let number as JSONNumber: return .number(number)
        case let object as JSONObject: return .object(object)
        case let array as [Any]:
            var elements: [JSONValue] = []
            elements.reserveCapacity(array.count)
            for element in array {
                guard let converted = convert(element) else { return nil }
                elements.append(converted)
            }
            return .array(elements)
        case let dictionary as [String: Any]:
            var object = JSONObject()
            object.reserveCapacity(dictionary.count)
            for (key, element) in dictionary {
                guard let converted = convert(element) else { return nil }
                object.appendUnique(key, converted)
            }
            return .object(object)
        case let optional as OptionalProtocol:
            guard let wrapped = optional.wrappedAny else { return .null }
            return convert(wrapped)
        default:
            return nil
        }
    }

    /// `NSNumber`s say what they were made from: a boolean, a signed or unsigned integer, a
    /// `Float`, a `Double`, or (as `NSDecimalNumber`) a decimal.
    private static func convert(_ number: NSNumber) -> JSONValue? {
        if let decimal = number as? NSDecimalNumber { return .number(JSONNumber(decimal.decimalValue)) }
        if ObjectIdentifier(type(of: number)) == NumberClasses.boolean { return .bool(number.boolValue) }
        switch UInt8(bitPattern: number.objCType.pointee) {
        case UInt8(ascii: "c"), UInt8(ascii: "s"), UInt8(ascii: "i"), UInt8(ascii: "l"), UInt8(ascii: "q"):
            return .number(JSONNumber(number.int64Value))
        case UInt8(ascii: "C"), UInt8(ascii: "S"), UInt8(ascii: "I"), UInt8(ascii: "L"), UInt8(ascii: "Q"):
            return .number(JSONNumber(number.uint64Value))
        case UInt8(ascii: "f"):
            return .number(JSONNumber(number.floatValue))
        case UInt8(ascii: "B"):
            return .bool(number.boolValue)
        default:
            return .number(JSONNumber(number.doubleValue))
        }
    }

    /// The value as Foundation represents JSON: `[String: Any]`, `[Any]`, `String`, `Bool`,
    /// `NSNumber` and `NSNull`, as `JSONSerialization` users expect.
    ///
    /// Integers become `NSNumber`s, so they cast with both `as? Int` and `as? Double`; booleans
    /// become `Bool`; other numbers become `NSNumber`s of their nearest `Double`, or
    /// `NSDecimalNumber`s when a `Double` cannot hold them.
    public var foundationValue: Any {
        switch self {
        case .null: return NSNull()
        case .bool(let flag): return flag
        case .string(let string): return string
        case .number(let number): return number.foundationNumber
        case .array(let elements): return elements.map(\.foundationValue)
        case .object(let object):
            var dictionary: [String: Any] = [:]
            dictionary.reserveCapacity(object.count)
            for (key, value) in object { dictionary[key] = value.foundationValue }
            return dictionary
        }
    }
}

extension JSONNumber {
    /// The number as an `NSNumber`, as `JSONSerialization` would give it.
    var foundationNumber: NSNumber {
        switch storage {
        case .int(let value): return NSNumber(value: value)
        case .uint(let value): return NSNumber(value: value)
        case .double(let value): return NSNumber(value: value)
        case .float(let value): return NSNumber(value: value)
        default:
            if let integer = exactly(Int64.self) { return NSNumber(value: integer) }
            if let double, JSONNumber(double) == self { return NSNumber(value: double) }
            if let decimal { return NSDecimalNumber(decimal: decimal) }
            return NSNumber(value: double ?? (literal.hasPrefix("-") ? -Double.infinity : .infinity))
        }
    }
}

/// The class of the `NSNumber`s Foundation makes from booleans.
private enum NumberClasses {
    static let boolean = ObjectIdentifier(type(of: NSNumber(value: true)))
}

/// Lets an `Any` holding an `Optional` be unwrapped without knowing its wrapped type.
private protocol OptionalProtocol {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalProtocol {
    var wrappedAny: Any? { self.map { $0 as Any } }
}
