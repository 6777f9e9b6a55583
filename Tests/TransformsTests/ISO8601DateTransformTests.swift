import Foundation
import Testing
@testable import Transforms

@Suite struct ISO8601DateTransformTests {
    static let readable: [(String, Double)] = [
        ("2016-03-16T08:43:15Z", sampleSeconds),
        ("2016-03-16T08:43:15z", sampleSeconds),
        ("2016-03-16t08:43:15Z", sampleSeconds),
        ("2016-03-16 08:43:15Z", sampleSeconds),
        ("2016-03-16T08:43:15.5Z", sampleSeconds + 0.5),
        ("2016-03-16T08:43:15.123Z", sampleSeconds + 0.123),
        ("2016-03-16T08:43:15,250Z", sampleSeconds + 0.25),
        ("2016-03-16T08:43:15.123456789Z", sampleSeconds + 0.123456789),
        ("2016-03-16T08:43:15.1234567891234Z", sampleSeconds + 0.123456789),
        ("2016-03-16T16:43:15+08:00", sampleSeconds),
        ("2016-03-16T16:43:15+0800", sampleSeconds),
        ("2016-03-16T16:43:15+08", sampleSeconds),
        ("2016-03-16T03:13:15-05:30", sampleSeconds),
        ("2016-03-16T08:43:15+00:00", sampleSeconds),
        ("2016-03-16T16:43:15.5+08:00", sampleSeconds + 0.5),
        ("1970-01-01T00:00:00Z", 0),
        ("1969-12-31T23:59:59Z", -1),
        ("2000-02-29T00:00:00Z", 951_782_400),
        ("0001-01-01T00:00:00Z", -62_135_596_800),
        ("9999-12-31T23:59:59Z", 253_402_300_799),
        ("2016-12-31T23:59:60Z", 1_483_228_800),
    ]

    @Test(arguments: readable)
    func readsDatesTimesAndOffsets(input: String, expected: Double) throws {
        let read = try #require(ISO8601DateTransform().transformFromJSONValue(.string(input)))
        #expect(abs(read.timeIntervalSince1970 - expected) < 1e-6)
    }

    @Test(arguments: [
        "2016-03-16T08:43:15",           // no zone
        "2016-03-16",
        "2016-03-16T08:43Z",
        "2016-03-16T08:43:15.Z",
        "2016-03-16T08:43:15Zjunk",
        "2016-3-16T08:43:15Z",
        "2016-13-16T08:43:15Z",
        "2016-02-30T08:43:15Z",
        "2015-02-29T08:43:15Z",
        "1900-02-29T00:00:00Z",
        "2016-03-16T24:00:00Z",
        "2016-03-16T08:60:15Z",
        "2016-03-16T08:43:15+24:00",
        "2016-03-16T08:43:15+08:60",
        "2016-03-16T08:43:15+8:00",
        "20160316T084315Z",
        "",
        "not a date",
        "٢٠١٦-03-16T08:43:15Z",
    ])
    func refusesAnythingElse(input: String) {
        #expect(ISO8601DateTransform().transformFromJSONValue(.string(input)) == nil)
    }

    /// JSON's white space around the string (spaces, tabs, line breaks, as a hand-edited payload
    /// leaves them) is no part of the date, through either door and with either writing style;
    /// inside the string it is refused as before, and white space alone is no date.
    @Test(arguments: [
        (" 2016-03-16T08:43:15Z", sampleSeconds as Double?),
        ("2016-03-16T08:43:15Z\n", sampleSeconds),
        ("\r\n\t2016-03-16T16:43:15.5+08:00 \r\n", sampleSeconds + 0.5),
        (" 2016-03-16 08:43:15Z ", sampleSeconds),
        ("2016-03-16T08:43:15 Z", nil),
        ("2016-03-16 T08:43:15Z", nil),
        (" \n\t\r", nil),
        ("\u{A0}2016-03-16T08:43:15Z", nil),
        ("2016-03-16T08:43:15Z\u{0}", nil),
    ])
    func ignoresWhiteSpaceAroundTheString(input: String, expected: Double?) {
        for transform in [ISO8601DateTransform(), ISO8601DateTransform(fractionalSeconds: .always)] {
            #expect(transform.transformFromJSONValue(.string(input))?.timeIntervalSince1970 == expected)
            #expect(transform.transformFromJSON(input)?.timeIntervalSince1970 == expected)
        }
    }

