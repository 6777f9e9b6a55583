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

    /// ObjectMapper's `map["a"].or["b"]`: a missing key or a `null` moves on; writing, the last
    /// key is written.
    struct Account: Mappable {
        var name: String?
        var level: Level?
        var retries = 0
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            name    <- map["username"].or["nickname"].or["profile.name"]
            level   <- (map["level"].or["lvl"], LevelTransform())
            retries <- map["retries", default: 3].or["tries"]
        }
    }

    struct Frozen: ImmutableMappable {
        let name: String
        init(map: Map) throws { name = try map.value("name") }
        func mapping(map: Map) { name >>> map["name"].or["title"] }
    }

    @Test func orTriesTheNextKeyWhenMissingOrNull() throws {
        let json = #"{"username": null, "profile": {"name": "ada"}, "lvl": "high", "tries": 5}"#
        let account = try #require(Mapper<Account>().map(JSONString: json))
        #expect(account.name == "ada" && account.level == .high && account.retries == 5)
        let first = try #require(Mapper<Account>().map(JSONString: #"{"username": "u", "nickname": "n", "level": "low", "retries": 1}"#))
        #expect(first.name == "u" && first.level == .low && first.retries == 1)
        // The default given with the first key stays for the last.
        #expect(Mapper<Account>().map(JSONString: "{}")?.retries == 3)
        let (_, issues) = Mapper<Account>().mapWithIssues(JSONString: #"{"nickname": 5}"#)
        #expect(issues.map(\.keyPath) == ["nickname"])
        #expect(Mapper<Account>().toJSONString(account) == #"{"profile":{"name":"ada"},"lvl":"high","tries":5}"#)
        let frozen = try Frozen(JSONString: #"{"name": "x"}"#)
        #expect(frozen.toJSONString() == #"{"title":"x"}"#)
    }

    struct Named: ImmutableMappable {
        let name: String
        init(map: Map) throws { name = try map["a"].or["b"].value() }
    }

    @Test func aValueReadWithNoKeyReadsTheKeyTheSubscriptsSelected() throws {
        #expect(try Named(JSONString: #"{"a": "A", "b": "B"}"#).name == "A")
        #expect(try Named(JSONString: #"{"a": null, "b": "B"}"#).name == "B")
        let error = try #require(throws: MapError.self) { try Named(JSONString: "{}") }
        #expect(error.key == "b")
    }
}
