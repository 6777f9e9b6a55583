import Testing
import Mapping

/// `JSONObject`'s two key policies, as its documentation states them: keys compare by their
/// UTF-8 bytes, and a repeated key keeps its first position and its last value, on every path.
@Suite("JSONObject keys")
struct JSONObjectTests {
    @Test("a repeated key keeps its first position and its last value, parsed, literal or mapped")
    func aRepeatedKeyKeepsItsFirstPositionAndLastValue() throws {
        let value = try JSONValue(parsing: #"{"a":1,"b":0,"a":2}"#)
        #expect(value.object?.keys == ["a", "b"])
        #expect(value["a"] == 2)
        #expect(try value.jsonString() == #"{"a":2,"b":0}"#)
        let literal: JSONValue = ["a": 1, "b": 0, "a": 2]
        #expect(literal == value)
        #expect(Mapper<Counter>().map(JSONString: #"{"count":1,"count":2}"#)?.count == 2)
    }

    @Test("a repeated key inside a mapped object: one member, its last value, from text and from a tree alike")
    func aRepeatedKeyInsideAMappedObject() throws {
        // The earlier "a" does not convert, the last one does: only the last value counts. "b"
        // and "c" do not convert and are reported in the order of their keys.
        let text = #"{"scores": {"a": "bad", "b": "x", "a": 2, "c": "y", "d": 3}}"#
        let fromText = Mapper<Scores>().mapWithIssues(JSONString: text)
        let fromTree = Mapper<Scores>().mapWithIssues(JSONValue: try JSONValue(parsing: text))
        for (scores, issues) in [fromText, fromTree] {
            #expect(scores?.scores == ["a": 2, "d": 3])
            #expect(issues.map(\.keyPath) == ["scores.b", "scores.c"])
        }
    }

    @Test("keys equal only after Unicode normalization are two keys")
    func keysEqualOnlyAfterNormalizationAreTwoKeys() throws {
        let value = try JSONValue(parsing: "{\"\u{E9}\": 1, \"e\u{301}\": 2}")
        #expect(value.object?.count == 2)
        #expect(value["\u{E9}"] == 1)
        #expect(value["e\u{301}"] == 2)
    }

    @Test func assignmentAppendsANewKeyAndReplacesAnExistingOneInPlace() {
        var object: JSONObject = ["id": 1, "name": "Ada"]
        object["email"] = "ada@example.com"
        object["id"] = 2
        #expect(object.keys == ["id", "name", "email"])
        #expect(object["id"] == 2)
        object["name"] = nil
        #expect(object.keys == ["id", "email"])
        #expect(JSONObject([("a", 1), ("b", 2), ("a", 3)]).map(\.key) == ["a", "b"])
        #expect(JSONObject([("a", 1), ("b", 2), ("a", 3)])["a"] == 3)
    }
}

/// One integer, for a repeated key in a model.
private struct Counter: Mappable {
    var count = 0
    init?(map: Map) {}
    mutating func mapping(map: Map) { count <- map["count"] }
}

/// A dictionary of integers, for repeated keys inside a mapped object.
private struct Scores: Mappable {
    var scores: [String: Int] = [:]
    init?(map: Map) {}
    mutating func mapping(map: Map) { scores <- map["scores"] }
}