    @Test(arguments: ["1458117795", "true", "null", "{}"])
    func readsOnlyStrings(input: String) {
        #expect(ISO8601DateTransform().transformFromJSONValue(json(input)) == nil)
    }

    static let writable: [(Double, Bool, String)] = [
        (sampleSeconds, false, "2016-03-16T08:43:15Z"),
        (sampleSeconds + 0.999, false, "2016-03-16T08:43:15Z"),
        (sampleSeconds + 0.12, true, "2016-03-16T08:43:15.120Z"),
        (sampleSeconds + 0.123, true, "2016-03-16T08:43:15.123Z"),
        (sampleSeconds, true, "2016-03-16T08:43:15.000Z"),
        (0, false, "1970-01-01T00:00:00Z"),
        (-0.5, false, "1969-12-31T23:59:59Z"),
        (-0.5, true, "1969-12-31T23:59:59.500Z"),
        (951_782_400, false, "2000-02-29T00:00:00Z"),
        (-62_135_596_800, false, "0001-01-01T00:00:00Z"),
        (253_402_300_799, false, "9999-12-31T23:59:59Z"),
    ]

    @Test(arguments: writable)
    func writesUTC(seconds: Double, fractionalSeconds: Bool, expected: String) {
        let transform = ISO8601DateTransform(fractionalSeconds: fractionalSeconds)
        #expect(transform.transformToJSONValue(date(seconds)) == .string(expected))
        #expect(transform.transformToJSON(date(seconds)) == expected)
    }

    @Test(arguments: [date(253_402_300_800), date(-62_200_000_000), Date(timeIntervalSince1970: 1e300), Date(timeIntervalSince1970: .infinity)])
    func datesBeyondYear9999WriteNothing(value: Date) {
        #expect(ISO8601DateTransform().transformToJSONValue(value) == nil)
    }

    @Test func readsWhatItWritesForEveryDayOfFourHundredYears() {
        // One date a day across a whole Gregorian cycle, 1900-2300, in both directions.
        let transform = ISO8601DateTransform(fractionalSeconds: true)
        var failures = 0
        for day in stride(from: -25_567, to: 120_529, by: 1) {
            let original = date(Double(day) * 86_400 + 45_296.789)
            guard let written = transform.transformToJSONValue(original),
                  let read = transform.transformFromJSONValue(written),
                  abs(read.timeIntervalSince1970 - original.timeIntervalSince1970) < 1e-6
            else { failures += 1; continue }
        }
        #expect(failures == 0)
    }

    @Test func agreesWithFoundationsFormatter() {
        let formatter = ISO8601DateFormatter()
        for seconds in stride(from: -2_000_000_000.0, to: 4_000_000_000, by: 7_654_321) {
            let expected = formatter.string(from: date(seconds))
            #expect(ISO8601DateTransform().transformToJSON(date(seconds)) == expected)
        }
    }

    struct Post: ImmutableMappable {
        let published: Date
        let edited: Date?
        let revisions: [Date]

        init(map: Map) throws {
            published = try map.value("published", using: ISO8601DateTransform())
            edited = try? map.value("edited", using: .iso8601)
            revisions = try map.value("revisions", using: ISO8601DateTransform())
        }

        func mapping(map: Map) {
            published >>> (map["published"], ISO8601DateTransform())
            edited >>> (map["edited"], .iso8601)
            revisions >>> (map["revisions"], ISO8601DateTransform(fractionalSeconds: true))
        }
    }

