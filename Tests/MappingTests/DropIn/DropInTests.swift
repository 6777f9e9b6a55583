import Foundation
import Testing
import Mapping

/// Every ObjectMapper behaviour that real model files rely on, one test per rule, both
/// directions where there are two.
@Suite("Drop-in behaviour")
struct DropInTests {
    // MARK: `try map.value` is one generic read

    struct Reading: ImmutableMappable {
        struct Payload: Codable, Equatable { var value: Int }
        let when: Date?
        let links: [String: String?]
        let payload: Payload?
        let array: [Any]?
        let dictionary: [String: Any]?
        let count: Int?
        let names: [String]?

        init(map: Map) throws {
            self.when = try? map.value("when")
            links = (try? map.value("links")) ?? [:]
            payload = try? map.value("payload")
            array = try map.value("array")
            dictionary = try map.value("dictionary")
            count = try? map.value("count")
            names = try map.value("names")
        }
    }

    @Test func optionalsOfAnyTypeReadAsObjectMapperReadThem() throws {
        let full = try Reading(JSONString: #"{"links": {"a": "x", "b": null}, "array": [1, "a", null], "dictionary": {"k": 1}, "count": 3, "names": ["n"]}"#)
        #expect(full.when == nil && full.payload == nil)
        #expect(full.links == ["a": "x", "b": nil])
        #expect(full.array?.count == 3 && full.array?.last is NSNull)
        #expect(full.dictionary?["k"] as? Int == 1)
        #expect(full.count == 3 && full.names == ["n"])
        // Absent keys give nil to optionals, for the cast path as for the typed one.
        let empty = try Reading(JSONString: "{}")
        #expect(empty.links.isEmpty && empty.array == nil && empty.dictionary == nil && empty.count == nil && empty.names == nil)
        // `try?` gives nil on any failure.
        let wrong = try Reading(JSONString: #"{"when": "2024-01-01", "links": 5, "payload": {"value": 1}, "count": "3"}"#)
        #expect(wrong.when == nil && wrong.links.isEmpty && wrong.payload == nil && wrong.count == nil)
        // `try` throws on a value of the wrong type, optional or not.
        #expect(throws: MapError.self) { try Reading(JSONString: #"{"array": {"not": "an array"}}"#) }
        #expect(throws: MapError.self) { try Reading(JSONString: #"{"names": [1]}"#) }
    }

    // MARK: Enums with any raw value type

    enum Scale: NSNumber {
        case none = 0
        case full = 1000
    }

    struct Gauges: Mappable {
        var one: Scale = .none
        var maybe: Scale?
        var list: [Scale] = []
        var grid: [[Scale]] = []
        var byName: [String: Scale] = [:]
        var listsByName: [String: [Scale]] = [:]
        var unique: Set<Scale> = []

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            one <- map["one"]
            maybe <- map["maybe"]
            list <- map["list"]
            grid <- map["grid"]
            byName <- map["byName"]
            listsByName <- map["listsByName"]
            unique <- map["unique"]
        }
    }

    struct FixedGauges: ImmutableMappable {
        let one: Scale
        let maybe: Scale?
        let list: [Scale]
        let grid: [[Scale]]
        let unique: Set<Scale>

        init(map: Map) throws {
            one = try map.value("one")
            maybe = try map.value("maybe")
            list = try map.value("list")
            grid = try map.value("grid")
            unique = try map.value("unique")
        }

        func mapping(map: Map) {
            one >>> map["one"]
            maybe >>> map["maybe"]
            list >>> map["list"]
            grid >>> map["grid"]
            unique >>> map["unique"]
        }
    }

    @Test func enumsBackedByNSNumberMapInEveryShape() throws {
        let json = #"{"one":1000,"maybe":0,"list":[0,1000],"grid":[[1000],[0,0]],"byName":{"a":1000},"listsByName":{"b":[0]},"unique":[1000,0,1000]}"#
        let gauges = try #require(Gauges(JSONString: json))
        #expect(gauges.one == .full && gauges.maybe == Scale.none && gauges.list == [.none, .full])
        #expect(gauges.grid == [[.full], [.none, .none]] && gauges.byName == ["a": .full])
        #expect(gauges.listsByName == ["b": [.none]] && gauges.unique == [.none, .full])
        #expect(gauges.toJSONString() == #"{"one":1000,"maybe":0,"list":[0,1000],"grid":[[1000],[0,0]],"byName":{"a":1000},"listsByName":{"b":[0]},"unique":[0,1000]}"#)
        let fixed = try FixedGauges(JSONString: json)
        #expect(fixed.one == .full && fixed.grid == [[.full], [.none, .none]] && fixed.unique == [.none, .full])
        #expect(fixed.toJSONString() == #"{"one":1000,"maybe":0,"list":[0,1000],"grid":[[1000],[0,0]],"unique":[0,1000]}"#)
        #expect(throws: MapError.self) { try FixedGauges(JSONString: #"{"one": 5, "list": [], "grid": [], "unique": []}"#) }
    }

    // MARK: A user's own errors

    enum AppError: Error, Equatable {
        case contextMissing
    }

    struct NeedsContext: MapContext {}

    struct Guarded: ImmutableMappable {
        let id: Int
        init(map: Map) throws {
            guard map.context is NeedsContext else { throw AppError.contextMissing }
            id = try map.value("id")
        }
    }

    struct Parent: ImmutableMappable {
        let child: Guarded
        init(map: Map) throws {
            child = try map.value("child")
        }
    }

    struct Lenient: Mappable {
        var child: Guarded?
        init?(map: Map) {}
        mutating func mapping(map: Map) { child <- map["child"] }
    }

    @Test func aModelsOwnErrorComesOutOfEveryThrowingDoorUnchanged() throws {
        #expect(throws: AppError.contextMissing) { try Mapper<Guarded>().map(JSONString: #"{"id": 1}"#) }
        #expect(throws: AppError.contextMissing) { try Mapper<Guarded>().map(JSON: ["id": 1]) }
        #expect(throws: AppError.contextMissing) { try Mapper<Guarded>().mapArray(JSONString: #"[{"id": 1}]"#) }
        #expect(throws: AppError.contextMissing) { try Mapper<Guarded>().mapDictionary(JSONString: #"{"a": {"id": 1}}"#) }
        #expect(throws: AppError.contextMissing) { try Guarded(JSONString: #"{"id": 1}"#) }
        #expect(throws: AppError.contextMissing) { try [Guarded](JSONString: #"[{"id": 1}]"#) }
        #expect(throws: AppError.contextMissing) { try Parent(JSONString: #"{"child": {"id": 1}}"#) }
        #expect(throws: AppError.contextMissing) { try Mapper<Parent>().mapOrFail(JSONString: #"{"child": {"id": 1}}"#) }
        #expect(throws: AppError.contextMissing) { try Mapper<Lenient>().mapOrFail(JSONString: #"{"child": {"id": 1}}"#) }
        // With the context, the same documents map.
        #expect(try Parent(JSONString: #"{"child": {"id": 1}}"#, context: NeedsContext()).child.id == 1)
        // A report names it as a refusal, with the error's own words.
        let (lenient, issues) = Mapper<Lenient>().mapWithIssues(JSONString: #"{"child": {"id": 1}}"#)
        #expect(lenient != nil && lenient?.child == nil)
        #expect(issues.map(\.description) == ["child: Guarded refused the object: contextMissing"])
        // The library's own failures are MapErrors.
        #expect(throws: MapError.self) { try Parent(JSONString: #"{"child": 1}"#, context: NeedsContext()) }
    }

    // MARK: ImmutableMappable collections are strict

    struct Member: ImmutableMappable, Hashable {
        let id: Int
        init(map: Map) throws { id = try map.value("id") }
    }

    struct Club: ImmutableMappable {
        let members: [Member]
        init(map: Map) throws { members = try map.value("members") }
    }

    struct Registry: ImmutableMappable {
        let byName: [String: Member]
        init(map: Map) throws { byName = try map.value("byName") }
    }

    struct Rooms: ImmutableMappable {
        let rows: [[Member]]
        init(map: Map) throws { rows = try map.value("rows") }
    }

    struct Roster: ImmutableMappable {
        let unique: Set<Member>
        init(map: Map) throws { unique = try map.value("unique") }
    }

    /// Accepts only non-negative numbers.
    struct NonNegative: TransformType {
        func transformFromJSON(_ value: Any?) -> Int? { (value as? Int).flatMap { $0 >= 0 ? $0 : nil } }
        func transformToJSON(_ value: Int?) -> Int? { value }
    }

    struct Stamps: ImmutableMappable {
        let times: [Int]
        init(map: Map) throws { times = try map.value("times", using: NonNegative()) }
    }

    @Test func oneBadElementFailsAnImmutableCollection() throws {
        #expect(try Club(JSONString: #"{"members": [{"id": 1}, {"id": 2}]}"#).members.count == 2)
        do {
            _ = try Club(JSONString: #"{"members": [{"id": 1}, {"name": "x"}, {"id": 3}]}"#)
            Issue.record("expected a MapError")
        } catch let error as MapError {
            #expect(error.issues.map(\.keyPath) == ["members.1.id"])
        }
        #expect(throws: MapError.self) { try Registry(JSONString: #"{"byName": {"a": {"id": 1}, "b": {}}}"#) }
        #expect(throws: MapError.self) { try Rooms(JSONString: #"{"rows": [[{"id": 1}], [{"id": "2"}]]}"#) }
        #expect(throws: MapError.self) { try Roster(JSONString: #"{"unique": [{"id": 1}, 2]}"#) }
        #expect(throws: MapError.self) { try Stamps(JSONString: #"{"times": [1, -2]}"#) }
        #expect(try Stamps(JSONString: #"{"times": [1, 2]}"#).times == [1, 2])
    }

    // MARK: Mapping onto an existing object

    final class Person: Mappable {
        var name: String?
        var age: Int?
        var spouse: Person?
        var friends: [String: Person]?

        init(name: String, age: Int) {
            self.name = name
            self.age = age
        }

        required init?(map: Map) {}

        func mapping(map: Map) {
            name <- map["name"]
            age <- map["age"]
            spouse <- map["spouse"]
            friends <- map["friends"]
        }
    }

    @Test func mappingOntoAnObjectUpdatesNestedObjectsInPlace() throws {
        let ada = Person(name: "Ada", age: 36)
        let spouse = Person(name: "William", age: 40)
        let friend = Person(name: "Charles", age: 44)
        ada.spouse = spouse
        ada.friends = ["charles": friend]
        let updated = Mapper<Person>().map(JSONString: #"{"age": 37, "spouse": {"age": 41}, "friends": {"charles": {"age": 45}, "mary": {"name": "Mary"}}}"#, toObject: ada)
        #expect(updated === ada && ada.age == 37 && ada.name == "Ada")
        #expect(ada.spouse === spouse && spouse.age == 41 && spouse.name == "William")
        #expect(ada.friends?["charles"] === friend && friend.age == 45 && friend.name == "Charles")
        #expect(ada.friends?["mary"]?.name == "Mary")
        // A fresh mapping builds new objects.
        let fresh = try #require(Mapper<Person>().map(JSONString: #"{"spouse": {"age": 1}}"#))
        #expect(fresh.spouse !== spouse && fresh.spouse?.name == nil)
        // The same holds for the Foundation door.
        _ = Mapper<Person>().map(JSON: ["spouse": ["name": "Will"]], toObject: ada)
        #expect(ada.spouse === spouse && spouse.name == "Will" && spouse.age == 41)
    }

    // MARK: A null is nil in Any and AnyObject too, as in ObjectMapper

    struct Loose: Mappable {
        var any: Any?
        var object: AnyObject?
        var count: Int?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            any <- map["any"]
            object <- map["object"]
            count <- map["count"]
        }
    }

    /// ObjectMapper's map gives no current value for a `null` (API.md: present, with a nil
    /// value), so an `Any?` or `AnyObject?` property reads it as `nil`, at every door, as every
    /// other optional does; inside an `[Any]` or `[String: Any]` a `null` stays `NSNull`.
    @Test func nullReadsAsNilIntoAnyAndAnyObject() throws {
        let text = #"{"any": null, "object": null, "count": null, "list": [1, null], "bag": {"k": null}}"#
        var prefilled = try #require(Loose(JSONString: "{}"))
        prefilled.any = 1
        prefilled.object = "set" as NSString
        let fromFoundation = try #require(Mapper<Loose>().map(JSON: ["any": NSNull(), "object": NSNull()]))
        for loose in [try #require(Loose(JSONString: text)), Mapper<Loose>().map(JSONString: text, toObject: prefilled),
                      fromFoundation] {
            #expect(loose.any == nil && loose.object == nil && loose.count == nil)
            #expect(loose.toJSONString() == "{}")
        }
        struct Nested: Mappable {
            var list: [Any] = []
            var bag: [String: Any] = [:]
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                list <- map["list"]
                bag <- map["bag"]
            }
        }
        let nested = try #require(Nested(JSONString: text))
        #expect(nested.list.count == 2 && nested.list.last is NSNull && nested.bag["k"] is NSNull)
        let absent = try #require(Loose(JSONString: "{}"))
        #expect(absent.any == nil && absent.object == nil)
    }

    // MARK: A property keeps its value when nothing converts

    struct Item: Mappable, Equatable {
        var name = ""
        init(name: String) { self.name = name }
        init?(map: Map) {}
        mutating func mapping(map: Map) { name <- map["name"] }
    }

    struct Basket: Mappable {
        var items: [Item]? = [Item(name: "kept")]
        var counts: [Int] = [7]
        var byName: [String: Item] = ["k": Item(name: "kept")]
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            items <- map["items"]
            counts <- map["counts"]
            byName <- map["byName"]
        }
    }

    @Test func nothingConvertsSoThePropertyStaysAsItWas() throws {
        let (basket, issues) = Mapper<Basket>().mapWithIssues(JSONString: #"{"items": [1, 2], "counts": ["a"], "byName": {"x": 3}}"#)
        #expect(basket?.items == [Item(name: "kept")] && basket?.counts == [7] && basket?.byName == ["k": Item(name: "kept")])
        #expect(issues.map(\.keyPath) == ["items.0", "items.1", "counts.0", "byName.x"])
        // An empty array is an array that converts.
        #expect(Basket(JSONString: #"{"items": [], "counts": []}"#)?.items == [])
    }

    // MARK: A nested collection whose elements all fail stays in its place, empty

    struct Shelf: Mappable {
        var grid: [[Item]]?
        var codes: [[Int]] = []
        var groups: [String: [Item]]?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            grid <- map["grid"]
            codes <- map["codes"]
            groups <- map["groups"]
        }
    }

    /// A row of `[[T]]` or a value of `[String: [T]]` is an element that is an array: when none
    /// of its own elements converts it is an empty array, as ObjectMapper gave, so the rows
    /// after it keep their positions and the key stays, and each element is reported.
    @Test func aNestedCollectionWhoseElementsAllFailStaysEmpty() throws {
        let text = #"{"grid": [[{"name": "a"}], [1], [{"name": "c"}]], "codes": [[1], ["x"], [3]], "groups": {"g": [2], "h": [{"name": "h"}]}}"#
        let (shelf, issues) = Mapper<Shelf>().mapWithIssues(JSONString: text)
        #expect(shelf?.grid == [[Item(name: "a")], [], [Item(name: "c")]])
        #expect(shelf?.codes == [[1], [], [3]])
        #expect(shelf?.groups == ["g": [], "h": [Item(name: "h")]])
        #expect(issues.map(\.keyPath) == ["grid.1.0", "codes.1.0", "groups.g.0"])
        #expect(shelf?.toJSONString() == #"{"grid":[[{"name":"a"}],[],[{"name":"c"}]],"codes":[[1],[],[3]],"groups":{"g":[],"h":[{"name":"h"}]}}"#)
        // The doors that read these shapes whole do the same.
        #expect(Mapper<Item>().mapArrayOfArrays(JSONObject: [[["name": "a"]], [1], []])?.map(\.count) == [1, 0, 0])
        #expect(Mapper<Item>().mapDictionaryOfArrays(JSON: ["g": [["name": "g"]], "h": [[:]]]).map { $0.mapValues(\.count) } == ["g": 1, "h": 1])
        #expect(Mapper<Item>().mapDictionaryOfArrays(JSONObject: ["g": [3]])?.mapValues(\.count) == ["g": 0])
        // Strictly, one bad element still fails the whole value.
        #expect(throws: MapError.self) { _ = try Mapper<Shelf>().mapOrFail(JSONString: text) }
    }

    /// Updating an object in place updates the models of a `[String: Model]` by key and keeps
    /// the keys the JSON does not name, as ObjectMapper's `mapDictionary(JSON:toDictionary:)`
    /// did; every other dictionary (`[String: [Model]]`, `[String: Int]`) is replaced by the
    /// JSON's, as ObjectMapper replaced it.
    @Test func updatingInPlaceReplacesDictionariesOfArraysAndValues() throws {
        struct Catalog: Mappable {
            var groups: [String: [Item]] = [:]
            var counts: [String: Int] = [:]
            var byName: [String: Item] = [:]
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                groups <- map["groups"]
                counts <- map["counts"]
                byName <- map["byName"]
            }
        }
        let before = #"{"groups": {"old": [{"name": "o"}]}, "counts": {"old": 1}, "byName": {"old": {"name": "o"}, "b": {"name": "b"}}}"#
        let after = #"{"groups": {"new": []}, "counts": {"new": 2}, "byName": {"b": {"name": "B"}}}"#
        let catalog = try #require(Catalog(JSONString: before))
        for updated in [Mapper<Catalog>().map(JSONString: after, toObject: catalog),
                        Mapper<Catalog>().map(JSON: try #require(Mapper<Catalog>.parseJSONStringIntoDictionary(JSONString: after)), toObject: catalog)] {
            #expect(updated.groups == ["new": []])
            #expect(updated.counts == ["new": 2])
            #expect(updated.byName == ["old": Item(name: "o"), "b": Item(name: "B")])
        }
    }

    // MARK: Enum containers

    enum Role: String {
        case admin, member
    }

    struct Team: Mappable {
        var roles: Set<Role> = []
        var maybeRoles: Set<Role>?
        var grid: [[Role]] = []
        var maybeGrid: [[Role]]?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            roles <- map["roles"]
            maybeRoles <- map["maybeRoles"]
            grid <- map["grid"]
            maybeGrid <- map["maybeGrid"]
        }
    }

