import Foundation
import Mapping
import Transforms

// Model files in the style of a chat app: a StaticMappable message hierarchy whose base class
// picks the subclass from a "type" field and whose subclasses override `mapping(map:)` and call
// super, a Mappable user class with a subclass, a context holding the signed-in user, a
// dictionary of models keyed by an enum through DictionaryTransform, dictionaries of arrays of
// messages, immutable read receipts, and a custom date format.

enum MessageKind: String {
    case text
    case image
    case poll
    case system
}

enum ReactionKind: String {
    case like
    case laugh
    case heart
}

enum Presence: Int {
    case offline = 0
    case away = 1
    case online = 2
}

struct ChatContext: MapContext {
    let currentUserID: Int
}

class ChatUser: Mappable {
    var id = 0
    var displayName = ""
    var avatar: URL?
    var presence: Presence = .offline
    var lastSeen: Date?

    required init?(map: Map) {
        guard map.JSON["id"] != nil else { return nil }
    }

    func mapping(map: Map) {
        id <- map["id"]
        displayName <- map["display_name"]
        avatar <- (map["avatar"], URLTransform())
        presence <- map["presence"]
        lastSeen <- (map["last_seen"], DateTransform(unit: .milliseconds))
    }
}

class BotUser: ChatUser {
    var commands: [String] = []
    var owner: ChatUser?

    required init?(map: Map) {
        super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        commands <- map["commands"]
        owner <- map["owner"]
    }
}

struct ReactionSummary: Mappable {
    var count = 0
    var userIDs: [Int] = []

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        count <- map["count"]
        userIDs <- map["user_ids"]
    }
}

class Message: StaticMappable {
    var id = ""
    var senderID: Int?
    var sentAt: Date?
    var editedAt: Date?
    var reactions: [ReactionKind: ReactionSummary] = [:]
    var replyTo: String?
    var isMine = false

    var kind: MessageKind {
        return .system
    }

    class func objectForMapping(map: Map) -> BaseMappable? {
        guard let type: String = map["type"].value() else { return nil }
        switch type {
        case "text":
            return TextMessage()
        case "image":
            return ImageMessage()
        case "poll":
            return PollMessage()
        case "system":
            return Message()
        default:
            return nil
        }
    }

    func mapping(map: Map) {
        if map.mappingType == .toJSON {
            var type = kind.rawValue
            type <- map["type"]
        }
        id <- map["id"]
        senderID <- map["sender_id"]
        sentAt <- (map["sent_at"], ISO8601DateTransform())
        editedAt <- (map["edited_at"], ISO8601DateTransform())
        reactions <- (map["reactions"], DictionaryTransform<ReactionKind, ReactionSummary>())
        replyTo <- map["reply_to.id"]
        if map.mappingType == .fromJSON, let context = map.context as? ChatContext {
            isMine = senderID == context.currentUserID
        }
    }
}

class TextMessage: Message {
    var text = ""
    var mentions: [Int] = []
    var links: [URL] = []

    override var kind: MessageKind {
        return .text
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        text <- map["text"]
        mentions <- map["mentions"]
        links <- (map["links"], URLTransform())
    }
}

class ImageMessage: Message {
    var url: URL!
    var width = 0
    var height = 0
    var caption: String?
    var thumbnail: Data?
    var aspectRatio: CGFloat = 1
    var focusPoint: [CGFloat]?

    override var kind: MessageKind {
        return .image
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        url <- (map["image.url"], URLTransform())
        width <- map["image.size.0"]
        height <- map["image.size.1"]
        caption <- map["caption"]
        thumbnail <- (map["image.thumbnail"], DataTransform())
        aspectRatio <- map["image.aspect_ratio"]
        focusPoint <- map["image.focus"]
    }
}

struct PollOption: Mappable {
    var id = 0
    var title = ""

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id <- map["id"]
        title <- map["title"]
    }
}

class PollMessage: Message {
    var question = ""
    var options: [PollOption] = []
    var votes: [String: [Int]] = [:]
    var closesOn: Date?

    override var kind: MessageKind {
        return .poll
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        question <- map["question"]
        options <- map["options"]
        votes <- map["votes"]
        closesOn <- (map["closes_on"], CustomDateFormatTransform(formatString: "yyyy-MM-dd"))
    }
}

struct ReadReceipt: ImmutableMappable {
    let userID: Int
    let messageID: String
    let readAt: Date
    let device: String?

    init(map: Map) throws {
        userID = try map.value("user_id")
        messageID = try map.value("message_id")
        readAt = try map.value("read_at", using: DateTransform(unit: .milliseconds))
        device = try? map.value("device")
    }

    func mapping(map: Map) {
        userID >>> map["user_id"]
        messageID >>> map["message_id"]
        readAt >>> (map["read_at"], DateTransform(unit: .milliseconds))
        device >>> map["device"]
    }
}

struct Conversation: Mappable {
    var id = ""
    var title: String?
    var participants: [ChatUser] = []
    var bot: BotUser?
    var messages: [Message] = []
    var pinned: Message?
    var lastMessage: Message!
    var messagesByDay: [String: [Message]] = [:]
    var unreadCounts: [String: Int] = [:]
    var muted = false
    var draft: String?
    var receipts: [ReadReceipt]?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id <- map["id"]
        title <- map["title"]
        participants <- map["participants"]
        bot <- map["bot"]
        messages <- map["messages"]
        pinned <- map["pinned"]
        lastMessage <- map["last_message"]
        messagesByDay <- map["messages_by_day"]
        unreadCounts <- map["unread"]
        muted <- map["settings.muted"]
        draft <- map["draft"]
        receipts <- map["receipts"]
    }
}
