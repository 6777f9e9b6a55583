import Foundation
import Testing
import Transforms

// The code of the Migrating from ObjectMapper article
// (Sources/Mapping/Mapping.docc/MigratingFromObjectMapper.md), compiled and run: one test per
// intentional difference, showing the behaviour and what to write instead. The types sit in an
// enum so they cannot clash with other tests' models.

enum Migrating {
    struct Session: MapContext {
        let userID: Int
        let locale: String
    }

    struct Player: Mappable {
        var level: Int8?
        var score: Int?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            level <- map["level"]
            score <- map["score"]
        }
    }

    struct Profile: Mappable {
        var nickname: String? = "none"
        var greeting = ""

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            nickname <- map["nickname"]
            if let session = map.context as? Session { greeting = "hello \(session.userID)" }
        }
    }

    struct RoundedPlayer: Mappable {
        var score: Int?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            score <- (map["score"], TransformOf<Int, Double>(fromJSON: { $0.map { Int($0.rounded()) } }, toJSON: { $0.map(Double.init) }))
        }
    }

    struct Grid: Mappable {
        var first: String?
        var zValue = 1.5
        var aValue = 2.5

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            first  <- map["rows.0.name"]
            zValue <- map["z"]
            aValue <- map["a"]
        }
    }
}

@Suite("Documentation: Migrating from ObjectMapper")
struct MigratingSnippets {
    @Test func contextsAreSendableValues() {
        let mapper = Mapper<Migrating.Profile>(context: Migrating.Session(userID: 7, locale: "fr"))
        #expect(mapper.map(JSONString: "{}")?.greeting == "hello 7")
    }

    @Test func numbersConvertOnlyExactly() {
        let (player, issues) = Mapper<Migrating.Player>().mapWithIssues(JSONString: #"{"level": 300, "score": 12.7}"#)
        #expect(player?.level == nil)
        #expect(player?.score == nil)
        #expect(issues.map(\.description) == [
            "level: expected Int8, found number 300",
            "score: expected Int, found number 12.7",
        ])
        // What to write instead: say how the number becomes an Int.
        #expect(Mapper<Migrating.RoundedPlayer>().map(JSONString: #"{"score": 12.7}"#)?.score == 13)
        // Numbers sent as strings: opt in to the lenient conversions, which stay exact.
        let lenient = Mapper<Migrating.Player>(options: .lenientTypes)
        #expect(lenient.map(JSONString: #"{"score": "12"}"#)?.score == 12)
        #expect(lenient.map(JSONString: #"{"score": "12.7"}"#)?.score == nil)
    }

    @Test func aWrongTypeLeavesTheOptionalAsItWas() {
        let (profile, issues) = Mapper<Migrating.Profile>().mapWithIssues(JSONString: #"{"nickname": 42}"#)
        #expect(profile?.nickname == "none")
        #expect(issues.first?.description == "nickname: expected String, found number 42")
        // A JSON null still sets it to nil.
        #expect(Mapper<Migrating.Profile>().map(JSONString: #"{"nickname": null}"#)?.nickname == nil)
    }

    @Test func indexComponentsWriteArrays() throws {
        var grid = try #require(Mapper<Migrating.Grid>().map(JSONString: #"{"rows": [{"name": "top"}]}"#))
        #expect(grid.first == "top")
        grid.first = "bottom"
        #expect(grid.toJSONString() == #"{"rows":[{"name":"bottom"}],"z":1.5,"a":2.5}"#)
    }

    @Test func keysFollowTheMappingOrderUnlessSorted() throws {
        let grid = try #require(Mapper<Migrating.Grid>().map(JSONString: "{}"))
        #expect(grid.toJSONString() == #"{"z":1.5,"a":2.5}"#)
        #expect(Mapper<Migrating.Grid>(options: .sortedKeys).toJSONString(grid) == #"{"a":2.5,"z":1.5}"#)
    }

    @Test func nonFiniteNumbersAreReportedNotDropped() throws {
        var grid = try #require(Mapper<Migrating.Grid>().map(JSONString: "{}"))
        grid.zValue = .nan
        #expect(grid.toJSONString() == nil)
        let (string, issues) = Mapper<Migrating.Grid>().toJSONStringWithIssues(grid)
        #expect(string == nil)
        #expect(issues.map(\.description) == ["z: cannot write nan as JSON"])
    }
}
