import Foundation
import Mapping
import Transforms

// Model files in the style of a GitHub client: snake_case keys, URLs, ISO 8601 dates, nullable
// fields, a generic search envelope read through an index path, arrays of enums through
// EnumTransform, a dictionary of arrays of models, keys that need `nested: false` or another
// delimiter, `ignoreNil:` for partial updates mapped onto an existing object, and a hex color
// read with TransformOf.

enum AccountType: String {
    case user = "User"
    case organization = "Organization"
    case bot = "Bot"
}

enum IssueState: String {
    case open
    case closed
}

enum WebhookEvent: String {
    case push
    case pullRequest = "pull_request"
    case issues
    case issueComment = "issue_comment"
    case release
}

enum FileStatus: String {
    case added
    case modified
    case removed
    case renamed
}

/// Label colors come as six hex digits without a "#".
let hexColorTransform = TransformOf<Int, String>(fromJSON: { (value: String?) -> Int? in
    guard let value = value, value.count == 6 else { return nil }
    return Int(value, radix: 16)
}, toJSON: { (value: Int?) -> String? in
    guard let value = value else { return nil }
    return String(format: "%06x", value)
})

class GitHubUser: Mappable {
    var login: String = ""
    var id: Int64 = 0
    var nodeID: String?
    var avatarURL: URL?
    var htmlURL: URL?
    var type: AccountType = .user
    var siteAdmin = false
    var name: String?
    var company: String?
    var blog: URL?
    var location: String?
    var hireable: Bool?
    var publicRepos: Int?
    var createdAt: Date?

    required init?(map: Map) {
        if map.JSON["login"] == nil {
            return nil
        }
    }

    func mapping(map: Map) {
        login <- map["login"]
        id <- map["id"]
        nodeID <- map["node_id"]
        avatarURL <- (map["avatar_url"], URLTransform())
        htmlURL <- (map["html_url"], URLTransform())
        type <- map["type"]
        siteAdmin <- map["site_admin"]
        name <- map["name"]
        company <- map["company"]
        blog <- (map["blog"], URLTransform())
        location <- map["location"]
        hireable <- map["hireable"]
        publicRepos <- map["public_repos"]
        createdAt <- (map["created_at"], ISO8601DateTransform())
    }
}

struct IssueLabel: Mappable, Equatable {
    var id: Int = 0
    var name: String = ""
    var color: Int?
    var isDefault = false

    init?(map: Map) {}

    init(name: String, color: Int) {
        self.name = name
        self.color = color
    }

    mutating func mapping(map: Map) {
        id <- map["id"]
        name <- map["name"]
        color <- (map["color"], hexColorTransform)
        isDefault <- map["default"]
    }
}

struct Milestone: Mappable {
    var number = 0
    var title = ""
    var state: IssueState = .open
    var dueOn: Date?
    var openIssues = 0
    var closedIssues = 0

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        number <- map["number"]
        title <- map["title"]
        state <- map["state"]
        dueOn <- (map["due_on"], ISO8601DateTransform())
        openIssues <- map["open_issues"]
        closedIssues <- map["closed_issues"]
    }
}

class GitHubIssue: Mappable {
    var id: Int64 = 0
    var number: Int = 0
    var title: String = ""
    var user: GitHubUser?
    var labels: [IssueLabel] = []
    var firstLabel: String?
    var state: IssueState = .open
    var stateReason: String?
    var locked = false
    var assignee: GitHubUser?
    var assignees: [GitHubUser] = []
    var milestone: Milestone?
    var comments = 0
    var body: String?
    var createdAt: Date!
    var closedAt: Date?
    var thumbsUp = 0
    var reactionCount = 0
    var pullRequestURL: URL?

    var isPullRequest: Bool {
        return pullRequestURL != nil
    }

    required init?(map: Map) {}

