import Foundation

extension DateFormatter {
    /// A formatter of `format` in the locale named `locale` (such as `"en_US_POSIX"`), in the
    /// device's time zone: the convenience ObjectMapper's model files make their formatters
    /// with, for ``DateFormatterTransform``.
    ///
    /// ```swift
    /// let day = DateFormatterTransform(dateFormatter: DateFormatter(withFormat: "yyyy-MM-dd", locale: "en_US_POSIX"))
    /// ```
    public convenience init(withFormat format: String, locale: String) {
        self.init()
        self.locale = Locale(identifier: locale)
        dateFormat = format
    }
}
