import Foundation
import Testing
import Transforms

private let stringID = TransformOf<Int, String>(
    fromJSON: { text in text.flatMap { Int($0) } },
    toJSON: { id in id.map { String($0) } })

private let centsFromDouble = TransformOf<Int, Double>(
    fromJSON: { value in value.map { Int(($0 * 100).rounded()) } },
    toJSON: { cents in cents.map { Double($0) / 100 } })

@Suite struct TransformOfTests {
    @Test(arguments: [
        ("\"42\"", 42 as Int?),
        ("\"-7\"", -7),
        ("\"x\"", nil),
        ("42", nil),          // the closure receives a String?: a number is nil
        ("null", nil),
        ("true", nil),
    ])
    func readsTheJSONSideType(input: String, expected: Int?) {
        #expect(stringID.transformFromJSONValue(json(input)) == expected)
        #expect(stringID.transformFromJSON(json(input).foundationValue) == expected)
    }

    @Test(arguments: [(42 as Int?, "\"42\""), (-7, "\"-7\""), (nil, "<nil>")])
    func writesTheJSONSideType(value: Int?, expected: String) {
        #expect(text(stringID.transformToJSONValue(value)) == expected)
    }

    @Test(arguments: [("12.34", 1234 as Int?), ("12", 1200), ("\"12\"", nil)])
    func doublesAcceptIntegers(input: String, expected: Int?) {
        #expect(centsFromDouble.transformFromJSONValue(json(input)) == expected)
    }

    @Test func closuresSeeNilForNull() {
        let sawNil = TransformOf<String, String>(fromJSON: { $0 == nil ? "nil" : $0 }, toJSON: { $0 })
        #expect(sawNil.transformFromJSONValue(nil) == "nil")
        #expect(sawNil.transformFromJSONValue(.null) == "nil")
    }

    @Test func nonBasicJSONTypesGoThroughFoundation() {
        let count = TransformOf<Int, [String: Any]>(fromJSON: { $0?.count }, toJSON: { _ in ["k": 1] })
        #expect(count.transformFromJSONValue(json(#"{"a": 1, "b": 2}"#)) == 2)
        #expect(text(count.transformToJSONValue(5)) == #"{"k":1}"#)
    }

    struct Order: Mappable {
        var id: Int?
        var ids: [Int] = []
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            id <- (map["id"], stringID)
            ids <- (map["ids"], stringID)
        }
    }

    @Test func mapsBothWaysInAModel() throws {
        let order = try #require(Order(JSONString: #"{"id": "42", "ids": ["1", "x", "3"]}"#))
        #expect(order.id == 42)
        #expect(order.ids == [1, 3])
        #expect(order.toJSONString() == #"{"id":"42","ids":["1","3"]}"#)
    }

    /// A `TransformOf` subclass, which reads through the Foundation form.
    final class PassArrays: TransformOf<[Any], [Any]>, @unchecked Sendable {
        init() { super.init(fromJSON: { $0 }, toJSON: { $0 }) }
    }

    /// `[Any]` properties through a `TransformOf`, a subclass of one, and no transform.
    struct Arrays: Mappable, @unchecked Sendable {
        var viaTransform: [Any]?
        var viaSubclass: [Any]?
        var plain: [Any]?
        init() {}
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            viaTransform <- (map["t"], TransformOf<[Any], [Any]>(fromJSON: { $0 }, toJSON: { $0 }))
            viaSubclass <- (map["s"], PassArrays())
            plain <- map["p"]
        }
    }

    /// Found by the door hunt: a `TransformOf<[Any], [Any]>` got a value 2,000 deep whole,
    /// where the plain `[Any]` property stopped at 512 levels with a `tooDeep` issue.
    @Test(arguments: [500, 2_000])
    func foundationValuesStopAtTheBridgesDepthLimit(depth: Int) throws {
        var deep: JSONValue = 1
        for _ in 0..<depth { deep = [deep] }
        let (arrays, issues) = Mapper<Arrays>().mapWithIssues(JSONValue: ["t": deep, "s": deep, "p": deep])
        let paths = issues.map { $0.keyPathComponents.dropFirst() }
        if depth < 512 {
            #expect(issues.isEmpty)
            #expect(arrays?.viaTransform != nil && arrays?.viaSubclass != nil && arrays?.plain != nil)
        } else {
            #expect(issues.map(\.kind) == [.tooDeep, .tooDeep, .tooDeep])
            #expect(Set(issues.compactMap(\.keyPathComponents.first)) == ["t", "s", "p"])
            #expect(paths.allSatisfy { $0 == paths[0] })
            #expect(arrays?.viaTransform == nil && arrays?.viaSubclass == nil && arrays?.plain == nil)
        }

        var writing = Arrays()
        writing.viaTransform = try #require(deep.foundationValue as? [Any])
        writing.viaSubclass = writing.viaTransform
        writing.plain = writing.viaTransform
        let (written, writeIssues) = Mapper<Arrays>().toJSONStringWithIssues(writing)
        if depth < 512 {
            #expect(writeIssues.isEmpty)
            #expect(written != nil)
        } else {
            #expect(written == nil)
            #expect(writeIssues.map(\.kind) == [.tooDeep, .tooDeep, .tooDeep])
            #expect(Set(writeIssues.map(\.found)).count == 1)
        }
    }
}