    func mapping(map: Map) {
        id <- map["id"]
        number <- map["number"]
        title <- map["title"]
        user <- map["user"]
        labels <- map["labels"]
        if map.mappingType == .fromJSON {
            firstLabel <- map["labels.0.name"]
        }
        state <- map["state"]
        stateReason <- map["state_reason"]
        locked <- map["locked"]
        assignee <- map["assignee"]
        assignees <- map["assignees"]
        milestone <- map["milestone"]
        comments <- map["comments"]
        body <- map["body", ignoreNil: true]
        createdAt <- (map["created_at"], ISO8601DateTransform())
        closedAt <- (map["closed_at"], ISO8601DateTransform())
        thumbsUp <- map["reactions.+1"]
        reactionCount <- map["reactions.total_count"]
        pullRequestURL <- (map["pull_request.html_url"], URLTransform())
    }
}

struct License: Mappable {
    var key = ""
    var name = ""
    var spdxID: String?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        key <- map["key"]
        name <- map["name"]
        spdxID <- map["spdx_id"]
    }
}

class Repository: Mappable {
    var id: Int64 = 0
    var name = ""
    var fullName = ""
    var owner: GitHubUser!
    var isPrivate = false
    var htmlURL: URL?
    var summary: String?
    var isFork = false
    var language: String?
    var stars = 0
    var forks = 0
    var topics: [String] = []
    var license: License?
    var spdxID: String?
    var defaultBranch = "main"
    var permissions: [String: Bool]?
    var pushedAt: Date?

    required init?(map: Map) {}

    func mapping(map: Map) {
        id <- map["id"]
        name <- map["name"]
        fullName <- map["full_name"]
        owner <- map["owner"]
        isPrivate <- map["private"]
        htmlURL <- (map["html_url"], URLTransform())
        summary <- map["description", ignoreNil: true]
        isFork <- map["fork"]
        language <- map["language"]
        stars <- map["stargazers_count"]
        forks <- map["forks_count"]
        topics <- map["topics"]
        license <- map["license"]
        if map.mappingType == .fromJSON {
            spdxID <- map["license.spdx_id"]
        }
        defaultBranch <- map["default_branch"]
        permissions <- map["permissions"]
        pushedAt <- (map["pushed_at"], ISO8601DateTransform())
    }
}

struct SearchResult<T: Mappable>: Mappable {
    var totalCount = 0
    var incompleteResults = false
    var items: [T] = []
    var topName: String?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        totalCount <- map["total_count"]
        incompleteResults <- map["incomplete_results"]
        items <- map["items"]
        topName <- map["items.0.full_name"]
    }
}

struct Webhook: Mappable {
    var id = 0
    var active = true
    var events: [WebhookEvent] = []
    var url: URL?
    var contentType: String?
    var insecureSSL = false
    var lastResponse: [String: Any]?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id <- map["id"]
        active <- map["active"]
        events <- (map["events"], EnumTransform<WebhookEvent>())
        url <- (map["config->url", delimiter: "->"], URLTransform())
        contentType <- map["config->content_type", delimiter: "->"]
        insecureSSL <- (map["config->insecure_ssl", delimiter: "->"], TransformOf<Bool, String>(fromJSON: { (value: String?) -> Bool? in
            guard let value = value else { return nil }
            return value == "1"
        }, toJSON: { (value: Bool?) -> String? in
            guard let value = value else { return nil }
            return value ? "1" : "0"
        }))
        lastResponse <- map["last_response"]
    }
}

struct CommitFile: Mappable {
    var filename = ""
    var additions = 0
    var deletions = 0
    var status: FileStatus?
    var previousFilename: String?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        filename <- map["filename"]
        additions <- map["additions"]
        deletions <- map["deletions"]
        status <- (map["status"], EnumTransform<FileStatus>())
        previousFilename <- map["previous_filename"]
    }
}

/// An app-side summary of a comparison, cached as JSON: files grouped by their status, and
/// the changed line counts per file extension, whose keys contain dots.
struct ComparisonSummary: Mappable {
    var base = ""
    var head = ""
    var filesByStatus: [String: [CommitFile]] = [:]
    var swiftLines: Int?
    var aheadBy: Int?
    var cacheVersion: String?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        base <- map["base"]
        head <- map["head"]
        filesByStatus <- map["files_by_status"]
        swiftLines <- map["lines_by_extension/.swift", delimiter: "/"]
        aheadBy <- map["stats.ahead_by"]
        cacheVersion <- map["cache.version", nested: false]
    }
}
