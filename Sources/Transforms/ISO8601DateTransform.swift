import Foundation

/// Dates as ISO 8601 (RFC 3339) strings: `2016-03-16T08:43:15Z`.
///
/// Reads a date and time with `Z` or an offset (`+08:00`, `+0800`, `-05`), with or without
/// fractional seconds (`2016-03-16T08:43:15.123Z`; digits past nanoseconds are ignored);
/// impossible dates such as February 30 give `nil`. Dates follow the proleptic Gregorian
/// calendar in every year from 0000 to 9999. JSON's white space around the string (spaces,
/// tabs, line breaks: `" 2016-03-16T08:43:15Z\n"`) is no part of the date and is ignored, as
/// `URLTransform` and `DateTransform` ignore it; inside the string it is refused, and white
/// space alone is no date.
///
/// Writes UTC with `Z`. By default a date with a fraction of a second is written with the
/// fewest digits, in groups of three, that read back as the very same `Date`: milliseconds for
/// a date of whole milliseconds (`2016-03-16T08:43:15.123Z`, as `DateTransform(unit:
/// .milliseconds)` or `Date(timeIntervalSince1970: 1458117795.123)` make it), microseconds or
/// nanoseconds when the date needs them (`.999900Z`, `.123456717Z`), and no fraction for a
/// whole second (`2016-03-16T08:43:15Z`). So a date read and written again is the same `Date`
/// (for the years 0000 to 9999 it writes), and a date written and read again is the same
/// `Date` too, but for dates whose `Double` holds detail finer than the nine digits written:
/// those within about 97 days of 2001-01-01, and rarely one some months further, which reads
/// back within a few hundred nanoseconds. To choose another form, pass ``FractionalSeconds/always`` (every date
/// with a fraction, `.120Z` at least) or ``FractionalSeconds/never`` (whole seconds, rounded
/// down, as ObjectMapper wrote them).
///
/// The transform reads and writes the string's bytes itself, with no formatter object, and is
/// safe to share between any number of threads.
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
///
/// As in ObjectMapper, it is an open subclass of ``DateFormatterTransform``: it can be passed
/// where one is expected, and a subclass may override ``transformFromJSON(_:)`` and
/// ``transformToJSON(_:)``, which the library's typed entry points go through. Its
/// ``DateFormatterTransform/dateFormatter`` is a formatter that writes what the transform
/// writes, to the millisecond (a formatter rounds to its last digit where the transform cuts
/// off, so a date a hair before a whole second or millisecond can come out one unit later), and
/// reads those strings back: in UTC, with the POSIX locale and
/// the proleptic Gregorian calendar (its Gregorian rules start before year 0), with whole
/// seconds for ``FractionalSeconds/whenPresent`` and ``FractionalSeconds/never`` and
/// milliseconds for ``FractionalSeconds/always``. ObjectMapper wrote the device's offset
/// (`2016-03-16T17:43:15+09:00`) where this transform writes `Z` for the same instant; for
/// ObjectMapper's text, use `CustomDateFormatTransform(formatString: "yyyy-MM-dd'T'HH:mm:ssZZZZZ")`.
///
/// `@unchecked Sendable`, restated from ``DateFormatterTransform``: the one stored property it
/// adds is an immutable `Sendable` enum.
open class ISO8601DateTransform: DateFormatterTransform, @unchecked Sendable {
    /// When written dates have a fraction of a second.
    public enum FractionalSeconds: Sendable, Hashable {
        /// When the date has a fraction of a second, with as many digits as it needs to read
        /// back as the same `Date`: `08:43:15.123Z`, `08:43:15.999900Z`, `08:43:15Z` (the default).
        case whenPresent
        /// Always: milliseconds at least, `08:43:15.120Z`, `08:43:15.000Z`, and more digits when
        /// the date needs them, as with ``whenPresent``.
        case always
        /// Never: the time rounded down to the second, `08:43:15Z`.
        case never
    }

