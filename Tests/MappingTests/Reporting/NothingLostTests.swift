import Foundation
import Mapping
import Testing

// Issue by issue, from the user's side: values that cannot be written are said, duplicate keys
// are said, the same value writes the same bytes, errors read well, Data goes where strings go,
// and key paths keep their components.

@Suite("Nothing lost in silence")
struct NothingLostTests {
    // MARK: Writing what JSON cannot hold

    struct Event: Mappable {
        var id = 1
        var created = Date(timeIntervalSince1970: 0)
        var link = URL(string: "https://example.com")!
        var scores: [Double] = [1, .nan, 3]
        var limits: [String: Double] = ["low": -.infinity, "high": 2]
        var price = Decimal.nan
        var ratio = Double.infinity

        init() {}
        init?(map: Map) {}

        mutating func mapping(map: Map) {
            id <- map["id"]
            created <- map["created"]   // no transform: a Date has no JSON form
            link <- map["link"]
            scores <- map["scores"]
            limits <- map["limits"]
            price <- map["price"]
            ratio <- map["ratio"]
        }
    }

    @Test func everyValueThatCannotBeWrittenIsReportedAtItsPath() throws {
        let event = Event()
        let (text, issues) = Mapper<Event>().toJSONStringWithIssues(event)
        #expect(text == nil)
        #expect(event.toJSONString() == nil)
        #expect(event.toJSONData() == nil)
        #expect(Set(issues.map(\.keyPath)) == ["created", "link", "scores.1", "limits.low", "price", "ratio"])
        #expect(issues.allSatisfy { $0.kind == .unwritableValue })
        let error = try #require(throws: MapError.self) { try Mapper<Event>().toJSONStringOrFail(event) }
        #expect(error.issues == issues)
    }

    @Test func toJSONLeavesTheUnwritableOutAndKeepsTheRest() throws {
        let json = Event().toJSON()
        #expect(json["id"] as? Int == 1)
        // A value that cannot be written goes whole, with its key: an array with a NaN inside too.
        #expect(Set(json.keys) == ["id"])
        let (value, issues) = Mapper<Event>().toJSONWithIssues(Event())
        #expect(JSONValue(foundation: value) == JSONValue(foundation: json))
        #expect(issues.count == 6)
    }

    @Test func aModelWithOnlyJSONValuesWritesText() {
        var event = Event()
        event.scores = [1, 2]
        event.limits = [:]
        event.price = Decimal(string: "1.66")!
        event.ratio = 0.5
        struct Clean: Mappable {
            var event = Event()
            init?(map: Map) {}
            init(_ event: Event) { self.event = event }
            mutating func mapping(map: Map) {
                event.scores <- map["scores"]
                event.price <- map["price"]
                event.ratio <- map["ratio"]
            }
        }
        #expect(Clean(event).toJSONString() == #"{"scores":[1,2],"price":1.66,"ratio":0.5}"#)
    }

    // MARK: Duplicate keys