    @Test func mapsAnImmutableModel() throws {
        // An immutable model's collections are strict: one bad revision fails the model, at its index.
        do {
            _ = try Post(JSONString: #"{"published": "2016-03-16T16:43:15+08:00", "revisions": ["2016-03-16T08:43:15.5Z", "nope"]}"#)
            Issue.record("expected a MapError")
        } catch let error as MapError {
            #expect(error.issues.map(\.keyPath) == ["revisions.1"])
        }
        let post = try Post(JSONString: #"""
            {"published": "2016-03-16T16:43:15+08:00", "edited": "garbage",
             "revisions": ["2016-03-16T08:43:15.5Z", "1970-01-01T00:00:00Z"]}
            """#)
        #expect(post.published == date(sampleSeconds))
        #expect(post.edited == nil)
        #expect(post.revisions == [date(sampleSeconds + 0.5), date(0)])
        #expect(post.toJSONString() == #"{"published":"2016-03-16T08:43:15Z","revisions":["2016-03-16T08:43:15.500Z","1970-01-01T00:00:00.000Z"]}"#)
    }

    @Test func aMissingOrFailedDateThrowsForANonOptional() {
        #expect(throws: MapError.self) { try Post(JSONString: #"{"revisions": []}"#) }
        #expect(throws: MapError.self) { try Post(JSONString: #"{"published": "soon", "revisions": []}"#) }
    }

    static let styled: [(Double, ISO8601DateTransform.FractionalSeconds, String)] = [
        (sampleSeconds + 0.123, .whenPresent, "2016-03-16T08:43:15.123Z"),
        (sampleSeconds + 0.12, .whenPresent, "2016-03-16T08:43:15.120Z"),
        (sampleSeconds, .whenPresent, "2016-03-16T08:43:15Z"),
        (sampleSeconds + 0.0004, .whenPresent, "2016-03-16T08:43:15.000400Z"),
        (sampleSeconds + 0.9999, .whenPresent, "2016-03-16T08:43:15.999900Z"),
        (sampleSeconds + 0.9999, .always, "2016-03-16T08:43:15.999900Z"),
        (sampleSeconds + 0.123456789, .whenPresent, "2016-03-16T08:43:15.123456717Z"),
        (-0.5, .whenPresent, "1969-12-31T23:59:59.500Z"),
        (sampleSeconds, .always, "2016-03-16T08:43:15.000Z"),
        (sampleSeconds + 0.123, .never, "2016-03-16T08:43:15Z"),
    ]

    @Test(arguments: styled)
    func writesMillisecondsByStyle(seconds: Double, style: ISO8601DateTransform.FractionalSeconds, expected: String) {
        #expect(ISO8601DateTransform(fractionalSeconds: style).transformToJSON(date(seconds)) == expected)
    }

    @Test func theDefaultKeepsTheInstantItRead() throws {
        // Read then written with the default transform, a date with milliseconds is the same instant.
        struct Event: Mappable {
            var at: Date?
            init?(map: Map) {}
            mutating func mapping(map: Map) { at <- (map["at"], .iso8601) }
        }
        #expect(ISO8601DateTransform().fractionalSecondsStyle == .whenPresent)
        let json = #"{"at":"2024-05-01T12:00:00.123Z"}"#
        let event = try #require(Event(JSONString: json))
        #expect(event.toJSONString() == json)
        let whole = try #require(Event(JSONString: #"{"at":"2024-05-01T14:00:00+02:00"}"#))
        #expect(whole.toJSONString() == #"{"at":"2024-05-01T12:00:00Z"}"#)
    }

    /// A fraction finer than a millisecond is written with as many digits as the date needs,
    /// in groups of three, so that it reads back as the same `Date`, where rounding to
    /// milliseconds wrote `.9999` as the next second.
    @Test(arguments: [
        "2016-03-16T08:43:15.9999Z",
        "2016-03-16T08:43:15.0004Z",
        "2016-03-16T08:43:15.123456Z",
        "2016-03-16T08:43:15.123456789Z",
        "2016-03-16T08:43:15.000000001Z",
        "1969-12-31T23:59:59.999999999Z",
        "1970-01-01T00:00:00.000001Z",
        "2000-12-31T23:59:59.9999995Z",
        "2001-01-01T00:00:00.5Z",
        "0001-01-01T00:00:00.000001Z",
        "9999-12-31T23:59:59.999Z",
        "2016-03-16T16:43:15.75+08:00",
    ])
    func aDateReadAndWrittenAgainIsTheSameDate(input: String) throws {
        for style in [ISO8601DateTransform.FractionalSeconds.whenPresent, .always] {
            let transform = ISO8601DateTransform(fractionalSeconds: style)
            let read = try #require(transform.transformFromJSONValue(.string(input)))
            let written = try #require(transform.transformToJSON(read))
            #expect(transform.transformFromJSON(written) == read, "\(input) was written \(written)")
            #expect(!written.hasSuffix(":16Z"))
        }
    }

    @Test func nineNinesAreNotTheNextSecond() {
        let read = ISO8601DateTransform().transformFromJSONValue("2016-03-16T08:43:15.9999Z")
        #expect(ISO8601DateTransform().transformToJSONValue(read) == "2016-03-16T08:43:15.999900Z")
    }

    /// Dates made in code (`Date()`, `addingTimeInterval`) keep every bit of their value.
    @Test func anyDateWrittenReadsBackAsTheSameDate() {
        let transform = ISO8601DateTransform()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var failures: [String] = []
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            // Years 0001-9999, seconds since 2001 with every bit of a Double's fraction used.
            let unit = Double(state >> 11) / Double(1 << 53)
            let value = Date(timeIntervalSinceReferenceDate: -63_113_904_000 + unit * 315_537_811_199)
            // Within about 97 days of 2001-01-01 a Date holds detail finer than a nanosecond.
            guard abs(value.timeIntervalSinceReferenceDate) >= 8_388_608 else { continue }
            guard let written = transform.transformToJSON(value), transform.transformFromJSON(written) == value else {
                failures.append("\(value.timeIntervalSinceReferenceDate)")
                continue
            }
        }
        #expect(failures.isEmpty)
        let now = Date(timeIntervalSinceReferenceDate: 785_000_000.123_456_78)
        #expect(transform.transformToJSON(now).flatMap(transform.transformFromJSON) == now)
    }

    /// Millisecond dates, as `DateTransform(unit: .milliseconds)` and `Date(timeIntervalSince1970:)`
    /// make them, are written with three digits (none when whole), as before.
    @Test func millisecondDatesKeepThreeDigits() throws {
        var state: UInt64 = 42
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let milliseconds = Int64(state >> 24) % 253_402_300_800_000
            let value = Date(timeIntervalSince1970: Double(milliseconds) / 1000)
            let written = try #require(ISO8601DateTransform().transformToJSON(value))
            let expected = milliseconds % 1000 == 0 ? 20 : 24
            #expect(written.utf8.count == expected, "\(milliseconds) ms was written \(written)")
            #expect(ISO8601DateTransform().transformFromJSON(written) == value)
            #expect(DateTransform(unit: .milliseconds).transformFromJSONValue(.number(JSONNumber(milliseconds))) == value)
        }
    }

    /// The transform's `dateFormatter` writes and reads what the transform does, in the
    /// proleptic Gregorian calendar, before 1582 too (Foundation's default calendar switches to
    /// the Julian calendar there, ten days and more apart).
    @Test(arguments: [
        ("1500-01-01T00:00:00Z", -14_831_769_600.0),
        ("0001-01-01T00:00:00Z", -62_135_596_800),
        ("0000-03-01T00:00:00Z", -62_162_035_200),
        ("1582-10-10T00:00:00Z", -12_219_724_800),
        ("2016-03-16T08:43:15Z", sampleSeconds),
    ])
    func theFormatterAgreesWithTheTransform(text: String, seconds: Double) throws {
        let transform = ISO8601DateTransform()
        #expect(transform.transformFromJSONValue(.string(text)) == date(seconds))
        #expect(transform.transformToJSON(date(seconds)) == text)
        #expect(transform.dateFormatter.string(from: date(seconds)) == text)
        #expect(transform.dateFormatter.date(from: text) == date(seconds))

        let milliseconds = text.replacingOccurrences(of: "Z", with: ".000Z")
        let always = ISO8601DateTransform(fractionalSeconds: .always)
        #expect(always.transformToJSON(date(seconds)) == milliseconds)
        #expect(always.dateFormatter.string(from: date(seconds)) == milliseconds)
        #expect(always.dateFormatter.date(from: milliseconds) == date(seconds))
    }

    @Test func civilDatesRoundTrip() {
        for days in stride(from: -800_000, through: 3_000_000, by: 997) {
            let civil = ISO8601Timestamp.civilDate(daysSince1970: days)
            #expect(ISO8601Timestamp.daysSince1970(year: civil.year, month: civil.month, day: civil.day) == days)
        }
    }
}
