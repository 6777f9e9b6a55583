import Foundation
import Mapping
import Testing

// The code of the JSONValue article (Sources/Mapping/Mapping.docc/WorkingWithJSONValues.md),
// compiled and run. The types sit in an enum so they cannot clash with other tests' models.

enum JSONValueArticle {
    static let response = """
        {"statuses": [{"id": 12345678901234567890, "text": "héllo", "price": 1.66,
                       "user": {"screen_name": "ada", "followers": 1200}}],
         "next": null}
        """

    struct Webhook: Mappable {
        var event = ""
        var payload: JSONValue?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            event   <- map["event"]
            payload <- map["payload"]
        }
    }
}

@Suite("Documentation: JSONValue")
struct JSONValueSnippets {
    @Test func readsExactly() throws {
        let value = try JSONValue(parsing: JSONValueArticle.response)
        #expect(value["statuses"]?[0]?["user"]?["screen_name"]?.string == "ada")
        #expect(value[path: "statuses.0.user.followers"]?.int == 1200)
        #expect(value[path: "statuses.0.id"]?.number?.exactly(UInt64.self) == 12_345_678_901_234_567_890)
        #expect(value[path: "statuses.0.price"]?.decimal == Decimal(string: "1.66"))
        #expect(value[path: "statuses.0.price"]?.double == 1.66)
        #expect(value["next"]?.isNull == true)
        #expect(value["missing"] == nil)
        #expect(value[path: "statuses.7.text"] == nil)
    }

    @Test func buildsAndWrites() throws {
        let body: JSONValue = ["name": "Ada", "tags": ["math", "engines"], "age": 36, "admin": false, "manager": nil]
        #expect(try body.jsonString() == #"{"name":"Ada","tags":["math","engines"],"age":36,"admin":false,"manager":null}"#)
        #expect(try body.jsonString(sortedKeys: true) == #"{"admin":false,"age":36,"manager":null,"name":"Ada","tags":["math","engines"]}"#)
        #expect(try JSONValue(parsing: body.jsonData()) == body)
    }

    @Test func saysWhereTheJSONIsWrong() {
        do {
            _ = try JSONValue(parsing: "{\"a\": [1, 2,]}")
            Issue.record("a trailing comma was accepted")
        } catch {
            #expect(error.line == 1)
            #expect(error.column == 13)
            #expect(error.description == "line 1, column 13: expected a value, found ']'")
        }
    }

    @Test func bridgesToFoundation() throws {
        let dictionary: [String: Any] = ["id": 7, "ok": true, "price": Decimal(string: "1.66")!]
        let value = try #require(JSONValue(foundation: dictionary))   // nil for values JSON cannot hold
        #expect(value["ok"] == .bool(true))
        #expect(value["id"]?.int == 7)
        #expect(value["price"]?.decimal == Decimal(string: "1.66"))
        let back = value.foundationValue as? [String: Any]
        #expect(back?["ok"] as? Bool == true)
    }

    @Test func keepsAnyJSONInAModel() throws {
        let json = #"{"event": "push", "payload": {"ref": "main", "commits": [1, 2]}}"#
        let hook = try #require(Mapper<JSONValueArticle.Webhook>().map(JSONString: json))
        #expect(hook.payload?["commits"]?.array?.count == 2)
        #expect(hook.toJSONString() == #"{"event":"push","payload":{"ref":"main","commits":[1,2]}}"#)
    }
}
