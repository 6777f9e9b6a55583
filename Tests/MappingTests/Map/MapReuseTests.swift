import Foundation
import Mapping
import Testing

/// A decode reuses the map of a model that nothing kept for the next model read under the same
/// object. Whatever one model did to its map, the next starts from a map like a new one.
@Suite("Maps reused from one model to the next")
struct MapReuseTests {
    /// Leaves every kind of state on its map: a default, a custom delimiter, `ignoreNil`, a key
    /// path, an absent key, a changed context and nil-value setting; and records what it found
    /// before touching anything.
    final class Messy: Mappable {
        var id = 0
        var firstKey: String?
        var startedPresent: Bool?
        var contextSeen: String?
        var includedNils: Bool?
        var mapIdentity: ObjectIdentifier?
        var city: String?
        var note = "kept"
        var fallback = 0

        required init?(map: Map) {}

        func mapping(map: Map) {
            firstKey = map.currentKey
            startedPresent = map.isKeyPresent
            contextSeen = (map.context as? Label)?.text
            includedNils = map.shouldIncludeNilValues
            mapIdentity = ObjectIdentifier(map)
            id       <- map["id"]
            city     <- map["address/city", delimiter: "/"]
            note     <- map["note", ignoreNil: true]
            fallback <- map["absent", default: 7]
            map.context = Label(text: "changed by \(id)")
            map.shouldIncludeNilValues = true
        }
    }

    struct Label: MapContext {
        let text: String
    }

    struct Holder: Mappable {
        var items: [Messy] = []
        var first: Messy?
        var second: Messy?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            items  <- map["items"]
            first  <- map["first"]
            second <- map["second"]
        }
    }

    static let document = #"""
    {"items": [{"id": 1, "address": {"city": "Oslo"}, "note": null},
               {"id": 2, "note": "two"},
               {"id": 3, "address": {"city": "Bergen"}}],
     "first": {"id": 4, "note": null}, "second": {"id": 5}}
    """#

    @Test("each model starts from a fresh map and reads its own object, from bytes and from a tree")
    func freshStateForEachModel() throws {
        let mapper = Mapper<Holder>(context: Label(text: "mapper"))
        let fromText = try #require(mapper.map(JSONString: Self.document))
        let fromTree = try #require(mapper.map(JSONValue: try JSONValue(parsing: Self.document)))
        for holder in [fromText, fromTree] {
            let models = holder.items + [holder.first, holder.second].compactMap { $0 }
            #expect(models.map(\.id) == [1, 2, 3, 4, 5])
            #expect(models.map(\.city) == ["Oslo", nil, "Bergen", nil, nil])
            #expect(models.map(\.note) == ["kept", "two", "kept", "kept", "kept"])
            #expect(models.allSatisfy { $0.fallback == 7 })
            #expect(models.allSatisfy { $0.firstKey == nil && $0.startedPresent == false })
            #expect(models.allSatisfy { $0.contextSeen == "mapper" && $0.includedNils == false })
        }
        // From bytes, the three elements are mapped on one map, handed on from one to the next.
        #expect(Set(fromText.items.compactMap(\.mapIdentity)).count == 1)
    }

    /// Keeps its map, as some models do, to read from it later.
    final class Keeper: Mappable {
        var id = 0
        var map: Map?

        required init?(map: Map) {}

        func mapping(map: Map) {
            id <- map["id"]
            self.map = map
        }
    }

    struct Keepers: Mappable {
        var items: [Keeper] = []

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            items <- map["items"]
        }
    }

    @Test("a model that keeps its map keeps its own: the next model gets another")
    func keptMapsAreNotReused() throws {
        let json = #"{"items": [{"id": 1, "tag": "a"}, {"id": 2, "tag": "b"}, {"id": 3, "tag": "c"}]}"#
        let keepers = try #require(Mapper<Keepers>().map(JSONString: json))
        #expect(keepers.items.map(\.id) == [1, 2, 3])
        let maps = keepers.items.compactMap(\.map)
        #expect(Set(maps.map(ObjectIdentifier.init)).count == 3)
        #expect(maps.map { $0.JSON["tag"] as? String } == ["a", "b", "c"])
        let tags: [String?] = maps.map { map in
            let selected = map["tag"]
            return selected.currentValue as? String
        }
        #expect(tags == ["a", "b", "c"])
    }

    @Test("issues of reused maps are placed under their own elements")
    func issuesStayWithTheirElements() {
        let json = #"{"items": [{"id": "one"}, {"id": 2}, {"id": "three"}]}"#
        let (value, issues) = Mapper<Keepers>().mapWithIssues(JSONString: json)
        #expect(value?.items.map(\.id) == [0, 2, 0])
        #expect(issues.map(\.keyPath) == ["items.0.id", "items.2.id"])
    }
}
