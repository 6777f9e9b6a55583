import Foundation
import Mapping
import Testing

/// A document is read two ways: lazily from its parsed bytes (`map(JSONString:)`,
/// `map(JSONData:)`) and as a tree (`map(JSONValue:)`, `map(JSON:)` with Foundation values).
/// Whatever a model asks for, both ways must give the same model and the same issues.
@Suite("Reading bytes and reading a tree agree")
struct SourceParityTests {
    /// Touches every way a mapping selects and reads a value.
    struct Probe: Mappable, Equatable {
        var id = 0
        var name = "unset"
        var city: String?
        var firstFriend: String?
        var secondScore: Double?
        var note = "kept"
        var nickname: String?
        var nested: Address?
        var people: [Person] = []
        var byName: [String: Address] = [:]
        var matrix: [[Int]] = []
        var flags: [String: Bool] = [:]
        var level: Level?
        var missing = 7
        var literalDots: Int?
        var repeated: String?
        var wrongType = 5
        var wrongNested = Address(city: "untouched")
        var escapedKey: String?
        var unicodeKey: String?

        init() {}
        init?(map: Map) {}

        mutating func mapping(map: Map) {
            id          <- map["id"]
            name        <- map["name"]
            city        <- map["profile.address.city"]
            firstFriend <- map["friends.0.name"]
            secondScore <- map["scores.1"]
            note        <- map["note", ignoreNil: true]
            nickname    <- map[oneOf: "nick", "profile.nick_name", "nickname"]
            nested      <- map["profile.address"]
            people      <- map["people"]
            byName      <- map["places"]
            matrix      <- map["matrix"]
            flags       <- map["flags"]
            level       <- map["level"]
            missing     <- map["not.there"]
            literalDots <- map["a.b", nested: false]
            repeated    <- map["repeated"]
            wrongType   <- map["wrongType"]
            wrongNested <- map["wrongNested"]
            escapedKey  <- map["tab\tkey"]
            unicodeKey  <- map["caf\u{E9}"]
        }
    }

