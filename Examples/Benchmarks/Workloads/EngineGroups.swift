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
    /// Issue 18's throughputs (MB/s), about half of yyjson's parse and a quarter of its write
    /// (half on canada.json) on the machine the issue measured, and its bound on the parse with
    /// other trees alive: at most 1.3 times the quiet parse's time.
    static let parseThroughputs = ["twitter.json": 500.0, "citm_catalog.json": 500, floorName: floorThroughput]
    static let writeThroughputs = ["twitter.json": 1_200.0, "citm_catalog.json": 1_950, "canada.json": 390]
    static let loadedBound = 1.3

    static func all() -> [BenchmarkGroup] {
        Corpus.names.flatMap { name in
            [parse(name)] + (name == loadedName ? [parseWithTreesAlive(name)] : []) + [write(name)]
        }
    }

    /// The document issue 18's heap sensitivity row parses, beside its quiet row.
    static let loadedName = "canada.json"
    /// How many bytes of other trees that row keeps alive while it runs.
    static let liveTreeBytes = 120 << 20

    static func parse(_ name: String) -> BenchmarkGroup {
        let floors = name == floorName ? [floorContestant] : []
        return BenchmarkGroup(id: "parse \(name)", contestants: contestants + floors) { _ in
            let document = Corpus.document(name)
            let data = document.data
            var rows = [
                Contestant("JSONSerialization") { topLevelCount(try JSONSerialization.jsonObject(with: data)) },
                Contestant("JSONValue", target: parseTarget, targets: parseThroughputs[name].map { [.throughput($0)] } ?? []) {
                    topLevelCount(try JSONValue(parsing: data))
                },
            ]
            var notes = document.note.map { [$0] } ?? []
            if name == floorName {
                let sizes = arraySizes(of: try JSONValue(parsing: data))
                // The element is made at run time: a constant one would let the compiler build
                // the short literals once, as static storage, and allocate nothing.
                let element = JSONValue.number(JSONNumber(Double(sizes.count) / 2))
                rows.append(Contestant(floorContestant) { allocateArrays(sizes, element: element) })
                let budget = Double(data.count) / floorThroughput / 1e3
                notes.append("\(floorContestant): the \(sizes.count) arrays a JSONValue tree of this document "
                    + "holds, with their element counts, made and freed in a plain loop with no parsing; issue 18's "
                    + "\(Int(floorThroughput)) MB/s would need the whole parse in \(String(format: "%.2f", budget)) ms")
            }
            return PreparedGroup(bytes: data.count, contestants: rows, notes: notes)
        }
    }

    /// The document whose tree parse issue 18 asks 540 MB/s of, and the row that shows what the
    /// tree alone costs: `JSONValue.array` holds a Swift array, so each of canada.json's
    /// coordinate pairs is one allocation and one release, whatever reads the text.
    static let floorName = "canada.json"
    static let floorContestant = "its arrays alone (floor)"
    static let floorThroughput = 540.0

    /// The element count of every array in `value`, depth first.
    static func arraySizes(of value: JSONValue) -> [Int] {
        var sizes: [Int] = []
        forEachArray(in: value) { sizes.append($0.count) }
        return sizes
    }

    /// Calls `body` with every array in `value`, depth first, with a stack of its own.
    static func forEachArray(in value: JSONValue, _ body: ([JSONValue]) -> Void) {
        var pending = [value]
        while let next = pending.popLast() {
            switch next {
            case .array(let elements):
                body(elements)
                pending.append(contentsOf: elements)
            case .object(let object):
                pending.append(contentsOf: object.lazy.map(\.value))
            default:
                break
            }
        }
    }

    /// Makes an array of each size in `sizes` (its elements `element`, a number, which needs no
    /// allocation), keeps them all alive as a tree's arrays are, then frees them. Each is made
    /// the cheapest way the parser knows: short ones as literals (allocated at their exact size),
    /// longer ones by reserving their capacity and appending.
    static func allocateArrays(_ sizes: [Int], element: JSONValue) -> Int {
        var arrays: [JSONValue] = []
        arrays.reserveCapacity(sizes.count)
        for size in sizes {
            switch size {
            case 1: arrays.append(.array([element]))
            case 2: arrays.append(.array([element, element]))
            case 3: arrays.append(.array([element, element, element]))
            case 4: arrays.append(.array([element, element, element, element]))
            default:
                var elements: [JSONValue] = []
                elements.reserveCapacity(size)
                for _ in 0..<size { elements.append(element) }
                arrays.append(.array(elements))
            }
        }
        return arrays.count
    }

    /// Issue 18's heap sensitivity row: the same parse as ``parse(_:)``, with about 120 MB of
    /// other `JSONValue` trees alive (parsed copies of the corpus documents), as in an app that
    /// holds earlier documents. The issue saw the tree parse of canada.json slow from 9 ms to
    /// 25-33 ms then; its target is at most 1.3 times the quiet row's time. The trees are built
    /// once while preparing, untimed, kept alive by both contestants (JSONSerialization parses
    /// under the same load, so `÷ base` compares as on the quiet row), and freed with the group.
    static func parseWithTreesAlive(_ name: String) -> BenchmarkGroup {
        BenchmarkGroup(id: "parse \(name), 120 MB alive", contestants: contestants) { _ in
            let document = Corpus.document(name)
            let data = document.data
            let (trees, residentGrowth) = try liveTrees(bytes: liveTreeBytes)
            var notes = document.note.map { [$0] } ?? []
            notes.append("\(trees.count) other trees alive (parsed copies of \(Corpus.names.joined(separator: ", "))): "
                + "resident size \(residentGrowth >> 20) MB above what it was before they were built")
            return PreparedGroup(
                bytes: data.count,
                contestants: [
                    Contestant("JSONSerialization") {
                        try withExtendedLifetime(trees) { topLevelCount(try JSONSerialization.jsonObject(with: data)) }
                    },
                    Contestant("JSONValue", targets: [.within(loadedBound, of: "parse \(name) :: JSONValue", called: "quiet parse")]) {
                        try withExtendedLifetime(trees) { topLevelCount(try JSONValue(parsing: data)) }
                    },
                ],
                notes: notes
            )
        }
    }

    /// Parses the corpus documents in turn until the resident size has grown by `bytes`;
    /// returns the trees and the growth. Freed memory is returned to the system first, so the
    /// growth is the trees'. Where only the peak can be read (not Linux), the peak may lag, so
    /// parsing also stops after `bytes` of input (a tree takes about twice its input's size).
    static func liveTrees(bytes: Int) throws -> (trees: [JSONValue], residentGrowth: Int) {
        let documents = Corpus.names.map { Corpus.document($0).data }
        PeakMemory.releaseFreedMemory()
        let before = PeakMemory.current().resident
        var trees: [JSONValue] = []
        var growth = 0
        var parsed = 0
        while growth < bytes, parsed < bytes {
            let document = documents[trees.count % documents.count]
            trees.append(try JSONValue(parsing: document))
            parsed += document.count
            growth = max(0, PeakMemory.current().resident - before) * 1024
        }
        return (trees, growth)
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
                    Contestant("JSONValue", target: writeTarget, targets: writeThroughputs[name].map { [.throughput($0)] } ?? []) {
                        try value.jsonData().count
                    },
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
