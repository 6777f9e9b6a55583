import Foundation
import Testing
import Transforms

@Suite struct DateTransformTests {
    @Test(arguments: [
        ("1458117795", sampleSeconds as Double?),
        ("\"1458117795\"", sampleSeconds),
        ("\" 1458117795 \"", sampleSeconds),
        ("\"1458117795\\n\"", sampleSeconds),          // white space is JSON's: newlines too
        ("\"\\r\\n\\t1458117795\\r\\n\"", sampleSeconds),
        ("\"\\n\"", nil),
        ("1458117795.5", sampleSeconds + 0.5),
        ("\"1458117795.5\"", sampleSeconds + 0.5),
        ("0", 0),
        ("-86400", -86_400),
        ("1.458117795e9", sampleSeconds),
        ("\"abc\"", nil),      // never 1970
        ("\"\"", nil),
        ("\"12abc\"", nil),
        ("\"+12\"", nil),
        ("true", nil),
        ("null", nil),
        ("[1]", nil),
        ("1e400", nil),
    ])
    func readsSeconds(input: String, expected: Double?) {
        let transform = DateTransform()
        #expect(transform.transformFromJSONValue(json(input))?.timeIntervalSince1970 == expected)
        #expect(transform.transformFromJSON(json(input).foundationValue)?.timeIntervalSince1970 == expected)
    }

    @Test(arguments: [
        ("1458117795000", sampleSeconds as Double?),
        ("\"1458117795000\"", sampleSeconds),
        ("1458117795500", sampleSeconds + 0.5),
        ("\"soon\"", nil),
    ])
    func readsMilliseconds(input: String, expected: Double?) {
        #expect(DateTransform(unit: .milliseconds).transformFromJSONValue(json(input))?.timeIntervalSince1970 == expected)
    }

    @Test(arguments: [
        (DateTransform.Unit.seconds, sampleSeconds, "1458117795"),
        (.seconds, sampleSeconds + 0.5, "1458117795.5"),
        (.seconds, 0, "0"),
        (.milliseconds, sampleSeconds, "1458117795000"),
        (.milliseconds, sampleSeconds + 0.5, "1458117795500"),
        (.milliseconds, 1_458_117_795.123, "1458117795123"),
        (.milliseconds, -1.5, "-1500"),
    ])
    func writesNumbers(unit: DateTransform.Unit, seconds: Double, expected: String) {
        #expect(text(DateTransform(unit: unit).transformToJSONValue(date(seconds))) == expected)
    }

    /// ObjectMapper's `Unit` is `RawRepresentable`, its raw value how many of the unit make a
    /// second; code that stores or builds the unit from that number compiles and works.
    @Test func unitsAreNumbersPerSecond() {
        #expect(DateTransform.Unit.seconds.rawValue == 1)
        #expect(DateTransform.Unit.milliseconds.rawValue == 1_000)
        let raw: TimeInterval = 1_000
        #expect(DateTransform.Unit(rawValue: raw) == .milliseconds)
        #expect(DateTransform.Unit(rawValue: 1) == .seconds)
        #expect(DateTransform.Unit(rawValue: 60) == nil)
        let unit = DateTransform.Unit(rawValue: 1_000) ?? .seconds
        #expect(DateTransform(unit: unit).transformToJSONValue(date(sampleSeconds)) == 1_458_117_795_000)
    }

    @Test func writesSecondsAsADoubleThroughFoundation() {
        #expect(DateTransform().transformToJSON(date(sampleSeconds)) == sampleSeconds)
        #expect(DateTransform(unit: .milliseconds).transformToJSON(date(1.5)) == 1500)
        #expect(DateTransform().transformToJSONValue(nil) == nil)
    }

    @Test func millisecondsRoundTripThroughText() {
        let transform = DateTransform.unixTime(.milliseconds)
        let read = transform.transformFromJSONValue(json("1458117795123"))
        #expect(text(transform.transformToJSONValue(read)) == "1458117795123")
    }

    struct Event: Mappable {
        var created: Date?
        var updated: Date?
        var history: [Date] = []
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            created <- (map["created"], DateTransform())
            updated <- (map["updated_ms"], .unixTime(.milliseconds))
            history <- (map["history"], DateTransform())
        }
    }

    @Test func mapsBothWaysInAModel() throws {
        let event = try #require(Event(JSONString: #"{"created": "1458117795", "updated_ms": 1458117795500, "history": [1, "x", "2"]}"#))
        #expect(event.created == date(sampleSeconds))
        #expect(event.updated == date(sampleSeconds + 0.5))
        #expect(event.history == [date(1), date(2)])
        #expect(event.toJSONString() == #"{"created":1458117795,"updated_ms":1458117795500,"history":[1,2]}"#)
    }

    @Test func aGarbageStringLeavesThePropertyAlone() throws {
        let event = try #require(Event(JSONString: #"{"created": "yesterday"}"#))
        #expect(event.created == nil)
    }
}
