import Testing
import Mapping

/// A value with no JSON form is never dropped silently: the text doors give `nil`, and the
/// `WithIssues` and `OrFail` doors say which value, at which key path.
@Suite("Writing never loses silently")
struct UnwritableTests {
    @Test func nonFiniteNumbersNameTheirKeyPath() throws {
        struct Reading: Mappable {
            var values: [Double] = [1, .nan]
            init?(map: Map) {}
            mutating func mapping(map: Map) { values <- map["sensor.values"] }
        }
        let reading = try #require(Reading(JSON: [:]))
        #expect(reading.toJSONString() == nil)
        let (string, issues) = Mapper<Reading>().toJSONStringWithIssues(reading)
        #expect(string == nil)
        #expect(issues.map(\.description) == ["sensor.values.1: cannot write nan as JSON"])
        #expect(throws: MapError.self) { try Mapper<Reading>().toJSONStringOrFail(reading) }
        #expect(throws: MapError.self) { try Mapper<Reading>().toJSONDataOrFail(reading) }
    }
}
