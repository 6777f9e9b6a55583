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

    @Test func plainModeLeavesThemUnmappedWithIssues() {
        let (reading, issues) = Mapper<Reading>().mapWithIssues(JSONString: #"{"count": "12", "ratio": 1, "code": "c", "on": true}"#)
        #expect(reading?.count == 0)
        #expect(issues.map(\.description) == ["count: expected Int, found string \"12\""])
        let (_, lenientIssues) = Mapper<Reading>(options: .lenientTypes).mapWithIssues(JSONString: #"{"count": "twelve", "ratio": 1, "code": "c", "on": true}"#)
        #expect(lenientIssues.map(\.description) == ["count: expected Int, found string \"twelve\""])
    }
}
