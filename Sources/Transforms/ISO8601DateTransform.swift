import Foundation

/// Dates as ISO 8601 (RFC 3339) strings: `2016-03-16T08:43:15Z`.
///
/// Reads a date and time with `Z` or an offset (`+08:00`, `+0800`, `-05`), with or without
/// fractional seconds (`2016-03-16T08:43:15.123Z`); impossible dates such as February 30 give
/// `nil`. Writes UTC with `Z`, and by default with milliseconds exactly when the date has a
/// fraction of a second (`2016-03-16T08:43:15.123Z`, but `2016-03-16T08:43:15Z`), so that a date
/// read and written again is the same instant. To choose another form, pass
/// ``FractionalSeconds/always`` (every date with milliseconds, as `.120Z`) or
/// ``FractionalSeconds/never`` (whole seconds, rounded down, as ObjectMapper wrote them).
///
/// The transform reads and writes the string's bytes itself, with no formatter object: it is
/// a plain value, safe to share between any number of threads.
///
/// ```swift
/// struct Post: ImmutableMappable {
///     let published: Date
///     init(map: Map) throws {
///         published = try map.value("published", using: ISO8601DateTransform())
///     }
///     func mapping(map: Map) {
///         published >>> (map["published"], .iso8601)
///     }
/// }
/// ```
public struct ISO8601DateTransform: TransformType, Sendable {
    /// The property's type.
    public typealias Object = Date
    /// The JSON side's type: an ISO 8601 string.
    public typealias JSON = String

    /// When written dates have milliseconds.
    public enum FractionalSeconds: Sendable, Hashable {
        /// When the date has a fraction of a second: `08:43:15.123Z`, `08:43:15Z` (the default).
        case whenPresent
        /// Always: `08:43:15.120Z`, `08:43:15.000Z`.
        case always
        /// Never: the time rounded down to the second, `08:43:15Z`.
        case never
    }

    /// When written dates have milliseconds; reading always accepts them.
    public let fractionalSecondsStyle: FractionalSeconds

    /// Whether every written date has milliseconds (``FractionalSeconds/always``).
    public var fractionalSeconds: Bool { fractionalSecondsStyle == .always }

    /// Creates the transform; written dates have milliseconds when they have a fraction of a second.
    public init() {
        fractionalSecondsStyle = .whenPresent
    }

    /// Creates the transform, choosing when written dates have milliseconds.
    public init(fractionalSeconds: FractionalSeconds) {
        fractionalSecondsStyle = fractionalSeconds
    }

    /// Creates the transform: `true` writes every date with milliseconds, `false` none.
    public init(fractionalSeconds: Bool) {
        fractionalSecondsStyle = fractionalSeconds ? .always : .never
    }

    /// Reads an ISO 8601 string from a Foundation value.
    ///
    /// Anything but a string gives `nil`.
    public func transformFromJSON(_ value: Any?) -> Date? {
        (value as? String).flatMap(ISO8601Timestamp.date(from:))
    }

    /// The date as a UTC ISO 8601 string.
    ///
    /// `nil` for a `nil` date, or one too far out to write.
    public func transformToJSON(_ value: Date?) -> String? {
        value.flatMap { ISO8601Timestamp.string(from: $0, fractionalSeconds: fractionalSecondsStyle) }
    }

    /// Reads an ISO 8601 string; anything else gives `nil`.
    ///
    /// See the type's documentation for the forms accepted.
    public func transformFromJSONValue(_ value: JSONValue?) -> Date? {
        value?.string.flatMap(ISO8601Timestamp.date(from:))
    }

    /// Writes the date as a UTC ISO 8601 string.
    ///
    /// `nil` for a `nil` date, or one too far out to write.
    public func transformToJSONValue(_ value: Date?) -> JSONValue? {
        transformToJSON(value).map(JSONValue.string)
    }
}

extension TransformType where Self == ISO8601DateTransform {
    /// ISO 8601 dates, with milliseconds when they have a fraction of a second:
    /// `joined <- (map["joined"], .iso8601)`.
    ///
    /// The same as ``ISO8601DateTransform/init()``.
    public static var iso8601: ISO8601DateTransform { ISO8601DateTransform() }
}
