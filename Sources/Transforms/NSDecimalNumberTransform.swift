import Foundation

/// `NSDecimalNumber` values with the exact digits of the document.
///
/// Reads and writes like ``DecimalTransform``: `1.66` is exactly 1.66, a 30-digit value keeps
/// its digits, numeric strings are read too, and values are written back as JSON numbers with
/// the same digits.
///
/// ```swift
/// final class Account: Mappable {
///     var balance: NSDecimalNumber?
///     init?(map: Map) {}
///     func mapping(map: Map) { balance <- (map["balance"], NSDecimalNumberTransform()) }
/// }
/// ```
public struct NSDecimalNumberTransform: TransformType, Sendable {
    /// The property's type.
    public typealias Object = NSDecimalNumber
    /// The JSON side's type: a number.
    public typealias JSON = NSDecimalNumber

    /// Creates the transform.
    ///
    /// It has no options.
    public init() {}

    /// Reads a number or numeric string from a Foundation value.
    ///
    /// Same rules as ``transformFromJSONValue(_:)``.
    public func transformFromJSON(_ value: Any?) -> NSDecimalNumber? {
        transformFromJSONValue(value.flatMap { JSONValue(foundation: $0) })
    }

    /// The value itself, which Foundation writes as a number.
    ///
    /// `nil` for a `nil` value.
    public func transformToJSON(_ value: NSDecimalNumber?) -> NSDecimalNumber? {
        value
    }

    /// Reads the exact digits of a number or numeric string.
    ///
    /// `nil` for other values and for numbers a `Decimal` cannot hold exactly (over 38 digits).
    public func transformFromJSONValue(_ value: JSONValue?) -> NSDecimalNumber? {
        DecimalTransform().transformFromJSONValue(value).map { NSDecimalNumber(decimal: $0) }
    }

    /// Writes a JSON number with the value's digits.
    ///
    /// `nil` (the key is left out) for `NSDecimalNumber.notANumber`.
    public func transformToJSONValue(_ value: NSDecimalNumber?) -> JSONValue? {
        DecimalTransform().transformToJSONValue(value?.decimalValue)
    }
}
