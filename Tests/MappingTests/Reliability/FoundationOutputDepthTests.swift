import Foundation
import Testing
@testable import Mapping

/// A `JSONValue` built in code may nest deeper than any parsed document. Foundation values hold
/// at most 512 levels (the bridge's limit, as `JSONValue(foundation:)` reads them): a Foundation
/// dictionary 100,000 levels deep could not even be freed, since Swift frees nested dictionaries
/// with one call per level. So the doors that hand out Foundation values (`toJSON` and its twins,
/// `map.JSON`) leave out the value that would nest deeper, counting where it lies, as they leave
/// out a NaN, and keep everything else; the `WithIssues` forms name the path where it crosses
/// the limit. The text and data doors write it, up to the writer's 10,000 levels.
@Suite("Depth: Foundation values handed out stay within the bridge's limit", .serialized)
struct FoundationOutputDepthTests {
    /// The levels of the limit, and the components of the path of every `tooDeep` issue about it:
    /// the path to the first container past it.
    static let limit = FoundationBridge.maximumDepth

    /// What every Foundation door gave for a model: whether it equals what the door gives for
    /// the same model without the deep value, and the issues of its `WithIssues` form.
    struct Outcome: Sendable, Equatable {
        var sameAsWithout: Bool
        var kinds: [MappingIssue.Kind]
        var firstPath: [String]
    }

    @Test("every Foundation door keeps the ordinary property and leaves out only the deep value, reported",
          arguments: Stack.allCases, DepthTests.depths)
    func everyFoundationDoor(stack: Stack, depth: Int) throws {
        let outcomes = try stack.run { () -> [String: Outcome] in
            var deep = Document()
            deep.raw = Deep.object(depth)
            let without = Document()
            let mapper = Mapper<Document>()
            var outcomes: [String: Outcome] = [:]
            func note(_ door: String, _ written: Any, _ expected: Any, _ issues: [MappingIssue]) {
                let same = JSONValue(foundation: written).map { $0 == JSONValue(foundation: expected) } ?? false
                outcomes[door] = Outcome(sameAsWithout: same,
                                         kinds: issues.map(\.kind), firstPath: issues.first?.keyPathComponents ?? [])
            }
            let model = mapper.toJSONWithIssues(deep)
            note("toJSON", mapper.toJSON(deep), mapper.toJSON(without), model.issues)
            note("toJSONWithIssues", model.value, mapper.toJSON(without), model.issues)
            note("model.toJSON()", deep.toJSON(), without.toJSON(), model.issues)
            let array = mapper.toJSONWithIssues([without, deep])
            note("toJSONArray", mapper.toJSONArray([without, deep]), mapper.toJSONArray([without, without]), array.issues)
            note("array.toJSON()", [without, deep].toJSON(), [without, without].toJSON(), array.issues)
            let set = mapper.toJSONWithIssues(Set([deep]))
            note("toJSONSet", mapper.toJSONSet([deep]), mapper.toJSONSet([without]), set.issues)
            note("set.toJSON()", Set([deep]).toJSON(), Set([without]).toJSON(), set.issues)
            let dictionary = mapper.toJSONWithIssues(["a": without, "b": deep])
            note("toJSONDictionary", mapper.toJSONDictionary(["a": without, "b": deep]),
                 mapper.toJSONDictionary(["a": without, "b": without]), dictionary.issues)
            let arrays = mapper.toJSONWithIssues(["a": [deep]])
            note("toJSONDictionaryOfArrays", mapper.toJSONDictionaryOfArrays(["a": [deep]]),
                 mapper.toJSONDictionaryOfArrays(["a": [without]]), arrays.issues)
            let failure = #expect(throws: MapError.self) { try mapper.toJSONOrFail(deep) }
            note("toJSONOrFail", [String: Any](), [String: Any](), failure?.issues ?? [])
            // ObjectMapper's way: a map made for writing, the model's mapping, then its JSON.
            let map = Map(mappingType: .toJSON, JSON: [:])
            var copy = deep
            copy.mapping(map: map)
            note("map.JSON", map.JSON, without.toJSON(), model.issues)
            return outcomes
        }
        #expect(outcomes.count == 11)
        for (door, outcome) in outcomes {
            #expect(outcome.sameAsWithout, "\(door)")
            #expect(outcome.kinds == [.tooDeep], "\(door)")
            #expect(outcome.firstPath.count == Self.limit, "\(door)")
            #expect(outcome.firstPath.suffix(Self.limit - 4).allSatisfy { $0 == "a" }, "\(door)")
        }
        #expect(outcomes["toJSON"]?.firstPath.first == "raw")
        #expect(outcomes["toJSONArray"]?.firstPath.prefix(2) == ["1", "raw"])
        #expect(outcomes["toJSONDictionary"]?.firstPath.prefix(2) == ["b", "raw"])
        #expect(outcomes["toJSONDictionaryOfArrays"]?.firstPath.prefix(3) == ["a", "0", "raw"])
    }

