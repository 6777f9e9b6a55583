import Foundation
import Mapping

/// What the citm_catalog.json write row measures (issue 18 asks 1,950 MB/s of it), taken apart.
///
/// In the table, each run of the write follows JSONSerialization's write of the same document,
/// which leaves none of the tree in the caches, and the tree was parsed after Foundation's
/// object, so its containers lie in the gaps that parse left. This report writes two trees of
/// the document, one parsed before Foundation's object and one after it, each right after a
/// JSONSerialization write (cold) and in a loop of its own (warm); and it walks them, visiting
/// every container and key with nothing written: the least any writer of the tree does. It
/// prints how far apart the trees' arrays lie (objects keep their storage out of reach of
/// the public API, so only arrays are counted).
struct PlacementReport {
    let options: Options

    static let name = "citm_catalog.json"

    func run() {
        print("")
        print("Placement (issue 18): writing \(Self.name) as the table does, taken apart")
        let document = Corpus.document(Self.name)
        guard !document.isGenerated else {
            print("\(Self.name) not found: the report needs the corpus document itself; skipped")
            return
        }
        do {
            try measure(document.data)
        } catch {
            print("placement report failed: \(error)")
        }
    }

    private func measure(_ data: Data) throws {
        // The order matters: the first tree gets the heap as the earlier work left it, the
        // second the gaps that Foundation's parse left.
        let first = try JSONValue(parsing: data)
        let foundation = try JSONSerialization.jsonObject(with: data)
        let second = try JSONValue(parsing: data)
        let trees = [("parsed before Foundation's object", first), ("parsed after it, as in the table", second)]
        let rounds = max(options.repetitions, 3)

        var cold = [[Double]](repeating: [], count: 4)
        for _ in 0..<rounds {
            for (index, (_, tree)) in trees.enumerated() {
                for (offset, job) in [Self.write, Self.walk].enumerated() {
                    _ = try JSONSerialization.data(withJSONObject: foundation)
                    cold[2 * index + offset].append(try Stopwatch.seconds { try job(tree) }.1)
                }
            }
        }
        var warm = [[Double]](repeating: [], count: 4)
        for (index, (_, tree)) in trees.enumerated() {
            for (offset, job) in [Self.write, Self.walk].enumerated() {
                _ = try job(tree)
                for _ in 0..<rounds * 4 { warm[2 * index + offset].append(try Stopwatch.seconds { try job(tree) }.1) }
            }
        }

        print(pad("tree", 36) + pad("arrays span", 13, right: true) + pad("job", 8, right: true)
            + pad("after JSONSerialization's write", 34, right: true) + pad("in a loop of its own", 24, right: true))
        print(String(repeating: "-", count: 115))
        for (index, (label, tree)) in trees.enumerated() {
            for (offset, job) in ["write", "walk"].enumerated() {
                let row = 2 * index + offset
                print(pad(offset == 0 ? label : "", 36)
                    + pad(offset == 0 ? String(format: "%.1f MB", Self.arraySpan(of: tree) / 1e6) : "", 13, right: true)
                    + pad(job, 8, right: true)
                    + pad(Self.figure(cold[row], bytes: data.count), 34, right: true)
                    + pad(Self.figure(warm[row], bytes: data.count), 24, right: true))
            }
        }
        print("write: jsonData(); walk: every container and key visited, nothing written. Medians of \(rounds) runs after")
        print("a JSONSerialization write each, and of \(rounds * 4) in a row. arrays span: from the lowest to the highest")
        print("address of the tree's non-empty arrays' storage. Issue 18's 1,950 MB/s is the whole write in "
            + String(format: "%.2f ms.", Double(data.count) / 1_950 / 1e3))
    }

    private static func write(_ tree: JSONValue) throws -> Int { try tree.jsonData().count }

    /// Visits every container in `value`, depth first, and every member's key; writes nothing.
    private static func walk(_ value: JSONValue) -> Int {
        switch value {
        case .array(let elements):
            var seen = elements.count
            for position in elements.indices { seen &+= walk(elements[position]) }
            return seen
        case .object(let object):
            var seen = object.count
            for position in object.indices { seen &+= object[position].key.utf8.count &+ walk(object[position].value) }
            return seen
        default:
            return 1
        }
    }

    /// The distance in bytes between the lowest and the highest storage address of the non-empty
    /// arrays in `value`.
    private static func arraySpan(of value: JSONValue) -> Double {
        var lowest = UInt.max
        var highest = UInt.min
        EngineGroups.forEachArray(in: value) { elements in
            guard !elements.isEmpty, let base = elements.withUnsafeBufferPointer({ $0.baseAddress }) else { return }
            lowest = min(lowest, UInt(bitPattern: base))
            highest = max(highest, UInt(bitPattern: base))
        }
        return highest >= lowest ? Double(highest - lowest) : 0
    }

    private static func figure(_ samples: [Double], bytes: Int) -> String {
        guard let statistics = Statistics(samples) else { return "-" }
        return String(format: "%.3f ms  %5.0f MB/s", statistics.median * 1e3, statistics.megabytesPerSecond(bytes: bytes))
    }
}
