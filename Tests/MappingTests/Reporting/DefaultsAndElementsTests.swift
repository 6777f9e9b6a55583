import Foundation
import Testing
import Mapping

/// Defaults you can declare, and one element rule for every collection.
@Suite("Defaults and the element rule")
struct DefaultsAndElementsTests {
    /// Uppercases strings; refuses anything that is not a string.
    struct Shout: TransformType {
        func transformFromJSON(_ value: Any?) -> String? { (value as? String)?.uppercased() }
        func transformToJSON(_ value: String?) -> String? { value?.lowercased() }
    }

    struct Flags: Mappable {
        var isAdmin = true
        var retries = 0
        var ratio = 0.0
        var price = Decimal(0)
        var nick: String?
        var dotted = ""
        var nested = ""
        var loud = ""

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            isAdmin <- map["isAdmin", default: false]
            retries <- map["limits.retries", default: 3]
            ratio   <- map["ratio", default: 1]
            price   <- map["price", default: 1.66]
            nick    <- map["nick", ignoreNil: true, default: "anon"]
            dotted  <- map["a.b", nested: false, default: "d"]
            nested  <- map["x->y", delimiter: "->", default: "n"]
            loud    <- (map["loud", default: "QUIET"], Shout())
        }
    }

    @Test func aDeclaredDefaultStandsInForAbsentAndNullWithoutAnIssue() throws {
        for json in ["{}", #"{"isAdmin": null, "limits": {"retries": null}, "ratio": null, "price": null, "nick": null, "a.b": null, "x": {"y": null}, "loud": null}"#] {
            let (flags, issues) = Mapper<Flags>().mapWithIssues(JSONString: json)
            let value = try #require(flags)
            #expect(value.isAdmin == false && value.retries == 3 && value.ratio == 1 && value.nick == "anon")
            #expect(value.price == Decimal(string: "1.66") && value.dotted == "d" && value.nested == "n" && value.loud == "QUIET")
            #expect(issues.isEmpty, "\(json): \(issues)")
            #expect(try Mapper<Flags>().mapOrFail(JSONString: json).retries == 3)
        }
        let given = try #require(Flags(JSONString: #"{"isAdmin": true, "limits": {"retries": 5}, "ratio": 0.5, "a.b": "B", "x": {"y": "Y"}, "loud": "hey"}"#))
        #expect(given.isAdmin && given.retries == 5 && given.ratio == 0.5 && given.dotted == "B" && given.nested == "Y" && given.loud == "HEY")
    }

    @Test func aValueOfTheWrongTypeGivesTheDefaultAndIsReported() throws {
        let (flags, issues) = Mapper<Flags>().mapWithIssues(JSONString: #"{"isAdmin": "yes", "limits": {"retries": 1.5}, "loud": 7}"#)
        #expect(flags?.isAdmin == false && flags?.retries == 3 && flags?.loud == "QUIET")
        #expect(issues.map(\.description) == [
            #"isAdmin: expected Bool, found string "yes""#,
            "limits.retries: expected Int, found number 1.5",
            "loud: expected String, found number 7, which the transform rejected",
        ])
    }

    struct Reader: ImmutableMappable {
        let age: Int
        let nick: String
        let name: String?
        let when: String

        init(map: Map) throws {
            age = try map.value("age", default: 18)
            nick = try map.value(oneOf: "nickname", "nick_name", default: "anon")
            name = try map.value(oneOf: "name", "full_name")
            when = try map.value(oneOf: "at", "when", using: DefaultsAndElementsTests.Shout(), default: "NOW")
        }
    }

    @Test func readsWithDefaultsAndAlternativeKeys() throws {
        let first = try Reader(JSONString: #"{"age": 40, "nick_name": "ada", "full_name": "Ada L.", "when": "later"}"#)
        #expect(first.age == 40 && first.nick == "ada" && first.name == "Ada L." && first.when == "LATER")
        let empty = try Reader(JSONString: "{}")
        #expect(empty.age == 18 && empty.nick == "anon" && empty.name == nil && empty.when == "NOW")
        // A wrong value with a default does not throw: it is reported.
        let (wrong, issues) = Mapper<Reader>().mapWithIssues(JSONString: #"{"age": "abc", "nickname": 5}"#)
        #expect(wrong?.age == 18 && wrong?.nick == "anon")
        #expect(issues.map(\.keyPath) == ["age", "nickname"])
        // Without a default, a wrong value throws, naming the key that was found.
        do {
            _ = try Reader(JSONString: #"{"full_name": 1}"#)
            Issue.record("expected a MapError")
        } catch let error as MapError {
            #expect(error.key == "full_name")
        }
    }

    /// ObjectMapper's spellings: `default:` before `using:`, and a default array of models read
    /// without `try`.
    struct OldOrder: ImmutableMappable {
        let when: String
        let loud: [String]
        let tags: [Tag]

        init(map: Map) throws {
            when = try map.value("when", default: "NOW", using: DefaultsAndElementsTests.Shout())
            loud = try map.value("loud", default: ["A"], using: DefaultsAndElementsTests.Shout())
            tags = map.value("tags", default: [Tag("none")])
        }
    }

    @Test func objectMappersOrderAndTheDefaultThatDoesNotThrow() throws {
        let read = try OldOrder(JSONString: #"{"when": "later", "loud": ["x", "y"], "tags": [{"name": "t"}]}"#)
        #expect(read.when == "LATER" && read.loud == ["X", "Y"] && read.tags == [Tag("t")])
        let empty = try OldOrder(JSONString: "{}")
        #expect(empty.when == "NOW" && empty.loud == ["A"] && empty.tags == [Tag("none")])
        // One element that does not map gives the default, as ObjectMapper's strict read did,
        // and each failure is reported.
        let (wrong, issues) = Mapper<OldOrder>().mapWithIssues(JSONString: #"{"when": 5, "tags": [{"name": "t"}, 7]}"#)
        #expect(wrong?.when == "NOW" && wrong?.tags == [Tag("none")])
        #expect(issues.map(\.keyPath) == ["when", "tags.1"])
    }

    // MARK: The element rule

    enum Role: String {
        case admin, member
    }

    struct Tag: Mappable, Equatable {
        var name = ""
        init(_ name: String) { self.name = name }
        init?(map: Map) {
            guard map["name"].isKeyPresent else { return nil }
        }
        mutating func mapping(map: Map) { name <- map["name"] }
    }

    struct Everything: Mappable {
        var scores: [Int] = []
        var tags: [String]?
        var byName: [String: Int] = [:]
        var unique: Set<Int> = []
        var grid: [[Int]] = []
        var roles: [Role] = []
        var roleSet: Set<Role> = []
        var shouted: [String] = []
        var models: [Tag] = []
        var modelsByName: [String: Tag] = [:]

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            scores <- map["scores"]
            tags <- map["tags"]
            byName <- map["byName"]
            unique <- map["unique"]
            grid <- map["grid"]
            roles <- map["roles"]
            roleSet <- map["roleSet"]
            shouted <- (map["shouted"], Shout())
            models <- map["models"]
            modelsByName <- map["modelsByName"]
        }
    }

    @Test func aBadElementIsLeftOutAndReportedInEveryShape() throws {
        let json = #"""
            {"scores": [1, 2.5, 3], "tags": ["a", 2, "c"], "byName": {"a": 1, "b": "x"}, "unique": [1, "u", 1],
             "grid": [[1, true], [2]], "roles": ["admin", "owner"], "roleSet": ["member", 0],
             "shouted": ["a", 1], "models": [{"name": "t"}, {}], "modelsByName": {"k": {"name": "v"}, "z": 3}}
            """#
        let (value, issues) = Mapper<Everything>().mapWithIssues(JSONString: json)
        let mapped = try #require(value)
        #expect(mapped.scores == [1, 3] && mapped.tags == ["a", "c"] && mapped.byName == ["a": 1])
        #expect(mapped.unique == [1] && mapped.grid == [[1], [2]] && mapped.roles == [.admin] && mapped.roleSet == [.member])
        #expect(mapped.shouted == ["A"] && mapped.models == [Tag("t")] && mapped.modelsByName == ["k": Tag("v")])
        #expect(issues.map(\.keyPath) == ["scores.1", "tags.1", "byName.b", "unique.1", "grid.0.1", "roles.1", "roleSet.1",
                                          "shouted.1", "models.1", "modelsByName.z"])
        // mapOrFail refuses the same document, listing every one.
        do {
            _ = try Mapper<Everything>().mapOrFail(JSONString: json)
            Issue.record("expected a MapError")
        } catch let error as MapError {
            #expect(error.issues.count == 10)
        }
    }

    /// A dictionary property is read from text, bytes and a tree alike, whatever its size: its
    /// room is reserved from the object's member count, which in a document read lazily counts
    /// a repeated key each time.
    @Test(arguments: [0, 1, 7, 300])
    func dictionariesReadAlikeFromEverySource(members: Int) throws {
        var pairs = (0..<members).map { #""k\#($0)": \#($0)"# }
        if members > 0 { pairs.append(#""k0": -1"#) }
        let json = #"{"byName": {"# + pairs.joined(separator: ", ") + "}}"
        var expected = Dictionary(uniqueKeysWithValues: (0..<members).map { ("k\($0)", $0) })
        if members > 0 { expected["k0"] = -1 }
        let mapper = Mapper<Everything>()
        #expect(mapper.map(JSONString: json)?.byName == expected)
        #expect(mapper.map(JSONData: Data(json.utf8))?.byName == expected)
        #expect(mapper.map(JSONValue: try JSONValue(parsing: json))?.byName == expected)
        #expect(mapper.map(JSONValue: try JSONValue(parsing: json))?.byName.count == members)
    }

    @Test func aDictionaryFromAnythingButAnObjectIsReported() throws {
        let cases = [("[1]", "array of 1 element"), ("3", "number 3"), ("null", "null"), (#""x""#, #"string "x""#)]
        for (text, found) in cases {
            let (value, issues) = Mapper<Everything>().mapWithIssues(JSONString: #"{"byName": \#(text)}"#)
            #expect(value?.byName == [:], "\(text)")
            #expect(issues.filter { $0.keyPath == "byName" }.map(\.description)
                        == ["byName: expected [String: Int], found \(found)"], "\(text)")
        }
    }

    @Test func whenNoElementConvertsThePropertyKeepsItsValue() throws {
        var start = try #require(Everything(JSONString: #"{"scores": [9], "tags": ["t"], "roles": ["member"]}"#))
        Mapper<Everything>().map(JSONString: #"{"scores": ["x"], "tags": [1, 2], "roles": ["owner"]}"#, toObject: start)
            .scores.forEach { _ in }
        start = Mapper<Everything>().map(JSONString: #"{"scores": ["x"], "tags": [1, 2], "roles": ["owner"]}"#, toObject: start)
        #expect(start.scores == [9] && start.tags == ["t"] && start.roles == [.member])
    }
}
