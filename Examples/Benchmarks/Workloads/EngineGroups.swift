import Foundation
import Mapping

/// Issue 2's rows: the JSON engine against JSONSerialization on the corpus files.
///
/// Parsing starts from `Data` and ends with a complete in-memory document (`JSONValue`, or
/// Foundation's `NSDictionary`/`NSArray` tree). Writing starts from that document and ends with
/// compact `Data`. MB/s is the corpus file's size over the time, in both directions, so the two
/// contestants' figures compare directly (their outputs differ slightly in size: Foundation
/// escapes `/`).
enum EngineGroups {
    static let contestants = ["JSONSerialization", "JSONValue"]
    /// Issue 2's targets: parse at least 5 times JSONSerialization's throughput, write 10 times.
    static let parseTarget = 1.0 / 5
    static let writeTarget = 1.0 / 10

    static func all() -> [BenchmarkGroup] {
        Corpus.names.flatMap { [parse($0), write($0)] }
    }

    static func parse(_ name: String) -> BenchmarkGroup {
        BenchmarkGroup(id: "parse \(name)", contestants: contestants) { _ in
            let document = Corpus.document(name)
            let data = document.data
            return PreparedGroup(
                bytes: data.count,
                contestants: [
                    Contestant("JSONSerialization") { topLevelCount(try JSONSerialization.jsonObject(with: data)) },
                    Contestant("JSONValue", target: parseTarget) { topLevelCount(try JSONValue(parsing: data)) },
                ],
                notes: document.note.map { [$0] } ?? []
            )
        }
    }

    static func write(_ name: String) -> BenchmarkGroup {
        BenchmarkGroup(id: "write \(name)", contestants: contestants) { _ in
            let document = Corpus.document(name)
            let foundation = try JSONSerialization.jsonObject(with: document.data)
            let value = try JSONValue(parsing: document.data)
            return PreparedGroup(
                bytes: document.data.count,
                contestants: [
                    Contestant("JSONSerialization") { try JSONSerialization.data(withJSONObject: foundation).count },
                    Contestant("JSONValue", target: writeTarget) { try value.jsonData().count },
                ],
                notes: document.note.map { [$0] } ?? []
            )
        }
    }

    /// The number of members or elements at the top level: a cheap check that a parse happened.
    static func topLevelCount(_ value: JSONValue) -> Int {
        value.object?.count ?? value.array?.count ?? 0
    }

    static func topLevelCount(_ value: Any) -> Int {
        (value as? [String: Any])?.count ?? (value as? [Any])?.count ?? 0
    }
}
