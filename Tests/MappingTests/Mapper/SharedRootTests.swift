import Foundation
import Testing
import Mapping

/// Reads with a mapper's default settings share one root map (see `Map.defaultReadingRoot`):
/// reads from many tasks at once, with and without issues, some failing, some nested, and
/// mappers with other settings beside them, give what they give one at a time. Run under
/// `--sanitize=thread` (`.ci/run` does) this also shows that nothing writes to the shared root.
@Suite("Mapper: the shared root of default reads")
struct SharedRootTests {
    struct Account: Mappable, Equatable {
        var id = 0
        var name = ""
        var owner: Owner?
        var tags: [String] = []
        init() {}
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            id <- map["id"]
            name <- map["name"]
            owner <- map["owner"]
            tags <- map["tags"]
        }
    }

    struct Owner: Mappable, Equatable {
        var email = ""
        var age = 0
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            email <- map["email"]
            age <- map["age"]
        }
    }

    /// A document for `seed`: every third has an `id` that does not convert, every fifth an
    /// owner whose `age` is text.
    static func document(_ seed: Int) -> String {
        let id = seed % 3 == 0 ? #""n\#(seed)""# : "\(seed)"
        let age = seed % 5 == 0 ? #""old""# : "\(seed % 90)"
        return #"{"id":\#(id),"name":"account \#(seed)","owner":{"email":"a\#(seed)@example.com","age":\#(age)},"tags":["t\#(seed)","x"]}"#
    }

    static func work(_ seed: Int) -> String {
        let text = document(seed)
        let plain = Mapper<Account>().map(JSONString: text)
        let (reported, issues) = Mapper<Account>().mapWithIssues(JSONData: Data(text.utf8))
        let lenient = Mapper<Account>(options: .lenientTypes).map(JSONString: text)
        let updated = Mapper<Account>().map(JSONString: text, toObject: Account())
        return "\(String(describing: plain)) | \(String(describing: reported)) | \(issues.map(\.description))"
            + " | \(String(describing: lenient)) | \(updated)"
    }

    @Test func readsFromManyTasksAtOnceMatchReadsOneAtATime() async {
        let seeds = Array(0..<300)
        let sequential = seeds.map(Self.work)
        let concurrent = await withTaskGroup(of: (Int, String).self) { group in
            for seed in seeds {
                group.addTask { (seed, Self.work(seed)) }
            }
            var results = [String](repeating: "", count: seeds.count)
            for await (seed, result) in group { results[seed] = result }
            return results
        }
        #expect(concurrent == sequential)
        // The rows differ as their documents do: issues where they should be, none elsewhere.
        #expect(sequential[1].contains("[]") && !sequential[1].contains("expected Int"))
        #expect(sequential[3].contains(#"id: expected Int, found string \"n3\""#))
        #expect(sequential[5].contains(#"owner.age: expected Int, found string \"old\""#))
    }
}
