import Foundation
import Testing
import Mapping

/// Compact and pretty text, data, and their issues agree, whatever the model does: nested models
/// and collections, nil values, key paths mixed with plain keys in one object, keys written
/// twice, reading `map.JSON` while writing, values that cannot be written. The pretty text, read
/// back and written compact, must be the compact text byte for byte.
@Suite("Compact and pretty writes agree")
struct WriteFormsAgreeTests {
    /// The pretty text, read back and written compact.
    func prettyTextCompacted<N>(_ mapper: Mapper<N>, _ model: N) throws -> String? {
        guard let pretty = mapper.toJSONString(model, prettyPrint: true) else { return nil }
        return try JSONValue(parsing: pretty).jsonString()
    }

    /// Checks that the compact writes of `model` equal the pretty one, in text, data and issues.
    func expectSameAsPretty<N>(_ mapper: Mapper<N>, _ model: N, _ expected: String? = nil,
                             sourceLocation: SourceLocation = #_sourceLocation) throws {
        let streamed = mapper.toJSONString(model)
        #expect(streamed == (try prettyTextCompacted(mapper, model)), sourceLocation: sourceLocation)
        if let expected { #expect(streamed == expected, sourceLocation: sourceLocation) }
        #expect(mapper.toJSONData(model).map { String(decoding: $0, as: UTF8.self) } == streamed,
                sourceLocation: sourceLocation)
        let withIssues = mapper.toJSONStringWithIssues(model)
        let prettyIssues = mapper.toJSONStringWithIssues(model, prettyPrint: true).issues
        #expect(withIssues.value == streamed, sourceLocation: sourceLocation)
        #expect(withIssues.issues == prettyIssues, sourceLocation: sourceLocation)
        #expect(mapper.toJSONDataWithIssues(model).issues == prettyIssues, sourceLocation: sourceLocation)
    }

