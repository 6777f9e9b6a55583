import Foundation
import Testing
import Transforms

@Suite struct CustomDateFormatTransformTests {
    static let readable: [(String, String, Double?)] = [
        ("yyyy-MM-dd", "2016-03-16", 1_458_086_400),
        ("yyyy-MM-dd HH:mm:ss", "2016-03-16 08:43:15", sampleSeconds),
        ("dd/MM/yyyy", "16/03/2016", 1_458_086_400),
        ("yyyy-MM-dd'T'HH:mm:ssZZZZZ", "2016-03-16T16:43:15+08:00", sampleSeconds),
        ("EEE, dd MMM yyyy HH:mm:ss", "Wed, 16 Mar 2016 08:43:15", sampleSeconds),
        ("yyyy-MM-dd", "16/03/2016", nil),
        ("yyyy-MM-dd", "garbage", nil),
        ("yyyy-MM-dd", "", nil),
    ]

    @Test(arguments: readable)
    func readsInUTCWithThePOSIXLocale(format: String, input: String, expected: Double?) {
        let transform = CustomDateFormatTransform(formatString: format)
        #expect(transform.transformFromJSONValue(.string(input))?.timeIntervalSince1970 == expected)
        #expect(transform.transformFromJSON(input)?.timeIntervalSince1970 == expected)
    }

    static let writable: [(String, Double, String)] = [
        ("yyyy-MM-dd", sampleSeconds, "2016-03-16"),
        ("yyyy-MM-dd HH:mm:ss", sampleSeconds, "2016-03-16 08:43:15"),
        ("EEE, dd MMM yyyy", sampleSeconds, "Wed, 16 Mar 2016"),
        ("yyyy-MM-dd'T'HH:mm:ssZZZZZ", sampleSeconds, "2016-03-16T08:43:15Z"),
    ]

    @Test(arguments: writable)
    func writesInUTCWithThePOSIXLocale(format: String, seconds: Double, expected: String) {
        let transform = CustomDateFormatTransform(formatString: format)
        #expect(transform.transformToJSONValue(date(seconds)) == .string(expected))
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
        #expect(person.birthday == date(1_458_086_400))
        #expect(person.holidays == ["a": date(1_462_060_800)])
        #expect(person.toJSONString() == #"{"birthday":"2016-03-16","holidays":{"a":"01.05.2016"}}"#)
    }
}
