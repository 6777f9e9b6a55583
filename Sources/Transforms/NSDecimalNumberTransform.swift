import Foundation

/// `NSDecimalNumber` values, written as strings of their exact digits, as ObjectMapper wrote them.
///
/// Reads a JSON number or a numeric string with the exact digits of the document, never a
/// `Double` on the way: `1.66` and `"1.66"` are exactly 1.66, and a 30-digit value keeps its
/// digits. Writes the value's `description` as a JSON string (`"24.9"`), which is what
/// ObjectMapper's transform did and what servers written for it expect. To write a JSON number
/// instead, map a `Decimal` with ``DecimalTransform``.
///
/// `NSDecimalNumber.notANumber` has no JSON form, and no string this transform reads, so it is
/// not written, as with ``DecimalTransform``: the key is left out and a mapper reports the
/// value at its key path (`toJSONString` gives `nil`, `toJSONStringWithIssues` says why), where
/// ObjectMapper wrote the string `"NaN"`.
///
/// ```swift
/// final class Account: Mappable {
///     var balance: NSDecimalNumber?
///     init?(map: Map) {}
///     func mapping(map: Map) { balance <- (map["balance"], NSDecimalNumberTransform()) }
/// }
/// // {"balance": 24.90} and {"balance": "24.90"} both read 24.9; it writes {"balance":"24.9"}
/// ```
///
/// As in ObjectMapper, it is an open class: a subclass may override ``transformFromJSON(_:)``
/// and ``transformToJSON(_:)``, and the library's typed entry points go through the overrides.
///
/// `@unchecked Sendable` because Swift does not check open classes: it stores nothing, and
/// subclasses must keep any state of their own immutable.
open class NSDecimalNumberTransform: TransformType, @unchecked Sendable {
    /// The property's type.
    public typealias Object = NSDecimalNumber
    /// The JSON side's type: the digits as a string.
    public typealias JSON = String

    /// Creates the transform.
    ///
    /// It has no options.
    public init() {}

    /// Reads a number or numeric string from a Foundation value.
    ///
    /// Same rules as ``transformFromJSONValue(_:)``.
    open func transformFromJSON(_ value: Any?) -> NSDecimalNumber? {
        decimalNumber(from: value.flatMap { JSONValue(foundation: $0) })
    }

    /// The value's digits, as its `description` spells them (`"24.9"`).
    ///
    /// `nil` for a `nil` value, and for `NSDecimalNumber.notANumber`, which has no digits.
    open func transformToJSON(_ value: NSDecimalNumber?) -> String? {
        guard let value, !value.decimalValue.isNaN else { return nil }
        return value.description
    }

    /// Reads the exact digits of a number or numeric string.
    ///
    /// `nil` for other values and for numbers a `Decimal` cannot hold exactly (over 38 digits,
    /// or 39 past 2^128 - 1).
    /// A subclass reads through ``transformFromJSON(_:)``, so that an override of it applies.
    open func transformFromJSONValue(_ value: JSONValue?) -> NSDecimalNumber? {
        guard type(of: self) == NSDecimalNumberTransform.self else { return _transformFromJSONThroughFoundation(value) }
        return decimalNumber(from: value)
    }

    /// `false`: a `nil` that a subclass's ``transformToJSON(_:)`` gives for a number leaves it out
    /// (or writes `null` when nil values are included), as in ObjectMapper (see
    /// `TransformType.refusesValueWhenNil`). NaN, which this class cannot write, is reported
    /// whatever it says. A subclass whose every `nil` is a refusal, reported as an
    /// `unwritableValue` issue, overrides it:
    /// `override class var refusesValueWhenNil: Bool { true }`.
    open class var refusesValueWhenNil: Bool { false }

    /// Whether a `nil` written for `value` is a refusal: when ``refusesValueWhenNil`` says so,
    /// or when the value is NaN. Not for use by models.
    public func _refusesNil(writing value: NSDecimalNumber) -> Bool {
        type(of: self).refusesValueWhenNil || value.decimalValue.isNaN
    }

    /// Writes the string ``transformToJSON(_:)`` gives: the value's digits.
    ///
    /// `nil` for a `nil` value, and for NaN (the key is left out, and a mapper reports it), even
    /// when a subclass's ``transformToJSON(_:)`` spells NaN: JSON has no NaN.
    open func transformToJSONValue(_ value: NSDecimalNumber?) -> JSONValue? {
        if let value, value.decimalValue.isNaN { return nil }
        return transformToJSON(value).map(JSONValue.string)
    }

    private func decimalNumber(from value: JSONValue?) -> NSDecimalNumber? {
        value?.numberOrNumericString?.decimal.map { NSDecimalNumber(decimal: $0) }
    }
}
