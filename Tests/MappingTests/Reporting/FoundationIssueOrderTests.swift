import Foundation
import Mapping
import Testing

/// A Swift dictionary has no order of its own: it changes from run to run. A document given as
/// text (or as a `JSONValue`) is reported in its own order; one given as Foundation values is
/// reported in the order of its keys' UTF-8 bytes, wherever members are taken one by one:
/// so the same `[String: Any]` always gives the same report, and the same report as its text
/// with sorted keys.
@Suite("Foundation doors report the members of an object in the order of their keys")
struct FoundationIssueOrderTests {
    struct Entry: Mappable {
        var n = 0
        init?(map: Map) {}
        mutating func mapping(map: Map) { n <- map["n"] }
    }

    struct Catalog: Mappable {
        var entries: [String: Entry] = [:]
        var lists: [String: [Int]] = [:]
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            entries <- map["entries"]
            lists   <- map["lists"]
        }
    }

    /// Enough keys that a dictionary's own order is, but for one chance in 10^23, not theirs.
    static let keys = (0..<24).map { "k" + String($0 / 10) + String($0 % 10) }

    /// `{"entries": {"k00": {"n": "x"}, ...}, "lists": {"k00": [1, "x"], ...}}`, its keys in
    /// the order given.
    static func document(_ keys: [String]) -> String {
        let entries = keys.map { #""\#($0)": {"n": "x"}"# }.joined(separator: ", ")
        let lists = keys.map { #""\#($0)": [1, "x"]"# }.joined(separator: ", ")
        return #"{"entries": {\#(entries)}, "lists": {\#(lists)}}"#
    }

    static func dictionary() throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(document(keys).utf8)) as? [String: Any])
    }

    static let sortedPaths = keys.map { "entries.\($0).n" } + keys.map { "lists.\($0).1" }

    @Test("a dictionary of models and of arrays: every Foundation door, in key order, as from the sorted text")
    func dictionariesOfValues() throws {
        let mapper = Mapper<Catalog>()
        let dictionary = try Self.dictionary()
        let fromText = mapper.mapWithIssues(JSONString: Self.document(Self.keys)).issues
        #expect(fromText.map(\.keyPath) == Self.sortedPaths)

        #expect(mapper.mapWithIssues(JSON: dictionary).issues.map(\.description) == fromText.map(\.description))
        #expect(mapper.mapWithIssues(JSONObject: dictionary).issues.map(\.description) == fromText.map(\.description))
        #expect(mapper.mapWithIssues(JSON: ["data": dictionary], atKeyPath: "data").issues.map(\.keyPath)
                == Self.sortedPaths.map { "data." + $0 })
        #expect(mapper.mapArrayWithIssues(JSONArray: [dictionary, dictionary]).issues.map(\.keyPath)
                == Self.sortedPaths.map { "0." + $0 } + Self.sortedPaths.map { "1." + $0 })
        let error = try #require(throws: MapError.self) { try mapper.mapOrFail(JSON: dictionary) }
        #expect(error.issues.map(\.description) == fromText.map(\.description))
        #expect(error.key == "entries.k00.n")
        // Updating a model: the pass that checks before anything is assigned, and the one that assigns.
        let existing = try #require(Catalog(JSON: [:]))
        #expect(mapper.mapWithIssues(JSON: dictionary, toObject: existing).issues.map(\.description) == fromText.map(\.description))
        let failedUpdate = try #require(throws: MapError.self) { try mapper.mapOrFail(JSON: dictionary, toObject: existing) }
        #expect(failedUpdate.issues.map(\.description) == fromText.map(\.description))

        // The document's own order, when there is a document.
        let reversed = mapper.mapWithIssues(JSONString: Self.document(Self.keys.reversed())).issues
        #expect(reversed.map(\.keyPath) == Self.keys.reversed().map { "entries.\($0).n" } + Self.keys.reversed().map { "lists.\($0).1" })
    }

    @Test("the dictionary doors: a dictionary of models and of arrays of models, in key order")
    func dictionaryDoors() throws {
        let entries = try #require(Self.dictionary()["entries"] as? [String: [String: Any]])
        let mapper = Mapper<Entry>()
        #expect(mapper.mapDictionaryWithIssues(JSON: entries).issues.map(\.keyPath) == Self.keys.map { "\($0).n" })
        let error = try #require(throws: MapError.self) { try mapper.mapDictionaryOrFail(JSON: entries) }
        #expect(error.issues.map(\.keyPath) == Self.keys.map { "\($0).n" })
        let arrays = entries.mapValues { [$0] }
        #expect(mapper.mapDictionaryOfArraysWithIssues(JSON: arrays).issues.map(\.keyPath) == Self.keys.map { "\($0).0.n" })
        #expect(mapper.mapDictionaryWithIssues(JSON: entries, toDictionary: [:]).issues.map(\.keyPath)
                == Self.keys.map { "\($0).n" })
    }

    struct StrictEntry: ImmutableMappable {
        let n: Int
        init(map: Map) throws { n = try map.value("n") }
        func mapping(map: Map) { n >>> map["n"] }
    }

    struct StrictCatalog: ImmutableMappable {
        let entries: [String: StrictEntry]
        init(map: Map) throws { entries = try map.value("entries") }
        func mapping(map: Map) { entries >>> map["entries"] }
    }

    @Test("a strict read names the first member that fails in key order, as the sorted text does")
    func strictReadNamesTheFirstKey() throws {
        let dictionary = try Self.dictionary()
        let fromText = try #require(throws: MapError.self) { try StrictCatalog(JSONString: Self.document(Self.keys)) }
        let fromDictionary = try #require(throws: MapError.self) { try StrictCatalog(JSON: dictionary) }
        #expect(fromText.key == "entries.k00.n")
        #expect(fromDictionary.key == "entries.k00.n")
        #expect(fromDictionary.issues.map(\.description) == fromText.issues.map(\.description))
        let top = try #require(throws: MapError.self) {
            try Mapper<StrictEntry>().mapDictionary(JSON: dictionary["entries"] as? [String: [String: Any]] ?? [:])
        }
        #expect(top.key == "k00.n")
    }

    struct Refusal: Error, Equatable { let tag: String }

    /// A model whose initializer throws an error of the user's own, naming the entry.
    struct Picky: ImmutableMappable {
        init(map: Map) throws { throw Refusal(tag: try map.value("tag")) }
        func mapping(map: Map) {}
    }

    struct PickyCatalog: Mappable {
        var entries: [String: Picky] = [:]
        init?(map: Map) {}
        mutating func mapping(map: Map) { entries <- map["entries"] }
    }

    @Test("the error a model throws is the one of the first member in key order")
    func thrownErrorOfTheFirstKey() throws {
        let entries = Dictionary(uniqueKeysWithValues: Self.keys.map { ($0, ["tag": $0]) })
        #expect(throws: Refusal(tag: "k00")) { try Mapper<PickyCatalog>().mapOrFail(JSON: ["entries": entries]) }
        #expect(throws: Refusal(tag: "k00")) { try Mapper<Picky>().mapDictionary(JSON: entries) }
        #expect(throws: Refusal(tag: "k00")) { try Mapper<Picky>().mapDictionaryOrFail(JSON: entries, toDictionary: [:]) }
    }

    struct Loose: Mappable {
        var extra: [String: Any] = [:]
        var count = 0
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            extra <- map["extra"]
            count <- map["extra"]
        }
    }

    @Test("of the values with no JSON form, the first in key order is named")
    func firstValueWithNoJSONForm() throws {
        let dates = Dictionary(uniqueKeysWithValues: Self.keys.map { ($0, ["at": Date(timeIntervalSince1970: 0)] as [String: Any]) })
        let issues = Mapper<Loose>().mapWithIssues(JSON: ["extra": dates]).issues
        #expect(issues.map(\.description) == [
            "extra.k00.at: expected JSON, found a value of type Date, which has no JSON form",
            "extra: expected Int, found object with 24 keys, holding at k00.at a value of type Date, which has no JSON form",
        ])
    }

    /// A transform that hands back the keys of the object it reads, in its order.
    struct KeysTransform: TransformType {
        func transformFromJSON(_ value: Any?) -> [String]? { nil }
        func transformToJSON(_ value: [String]?) -> Any? { nil }
        func transformFromJSONValue(_ value: JSONValue?) -> [String]? { value?.object.map { Array($0.keys) } }
    }

    struct Raw: Mappable {
        var raw: JSONValue?
        var object: JSONObject?
        var values: [String: JSONValue] = [:]
        var current: JSONValue?
        var keys: [String]?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            raw     <- map["raw"]
            object  <- map["raw"]
            values  <- map["raw"]
            current = map["raw"].currentJSONValue
            keys    <- (map["raw"], KeysTransform())
        }
    }

    @Test("a JSONValue read from Foundation values has its keys sorted, as JSONValue(foundation:) has")
    func jsonValueKeysSorted() throws {
        let members = Dictionary(uniqueKeysWithValues: Self.keys.map { ($0, ["b": 1, "a": [["d": 1, "c": 2]]] as [String: Any]) })
        let model = try #require(Mapper<Raw>().map(JSON: ["raw": members]))
        let raw = try #require(model.raw)
        #expect(raw.keys == Self.keys)
        #expect(raw["k00"].keys == ["a", "b"])
        #expect(raw["k00"]["a"][0].keys == ["c", "d"])
        #expect(try raw.jsonString() == JSONValue(foundation: members)?.jsonString())
        #expect(model.object.map { Array($0.keys) } == Self.keys)
        #expect(model.values["k23"]?.keys == ["a", "b"])
        #expect(model.current?.keys == Self.keys)
        #expect(model.keys == Self.keys)
        // A map made from a Foundation dictionary by hand.
        #expect(Map(mappingType: .fromJSON, JSON: ["raw": members])["raw"].currentJSONValue?.keys == Self.keys)

        // A document keeps its own order.
        let text = try #require(try JSONValue(foundation: ["raw": members])?.jsonString())
        let reversed = text.replacingOccurrences(of: #"{"a":[{"c":2,"d":1}],"b":1}"#, with: #"{"b":1,"a":[{"d":1,"c":2}]}"#)
        #expect(Mapper<Raw>().map(JSONString: reversed)?.raw?["k00"].keys == ["b", "a"])
    }
}
