import Foundation

/// Dates as strings in a fixed format, read and written in UTC with the POSIX locale, so the
/// result does not depend on the device's language, region or time zone.
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
/// A format with its own zone field (`yyyy-MM-dd'T'HH:mm:ssZZZZZ`) reads offsets as written.
/// Like ``DateFormatterTransform``, it is safe to use from many threads at once.
///
/// `@unchecked Sendable`, restated from ``DateFormatterTransform``: it adds no stored state.
open class CustomDateFormatTransform: DateFormatterTransform, @unchecked Sendable {
    /// Creates a transform for `formatString`, a `DateFormatter` pattern such as `yyyy-MM-dd`,
    /// in UTC with the `en_US_POSIX` locale and the Gregorian calendar.
    ///
    /// ObjectMapper's spelling: `CustomDateFormatTransform(formatString: "yyyy-MM-dd")`.
    public init(formatString: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = formatString
        super.init(dateFormatter: formatter)
    }
}