/// A value of a Foundation dictionary with no JSON form (a `Date`), or one holding it, given to
/// the transforms that read `JSONValue`s themselves: each leaves its property as it was, with
/// the issue the Foundation bridge gives, as a transform reading Foundation values does.
@Suite struct UnrepresentableValuesInTransformsTests {
    struct Note: Codable, Equatable {
        var text: String?
    }

    enum Slot: String {
        case first, second
    }

    struct Entry: Mappable, Equatable {
        var id = 0
        init(id: Int) { self.id = id }
        init?(map: Map) {}
        mutating func mapping(map: Map) { id <- map["id"] }
    }

    struct Holder: Mappable {
        var raw: JSONValue = "kept"
        var raws: [JSONValue] = ["kept"]
        var note = Note(text: "kept")
        var notes = [Note(text: "kept")]
        var slots: [Slot: Entry] = [.first: Entry(id: 7)]
        init() {}
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            raw <- (map["raw"], TransformOf<JSONValue, JSONValue>(fromJSON: { $0 }, toJSON: { $0 }))
            raws <- (map["raws"], TransformOf<JSONValue, JSONValue>(fromJSON: { $0 }, toJSON: { $0 }))
            note <- (map["note"], CodableTransform<Note>())
            notes <- (map["notes"], CodableTransform<Note>())
            slots <- (map["slots"], DictionaryTransform<Slot, Entry>())
        }
    }

    @Test(arguments: ["value", "object holding it", "array holding it"])
    func eachTransformLeavesItsPropertyAsItWas(shape: String) {
        let date = Date(timeIntervalSince1970: 0)
        let member: Any = switch shape {
        case "value": date
        case "object holding it": ["first": ["id": 1], "second": ["id": date]] as [String: Any]
        default: [["id": 1], date] as [Any]
        }
        let document: [String: Any] = ["raw": member, "raws": [member], "note": member, "notes": [member], "slots": member]
        let (holder, issues) = Mapper<Holder>().mapWithIssues(JSON: document)
        #expect(holder?.raw == "kept")
        #expect(holder?.raws == ["kept"])
        #expect(holder?.note == Note(text: "kept"))
        #expect(holder?.notes == [Note(text: "kept")])
        #expect(holder?.slots == [.first: Entry(id: 7)])
        #expect(issues.map(\.keyPathComponents.first) == ["raw", "raws", "note", "notes", "slots"])
        #expect(issues.allSatisfy { $0.problem.contains("a value of type Date, which has no JSON form") })
    }
}

/// `try map.value(_:using:)` hands an absent key's `nil` to the transform, as it hands a `null`'s,
/// as ObjectMapper did: a transform that gives a value for `nil` supplies it.
@Suite struct TransformGivenNothingTests {
    static let zeroWhenNil = TransformOf<Int, Int>(fromJSON: { $0 ?? 0 }, toJSON: { $0 })

    struct Counter: ImmutableMappable {
        let count: Int
        let limit: Int?
        init(map: Map) throws {
            count = try map.value("count", using: TransformGivenNothingTests.zeroWhenNil)
            limit = try map.value("limit", using: TransformGivenNothingTests.zeroWhenNil)
        }
    }

    @Test(arguments: ["{}", #"{"count": null, "limit": null}"#])
    func absentAndNullReadWhatTheTransformGivesForNil(input: String) throws {
        let counter = try Counter(JSONString: input)
        #expect(counter.count == 0)
        #expect(counter.limit == 0)
    }

    @Test func aTransformThatGivesNothingForNilStillRequiresTheKey() throws {
        struct Stamp: ImmutableMappable {
            let at: Date
            let seen: Date?
            init(map: Map) throws {
                at = try map.value("at", using: DateTransform())
                seen = try map.value("seen", using: DateTransform())
            }
        }
        #expect(throws: MapError.self) { try Stamp(JSONString: "{}") }
        #expect(try Stamp(JSONString: #"{"at": 1}"#).seen == nil)
    }

    @Test func bindingLeavesAnAbsentKeyAlone() throws {
        struct Tally: Mappable {
            var count = 7
            var limit: Int? = 7
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                count <- (map["count"], TransformGivenNothingTests.zeroWhenNil)
                limit <- (map["limit"], TransformGivenNothingTests.zeroWhenNil)
            }
        }
        let tally = try #require(Tally(JSONString: "{}"))
        #expect(tally.count == 7)
        #expect(tally.limit == 7)
    }
}
