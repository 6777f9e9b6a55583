import Foundation
import Testing
import Mapping

/// The features of issue 5: issues with key paths, mapOrFail, alternative keys, defaults,
/// envelopes, lenient types, sorted output, and writes that never lose silently.
@Suite("Issues with key paths")
struct IssuesTests {
    struct Company: Mappable {
        var name = ""
        var departments: [Department] = []
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            name        <- map["name"]
            departments <- map["departments"]
        }
    }

    struct Department: Mappable {
        var title: String?
        var people: [Person] = []
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            title  <- map["title"]
            people <- map["people"]
        }
    }

    @Test func pathsGoThroughNestedModelsAndArrays() {
        let json = #"{"name": "Acme", "departments": [{"title": "R&D", "people": [{"id": 1, "age": 30}, {"id": 2}, {"id": 3, "age": "x", "address": {"city": 7}}]}]}"#
        let (company, issues) = Mapper<Company>().mapWithIssues(JSONString: json)
        #expect(company?.departments.first?.people.count == 3)
        let reported = issues.filter { $0.kind != .missingKey }
        #expect(reported.map(\.description) == [
            "departments.0.people.2.age: expected Int, found string \"x\"",
            "departments.0.people.2.address.city: expected String, found number 7",
        ])
        let issue = reported[0]
        #expect(issue.keyPath == "departments.0.people.2.age")
        #expect(issue.expected == "Int")
        #expect(issue.found == "string \"x\"")
        #expect(issue.kind == .typeMismatch)
    }

    @Test func missingKeysAreIssuesOnlyForNonOptionalProperties() {
        let (_, issues) = Mapper<Address>().mapWithIssues(JSONString: "{}")
        #expect(issues.map(\.description) == ["city: expected String, found no value (the key is missing)"])
    }

    @Test func invalidJSONGivesLineAndColumn() {
        let (value, issues) = Mapper<Address>().mapWithIssues(JSONString: "{\n  \"city\": tru\n}")
        #expect(value == nil)
        #expect(issues.map(\.kind) == [.invalidJSON])
        #expect(issues.first?.found == "line 2, column 14: expected 'true', found U+000A")
    }

    @Test func mapOrFailThrowsTheIssuesFirstFirst() throws {
        #expect(try Mapper<Address>().mapOrFail(JSONString: #"{"city": "Oslo"}"#).city == "Oslo")
        do {
            _ = try Mapper<Address>().mapOrFail(JSONString: #"{"city": 1, "zip": 2}"#)
            Issue.record("expected MapError")
        } catch let error as MapError {
            #expect(error.issues.count == 2)
            #expect(error.reason == "expected String, found number 1")
            #expect(error.key == "city")
            #expect(error.description.contains("- zip: expected String, found number 2"))
        }
        #expect(throws: MapError.self) { try Mapper<Address>().mapOrFail(JSON: ["city": 1]) }
        #expect(throws: MapError.self) { try Mapper<Address>().mapOrFail(JSONObject: [1, 2]) }
        #expect(throws: MapError.self) { try Mapper<Point>().mapOrFail(JSONString: #"{"x": 1, "y": 2, "extra": [}"#) }
    }

    @Test func cleanMappingHasNoIssues() {
        let (value, issues) = Mapper<Address>().mapWithIssues(JSONString: #"{"city": "Oslo", "zip": null}"#)
        #expect(value == Address(city: "Oslo"))
        #expect(issues.isEmpty)
    }
}

@Suite("Alternative keys, defaults, envelopes")
struct AlternativeKeyTests {
    struct Profile: Mappable {
        var nickname: String?
        var city: String?
        var level: Level?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            nickname <- map[oneOf: "nickname", "nickName", "nick_name"]
            city     <- map[oneOf: "address.city", "location.city"]
            level    <- (map[oneOf: "level", "lvl"], LevelTransform())
        }
    }

    /// Levels as "low" / "high" strings.
    struct LevelTransform: TransformType {
        func transformFromJSON(_ value: Any?) -> Level? {
            switch value as? String {
            case "low": return .low
            case "high": return .high
            default: return nil
            }
        }

        func transformToJSON(_ value: Level?) -> String? {
            value.map { $0 == .low ? "low" : "high" }
        }
    }

    @Test func readsTheFirstPresentKeyAndWritesTheFirst() throws {
        let profile = try #require(Mapper<Profile>().map(JSONString: #"{"nick_name": "ada", "location": {"city": "Oslo"}, "lvl": "high"}"#))
        #expect(profile.nickname == "ada" && profile.city == "Oslo" && profile.level == .high)
        #expect(Mapper<Profile>().toJSONString(profile) == #"{"nickname":"ada","address":{"city":"Oslo"},"level":"high"}"#)
        let first = try #require(Mapper<Profile>().map(JSONString: #"{"nickname": "a", "nickName": "b"}"#))
        #expect(first.nickname == "a")
    }

    struct Settings: ImmutableMappable {
        let retries: Int
        let level: Level
        init(map: Map) throws {
            retries = try map.value("retries", default: 3)
            level   = try map.value("level", using: LevelTransform(), default: .low)
        }
    }

    @Test func defaultsStandInForAbsentNullAndWrongValues() throws {
        let empty = try Settings(JSONString: "{}")
        #expect(empty.retries == 3 && empty.level == .low)
        #expect(try Settings(JSONString: #"{"retries": null, "level": "high"}"#).retries == 3)
        #expect(try Settings(JSONString: #"{"level": "high"}"#).level == .high)
        // A value of the wrong type gives the default too, and the mismatch is reported.
        let (many, issues) = Mapper<Settings>().mapWithIssues(JSONString: #"{"retries": "many", "level": "medium"}"#)
        #expect(many?.retries == 3 && many?.level == .low)
        #expect(issues.map(\.keyPath) == ["retries", "level"])
        #expect(issues.map(\.kind) == [.typeMismatch, .failedTransform])
        #expect(throws: MapError.self) { try Mapper<Settings>().mapOrFail(JSONString: #"{"retries": "many"}"#) }
    }

    @Test func envelopesMapWhatIsAtAKeyPath() throws {
        let json = #"{"status": "ok", "data": {"items": [{"id": 1}, {"id": 2}], "owner": {"city": "Oslo"}}}"#
        #expect(Mapper<Ticket>().mapArray(JSONString: json, atKeyPath: "data.items")?.map(\.id) == [1, 2])
        #expect(Mapper<Address>().map(JSONString: json, atKeyPath: "data.owner")?.city == "Oslo")
        #expect(Mapper<Ticket>().mapArray(JSONData: Data(json.utf8), atKeyPath: "data.items")?.count == 2)
        #expect(Mapper<Address>().map(JSONData: Data(json.utf8), atKeyPath: "data.owner")?.city == "Oslo")
        #expect(Mapper<Ticket>().mapArray(JSONString: json, atKeyPath: "data.nothing") == nil)
        #expect(Mapper<Address>().map(JSONString: json, atKeyPath: "data.items.5") == nil)
    }
}

@Suite("Lenient types and sorted keys")
struct LenientTests {
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
