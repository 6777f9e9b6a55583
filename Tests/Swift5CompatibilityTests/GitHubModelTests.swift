import Foundation
import Testing
import Mapping
import Transforms

/// The GitHub client's models (Models/GitHub.swift): what ObjectMapper 4 gave for the same JSON.
@Suite("A GitHub client's ObjectMapper models, in Swift 5 mode")
struct GitHubModelTests {
    static let octocat = #"""
        {"login": "octocat", "id": 583231, "node_id": "MDQ6VXNlcjU4MzIzMQ==",
         "avatar_url": "https://avatars.githubusercontent.com/u/583231?v=4",
         "html_url": "https://github.com/octocat", "type": "User", "site_admin": false,
         "name": "The Octocat", "company": "@github", "blog": "", "location": null,
         "hireable": null, "public_repos": 8, "created_at": "2011-01-25T18:44:36Z"}
        """#

    static let issueJSON = #"""
        {"id": 1, "number": 1347, "title": "Found a bug", "user": \#(Self.octocat),
         "labels": [{"id": 208045946, "name": "bug", "color": "f29513", "default": true},
                    {"id": 208045947, "name": "needs triage", "color": "ededed", "default": false}],
         "state": "closed", "state_reason": "completed", "locked": false, "assignee": null,
         "assignees": [\#(Self.octocat), {"id": 2}],
         "milestone": {"number": 1, "title": "v1.0", "state": "open", "due_on": null,
                       "open_issues": 4, "closed_issues": 8},
         "comments": 3, "body": null, "created_at": "2011-04-22T13:33:48Z",
         "closed_at": "2011-04-23T08:00:00Z",
         "reactions": {"url": "https://api.github.com/repos/octocat/hello/issues/1347/reactions",
                       "total_count": 5, "+1": 3, "-1": 0, "laugh": 2},
         "pull_request": {"url": "https://api.github.com/repos/octocat/hello/pulls/1347",
                          "html_url": "https://github.com/octocat/hello/pull/1347"}}
        """#

    @Test func aUserWithNullableFieldsAndURLs() throws {
        let user = try #require(GitHubUser(JSONString: Self.octocat))
        #expect(user.login == "octocat" && user.id == 583_231 && user.nodeID == "MDQ6VXNlcjU4MzIzMQ==")
        #expect(user.avatarURL?.absoluteString == "https://avatars.githubusercontent.com/u/583231?v=4")
        #expect(user.avatarURL?.query == "v=4")
        #expect(user.htmlURL == URL(string: "https://github.com/octocat"))
        #expect(user.type == .user && user.siteAdmin == false)
        #expect(user.name == "The Octocat" && user.company == "@github")
        // An empty string is no URL.
        #expect(user.blog == nil)
        #expect(user.location == nil && user.hireable == nil && user.publicRepos == 8)
        #expect(user.createdAt == Date(timeIntervalSince1970: 1_295_981_076))

        let json = user.toJSON()
        #expect(json["avatar_url"] as? String == "https://avatars.githubusercontent.com/u/583231?v=4")
        #expect(json["type"] as? String == "User" && json["site_admin"] as? Bool == false)
        #expect(json["created_at"] as? String == "2011-01-25T18:44:36Z")
        #expect(json["id"] as? Int64 == 583_231 || json["id"] as? Int == 583_231)
        // nil optionals are left out.
        #expect(json["blog"] == nil && json["location"] == nil && json["hireable"] == nil)
        #expect(Set(json.keys) == ["login", "id", "node_id", "avatar_url", "html_url", "type", "site_admin",
                                   "name", "company", "public_repos", "created_at"])

        let org = try #require(GitHubUser(JSON: ["login": "github", "type": "Organization", "blog": "https://github.blog"]))
        #expect(org.type == .organization && org.blog?.host == "github.blog")
        #expect(GitHubUser(JSON: ["id": 1]) == nil)
    }

    /// ObjectMapper's `JSONfile:` names a resource of the main bundle, as an app ships a
    /// fixture or a default configuration: `Mapper<User>().map(JSONfile: "octocat.json")`.
    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: Bundle.main.resourcePath ?? "/nonexistent")))
    func aFileOfTheMainBundleByItsName() throws {
        let name = "octocat-\(UUID().uuidString).json"
        let path = try #require(Bundle.main.resourcePath) + "/" + name
        try Self.octocat.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(Mapper<GitHubUser>().map(JSONfile: name)?.login == "octocat")
        #expect(Mapper<GitHubUser>().mapArray(JSONfile: name)?.map { $0.id } == [583_231])
        // A path still reads the file there.
        #expect(Mapper<GitHubUser>().map(JSONfile: path)?.name == "The Octocat")
        #expect(Mapper<GitHubUser>().map(JSONfile: "missing-\(name)") == nil)
    }

    @Test func anIssueMapsNestedModelsIndexPathsAndFlattenedValues() throws {
        let issue = try #require(Mapper<GitHubIssue>().map(JSONString: Self.issueJSON))
        #expect(issue.number == 1347 && issue.title == "Found a bug" && issue.user?.login == "octocat")
        #expect(issue.labels.map { $0.name } == ["bug", "needs triage"])
        #expect(issue.labels.map { $0.color } == [0xF29513, 0xEDEDED])
        #expect(issue.labels[0].isDefault && !issue.labels[1].isDefault)
        #expect(issue.firstLabel == "bug")
        #expect(issue.state == .closed && issue.stateReason == "completed" && !issue.locked)
        #expect(issue.assignee == nil)
        // The assignee without a login refuses itself and is left out.
        #expect(issue.assignees.map { $0.login } == ["octocat"])
        #expect(issue.milestone?.title == "v1.0" && issue.milestone?.dueOn == nil)
        #expect(issue.milestone?.openIssues == 4 && issue.milestone?.closedIssues == 8)
        #expect(issue.comments == 3 && issue.body == nil)
        #expect(issue.createdAt == Date(timeIntervalSince1970: 1_303_479_228))
        #expect(issue.closedAt == Date(timeIntervalSince1970: 1_303_545_600))
        #expect(issue.thumbsUp == 3 && issue.reactionCount == 5)
        #expect(issue.isPullRequest && issue.pullRequestURL?.lastPathComponent == "1347")
    }

    @Test func anIssueWritesBackNestedObjects() throws {
        let issue = try #require(GitHubIssue(JSONString: Self.issueJSON))
        let json = issue.toJSON()
        let labels = try #require(json["labels"] as? [[String: Any]])
        #expect(labels.map { $0["color"] as? String } == ["f29513", "ededed"])
        #expect(labels.map { $0["name"] as? String } == ["bug", "needs triage"])
        #expect(json["state"] as? String == "closed")
        #expect((json["user"] as? [String: Any])?["login"] as? String == "octocat")
        #expect((json["assignees"] as? [[String: Any]])?.count == 1)
        #expect(json["assignee"] == nil && json["body"] == nil)
        let milestone = try #require(json["milestone"] as? [String: Any])
        #expect(milestone["state"] as? String == "open" && milestone["due_on"] == nil)
        let reactions = try #require(json["reactions"] as? [String: Any])
        #expect(reactions.count == 2 && reactions["+1"] as? Int == 3 && reactions["total_count"] as? Int == 5)
        #expect(json["pull_request"] as? [String: String] == ["html_url": "https://github.com/octocat/hello/pull/1347"])
        #expect(json["closed_at"] as? String == "2011-04-23T08:00:00Z")

        let text = try #require(issue.toJSONString(prettyPrint: true))
        #expect(text.contains("\n") && text.contains(#""number": 1347"#))
        let again = try #require(GitHubIssue(JSONString: text))
        #expect(again.labels == issue.labels && again.assignees.count == 1 && again.thumbsUp == 3)
        #expect(again.closedAt == issue.closedAt && again.firstLabel == "bug")
    }

    @Test func ignoreNilKeepsAValueThatAPartialUpdateSendsAsNull() throws {
        let issue = try #require(GitHubIssue(JSONString: #"{"number": 7, "title": "Crash", "body": "Steps: ..."}"#))
        let update = #"{"title": "Crash on launch", "body": null, "state": "closed", "closed_at": "2024-01-01T00:00:00Z"}"#
        let updated = Mapper<GitHubIssue>().map(JSONString: update, toObject: issue)
        #expect(updated === issue)
        #expect(issue.number == 7 && issue.title == "Crash on launch" && issue.state == .closed)
        #expect(issue.body == "Steps: ...")
        #expect(issue.closedAt == Date(timeIntervalSince1970: 1_704_067_200))
        // Without ignoreNil a null clears the optional.
        _ = Mapper<GitHubIssue>().map(JSON: ["closed_at": NSNull()], toObject: issue)
        #expect(issue.closedAt == nil && issue.title == "Crash on launch")
    }

    @Test func aSearchEnvelopeOfRepositories() throws {
        let json = #"""
            {"total_count": 2, "incomplete_results": false, "items": [
              {"id": 1296269, "name": "Hello-World", "full_name": "octocat/Hello-World", "owner": \#(Self.octocat),
               "private": false, "html_url": "https://github.com/octocat/Hello-World",
               "description": "My first repository on GitHub!", "fork": false, "language": null,
               "stargazers_count": 80, "forks_count": 9, "topics": ["octocat", "atom", "api"],
               "license": {"key": "mit", "name": "MIT License", "spdx_id": "MIT", "url": null},
               "default_branch": "master", "permissions": {"admin": false, "push": false, "pull": true},
               "pushed_at": "2011-01-26T19:06:43Z"},
              {"id": 2, "name": "Spoon-Knife", "full_name": "octocat/Spoon-Knife", "owner": {"login": "octocat"},
               "private": true, "description": null, "license": null, "topics": []}]}
            """#
        let result = try #require(Mapper<SearchResult<Repository>>().map(JSONString: json))
        #expect(result.totalCount == 2 && !result.incompleteResults)
        #expect(result.topName == "octocat/Hello-World")
        #expect(result.items.count == 2)
        let first = result.items[0]
        #expect(first.owner.login == "octocat" && first.owner.avatarURL != nil)
        #expect(first.summary == "My first repository on GitHub!" && first.language == nil)
        #expect(first.stars == 80 && first.forks == 9 && first.topics == ["octocat", "atom", "api"])
        #expect(first.license?.name == "MIT License" && first.spdxID == "MIT")
        #expect(first.defaultBranch == "master")
        #expect(first.permissions == ["admin": false, "push": false, "pull": true])
        #expect(first.pushedAt == Date(timeIntervalSince1970: 1_296_068_803))
        let second = result.items[1]
        #expect(second.isPrivate && second.summary == nil && second.license == nil && second.spdxID == nil)
        #expect(second.topics.isEmpty && second.defaultBranch == "main" && second.permissions == nil)

        let written = Mapper<SearchResult<Repository>>().toJSON(result)
        let items = try #require(written["items"] as? [[String: Any]])
        #expect(items[0]["license"] as? [String: String] == ["key": "mit", "name": "MIT License", "spdx_id": "MIT"])
        #expect(items[0]["permissions"] as? [String: Bool] == ["admin": false, "push": false, "pull": true])
        #expect(items[1]["license"] == nil && items[1]["topics"] as? [String] == [])
        #expect(written["total_count"] as? Int == 2)

        let empty = try #require(Mapper<SearchResult<Repository>>().map(JSONString: #"{"total_count": 0, "items": []}"#))
        #expect(empty.items.isEmpty && empty.topName == nil)
    }

    @Test func webhookEventsThroughEnumTransformAndAnotherDelimiter() throws {
        let json = #"""
            {"id": 12345678, "name": "web", "active": true,
             "events": ["push", "pull_request", "deployment_status", "issue_comment"],
             "config": {"url": "https://example.com/webhook", "content_type": "json", "insecure_ssl": "0"},
             "last_response": {"code": 200, "status": "active", "message": "OK"}}
            """#
        let hook = try #require(Webhook(JSONString: json))
        #expect(hook.id == 12_345_678 && hook.active)
        // An event the app does not know is left out; the others keep their order.
        #expect(hook.events == [.push, .pullRequest, .issueComment])
        #expect(hook.url?.absoluteString == "https://example.com/webhook")
        #expect(hook.contentType == "json" && hook.insecureSSL == false)
        #expect(hook.lastResponse?["code"] as? Int == 200 && hook.lastResponse?["message"] as? String == "OK")

        var changed = hook
        changed.events.append(.release)
        changed.insecureSSL = true
        let written = changed.toJSON()
        #expect(written["events"] as? [String] == ["push", "pull_request", "issue_comment", "release"])
        #expect(written["config"] as? [String: String] == ["url": "https://example.com/webhook", "content_type": "json", "insecure_ssl": "1"])
        #expect(written["config->url"] == nil)
        #expect((written["last_response"] as? [String: Any])?["status"] as? String == "active")

        let hooks = try #require(Mapper<Webhook>().mapArray(JSONString: "[\(json), {\"id\": 2, \"events\": []}]"))
        #expect(hooks.map { $0.id } == [12_345_678, 2] && hooks[1].events.isEmpty && hooks[1].url == nil)
        let array = try #require(hooks.toJSONString())
        #expect(Mapper<Webhook>().mapArray(JSONString: array)?.map { $0.events.count } == [3, 0])
    }

    @Test func aDictionaryOfArraysOfModelsAndKeysWithDots() throws {
        let json = #"""
            {"base": "main", "head": "feature", "stats": {"ahead_by": 3},
             "lines_by_extension": {".swift": 120, ".md": 4}, "cache.version": "2",
             "files_by_status": {
               "added": [{"filename": "Sources/New.swift", "additions": 100, "deletions": 0, "status": "added"}],
               "renamed": [{"filename": "README.md", "previous_filename": "readme.md", "status": "renamed"}],
               "modified": []}}
            """#
        let summary = try #require(ComparisonSummary(JSONString: json))
        #expect(summary.base == "main" && summary.head == "feature" && summary.aheadBy == 3)
        #expect(summary.swiftLines == 120 && summary.cacheVersion == "2")
        #expect(Set(summary.filesByStatus.keys) == ["added", "renamed", "modified"])
        #expect(summary.filesByStatus["added"]?.first?.additions == 100)
        #expect(summary.filesByStatus["renamed"]?.first?.previousFilename == "readme.md")
        #expect(summary.filesByStatus["renamed"]?.first?.status == .renamed)
        #expect(summary.filesByStatus["modified"]?.isEmpty == true)

        let written = summary.toJSON()
        #expect(written["cache.version"] as? String == "2" && written["cache"] == nil)
        #expect(written["lines_by_extension"] as? [String: Int] == [".swift": 120])
        #expect(written["stats"] as? [String: Int] == ["ahead_by": 3])
        let groups = try #require(written["files_by_status"] as? [String: [[String: Any]]])
        #expect(groups["added"]?.first?["filename"] as? String == "Sources/New.swift")
        #expect(groups["modified"]?.isEmpty == true)
        let again = try #require(ComparisonSummary(JSONString: summary.toJSONString() ?? ""))
        #expect(again.swiftLines == 120 && again.filesByStatus["renamed"]?.first?.filename == "README.md")
    }
}
