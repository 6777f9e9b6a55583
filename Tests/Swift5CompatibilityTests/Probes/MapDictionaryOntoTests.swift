import Foundation
import Testing
import Mapping
import Transforms

// A model file found by a tester that did not compile: ObjectMapper's Mapper has
// `mapDictionary(JSONObject:toDictionary:)` beside `mapDictionary(JSON:toDictionary:)`. The
// snippet is as the tester wrote it, but for `private`.

private struct Tag: Mappable { var id: Int?; init?(map: Map) {}; mutating func mapping(map: Map) { id <- map["id"] } }
private func merge(_ json: Any?, into cache: [String: Tag]) -> [String: Tag] {
    return Mapper<Tag>().mapDictionary(JSONObject: json, toDictionary: cache)
}

@Suite("mapDictionary(JSONObject:toDictionary:) maps onto a dictionary of models")
struct MapDictionaryOntoTests {
    private static let cache = Mapper<Tag>().mapDictionary(JSON: ["a": ["id": 1], "c": ["id": 9]]) ?? [:]

    @Test func mapsAsTheJSONFormDoes() throws {
        let json: [String: [String: Any]] = ["a": ["id": 2], "b": ["id": 3]]
        let merged = merge(json, into: Self.cache)
        #expect(merged.mapValues { $0.id } == ["a": 2, "b": 3, "c": 9])
        let typed = Mapper<Tag>().mapDictionary(JSON: json, toDictionary: Self.cache)
        #expect(merged.mapValues { $0.id } == typed.mapValues { $0.id })
    }

    @Test func leavesTheDictionaryAsItWasWhenThereIsNoObject() {
        #expect(merge(nil, into: Self.cache).mapValues { $0.id } == ["a": 1, "c": 9])
        #expect(merge([1, 2], into: Self.cache).mapValues { $0.id } == ["a": 1, "c": 9])
        #expect(merge("text", into: Self.cache).mapValues { $0.id } == ["a": 1, "c": 9])
    }
}
