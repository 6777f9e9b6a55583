import Foundation
import Testing
import Mapping
import Transforms

/// The chat app's models (Models/Chat.swift): what ObjectMapper 4 gave for the same JSON.
@Suite("A chat app's ObjectMapper models, in Swift 5 mode")
struct ChatModelTests {
    static let textJSON = #"""
        {"type": "text", "id": "m1", "sender_id": 7, "sent_at": "2024-05-01T09:30:00Z",
         "text": "Hi @ada, see https://swift.org", "mentions": [3], "links": ["https://swift.org"],
         "reactions": {"like": {"count": 2, "user_ids": [3, 4]}, "wave": {"count": 1}, "heart": {"count": 1, "user_ids": [3]}},
         "reply_to": {"id": "m0", "text": "Hello"}}
        """#

    static let imageJSON = #"""
        {"type": "image", "id": "m2", "sender_id": 3, "sent_at": "2024-05-01T09:31:00.250Z",
         "image": {"url": "https://cdn.example.com/p/1.jpg", "size": [1024, 768], "thumbnail": "AAEC/w==",
                   "aspect_ratio": 1.3333, "focus": [0.5, 0.25]},
         "caption": null}
        """#

    static let pollJSON = #"""
        {"type": "poll", "id": "m3", "sender_id": 7, "question": "Lunch?",
         "options": [{"id": 1, "title": "Pizza"}, {"id": 2, "title": "Sushi"}],
         "votes": {"1": [3, 7], "2": []}, "closes_on": "2024-05-02"}
        """#

    @Test func theBaseClassPicksTheSubclassFromTheTypeField() throws {
        let json = "[\(Self.textJSON), \(Self.imageJSON), \(Self.pollJSON), {\"type\": \"system\", \"id\": \"s1\"}, {\"type\": \"sticker\", \"id\": \"x\"}, {\"id\": \"untyped\"}]"
        let messages = try #require(Mapper<Message>().mapArray(JSONString: json))
        // The types the base class does not know are refused and left out.
        #expect(messages.map { $0.id } == ["m1", "m2", "m3", "s1"])
        #expect(messages.map { $0.kind } == [.text, .image, .poll, .system])
        #expect(type(of: messages[3]) == Message.self)

        let text = try #require(messages[0] as? TextMessage)
        #expect(text.text == "Hi @ada, see https://swift.org" && text.mentions == [3])
        #expect(text.links == [URL(string: "https://swift.org")!])
        #expect(text.senderID == 7 && text.sentAt == Date(timeIntervalSince1970: 1_714_555_800))
        #expect(text.editedAt == nil && text.replyTo == "m0")
        // DictionaryTransform leaves out the key that is not a raw value of the enum.
        #expect(Set(text.reactions.keys) == [.like, .heart])
        #expect(text.reactions[.like]?.userIDs == [3, 4] && text.reactions[.heart]?.count == 1)
        #expect(!text.isMine)

        let image = try #require(messages[1] as? ImageMessage)
        #expect(image.url == URL(string: "https://cdn.example.com/p/1.jpg"))
        #expect(image.width == 1024 && image.height == 768 && image.caption == nil)
        #expect(image.thumbnail == Data([0, 1, 2, 255]))
        #expect(image.aspectRatio == 1.3333 && image.focusPoint == [0.5, 0.25])
        #expect(image.sentAt == Date(timeIntervalSince1970: 1_714_555_860.25))

        let poll = try #require(messages[2] as? PollMessage)
        #expect(poll.question == "Lunch?" && poll.options.map { $0.title } == ["Pizza", "Sushi"])
        #expect(poll.votes == ["1": [3, 7], "2": []])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        let closes = try #require(poll.closesOn)
        #expect(calendar.dateComponents([.year, .month, .day], from: closes) == DateComponents(year: 2024, month: 5, day: 2))

        #expect(Mapper<Message>().map(JSONString: #"{"type": "sticker"}"#) == nil)
        #expect(Message(JSONString: Self.pollJSON) is PollMessage)
    }

    @Test func subclassesWriteTheirTypeAndTheirBaseClassFields() throws {
        let text = try #require(Mapper<Message>().map(JSONString: Self.textJSON))
        let json = text.toJSON()
        #expect(json["type"] as? String == "text" && json["id"] as? String == "m1")
        #expect(json["sent_at"] as? String == "2024-05-01T09:30:00Z")
        #expect(json["links"] as? [String] == ["https://swift.org"])
        #expect(json["reply_to"] as? [String: String] == ["id": "m0"])
        let reactions = try #require(json["reactions"] as? [String: [String: Any]])
        #expect(Set(reactions.keys) == ["like", "heart"] && reactions["like"]?["user_ids"] as? [Int] == [3, 4])
        #expect(json["edited_at"] == nil && json["isMine"] == nil)

        let image = try #require(Mapper<Message>().map(JSONString: Self.imageJSON))
        let written = try #require(image.toJSON()["image"] as? [String: Any])
        #expect(written["url"] as? String == "https://cdn.example.com/p/1.jpg")
        #expect(written["thumbnail"] as? String == "AAEC/w==")
        // Index paths write an array, as they read.
        #expect(written["size"] as? [Int] == [1024, 768])
        #expect(written["aspect_ratio"] as? Double == 1.3333 && written["focus"] as? [Double] == [0.5, 0.25])
        #expect(image.toJSON()["sent_at"] as? String == "2024-05-01T09:31:00.250Z")

        let poll = try #require(Mapper<Message>().map(JSONString: Self.pollJSON))
        let pollJSON = poll.toJSON()
        #expect(pollJSON["type"] as? String == "poll" && pollJSON["closes_on"] as? String == "2024-05-02")
        #expect(pollJSON["votes"] as? [String: [Int]] == ["1": [3, 7], "2": []])

        let messages: [Message] = [text, image, poll]
        let array = try #require(messages.toJSONString())
        let again = try #require(Mapper<Message>().mapArray(JSONString: array))
        #expect(again.map { $0.kind } == [.text, .image, .poll])
        #expect((again[1] as? ImageMessage)?.height == 768 && (again[0] as? TextMessage)?.reactions.count == 2)
    }

    @Test func theContextTellsWhichMessagesAreMine() throws {
        let mapper = Mapper<Message>(context: ChatContext(currentUserID: 7))
        let messages = try #require(mapper.mapArray(JSONString: "[\(Self.textJSON), \(Self.imageJSON)]"))
        #expect(messages.map { $0.isMine } == [true, false])
        let conversation = try #require(Conversation(JSONString: "{\"messages\": [\(Self.pollJSON)], \"pinned\": \(Self.imageJSON)}",
                                                     context: ChatContext(currentUserID: 3)))
        #expect(conversation.messages.first?.isMine == false && conversation.pinned?.isMine == true)
    }

    @Test func aConversationWithEveryContainerOfMessages() throws {
        let json = #"""
            {"id": "c1", "title": null,
             "participants": [{"id": 3, "display_name": "Ada", "presence": 2, "last_seen": 1714555800123},
                              {"display_name": "no id"}, {"id": 7, "display_name": "Grace", "avatar": "https://cdn.example.com/a/7.png"}],
             "bot": {"id": 99, "display_name": "Helper", "commands": ["/help", "/poll"], "owner": {"id": 3}},
             "messages": [\#(Self.textJSON), {"type": "unknown"}, \#(Self.imageJSON)],
             "pinned": \#(Self.pollJSON), "last_message": \#(Self.imageJSON),
             "messages_by_day": {"2024-05-01": [\#(Self.textJSON), \#(Self.imageJSON)], "2024-04-30": []},
             "unread": {"c1": 2, "c2": 0}, "settings": {"muted": true},
             "receipts": [{"user_id": 3, "message_id": "m1", "read_at": 1714555805000},
                          {"user_id": 4, "message_id": "m1"}]}
            """#
        let conversation = try #require(Mapper<Conversation>().map(JSONString: json))
        #expect(conversation.id == "c1" && conversation.title == nil && conversation.muted)
        #expect(conversation.participants.map { $0.displayName } == ["Ada", "Grace"])
        #expect(conversation.participants[0].presence == .online)
        #expect(conversation.participants[0].lastSeen == Date(timeIntervalSince1970: 1_714_555_800.123))
        #expect(conversation.participants[1].avatar?.lastPathComponent == "7.png")
        let bot = try #require(conversation.bot)
        #expect(bot.displayName == "Helper" && bot.commands == ["/help", "/poll"] && bot.owner?.id == 3)
        #expect(conversation.messages.map { $0.id } == ["m1", "m2"])
        #expect(conversation.pinned is PollMessage && conversation.lastMessage is ImageMessage)
        #expect(conversation.messagesByDay["2024-05-01"]?.map { $0.kind } == [.text, .image])
        #expect(conversation.messagesByDay["2024-04-30"]?.isEmpty == true)
        #expect(conversation.unreadCounts == ["c1": 2, "c2": 0])
        // The receipt without read_at throws in its initializer and is left out.
        #expect(conversation.receipts?.map { $0.userID } == [3])
        #expect(conversation.receipts?.first?.readAt == Date(timeIntervalSince1970: 1_714_555_805))

        let written = conversation.toJSON()
        #expect(written["settings"] as? [String: Bool] == ["muted": true])
        #expect((written["pinned"] as? [String: Any])?["type"] as? String == "poll")
        #expect((written["last_message"] as? [String: Any])?["type"] as? String == "image")
        let byDay = try #require(written["messages_by_day"] as? [String: [[String: Any]]])
        #expect(byDay["2024-05-01"]?.map { $0["type"] as? String } == ["text", "image"])
        let bots = try #require(written["bot"] as? [String: Any])
        #expect(bots["commands"] as? [String] == ["/help", "/poll"] && (bots["owner"] as? [String: Any])?["id"] as? Int == 3)
        let receipts = try #require(written["receipts"] as? [[String: Any]])
        #expect(receipts.count == 1 && receipts[0]["read_at"] as? Double == 1_714_555_805_000)
        #expect(written["title"] == nil && written["draft"] == nil)

        let withNulls = Mapper<Conversation>(shouldIncludeNilValues: true).toJSON(conversation)
        #expect(withNulls["title"] is NSNull && withNulls["draft"] is NSNull)
        let again = try #require(Conversation(JSONString: conversation.toJSONString() ?? ""))
        #expect(again.messages.count == 2 && again.bot?.owner?.id == 3 && again.receipts?.count == 1)
        #expect(again.messagesByDay["2024-05-01"]?.count == 2)
    }

    @Test func anEditIsMappedOntoTheMessageItChanges() throws {
        let message = try #require(Mapper<Message>().map(JSONString: Self.textJSON) as? TextMessage)
        let edit = #"{"text": "Hi @ada, see https://swift.org/blog", "edited_at": "2024-05-01T09:35:00Z", "links": []}"#
        let edited = Mapper<Message>().map(JSONString: edit, toObject: message)
        #expect(edited === message)
        #expect(message.text == "Hi @ada, see https://swift.org/blog" && message.links.isEmpty)
        #expect(message.editedAt == Date(timeIntervalSince1970: 1_714_556_100) && message.senderID == 7)
    }

    @Test func readReceiptsAreImmutableAndThrowWhenIncomplete() throws {
        let receipts = try Mapper<ReadReceipt>().mapArray(JSONString: #"[{"user_id": 3, "message_id": "m1", "read_at": 1714555805000, "device": "ios"}]"#)
        #expect(receipts.count == 1 && receipts[0].device == "ios")
        #expect(receipts.toJSONString() == #"[{"user_id":3,"message_id":"m1","read_at":1714555805000,"device":"ios"}]"#)
        #expect(throws: MapError.self) {
            try Mapper<ReadReceipt>().mapArray(JSONString: #"[{"user_id": 3, "message_id": "m1"}]"#)
        }
        do {
            _ = try ReadReceipt(JSONString: #"{"user_id": "3", "message_id": "m1", "read_at": 0}"#)
            Issue.record("a string user_id was accepted")
        } catch let error as MapError {
            #expect(error.key == "user_id")
        }
    }
}
