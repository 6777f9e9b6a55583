import Foundation
import Testing
import Mapping
import Transforms

// Model files found by a tester that did not compile: ObjectMapper's `map.value(_:default:using:)`
// takes `default:` before `using:`, and its `map.value(_:default:)` for an array of models does
// not throw. The snippets are as the tester wrote them, but for `private`.

private struct Event: ImmutableMappable {
    let when: Date
    init(map: Map) throws { when = try map.value("when", default: Date(timeIntervalSince1970: 0), using: DateTransform()) }
}

private struct Tag: Mappable { var id = 0; init?(map: Map) {}; mutating func mapping(map: Map) { id <- map["id"] } }
private struct Post: ImmutableMappable {
    let tags: [Tag]
    init(map: Map) throws { tags = map.value("tags", default: []) }
}

@Suite("Defaults in ObjectMapper's argument order, and without try for arrays of models")
struct DefaultValueTests {
    @Test func defaultBeforeUsing() throws {
        #expect(try Event(JSONString: #"{"when": 100}"#).when == Date(timeIntervalSince1970: 100))
        #expect(try Event(JSONString: "{}").when == Date(timeIntervalSince1970: 0))
        #expect(try Event(JSONString: #"{"when": null}"#).when == Date(timeIntervalSince1970: 0))
        #expect(try Event(JSONString: #"{"when": "soon"}"#).when == Date(timeIntervalSince1970: 0))
    }

    @Test func anArrayOfModelsWithADefaultNeedsNoTry() throws {
        #expect(try Post(JSONString: #"{"tags": [{"id": 1}, {"id": 2}]}"#).tags.map { $0.id } == [1, 2])
        #expect(try Post(JSONString: "{}").tags.isEmpty)
        #expect(try Post(JSONString: #"{"tags": 5}"#).tags.isEmpty)
        // Strict, as ObjectMapper's: one element that is not an object gives the default.
        #expect(try Post(JSONString: #"{"tags": [{"id": 1}, 7]}"#).tags.isEmpty)
    }
}
