import Foundation
import Testing
import Mapping

/// `Mapper`'s doors: collections and conveniences, mapping onto an existing model, data in and
/// out, envelopes (`atKeyPath:`), key order and nil values when writing.
@Suite("Mapper")
struct MapperTests {
    @Test func mapperCollectionsAndConveniences() throws {
        let json = #"[{"id": 1}, {"title": "refused"}, {"id": 3}]"#
        #expect(Mapper<Ticket>().mapArray(JSONString: json)?.map(\.id) == [1, 3])
        #expect([Ticket](JSONString: json)?.map(\.id) == [1, 3])
        #expect(Mapper<Ticket>().mapArray(JSONString: #"{"id": 9}"#)?.map(\.id) == [9])  // one object
        let dictionary = Mapper<Ticket>().mapDictionary(JSONString: #"{"a": {"id": 1}, "b": {"id": 2}}"#)
        #expect(dictionary?.mapValues(\.id) == ["a": 1, "b": 2])
        let set = Mapper<Address>().mapSet(JSONString: #"[{"city": "A"}, {"city": "A"}, {"city": "B"}]"#)
        #expect(set == [Address(city: "A"), Address(city: "B")])
        #expect(Mapper<Ticket>().mapArray(JSONArray: [["id": 5], ["x": 1]]).map(\.id) == [5])
        let nested = Mapper<Ticket>().mapArrayOfArrays(JSONObject: [[["id": 1]], [["id": 2], ["id": 3]]])
        #expect(nested?.map { $0.map(\.id) } == [[1], [2, 3]])
        let groups = Mapper<Ticket>().mapDictionaryOfArrays(JSON: ["g": [["id": 1], ["id": 2]]])
        #expect(groups?.mapValues { $0.map(\.id) } == ["g": [1, 2]])
    }

    @Test func mappingOntoAnObjectKeepsWhatTheJSONDoesNotMention() throws {
        var person = Person()
        person.id = 5
        person.name = "Ada"
        let updated = Mapper<Person>().map(JSONString: #"{"age": 36}"#, toObject: person)
        #expect(updated.id == 5 && updated.name == "Ada" && updated.age == 36)
        #expect(Mapper<Person>().map(JSONString: "{oops", toObject: person) == person)
    }

    @Test func nilOptionalsAreLeftOutUnlessIncluded() throws {
        var account = try #require(Mapper<Account>().map(JSONString: #"{"owner": {}}"#))
        account.email = nil
        #expect(Mapper<Account>().toJSONString(account) == #"{"owner":{}}"#)
        #expect(Mapper<Account>(shouldIncludeNilValues: true).toJSONString(account) == #"{"owner":{"nickname":null}}"#)
    }

    /// The catch-all types (`[String: Any]?`, `Any?`, `NSNumber?`, `Date?`, an implicitly
    /// unwrapped one) go through a cast rather than a codec of their own; their nil is left out
    /// as every other optional's, by `<-` and by `>>>`.
    @Test func nilOptionalsOfCatchAllTypesAreLeftOutUnlessIncluded() throws {
        let empty = LooseTypes()
        #expect(Mapper<LooseTypes>().toJSONString(empty) == "{}")
        #expect(empty.toJSON().isEmpty)
        #expect(Mapper<LooseTypes>(shouldIncludeNilValues: true).toJSONString(empty)
            == #"{"extra":null,"list":null,"any":null,"number":null,"date":null,"unwrapped":null}"#)
        #expect(Mapper<ImmutableLooseTypes>().toJSONString(ImmutableLooseTypes()) == "{}")

        // A value is written, and a nil written as null reads back as no value.
        var filled = LooseTypes()
        filled.extra = ["a": 1]
        filled.any = "text"
        let text = try #require(Mapper<LooseTypes>().toJSONString(filled))
        #expect(text == #"{"extra":{"a":1},"any":"text"}"#)
        let read = try #require(Mapper<LooseTypes>().map(JSONString: #"{"extra": null, "any": "text"}"#))
        #expect(read.extra == nil && read.any as? String == "text")
    }

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

    @Test func dataInAndOut() throws {
        let data = Data(#"{"id": 3, "name": "Ada"}"#.utf8)
        let person = try #require(Mapper<Person>().map(JSONData: data))
        #expect(person.id == 3)
        let written = try #require(Mapper<Person>().toJSONData(person))
        #expect(Mapper<Person>().map(JSONData: written) == person)
        #expect(Mapper<Person>().mapArray(JSONData: Data("[{\"id\": 1}]".utf8))?.map(\.id) == [1])
    }

    @Test func envelopesMapWhatIsAtAKeyPath() throws {
        let json = #"{"status": "ok", "data": {"items": [{"id": 1}, {"id": 2}], "owner": {"city": "Oslo"}}}"#
        #expect(Mapper<Ticket>().mapArray(JSONString: json, atKeyPath: "data.items")?.map(\.id) == [1, 2])
        #expect(Mapper<Address>().map(JSONString: json, atKeyPath: "data.owner")?.city == "Oslo")
        #expect(Mapper<Ticket>().mapArray(JSONData: Data(json.utf8), atKeyPath: "data.items")?.map(\.id) == [1, 2])
        #expect(Mapper<Address>().map(JSONData: Data(json.utf8), atKeyPath: "data.owner")?.city == "Oslo")
        #expect(Mapper<Ticket>().mapArray(JSONString: json, atKeyPath: "data.nothing") == nil)
        #expect(Mapper<Address>().map(JSONString: json, atKeyPath: "data.items.5") == nil)
    }
}

private struct LooseTypes: Mappable {
    var extra: [String: Any]?
    var list: [Any]?
    var any: Any?
    var number: NSNumber?
    var date: Date?
    var unwrapped: [String: Any]!

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        extra <- map["extra"]
        list <- map["list"]
        any <- map["any"]
        number <- map["number"]
        date <- map["date"]
        unwrapped <- map["unwrapped"]
    }
}

private struct ImmutableLooseTypes: ImmutableMappable {
    let extra: [String: Any]?
    let any: Any?

    init() {
        extra = nil
        any = nil
    }

    init(map: Map) throws {
        extra = try map.value("extra")
        any = try map.value("any")
    }

    func mapping(map: Map) {
        extra >>> map["extra"]
        any >>> map["any"]
    }
}
