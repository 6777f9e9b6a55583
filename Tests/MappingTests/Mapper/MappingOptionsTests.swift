import Foundation
import Testing
import Mapping

/// `.lenientTypes`: numeric strings, numbers as strings and 0/1 as booleans convert, but only
/// when the conversion is exact; without the option they stay unmapped and are reported.
@Suite("Mapping options: lenient types")
struct MappingOptionsTests {
    struct Reading: Mappable {
        var count = 0
        var ratio = 0.0
        var code = ""
        var on = false
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            count <- map["count"]
            ratio <- map["ratio"]
            code  <- map["code"]
            on    <- map["on"]
        }
    }

    @Test(arguments: [
        (#"{"count": "12", "ratio": "9.5", "code": 404, "on": "true"}"#, 12, 9.5, "404", true),
        (#"{"count": "12.0", "ratio": 2, "code": "x", "on": 1}"#, 12, 2, "x", true),
        (#"{"count": "12.5", "ratio": "nine", "code": true, "on": "yes"}"#, 0, 0, "", false),
        (#"{"count": "twelve", "on": 0}"#, 0, 0, "", false),
    ])
    func convertsOnlyWhenExact(json: String, count: Int, ratio: Double, code: String, on: Bool) throws {
        let reading = try #require(Mapper<Reading>(options: .lenientTypes).map(JSONString: json))
        #expect(reading.count == count && reading.ratio == ratio && reading.code == code && reading.on == on)
    }

    struct Padded: Mappable {
        var count = 0
        var small: Int8 = 0
        var ratio = 0.0
        var price = Decimal(0)
        var on = false
        var role: Role?
        var level: Level?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            count <- map["count"]
            small <- map["small"]
            ratio <- map["ratio"]
            price <- map["price"]
            on    <- map["on"]
            role  <- map["role"]
            level <- map["level"]
        }
    }

    struct FixedPadded: ImmutableMappable {
        let count: Int
        let ratio: Double
        let on: Bool
        init(map: Map) throws {
            count = try map.value("count")
            ratio = try map.value("ratio")
            on = try map.value("on")
        }
        func mapping(map: Map) {
            count >>> map["count"]
            ratio >>> map["ratio"]
            on    >>> map["on"]
        }
    }

    /// JSON's white space around a numeric string, or around `"true"`/`"false"`, is no part of
    /// the value, as for the transforms that read numbers (`DateTransform`, `DecimalTransform`),
    /// from text, Foundation values and a `JSONValue` alike; the values are written as before.
    @Test func whiteSpaceAroundALenientStringIsIgnored() throws {
        let text = #"{"count": " 12\n", "small": "\t-8", "ratio": "9.5\r\n", "price": " 129.90 ", "on": " true\n", "role": "admin", "level": "2"}"#
        let mapper = Mapper<Padded>(options: .lenientTypes)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        for (padded, issues) in [mapper.mapWithIssues(JSONString: text), mapper.mapWithIssues(JSON: dictionary),
                                 mapper.mapWithIssues(JSONValue: try JSONValue(parsing: text))] {
            let value = try #require(padded)
            #expect(issues.isEmpty)
            #expect(value.count == 12 && value.small == -8 && value.ratio == 9.5 && value.on)
            #expect(value.price == Decimal(string: "129.9") && value.role == .admin && value.level == .high)
            #expect(mapper.toJSONString(value) == #"{"count":12,"small":-8,"ratio":9.5,"price":129.9,"on":true,"role":"admin","level":2}"#)
        }
        let fixed = try Mapper<FixedPadded>(options: .lenientTypes).mapOrFail(JSONString: text)
        #expect(fixed.count == 12 && fixed.ratio == 9.5 && fixed.on)
        #expect(Mapper<FixedPadded>().toJSONString(fixed) == #"{"count":12,"ratio":9.5,"on":true}"#)
        // Without the option a string is still no number, padded or not.
        #expect(Mapper<Padded>().mapWithIssues(JSONString: text).issues.map(\.keyPath) == ["count", "small", "ratio", "price", "on", "level"])
    }

    /// White space inside the string, or white space alone, is no value, reported with the
    /// string as it was. An enum's raw value is exact, as `EnumTransform` reads it: white space
    /// around it is part of the string, which names no case, and a numeric raw value is read
    /// only from a string that spells it exactly.
    @Test func whiteSpaceInsideOrAloneAndAroundRawValuesIsRefused() throws {
        let text = #"{"count": "1 2", "small": " ", "ratio": "\n", "on": " \t", "role": " admin", "level": " 2\n"}"#
        let mapper = Mapper<Padded>(options: .lenientTypes)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let expected = [
            #"count: expected Int, found string "1 2""#, #"small: expected Int8, found string " ""#,
            #"ratio: expected Double, found string "\n""#, #"on: expected Bool, found string " \t""#,
            #"role: expected Role, found string " admin""#, #"level: expected Level, found string " 2\n""#,
        ]
        for (padded, issues) in [mapper.mapWithIssues(JSONString: text), mapper.mapWithIssues(JSON: dictionary),
                                 mapper.mapWithIssues(JSONValue: try JSONValue(parsing: text))] {
            let value = try #require(padded)
            #expect(value.count == 0 && value.small == 0 && value.ratio == 0 && !value.on)
            #expect(value.role == nil && value.level == nil)
            #expect(issues.filter { $0.kind != .missingKey }.map(\.description) == expected)
        }
        #expect(throws: MapError.self) { try Mapper<FixedPadded>(options: .lenientTypes).mapOrFail(JSONString: text) }
    }

    @Test func plainModeLeavesThemUnmappedWithIssues() {
        let (reading, issues) = Mapper<Reading>().mapWithIssues(JSONString: #"{"count": "12", "ratio": 1, "code": "c", "on": true}"#)
        #expect(reading?.count == 0)
        #expect(issues.map(\.description) == ["count: expected Int, found string \"12\""])
        let (_, lenientIssues) = Mapper<Reading>(options: .lenientTypes).mapWithIssues(JSONString: #"{"count": "twelve", "ratio": 1, "code": "c", "on": true}"#)
        #expect(lenientIssues.map(\.description) == ["count: expected Int, found string \"twelve\""])
    }
}
