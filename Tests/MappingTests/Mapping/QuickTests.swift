import Foundation
import Testing
import Mapping

enum Gender: Int { case male = 1, female = 2 }
enum Kind: String { case a, b }

struct Friend: Mappable, Hashable {
    var name = ""
    var age: Int?
    init?(map: Map) {}
    init() {}
    mutating func mapping(map: Map) {
        name <- map["name"]
        age <- map["age"]
    }
}

struct User: Mappable {
    var id = 0
    var name: String?
    var tags: [String] = []
    var gender: Gender?
    var kinds: [Kind] = []
    var friends: [Friend] = []
    var best: Friend?
    var groups: [String: [Friend]] = [:]
    var set: Set<Friend> = []
    var anyDict: [String: Any] = [:]
    var anyArray: [Any]?
    var raw: JSONValue?
    var city: String?
    var first: String?
    var int8: Int8 = 7
    var iuo: String!
    init?(map: Map) {}
    mutating func mapping(map: Map) {
        id <- map["id"]
        name <- map["name"]
        tags <- map["tags"]
        gender <- map["gender"]
        kinds <- map["kinds"]
        friends <- map["friends"]
        best <- map["best"]
        groups <- map["groups"]
        set <- map["set"]
        anyDict <- map["anyDict"]
        anyArray <- map["anyArray"]
        raw <- map["raw"]
        city <- map["address.city"]
        first <- map["friends.0.name"]
        int8 <- map["int8"]
        iuo <- map["iuo"]
    }
}

struct Point: ImmutableMappable {
    let x: Double
    let y: Int
    let label: String?
    let friends: [Friend]
    init(map: Map) throws {
        x = try map.value("x")
        y = try map.value("y", default: 5)
        label = try map.value("label")
        friends = try map.value("friends", default: [])
    }
    func mapping(map: Map) {
        x >>> map["x"]
        y >>> map["y"]
        label >>> map["label"]
        friends >>> map["friends"]
    }
}

@Test func quickMapping() throws {
    let json = #"{"id": 5, "name": "Ada", "tags": ["a","b"], "gender": 2, "kinds": ["a","zz","b"], "friends": [{"name":"x","age":3}, 4, {"name":"y"}], "best": {"name": "b"}, "groups": {"g": [{"name":"q"}]}, "set": [{"name":"s"}], "anyDict": {"k": 1, "b": true}, "anyArray": [1, "x", null], "raw": {"z": [1.50]}, "address": {"city": "Paris"}, "int8": 300, "iuo": "yes"}"#
    let user = try #require(Mapper<User>().map(JSONString: json))
    #expect(user.id == 5)
    #expect(user.name == "Ada")
    #expect(user.tags == ["a", "b"])
    #expect(user.gender == .female)
    #expect(user.kinds == [.a, .b])
    #expect(user.friends.count == 2)
    #expect(user.best?.name == "b")
    #expect(user.groups["g"]?.first?.name == "q")
    #expect(user.set.count == 1)
    #expect(user.anyDict["k"] as? Int == 1)
    #expect(user.anyDict["b"] as? Bool == true)
    #expect(user.anyArray?.count == 3)
    #expect(user.city == "Paris")
    #expect(user.first == "x")
    #expect(user.int8 == 7)
    #expect(user.iuo == "yes")
    let (_, issues) = Mapper<User>().mapWithIssues(JSONString: json)
    print(issues.map(\.description).joined(separator: "\n"))
    print(user.toJSONString(prettyPrint: true) ?? "nil")

    let p = try Point(JSONString: #"{"x": 1.5, "friends": [{"name": "f"}]}"#)
    #expect(p.x == 1.5 && p.y == 5 && p.label == nil && p.friends.count == 1)
    print(p.toJSONString() ?? "nil")
    do {
        _ = try Point(JSONString: #"{"x": "a"}"#)
    } catch {
        print("ERR", error)
    }
}
