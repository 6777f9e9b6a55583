import Foundation

/// Dates as numbers of seconds or milliseconds since 1970 (Unix time).
///
/// Reads JSON numbers and numeric strings (`1458117795`, `"1458117795"`, `1458117795.5`);
/// any other string, a boolean or `null` gives no date, never 1970. Writes a number: seconds
/// as a `Double`, as ObjectMapper did, and milliseconds as a number; whole values are written
/// without a fraction (`1458117795`, not `1458117795.0`).
///
/// ```swift
/// struct Event: Mappable {
///     var created: Date?
///     var updated: Date?
///     init?(map: Map) {}
///     mutating func mapping(map: Map) {
///         created <- (map["created"], DateTransform())                         // 1458117795
///         updated <- (map["updated_ms"], DateTransform(unit: .milliseconds))  // 1458117795000
///     }
/// }
/// ```
///
/// As in ObjectMapper, it is an open class: a subclass may override ``transformFromJSON(_:)``
/// and ``transformToJSON(_:)``, and the library's typed entry points go through the overrides.
///
/// `@unchecked Sendable` because Swift does not check open classes: the only stored property
/// is an immutable `Sendable` enum, and subclasses must keep any state of their own immutable.
open class DateTransform: TransformType, @unchecked Sendable {
    /// The property's type.
    public typealias Object = Date
    /// The JSON side's type: a number in ``unit``.
    public typealias JSON = Double

    /// The unit the JSON number counts.
    ///
    /// As in ObjectMapper, its raw value is how many of the unit make a second:
    /// `DateTransform.Unit(rawValue: 1000)` is ``milliseconds``.
    public enum Unit: TimeInterval, Sendable {
        /// Seconds since 1970-01-01T00:00:00Z.
        case seconds = 1
        /// Milliseconds since 1970-01-01T00:00:00Z.
        case milliseconds = 1_000

        /// How many of the unit make a second.
        var perSecond: Double { rawValue }
    }

    /// The unit the JSON number counts.
    public let unit: Unit

    /// Creates a transform for numbers of `unit` since 1970.
    ///
    /// The default, `.seconds`, is ObjectMapper's `DateTransform()`.
    public init(unit: Unit = .seconds) {
        self.unit = unit
    }

    /// Reads a number or numeric string from a Foundation value.
    ///
    /// Same rules as ``transformFromJSONValue(_:)``.
    open func transformFromJSON(_ value: Any?) -> Date? {
        date(from: value.flatMap { JSONValue(foundation: $0) })
    }

    /// The date as a number of ``unit`` since 1970.
    ///
    /// `nil` for a `nil` date.
    open func transformToJSON(_ value: Date?) -> Double? {
        value.map { $0.timeIntervalSince1970 * unit.perSecond }
    }

    /// Reads a number or a numeric string; anything else gives `nil`.
    ///
    /// Numbers beyond `Double`'s range give `nil` as well. In a subclass, the value goes to
    /// ``transformFromJSON(_:)`` in its Foundation form, so that an override of it applies.
    open func transformFromJSONValue(_ value: JSONValue?) -> Date? {
        guard type(of: self) == DateTransform.self else { return _transformFromJSONThroughFoundation(value) }
        return date(from: value)
    }

    private func date(from value: JSONValue?) -> Date? {
        guard let count = value?.numberOrNumericString?.double, count.isFinite else { return nil }
        return Date(timeIntervalSince1970: count / unit.perSecond)
    }

    /// `false`: a `nil` that a subclass's ``transformToJSON(_:)`` gives for a date leaves it out
    /// (or writes `null` when nil values are included), as in ObjectMapper (see
    /// `TransformType.refusesValueWhenNil`). A date too far out for a finite number, which this
    /// class cannot write, is reported whatever it says. A subclass whose every `nil` is a refusal,
    /// reported as an `unwritableValue` issue, overrides it:
    /// `override class var refusesValueWhenNil: Bool { true }`.
    open class var refusesValueWhenNil: Bool { false }

    /// Whether a `nil` written for `value` is a refusal: when ``refusesValueWhenNil`` says so,
    /// or when the date is too far out for a finite number of ``unit``. Not for use by models.
    public func _refusesNil(writing value: Date) -> Bool {
        type(of: self).refusesValueWhenNil || !(value.timeIntervalSince1970 * unit.perSecond).isFinite
    }

    /// Writes the date as a number of ``unit`` since 1970: an integer when it is whole,
    /// otherwise the shortest `Double` that reads back the same (milliseconds keep three
    /// decimals at most).
    ///
    /// Dates too far out for a finite number give `nil`. The number comes from
    /// ``transformToJSON(_:)``, so that a subclass's override of it applies.
    open func transformToJSONValue(_ value: Date?) -> JSONValue? {
        guard var count = transformToJSON(value), count.isFinite else { return nil }
        if unit == .milliseconds, abs(count) < 1e15 {
            // Scaling seconds by 1000 leaves binary noise (1458117795.123 s gives
            // 1458117795123.0002 ms); keep whole microseconds, which a Date holds anyway.
            count = (count * 1000).rounded() / 1000
        }
        if let whole = Int64(exactly: count) { return .number(JSONNumber(whole)) }
        return .number(JSONNumber(count))
    }
}

extension TransformType where Self == DateTransform {
    /// Dates as numbers of `unit` since 1970: `created <- (map["created"], .unixTime(.milliseconds))`.
    ///
    /// The same as ``DateTransform/init(unit:)``.
    public static func unixTime(_ unit: DateTransform.Unit = .seconds) -> DateTransform {
        DateTransform(unit: unit)
    }
}