    @Test func everyShapeOfValueWritesTheSameCompactAndPretty() throws {
        let leaf = WrittenLeaf(name: "a \"quoted\" \\ line\nbreak \u{1} é 🎉", count: -42, ratio: 0.1, flag: true)
        var model = WrittenShapes()
        model.leaf = leaf
        model.leaves = [leaf, WrittenLeaf(name: "", count: Int.max, ratio: -0.0, flag: false)]
        model.optionalLeaves = [leaf, nil]
        model.grid = [[1, 2], [], [3]]
        model.byName = ["b": leaf, "a": WrittenLeaf(name: "x", count: 0, ratio: 1e300, flag: false)]
        model.groups = ["g": [leaf], "empty": []]
        model.tags = ["z", "a", "m"]
        model.big = UInt64.max
        model.tiny = Float(1.1)
        model.json = ["k": [1, "two", nil, ["deep": true]]]
        model.foundation = ["n": 1, "s": "x", "list": [1, 2]]
        model.color = .green
        model.celsius = 21.5
        try expectSameAsPretty(Mapper<WrittenShapes>(), model)
        try expectSameAsPretty(Mapper<WrittenShapes>(shouldIncludeNilValues: true), model)
        try expectSameAsPretty(Mapper<WrittenShapes>(), WrittenShapes())
        try expectSameAsPretty(Mapper<WrittenShapes>(shouldIncludeNilValues: true), WrittenShapes())
        try expectSameAsPretty(Mapper<WrittenLeaf>(), leaf,
                             #"{"name":"a \"quoted\" \\ line\nbreak \u0001 é 🎉","count":-42,"ratio":0.1,"flag":true}"#)
    }

    @Test func collectionsOfModelsWriteTheSameCompactAndPretty() throws {
        let leaves = (0..<5).map { WrittenLeaf(name: "n\($0)", count: $0, ratio: Double($0) / 3, flag: $0 % 2 == 0) }
        let mapper = Mapper<WrittenLeaf>()
        #expect(mapper.toJSONString(leaves) == (try JSONValue(parsing: mapper.toJSONString(leaves, prettyPrint: true) ?? "").jsonString()))
        #expect(mapper.toJSONString([]) == "[]")
        let dictionary = ["b": leaves[1], "a": leaves[0]]
        #expect(mapper.toJSONString(dictionary) == #"{"a":{"name":"n0","count":0,"ratio":0,"flag":true},"b":{"name":"n1","count":1,"ratio":0.3333333333333333,"flag":false}}"#)
        #expect(mapper.toJSONString(dictionary) == (try JSONValue(parsing: mapper.toJSONString(dictionary, prettyPrint: true) ?? "").jsonString()))
        #expect(leaves.toJSONString() == mapper.toJSONString(leaves))
    }

    @Test func keyPathsAndPlainKeysShareOneObject() throws {
        var model = WrittenKeyPaths()
        model.id = 7
        model.city = "Oslo"
        model.street = "Main"
        model.first = WrittenLeaf(name: "f", count: 1, ratio: 2.5, flag: true)
        model.after = [1, 2]
        try expectSameAsPretty(Mapper<WrittenKeyPaths>(), model,
                             #"{"id":7,"address":{"country":"NO","city":"Oslo","street":"Main"},"first":{"name":"f","count":1,"ratio":2.5,"flag":true},"list":[null,{"name":"x"}],"after":[1,2]}"#)
        // The same models side by side, inside another model's array and dictionary.
        var outer = WrittenOuter()
        outer.items = [model, model]
        outer.byKey = ["k": model]
        try expectSameAsPretty(Mapper<WrittenOuter>(), outer)
    }

    @Test func aKeyWrittenTwiceKeepsItsFirstPlaceAndItsLastValue() throws {
        var model = WrittenRepeats()
        model.first = 1
        model.second = 2
        model.third = "three"
        try expectSameAsPretty(Mapper<WrittenRepeats>(), model, #"{"k":"three","other":2,"K":4,"\#u{212A}":5}"#)
        // Side by side, after objects of the same type that did not repeat: the remembered key
        // lists must not hide a repeat.
        var outer = WrittenOuterRepeats()
        outer.plain = Array(repeating: WrittenLeaf(name: "p", count: 1, ratio: 1, flag: true), count: 3)
        outer.repeats = [model, model]
        outer.mixed = [WrittenMaybeRepeats(repeatsKey: false), WrittenMaybeRepeats(repeatsKey: true),
                       WrittenMaybeRepeats(repeatsKey: false), WrittenMaybeRepeats(repeatsKey: true)]
        try expectSameAsPretty(Mapper<WrittenOuterRepeats>(), outer)
        let written = try #require(Mapper<WrittenOuterRepeats>().toJSONString(outer))
        #expect(written.contains(#"[{"a":1,"b":2,"c":3},{"a":3,"b":2},{"a":1,"b":2,"c":3},{"a":3,"b":2}]"#))
    }

    @Test func readingTheObjectWhileWritingSeesWhatWasWritten() throws {
        let model = WrittenReadsBack()
        try expectSameAsPretty(Mapper<WrittenReadsBack>(), model, #"{"a":1,"b":"two","seen":["a","b"]}"#)
    }

    @Test func valuesThatCannotBeWrittenFailTheTextWithTheSameIssues() throws {
        var model = WrittenShapes()
        model.celsius = .nan
        model.leaves = [WrittenLeaf(name: "ok", count: 1, ratio: 1, flag: true),
                        WrittenLeaf(name: "bad", count: 2, ratio: .infinity, flag: false)]
        model.json = ["deep": [1, .number(JSONNumber(Double.nan))]]
        try expectSameAsPretty(Mapper<WrittenShapes>(), model)
        let result = Mapper<WrittenShapes>().toJSONStringWithIssues(model)
        #expect(result.value == nil)
        #expect(result.issues.map(\.keyPath).sorted() == ["celsius", "json.deep.1", "leaves.1.ratio"])
        #expect(throws: MapError.self) { try Mapper<WrittenShapes>().toJSONStringOrFail(model) }
        #expect(Mapper<WrittenShapes>().toJSONData(model) == nil)
    }

    @Test func modelsNestedTooDeepAreReportedTheSameWay() throws {
        var chain = WrittenChain()
        for _ in 0..<40 {
            let inner = chain
            chain = WrittenChain()
            chain.next = inner
        }
        try expectSameAsPretty(Mapper<WrittenChain>(), chain)
        #expect(Mapper<WrittenChain>().toJSONString(chain) == nil)
        #expect(Mapper<WrittenChain>().toJSONStringWithIssues(chain).issues.count == 1)
    }

    @Test func aWriteCanBeRepeatedAndMappersShared() throws {
        let mapper = Mapper<WrittenLeaf>()
        let leaf = WrittenLeaf(name: "n", count: 1, ratio: 0.5, flag: true)
        let first = mapper.toJSONString(leaf)
        for _ in 0..<3 { #expect(mapper.toJSONString(leaf) == first) }
        #expect(leaf.toJSONString() == first)
        #expect(leaf.toJSONString(prettyPrint: true).flatMap { try? JSONValue(parsing: $0).jsonString() } == first)
    }
}

// MARK: - Models

private struct WrittenLeaf: Mappable, Equatable {
    var name = ""
    var count = 0
    var ratio = 0.0
    var flag = false

    init(name: String, count: Int, ratio: Double, flag: Bool) {
        self.name = name
        self.count = count
        self.ratio = ratio
        self.flag = flag
    }

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        name <- map["name"]
        count <- map["count"]
        ratio <- map["ratio"]
        flag <- map["flag"]
    }
}

private enum WrittenColor: String { case red, green }

/// Doubles a number on the way out, or writes `"none"` for `nil`.
private struct WrittenCelsiusTransform: TransformType {
    func transformFromJSON(_ value: Any?) -> Double? { (value as? Double).map { $0 / 2 } }
    func transformToJSON(_ value: Double?) -> Any? { value.map { $0 * 2 } ?? "none" }
}

private struct WrittenShapes: Mappable {
    var leaf: WrittenLeaf?
    var leaves: [WrittenLeaf] = []
    var optionalLeaves: [WrittenLeaf?] = []
    var grid: [[Int]] = []
    var byName: [String: WrittenLeaf] = [:]
    var groups: [String: [WrittenLeaf]] = [:]
    var tags: Set<String> = []
    var big: UInt64 = 0
    var tiny: Float = 0
    var missing: String?
    var json: JSONValue?
    var foundation: [String: Any] = [:]
    var color: WrittenColor?
    var celsius: Double?

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        leaf <- map["leaf"]
        leaves <- map["leaves"]
        optionalLeaves <- map["optionalLeaves"]
        grid <- map["grid"]
        byName <- map["byName"]
        groups <- map["groups"]
        tags <- map["tags"]
        big <- map["big"]
        tiny <- map["tiny"]
        missing <- map["missing"]
        json <- map["json"]
        foundation <- map["foundation"]
        color <- map["color"]
        celsius <- (map["celsius"], WrittenCelsiusTransform())
        missing <- map["a.dotted.key", nested: false]
    }
}

private struct WrittenKeyPaths: Mappable {
    var id = 0
    var city = ""
    var street = ""
    var first: WrittenLeaf?
    var after: [Int] = []

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        var country = "NO"
        var list = "x"
        id <- map["id"]
        country <- map["address.country"]
        city <- map["address.city"]
        first <- map["first"]
        street <- map["address.street"]
        list <- map["list.1.name"]
        after <- map["after"]
    }
}

private struct WrittenOuter: Mappable {
    var items: [WrittenKeyPaths] = []
    var byKey: [String: WrittenKeyPaths] = [:]

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        items <- map["items"]
        byKey <- map["byKey"]
    }
}

private struct WrittenRepeats: Mappable {
    var first = 0
    var second = 0
    var third = ""

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        var upper = 4
        var kelvin = 5
        first <- map["k"]
        second <- map["other"]
        third <- map["k"]
        upper <- map["K"]
        kelvin <- map["\u{212A}"]
    }
}

private struct WrittenMaybeRepeats: Mappable {
    var repeatsKey = false

    init(repeatsKey: Bool) { self.repeatsKey = repeatsKey }
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        var a = 1
        var b = 2
        var again = 3
        a <- map["a"]
        b <- map["b"]
        again <- map[repeatsKey ? "a" : "c"]
    }
}

private struct WrittenOuterRepeats: Mappable {
    var plain: [WrittenLeaf] = []
    var repeats: [WrittenRepeats] = []
    var mixed: [WrittenMaybeRepeats] = []

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        plain <- map["plain"]
        repeats <- map["repeats"]
        mixed <- map["mixed"]
    }
}

private struct WrittenReadsBack: Mappable {
    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        var a = 1
        var b = "two"
        a <- map["a"]
        b <- map["b"]
        if map.mappingType == .toJSON {
            var seen = map.JSON.keys.sorted()
            seen <- map["seen"]
        }
    }
}

private final class WrittenChain: Mappable {
    var next: WrittenChain?

    init() {}
    required init?(map: Map) {}

    func mapping(map: Map) {
        next <- map["next"]
    }
}
