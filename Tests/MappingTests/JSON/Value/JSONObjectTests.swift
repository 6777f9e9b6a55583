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
            #expect(issues.filter { $0.kind != .duplicateKey }.map(\.keyPath) == ["scores.b", "scores.c"])
        }
        // The text also says that "a" was repeated; the tree, parsed before the mapping, holds
        // one value per key and has nothing to say.
        #expect(fromText.issues.filter { $0.kind == .duplicateKey }.map(\.keyPath) == ["scores.a"])
        #expect(!fromTree.issues.contains { $0.kind == .duplicateKey })
    }

    @Test("a key a model writes twice keeps its first position and its last value, in objects of any size",
          arguments: [2, 3, 15, 16, 17, 40])
    func aKeyWrittenTwice(count: Int) throws {
        // Short keys, keys longer than a word, non-ASCII keys, and two keys that are equal only
        // after Unicode normalization (which stay two).
        let names = (0..<count).map { position -> String in
            switch position % 4 {
            case 0: return "k\(position)"
            case 1: return "a key longer than sixteen bytes \(position)"
            case 2: return "clé \(position)"
            default: return position % 8 == 3 ? "\u{E9}" : "e\u{301}"
            }
        }
        for repeated in [0, count / 2, count - 1] {
            let keys = names + [names[repeated]]
            let written = try #require(Mapper<Repeating>().toJSONString(Repeating(keys: keys)))
            #expect(written == Self.expectedText(keys), "\(count) keys, \(repeated) repeated")
            // Without the repeat, every key is written as it is.
            let once = try #require(Mapper<Repeating>().toJSONString(Repeating(keys: names)))
            let distinct = Set(names.map { Array($0.utf8) }).count
            #expect(try JSONValue(parsing: once).object?.count == distinct)
        }
    }

    /// Models of one type written side by side (in an array, a dictionary, or an array inside a
    /// model) share what was learnt about their key lists; each object's own repeats are still
    /// resolved, whatever the objects before it wrote: the same keys, a repeat in a list of the
    /// same length, a Kelvin sign beside a K, or keys equal only after normalization.
    @Test("objects written side by side, or one per write, each resolve their own repeated keys",
          arguments: [
            [["a", "b"], ["a", "a"], ["a", "b"], ["a", "a"], ["a", "b"]],
            [["K", "x"], ["\u{212A}", "x"], ["\u{212A}", "K"], ["K", "K"], ["K", "x"]],
            [["\u{E9}", "e\u{301}"], ["\u{E9}", "\u{E9}"], ["e\u{301}", "e\u{301}"], ["\u{E9}", "e\u{301}"]],
            [["k1", "k2", "k3"], ["k1", "k2", "k3"], ["k1", "k2", "k1"], ["k1", "k2"], ["k1", "k2", "k3"]],
          ])
    func objectsWrittenSideBySide(lists: [[String]]) throws {
        let models = lists.map { Repeating(keys: $0) }
        let objects = lists.map(Self.expectedText)
        #expect(Mapper<Repeating>().toJSONString(models) == "[" + objects.joined(separator: ",") + "]")
        let keyed = Dictionary(uniqueKeysWithValues: models.enumerated().map { ("m\($0.offset)", $0.element) })
        let keyedText = objects.enumerated().map { "\"m\($0.offset)\":\($0.element)" }.joined(separator: ",")
        #expect(Mapper<Repeating>().toJSONString(keyed) == "{" + keyedText + "}")
        var holder = RepeatingHolder()
        holder.items = models
        #expect(Mapper<RepeatingHolder>().toJSONString(holder) == #"{"items":["# + objects.joined(separator: ",") + "]}")
        // One model per write, one write after another: the key lists the process remembers
        // must not hide a repeat either.
        for (model, text) in zip(models, objects) {
            #expect(Mapper<Repeating>().toJSONString(model) == text)
            #expect(model.toJSONData().map { String(decoding: $0, as: UTF8.self) } == text)
        }
    }

    /// The text of a `Repeating` model: each key once, byte for byte, at its first position,
    /// with the position of its last writing as its value.
    private static func expectedText(_ keys: [String]) -> String {
        var expected: [(String, Int)] = []
        for (position, key) in keys.enumerated() {
            if let first = expected.firstIndex(where: { Array($0.0.utf8) == Array(key.utf8) }) {
                expected[first].1 = position
            } else {
                expected.append((key, position))
            }
        }
        return "{" + expected.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
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

/// Writes each of its keys with the key's position as the value.
private struct Repeating: Mappable {
    var keys: [String] = []
    init(keys: [String]) { self.keys = keys }
    init?(map: Map) {}
    mutating func mapping(map: Map) {
        for (position, key) in keys.enumerated() {
            var value = position
            value <- map[key, nested: false]
        }
    }
}

/// An array of `Repeating` models inside a model.
private struct RepeatingHolder: Mappable {
    var items: [Repeating] = []
    init() {}
    init?(map: Map) {}
    mutating func mapping(map: Map) { items <- map["items"] }
}

/// A dictionary of integers, for repeated keys inside a mapped object.
private struct Scores: Mappable {
    var scores: [String: Int] = [:]
    init?(map: Map) {}
    mutating func mapping(map: Map) { scores <- map["scores"] }
}
