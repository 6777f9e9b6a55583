import Foundation
import Testing
import Mapping

/// Reads with a mapper's default settings share one root map (see `Map.defaultReadingRoot`):
/// reads from many tasks at once, with and without issues, some failing, some nested, and
/// mappers with other settings beside them, give what they give one at a time. Run under
/// `--sanitize=thread` (`.ci/run` does) this also shows that nothing writes to the shared root.
@Suite("Mapper: the shared root of default reads")
struct SharedRootTests {
    /// A document for `seed` (read as a `Person`, with a nested `Address`): every third has an
    /// `id` that does not convert, every fifth an address whose `city` is a number.
    static func document(_ seed: Int) -> String {
        let id = seed % 3 == 0 ? #""n\#(seed)""# : "\(seed)"
        let city = seed % 5 == 0 ? "\(seed)" : #""c\#(seed)""#
        return #"{"id":\#(id),"name":"person \#(seed)","address":{"city":\#(city),"zip":"z\#(seed)"},"tags":["t\#(seed)"],"roles":[],"friends":[],"groups":{}}"#
    }

    /// What one seed's reads give.
    struct Outcome: Equatable, Sendable {
        var plain: Person?
        var reported: Person?
        var issues: [String]
        var lenient: Person?
        var updated: Person
    }

    static func work(_ seed: Int) -> Outcome {
        let text = document(seed)
        let (reported, issues) = Mapper<Person>().mapWithIssues(JSONData: Data(text.utf8))
        return Outcome(plain: Mapper<Person>().map(JSONString: text), reported: reported,
                       issues: issues.map(\.description),
                       lenient: Mapper<Person>(options: .lenientTypes).map(JSONString: text),
                       updated: Mapper<Person>().map(JSONString: text, toObject: Person()))
    }

    @Test func readsFromManyTasksAtOnceMatchReadsOneAtATime() async {
        let seeds = Array(0..<300)
        let sequential = seeds.map(Self.work)
        let concurrent = await withTaskGroup(of: (Int, Outcome).self) { group in
            for seed in seeds {
                group.addTask { (seed, Self.work(seed)) }
            }
            var results = sequential
            for await (seed, result) in group { results[seed] = result }
            return results
        }
        #expect(concurrent == sequential)
        // The outcomes differ as their documents do: issues where they should be, none elsewhere.
        #expect(sequential[1].issues.isEmpty && sequential[1].plain?.name == "person 1")
        #expect(sequential[1].plain?.address?.city == "c1" && sequential[1].lenient == sequential[1].plain)
        #expect(sequential[3].issues == [#"id: expected Int, found string "n3""#])
        #expect(sequential[5].issues == ["address.city: expected String, found number 5"])
        #expect(sequential[5].lenient?.address?.city == "5")
    }
}
