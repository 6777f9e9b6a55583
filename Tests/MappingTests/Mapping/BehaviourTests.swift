import Foundation
import Testing
import Mapping

/// The behaviours ObjectMapper users rely on, one concern per suite.
@Suite("Key paths")
struct KeyPathTests {
    struct Model: Mappable {
        var city: String?
        var firstFriend: String?
        var cell: Int?
        var dotted: String?
        var arrow: String?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            city        <- map["user.address.city"]
            firstFriend <- map["user.friends.0.name"]
            cell        <- map["matrix.1.2"]
            dotted      <- map["file.name", nested: false]
            arrow       <- map["a->b", delimiter: "->"]
        }
    }

    @Test func readsNestedObjectsArraysAndLiteralKeys() throws {
        let json = #"{"user": {"address": {"city": "Oslo"}, "friends": [{"name": "Bo"}]}, "matrix": [[1,2,3],[4,5,6]], "file.name": "a.txt", "a": {"b": "arrow"}}"#
        let model = try #require(Mapper<Model>().map(JSONString: json))
        #expect(model.city == "Oslo")
        #expect(model.firstFriend == "Bo")
        #expect(model.cell == 6)
        #expect(model.dotted == "a.txt")
        #expect(model.arrow == "arrow")
    }

    @Test func keysMatchByTheirDecodedBytes() throws {
        struct Keys: Mappable {
            var empty: Int?, escaped: Int?, long: Int?, accented: Int?
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                empty    <- map[""]
                escaped  <- map["ab"]
                long     <- map["/api/v1/users/123/profile/settings"]
                accented <- map["caf\u{E9}"]
            }
        }
        let json = #"{"": 1, "a\u0062": 2, "/api/v1/users/123/profile/settings": 3, "/api/v1/users/123/profile/settingz": 4, "cafe\u0301": 5, "café": 6}"#
        let keys = try #require(Mapper<Keys>().map(JSONString: json))
        #expect(keys.empty == 1 && keys.escaped == 2 && keys.long == 3 && keys.accented == 6)
    }

    @Test func missingStepsLeaveThePropertyAlone() throws {
        let model = try #require(Mapper<Model>().map(JSONString: #"{"user": {"friends": []}, "matrix": [[1]]}"#))
        #expect(model.city == nil && model.firstFriend == nil && model.cell == nil)
    }

    @Test func writingBuildsObjectsAndArrays() throws {
        var model = try #require(Mapper<Model>().map(JSONString: "{}"))
        model.city = "Oslo"
        model.firstFriend = "Bo"
        model.dotted = "a.txt"
        #expect(Mapper<Model>().toJSONString(model)
                == #"{"user":{"address":{"city":"Oslo"},"friends":[{"name":"Bo"}]},"file.name":"a.txt"}"#)
    }

    @Test func anIndexComponentWritesIntoAnArray() throws {
        struct Writer: Mappable {
            var value = "v"
            init?(map: Map) {}
            mutating func mapping(map: Map) { value >>> map["a.0.b"] }
        }
        let writer = try #require(Writer(JSON: [:]))
        #expect(writer.toJSONString() == #"{"a":[{"b":"v"}]}"#)
    }
}

@Suite("Presence and null")
struct PresenceTests {
    struct Model: Mappable {
        var name: String? = "start"
        var count = 7
        var note: String? = "kept"
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            name  <- map["name"]
            count <- map["count"]
            note  <- map["note", ignoreNil: true]
        }
    }

    @Test func absentKeysLeavePropertiesAlone() throws {
        let model = try #require(Mapper<Model>().map(JSONString: "{}"))
        #expect(model.name == "start" && model.count == 7 && model.note == "kept")
    }

    @Test func nullSetsOptionalsToNilAndLeavesOthersAlone() throws {
        let model = try #require(Mapper<Model>().map(JSONString: #"{"name": null, "count": null, "note": null}"#))
        #expect(model.name == nil)
        #expect(model.count == 7)
        #expect(model.note == "kept")  // ignoreNil: null counts as absent
    }

    @Test func wrongTypesLeavePropertiesAloneWithAnIssue() throws {
        let (model, issues) = Mapper<Model>().mapWithIssues(JSONString: #"{"name": 1, "count": "x"}"#)
        #expect(model?.name == "start" && model?.count == 7)
        #expect(issues.map(\.description) == [
            "name: expected String, found number 1",
            "count: expected Int, found string \"x\"",
        ])
    }

    @Test func isKeyPresentAndCurrentValue() throws {
        let map = Map(mappingType: .fromJSON, JSON: ["a": NSNull(), "b": 2])
        #expect(map["a"].isKeyPresent && map.currentValue == nil)
        #expect(map["a", ignoreNil: true].isKeyPresent == false)
        #expect(map["b"].currentValue as? Int == 2)
        #expect(map.currentKey == "b")
        #expect(map["c"].isKeyPresent == false)
        let value: Int? = map["b"].value()
        #expect(value == 2)
    }
}

