import Foundation
import Testing
import Mapping

/// Reading, editing and writing back a response the way a SwiftyJSON user does: chains of
/// subscripts without `?`, typed accessors with and without defaults, loops, and edits in place.
@Suite("JSONValue, used as SwiftyJSON is")
struct SwiftyJSONStyleTests {
    static let response = """
        {
          "status": "ok",
          "page": {"number": "2", "size": 20, "total": 12345678901234567890},
          "users": [
            {"id": 101, "name": "Ada", "email": "ada@example.com", "admin": true,
             "address": {"city": "London", "geo": {"lat": 51.5072, "lng": -0.1276}},
             "friends": [{"id": 102, "name": "Grace"}, {"id": 103, "name": "Edsger"}],
             "balance": "1250.75", "tags": ["math", "engines"]},
            {"id": 102, "name": "Grace", "email": null, "admin": false,
             "address": {"city": "Arlington"}, "friends": [], "balance": 99.5, "tags": []}
          ]
        }
        """

    @Test func readsANestedResponseByChaining() throws {
        let json = try JSONValue(parsing: Self.response)

        #expect(json["status"].string == "ok")
        #expect(json["users"][0]["name"].string == "Ada")
        #expect(json["users"][0]["address"]["geo"]["lat"].double == 51.5072)
        #expect(json["users"][0]["friends"][1]["name"].string == "Edsger")
        #expect(json["users", 0, "friends", 1, "id"].int == 103)
        #expect(json["page"]["total"].uint64 == 12_345_678_901_234_567_890)

        // Missing steps and wrong kinds give nil, never a trap.
        #expect(json["users"][5]["name"].string == nil)
        #expect(json["users"]["name"].string == nil)
        #expect(json["users"][0]["name"][0].string == nil)
        #expect(json["nothing"]["at"]["all"].string == nil)
        #expect(json["users"][-1].object == nil)

        if let city = json["users"][1]["address"]["city"].string {
            #expect(city == "Arlington")
        } else {
            Issue.record("the city should be there")
        }
    }

    @Test func readsWithDefaults() throws {
        let json = try JSONValue(parsing: Self.response)
        let grace = json["users"][1]

        #expect(grace["name"].stringValue == "Grace")
        #expect(grace["email"].stringValue == "")              // null
        #expect(grace["phone"].stringValue == "")              // missing
        #expect(grace["admin"].boolValue == false)
        #expect(grace["friends"].arrayValue.isEmpty)
        #expect(json["page"]["number"].intValue == 2)          // a numeric string, read exactly
        #expect(json["page"]["size"].intValue == 20)
        #expect(json["users"][0]["balance"].doubleValue == 1250.75)
        #expect(json["users"][0]["balance"].intValue == 0)     // 1250.75 is not an Int: no truncation
        #expect(json["users"][9]["id"].intValue == 0)
        #expect(json["page"]["total"].stringValue == "12345678901234567890")
    }

    @Test func loopsOverArraysAndObjects() throws {
        let json = try JSONValue(parsing: Self.response)

        var names: [String] = []
        for user in json["users"].arrayValue {
            names.append(user["name"].stringValue)
        }
        #expect(names == ["Ada", "Grace"])

        var friendIDs: [Int] = []
        for user in json["users"].arrayValue {
            for friend in user["friends"].arrayValue { friendIDs.append(friend["id"].intValue) }
        }
        #expect(friendIDs == [102, 103])

        var fields: [String] = []
        for (key, value) in json["users"][0]["address"].objectValue where value.string != nil {
            fields.append(key)
        }
        #expect(fields == ["city"])
        #expect(json["users"][0].keys.prefix(3) == ["id", "name", "email"])
        #expect(json["users"].count == 2 && json["users"][1]["friends"].isEmpty)
    }

