import Testing
import Mapping

/// `map[oneOf:]`: reading takes the first key present, writing uses the first key.
@Suite("Alternative keys")
struct AlternativeKeyTests {
    struct Profile: Mappable {
        var nickname: String?
        var city: String?
        var level: Level?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            nickname <- map[oneOf: "nickname", "nickName", "nick_name"]
            city     <- map[oneOf: "address.city", "location.city"]
            level    <- (map[oneOf: "level", "lvl"], LevelTransform())
        }
    }

    @Test func readsTheFirstPresentKeyAndWritesTheFirst() throws {
        let profile = try #require(Mapper<Profile>().map(JSONString: #"{"nick_name": "ada", "location": {"city": "Oslo"}, "lvl": "high"}"#))
        #expect(profile.nickname == "ada" && profile.city == "Oslo" && profile.level == .high)
        #expect(Mapper<Profile>().toJSONString(profile) == #"{"nickname":"ada","address":{"city":"Oslo"},"level":"high"}"#)
        let first = try #require(Mapper<Profile>().map(JSONString: #"{"nickname": "a", "nickName": "b"}"#))
        #expect(first.nickname == "a")
    }
}
