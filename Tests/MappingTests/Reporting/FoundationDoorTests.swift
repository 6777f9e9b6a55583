import Foundation
@testable import Mapping
import Testing

// What the Foundation doors (`map(JSON:)`, `map(JSONObject:)`, `mapArray(JSONArray:)`...) make of
// every kind of value a `[String: Any]` can hold, at every level of the document: the document
// and two levels below it convert member by member (a member with no JSON form is left out, not
// its object), deeper members go whole; nesting stops at 512 levels with a `tooDeep` issue.

@Suite("Foundation doors convert every kind of value alike")
struct FoundationDoorTests {
    /// One member of each kind, and what it converts to (`nil`: left out).
    static func kinds() -> [(key: String, value: Any, expected: JSONValue?)] {
        [
            ("string", "s", "s"),
            ("nsString", NSString(string: "ns"), "ns"),
            ("nsTrue", NSNumber(value: true), true),
            ("nsFalse", NSNumber(value: false), false),
            ("swiftBool", true, true),
            ("nsInt", NSNumber(value: 42), 42),
            ("nsInt8", NSNumber(value: Int8(-3)), -3),
            ("nsUInt8", NSNumber(value: UInt8(200)), 200),
            ("nsInt64Min", NSNumber(value: Int64.min), .number(JSONNumber(Int64.min))),
            ("nsUInt64Max", NSNumber(value: UInt64.max), .number(JSONNumber(UInt64.max))),
            ("swiftInt", 7, 7),
            ("swiftInt64Max", Int64.max, .number(JSONNumber(Int64.max))),
            ("swiftUInt64Max", UInt64.max, .number(JSONNumber(UInt64.max))),
            ("swiftInt16", Int16(-300), -300),
            ("nsDouble", NSNumber(value: 1.5), .number(JSONNumber(1.5))),
            ("nsFloat", NSNumber(value: Float(0.1)), .number(JSONNumber(Float(0.1)))),
            ("swiftDouble", 0.1, .number(JSONNumber(0.1))),
            ("swiftFloat", Float(0.1), .number(JSONNumber(Float(0.1)))),
            ("nsDecimal", NSDecimalNumber(string: "1.66"), .number(JSONNumber(Decimal(string: "1.66")!))),
            ("swiftDecimal", Decimal(string: "30.000000000000000000000000001")!,
             .number(JSONNumber(literal: "30.000000000000000000000000001")!)),
            ("nsNull", NSNull(), .null),
            ("optionalSome", Optional<Int>.some(3) as Any, 3),
            ("optionalNone", Optional<Int>.none as Any, .null),
            ("optionalString", Optional<String>.some("o") as Any, "o"),
            ("jsonValue", JSONValue.array([1, "a"]), [1, "a"]),
            ("jsonNumber", JSONNumber(9), 9),
            ("jsonObject", ["k": true] as JSONObject, ["k": true]),
            ("array", [1, "a", NSNull()] as [Any], [1, "a", nil]),
            ("typedArray", [1, 2] as [Int], [1, 2]),
            ("nsArray", NSArray(array: [1, "x"]), [1, "x"]),
            ("typedDictionary", ["x": 1] as [String: Int], ["x": 1]),
            ("emptyArray", [] as [Any], []),
            ("emptyDictionary", [:] as [String: Any], .object(JSONObject())),
            ("date", Date(timeIntervalSince1970: 0), nil),
            ("url", URL(string: "https://example.com")!, nil),
            ("arrayWithDate", [1, Date()] as [Any], nil),
        ]
    }

    /// A dictionary of every kind of member (those with a JSON form only, when `convertible`).
    static func allKinds(convertible: Bool = false) -> [String: Any] {
        var dictionary: [String: Any] = [:]
        for kind in kinds() where !convertible || kind.expected != nil { dictionary[kind.key] = kind.value }
        return dictionary
    }

