import Foundation

/// `Decimal` values with the exact digits of the document.
///
/// From a JSON number the transform takes its literal digits, never a `Double` on the way, so
/// `1.66` is exactly 1.66 and a 30-digit value keeps all 30 (a `Decimal` holds up to 38, and 39
/// up to 2^128 - 1). Numeric strings (`"129.90"`) are read the same way; other strings give
/// `nil`. Values are written back as JSON numbers with the same digits.
///
/// ```swift
/// struct Invoice: Mappable {
///     var total: Decimal?
///     init?(map: Map) {}
///     mutating func mapping(map: Map) { total <- (map["total"], DecimalTransform()) }
/// }
/// // {"total": 1.66} reads 1.66 exactly, and writes {"total":1.66}
/// ```
public struct DecimalTransform: TransformType, Sendable {
    /// The property's type.
    public typealias Object = Decimal
    /// The JSON side's type: a number.
    public typealias JSON = Decimal

    /// Creates the transform.
    ///
    /// It has no options.
    public init() {}

    /// Reads a number or numeric string from a Foundation value.
    ///
    /// `NSDecimalNumber` and `Decimal` keep their digits; a `Double` reads as its shortest form.
    public func transformFromJSON(_ value: Any?) -> Decimal? {
        transformFromJSONValue(value.flatMap { JSONValue(foundation: $0) })
    }

    /// The value itself, which Foundation writes as a number.
    ///
    /// `nil` for a `nil` value and for NaN, which JSON cannot hold (as ``transformToJSONValue(_:)``).
    public func transformToJSON(_ value: Decimal?) -> Decimal? {
        guard let value, !value.isNaN else { return nil }
        return value
    }

    /// Reads the exact digits of a number or numeric string.
    ///
    /// `nil` for other values and for numbers a `Decimal` cannot hold exactly (over 38 digits,
    /// or 39 past 2^128 - 1).
    public func transformFromJSONValue(_ value: JSONValue?) -> Decimal? {
        value?.numberOrNumericString?.decimal
    }

    /// Writes a JSON number with the value's digits.
    ///
    /// `nil` (the key is left out) for NaN, which JSON cannot hold.
    public func transformToJSONValue(_ value: Decimal?) -> JSONValue? {
        guard let value, !value.isNaN else { return nil }
        return .number(JSONNumber(value))
    }
}

extension TransformType where Self == DecimalTransform {
    /// Exact decimals: `total <- (map["total"], .decimal)`.
    ///
    /// The same as ``DecimalTransform/init()``.
    public static var decimal: DecimalTransform { DecimalTransform() }
}
