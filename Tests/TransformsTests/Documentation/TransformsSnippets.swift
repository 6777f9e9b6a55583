import Foundation
import Testing
import Transforms

// The code of the Transforms article (Sources/Transforms/Transforms.docc/ChoosingAndWritingTransforms.md),
// compiled and run. The types sit in an enum so they cannot clash with other tests' models.

enum TransformsArticle {
    enum Role: String {
        case admin, member
    }

    struct Account: Mappable {
        var created: Date?
        var lastSeen: Date?
        var balance: Decimal?
        var avatar: URL?
        var role: Role?
        var payload: Data?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            created  <- (map["created"], .iso8601)
            lastSeen <- (map["last_seen_ms"], .unixTime(.milliseconds))
            balance  <- (map["balance"], .decimal)
            avatar   <- (map["avatar"], .url)
            role     <- (map["role"], EnumTransform<Role>())
            payload  <- (map["payload"], .base64)
        }
    }

    /// Tags sent as one comma-separated string: `"swift,json"` <-> `["swift", "json"]`.
    struct CommaSeparatedTransform: TransformType {
        // ObjectMapper's two requirements, unchanged: a transform written for ObjectMapper compiles.
        func transformFromJSON(_ value: Any?) -> [String]? {
            (value as? String).map(split)
        }

        func transformToJSON(_ value: [String]?) -> String? {
            value?.joined(separator: ",")
        }

        // Optional: the typed entry point the library calls, which never goes through `Any`.
        func transformFromJSONValue(_ value: JSONValue?) -> [String]? {
            value?.string.map(split)
        }

        private func split(_ text: String) -> [String] {
            text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    struct Post: Mappable {
        var tags: [String] = []
        var views = 0

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            tags  <- (map["tags"], CommaSeparatedTransform())
            views <- (map["views"], TransformOf<Int, String>(
                fromJSON: { text in text.flatMap { Int($0) } },
                toJSON: { views in views.map(String.init) }))
        }
    }
}

/// The subclass of the "Writing one" section.
final class SnippetStringDateTransform: DateTransform, @unchecked Sendable {
    override func transformFromJSON(_ value: Any?) -> Date? {
        (value as? String).flatMap(Double.init).map { Date(timeIntervalSince1970: $0) }
    }
}

@Suite("Documentation: Transforms")
struct TransformsSnippets {
    @Test func theShortcutsReadEveryProperty() throws {
        let json = """
            {"created": "2016-03-16T08:43:15+02:00", "last_seen_ms": 1458117795000,
             "balance": 1.66, "avatar": "https://example.com/a b.png", "role": "admin",
             "payload": "aGVsbG8="}
            """
        let account = try #require(Mapper<TransformsArticle.Account>().map(JSONString: json))
        #expect(account.created == Date(timeIntervalSince1970: 1_458_110_595))
        #expect(account.lastSeen == Date(timeIntervalSince1970: 1_458_117_795))
        #expect(account.balance == Decimal(string: "1.66"))
        #expect(account.avatar?.host == "example.com")
        #expect(account.role == .admin)
        #expect(account.payload == Data("hello".utf8))
    }

    @Test func aTransformOfYourOwn() throws {
        let post = try #require(Mapper<TransformsArticle.Post>().map(JSONString: #"{"tags": "swift, json", "views": "12"}"#))
        #expect(post.tags == ["swift", "json"])
        #expect(post.views == 12)
        #expect(post.toJSONString() == #"{"tags":"swift,json","views":"12"}"#)
    }

    @Test func aRejectedValueIsAnIssue() {
        let (_, issues) = Mapper<TransformsArticle.Account>().mapWithIssues(JSONString: #"{"created": "yesterday"}"#)
        #expect(issues.map(\.description) == [#"created: expected Date, found string "yesterday", which the transform rejected"#])
    }

    @Test func aSubclassOverridesOneDirection() {
        let transform = SnippetStringDateTransform()
        #expect(transform.transformFromJSONValue(.string("1458117795")) == Date(timeIntervalSince1970: 1_458_117_795))
        #expect(transform.transformFromJSONValue(json("1458117795")) == nil)
        #expect(transform.transformToJSONValue(Date(timeIntervalSince1970: 1_458_117_795)) == json("1458117795"))
    }
}
