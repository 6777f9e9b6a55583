import Foundation
import Testing
import Mapping
import Transforms

// A model file found by a tester that did not compile: ObjectMapper's `Set(JSONArray:)` is
// failable (though it never gives nil), so its users unwrap it. The snippet is as the tester
// wrote it, but for `private`.

private struct Tag: Mappable, Hashable { var id = 0; init?(map: Map) {}; mutating func mapping(map: Map) { id <- map["id"] } }
private func load(_ rows: [[String: Any]]) -> Set<Tag> {
    guard let tags = Set<Tag>(JSONArray: rows) else { return [] }
    return tags
}

@Suite("Set(JSONArray:) is failable, as in ObjectMapper")
struct SetFromJSONArrayTests {
    @Test func unwrapsToTheSetOfModels() {
        #expect(load([["id": 1], ["id": 1], ["id": 2]]).map { $0.id }.sorted() == [1, 2])
        #expect(load([]).isEmpty)
    }

    @Test func neverNilAsInObjectMapper() {
        // ObjectMapper's failable initializer wraps a mapping that always gives a set.
        #expect(Set<Tag>(JSONArray: []) == [])
        #expect(Set<Tag>(JSONArray: [["id": "x"]])?.count == 1)
        // An Array's stays non-optional, as in ObjectMapper.
        let tags: [Tag] = [Tag](JSONArray: [["id": 3]])
        #expect(tags.map { $0.id } == [3])
    }
}
