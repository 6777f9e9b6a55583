import Testing
import Mapping

/// Arrays, dictionaries and sets through the collection codecs: an element that cannot be
/// mapped is left out and reported, whether it is a model, a basic value or an enum.
@Suite("Collection codecs: arrays, dictionaries and sets")
struct CollectionCodecTests {
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
}
