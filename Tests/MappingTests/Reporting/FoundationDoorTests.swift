import Foundation
@testable import Mapping
import Testing

// What the Foundation doors (`map(JSON:)`, `map(JSONObject:)`, `mapArray(JSONArray:)`...) make of
// every kind of value a `[String: Any]` can hold, at every level of the document: each converts
// alike, and a value with no JSON form (or nested deeper than 512 levels) becomes a stand-in that
// fails only the property or element that reads it, with an issue at its path, as a bad value in
// a JSON text does.

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
            // An optional NSNumber of 0 or 1 is a number: only its Bool cast says otherwise.
            ("optionalNSNumberOne", Optional(NSNumber(value: 1)) as Any, 1),
            ("optionalNSNumberZero", Optional(NSNumber(value: 0.0)) as Any, .number(JSONNumber(0.0))),
            ("optionalAnyNSNumber", Optional<Any>.some(NSNumber(value: 0)) as Any, 0),
            ("optionalNSTrue", Optional(NSNumber(value: true)) as Any, true),
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
        var document = Self.allKinds()
        for _ in 0..<4 {
            var outer = Self.allKinds()
            outer["next"] = document
            document = outer
        }
        var level: JSONValue? = JSONValue(foundationDocument: document)
        let expected = Dictionary(uniqueKeysWithValues: Self.kinds().map { ($0.key, $0.expected) })
        for depth in 0...4 {
            let object = try #require(level?.object)
            #expect(object.count == expected.count + (depth < 4 ? 1 : 0))
            for (key, converted) in object where key != "next" {
                if let wanted = expected[key]! {
                    #expect(converted.isIdentical(to: wanted), "\(key) at depth \(depth): \(converted)")
                } else {
                    // A stand-in, or a container holding one.
                    #expect(converted.firstStandIn()?.tooDeep == false, "\(key) at depth \(depth): \(converted)")
                }
            }
            level = object["next"]
        }
    }

    @Test("an NSDictionary's keys that Swift takes as equal are both kept, at every level")
    func swiftEqualKeys() throws {
        let both = PairsDictionary([("\u{E9}", 1), ("e\u{301}", 2)])
        try #require(both.count == 2)
        for depth in 0...4 {
            var document: [String: Any] = ["both": both]
            for _ in 0..<depth { document = ["w": document] }
            var converted = JSONValue(foundationDocument: document)
            for _ in 0..<depth { converted = try #require(converted["w"]) }
            let object = try #require(converted["both"]?.object)
            #expect(object.count == 2 && object["\u{E9}"] == 1 && object["e\u{301}"] == 2, "at depth \(depth)")
        }
    }
}

/// A model with a property of each kind the Foundation door's bad values reach.
final class FoundationDoorModel: Mappable {
    var name: String?
    var raw: JSONValue?
    var any: [String: Any]?
    var list: [Any]?
    var friends: [FoundationDoorModel]?
    var stamp: Date?
    init() {}
    init?(map: Map) {}
    func mapping(map: Map) {
        name <- map["name"]
        raw <- map["raw"]
        any <- map["any"]
        list <- map["list"]
        friends <- map["friends"]
        stamp <- (map["stamp"], SecondsTransform())
    }
}

/// A transform that reads `JSONValue`s itself, as a custom transform may: it writes back the
/// text of what it read.
struct TextOfValueTransform: TransformType {
    func transformFromJSON(_ value: Any?) -> String? { nil }
    func transformToJSON(_ value: String?) -> String? { value }
    func transformFromJSONValue(_ value: JSONValue?) -> String? { try? value?.jsonString() }
}

/// A property and an array read through ``TextOfValueTransform``.
final class TextOfValueModel: Mappable {
    var raw = "kept"
    var list = ["kept"]
    init() {}
    init?(map: Map) {}
    func mapping(map: Map) {
        raw <- (map["raw"], TextOfValueTransform())
        list <- (map["list"], TextOfValueTransform())
    }
}

/// Seconds since 1970 as a `Date`.
struct SecondsTransform: TransformType {
    func transformFromJSON(_ value: Any?) -> Date? { (value as? Double).map(Date.init(timeIntervalSince1970:)) }
    func transformToJSON(_ value: Date?) -> Double? { value?.timeIntervalSince1970 }
}

/// An ImmutableMappable twin, whose properties are required.
struct FoundationDoorRecord: ImmutableMappable {
    let id: Int
    let name: String
    init(map: Map) throws {
        id = try map.value("id")
        name = try map.value("name")
    }
}

