import Foundation
import Mapping

// Models shared by the mapping tests, written the way ObjectMapper users write them.

enum Role: String, Sendable {
    case admin, member
}

enum Level: Int, Sendable {
    case low = 1, high = 2
}

struct Address: Mappable, Equatable, Hashable, Sendable {
    var city = ""
    var zip: String?

    init(city: String = "", zip: String? = nil) {
        self.city = city
        self.zip = zip
    }

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        city <- map["city"]
        zip  <- map["zip"]
    }
}

struct Person: Mappable, Equatable, Sendable {
    var id = 0
    var name: String?
    var age: Int?
    var role: Role?
    var roles: [Role] = []
    var address: Address?
    var friends: [Person] = []
    var groups: [String: [Person]] = [:]
    var tags: Set<String> = []

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id      <- map["id"]
        name    <- map["name"]
        age     <- map["age"]
        role    <- map["role"]
        roles   <- map["roles"]
        address <- map["address"]
        friends <- map["friends"]
        groups  <- map["groups"]
        tags    <- map["tags"]
    }
}

/// Refuses objects without an "id".
struct Ticket: Mappable, Equatable, Sendable {
    var id = 0
    var title = ""

    init?(map: Map) {
        guard map["id"].isKeyPresent else { return nil }
    }

    mutating func mapping(map: Map) {
        id    <- map["id"]
        title <- map["title"]
    }
}

/// A class cluster: the base class picks the subclass from "kind".
class Shape: StaticMappable {
    var name = ""

    class func objectForMapping(map: Map) -> BaseMappable? {
        switch map["kind"].currentValue as? String {
        case "circle": return Circle()
        case "square": return Square()
        default: return nil
        }
    }

    func mapping(map: Map) {
        name <- map["name"]
    }
}

final class Circle: Shape {
    var radius = 0.0

    override func mapping(map: Map) {
        super.mapping(map: map)
        "circle" >>> map["kind"]
        radius <- map["radius"]
    }
}

final class Square: Shape {
    var side = 0.0

    override func mapping(map: Map) {
        super.mapping(map: map)
        "square" >>> map["kind"]
        side <- map["side"]
    }
}

struct Point: ImmutableMappable, Equatable {
    let x: Double
    let y: Double
    let label: String?
    let weight: Int

    init(x: Double, y: Double, label: String?, weight: Int) {
        self.x = x
        self.y = y
        self.label = label
        self.weight = weight
    }

    init(map: Map) throws {
        x      = try map.value("x")
        y      = try map.value("y")
        label  = try map.value("label")
        weight = try map.value("weight", default: 1)
    }

    func mapping(map: Map) {
        x      >>> map["x"]
        y      >>> map["y"]
        label  >>> map["label"]
        weight >>> map["weight"]
    }
}

/// A context that says whether an administrator is reading.
struct Audience: MapContext {
    var isAdmin: Bool
}

/// Maps its email only for an administrator (``Audience``), and an owner that records whether
/// the context reached it.
struct Account: Mappable {
    var email: String?
    var owner: Owner?
    init?(map: Map) {}
    mutating func mapping(map: Map) {
        if (map.context as? Audience)?.isAdmin == true { email <- map["email"] }
        owner <- map["owner"]
    }
}

struct Owner: Mappable {
    var sawContext = false
    var nickname: String?
    init?(map: Map) {}
    mutating func mapping(map: Map) {
        sawContext = map.context is Audience
        nickname <- map["nickname"]
    }
}

/// Numbers of every kind, for the conversion and bad-input tests; every property starts at its
/// default.
struct Numbers: Mappable, Equatable, Sendable {
    var int = 0
    var int8: Int8 = 0
    var int64: Int64 = 0
    var uint: UInt = 0
    var double = 0.0
    var float: Float = 0
    var bool = false
    var decimal = Decimal(0)

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        int     <- map["int"]
        int8    <- map["int8"]
        int64   <- map["int64"]
        uint    <- map["uint"]
        double  <- map["double"]
        float   <- map["float"]
        bool    <- map["bool"]
        decimal <- map["decimal"]
    }

    static func == (lhs: Numbers, rhs: Numbers) -> Bool {
        lhs.int == rhs.int && lhs.int8 == rhs.int8 && lhs.int64 == rhs.int64 && lhs.uint == rhs.uint
            && (lhs.double == rhs.double || (lhs.double.isNaN && rhs.double.isNaN)) && lhs.float == rhs.float
            && lhs.bool == rhs.bool && lhs.decimal == rhs.decimal
    }
}

/// Levels as "low" / "high" strings.
struct LevelTransform: TransformType {
    func transformFromJSON(_ value: Any?) -> Level? {
        switch value as? String {
        case "low": return .low
        case "high": return .high
        default: return nil
        }
    }

    func transformToJSON(_ value: Level?) -> String? {
        value.map { $0 == .low ? "low" : "high" }
    }
}