    static let document = #"""
    {
      "id": 42, "name": "Ada",
      "profile": {"address": {"city": "Oslo", "zip": "0150"}, "nick_name": "ada"},
      "friends": [{"name": "Bob"}, {"name": "Cy"}],
      "scores": [1, 2.5, 3],
      "note": null,
      "people": [{"id": 1, "name": "P1", "friends": [{"id": 2}]}, "not an object", {"id": 3, "age": 1.5}],
      "places": {"home": {"city": "Bergen"}, "work": {"city": "Trondheim", "zip": null}},
      "matrix": [[1, 2], [3], []],
      "flags": {"a": true, "b": false},
      "level": 2,
      "a.b": 9,
      "repeated": "first", "repeated": "last",
      "wrongType": "five",
      "wrongNested": [1, 2],
      "tab\u0009key": "escaped",
      "caf\u00e9": "café"
    }
    """#

    @Test("the same model, from a string, data, a JSONValue and a Foundation dictionary")
    func sameModel() throws {
        let mapper = Mapper<Probe>()
        let fromString = try #require(mapper.map(JSONString: Self.document))
        let fromData = try #require(mapper.map(JSONData: Data(Self.document.utf8)))
        let tree = try JSONValue(parsing: Self.document)
        let fromTree = try #require(mapper.map(JSONValue: tree))
        let dictionary = try #require(tree.foundationValue as? [String: Any])
        let fromDictionary = try #require(mapper.map(JSON: dictionary))

        #expect(fromString.id == 42)
        #expect(fromString.city == "Oslo")
        #expect(fromString.firstFriend == "Bob")
        #expect(fromString.secondScore == 2.5)
        #expect(fromString.note == "kept")
        #expect(fromString.nickname == "ada")
        #expect(fromString.nested == Address(city: "Oslo", zip: "0150"))
        #expect(fromString.people.map(\.id) == [1, 3])
        #expect(fromString.people.first?.friends.map(\.id) == [2])
        #expect(fromString.people.last?.age == nil)
        #expect(fromString.byName["work"] == Address(city: "Trondheim"))
        #expect(fromString.matrix == [[1, 2], [3], []])
        #expect(fromString.flags == ["a": true, "b": false])
        #expect(fromString.level == .high)
        #expect(fromString.missing == 7)
        #expect(fromString.literalDots == 9)
        #expect(fromString.repeated == "last")
        #expect(fromString.wrongType == 5)
        #expect(fromString.wrongNested == Address(city: "untouched"))
        #expect(fromString.escapedKey == "escaped")
        #expect(fromString.unicodeKey == "café")

        #expect(fromData == fromString)
        #expect(fromTree == fromString)
        #expect(fromDictionary == fromString)
    }

    @Test("the same issues, at the same key paths")
    func sameIssues() throws {
        let mapper = Mapper<Probe>()
        let fromString = mapper.mapWithIssues(JSONString: Self.document).issues
        let fromData = mapper.mapWithIssues(JSONData: Data(Self.document.utf8)).issues
        let tree = try JSONValue(parsing: Self.document)
        let dictionary = try #require(tree.foundationValue as? [String: Any])
        let fromDictionary: [MappingIssue]
        do {
            _ = try mapper.mapOrFail(JSON: dictionary)
            fromDictionary = []
        } catch let error as MapError {
            fromDictionary = error.issues
        }

        let paths = fromString.map(\.keyPath)
        #expect(paths.contains("not.there"))
        #expect(paths.contains("wrongType"))
        #expect(paths.contains("wrongNested"))
        #expect(paths.contains("people.2.age"))
        #expect(fromData.map(\.description) == fromString.map(\.description))
        // A repeated key can only be seen in text: a tree has already kept the last value.
        #expect(fromString.filter { $0.kind == .duplicateKey }.map(\.keyPath) == ["repeated"])
        #expect(fromDictionary.map(\.description) == fromString.filter { $0.kind != .duplicateKey }.map(\.description))
    }

    /// Each basic leaf type bound to every kind of JSON value, required and optional, written
    /// with `<-` and read with `try map.value` (a value from a tape is read in place for these
    /// types, a value from a tree through an element).
    struct Leaves: Mappable, Equatable {
        var text = "unset", number = -1, flag = false, real = -1.5
        var optionalText: String?, optionalNumber: Int?, optionalFlag: Bool?, optionalReal: Double?
        var thrown: [String] = []

        init() {}
        init?(map: Map) {}

        mutating func mapping(map: Map) {
            text           <- map["value"]
            number         <- map["value"]
            flag           <- map["value"]
            real           <- map["value"]
            optionalText   <- map["value"]
            optionalNumber <- map["value"]
            optionalFlag   <- map["value"]
            optionalReal   <- map["value"]
            do { let _: String = try map.value("value") } catch { thrown.append("String") }
            do { let _: Int = try map.value("value") } catch { thrown.append("Int") }
            do { let _: Bool = try map.value("value") } catch { thrown.append("Bool") }
            do { let _: Double = try map.value("value") } catch { thrown.append("Double") }
        }
    }

    @Test("every basic leaf from every kind of value: the same values and issues from bytes and trees",
          arguments: [#""text""#, #""caf\u00e9 \"q\"""#, #""12""#, #""1.5e3""#, "12", "-12", "-0", "0.0", "1.5", "-2.25",
                      "1e3", "12345678901234567890", "-9223372036854775808", "9223372036854775808",
                      "123456789012345678901234567890.5", "true", "false", "null", "[1]", #"{"a":1}"#],
          [MappingOptions(), .lenientTypes])
    func leaves(value: String, options: MappingOptions) throws {
        let document = #"{"value": \#(value)}"#
        let mapper = Mapper<Leaves>(options: options)
        let fromString = mapper.mapWithIssues(JSONString: document)
        let fromData = mapper.mapWithIssues(JSONData: Data(document.utf8))
        let fromTree = mapper.mapWithIssues(JSONValue: try JSONValue(parsing: document))
        let updated = mapper.mapWithIssues(JSONString: document, toObject: Leaves())
        for other in [fromData, fromTree, (value: updated.value, issues: updated.issues)] {
            #expect(other.value == fromString.value)
            #expect(other.issues.map(\.description) == fromString.issues.map(\.description))
        }
        let model = try #require(fromString.value)
        // Whatever was read, a required leaf holds a value only when it converted.
        #expect(model.thrown.contains("Int") == (model.number == -1))
        #expect(model.thrown.contains("String") == (model.text == "unset"))
    }

    @Test("strings with escapes decode the same from bytes, trees and JSONSerialization, short and long",
          arguments: [1, 40, 5_000])
    func escapedStrings(repeats: Int) throws {
        let piece = #"a\/b\n\"\u00e9\u4e2d\ud83d\ude00\\ "#
        let document = #"{"value": ""# + String(repeating: piece, count: repeats) + #""}"#
        let expected = String(repeating: "a/b\n\"\u{E9}\u{4E2D}\u{1F600}\\ ", count: repeats)
        let foundation = try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any]
        #expect(foundation?["value"] as? String == expected)
        let mapper = Mapper<Leaves>()
        for model in [mapper.map(JSONString: document), mapper.map(JSONData: Data(document.utf8)),
                      mapper.map(JSONValue: try JSONValue(parsing: document))] {
            #expect(model?.text == expected)
            #expect(model?.optionalText == expected)
        }
    }

    @Test("isKeyPresent and currentValue agree", arguments: ["id", "note", "profile.address.city", "friends.1.name", "absent", "a.b"])
    func presence(key: String) throws {
        final class Recorder: Mappable {
            var key = ""
            var present: Bool?
            var value: String?
            init(key: String) { self.key = key }
            required init?(map: Map) {}
            func mapping(map: Map) {
                let selected = map[key]
                present = selected.isKeyPresent
                value = selected.currentValue.map { "\($0)" }
            }
        }
        let tree = try JSONValue(parsing: Self.document)
        let dictionary = try #require(tree.foundationValue as? [String: Any])
        let lazy = Mapper<Recorder>().map(JSONString: Self.document, toObject: Recorder(key: key))
        let eager = Mapper<Recorder>().map(JSON: dictionary, toObject: Recorder(key: key))
        #expect(lazy.present == eager.present)
        #expect(lazy.value == eager.value)
        // "a.b" is a key path (a, then b), which the document does not have.
        #expect(lazy.present == !["absent", "a.b"].contains(key))
    }
}