    @Test("a deep value is left out of Foundation values as a NaN is, and the text doors write it up to 10,000 levels",
          arguments: Stack.allCases, DepthTests.depths)
    func sameRuleAsNaN(stack: Stack, depth: Int) throws {
        let (deepIsNaN, text, data, textIssues) = try stack.run { () -> (Bool, Int?, Int?, [MappingIssue.Kind]) in
            var deep = Document()
            deep.raw = Deep.mixed(depth)
            var nan = Document()
            nan.raw = ["x": .number(JSONNumber(Double.nan))]
            let mapper = Mapper<Document>()
            let deepIsNaN = (mapper.toJSON(deep) as NSDictionary) == (mapper.toJSON(nan) as NSDictionary)
            let (text, issues) = mapper.toJSONStringWithIssues(deep)
            return (deepIsNaN, text?.utf8.count, mapper.toJSONData(deep)?.count, issues.map(\.kind))
        }
        #expect(deepIsNaN)
        // The model's object is one more level: a value 10,000 deep is past the writer's limit.
        if depth < JSONWriter.maximumDepth {
            #expect(text != nil && text == data)
            #expect(textIssues.isEmpty)
        } else {
            #expect(text == nil && data == nil)
            #expect(textIssues == [.tooDeep])
        }
    }

    @Test("the limit counts where the value lies: 511 levels fit in a model's object, not in an array of models")
    func theLimitCountsThePlace() throws {
        var document = Document()
        document.raw = Deep.object(Self.limit - 1, leaf: "end")
        let (object, issues) = Mapper<Document>().toJSONWithIssues(document)
        #expect(issues.isEmpty)
        #expect(Deep.depth(ofFoundation: object) == Self.limit)
        #expect(JSONValue(foundation: object)?["raw"] == document.raw)

        let (array, arrayIssues) = Mapper<Document>().toJSONWithIssues([document])
        #expect(array.count == 1 && array.first?["raw"] == nil && array.first?["title"] as? String == "kept")
        #expect(arrayIssues.map(\.kind) == [.tooDeep])
        #expect(arrayIssues.first?.keyPathComponents.count == Self.limit)
        #expect(arrayIssues.first?.description.hasPrefix("0.raw.a.a.a.a.a.a.<496 more>") == true)
        // One level less fits there too.
        document.raw = Deep.object(Self.limit - 2)
        #expect(Mapper<Document>().toJSONWithIssues([document]).issues.isEmpty)
    }

