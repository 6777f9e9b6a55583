import Foundation
import Mapping
import Testing

/// The throwing doors that map onto existing models (`mapOrFail(…:toObject:)`,
/// `mapDictionaryOrFail(JSON:toDictionary:)`): a mapping that fails leaves the object, and the
/// nested models it holds, as they were, whichever key fails and wherever it comes in the JSON.
/// The doors that do not throw keep ObjectMapper's behaviour: what mapped is kept.
@Suite("Mapper: a failed update leaves the target as it was")
struct FailedUpdateTests {
    /// A key that maps, a nested model that fails, then another key that maps.
    static let failing = #"{"count": 99, "child": {"id": "not a number", "name": "changed"}, "title": "new"}"#
    static let fine = #"{"count": 99, "child": {"id": 7, "name": "changed"}, "title": "new"}"#

    @Test("mapOrFail(…:toObject:) from every input throws and changes nothing",
          arguments: Input.allCases)
    func failingUpdateChangesNothing(input: Input) throws {
        let holder = UpdateTarget()
        let child = holder.child
        #expect(throws: MapError.self) { try input.mapOrFail(Self.failing, onto: holder) }
        #expect(holder.count == 1)
        #expect(holder.title == "original")
        #expect(holder.child === child)
        #expect(child.id == 0)
        #expect(child.name == "original")
    }

    @Test("mapOrFail(…:toObject:) that succeeds updates in place, nested models too",
          arguments: Input.allCases)
    func succeedingUpdateUpdatesInPlace(input: Input) throws {
        let holder = UpdateTarget()
        let child = holder.child
        let result = try input.mapOrFail(Self.fine, onto: holder)
        #expect(result === holder)
        #expect(holder.count == 99 && holder.title == "new")
        #expect(holder.child === child)
        #expect(child.id == 7 && child.name == "changed")
    }

    @Test("the doors that do not throw keep what mapped, as ObjectMapper does")
    func nonThrowingDoorsKeepWhatMapped() {
        let holder = UpdateTarget()
        _ = Mapper<UpdateTarget>().map(JSONString: Self.failing, toObject: holder)
        #expect(holder.count == 99 && holder.title == "new" && holder.child.name == "changed")
        #expect(holder.child.id == 0)

        let reported = UpdateTarget()
        let (_, issues) = Mapper<UpdateTarget>().mapWithIssues(JSONString: Self.failing, toObject: reported)
        #expect(issues.map(\.keyPath) == ["child.id"])
        #expect(reported.count == 99 && reported.title == "new")
    }