    @Test func editsAndWritesBack() throws {
        var json = try JSONValue(parsing: Self.response)

        json["status"] = "updated"
        json["users"][0]["name"] = "Ada Lovelace"
        json["users"][0]["email"] = nil                          // removes the key
        json["users"][1]["email"] = .null                        // keeps it, as null
        json["users"][0]["address"]["geo"]["alt"] = 35           // appended after lat and lng
        json["users"][0]["tags"].append("poetry")
        json["users"][1]["tags"].append("cobol")
        json["users"][1]["friends"][0] = ["id": 101, "name": "Ada"]
        json["users", 1, "address", "zip"] = "22201"
        json["meta"]["generated"]["by"] = "tests"                  // creates the objects on the way
        json["users"].remove(at: 1)
        json["page"].removeValue(forKey: "number")

        let written = try json.jsonString()
        #expect(written == #"""
            {"status":"updated","page":{"size":20,"total":12345678901234567890},"users":[{"id":101,"name":"Ada Lovelace",\#
            "admin":true,"address":{"city":"London","geo":{"lat":51.5072,"lng":-0.1276,"alt":35}},\#
            "friends":[{"id":102,"name":"Grace"},{"id":103,"name":"Edsger"}],"balance":"1250.75",\#
            "tags":["math","engines","poetry"]}],"meta":{"generated":{"by":"tests"}}}
            """#)
        let reparsed = try JSONValue(parsing: written)
        #expect(reparsed == json)
        #expect(reparsed["users"][0]["address"]["geo"].keys == ["lat", "lng", "alt"])
    }

    @Test func buildsARequestBody() throws {
        let name = "Ada"
        let tags = ["math", "engines"]
        let age: Int? = nil
        let body: JSONValue = [
            "user": ["name": .init(name), "tags": .init(tags), "age": .init(age), "active": true],
            "scores": .init(tags.map { $0.count }),
        ]
        #expect(try body.jsonString() == #"{"user":{"name":"Ada","tags":["math","engines"],"age":null,"active":true},"scores":[4,7]}"#)
        #expect(tags.map(JSONValue.init) == ["math", "engines"])
    }

    @Test func chainedAndOptionalChainedFormsAgree() throws {
        let json = try JSONValue(parsing: Self.response)
        let optional: JSONValue? = json
        // The pre-existing optional-chaining form keeps compiling and meaning the same.
        #expect(json["users"]?[0]?["name"]?.string == json["users"][0]["name"].string)
        #expect(optional["users"][0]["name"].string == "Ada")
        let user: JSONValue? = json["users"][0]
        #expect(user?["id"]?.int == 101 && user["id"].int == 101)
    }
}

/// The README's JSONValue section, as written there.
@Suite("README: JSONValue")
struct ReadmeJSONValueTests {
    @Test func theSnippetDoesWhatItSays() throws {
        var json = try JSONValue(parsing: #"{"statuses": [{"id": 12345678901234567890, "price": 1.66,"#
            + #" "user": {"name": "Ada", "followers": "1200"}}]}"#)
        #expect(json["statuses"][0]["user"]["name"].string == "Ada")
        #expect(json["statuses", 0, "id"].uint64 == 12_345_678_901_234_567_890)
        #expect(json["statuses"][0]["price"].decimal == Decimal(string: "1.66"))
        #expect(json["statuses"][0]["user"]["followers"].intValue == 1200)
        #expect(json["statuses"][9]["user"]["name"].stringValue == "")
        var names: [String] = []
        for status in json["statuses"].arrayValue { names.append(status["user"]["name"].stringValue) }
        #expect(names == ["Ada"])

        json["statuses"][0]["user"]["name"] = "Ada Lovelace"
        json["statuses"][0]["tags"].append("math")
        json["statuses"][0]["price"] = nil
        json[pointer: "/statuses/0/user/followers"] = 1201
        let body = json.merging(["page": 2])
        #expect(try body.jsonString(pretty: false, sortedKeys: true)
            == #"{"page":2,"statuses":[{"id":12345678901234567890,"tags":["math"],"user":{"followers":1201,"name":"Ada Lovelace"}}]}"#)
    }
}