    /// When written dates have a fraction of a second; reading always accepts one.
    public let fractionalSecondsStyle: FractionalSeconds

    /// Whether every written date has a fraction of a second (``FractionalSeconds/always``).
    public var fractionalSeconds: Bool { fractionalSecondsStyle == .always }

    /// Creates the transform; written dates have a fraction of a second when they have one.
    public init() {
        fractionalSecondsStyle = .whenPresent
        super.init(formatters: Self.formatters.whenPresent)
    }

    /// Creates the transform, choosing when written dates have a fraction of a second.
    public init(fractionalSeconds: FractionalSeconds) {
        fractionalSecondsStyle = fractionalSeconds
        super.init(formatters: fractionalSeconds == .always ? Self.formatters.always : Self.formatters.whenPresent)
    }

    /// Creates the transform: `true` writes every date with a fraction (milliseconds at least),
    /// `false` none.
    public convenience init(fractionalSeconds: Bool) {
        self.init(fractionalSeconds: fractionalSeconds ? .always : .never)
    }

    /// Reads an ISO 8601 string from a Foundation value.
    ///
    /// JSON's white space around the string is ignored; anything but a string gives `nil`.
    open override func transformFromJSON(_ value: Any?) -> Date? {
        (value as? String).flatMap { ISO8601Timestamp.date(from: $0.trimmingJSONWhiteSpace) }
    }

    /// The date as a UTC ISO 8601 string.
    ///
    /// `nil` for a `nil` date, or one too far out to write.
    open override func transformToJSON(_ value: Date?) -> String? {
        value.flatMap(text(for:))
    }

    override func text(for value: Date) -> String? {
        ISO8601Timestamp.string(from: value, fractionalSeconds: fractionalSecondsStyle)
    }

    /// Reads an ISO 8601 string, JSON's white space around it ignored; anything else gives `nil`.
    ///
    /// See the type's documentation for the forms accepted. A subclass reads through
    /// ``transformFromJSON(_:)``, so that an override of it applies.
    open override func transformFromJSONValue(_ value: JSONValue?) -> Date? {
        guard type(of: self) == ISO8601DateTransform.self else { return super.transformFromJSONValue(value) }
        return value?.string.flatMap { ISO8601Timestamp.date(from: $0.trimmingJSONWhiteSpace) }
    }

    /// The formatters behind ``DateFormatterTransform/dateFormatter``, made once, on first use,
    /// and shared by every transform: the transform itself never formats with them.
    private static let formatters = (
        whenPresent: DateFormatterPool(copying: formatter(format: "uuuu-MM-dd'T'HH:mm:ssZZZZZ")),
        always: DateFormatterPool(copying: formatter(format: "uuuu-MM-dd'T'HH:mm:ss.SSSZZZZZ"))
    )

    /// A formatter in the transform's calendar: the proleptic Gregorian calendar, whose rules
    /// the transform applies to every year.
    ///
    /// Foundation's Gregorian calendar is Julian before 1582-10-15 (1500-01-01 would be written
    /// 1499-12-23); a start of the Gregorian rules before year 0 makes it proleptic, on Linux as
    /// on Apple platforms. `uuuu` is the year counted as the transform counts it, with a year 0
    /// (1 BC), where `yyyy` counts years of an era and has none.
    private static func formatter(format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.gregorianStartDate = gregorianRulesFromTheStart
        formatter.dateFormat = format
        return formatter
    }

    /// A date long before year 0 (about 317,000 years before 1970): the Gregorian rules apply
    /// from there on. (`Date.distantPast` is in year 1, too late for year 0.)
    private static let gregorianRulesFromTheStart = Date(timeIntervalSince1970: -1e13)
}

extension TransformType where Self == ISO8601DateTransform {
    /// ISO 8601 dates, with a fraction of a second when they have one:
    /// `joined <- (map["joined"], .iso8601)`.
    ///
    /// The same as ``ISO8601DateTransform/init()``.
    public static var iso8601: ISO8601DateTransform { ISO8601DateTransform() }
}