    @Test("a failing issue found before the models, in a Foundation value, changes nothing either")
    func foundationLossChangesNothing() {
        let holder = UpdateTarget()
        var deep: Any = 1
        for _ in 0..<600 { deep = ["a": deep] }
        #expect(throws: MapError.self) {
            try Mapper<UpdateTarget>().mapOrFail(JSON: Self.complete(count: 5).merging(["extra": deep]) { $1 },
                                                  toObject: holder)
        }
        #expect(holder.count == 1)
    }

    @Test("mapDictionaryOrFail(JSON:toDictionary:) that fails leaves every model as it was")
    func failingDictionaryUpdateChangesNothing() throws {
        let first = UpdateTarget()
        let second = UpdateTarget()
        let models = ["a": first, "b": second]
        let json = ["a": Self.complete(count: 5), "b": Self.complete(count: "five"), "c": Self.complete(count: 3)]
        #expect(throws: MapError.self) { try Mapper<UpdateTarget>().mapDictionaryOrFail(JSON: json, toDictionary: models) }
        #expect(first.count == 1 && second.count == 1)

        let updated = try Mapper<UpdateTarget>().mapDictionaryOrFail(
            JSON: ["a": Self.complete(count: 5), "c": Self.complete(count: 3)], toDictionary: models)
        #expect(updated["a"] === first && first.count == 5)
        #expect(updated["b"] === second && second.count == 1)
        #expect(updated["c"]?.count == 3)
    }

    @Test("mapDictionary(JSONObject:toDictionary:) and its twins do what the JSON: forms do")
    func dictionaryUpdateFromAFoundationValue() throws {
        let mapper = Mapper<UpdateTarget>()
        let failing = ["a": Self.complete(count: 5), "b": Self.complete(count: "five"), "c": Self.complete(count: 3)]
        let fine = ["a": Self.complete(count: 5), "c": Self.complete(count: 3)]
        for json in [failing, fine] {
            let (viaJSON, viaObject) = (Self.targets(), Self.targets())
            let typed = mapper.mapDictionary(JSON: json, toDictionary: viaJSON)
            let untyped = mapper.mapDictionary(JSONObject: json, toDictionary: viaObject)
            #expect(typed.mapValues(\.count) == untyped.mapValues(\.count))
            #expect(untyped["a"] === viaObject["a"] && untyped["b"] === viaObject["b"])
            let (_, typedIssues) = mapper.mapDictionaryWithIssues(JSON: json, toDictionary: Self.targets())
            let (_, issues) = mapper.mapDictionaryWithIssues(JSONObject: json, toDictionary: Self.targets())
            #expect(issues == typedIssues)
            let untouched = Self.targets()
            let threw = (try? mapper.mapDictionaryOrFail(JSONObject: json, toDictionary: untouched)) == nil
            #expect(threw == !issues.isEmpty)
            if threw { #expect(untouched.values.allSatisfy { $0.count == 1 }) }
        }
        // What is not a dictionary of dictionaries leaves the dictionary as it was, and says why.
        for value in [nil, [1, 2], "text"] as [Any?] {
            let models = Self.targets()
            #expect(mapper.mapDictionary(JSONObject: value, toDictionary: models).mapValues(\.count) == ["a": 1, "b": 1])
            #expect(!mapper.mapDictionaryWithIssues(JSONObject: value, toDictionary: models).issues.isEmpty)
            #expect(throws: MapError.self) { try mapper.mapDictionaryOrFail(JSONObject: value, toDictionary: models) }
        }
    }

    static func targets() -> [String: UpdateTarget] { ["a": UpdateTarget(), "b": UpdateTarget()] }

    @Test("a struct model is a copy: the caller's value never changes, and a failure still throws")
    func structTarget() throws {
        var plain = Plain()
        plain.count = 1
        #expect(throws: MapError.self) {
            try Mapper<Plain>().mapOrFail(JSONString: #"{"count": 2, "flag": "x"}"#, toObject: plain)
        }
        let updated = try Mapper<Plain>().mapOrFail(JSONString: #"{"count": 2, "flag": true}"#, toObject: plain)
        #expect(updated.count == 2 && plain.count == 1)
    }

    /// A Foundation object with every key the model requires.
    static func complete(count: Any) -> [String: Any] {
        ["count": count, "title": "new", "child": ["id": 7, "name": "changed"]]
    }

    enum Input: CaseIterable, Sendable {
        case text, data, value, dictionary, object

        func mapOrFail(_ json: String, onto holder: UpdateTarget) throws -> UpdateTarget {
            let mapper = Mapper<UpdateTarget>()
            switch self {
            case .text: return try mapper.mapOrFail(JSONString: json, toObject: holder)
            case .data: return try mapper.mapOrFail(JSONData: Data(json.utf8), toObject: holder)
            case .value: return try mapper.mapOrFail(JSONValue: JSONValue(parsing: json), toObject: holder)
            case .dictionary:
                let dictionary = try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
                return try mapper.mapOrFail(JSON: dictionary, toObject: holder)
            case .object:
                return try mapper.mapOrFail(JSONObject: JSONSerialization.jsonObject(with: Data(json.utf8)), toObject: holder)
            }
        }
    }
}

final class UpdateTarget: Mappable {
    var count = 1
    var title = "original"
    var child = UpdateChild()
    var extra: [String: Any]?

    init() {}
    required init?(map: Map) {}

    func mapping(map: Map) {
        count <- map["count"]
        child <- map["child"]
        title <- map["title"]
        extra <- map["extra"]
    }
}

final class UpdateChild: Mappable {
    var id = 0
    var name = "original"

    init() {}
    required init?(map: Map) {}

    func mapping(map: Map) {
        id <- map["id"]
        name <- map["name"]
    }
}

private struct Plain: Mappable {
    var count = 0
    var flag = false

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        count <- map["count"]
        flag <- map["flag"]
    }
}
