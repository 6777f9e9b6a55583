import Foundation
import Testing
import Mapping

/// What a `Map` tells the model that reads through it: whether the key is present, its current
/// value, and the context the mapper was given, down to nested models.
@Suite("Map")
struct MapTests {
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

    @Test func contextReachesNestedMaps() throws {
        let json = #"{"email": "a@b.c", "owner": {}}"#
        let admin = try #require(Mapper<Account>(context: Audience(isAdmin: true)).map(JSONString: json))
        #expect(admin.email == "a@b.c" && admin.owner?.sawContext == true)
        #expect(Mapper<Account>().map(JSONString: json)?.email == nil)
        #expect(Account(JSONString: json, context: Audience(isAdmin: true))?.email == "a@b.c")
    }
}

/// Keys read after the object's last key: a model's map tries the key after the last one found
/// first, and once every key up to the last was read there is none; what follows must still
/// find earlier keys, paths, `null`s and absences, from text and from data, as the
/// `>>>` pass after an ImmutableMappable's `init(map:)` selects keys then.
@Suite("Map: keys read after the last one")
struct MapKeysAfterTheLastTests {
    struct Late: Mappable {
        var first = 0, last = 0, again = 0, deep = "", nothing: Int?, empty: Int? = 7, tail = 0
        var ignored = 5

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            first   <- map["first"]
            last    <- map["last"]
            // Every key is behind the map now.
            again   <- map["first"]
            deep    <- map["inner.name"]
            nothing <- map["absent"]
            empty   <- map["null"]
            ignored <- map["null", ignoreNil: true]
            tail    <- map["last"]
        }
    }

    struct Frozen: ImmutableMappable {
        let first: Int
        let last: Int
        let deep: String

        init(map: Map) throws {
            first = try map.value("first")
            last  = try map.value("last")
            deep  = try map.value("inner.name")
        }

        mutating func mapping(map: Map) {
            first >>> map["first"]
            last  >>> map["last"]
            deep  >>> map["inner.name"]
        }
    }

    static let json = #"{"first": 1, "inner": {"name": "x"}, "null": null, "last": 9}"#

    @Test("a Mappable model finds earlier keys, paths, nulls and absences after the last key")
    func mappable() throws {
        for late in [Mapper<Late>().map(JSONString: Self.json), Mapper<Late>().map(JSONData: Data(Self.json.utf8))] {
            let late = try #require(late)
            #expect(late.first == 1 && late.last == 9 && late.again == 1 && late.tail == 9)
            #expect(late.deep == "x")
            #expect(late.nothing == nil)
            #expect(late.empty == nil)
            #expect(late.ignored == 5)
        }
        let (value, issues) = Mapper<Late>().mapWithIssues(JSONString: Self.json)
        #expect(value != nil && issues.isEmpty, "\(issues)")
    }

    @Test("an ImmutableMappable model reads, and its >>> pass after init(map:) writes back the same JSON")
    func immutable() throws {
        let frozen = try Mapper<Frozen>().mapOrFail(JSONString: Self.json)
        #expect(frozen.first == 1 && frozen.last == 9 && frozen.deep == "x")
        #expect(try Mapper<Frozen>().mapOrFail(JSONData: Data(Self.json.utf8)).deep == "x")
        let written = try #require(Mapper<Frozen>(options: .sortedKeys).toJSONString(frozen))
        #expect(written == #"{"first":1,"inner":{"name":"x"},"last":9}"#)
    }
}
