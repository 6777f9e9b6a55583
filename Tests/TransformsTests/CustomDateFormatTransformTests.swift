import Foundation
import Testing
import Transforms

@Suite struct CustomDateFormatTransformTests {
    /// The formatter ObjectMapper's transform builds: the POSIX locale and the format, in the
    /// device's time zone (whatever it is where the tests run).
    static func objectMapperFormatter(_ format: String) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = format
        return formatter
    }

    static let readable: [(String, String)] = [
        ("yyyy-MM-dd", "2016-03-16"),
        ("yyyy-MM-dd HH:mm:ss", "2016-03-16 08:43:15"),
        ("dd/MM/yyyy", "16/03/2016"),
        ("EEE, dd MMM yyyy HH:mm:ss", "Wed, 16 Mar 2016 08:43:15"),
        ("yyyy-MM-dd'T'HH:mm:ssZZZZZ", "2016-03-16T16:43:15+08:00"),
        ("yyyy-MM-dd", "16/03/2016"),
        ("yyyy-MM-dd", "garbage"),
        ("yyyy-MM-dd", ""),
    ]

    @Test(arguments: readable)
    func readsInTheCurrentZoneWithThePOSIXLocale(format: String, input: String) {
        let transform = CustomDateFormatTransform(formatString: format)
        let expected = Self.objectMapperFormatter(format).date(from: input)
        #expect(transform.transformFromJSONValue(.string(input)) == expected)
        #expect(transform.transformFromJSON(input) == expected)
    }

    @Test func anOffsetInTheTextWins() {
        let transform = CustomDateFormatTransform(formatString: "yyyy-MM-dd'T'HH:mm:ssZZZZZ")
        #expect(transform.transformFromJSON("2016-03-16T16:43:15+08:00") == date(sampleSeconds))
    }

    static let writable: [String] = [
        "yyyy-MM-dd", "yyyy-MM-dd HH:mm:ss", "EEE, dd MMM yyyy", "yyyy-MM-dd'T'HH:mm:ssZZZZZ",
    ]

    @Test(arguments: writable)
    func writesInTheCurrentZoneWithThePOSIXLocale(format: String) {
        let transform = CustomDateFormatTransform(formatString: format)
        let expected = Self.objectMapperFormatter(format).string(from: date(sampleSeconds))
        #expect(transform.transformToJSONValue(date(sampleSeconds)) == .string(expected))
    }

    /// A birthday picked on the device is midnight there; ObjectMapper wrote that day, where a
    /// UTC transform wrote the day before east of Greenwich (`1990-05-16` in Tokyo).
    @Test func aLocalMidnightIsWrittenAsItsOwnDay() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let midnight = try #require(calendar.date(from: DateComponents(year: 1990, month: 5, day: 17)))
        let transform = CustomDateFormatTransform(formatString: "yyyy-MM-dd")
        #expect(transform.transformToJSON(midnight) == "1990-05-17")
        #expect(transform.transformFromJSON("1990-05-17") == midnight)
    }

    /// JSON's white space around the string is no part of the date, for every format; white
    /// space alone is no date.
    @Test(arguments: readable.prefix(5))
    func ignoresWhiteSpaceAroundTheString(format: String, input: String) throws {
        let transform = CustomDateFormatTransform(formatString: format)
        let expected = try #require(Self.objectMapperFormatter(format).date(from: input))
        for padded in [" \(input)", "\(input)\n", "\r\n\t\(input) \r\n"] {
            #expect(transform.transformFromJSONValue(.string(padded)) == expected)
            #expect(transform.transformFromJSON(padded) == expected)
        }
        #expect(transform.transformFromJSONValue(.string(" \n\t\r")) == nil)
        #expect(transform.transformFromJSON(" \n\t\r") == nil)
    }

    /// A format that ends in a space writes that space, and reads back what it wrote.
    @Test func aFormatEndingInASpaceReadsWhatItWrites() throws {
        let transform = CustomDateFormatTransform(formatString: "yyyy-MM-dd ")
        let written = try #require(transform.transformToJSON(date(sampleSeconds)))
        #expect(written.hasSuffix(" "))
        let read = try #require(transform.transformFromJSON(written))
        #expect(transform.transformToJSON(read) == written)
    }

    @Test(arguments: ["1458117795", "null", "true"])
    func readsOnlyStrings(input: String) {
        #expect(CustomDateFormatTransform(formatString: "yyyy").transformFromJSONValue(json(input)) == nil)
    }

    /// ObjectMapper users subclass the transform to name a format once.
    final class DayTransform: CustomDateFormatTransform, @unchecked Sendable {
        init() { super.init(formatString: "yyyy-MM-dd") }
    }

    struct Person: Mappable {
        var birthday: Date?
        var holidays: [String: Date] = [:]
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            birthday <- (map["birthday"], DayTransform())
            holidays <- (map["holidays"], CustomDateFormatTransform(formatString: "dd.MM.yyyy"))
        }
    }

    @Test func mapsBothWaysInAModel() throws {
        let person = try #require(Person(JSONString: #"{"birthday": "2016-03-16", "holidays": {"a": "01.05.2016", "b": "x"}}"#))
        #expect(person.birthday == Self.objectMapperFormatter("yyyy-MM-dd").date(from: "2016-03-16"))
        #expect(person.holidays == ["a": Self.objectMapperFormatter("dd.MM.yyyy").date(from: "01.05.2016")])
        #expect(person.toJSONString() == #"{"birthday":"2016-03-16","holidays":{"a":"01.05.2016"}}"#)
    }
}