    @Test func enumSetsAndGridsMapBothWays() throws {
        let team = try #require(Team(JSONString: #"{"roles": ["member", "admin", "member"], "maybeRoles": ["admin"], "grid": [["admin"], []], "maybeGrid": [["member"]]}"#))
        #expect(team.roles == [.admin, .member] && team.maybeRoles == [.admin])
        #expect(team.grid == [[.admin], []] && team.maybeGrid == [[.member]])
        #expect(team.toJSONString() == #"{"roles":["admin","member"],"maybeRoles":["admin"],"grid":[["admin"],[]],"maybeGrid":[["member"]]}"#)
    }

    // MARK: nestedKeyDelimiter

    struct Delimited: Mappable {
        var city: String?
        var seen: [String] = []
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            city <- map["address->city", delimiter: "->"]
            seen.append(map.nestedKeyDelimiter)
            city <- map["address.city"]
            seen.append(map.nestedKeyDelimiter)
        }
    }

    struct DelimitedReads: ImmutableMappable {
        let city: String
        let zip: String
        init(map: Map) throws {
            city = try map.value("address/city", delimiter: "/")
            zip = try map.value("address.zip")
        }
    }

    @Test func nestedKeyDelimiterIsTheDelimiterOfTheCurrentKey() throws {
        let mapped = try #require(Delimited(JSONString: #"{"address": {"city": "Oslo"}}"#))
        #expect(mapped.city == "Oslo" && mapped.seen == ["->", "."])
        let read = try DelimitedReads(JSONString: #"{"address": {"city": "Oslo", "zip": "0150"}}"#)
        #expect(read.city == "Oslo" && read.zip == "0150")
    }

    // MARK: Integral doubles

    struct Measure: Mappable {
        var value = 0.0
        var stamp = 0.0
        var ratio: Float = 0
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            value <- map["value"]
            stamp <- map["stamp"]
            ratio <- map["ratio"]
        }
    }

    @Test func integralDoublesAreWrittenAsFoundationWritesThem() throws {
        var measure = try #require(Measure(JSONString: "{}"))
        measure.value = 7.0
        measure.stamp = 1_710_461_263.0
        measure.ratio = 2
        let ours = try #require(measure.toJSONString())
        #expect(ours == #"{"value":7,"stamp":1710461263,"ratio":2}"#)
        let theirs = try JSONSerialization.data(withJSONObject: ["value": 7.0, "stamp": 1_710_461_263.0], options: [.sortedKeys])
        #expect(String(decoding: theirs, as: UTF8.self) == #"{"stamp":1710461263,"value":7}"#)
        // Reading them back into Double is unchanged.
        let again = try #require(Measure(JSONString: ours))
        #expect(again.value == 7 && again.stamp == 1_710_461_263 && again.ratio == 2)
        measure.value = 0.5
        #expect(measure.toJSONString()?.hasPrefix(#"{"value":0.5,"#) == true)
    }

    // MARK: A transform's nil writes nothing

    /// A transform of the kind ObjectMapper users write: `nil` to leave a value out.
    struct PositiveOnly: TransformType {
        func transformFromJSON(_ value: Any?) -> Int? { value as? Int }
        func transformToJSON(_ value: Int?) -> Int? { value.flatMap { $0 > 0 ? $0 : nil } }
    }

    struct Score: Mappable {
        var best = 5
        var last = -1
        var all = [3, -1, 4]
        var byName = ["a": 1, "b": -2]
        init() {}
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            best <- (map["best"], PositiveOnly())
            last <- (map["last"], PositiveOnly())
            all <- (map["all"], PositiveOnly())
            byName <- (map["byName"], PositiveOnly())
        }
    }

    @Test func aTransformsNilLeavesTheValueOutAsInObjectMapper() throws {
        let score = Score()
        let expected = #"{"best":5,"all":[3,4],"byName":{"a":1}}"#
        #expect(score.toJSONString() == expected)
        let written = Mapper<Score>().toJSONStringWithIssues(score)
        #expect(written.value == expected)
        #expect(written.issues.isEmpty)
        #expect(try Mapper<Score>().toJSONStringOrFail(score) == expected)
        #expect(score.toJSON()["last"] == nil && (score.toJSON()["all"] as? [Int]) == [3, 4])
        // With nil values included, the property the transform left out is a null, as
        // ObjectMapper wrote it; collections still leave their elements out.
        #expect(Mapper<Score>(shouldIncludeNilValues: true).toJSONString(score)
                == #"{"best":5,"last":null,"all":[3,4],"byName":{"a":1}}"#)
    }

    // MARK: `Any` and `AnyObject` properties in the Swift 6 language mode

    final class Untyped: Mappable {
        var payload: Any = 0
        var object: AnyObject = NSNull()
        init?(map: Map) {}
        func mapping(map: Map) {
            payload <- map["payload"]
            object <- map["object"]
        }
    }

    /// Compiling this file at all is half the test: the Swift 6.3 compiler crashed on `<-` with
    /// an `Any` property before the operator had a form of its own for it.
    @Test func anyAndAnyObjectPropertiesMapBothWays() throws {
        let loose = try #require(Mapper<Untyped>().map(JSONString: #"{"payload": [1, "a"], "object": {"k": true}}"#))
        #expect((loose.payload as? [Any])?.count == 2)
        #expect((loose.object as? [String: Any])?["k"] as? Bool == true)
        #expect(loose.toJSONString() == #"{"payload":[1,"a"],"object":{"k":true}}"#)
        let (_, issues) = Mapper<Untyped>().mapWithIssues(JSONString: #"{"payload": 1, "object": [2]}"#, toObject: loose)
        #expect(issues.isEmpty && loose.payload as? Int == 1)
    }
}