    @Test("inside a nested model, under a key path, in an array and as Foundation or transformed values: only that value")
    func onlyTheValue() throws {
        var inner = Document()
        inner.raw = Deep.object(Self.limit)
        var folder = Folder()
        folder.document = inner
        folder.documents = [Document(), inner]
        folder.note = "note"
        folder.tagged = Deep.object(Self.limit)
        folder.list = [1, Deep.object(Self.limit), 3]
        folder.extra = Deep.dictionary(Self.limit)
        folder.transformed = Deep.dictionary(Self.limit)
        let (object, issues) = Mapper<Folder>().toJSONWithIssues(folder)

        var expected = folder
        expected.document?.raw = nil
        expected.documents[1].raw = nil
        expected.tagged = nil
        expected.list = nil
        expected.extra = nil
        expected.transformed = nil
        #expect(object as NSDictionary == Mapper<Folder>().toJSON(expected) as NSDictionary)
        #expect((object["meta"] as? [String: Any])?["note"] as? String == "note")
        // Each value at the path where it crosses the limit: the list as a NaN in it would be.
        #expect(issues.map(\.kind) == Array(repeating: .tooDeep, count: 6))
        #expect(issues.map { $0.keyPathComponents.count } == Array(repeating: Self.limit, count: 6))
        #expect(issues.map { Array($0.keyPathComponents.prefix(2)) } == [
            ["document", "raw"], ["documents", "1"], ["meta", "tagged"], ["list", "1"], ["extra", "a"],
            ["transformed", "a"],
        ])
        let failure = #expect(throws: MapError.self) { try Mapper<Folder>().toJSONOrFail(folder) }
        #expect(failure?.issues == issues)
        #expect(Mapper<Folder>().toJSON(folder) as NSDictionary == object as NSDictionary)
    }

    @Test("models under long key paths that nest too deep with no deep value: the model's member is left out, the rest kept")
    func tooDeepWithoutADeepValue() throws {
        let (object, issues) = Mapper<LongPaths>().toJSONWithIssues(LongPaths())
        #expect(object as NSDictionary == ["kept": 1] as NSDictionary)
        #expect(issues.map(\.kind) == [.tooDeep])
        #expect(issues.first?.keyPathComponents.count == Self.limit)
        // The text holds all of it.
        let text = try #require(Mapper<LongPaths>().toJSONString(LongPaths()))
        #expect(text.hasPrefix(#"{"kept":1,"a":{"a":"#))
        #expect(text.hasSuffix(#"{"a":1"# + String(repeating: "}", count: 2 * LongPaths.length)))
    }

    @Test("a mapping that writes a value of another depth each time: still no crash, the value left out")
    func aMappingThatChanges() throws {
        let shifty = Shifty()
        let (object, issues) = Mapper<Shifty>().toJSONWithIssues(shifty)
        #expect(object as NSDictionary == ["title": "kept"] as NSDictionary)
        #expect(issues.map(\.kind) == [.tooDeep])
        #expect(issues.first?.keyPathComponents.first == "raw")
        #expect(shifty.writes > 1)
    }

    @Test("the doors that leave nothing out write each model once")
    func oneWriteWithinTheLimit() {
        let shifty = Shifty(startingDepth: 10)
        #expect(Mapper<Shifty>().toJSONWithIssues(shifty).issues.isEmpty)
        #expect(shifty.writes == 1)
    }

    @Test("currentValue and JSON of a map reading a deep value are within the limit and keep the rest, no crash",
          arguments: Stack.allCases, DepthTests.depths)
    func mapFoundationViews(stack: Stack, depth: Int) throws {
        let (current, keys) = try stack.run { () -> (Bool, [String]) in
            let value = JSONValue.object(["name": "x", "raw": Deep.object(depth)])
            let peek = Mapper<Peek>().map(JSONValue: value)
            Deep.dismantle(consume value)
            return (peek?.sawCurrentValue ?? true, peek?.jsonKeys ?? [])
        }
        #expect(!current)
        #expect(keys == ["name"])
    }
}

/// A model with an ordinary property beside a value built in code.
struct Document: Mappable, Hashable, @unchecked Sendable {
    var title = "kept"
    var raw: JSONValue?

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        title <- map["title"]
        raw <- map["raw"]
    }
}

/// Values built in code in every place a model puts them.
struct Folder: Mappable {
    var name = "folder"
    var document: Document?
    var documents: [Document] = []
    var note = ""
    var tagged: JSONValue?
    var list: [JSONValue]?
    var extra: [String: Any]?
    var transformed: [String: Any]?

    /// A transform with ObjectMapper's two requirements only, bridged through Foundation values.
    struct Identity: TransformType {
        func transformFromJSON(_ value: Any?) -> [String: Any]? { value as? [String: Any] }
        func transformToJSON(_ value: [String: Any]?) -> [String: Any]? { value }
    }

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        name <- map["name"]
        document <- map["document"]
        documents <- map["documents"]
        note <- map["meta.note"]
        tagged <- map["meta.tagged"]
        list <- map["list"]
        extra <- map["extra"]
        transformed <- (map["transformed"], Identity())
    }
}

/// A model nested under a key path of 300 components, holding a value under another: 601
/// levels, with no value written whole.
struct LongPaths: Mappable {
    static let length = 300
    static let path = Array(repeating: "a", count: length).joined(separator: ".")

    struct Inner: Mappable {
        var value = 1
        init() {}
        init?(map: Map) {}
        mutating func mapping(map: Map) { value <- map[LongPaths.path] }
    }

    var kept = 1
    var inner = Inner()

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        kept <- map["kept"]
        inner <- map[Self.path]
    }
}

/// Writes a value one level deeper each time it is written, past the limit from the start.
final class Shifty: Mappable, @unchecked Sendable {
    var title = "kept"
    var writes = 0
    let startingDepth: Int

    init(startingDepth: Int = 600) { self.startingDepth = startingDepth }
    required init?(map: Map) { startingDepth = 600 }

    func mapping(map: Map) {
        title <- map["title"]
        guard map.mappingType == .toJSON else { return }
        writes += 1
        Deep.object(startingDepth + writes) >>> map["raw"]
    }
}

/// Looks at the map's Foundation views of its object.
struct Peek: Mappable, Sendable {
    var sawCurrentValue = false
    var jsonKeys: [String] = []

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        sawCurrentValue = map["raw"].currentValue != nil
        jsonKeys = map.JSON.keys.sorted()
    }
}
