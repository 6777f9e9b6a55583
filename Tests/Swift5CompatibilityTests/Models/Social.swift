import Foundation
import Mapping
import Transforms

// Model files in the style of a social app's networking layer: a generic response envelope, a
// base model class with `required init?(map:)` and subclasses that call `super`, enums with
// String and Int raw values in every container, numbers of several widths, `Any` properties,
// a context read in `mapping(map:)`, and conformance declared in extensions.

enum Role: String {
    case admin
    case member
    case guest
}

enum Priority: Int {
    case low = 0
    case normal = 1
    case high = 2
}

/// What every endpoint returns: `{"code": 0, "message": "ok", "data": {...}, "list": [...]}`.
class BaseResponse<T: Mappable>: Mappable {
    var code: Int = -1
    var message: String?
    var data: T?
    var list: [T]?
    var pages: [String: T]?

    required init?(map: Map) {}

    func mapping(map: Map) {
        code <- map["code"]
        message <- map["message"]
        data <- map["data"]
        list <- map["list"]
        pages <- map["pages"]
    }
}

/// Every stored record has an identifier and timestamps.
class BaseModel: Mappable {
    var id: Int64 = 0
    var createdAt: Date?
    var updatedAt: Date?

    required init?(map: Map) {}

    func mapping(map: Map) {
        id <- map["id"]
        createdAt <- (map["created_at"], DateTransform())
        updatedAt <- (map["updated_at"], DateTransform(unit: .milliseconds))
    }
}

/// What the app passes to its mappers: whether the signed-in user may see private fields.
struct ViewerContext: MapContext {
    var isOwner: Bool
    var locale: String
}

class Member: BaseModel {
    var name: String!
    var email: String?
    var age: UInt = 0
    var rating: Float = 0
    var followers: NSNumber?
    var role: Role = .guest
    var previousRoles: [Role]?
    var rolesByTeam: [String: Role] = [:]
    var priority: Priority?
    var settings: [String: Any] = [:]
    var badges: [Any] = []
    var lastSeen: Any?
    var visibleToOwnerOnly: String?
    var localeSeen: String?

    required init?(map: Map) {
        super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        name <- map["name"]
        email <- map["email"]
        age <- map["age"]
        rating <- map["rating"]
        followers <- map["stats.followers"]
        role <- map["role"]
        previousRoles <- map["previous_roles"]
        rolesByTeam <- map["roles_by_team"]
        priority <- (map["priority"], EnumTransform<Priority>())
        settings <- map["settings"]
        badges <- map["badges"]
        lastSeen <- map["last_seen"]
        if let context = map.context as? ViewerContext {
            localeSeen = context.locale
            if context.isOwner {
                visibleToOwnerOnly <- map["private_note"]
            }
        }
    }
}

/// A subclass of a subclass, with its own initializer chain.
class Moderator: Member {
    var moderatedGroups: [Int] = []
    var since: Date?

    required init?(map: Map) {
        super.init(map: map)
        if map.JSON["moderated_groups"] == nil { return nil }
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        moderatedGroups <- map["moderated_groups"]
        since <- (map["moderator_since"], CustomDateFormatTransform(formatString: "yyyy-MM-dd"))
    }
}

/// A value type whose mapping is declared in an extension, away from its definition.
struct Topic: Hashable {
    var name: String
    var count: Int
}

extension Topic: Mappable {
    init?(map: Map) {
        guard let name = map.JSON["name"] as? String else { return nil }
        self.init(name: name, count: 0)
    }

    mutating func mapping(map: Map) {
        name <- map["name"]
        count <- map["count"]
    }
}

/// A final class made mappable in an extension, with a convenience initializer.
final class Reaction {
    var emoji = ""
    var userIDs: [Int64] = []

    init() {}
}

extension Reaction: Mappable {
    convenience init?(map: Map) {
        self.init()
    }

    func mapping(map: Map) {
        emoji <- map["emoji"]
        userIDs <- map["user_ids"]
    }
}

/// Identifiers the server sends as strings.
let stringToInt = TransformOf<Int, String>(fromJSON: { (value: String?) -> Int? in
    guard let value = value else { return nil }
    return Int(value)
}, toJSON: { (value: Int?) -> String? in
    guard let value = value else { return nil }
    return String(value)
})

class FeedPost: BaseModel {
    var author: Member?
    var text: String = ""
    var tags: Set<Topic> = []
    var reactions: [Reaction] = []
    var repliesByUser: [String: [FeedPost]] = [:]
    var gallery: [[URL]] = []
    var threads: [[FeedPost]]?
    var viewCount: Int = 0
    var link: URL?
    var rawLink: URL?
    var priorityHistory: [Priority] = []
    var rolesSeen: [String: Role]?
    var fileName: String?
    var arrowNested: String?
    var ignoredNull: String? = "kept"
    var notNullable: String = "default"
    var hadEditKey = false
    var editValueSeen: Any?

    required init?(map: Map) {
        super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        author <- map["author"]
        text <- map["text"]
        tags <- map["tags"]
        reactions <- map["reactions"]
        repliesByUser <- map["replies_by_user"]
        gallery <- (map["gallery"], URLTransform())
        threads <- map["threads"]
        viewCount <- (map["view_count"], stringToInt)
        link <- (map["link"], URLTransform(shouldEncodeURLString: false))
        rawLink <- (map["raw_link"], URLTransform(shouldEncodeURLString: true))
        priorityHistory <- (map["priority_history"], EnumTransform<Priority>())
        rolesSeen <- map["roles_seen"]
        fileName <- map["file.name", nested: false]
        arrowNested <- map["meta->source->name", delimiter: "->"]
        ignoredNull <- map["maybe", ignoreNil: true]
        notNullable <- map["not_nullable"]
        if map.mappingType == .fromJSON {
            let edit = map["edited"]
            hadEditKey = edit.isKeyPresent
            editValueSeen = edit.currentValue
        }
    }
}
