import Foundation
import Testing
import Mapping
import Transforms

/// The social app's models (Models/Social.swift): what ObjectMapper 4 gave for the same JSON.
@Suite("A social app's ObjectMapper models, in Swift 5 mode")
struct SocialModelTests {
    static let memberJSON = #"""
        {"id": 9223372036854775807, "created_at": 1700000000, "updated_at": 1700000000123,
         "name": "Ada", "email": null, "age": 42, "rating": 4.5, "stats": {"followers": 1200},
         "role": "admin", "previous_roles": ["guest", "member"], "roles_by_team": {"ios": "admin", "web": "guest"},
         "priority": 2, "settings": {"theme": "dark", "font": 14}, "badges": ["early", 3, true],
         "last_seen": "yesterday", "private_note": "secret"}
        """#

    @Test func aGenericEnvelopeMapsItsModelInEveryShape() throws {
        let json = #"""
            {"code": 0, "message": "ok", "data": {"id": 1, "name": "Ada"},
             "list": [{"id": 2, "name": "Grace"}, {"id": 3, "name": "Linus"}],
             "pages": {"first": {"id": 4, "name": "Ken"}}}
            """#
        let response = try #require(Mapper<BaseResponse<Member>>().map(JSONString: json))
        #expect(response.code == 0 && response.message == "ok")
        #expect(response.data?.id == 1 && response.data?.name == "Ada")
        #expect(response.list?.map { $0.name } == ["Grace", "Linus"])
        #expect(response.pages?["first"]?.id == 4)
        let wrapped = try #require(BaseResponse<Topic>(JSONString: #"{"code": 3, "list": [{"name": "swift"}, {"count": 1}]}"#))
        // The element without a name is refused by its `init?(map:)` and left out.
        #expect(wrapped.code == 3 && wrapped.data == nil && wrapped.list == [Topic(name: "swift", count: 0)])
        let text = try #require(response.toJSONString())
        let again = try #require(Mapper<BaseResponse<Member>>().map(JSONString: text))
        #expect(again.list?.map { $0.id } == [2, 3] && again.pages?["first"]?.name == "Ken")
    }

    @Test func aSubclassMapsItsOwnAndItsBaseClassProperties() throws {
        let member = try #require(Mapper<Member>().map(JSONString: Self.memberJSON))
        #expect(member.id == Int64.max)
        #expect(member.createdAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(member.updatedAt == Date(timeIntervalSince1970: 1_700_000_000.123))
        #expect(member.name == "Ada" && member.email == nil)
        #expect(member.age == 42 && member.rating == 4.5)
        #expect(member.followers == NSNumber(value: 1200))
        #expect(member.role == .admin && member.previousRoles == [.guest, .member])
        #expect(member.rolesByTeam == ["ios": .admin, "web": .guest])
        #expect(member.priority == .high)
        #expect(member.settings["theme"] as? String == "dark" && member.settings["font"] as? Int == 14)
        #expect(member.badges.count == 3 && member.badges.first as? String == "early")
        #expect(member.lastSeen as? String == "yesterday")
        // No context: the owner-only field is not read.
        #expect(member.visibleToOwnerOnly == nil && member.localeSeen == nil)
    }

    @Test func theContextReachesTheModelAndItsNestedModels() throws {
        let owner = ViewerContext(isOwner: true, locale: "fr")
        let member = try #require(Mapper<Member>(context: owner).map(JSONString: Self.memberJSON))
        #expect(member.visibleToOwnerOnly == "secret" && member.localeSeen == "fr")
        let envelope = #"{"data": {"id": 1, "private_note": "mine"}, "list": [{"id": 2, "private_note": "theirs"}]}"#
        let response = try #require(Mapper<BaseResponse<Member>>(context: owner).map(JSONString: envelope))
        #expect(response.data?.visibleToOwnerOnly == "mine")
        #expect(response.list?.first?.visibleToOwnerOnly == "theirs")
        let viaInit = try #require(Member(JSONString: Self.memberJSON, context: ViewerContext(isOwner: false, locale: "de")))
        #expect(viaInit.visibleToOwnerOnly == nil && viaInit.localeSeen == "de")
    }

    @Test func aSubclassOfASubclassCanRefuseInItsInitializer() throws {
        #expect(Mapper<Moderator>().map(JSONString: Self.memberJSON) == nil)
        let json = #"{"id": 5, "name": "Mod", "moderated_groups": [1, 2], "moderator_since": "2024-02-29", "role": "member"}"#
        let moderator = try #require(Moderator(JSONString: json))
        #expect(moderator.id == 5 && moderator.name == "Mod" && moderator.role == .member)
        #expect(moderator.moderatedGroups == [1, 2])
        let since = try #require(moderator.since)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        #expect(calendar.dateComponents([.year, .month, .day], from: since) == DateComponents(year: 2024, month: 2, day: 29))
        let written = moderator.toJSON()
        #expect(written["moderator_since"] as? String == "2024-02-29")
        #expect(written["moderated_groups"] as? [Int] == [1, 2] && written["name"] as? String == "Mod")
    }

    @Test func writingNumbersEnumsAndNestedKeys() throws {
        let member = try #require(Mapper<Member>().map(JSONString: Self.memberJSON))
        let json = member.toJSON()
        #expect(json["id"] as? Int64 == Int64.max)
        #expect(json["age"] as? UInt == 42 && json["rating"] as? Float == 4.5)
        #expect((json["stats"] as? [String: Any])?["followers"] as? Int == 1200)
        #expect(json["role"] as? String == "admin" && json["previous_roles"] as? [String] == ["guest", "member"])
        #expect(json["roles_by_team"] as? [String: String] == ["ios": "admin", "web": "guest"])
        #expect(json["priority"] as? Int == 2)
        #expect(json["created_at"] as? Double == 1_700_000_000)
        #expect(json["last_seen"] as? String == "yesterday")
        #expect(json["email"] == nil && json.keys.contains("email") == false)
        let text = try #require(member.toJSONString(prettyPrint: true))
        let again = try #require(Member(JSONString: text))
        #expect(again.id == member.id && again.rolesByTeam == member.rolesByTeam && again.priority == .high)
        #expect(again.followers == NSNumber(value: 1200) && again.updatedAt == member.updatedAt)
    }

    @Test func shouldIncludeNilValuesWritesNullForNilOptionals() throws {
        let member = try #require(Mapper<Member>().map(JSONString: #"{"id": 1}"#))
        let json = Mapper<Member>(shouldIncludeNilValues: true).toJSON(member)
        #expect(json["name"] is NSNull && json["email"] is NSNull && json["priority"] is NSNull)
        #expect(json["id"] as? Int64 == 1)
        let plain = Mapper<Member>().toJSON(member)
        #expect(plain.keys.contains("name") == false && plain.keys.contains("priority") == false)
    }

    @Test func postsWithContainersOfModelsTransformsAndKeyOptions() throws {
        let json = #"""
            {"id": 10, "text": "hello", "author": {"id": 1, "name": "Ada"},
             "tags": [{"name": "swift", "count": 3}, {"name": "swift", "count": 3}, {"count": 9}, {"name": "ios"}],
             "reactions": [{"emoji": "+1", "user_ids": [1, 2]}],
             "replies_by_user": {"ada": [{"id": 11, "text": "first"}, {"id": 12, "text": "second"}], "ken": []},
             "gallery": [["https://a.example/1.png"], ["https://a.example/2.png", "https://a.example/3 b.png"]],
             "threads": [[{"id": 20}], [{"id": 21}, {"id": 22}]],
             "view_count": "1234", "link": "https://example.com/page#section", "raw_link": "https://example.com/a b",
             "priority_history": [0, 2], "roles_seen": {"x": "guest"},
             "file.name": "photo.jpg", "meta": {"source": {"name": "rss"}},
             "maybe": null, "not_nullable": null, "edited": false}
            """#
        let post = try #require(FeedPost(JSONString: json))
        #expect(post.id == 10 && post.text == "hello" && post.author?.name == "Ada")
        #expect(post.tags == [Topic(name: "swift", count: 3), Topic(name: "ios", count: 0)])
        #expect(post.reactions.first?.emoji == "+1" && post.reactions.first?.userIDs == [1, 2])
        #expect(post.repliesByUser["ada"]?.map { $0.text } == ["first", "second"])
        #expect(post.repliesByUser["ken"]?.isEmpty == true)
        #expect(post.gallery.map { $0.count } == [1, 2])
        #expect(post.gallery.last?.last?.absoluteString == "https://a.example/3%20b.png")
        #expect(post.threads?.map { $0.map { $0.id } } == [[20], [21, 22]])
        #expect(post.viewCount == 1234)
        #expect(post.link?.absoluteString == "https://example.com/page#section")
        #expect(post.rawLink?.absoluteString == "https://example.com/a%20b")
        #expect(post.priorityHistory == [.low, .high] && post.rolesSeen == ["x": .guest])
        #expect(post.fileName == "photo.jpg" && post.arrowNested == "rss")
        #expect(post.ignoredNull == "kept" && post.notNullable == "default")
        #expect(post.hadEditKey && post.editValueSeen as? Bool == false)
        let absent = try #require(FeedPost(JSONString: "{}"))
        #expect(absent.hadEditKey == false && absent.editValueSeen == nil)

        let out = post.toJSON()
        #expect(out["view_count"] as? String == "1234")
        #expect(out["file.name"] as? String == "photo.jpg")
        #expect(((out["meta"] as? [String: Any])?["source"] as? [String: Any])?["name"] as? String == "rss")
        #expect(out["priority_history"] as? [Int] == [0, 2])
        #expect((out["gallery"] as? [[String]])?.last == ["https://a.example/2.png", "https://a.example/3%20b.png"])
        #expect((out["replies_by_user"] as? [String: [[String: Any]]])?["ada"]?.count == 2)
        #expect((out["threads"] as? [[[String: Any]]])?.map { $0.count } == [1, 2])
        #expect((out["tags"] as? [[String: Any]])?.count == 2)
        let postText = try #require(post.toJSONString())
        let again = try #require(FeedPost(JSONString: postText))
        #expect(again.tags == post.tags && again.threads?.map { $0.map { $0.id } } == [[20], [21, 22]])
        #expect(again.repliesByUser["ada"]?.map { $0.id } == [11, 12] && again.gallery == post.gallery)
    }

    @Test func theMapperEntryPoints() throws {
        let topics = try #require(Mapper<Topic>().mapArray(JSONString: #"[{"name": "a"}, {"name": "b", "count": 2}]"#))
        #expect(topics == [Topic(name: "a", count: 0), Topic(name: "b", count: 2)])
        let byKey = try #require(Mapper<Topic>().mapDictionary(JSONString: #"{"x": {"name": "a"}, "y": {"name": "b"}}"#))
        #expect(byKey["x"]?.name == "a" && byKey["y"]?.name == "b" && byKey.count == 2)
        let groups = try #require(Mapper<Topic>().mapDictionaryOfArrays(JSON: ["g": [["name": "a"], ["name": "b"]]]))
        #expect(groups["g"]?.map { $0.name } == ["a", "b"])
        let rows = try #require(Mapper<Topic>().mapArrayOfArrays(JSONObject: [[["name": "a"]], [["name": "b"], ["name": "c"]]]))
        #expect(rows.map { $0.map { $0.name } } == [["a"], ["b", "c"]])
        #expect(Mapper<Topic>().map(JSONObject: ["name": "q", "count": 1]) == Topic(name: "q", count: 1))
        #expect(Mapper<Topic>().map(JSONObject: ["count": 1]) == nil)
        #expect(Mapper<Topic>().map(JSONObject: "not an object") == nil)

        let written = Mapper<Topic>().toJSONArray(topics)
        #expect(written.count == 2 && written[1]["count"] as? Int == 2)
        #expect(Mapper<Topic>().toJSONString(topics) == #"[{"name":"a","count":0},{"name":"b","count":2}]"#)
        #expect(Mapper<Topic>.toJSONString(["a": [1, 2]], prettyPrint: false) == #"{"a":[1,2]}"#)
        #expect(Mapper<Topic>.parseJSONStringIntoDictionary(JSONString: #"{"a": 1}"#)?["a"] as? Int == 1)
        #expect(Mapper<Topic>.parseJSONStringIntoDictionary(JSONString: "[1]") == nil)
        #expect((Mapper<Topic>.parseJSONString(JSONString: "[1, 2]") as? [Int]) == [1, 2])

        let reactions = try #require([Reaction](JSONString: #"[{"emoji": "a"}, {"emoji": "b", "user_ids": [7]}]"#))
        #expect(reactions.map { $0.emoji } == ["a", "b"] && reactions[1].userIDs == [7])
        #expect(reactions.toJSONString() == #"[{"emoji":"a","user_ids":[]},{"emoji":"b","user_ids":[7]}]"#)
    }

    @Test func mappingOntoAnExistingObjectKeepsWhatTheJSONDoesNotSay() throws {
        let member = try #require(Member(JSONString: #"{"id": 1, "name": "Ada", "age": 36}"#))
        let same = Mapper<Member>().map(JSON: ["name": "Ada L."], toObject: member)
        #expect(same === member)
        #expect(member.name == "Ada L." && member.age == 36 && member.id == 1)
        _ = Mapper<Member>().map(JSONString: #"{"age": 37}"#, toObject: member)
        #expect(member.age == 37 && member.name == "Ada L.")
        // A struct is mapped onto a copy; its `init?(map:)` is not asked.
        let topic = Topic(name: "swift", count: 1)
        let updated = Mapper<Topic>().map(JSON: ["count": 5], toObject: topic)
        #expect(updated == Topic(name: "swift", count: 5) && topic.count == 1)
    }
}
