import Foundation
import Mapping

/// Issue 15's rows: reading twitter.json's statuses by chaining subscripts, as a SwiftyJSON
/// user does, on a `JSONValue` against SwiftyJSON's own approach: a Foundation tree from
/// `JSONSerialization`, each step an `as?` cast (`[String: Any]`, `[Any]`, `String`, `Int`).
///
/// Both contestants walk the same 100 statuses and read the same 13 fields the same way: for
/// each status, one chain per field from the status (`status["user"]["name"]`), with a default
/// where SwiftyJSON users write `...Value` and an optional where they write `.string`/`.int`.
/// The result is a checksum of the numbers and string lengths read, which must agree.
///
/// Two groups say what is timed: `chained reads` starts from a document already parsed (the
/// tree is built once, outside the timing), so it times the reads alone; `parse + chained reads`
/// starts from `Data` and includes parsing (`JSONSerialization.jsonObject` against
/// `JSONValue(parsing:)`).
enum ChainedReadGroups {
    static let contestants = ["JSONSerialization + casts", "JSONValue chains"]
    /// Issue 15's target: chained reads at least 5 times as fast as the casts.
    static let target = 1.0 / 5

    static func all() -> [BenchmarkGroup] {
        [readsOnly(), parseAndRead()]
    }

    static func readsOnly() -> BenchmarkGroup {
        BenchmarkGroup(id: "chained reads of twitter.json's statuses", contestants: contestants) { _ in
            let document = Corpus.document("twitter.json")
            let foundation = try JSONSerialization.jsonObject(with: document.data)
            let value = try JSONValue(parsing: document.data)
            return PreparedGroup(
                bytes: document.data.count,
                contestants: [
                    Contestant(contestants[0]) { Casts.read(foundation) },
                    Contestant(contestants[1], target: target) { Chains.read(value) },
                ],
                notes: (document.note.map { [$0] } ?? []) + disagreement(Casts.read(foundation), Chains.read(value))
            )
        }
    }

    static func parseAndRead() -> BenchmarkGroup {
        BenchmarkGroup(id: "parse + chained reads of twitter.json's statuses", contestants: contestants) { _ in
            let document = Corpus.document("twitter.json")
            let data = document.data
            return PreparedGroup(
                bytes: data.count,
                contestants: [
                    Contestant(contestants[0]) { Casts.read(try JSONSerialization.jsonObject(with: data)) },
                    Contestant(contestants[1]) { Chains.read(try JSONValue(parsing: data)) },
                ],
                notes: document.note.map { [$0] } ?? []
            )
        }
    }

    /// A note when the two ways read different values (their checksums differ).
    static func disagreement(_ casts: Int, _ chains: Int) -> [String] {
        casts == chains ? [] : ["JSONValue chains read different values: checksum \(chains), casts \(casts)"]
    }

    /// The SwiftyJSON way on `JSONValue`: chains without `?`, defaults with `...Value`.
    enum Chains {
        static func read(_ json: JSONValue) -> Int {
            var sum = 0
            for status in json["statuses"].arrayValue {
                sum &+= status["id"].int64.map { Int($0) } ?? 0
                sum &+= status["text"].stringValue.utf8.count
                sum &+= status["user"]["name"].stringValue.utf8.count
                sum &+= status["user"]["screen_name"].stringValue.utf8.count
                sum &+= status["user"]["id"].intValue
                sum &+= status["user"]["followers_count"].intValue
                sum &+= status["user"]["verified"].boolValue ? 1 : 0
                sum &+= status["retweet_count"].intValue
                sum &+= status["favorite_count"].intValue
                sum &+= status["entities"]["hashtags"].count
                sum &+= status["entities"]["hashtags"][0]["text"].string?.utf8.count ?? 0
                sum &+= status["retweeted_status"]["user"]["screen_name"].string?.utf8.count ?? 0
                sum &+= status["metadata"]["iso_language_code"].stringValue.utf8.count
            }
            return sum
        }
    }

    /// SwiftyJSON's approach, as its subscripts and accessors do it: every step casts `Any`.
    enum Casts {
        static func read(_ root: Any) -> Int {
            var sum = 0
            for status in array(member(root, "statuses")) ?? [] {
                sum &+= int(member(status, "id")) ?? 0
                sum &+= (string(member(status, "text")) ?? "").utf8.count
                sum &+= (string(member(member(status, "user"), "name")) ?? "").utf8.count
                sum &+= (string(member(member(status, "user"), "screen_name")) ?? "").utf8.count
                sum &+= int(member(member(status, "user"), "id")) ?? 0
                sum &+= int(member(member(status, "user"), "followers_count")) ?? 0
                sum &+= (bool(member(member(status, "user"), "verified")) ?? false) ? 1 : 0
                sum &+= int(member(status, "retweet_count")) ?? 0
                sum &+= int(member(status, "favorite_count")) ?? 0
                sum &+= array(member(member(status, "entities"), "hashtags"))?.count ?? 0
                sum &+= string(member(element(member(member(status, "entities"), "hashtags"), 0), "text"))?.utf8.count ?? 0
                sum &+= string(member(member(member(status, "retweeted_status"), "user"), "screen_name"))?.utf8.count ?? 0
                sum &+= (string(member(member(status, "metadata"), "iso_language_code")) ?? "").utf8.count
            }
            return sum
        }

        static func member(_ value: Any?, _ key: String) -> Any? { (value as? [String: Any])?[key] }

        static func element(_ value: Any?, _ index: Int) -> Any? {
            guard let elements = value as? [Any], index >= 0, index < elements.count else { return nil }
            return elements[index]
        }

        static func array(_ value: Any?) -> [Any]? { value as? [Any] }
        static func string(_ value: Any?) -> String? { value as? String }
        static func int(_ value: Any?) -> Int? { value as? Int }
        static func bool(_ value: Any?) -> Bool? { value as? Bool }
    }
}
