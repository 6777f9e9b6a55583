import Foundation

/// Dates as strings in a fixed format, with the POSIX locale and the device's time zone, as
/// ObjectMapper's transform reads and writes them.
///
/// ```swift
/// struct Person: Mappable {
///     var birthday: Date?
///     init?(map: Map) {}
///     mutating func mapping(map: Map) {
///         birthday <- (map["birthday"], CustomDateFormatTransform(formatString: "yyyy-MM-dd"))
///     }
/// }
/// ```
///
/// The locale is `en_US_POSIX`, so the device's language and region do not change the text;
/// the time zone is `TimeZone.current` when the transform is made, so `"1990-05-17"` is
/// midnight on the device, and a date is written as the device's calendar shows it. A format
/// with its own zone field (`yyyy-MM-dd'T'HH:mm:ssZZZZZ`) reads offsets as written. For a
/// fixed zone, hand a formatter of your own to ``DateFormatterTransform``:
///
/// ```swift
/// let formatter = DateFormatter()
/// formatter.locale = Locale(identifier: "en_US_POSIX")
/// formatter.timeZone = TimeZone(identifier: "UTC")
/// formatter.dateFormat = "yyyy-MM-dd"
/// let utcDay = DateFormatterTransform(dateFormatter: formatter)
/// ```
///
/// Like ``DateFormatterTransform``, it ignores JSON's white space around the string
/// (`" 1990-05-17\n"` reads as `1990-05-17`), and it is safe to use from many threads at once.
///
/// `@unchecked Sendable`, restated from ``DateFormatterTransform``: it adds no stored state.
open class CustomDateFormatTransform: DateFormatterTransform, @unchecked Sendable {
    /// Creates a transform for `formatString`, a `DateFormatter` pattern such as `yyyy-MM-dd`,
    /// with the `en_US_POSIX` locale, the Gregorian calendar and the current time zone.
    ///
    /// ObjectMapper's spelling: `CustomDateFormatTransform(formatString: "yyyy-MM-dd")`.
    public init(formatString: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.dateFormat = formatString
        super.init(dateFormatter: formatter)
    }
}
