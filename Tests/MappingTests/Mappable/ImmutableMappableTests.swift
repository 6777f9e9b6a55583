import Testing
import Mapping

/// `ImmutableMappable` models: required, optional and defaulted values read in `init(map:)`, the
/// errors that name what was missing, defaults for what is absent or wrong, and the throwing
/// `Mapper` doors.
@Suite("ImmutableMappable")
struct ImmutableMappableTests {
    @Test func readsRequiredOptionalAndDefaultedValues() throws {
        let point = try Point(JSONString: #"{"x": 1, "y": 2.5}"#)
        #expect(point == Point(x: 1, y: 2.5, label: nil, weight: 1))
        let full = try Point(JSONString: #"{"x": 1, "y": 2, "label": "p", "weight": 3}"#)
        #expect(full.toJSONString() == #"{"x":1,"y":2,"label":"p","weight":3}"#)
        #expect(try Point(JSONString: #"{"x": 1, "y": 2, "weight": null}"#).weight == 1)
    }

    @Test func errorsNameTheKeyTheReasonAndTheLine() throws {
        do {
            _ = try Point(JSONString: #"{"x": 1}"#)
            Issue.record("expected a MapError")
        } catch let error as MapError {
            #expect(error.key == "y")
            #expect(error.reason == "expected Double, found no value (the key is missing)")
            #expect("\(error.file ?? "")".hasSuffix("Models.swift"))
            #expect(error.line != nil)
            #expect(error.description.hasPrefix("Mapping failed at \"y\": expected Double, found no value"))
            #expect(error.localizedDescription == error.description)
        }
        // A value of the wrong type where a default is declared gives the default, and is reported.
        let (heavy, issues) = Mapper<Point>().mapWithIssues(JSONString: #"{"x": 1, "y": 2, "weight": "heavy"}"#)
        #expect(heavy?.weight == 1)
        #expect(issues.map(\.description) == [#"weight: expected Int, found string "heavy""#])
        #expect(throws: MapError.self) { try Point(JSONString: #"{"x": 1, "y": "2"}"#) }
        #expect(throws: MapError.self) { try Point(JSONString: "not json") }
    }

    @Test func throwingMapperEntryPoints() throws {
        let mapper = Mapper<Point>()
        let point = Point(x: 1, y: 2, label: nil, weight: 1)
        #expect(try mapper.map(JSONString: #"{"x": 1, "y": 2}"#) == point)
        #expect(try mapper.mapArray(JSONString: #"[{"x": 1, "y": 2}]"#) == [point])
        #expect(throws: MapError.self) { try mapper.mapArray(JSONString: #"[{"x": 1, "y": 2}, {"x": 1}]"#) }
        #expect(try mapper.map(JSON: ["x": 1, "y": 2]) == point)
        #expect(try mapper.mapDictionary(JSONString: #"{"a": {"x": 1, "y": 2}}"#) == ["a": point])
        #expect(try [Point](JSONString: #"[{"x": 1, "y": 2}]"#) == [point])
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
}