@Suite("Arrays, dictionaries and sets of models")
struct CollectionTests {
    @Test func refusedElementsAreLeftOutWithIssues() throws {
        struct Board: Mappable {
            var tickets: [Ticket] = []
            var byKey: [String: Ticket] = [:]
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                tickets <- map["tickets"]
                byKey   <- map["byKey"]
            }
        }
        let json = #"{"tickets": [{"id": 1}, {"title": "no id"}, 3, {"id": 4}], "byKey": {"a": {"id": 1}, "b": {}}}"#
        let (board, allIssues) = Mapper<Board>().mapWithIssues(JSONString: json)
        let issues = allIssues.filter { $0.kind != .missingKey }  // the titles that are absent
        #expect(board?.tickets.map(\.id) == [1, 4])
        #expect(board?.byKey.keys.sorted() == ["a"])
        #expect(issues.map(\.keyPath) == ["tickets.1", "tickets.2", "byKey.b"])
        #expect(issues.first?.kind == .refusedObject)
    }

    @Test func basicCollectionsLeaveBadElementsOutLikeModels() throws {
        let (person, issues) = Mapper<Person>().mapWithIssues(JSONString: #"{"id": 1, "tags": ["a", 2]}"#)
        #expect(person?.tags == ["a"])
        #expect(issues.filter { $0.kind != .missingKey }.map(\.description) == ["tags.1: expected String, found number 2"])
    }

    @Test func unknownEnumValuesInArraysAreLeftOut() throws {
        let person = try #require(Mapper<Person>().map(JSONString: #"{"roles": ["admin", "owner", "member"]}"#))
        #expect(person.roles == [.admin, .member])
    }

    @Test func mapperCollectionsAndConveniences() throws {
        let json = #"[{"id": 1}, {"title": "refused"}, {"id": 3}]"#
        #expect(Mapper<Ticket>().mapArray(JSONString: json)?.map(\.id) == [1, 3])
        #expect([Ticket](JSONString: json)?.count == 2)
        #expect(Mapper<Ticket>().mapArray(JSONString: #"{"id": 9}"#)?.map(\.id) == [9])  // one object
        let dictionary = Mapper<Ticket>().mapDictionary(JSONString: #"{"a": {"id": 1}, "b": {"id": 2}}"#)
        #expect(dictionary?["b"]?.id == 2)
        let set = Mapper<Address>().mapSet(JSONString: #"[{"city": "A"}, {"city": "A"}, {"city": "B"}]"#)
        #expect(set?.count == 2)
        #expect(Mapper<Ticket>().mapArray(JSONArray: [["id": 5], ["x": 1]]).map(\.id) == [5])
        let nested = Mapper<Ticket>().mapArrayOfArrays(JSONObject: [[["id": 1]], [["id": 2], ["id": 3]]])
        #expect(nested?.map { $0.map(\.id) } == [[1], [2, 3]])
        let groups = Mapper<Ticket>().mapDictionaryOfArrays(JSON: ["g": [["id": 1], ["id": 2]]])
        #expect(groups?["g"]?.count == 2)
    }
}

@Suite("Class clusters")
struct ClassClusterTests {
    struct Drawing: Mappable {
        var shapes: [Shape] = []
        var main: Shape?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            shapes <- map["shapes"]
            main   <- map["main"]
        }
    }

    @Test func theBaseClassPicksTheSubclass() throws {
        let json = #"{"main": {"kind": "square", "side": 2}, "shapes": [{"kind": "circle", "radius": 1.5, "name": "c"}, {"kind": "hexagon"}, {"kind": "square", "side": 3}]}"#
        let drawing = try #require(Mapper<Drawing>().map(JSONString: json))
        #expect((drawing.main as? Square)?.side == 2)
        #expect(drawing.shapes.count == 2)
        let circle = try #require(drawing.shapes.first as? Circle)
        #expect(circle.radius == 1.5 && circle.name == "c")
        #expect((drawing.shapes.last as? Square)?.side == 3)
        #expect(Mapper<Shape>().toJSONString(circle) == #"{"name":"c","kind":"circle","radius":1.5}"#)
        #expect(Mapper<Shape>().map(JSONString: #"{"kind": "hexagon"}"#) == nil)
    }
}

@Suite("ImmutableMappable")
struct ImmutableTests {
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
        #expect(try mapper.map(JSONString: #"{"x": 1, "y": 2}"#).x == 1)
        #expect(try mapper.mapArray(JSONString: #"[{"x": 1, "y": 2}]"#).count == 1)
        #expect(throws: MapError.self) { try mapper.mapArray(JSONString: #"[{"x": 1, "y": 2}, {"x": 1}]"#) }
        #expect(try mapper.map(JSON: ["x": 1, "y": 2]).y == 2)
        #expect(try mapper.mapDictionary(JSONString: #"{"a": {"x": 1, "y": 2}}"#)["a"]?.x == 1)
        #expect(try [Point](JSONString: #"[{"x": 1, "y": 2}]"#).count == 1)
    }
}