    /// Checks that `value` is the conversion of ``allKinds()``, in the dictionary's own order.
    static func expectAllKinds(_ value: JSONValue?, from dictionary: [String: Any],
                               sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let object = value?.object else {
            Issue.record("not an object: \(String(describing: value))", sourceLocation: sourceLocation)
            return
        }
        let expected = Dictionary(uniqueKeysWithValues: kinds().map { ($0.key, $0.expected) })
        #expect(object.keys == dictionary.keys.filter { expected[$0]! != nil }, sourceLocation: sourceLocation)
        for (key, converted) in object {
            let wanted = expected[key]!!
            #expect(converted.isIdentical(to: wanted), "\(key): \(converted) is not \(wanted)",
                    sourceLocation: sourceLocation)
        }
    }

    @Test("every kind of value converts the same at every level of a document")
    func everyKindAtEveryLevel() throws {
        // Level 0 is the document, 1 and 2 convert member by member, 3 and 4 go whole (so they
        // hold only values with a JSON form: see `unconvertibleParts`).
        var document = Self.allKinds(convertible: true)
        for level in (0..<4).reversed() {
            var outer = Self.allKinds(convertible: level >= 3)
            outer["next"] = document
            document = outer
        }
        var issues: [PendingIssue] = []
        let converted = try #require(JSONValue(foundationDocument: document, issues: &issues))
        #expect(issues.isEmpty)
        var level: JSONValue? = converted
        var source: Any = document
        for _ in 0...4 {
            var dictionary = try #require(source as? [String: Any])
            let next = dictionary.removeValue(forKey: "next")
            var object = try #require(level?.object)
            let nextValue = object["next"]
            object["next"] = nil
            Self.expectAllKinds(JSONValue.object(object), from: dictionary)
            level = nextValue
            source = next as Any
        }
    }

    @Test("below two levels, a member with something unconvertible inside goes whole")
    func unconvertibleParts() throws {
        let bad: [String: Any] = ["ok": 1, "date": Date()]
        let document: [String: Any] = ["a": bad, "b": ["c": bad, "d": ["e": bad]]]
        var issues: [PendingIssue] = []
        let converted = try #require(JSONValue(foundationDocument: document, issues: &issues))
        #expect(issues.isEmpty)
        #expect(converted.isIdentical(to: ["a": ["ok": 1], "b": ["c": ["ok": 1], "d": [:]]], orderedKeys: false))
    }

    @Test("an array at the top two levels with an unconvertible element goes whole, keeping issues from inside")
    func arraysAtTheTop() throws {
        var issues: [PendingIssue] = []
        let document: [Any] = [["a": Deep.dictionary(600)], Date()]
        #expect(JSONValue(foundationDocument: document, issues: &issues) == nil)
        #expect(issues.map(\.issue.kind) == [.tooDeep])
        #expect(Array(issues.first?.issue.keyPathComponents.prefix(3) ?? []) == ["0", "a", "a"])

        issues = []
        let wrapped: [String: Any] = ["list": [["ok": 1, "date": Date()], 2] as [Any], "kept": 1]
        let converted = try #require(JSONValue(foundationDocument: wrapped, issues: &issues))
        #expect(issues.isEmpty)
        #expect(converted.isIdentical(to: ["list": [["ok": 1], 2], "kept": 1], orderedKeys: false))

        issues = []
        let nested: [String: Any] = ["list": [[1, Date()] as [Any], 2] as [Any], "kept": 1]
        #expect(try #require(JSONValue(foundationDocument: nested, issues: &issues)).isIdentical(to: ["kept": 1]))
        #expect(issues.isEmpty)
    }

    @Test("too deep: the member holding the deep part is left out, with the issue at the path of the 512th level")
    func tooDeepPaths() throws {
        for wrap in 0...4 {
            var document: [String: Any] = ["deep": Deep.dictionary(600), "kept": 1]
            for _ in 0..<wrap { document = ["w": document, "kept": 1] }
            var issues: [PendingIssue] = []
            let converted = try #require(JSONValue(foundationDocument: document, issues: &issues))
            #expect(issues.count == 1)
            let issue = try #require(issues.first?.issue)
            #expect(issue.kind == .tooDeep)
            let path = Array(repeating: "w", count: wrap) + ["deep"]
            #expect(Array(issue.keyPathComponents.prefix(path.count)) == path)
            #expect(issue.keyPathComponents.dropFirst(path.count).allSatisfy { $0 == "a" })
            #expect(issue.keyPathComponents.count == 512, "wrapped \(wrap) times")
            // Within the top levels the deep dictionaries convert member by member, their
            // "level" kept; the member that holds the too-deep part goes whole.
            var expected: JSONValue = switch wrap {
            case 0: ["deep": ["level": 599, "a": ["level": 598]], "kept": 1]
            case 1: ["deep": ["level": 599], "kept": 1]
            default: ["kept": 1]
            }
            // Two levels down, the member that holds the deep part goes whole, wrappers and all.
            for _ in 0..<min(wrap, 2) { expected = ["w": expected, "kept": 1] }
            #expect(converted.isIdentical(to: expected, orderedKeys: false), "wrapped \(wrap) times: \(converted)")
        }
        // Inside arrays, positions are path components.
        var issues: [PendingIssue] = []
        let document: [String: Any] = ["list": [1, ["x": [[Deep.dictionary(600)] as [Any]] as [Any]]] as [Any]]
        let converted = try #require(JSONValue(foundationDocument: document, issues: &issues))
        #expect(converted.isIdentical(to: ["list": [1, [:]]]))
        let issue = try #require(issues.first?.issue)
        #expect(Array(issue.keyPathComponents.prefix(5)) == ["list", "1", "x", "0", "0"])
        #expect(issue.keyPathComponents.count == 512)
    }

    @Test("an NSDictionary's keys that Swift takes as equal are both kept, below the top levels too")
    func swiftEqualKeys() throws {
        let both = PairsDictionary([("\u{E9}", 1), ("e\u{301}", 2)])
        try #require(both.count == 2)
        for depth in 0...4 {
            var document: [String: Any] = ["both": both]
            for _ in 0..<depth { document = ["w": document] }
            var issues: [PendingIssue] = []
            var converted = try #require(JSONValue(foundationDocument: document, issues: &issues))
            for _ in 0..<depth { converted = try #require(converted["w"]) }
            let object = try #require(converted["both"]?.object)
            #expect(object.count == 2 && object["\u{E9}"] == 1 && object["e\u{301}"] == 2, "at depth \(depth)")
        }
    }

    @Test("the Foundation doors map and report alike")
    func doors() throws {
        struct Row: Mappable {
            var id = 0
            var raw: JSONValue?
            var when: Any?
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                id <- map["id"]
                raw <- map["raw"]
            }
        }
        let row: [String: Any] = ["id": NSNumber(value: 3), "raw": ["deep": Deep.dictionary(600), "b": true], "when": Date()]
        let mapper = Mapper<Row>()
        let (one, oneIssues) = mapper.mapWithIssues(JSON: row)
        #expect(one?.id == 3 && one?.raw == ["deep": ["level": 599], "b": true])
        #expect(oneIssues.map(\.kind) == [.tooDeep] && oneIssues.first?.keyPathComponents.prefix(3) == ["raw", "deep", "a"])
        let (many, manyIssues) = mapper.mapArrayWithIssues(JSONArray: [row, row])
        #expect(many?.map(\.id) == [3, 3])
        #expect(manyIssues.map { Array($0.keyPathComponents.prefix(2)) } == [["0", "raw"], ["1", "raw"]])
        let (object, objectIssues) = mapper.mapWithIssues(JSONObject: row)
        #expect(object?.raw == one?.raw && objectIssues == oneIssues)
        let (dictionary, dictionaryIssues) = mapper.mapDictionaryWithIssues(JSON: ["k": row])
        #expect(dictionary?["k"]?.id == 3)
        #expect(dictionaryIssues.map { Array($0.keyPathComponents.prefix(2)) } == [["k", "raw"]])
        #expect(throws: MapError.self) { try mapper.mapOrFail(JSON: row) }
    }
}

/// An `NSDictionary` that keeps keys Swift takes as equal (`"é"` precomposed and decomposed):
/// Foundation's own may or may not, as their hashes fall (`isEqual` holds between them).
final class PairsDictionary: NSDictionary {
    private var pairs: [(key: NSString, value: Any)] = []

    convenience init(_ pairs: [(String, Any)]) {
        self.init()
        self.pairs = pairs.map { (NSString(string: $0.0), $0.1) }
    }

    override var count: Int { pairs.count }

    override func object(forKey key: Any) -> Any? {
        let wanted = (key as? NSString).map { Array(($0 as String).utf8) } ?? (key as? String).map { Array($0.utf8) }
        return pairs.first { Array(($0.key as String).utf8) == wanted }?.value
    }

    override func keyEnumerator() -> NSEnumerator { NSArray(array: pairs.map(\.key)).objectEnumerator() }
}
