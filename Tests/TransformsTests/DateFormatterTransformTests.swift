import Foundation
import Testing
import Transforms

private func parisFormatter() -> DateFormatter {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "Europe/Paris")
    formatter.dateFormat = "dd/MM/yyyy HH:mm"
    return formatter
}

@Suite struct DateFormatterTransformTests {
    static let cases: [(String, Double)] = [
        ("16/03/2016 09:43", sampleSeconds - 15),     // UTC+1 in March
        ("16/07/2016 10:43", 1_468_658_580),          // UTC+2 in summer
        ("01/01/1970 01:00", 0),
    ]

    @Test(arguments: cases)
    func usesTheFormattersZoneBothWays(text: String, seconds: Double) {
        let transform = DateFormatterTransform(dateFormatter: parisFormatter())
        #expect(transform.transformFromJSONValue(.string(text)) == date(seconds))
        #expect(transform.transformToJSONValue(date(seconds)) == .string(text))
    }

    @Test(arguments: ["2016-03-16", "", "16/03/2016"])
    func garbageGivesNil(input: String) {
        #expect(DateFormatterTransform(dateFormatter: parisFormatter()).transformFromJSONValue(.string(input)) == nil)
    }

    /// JSON's white space around the string is no part of the date: the formatter on its own
    /// took a space or a tab there but not a line break. Inside the string the formatter
    /// decides, as before, and white space alone is no date.
    @Test(arguments: [
        (" 16/03/2016 09:43", sampleSeconds - 15 as Double?),
        ("16/03/2016 09:43\n", sampleSeconds - 15),
        ("\r\n\t16/03/2016 09:43 \r\n", sampleSeconds - 15),
        (" \n\t\r", nil),
    ])
    func ignoresWhiteSpaceAroundTheString(input: String, expected: Double?) {
        let transform = DateFormatterTransform(dateFormatter: parisFormatter())
        #expect(transform.transformFromJSONValue(.string(input)) == expected.map(date))
        #expect(transform.transformFromJSON(input) == expected.map(date))
    }

    /// An empty string is no date, whatever the format: a formatter with no format (or one
    /// with only a quoted literal) read `""` as 2000-01-01, and white space alone reads as `""`.
    @Test(arguments: ["", "'x'", "yyyy-MM-dd"])
    func anEmptyStringIsNoDateWhateverTheFormat(format: String) {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = format
        let transform = DateFormatterTransform(dateFormatter: formatter)
        for blank in ["", " ", "\r\n\t"] {
            #expect(transform.transformFromJSONValue(.string(blank)) == nil)
            #expect(transform.transformFromJSON(blank) == nil)
        }
    }

    @Test func laterChangesToTheFormatterDoNotReachTheTransform() {
        let formatter = parisFormatter()
        let transform = DateFormatterTransform(dateFormatter: formatter)
        formatter.dateFormat = "yyyy"
        formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
        #expect(transform.transformToJSON(date(sampleSeconds)) == "16/03/2016 09:43")
        #expect(transform.dateFormatter.dateFormat == "dd/MM/yyyy HH:mm")
        #expect(transform.dateFormatter.timeZone.identifier == "Europe/Paris")
    }

    @Test func theFormatterItHandsOutIsACopy() {
        let transform = DateFormatterTransform(dateFormatter: parisFormatter())
        transform.dateFormatter.dateFormat = "yyyy"
        #expect(transform.transformToJSON(date(sampleSeconds)) == "16/03/2016 09:43")
    }

    /// A date with no calendar date (NaN, infinite, or beyond any year) is not written: the
    /// formatter would write an empty string, which reads back as no date at all.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
    func aDateWithNoCalendarDateIsNotWritten(seconds: Double) throws {
        let transform = DateFormatterTransform(dateFormatter: parisFormatter())
        #expect(transform.transformToJSONValue(date(seconds)) == nil)
        #expect(transform.transformToJSON(date(seconds)) == nil)
        #expect(CustomDateFormatTransform(formatString: "yyyy-MM-dd").transformToJSONValue(date(seconds)) == nil)

        var meeting = try Meeting(JSONString: #"{"day": "2016-03-16", "start": "16/03/2016 09:43"}"#)
        meeting = Meeting(day: meeting.day, start: date(seconds))
        let (text, issues) = Mapper<Meeting>().toJSONStringWithIssues(meeting)
        #expect(text == nil)
        #expect(issues.map(\.description) == ["start: cannot write a value of type Date (the transform wrote nothing) as JSON"])
    }

    /// A subclass that overrides an ObjectMapper method: the library's typed path goes through it.
    final class TrimmingTransform: DateFormatterTransform, @unchecked Sendable {
        init() {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(secondsFromGMT: 0)
            formatter.dateFormat = "yyyy-MM-dd"
            super.init(dateFormatter: formatter)
        }

        override func transformFromJSON(_ value: Any?) -> Date? {
            super.transformFromJSON((value as? String).map { String($0.prefix(10)) })
        }
    }

    struct Meeting: ImmutableMappable {
        let day: Date
        let start: Date?
        init(day: Date, start: Date?) {
            self.day = day
            self.start = start
        }
        init(map: Map) throws {
            day = try map.value("day", using: TrimmingTransform())
            start = try map.value("start", using: DateFormatterTransform(dateFormatter: parisFormatter()))
        }
        func mapping(map: Map) {
            day >>> (map["day"], TrimmingTransform())
            start >>> (map["start"], DateFormatterTransform(dateFormatter: parisFormatter()))
        }
    }

    @Test func subclassesAndModelsWork() throws {
        let meeting = try Meeting(JSONString: #"{"day": "2016-03-16T08:43:15Z", "start": "16/03/2016 09:43"}"#)
        #expect(meeting.day == date(1_458_086_400))
        #expect(meeting.start == date(sampleSeconds - 15))
        #expect(meeting.toJSONString() == #"{"day":"2016-03-16","start":"16/03/2016 09:43"}"#)
    }
}
