import Foundation
import Testing
import Transforms

// The code of the Getting Started article (Sources/Mapping/Mapping.docc/GettingStarted.md),
// compiled and run. The types sit in an enum so they cannot clash with other tests' models;
// the article shows the same declarations at the top level. Change one, change the other.

enum GettingStarted {
    struct Repository: Mappable {
        var id = 0
        var name = ""
        var stars: Int?
        var owner: Owner?
        var topics: [String] = []
        var pushedAt: Date?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            id       <- map["id"]
            name     <- map["full_name"]
            stars    <- map["stargazers_count"]
            owner    <- map["owner"]
            topics   <- map["topics"]
            pushedAt <- (map["pushed_at"], ISO8601DateTransform())
        }
    }

    struct Owner: Mappable {
        var login = ""
        var id = 0

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            login <- map["login"]
            id    <- map["id"]
        }
    }

    struct Release: ImmutableMappable {
        let tag: String
        let draft: Bool
        let notes: String?

        init(map: Map) throws {
            tag   = try map.value("tag_name")
            draft = try map.value("draft", default: false)
            notes = try map.value("body")
        }

        func mapping(map: Map) {
            tag   >>> map["tag_name"]
            draft >>> map["draft"]
            notes >>> map["body"]
        }
    }

    @MainActor final class ProfileModel: @MainActor Mappable {
        var name = ""

        init?(map: Map) {}

        func mapping(map: Map) {
            name <- map["name"]
        }
    }

    @MainActor static func show(_ json: String) -> ProfileModel? {
        Mapper<ProfileModel>().map(JSONString: json)   // mapped here, on the main actor
    }

    static let json = """
        {
          "id": 1296269,
          "full_name": "example/hello",
          "stargazers_count": 1420,
          "owner": {"login": "example", "id": 7},
          "topics": ["json", "swift"],
          "pushed_at": "2024-05-02T08:15:30Z"
        }
        """
}

// The example on the Mapping module's landing page (Sources/Mapping/Mapping.docc/Mapping.md).
enum LandingPage {
    struct User: Mappable {
        var id = 0
        var name: String?
        var friends: [User] = []

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            id      <- map["id"]
            name    <- map["profile.name"]     // a key path into nested objects
            friends <- map["friends"]
        }
    }

    // The example on the Transforms module's landing page (Sources/Transforms/Transforms.docc/Transforms.md).
    enum Role: String {
        case admin, member
    }

    struct Account: Mappable {
        var created: Date?
        var balance: Decimal?
        var role: Role?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            created <- (map["created"], .iso8601)             // "2016-03-16T08:43:15Z"
            balance <- (map["balance"], .decimal)             // 1.66 is exactly 1.66
            role    <- (map["role"], EnumTransform<Role>())   // "admin"
        }
    }
}

@Suite("Documentation: landing pages")
struct LandingPageSnippets {
    @Test func mappingLandingPage() {
        let user = Mapper<LandingPage.User>().map(JSONString: #"{"id": 1, "profile": {"name": "Ada"}, "friends": []}"#)
        let text = user?.toJSONString()
        #expect(user?.name == "Ada")
        #expect(text == #"{"id":1,"profile":{"name":"Ada"},"friends":[]}"#)
    }

    @Test func transformsLandingPage() throws {
        let json = #"{"created": "2016-03-16T08:43:15Z", "balance": 1.66, "role": "admin"}"#
        let account = try #require(Mapper<LandingPage.Account>().map(JSONString: json))
        #expect(account.created == Date(timeIntervalSince1970: 1_458_117_795))
        #expect(account.balance == Decimal(string: "1.66"))
        #expect(account.role == .admin)
        #expect(account.toJSONString() == #"{"created":"2016-03-16T08:43:15Z","balance":1.66,"role":"admin"}"#)
    }
}

@Suite("Documentation: Getting Started")
struct GettingStartedSnippets {
    typealias Repository = GettingStarted.Repository
    typealias Release = GettingStarted.Release

    @Test func mapsTheRepository() throws {
        let json = GettingStarted.json
        // From the article: "Map it".
        let repository = try #require(Mapper<Repository>().map(JSONString: json))
        #expect(repository.name == "example/hello")
        #expect(repository.stars == 1420)
        #expect(repository.owner?.login == "example")
        #expect(repository.topics == ["json", "swift"])
        #expect(repository.pushedAt == Date(timeIntervalSince1970: 1_714_637_730))

        // "Write it back": keys in the order mapping(map:) names them.
        #expect(repository.toJSONString() == #"{"id":1296269,"full_name":"example/hello","stargazers_count":1420,"#
            + #""owner":{"login":"example","id":7},"topics":["json","swift"],"pushed_at":"2024-05-02T08:15:30Z"}"#)
    }

    @Test func readsImmutableModels() throws {
        // From the article: "Models with let properties".
        let release = try Release(JSONString: #"{"tag_name": "0.1.0", "body": null}"#)
        #expect(release.tag == "0.1.0")
        #expect(release.draft == false)
        #expect(release.notes == nil)

        #expect(throws: MapError.self) { try Release(JSONString: #"{"draft": true}"#) }
    }

    @MainActor @Test func mapsAModelIsolatedToTheMainActorThere() {
        // From the article: "Models and actors".
        let profile = GettingStarted.show(#"{"name": "Ada"}"#)
        #expect(profile?.name == "Ada")
        #expect(profile?.toJSONString() == #"{"name":"Ada"}"#)
    }

    @Test func saysWhatDidNotMap() {
        // From the article: "When the JSON is not what you expected".
        let (repository, issues) = Mapper<Repository>().mapWithIssues(
            JSONString: #"{"id": "1296269", "full_name": "example/hello", "stargazers_count": 14.5, "topics": []}"#)
        #expect(repository?.name == "example/hello")
        #expect(repository?.id == 0)
        #expect(issues.map(\.description) == [
            #"id: expected Int, found string "1296269""#,
            "stargazers_count: expected Int, found number 14.5",
        ])
    }
}
