import Foundation

/// Dates as strings in the format of a `DateFormatter`.
///
/// The transform formats with a copy of the formatter as it is when handed over (its format,
/// locale, time zone and calendar), so later changes to that formatter do not affect it. One
/// transform can be used from many threads at once: each thread formats with its own copy,
/// taken from a small pool.
///
/// JSON's white space around the string (spaces, tabs, line breaks: `" 16/03/2016 09:43\n"`)
/// is no part of the date and is ignored before the formatter reads it, as `URLTransform` and
/// `ISO8601DateTransform` ignore it (a formatter on its own takes a space there, but not a line
/// break); inside the string, the format decides. An empty string, or white space alone, is no
/// date, whatever the format (a formatter with no format reads `""` as 2000-01-01).
///
/// ```swift
/// let formatter = DateFormatter()
/// formatter.locale = Locale(identifier: "en_US_POSIX")
/// formatter.timeZone = TimeZone(identifier: "Europe/Paris")
/// formatter.dateFormat = "dd/MM/yyyy HH:mm"
///
/// struct Meeting: Mappable {
///     var start: Date?
///     init?(map: Map) {}
///     mutating func mapping(map: Map) {
///         start <- (map["start"], DateFormatterTransform(dateFormatter: formatter))
///     }
/// }
/// ```
///
/// Subclasses may override ``transformFromJSON(_:)`` and ``transformToJSON(_:)`` as with
/// ObjectMapper: the library's typed entry points go through them.
///
/// `@unchecked Sendable` because Swift does not check open classes: this class's only stored
/// property is an immutable reference to a `Sendable` pool, and subclasses must keep any state
/// of their own immutable as well.
open class DateFormatterTransform: TransformType, @unchecked Sendable {
    /// The property's type.
    public typealias Object = Date
    /// The JSON side's type: the formatted string.
    public typealias JSON = String

    private let formatters: DateFormatterPool

    /// A copy of the formatter the transform formats with.
    ///
    /// Changing the copy does not change the transform.
    public var dateFormatter: DateFormatter { formatters.makeFormatter() }

    /// Creates a transform that reads and writes dates as `dateFormatter` does.
    ///
    /// The formatter's settings are copied now; the transform never changes `dateFormatter`.
    public init(dateFormatter: DateFormatter) {
        formatters = DateFormatterPool(copying: dateFormatter)
    }

    /// Creates a transform that formats with copies from `formatters`, a pool that may be
    /// shared with other transforms.
    init(formatters: DateFormatterPool) {
        self.formatters = formatters
    }

    /// The date a string spells in the formatter's format, or `nil`.
    ///
    /// JSON's white space around the string is ignored; an empty string, white space alone, or
    /// anything but a string gives `nil`.
    open func transformFromJSON(_ value: Any?) -> Date? {
        guard let text = (value as? String)?.trimmingJSONWhiteSpace, !text.isEmpty else { return nil }
        return formatters.withFormatter { $0.date(from: text) }
    }

    /// The date in the formatter's format.
    ///
    /// `nil` for a `nil` date, and for one the formatter has no text for: NaN, infinite, or so
    /// far out that it has no year (a formatter writes an empty string for those, which reads
    /// back as no date at all).
    open func transformToJSON(_ value: Date?) -> String? {
        value.flatMap(text(for:))
    }

    /// The text this class writes for `value`, whatever a subclass's ``transformToJSON(_:)``
    /// does; `nil` when the format has none.
    func text(for value: Date) -> String? {
        guard value.timeIntervalSinceReferenceDate.isFinite else { return nil }
        let text = formatters.withFormatter { $0.string(from: value) }
        return text.isEmpty ? nil : text
    }

    /// Reads a string through ``transformFromJSON(_:)``, so that subclasses' overrides apply.
    ///
    /// Only a `String` is handed over (`nil` for other JSON values): no Foundation conversion.
    open func transformFromJSONValue(_ value: JSONValue?) -> Date? {
        transformFromJSON(value?.string)
    }

    /// `false`: a `nil` that a subclass's ``transformToJSON(_:)`` gives for a date leaves it out
    /// (or writes `null` when nil values are included), as in ObjectMapper (see
    /// `TransformType.refusesValueWhenNil`). A date this class has no text for (NaN, infinite, or
    /// with no year) is reported whatever it says. A subclass whose every `nil` is a refusal,
    /// reported as an `unwritableValue` issue, overrides it:
    /// `override class var refusesValueWhenNil: Bool { true }`.
    open class var refusesValueWhenNil: Bool { false }

    /// Whether a `nil` written for `value` is a refusal: when ``refusesValueWhenNil`` says so,
    /// or when the class's own format has no text for the date. Not for use by models.
    public func _refusesNil(writing value: Date) -> Bool {
        type(of: self).refusesValueWhenNil || text(for: value) == nil
    }

    /// Writes the string ``transformToJSON(_:)`` makes.
    ///
    /// `nil` (the key is left out, and a mapper reports the value at its key path) when it makes
    /// none.
    open func transformToJSONValue(_ value: Date?) -> JSONValue? {
        transformToJSON(value).map(JSONValue.string)
    }
}
