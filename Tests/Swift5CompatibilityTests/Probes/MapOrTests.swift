import Foundation
import Testing
import Mapping
import Transforms

// A model file found by a tester that did not compile: ObjectMapper's `map["a"].or["b"]` reads
// `b` when `a` is missing or `null`. The snippet is as the tester wrote it, but for `private`.

private struct User: Mappable {
    var name: String?
    init?(map: Map) {}
    mutating func mapping(map: Map) { name <- map["username"].or["nickname"] }
}

/// Not a tester's file: a chain of three keys, a key path and the other options.
private struct Contact: Mappable {
    var email: String?
    var city: String?
    var phone: String?
    init?(map: Map) {}
    mutating func mapping(map: Map) {
        email <- map["email"].or["mail"].or["contact.email"]
        city <- map["address->city", delimiter: "->"].or["city", nested: false]
        phone <- map["phone"].or["mobile", ignoreNil: true]
    }
}

@Suite("map[key].or[key] tries the next key when the first is missing or null")
struct MapOrTests {
    @Test func readsTheFirstKeyWithAValue() throws {
        #expect(User(JSONString: #"{"username": "ada", "nickname": "a"}"#)?.name == "ada")
        #expect(User(JSONString: #"{"nickname": "a"}"#)?.name == "a")
        #expect(User(JSONString: #"{"username": null, "nickname": "a"}"#)?.name == "a")
        #expect(User(JSONString: "{}")?.name == nil)
        // A value of the wrong type is a value: the next key is not tried.
        #expect(User(JSONString: #"{"username": 5, "nickname": "a"}"#)?.name == nil)
    }

    @Test func writesTheLastKeyAsObjectMapperDoes() throws {
        var user = try #require(User(JSONString: "{}"))
        user.name = "ada"
        #expect(user.toJSONString() == #"{"nickname":"ada"}"#)
    }

    @Test func chainsPathsAndOptions() throws {
        let contact = try #require(Contact(JSONString: #"{"contact": {"email": "x@y"}, "city": "Oslo", "mobile": "1"}"#))
        #expect(contact.email == "x@y" && contact.city == "Oslo" && contact.phone == "1")
        let first = try #require(Contact(JSONString: #"{"email": "e", "mail": "m", "address": {"city": "Rome"}, "phone": "2"}"#))
        #expect(first.email == "e" && first.city == "Rome" && first.phone == "2")
        // `ignoreNil` on the last key: its `null` leaves the property as it was.
        var kept = try #require(Contact(JSONString: "{}"))
        kept.phone = "3"
        kept.mapping(map: Map(mappingType: .fromJSON, JSON: ["phone": NSNull(), "mobile": NSNull()]))
        #expect(kept.phone == "3")
        // Writing, each chain writes its last key.
        #expect(kept.toJSONString() == #"{"mobile":"3"}"#)
        kept.email = "e"
        #expect(kept.toJSONString() == #"{"contact":{"email":"e"},"mobile":"3"}"#)
    }
}