@Suite("Context, nil values and updating objects")
struct ContextTests {
    struct Audience: MapContext { var isAdmin: Bool }

    struct Account: Mappable {
        var email: String?
        var owner: Owner?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            if (map.context as? Audience)?.isAdmin == true { email <- map["email"] }
            owner <- map["owner"]
        }
    }

    struct Owner: Mappable {
        var sawContext = false
        var nickname: String?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            sawContext = map.context is Audience
            nickname <- map["nickname"]
        }
    }

    @Test func contextReachesNestedMaps() throws {
        let json = #"{"email": "a@b.c", "owner": {}}"#
        let admin = try #require(Mapper<Account>(context: Audience(isAdmin: true)).map(JSONString: json))
        #expect(admin.email == "a@b.c" && admin.owner?.sawContext == true)
        #expect(Mapper<Account>().map(JSONString: json)?.email == nil)
        #expect(Account(JSONString: json, context: Audience(isAdmin: true))?.email == "a@b.c")
    }

    @Test func nilOptionalsAreLeftOutUnlessIncluded() throws {
        var account = try #require(Mapper<Account>().map(JSONString: #"{"owner": {}}"#))
        account.email = nil
        #expect(Mapper<Account>().toJSONString(account) == #"{"owner":{}}"#)
        #expect(Mapper<Account>(shouldIncludeNilValues: true).toJSONString(account) == #"{"owner":{"nickname":null}}"#)
    }

    @Test func mappingOntoAnObjectKeepsWhatTheJSONDoesNotMention() throws {
        var person = Person()
        person.id = 5
        person.name = "Ada"
        let updated = Mapper<Person>().map(JSONString: #"{"age": 36}"#, toObject: person)
        #expect(updated.id == 5 && updated.name == "Ada" && updated.age == 36)
        #expect(Mapper<Person>().map(JSONString: "{oops", toObject: person) == person)
    }
}

@Suite("Writing JSON")
struct ToJSONTests {
    @Test func keysComeOutInMappingOrderOrSorted() throws {
        var person = Person()
        person.id = 1
        person.name = "Ada"
        person.address = Address(city: "London")
        #expect(Mapper<Person>().toJSONString(person)
                == #"{"id":1,"name":"Ada","roles":[],"address":{"city":"London"},"friends":[],"groups":{},"tags":[]}"#)
        #expect(Mapper<Person>(options: .sortedKeys).toJSONString(person)
                == #"{"address":{"city":"London"},"friends":[],"groups":{},"id":1,"name":"Ada","roles":[],"tags":[]}"#)
    }

    @Test func foundationDoorsGiveWhatJSONSerializationUsersExpect() throws {
        struct Bag: Mappable {
            var any: [String: Any] = [:]
            var list: [Any] = []
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                any  <- map["any"]
                list <- map["list"]
            }
        }
        let bag = try #require(Mapper<Bag>().map(JSONString: #"{"any": {"n": 3, "b": true, "z": null, "d": 1.5}, "list": [1, "s"]}"#))
        #expect(bag.any["n"] as? Int == 3)
        #expect(bag.any["n"] as? Double == 3)
        #expect(bag.any["b"] as? Bool == true)
        #expect(bag.any["z"] is NSNull)
        #expect(bag.any["d"] as? Double == 1.5)
        #expect(bag.list.count == 2)
        let json = bag.toJSON()
        #expect((json["any"] as? [String: Any])?["n"] as? Int == 3)
    }

    @Test func dataInAndOut() throws {
        let data = Data(#"{"id": 3, "name": "Ada"}"#.utf8)
        let person = try #require(Mapper<Person>().map(JSONData: data))
        #expect(person.id == 3)
        let written = try #require(Mapper<Person>().toJSONData(person))
        #expect(Mapper<Person>().map(JSONData: written) == person)
        #expect(Mapper<Person>().mapArray(JSONData: Data("[{\"id\": 1}]".utf8))?.count == 1)
    }
}
