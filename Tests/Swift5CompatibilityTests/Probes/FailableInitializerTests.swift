import Foundation
import Testing
import Mapping
import Transforms

// Model files found by a tester that did not compile: ObjectMapper declares the failable
// `init?(JSONString:)` and `init?(JSON:)` on `BaseMappable`, so they also serve an
// ImmutableMappable model where an optional is wanted, and generic code over `BaseMappable`.
// The snippets are as the tester wrote them, but for `private` (so that each file may have its
// own `Post`).

private struct Post: ImmutableMappable { let id: Int; init(map: Map) throws { id = try map.value("id") } }
private func parse(_ s: String) -> Post? {
    if let p = Post(JSONString: s) { return p }
    return nil
}

private func one<T: BaseMappable>(_ json: [String: Any]) -> T? { return T(JSON: json) }
private func many<T: BaseMappable>(_ s: String) -> [T]? { return [T](JSONString: s) }
private func rows<T: BaseMappable>(_ a: [[String: Any]]) -> [T] { return [T](JSONArray: a) }
private func out<T: BaseMappable>(_ t: T) -> [String: Any] { return t.toJSON() }
private func outs<T: BaseMappable>(_ t: [T]) -> String? { return t.toJSONString(prettyPrint: true) }
private func set<T: BaseMappable & Hashable>(_ s: String) -> Set<T>? { return Set<T>(JSONString: s) }

/// A Mappable model for the generic functions above.
private struct Label: Mappable, Hashable {
    var name = ""
    init?(map: Map) {}
    mutating func mapping(map: Map) { name <- map["name"] }
}

@Suite("Failable initializers on every model, as ObjectMapper declares them")
struct FailableInitializerTests {
    @Test func anImmutableModelIsOptionalWhereAnOptionalIsWanted() {
        #expect(parse(#"{"id": 4}"#)?.id == 4)
        #expect(parse(#"{"id": "4"}"#) == nil)
        #expect(parse("{}") == nil)
        #expect(parse("not JSON") == nil)
        var made: Post?
        made = Post(JSON: ["id": 5])
        #expect(made?.id == 5)
        let fromData: Post? = Post(JSONData: Data(#"{"id": 6}"#.utf8))
        #expect(fromData?.id == 6)
    }

    @Test func tryStillPicksTheThrowingInitializer() throws {
        let post = try Post(JSONString: #"{"id": 7}"#)
        #expect(post.id == 7)
        #expect(throws: MapError.self) { try Post(JSONString: "{}") }
        #expect(throws: MapError.self) { try Post(JSON: ["id": "x"]) }
        #expect(throws: MapError.self) { try Post(JSONObject: [1]) }
        let posts = try [Post](JSONString: #"[{"id": 1}, {"id": 2}]"#)
        #expect(posts.map { $0.id } == [1, 2])
        #expect(throws: MapError.self) { try [Post](JSONArray: [["id": 1], [:]]) }
    }

    @Test func genericCodeOverBaseMappable() throws {
        let label: Label? = one(["name": "a"])
        #expect(label?.name == "a")
        let post: Post? = one(["id": 3])
        #expect(post?.id == 3)
        let refused: Post? = one(["id": "x"])
        #expect(refused == nil)
        let labels: [Label]? = many(#"[{"name": "a"}, {"name": "b"}]"#)
        #expect(labels?.map { $0.name } == ["a", "b"])
        let none: [Label]? = many("nope")
        #expect(none == nil)
        let fromRows: [Post] = rows([["id": 1], ["id": "x"], ["id": 2]])
        #expect(fromRows.map { $0.id } == [1, 2])
        #expect(out(try #require(label))["name"] as? String == "a")
        let written = try #require(labels)
        let pretty = try #require(outs(written))
        #expect(pretty.contains("\n") && [Label](JSONString: pretty)?.map { $0.name } == ["a", "b"])
        let unique: Set<Label>? = set(#"[{"name": "a"}, {"name": "a"}]"#)
        #expect(unique?.count == 1)
    }
}