    @Test func repeatedKeysMapTheLastValueAndAreReported() throws {
        struct User: Mappable {
            var id = 0
            var name = ""
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                id <- map["id"]
                name <- map["profile.name"]
            }
        }
        let text = #"{"id": 1, "profile": {"name": "a", "name": "b"}, "id": 2}"#
        let (user, issues) = Mapper<User>().mapWithIssues(JSONString: text)
        #expect(user?.id == 2 && user?.name == "b")
        #expect(Set(issues.map(\.keyPath)) == ["id", "profile.name"])
        #expect(issues.allSatisfy { $0.kind == .duplicateKey })
        #expect(Mapper<User>().map(JSONString: text)?.id == 2)
    }

    struct Whole: Mappable {
        var raw: JSONValue?
        var any: [String: Any]?
        var counts: [String: Int]?
        var x: Int?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            raw <- map["raw"]
            any <- map["any"]
            counts <- map["counts"]
            x <- map["x"]
        }
    }

    @Test func repeatedKeysInsideValuesReadWholeAreReported() throws {
        let text = #"""
            {"raw": {"k": 1, "list": [{"k": 1, "k": 2}], "k": 2},
             "any": {"deep": {"a": true, "a": false}},
             "counts": {"a": 1, "a": 2, "b": 3}}
            """#
        let (whole, issues) = Mapper<Whole>().mapWithIssues(JSONString: text)
        #expect(whole?.raw == ["k": 2, "list": [["k": 2]]])
        #expect((whole?.any?["deep"] as? [String: Bool])?["a"] == false)
        #expect(whole?.counts == ["a": 2, "b": 3])
        #expect(issues.map(\.keyPath) == ["raw.k", "raw.list.0.k", "any.deep.a", "counts.a"])
        #expect(issues.allSatisfy { $0.kind == .duplicateKey })
        // Reported, not failed: the plain door maps the same values; the throwing one lists them.
        #expect(Mapper<Whole>().map(JSONString: text)?.counts == ["a": 2, "b": 3])
        let error = try #require(throws: MapError.self) { try Mapper<Whole>().mapOrFail(JSONString: text) }
        #expect(error.issues.count == 4)
        // A value without repeated keys, and a tree (which holds one value per key), report nothing.
        #expect(Mapper<Whole>().mapWithIssues(JSONString: #"{"raw": {"k": [1, {"j": 2}]}}"#).issues.isEmpty)
        #expect(Mapper<Whole>().mapWithIssues(JSONValue: ["raw": ["k": 1]]).issues.isEmpty)
    }

    struct WholeImmutable: ImmutableMappable {
        let raw: JSONValue
        let any: [String: Any]?
        init(map: Map) throws {
            raw = try map.value("raw")
            any = try map.value("any")
        }
    }

    @Test func anImmutableModelReportsThemToo() throws {
        let text = #"{"raw": {"k": 1, "k": 2}, "any": {"a": [{"b": 1, "b": 2}]}}"#
        let (model, issues) = Mapper<WholeImmutable>().mapWithIssues(JSONString: text)
        #expect(model?.raw == ["k": 2])
        #expect(issues.map(\.keyPath) == ["raw.k", "any.a.0.b"])
        #expect(try WholeImmutable(JSONString: text).raw == ["k": 2])
    }

    @Test func repeatedKeysAlongTheDoorsKeyPathAreReported() throws {
        let text = #"{"data": {"x": 1}, "data": {"x": 2, "x": 3}}"#
        let (whole, issues) = Mapper<Whole>().mapWithIssues(JSONString: text, atKeyPath: "data")
        #expect(whole?.x == 3)
        #expect(issues.map(\.keyPath) == ["data", "data.x"])
        #expect(issues.allSatisfy { $0.kind == .duplicateKey })
        let array = Mapper<Whole>().mapArrayWithIssues(JSONString: #"{"r": [], "r": [{"x": 1}]}"#, atKeyPath: "r")
        #expect(array.value?.map(\.x) == [1])
        #expect(array.issues.map(\.keyPath) == ["r"])
        #expect(Mapper<Whole>().mapWithIssues(JSONString: #"{"data": {"x": 1}}"#, atKeyPath: "data").issues.isEmpty)
    }

    struct Untyped: Mappable {
        var list: [Any] = [1.0, Double.nan]
        var object: [String: Any] = ["a": Double.infinity]
        var numbers = [1.0, .infinity]
        init() {}
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            list <- map["list"]
            object <- map["object"]
            numbers <- map["numbers"]
        }
    }

    @Test func aContainerThatCannotBeWrittenIsLeftOutNotWrittenAsNull() {
        // Every shape alike: left out of the lossy forms, reported by the others.
        #expect(Untyped().toJSON().isEmpty)
        #expect(Mapper<Untyped>().toJSONValue(Untyped()) == .object(JSONObject()))
        #expect(Mapper<Untyped>(shouldIncludeNilValues: true).toJSON(Untyped()).isEmpty)
        let written = Mapper<Untyped>().toJSONWithIssues(Untyped())
        #expect(written.value.isEmpty)
        #expect(written.issues.map(\.keyPath) == ["list.1", "object.a", "numbers.1"])
        #expect(Untyped().toJSONString() == nil)
    }

    @Test func theParserCanRefuseRepeatedKeysWithTheirPlace() throws {
        let text = "{\"a\": {\"x\": 1,\n  \"\\u0078\": 2}}"
        for parse in [{ try JSONValue(parsing: text, options: .rejectDuplicateKeys) },
                      { try JSONValue(parsing: Array(text.utf8), options: .rejectDuplicateKeys) },
                      { try JSONValue(parsing: Data(text.utf8), options: .rejectDuplicateKeys) }] {
            let error = try #require(throws: JSONParseError.self) { try parse() }
            #expect(error.kind == .duplicateKey)
            #expect(error.line == 2 && error.column == 3)
            #expect(error.found == #""x" again"#)
        }
        #expect(try JSONValue(parsing: text) == ["a": ["x": 2]])
        #expect(try JSONValue(parsing: #"{"a": 1, "b": {"a": 2}}"#, options: .rejectDuplicateKeys) == ["a": 1, "b": ["a": 2]])
    }

    // MARK: Keys that Swift takes as one

    /// `"é"` precomposed and `"e\u{301}"` are two keys in JSON (compared by their bytes), and
    /// one in a Swift dictionary, which keeps one value. Where a value goes into a dictionary,
    /// the last is kept, as for a repeated key, and reported as one: it was lost in silence.
    struct SwiftEqualKeys: Mappable {
        var counts: [String: Int]?
        var any: [String: Any]?
        var list: [Any]?
        var raw: JSONValue?
        var composed: Int? = 1
        var decomposed: Int? = 2
        init() {}
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            counts <- map["counts"]
            any <- map["any"]
            list <- map["list"]
            raw <- map["raw"]
            composed <- map["\u{E9}"]
            decomposed <- map["e\u{301}"]
        }
    }

    @Test func keysThatSwiftTakesAsOneAreReportedWhereADictionaryHoldsThem() throws {
        let text = #"""
            {"counts": {"\u00e9": 1, "e\u0301": 2, "b": 3},
             "any": {"deep": {"\u00e9": true, "e\u0301": false}},
             "list": [{"\u00e9": 1, "e\u0301": 2}],
             "raw": {"\u00e9": 1, "e\u0301": 2}}
            """#
        for door in ["text", "JSONValue"] {
            let (model, issues) = door == "text"
                ? Mapper<SwiftEqualKeys>().mapWithIssues(JSONString: text)
                : Mapper<SwiftEqualKeys>().mapWithIssues(JSONValue: try JSONValue(parsing: text))
            #expect(model?.counts == ["\u{E9}": 2, "b": 3], "\(door)")
            #expect((model?.any?["deep"] as? [String: Bool])?["\u{E9}"] == false, "\(door)")
            #expect((model?.list?.first as? [String: Int]) == ["\u{E9}": 2], "\(door)")
            // A JSONValue holds both.
            #expect(model?.raw?.object?.count == 2, "\(door)")
            #expect(Self.bytes(issues) == Self.bytes([["counts", "e\u{301}"], ["any", "deep", "e\u{301}"], ["list", "0", "e\u{301}"]]),
                    "\(door)")
            #expect(issues.allSatisfy { $0.kind == .duplicateKey && $0.problem.contains("Swift takes as one") }, "\(door)")
        }
        #expect(throws: MapError.self) { try Mapper<SwiftEqualKeys>().mapOrFail(JSONString: text) }
        let dictionary = Mapper<SwiftEqualKeys>().mapDictionaryWithIssues(JSONString: #"{"\u00e9": {}, "e\u0301": {"raw": 2}}"#)
        #expect(dictionary.value?.count == 1 && dictionary.value?["\u{E9}"]?.raw == 2)
        #expect(Self.bytes(dictionary.issues) == Self.bytes([["e\u{301}"]]))
    }

    @Test func keysThatSwiftTakesAsOneAreReportedWhenWrittenAsFoundationValues() throws {
        var model = SwiftEqualKeys()
        model.raw = .object(JSONObject([("\u{E9}", 1), ("e\u{301}", 2)]))
        // Text holds both: nothing is lost.
        let (text, textIssues) = Mapper<SwiftEqualKeys>().toJSONStringWithIssues(model)
        #expect(textIssues.isEmpty)
        #expect(try JSONValue(parsing: #require(text)).object?.count == 3)
        // A Foundation dictionary holds one of each pair: the last, reported.
        let (foundation, issues) = Mapper<SwiftEqualKeys>().toJSONWithIssues(model)
        #expect(foundation["\u{E9}"] as? Int == 2)
        #expect((foundation["raw"] as? [String: Int]) == ["\u{E9}": 2])
        #expect(Self.bytes(issues) == Self.bytes([["raw", "e\u{301}"], ["e\u{301}"]]))
        #expect(issues.allSatisfy { $0.kind == .duplicateKey })
        #expect(model.toJSON()["\u{E9}"] as? Int == 2)
        #expect(throws: MapError.self) { try Mapper<SwiftEqualKeys>().toJSONOrFail(model) }
        let array = Mapper<SwiftEqualKeys>().toJSONWithIssues([model])
        #expect(Self.bytes(array.issues) == Self.bytes([["0", "raw", "e\u{301}"], ["0", "e\u{301}"]]))
    }

    /// Key paths by their bytes: Swift's `==` takes the two keys as equal.
    static func bytes(_ issues: [MappingIssue]) -> [[[UInt8]]] { bytes(issues.map(\.keyPathComponents)) }
    static func bytes(_ paths: [[String]]) -> [[[UInt8]]] { paths.map { $0.map { Array($0.utf8) } } }

    // MARK: The same value, the same bytes

    @Test func foundationDictionariesAndSetsWriteInAStableOrder() throws {
        struct Bag: Mappable {
            var extra: [String: Any] = [:]
            var tags: Set<String> = []
            var ids: Set<Int> = []
            init?(map: Map) {}
            init() {}
            mutating func mapping(map: Map) {
                extra <- map["extra"]
                tags <- map["tags"]
                ids <- map["ids"]
            }
        }
        var bag = Bag()
        let keys = (0..<40).map { "key\($0)" }
        for key in keys { bag.extra[key] = ["z": 1, "a": [key]] }
        bag.tags = Set(keys)
        bag.ids = Set(0..<40)
        let text = try #require(bag.toJSONString())
        // Rebuilt from scratch (another hash seed order for the same contents), the bytes agree.
        for _ in 0..<5 {
            var again = Bag()
            for key in keys.shuffled() { again.extra[key] = ["a": [key], "z": 1] }
            again.tags = Set(keys.shuffled())
            again.ids = Set((0..<40).shuffled())
            #expect(again.toJSONString() == text)
        }
        let sortedKeys = keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        #expect(text.contains(#""key0":{"a":["key0"],"z":1},"key1":"#))
        let written = try JSONValue(parsing: text)
        #expect(written["extra"].object?.keys.map { $0 } == sortedKeys)
        #expect(written["tags"].array?.compactMap(\.string) == sortedKeys.map { $0 }.sorted {
            "\"\($0)\"".utf8.lexicographicallyPrecedes("\"\($1)\"".utf8)
        })
    }

    // MARK: Errors for people

    @Test func errorsReadWellWhereAppsLogThem() throws {
        struct Person: ImmutableMappable {
            let age: Int
            init(map: Map) throws { age = try map.value("age") }
        }
        let error = try #require(throws: MapError.self) { try Person(JSONString: #"{"age": "ten"}"#) }
        let text = error.localizedDescription
        #expect(text == error.description)
        #expect(text.contains("\"age\"") && text.contains("expected Int") && text.contains(#"found string "ten""#))
        // Said once, not once per layer, however deep the model that refused.
        #expect(text.components(separatedBy: "expected Int").count == 2)
        struct Team: ImmutableMappable {
            let lead: Person
            init(map: Map) throws { lead = try map.value("lead") }
        }
        let nested = try #require(throws: MapError.self) { try Team(JSONString: #"{"lead": {"age": "ten"}}"#) }
        #expect(nested.issues.contains { $0.keyPath == "lead.age" })
        #expect(nested.localizedDescription.components(separatedBy: "expected Int").count == 2)
        #expect(nested.localizedDescription.contains("lead.age"))

        let parse = try #require(throws: JSONParseError.self) { try JSONValue(parsing: "{\n  \"a\": tru\n}") }
        #expect(parse.localizedDescription == parse.description)
        #expect(parse.localizedDescription.contains("line 2"))

        struct Blank: Mappable {
            var value = 0
            init?(map: Map) {}
            mutating func mapping(map: Map) { value <- map["", nested: false] }
        }
        let (_, issues) = Mapper<Blank>().mapWithIssues(JSONString: #"{"": "x"}"#)
        #expect(issues.map(\.description) == [#""": expected Int, found string "x""#])
    }

    // MARK: Data where strings go

    struct Item: Mappable, Hashable {
        var id = 0
        init?(map: Map) {}
        init(id: Int) { self.id = id }
        mutating func mapping(map: Map) { id <- map["id"] }
    }

    @Test func dataInAndOutEverywhereStringsGo() throws {
        let item = Item(id: 7)
        let data = try #require(item.toJSONData())
        #expect(String(decoding: data, as: UTF8.self) == #"{"id":7}"#)
        let pretty = String(decoding: try #require(item.toJSONData(prettyPrint: true)), as: UTF8.self)
        #expect(pretty.contains("\n"))
        #expect(try JSONValue(parsing: pretty) == ["id": 7])
        #expect(Item(JSONData: data) == item)
        let list = Data(#"[{"id": 1}, {"id": 2}]"#.utf8)
        #expect([Item](JSONData: list) == [Item(id: 1), Item(id: 2)])
        #expect(Mapper<Item>().mapDictionary(JSONData: Data(#"{"a": {"id": 1}}"#.utf8)) == ["a": Item(id: 1)])
        let mapper = Mapper<Item>()
        #expect(mapper.toJSONString(["a": item]) == #"{"a":{"id":7}}"#)
        #expect(mapper.toJSONData([item]).map { String(decoding: $0, as: UTF8.self) } == #"[{"id":7}]"#)
        #expect(mapper.toJSONData(Set([item])).map { String(decoding: $0, as: UTF8.self) } == #"[{"id":7}]"#)
        #expect(mapper.toJSONData(["b": item, "a": Item(id: 1)]).map { String(decoding: $0, as: UTF8.self) }
                == #"{"a":{"id":1},"b":{"id":7}}"#)
        #expect([item].toJSONData().map { String(decoding: $0, as: UTF8.self) } == #"[{"id":7}]"#)
    }

    // MARK: Key paths keep their components

    @Test func aKeyWithADotStaysOneComponent() throws {
        struct Settings: Mappable {
            var volume = 0
            var level = 0
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                volume <- map["audio.volume", nested: false]
                level <- map["deep->audio.level", delimiter: "->"]
            }
        }
        let (_, issues) = Mapper<Settings>().mapWithIssues(JSONString: #"{"audio.volume": "loud", "deep": {"audio.level": "x"}}"#)
        #expect(issues.map(\.keyPathComponents) == [["audio.volume"], ["deep", "audio.level"]])
        let (_, nested) = Mapper<Settings>().mapArrayWithIssues(JSONString: #"[{"audio.volume": true}]"#)
        #expect(nested.filter { $0.kind == .typeMismatch }.map(\.keyPathComponents) == [["0", "audio.volume"]])
    }
}