@Suite("Foundation doors report values with no JSON form where they are")
struct FoundationDoorBadValueTests {
    /// `(path, found)` of each issue, in order.
    static func described(_ issues: [MappingIssue]) -> [String] {
        issues.map { "\($0.keyPath) \($0.kind): \($0.problem)" }
    }

    @Test("a member with no JSON form fails the property that reads it, which keeps its value",
          arguments: ["Date", "URL", "Data", "(Int, Int)", "Substring", "Character"])
    func unrepresentableMember(typeName: String) throws {
        let values: [String: Any] = [
            "Date": Date(timeIntervalSince1970: 0), "URL": URL(string: "https://example.com")!, "Data": Data([1]),
            "(Int, Int)": (1, 2), "Substring": Substring("s"), "Character": Character("c"),
        ]
        let value = try #require(values[typeName])
        let found = "a value of type \(typeName), which has no JSON form"
        let existing = FoundationDoorModel()
        existing.any = ["keep": 1]
        existing.list = ["keep"]
        existing.raw = "keep"
        let document: [String: Any] = ["name": "n", "raw": value, "any": ["bad": value, "ok": 1], "list": [1, value]]
        let (model, issues) = Mapper<FoundationDoorModel>().mapWithIssues(JSON: document, toObject: existing)
        #expect(model.name == "n")
        #expect(model.raw == "keep")
        #expect(model.any?["keep"] as? Int == 1 && model.any?.count == 1)
        #expect(model.list?.first as? String == "keep")
        #expect(Self.described(issues) == [
            "raw typeMismatch: expected JSONValue, found \(found)",
            "any.bad typeMismatch: expected JSON, found \(found)",
            "list.1 typeMismatch: expected JSON, found \(found)",
        ])
        #expect(throws: MapError.self) { try Mapper<FoundationDoorModel>().mapOrFail(JSON: ["any": ["bad": value, "ok": 1]]) }
        // A required property reports what it found, not a missing key.
        #expect {
            try Mapper<FoundationDoorRecord>().mapOrFail(JSON: ["id": 1, "name": value])
        } throws: { error in
            (error as? MapError)?.issues.map(\.problem) == ["expected String, found \(found)"]
        }
    }

    @Test("a CGFloat built in code is a number, as the basic value it is")
    func cgFloatMember() throws {
        let document: [String: Any] = ["raw": CGFloat(1.5), "any": ["ratio": CGFloat(0.25)], "list": [CGFloat(2)]]
        let (model, issues) = Mapper<FoundationDoorModel>().mapWithIssues(JSON: document)
        #expect(issues.filter { $0.kind != .missingKey }.isEmpty)
        #expect(model?.raw == 1.5 && model?.any?["ratio"] as? Double == 0.25 && model?.list?.first as? Int == 2)
    }

    @Test("currentValue and currentJSONValue give no value for a member with no JSON form, nor for one holding it")
    func currentValueOfUnrepresentable() throws {
        let map = Map(mappingType: .fromJSON, JSON: ["date": Date(), "holder": ["date": Date(), "n": 1], "n": 2])
        #expect(map["date"].currentValue == nil)
        #expect(map["date"].currentJSONValue == nil)
        #expect(map["holder"].currentValue == nil)
        #expect(map["holder"].currentJSONValue == nil)
        // The key is there: its value has no JSON form.
        #expect(map["date"].isKeyPresent)
        #expect(map["n"].currentValue as? Int == 2)
        #expect(map["holder.n"].currentJSONValue == 1)
    }

    @Test("a transform is told what the member was")
    func transformOfUnrepresentable() {
        let (model, issues) = Mapper<FoundationDoorModel>().mapWithIssues(JSON: ["stamp": Date()])
        #expect(model?.stamp == nil)
        #expect(issues.map(\.keyPath) == ["stamp"])
        #expect(issues.first?.problem.contains("found a value of type Date, which has no JSON form") == true)
    }

    @Test("a transform that reads JSONValues never gets a value with no JSON form, nor one holding it",
          arguments: [0, 1, 2])
    func valueReadingTransformOfUnrepresentable(shape: Int) {
        // The member as given, and where the value with no JSON form is in it.
        let (member, inside): (Any, [String]) = switch shape {
        case 0: (Date(), [])
        case 1: (["kept": 1, "when": Date()] as [String: Any], ["when"])
        default: ([1, Date()] as [Any], ["1"])
        }
        let (model, issues) = Mapper<TextOfValueModel>().mapWithIssues(JSON: ["raw": member, "list": [member]])
        #expect(model?.raw == "kept", "\(shape)")
        #expect(model?.list == ["kept"], "\(shape)")
        #expect(issues.map(\.keyPathComponents) == [["raw"] + inside, ["list", "0"] + inside], "\(shape)")
        #expect(issues.allSatisfy { $0.problem.contains("a value of type Date, which has no JSON form") }, "\(shape)")
        // The strict update changes nothing.
        let existing = TextOfValueModel()
        #expect(throws: MapError.self) { try Mapper<TextOfValueModel>().mapOrFail(JSON: ["raw": member], toObject: existing) }
        #expect(existing.raw == "kept")
    }

    @Test("an element with no JSON form is a bad element, on the array doors and in a property alike")
    func unrepresentableElement() throws {
        let object: [String: Any] = ["name": "a"]
        let (models, issues) = Mapper<FoundationDoorModel>().mapArrayWithIssues(JSONObject: [object, Date(), object])
        #expect(models?.map(\.name) == ["a", "a"])
        #expect(Self.described(issues) == [
            "1 typeMismatch: expected FoundationDoorModel (an object), found a value of type Date, which has no JSON form",
        ])
        let (model, propertyIssues) = Mapper<FoundationDoorModel>().mapWithIssues(JSON: ["friends": [object, Date(), object]])
        #expect(model?.friends?.map(\.name) == ["a", "a"])
        #expect(Self.described(propertyIssues) == [
            "friends.1 typeMismatch: expected FoundationDoorModel (an object), found a value of type Date, which has no JSON form",
        ])
    }

    @Test("a member nested too deep leaves the property as it was, as the JSONValue door does")
    func tooDeepMember() throws {
        let deep = JSONValue(foundation: Deep.dictionary(400))!
        var tooDeep = deep
        for _ in 0..<200 { tooDeep = ["a": tooDeep] }
        for door in ["JSONValue", "Foundation"] {
            let existing = FoundationDoorModel()
            existing.any = ["keep": 1]
            let (model, issues) = door == "JSONValue"
                ? Mapper<FoundationDoorModel>().mapWithIssues(JSONValue: ["any": tooDeep], toObject: existing)
                : Mapper<FoundationDoorModel>().mapWithIssues(JSON: ["any": tooDeep.foundationValue], toObject: existing)
            #expect(model.any?["keep"] as? Int == 1, "\(door)")
            #expect(issues.map(\.kind) == [.tooDeep], "\(door)")
            #expect(issues.first?.keyPathComponents.first == "any", "\(door)")
            #expect(issues.first?.keyPathComponents.dropFirst().allSatisfy { $0 == "a" } == true, "\(door)")
        }
    }

    @Test("an NSArray nested too deep is reported, not cut short")
    func tooDeepNSArray() {
        let root = NSMutableArray()
        var current = root
        for _ in 0..<600 {
            let next = NSMutableArray()
            current.add(next)
            current = next
        }
        #expect(JSONValue(foundation: root) == nil)
        let (model, issues) = Mapper<FoundationDoorModel>().mapWithIssues(JSON: ["list": root, "name": "n"])
        #expect(model?.name == "n" && model?.list == nil)
        #expect(issues.map(\.kind) == [.tooDeep])
        #expect(issues.first?.keyPathComponents.prefix(3) == ["list", "0", "0"])
    }

    @Test("writing names the type of the value with no JSON form")
    func writingNamesTheValue() {
        let model = FoundationDoorModel()
        model.any = ["k": Date()]
        let (text, issues) = Mapper<FoundationDoorModel>().toJSONStringWithIssues(model)
        #expect(text == nil)
        #expect(Self.described(issues) == ["any.k unwritableValue: cannot write a value of type Date as JSON"])
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

/// A number beyond what a `Double` and a `Decimal` hold (`1e400`) has no Foundation form: a
/// property of a Foundation type, or a transform, reading it gets no value and an issue, where
/// an `NSNumber` of infinity was a silently different number.
@Suite("Numbers with no Foundation form")
struct NumbersBeyondFoundationTests {
    /// A transform that reads a Double through Foundation, as ObjectMapper users write them.
    struct PassThrough: TransformType {
        func transformFromJSON(_ value: Any?) -> Double? { value as? Double }
        func transformToJSON(_ value: Double?) -> Double? { value }
    }

    struct Holder: Mappable {
        var any: Any?
        var bag: [String: Any]?
        var number: NSNumber?
        var seconds: Double?
        var exact: Double?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            any <- map["any"]
            bag <- map["bag"]
            number <- map["number"]
            seconds <- (map["seconds"], PassThrough())
            exact <- map["exact"]
        }
    }

    @Test("a property or transform reading 1e400 keeps its value and reports the number",
          arguments: ["1e400", "-1e400", "123e456789"])
    func hugeNumbersAreReported(literal: String) throws {
        let text = #"{"any": \#(literal), "bag": {"x": \#(literal), "y": 1}, "number": \#(literal), "seconds": \#(literal), "exact": 1e-400}"#
        let (holder, issues) = Mapper<Holder>().mapWithIssues(JSONString: text)
        let mapped = try #require(holder)
        #expect(mapped.any == nil && mapped.bag == nil && mapped.number == nil && mapped.seconds == nil)
        // Underflow is the nearest Double, as for any decimal: not a different number's place.
        #expect(mapped.exact == 0)
        #expect(issues.map(\.keyPath) == ["any", "bag.x", "number", "seconds"])
        #expect(issues.allSatisfy { $0.problem.contains("found number \(literal)") }, "\(issues)")
        #expect(throws: MapError.self) { try Mapper<Holder>().mapOrFail(JSONString: text) }
    }

    @Test("parseJSONString gives nil for a document holding one, as JSONSerialization refuses it")
    func parseJSONStringRefusesThem() throws {
        #expect(Mapper<Holder>.parseJSONString(JSONString: #"{"x": 1e400}"#) == nil)
        #expect(Mapper<Holder>.parseJSONStringIntoDictionary(JSONString: #"{"a": [1, -1e400]}"#) == nil)
        let fine = try #require(Mapper<Holder>.parseJSONStringIntoDictionary(JSONString: #"{"x": 1e300, "y": 1e-400}"#))
        #expect(fine["x"] as? Double == 1e300 && fine["y"] as? Double == 0)
        let parsed = try JSONValue(parsing: #"{"x": 1e400, "y": 2}"#)
        #expect(parsed["x"].double == nil && parsed["y"].int == 2)
    }
}

/// Writing to Foundation values, a number that no `Double` or `Decimal` holds (a `1e400` kept by a
/// `JSONValue` or `JSONNumber` property) is left out with its property and reported, as a NaN is,
/// where it became an infinite `NSNumber`, a silently different number; the text doors write it.
@Suite("Writing numbers with no Foundation form")
struct WritingNumbersBeyondFoundationTests {
    struct Holder: Mappable, Hashable {
        var id = 1
        var raw: JSONValue = .null
        var number: JSONNumber?

        init() {}
        init?(map: Map) {}

        mutating func mapping(map: Map) {
            id <- map["id"]
            raw <- map["raw"]
            number <- map["exact.number"]
        }
    }

    static func holder() throws -> Holder {
        var holder = Holder()
        holder.raw = try JSONValue(parsing: #"{"list": [1, 1e400], "small": 1e-400}"#)
        holder.number = JSONNumber(literal: "-123e456789")
        return holder
    }

    @Test("toJSON and its twins leave the number's property out and name it")
    func foundationDoorsReportTheNumber() throws {
        let holder = try Self.holder()
        let mapper = Mapper<Holder>()
        let (value, issues) = mapper.toJSONWithIssues(holder)
        let written = try #require(JSONValue(foundation: value))
        #expect(written == ["id": 1])
        #expect(issues.map(\.keyPath) == ["raw.list.1", "exact.number"])
        #expect(issues.allSatisfy { $0.kind == .unwritableValue })
        #expect(issues.first?.description
                == "raw.list.1: cannot write number 1e400 (no Double or Decimal holds it, so it has no Foundation form) as JSON")
        #expect(JSONValue(foundation: holder.toJSON()) == JSONValue(foundation: value))
        #expect(JSONValue(foundation: mapper.toJSON(holder)) == JSONValue(foundation: value))
        #expect(throws: MapError.self) { try mapper.toJSONOrFail(holder) }
        // Every shape of the Foundation doors, and the same paths under the element.
        #expect(JSONValue(foundation: [holder].toJSON()) == [written])
        #expect(JSONValue(foundation: mapper.toJSONArray([holder])) == [written])
        #expect(mapper.toJSONWithIssues([holder]).issues.map(\.keyPath) == ["0.raw.list.1", "0.exact.number"])
        #expect(JSONValue(foundation: mapper.toJSONSet([holder])) == [written])
        #expect(mapper.toJSONWithIssues(Set([holder])).issues.count == 2)
        #expect(JSONValue(foundation: mapper.toJSONDictionary(["k": holder])) == ["k": written])
        #expect(mapper.toJSONWithIssues(["k": holder]).issues.map(\.keyPath) == ["k.raw.list.1", "k.exact.number"])
        #expect(JSONValue(foundation: mapper.toJSONDictionaryOfArrays(["k": [holder]]))
                == ["k": [written]])
        #expect(mapper.toJSONWithIssues(["k": [holder]]).issues.count == 2)
        // ObjectMapper's way: a model written into a map over a Foundation dictionary.
        let map = Map(mappingType: .toJSON, JSON: [:])
        var copy = holder
        copy.mapping(map: map)
        #expect(JSONValue(foundation: map.JSON) == ["id": 1])
    }

    @Test("the text doors write the number as it is")
    func textDoorsWriteTheNumber() throws {
        let holder = try Self.holder()
        let (text, issues) = Mapper<Holder>().toJSONStringWithIssues(holder)
        #expect(text == #"{"id":1,"raw":{"list":[1,1e400],"small":1e-400},"exact":{"number":-123e456789}}"#)
        #expect(issues.isEmpty)
        #expect(Mapper<Holder>().toJSONValue(holder)["raw"]["list"][1] == .number(JSONNumber(literal: "1e400")!))
    }
}

