import Foundation

/// Dates as ISO 8601 (RFC 3339) strings: `2016-03-16T08:43:15Z`.
///
/// Reads a date and time with `Z` or an offset (`+08:00`, `+0800`, `-05`), with or without
/// fractional seconds (`2016-03-16T08:43:15.123Z`); impossible dates such as February 30 give
/// `nil`. Writes UTC with `Z`; with `fractionalSeconds` it keeps milliseconds
/// (`2016-03-16T08:43:15.120Z`).
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

    /// Whether written dates keep milliseconds (`08:43:15.120Z` rather than `08:43:15Z`).
    public let fractionalSeconds: Bool

    /// Creates the transform.
    ///
    /// - Parameter fractionalSeconds: keep milliseconds when writing; reading always accepts them.
    public init(fractionalSeconds: Bool = false) {
        self.fractionalSeconds = fractionalSeconds
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
        value.flatMap { ISO8601Timestamp.string(from: $0, fractionalSeconds: fractionalSeconds) }
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
    /// ISO 8601 dates written without fractional seconds: `joined <- (map["joined"], .iso8601)`.
    ///
    /// The same as ``ISO8601DateTransform/init(fractionalSeconds:)`` with its default.
    public static var iso8601: ISO8601DateTransform { ISO8601DateTransform() }
}
