import Foundation
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

    /// The failable initializers are on every model, as in ObjectMapper: an ImmutableMappable
    /// one gives an optional where an optional is wanted, and `try` still picks the throwing one.
    @Test func failableInitializersWhereAnOptionalIsWanted() throws {
        if let point = Point(JSONString: #"{"x": 1, "y": 2}"#) {
            #expect(point.x == 1)
        } else {
            Issue.record("expected a point")
        }
        let refused: Point? = Point(JSON: ["x": 1])
        #expect(refused == nil)
        #expect(Point(JSONData: Data("[]".utf8)) == nil)
        #expect(Self.made(Point.self, from: ["x": 3, "y": 4])?.y == 4)
        let thrown = try Point(JSONString: #"{"x": 5, "y": 6}"#)
        #expect(thrown.x == 5)
        #expect(throws: MapError.self) { try Point(JSON: ["x": 1]) }
    }

    /// Code generic over every model reaches the failable initializer.
    static func made<T: BaseMappable>(_ type: T.Type, from json: [String: Any]) -> T? { T(JSON: json) }

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
    /// An ImmutableMappable whose `mapping(map:)`, run after `init(map:)` as in ObjectMapper,
    /// also reads: plain keys, paths, `ignoreNil`, defaults, a nested model and the map's state.
    struct Profile: ImmutableMappable {
        let id: Int
        var nickname: String?
        var tag: String?
        var note: String? = "kept"
        var retries = 0
        var level = 0
        var friends: [Point] = []
        var idKey: String?
        var hasMissing = true
        var idValue: Int?
        var absentKey: String?

        init(map: Map) throws {
            id = try map.value("id")
        }

        mutating func mapping(map: Map) {
            id       >>> map["id"]
            nickname <- map["nickname"]
            tag      <- map["meta.tag"]
            note     <- map["note", ignoreNil: true]
            retries  <- map["retries", default: 3]
            level    <- map["level"]
            friends  <- map["friends"]
            idKey = map["id"].currentKey
            idValue = map.currentValue as? Int
            hasMissing = map["missing"].isKeyPresent
            absentKey = map["missing"].currentKey
        }
    }

    @Test func mappingAfterInitReadsWhatItSelects() throws {
        let json = #"""
            {"id": 7, "nickname": "ada", "meta": {"tag": "x"}, "note": null, "level": 2,
             "friends": [{"x": 1, "y": 2}]}
            """#
        let profile = try Profile(JSONString: json)
        #expect(profile.id == 7 && profile.nickname == "ada" && profile.tag == "x")
        #expect(profile.note == "kept")
        #expect(profile.retries == 3 && profile.level == 2)
        #expect(profile.friends == [Point(x: 1, y: 2, label: nil, weight: 1)])
        #expect(profile.idKey == "id" && profile.idValue == 7)
        #expect(!profile.hasMissing && profile.absentKey == "missing")
        // The same from a Foundation dictionary, whose values are a tree rather than a tape.
        let fromDictionary = try Mapper<Profile>().map(JSON: ["id": 7, "meta": ["tag": "x"], "level": 2, "note": NSNull()])
        #expect(fromDictionary.tag == "x" && fromDictionary.level == 2 && fromDictionary.note == "kept")
        #expect(fromDictionary.idKey == "id" && fromDictionary.idValue == 7 && !fromDictionary.hasMissing)

        // Keys read in any order, and a wrong value reported at its key.
        let (reordered, issues) = Mapper<Profile>().mapWithIssues(
            JSONString: #"{"level": "high", "friends": [], "meta": {"tag": "y"}, "nickname": "bo", "id": 1}"#)
        #expect(reordered?.nickname == "bo" && reordered?.tag == "y" && reordered?.level == 0)
        #expect(issues.map(\.keyPath) == ["level"])

        // Models after it, in the same array, read their keys as usual.
        let list = try Mapper<Profile>().mapArray(JSONString: "[\(json), {\"id\": 2, \"level\": 5}]")
        #expect(list.map(\.level) == [2, 5] && list.map(\.nickname) == ["ada", nil])
        let mixed = Mapper<Holder>().map(JSONString: #"{"profile": {"id": 3, "level": 4}, "after": {"id": 9}}"#)
        #expect(mixed?.profile?.level == 4 && mixed?.after?.id == 9 && mixed?.after?.level == 1)
    }

    struct Holder: Mappable {
        var profile: Profile?
        var after: Plain?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            profile <- map["profile"]
            after   <- map["after"]
        }
    }

    struct Plain: Mappable {
        var id = 0
        var level = 1
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            id    <- map["id"]
            level <- map["level", default: 1]
        }
    }
}

extension ImmutableMappableTests {
    /// `Plain`'s fields as an ImmutableMappable that reads `level` in `init(map:)` and `id` in
    /// the `mapping(map:)` that follows it.
    struct Counter: ImmutableMappable {
        let level: Int
        var id = 0
        init(map: Map) throws { level = try map.value("level") }
        mutating func mapping(map: Map) {
            level >>> map["level"]
            id    <- map["id"]
        }
    }

    /// A key the object repeats is reported whatever protocol the model adopts, also when it is
    /// read in the `mapping(map:)` after `init(map:)`; a parsed `JSONValue` keeps only the last
    /// value of a repeated key, so mapping it finds nothing to report.
    @Test func repeatedKeysAreReportedForEveryModel() throws {
        let text = #"{"id": 1, "id": 2, "level": 3}"#
        let expected = [#"id: the key appears more than once: expected one value for "id", found 2 values; the last one was mapped"#]
        let (plain, plainIssues) = Mapper<Plain>().mapWithIssues(JSONString: text)
        #expect(plain?.id == 2 && plainIssues.map(\.description) == expected)
        let (counter, counterIssues) = Mapper<Counter>().mapWithIssues(JSONString: text)
        #expect(counter?.id == 2 && counter?.level == 3 && counterIssues.map(\.description) == expected)

        let tree = try JSONValue(parsing: text)
        #expect(tree == ["id": 2, "level": 3])
        let (plainFromTree, plainTreeIssues) = Mapper<Plain>().mapWithIssues(JSONValue: tree)
        #expect(plainFromTree?.id == 2 && plainTreeIssues.isEmpty)
        let (counterFromTree, counterTreeIssues) = Mapper<Counter>().mapWithIssues(JSONValue: tree)
        #expect(counterFromTree?.id == 2 && counterTreeIssues.isEmpty)
    }

    struct Sizes: ImmutableMappable {
        let sizes: [Int8]
        let limits: [String: Int8]?
        init(map: Map) throws {
            sizes = try map.value("sizes")
            limits = try map.value("limits")
        }
    }

    struct Crate: ImmutableMappable {
        let box: Sizes
        init(map: Map) throws { box = try map.value("box") }
    }

    /// The error of a throwing door names the full path of what failed, as the `OrFail` door's
    /// does and as it does for a nested model's key: inside a collection too, however deep.
    @Test func theThrowingDoorsNameTheFullPathOfAFailedElement() throws {
        let cases: [(json: String, path: String)] = [
            (#"{"sizes": [1, 300]}"#, "sizes.1"),
            (#"{"sizes": [], "limits": {"max": 300}}"#, "limits.max"),
        ]
        for (json, path) in cases {
            let direct = try #require(throws: MapError.self) { try Sizes(JSONString: json) }
            #expect(direct.key == path)
            #expect(direct.description.hasPrefix("Mapping failed at \"\(path)\": expected Int8, found number 300"))
            let orFail = try #require(throws: MapError.self) { try Mapper<Sizes>().mapOrFail(JSONString: json) }
            #expect(orFail.key == direct.key)
            let nested = try #require(throws: MapError.self) { try Crate(JSONString: #"{"box": "# + json + "}") }
            #expect(nested.key == "box." + path)
            let element = try #require(throws: MapError.self) { try Mapper<Sizes>().mapArray(JSONString: #"[{"sizes": []}, "# + json + "]") }
            #expect(element.key == "1." + path)
        }
    }
}