/// A model whose properties hold numbers as Foundation objects.
struct FoundationNumbersModel: Mappable {
    var any: Any?
    var number: NSNumber?
    var raw: [String: Any] = [:]
    var double: Double?
    init() {}
    init?(map: Map) {}
    mutating func mapping(map: Map) {
        any <- map["any"]
        number <- map["number"]
        raw <- map["raw"]
        double <- map["double"]
    }
}

@Suite("Numbers keep their kind and their sign through Foundation's objects")
struct FoundationNumberKindTests {
    @Test("0 and 1 in an optional Any or NSNumber are written as numbers, not as booleans")
    func optionalNumbersStayNumbers() throws {
        let model = try #require(Mapper<FoundationNumbersModel>().map(JSONString: #"{"any":1,"number":0}"#))
        #expect(model.toJSONString() == #"{"any":1,"number":0,"raw":{}}"#)
        #expect(Mapper<FoundationNumbersModel>.toJSONString([Optional<Any>.some(NSNumber(value: 1)) as Any],
                                                            prettyPrint: false) == "[1]")
        #expect(JSONValue(foundation: Optional<Any>.some(NSNumber(value: 1)) as Any) == 1)
        #expect(JSONValue(foundation: Optional<Any>.some(NSNumber(value: true)) as Any) == true)
    }

    @Test("-0 and -0.0 keep their sign on every Foundation path")
    func negativeZero() throws {
        func isNegativeZero(_ value: Any?) -> Bool {
            guard let number = value as? NSNumber else { return false }
            return number.doubleValue == 0 && number.doubleValue.sign == .minus
        }
        for text in ["-0", "-0.0", "-0e3"] {
            #expect(isNegativeZero(try JSONValue(parsing: text).foundationValue), "\(text)")
            let array = Mapper<FoundationNumbersModel>.parseJSONString(JSONString: "[\(text)]") as? [Any]
            #expect(isNegativeZero(array?.first), "\(text)")
            let model = try #require(Mapper<FoundationNumbersModel>().map(
                JSONString: #"{"any":\#(text),"raw":{"x":\#(text)}}"#))
            #expect(isNegativeZero(model.any), "\(text)")
            #expect(isNegativeZero(model.raw["x"]), "\(text)")
            #expect(model.toJSONString() == #"{"any":-0,"raw":{"x":-0}}"#, "\(text)")
            // The dictionary door gives what the string door gives.
            let dictionary = try #require(Mapper<FoundationNumbersModel>.parseJSONStringIntoDictionary(
                JSONString: #"{"double":\#(text)}"#))
            let fromDictionary = try #require(Mapper<FoundationNumbersModel>().map(JSON: dictionary))
            #expect(fromDictionary.double?.sign == .minus, "\(text)")
        }
    }
}
