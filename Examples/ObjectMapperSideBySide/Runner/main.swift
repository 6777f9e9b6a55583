import Foundation
import MModels
import OMModels

// ObjectMapper and Mapping in one process, on the same inputs and the same model source (built
// and run by scripts/objectmapper-side-by-side.sh, which says how).
// usage: side-by-side path/to/twitter.json [--reps N] [--rounds N]

var arguments = Array(CommandLine.arguments.dropFirst())
@MainActor func option(_ name: String, _ fallback: Int) -> Int {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count, let n = Int(arguments[i + 1]) else { return fallback }
    arguments.removeSubrange(i...(i + 1))
    return n
}
let reps = option("--reps", 15)
let rounds = option("--rounds", 3)
guard let path = arguments.first else {
    print("usage: side-by-side path/to/twitter.json [--reps N] [--rounds N]")
    exit(2)
}

let data = try Data(contentsOf: URL(fileURLWithPath: path))
let text = String(decoding: data, as: UTF8.self)
guard let dict = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
    print("\(path) does not hold a JSON object; the runner needs twitter.json")
    exit(2)
}
let userText = MModels.UserBench.json
precondition(userText == OMModels.UserBench.json)
let userRepeats = 10_000

let omTwitter = OMModels.TwitterBench()
let mTwitter = MModels.TwitterBench()
let omUser = OMModels.UserBench()
let mUser = MModels.UserBench()

// MARK: - Checks: the same values from both libraries (and from JSONDecoder), before any timing

var checksFailed = false
@MainActor func compare(_ label: String, _ om: Data, _ m: Data, _ codable: Data) {
    let same = om == m
    print("check \(label): ObjectMapper == Mapping: \(same); ObjectMapper == JSONDecoder: \(om == codable); "
          + "Mapping == JSONDecoder: \(m == codable) (\(om.count) / \(m.count) / \(codable.count) bytes re-encoded)")
    if !same {
        checksFailed = true
        let a = Array(om), b = Array(m)
        let i = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
        func around(_ x: [UInt8]) -> String { String(decoding: x[max(0, i - 120)..<min(x.count, i + 120)], as: UTF8.self) }
        print("  first difference at byte \(i)\n  ObjectMapper: \(around(a))\n  Mapping:      \(around(b))")
    }
}
let twitterCodable = try OMModels.TwitterBench.encodedByCodable(data)
compare("twitter map(JSON:)", try omTwitter.encodedFromDictionary(dict), try mTwitter.encodedFromDictionary(dict), twitterCodable)
compare("twitter map(JSONString:)", try omTwitter.encodedFromString(text), try mTwitter.encodedFromString(text), twitterCodable)
compare("user map(JSONString:)", try omUser.encodedFromString(userText), try mUser.encodedFromString(userText),
        try mUser.encodedByCodable(userText))
print("summary ObjectMapper: \(omTwitter.summary(dict))")
print("summary Mapping:      \(mTwitter.summary(dict))")
// What each library writes is compared as JSON values, not text: ObjectMapper writes through a
// Foundation dictionary, whose key order is its own.
@MainActor func compareWritten(_ label: String, _ om: String?, _ m: String?) {
    func object(_ text: String?) -> NSDictionary? {
        text.flatMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? NSDictionary }
    }
    let same = object(om).map { a in object(m).map { a.isEqual($0) } ?? false } ?? false
    print("check \(label): ObjectMapper's and Mapping's JSON hold the same values: \(same) "
          + "(\(om?.utf8.count ?? 0) / \(m?.utf8.count ?? 0) bytes)")
    if !same { checksFailed = true }
}
guard omTwitter.prepareWriting(text), mTwitter.prepareWriting(text) else {
    print("CHECKS FAILED: twitter.json did not map, so there is nothing to write")
    exit(1)
}
compareWritten("twitter toJSONString", omTwitter.writtenText(), mTwitter.writtenText())
compareWritten("user toJSONString", omUser.writtenText(userText), mUser.writtenText(userText))
let checkNumbers = [
    ("twitter map(JSON:)", omTwitter.mapDictionary(dict), mTwitter.mapDictionary(dict)),
    ("twitter map(JSONString:)", omTwitter.mapString(text), mTwitter.mapString(text)),
    ("user x10,000", omUser.mapString(userText, repeats: 10), mUser.mapString(userText, repeats: 10)),
]
// The written texts differ (ObjectMapper's key order and escapes are Foundation's), so their
// lengths are not compared; the values they hold were, above.
for (label, a, b) in checkNumbers {
    print("check number \(label): ObjectMapper \(a), Mapping \(b)\(a == b ? "" : "  MISMATCH")")
    if a != b { checksFailed = true }
}
if checksFailed {
    print("CHECKS FAILED: the two libraries mapped or wrote different values; no timings")
    exit(1)
}

// MARK: - Timing: contestants interleaved within each repetition, order rotated

nonisolated(unsafe) var sink = 0
let clock = ContinuousClock()
@MainActor func milliseconds(_ body: () throws -> Int) rethrows -> Double {
    var result = 0
    let elapsed = try clock.measure { result = try body() }
    sink &+= result
    let (seconds, attoseconds) = elapsed.components
    return Double(seconds) * 1e3 + Double(attoseconds) / 1e15
}
func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

struct Row {
    let name: String
    let contestants: [(String, () throws -> Int)]  // ObjectMapper first, Mapping second, others after
}
let rows = [
    Row(name: "twitter.json Mapper.map(JSON:) on [String: Any]", contestants: [
        ("ObjectMapper", { omTwitter.mapDictionary(dict) }),
        ("Mapping", { mTwitter.mapDictionary(dict) }),
    ]),
    Row(name: "twitter.json Mapper.map(JSONString:)", contestants: [
        ("ObjectMapper", { omTwitter.mapString(text) }),
        ("Mapping", { mTwitter.mapString(text) }),
    ]),
    Row(name: "user x10,000 Mapper.map(JSONString:)", contestants: [
        ("ObjectMapper", { omUser.mapString(userText, repeats: userRepeats) }),
        ("Mapping", { mUser.mapString(userText, repeats: userRepeats) }),
        ("JSONDecoder", { try mUser.decodeCodable(userText, repeats: userRepeats) }),
    ]),
    Row(name: "twitter.json Mapper.toJSONString(_:)", contestants: [
        ("ObjectMapper", { omTwitter.writeString() }),
        ("Mapping", { mTwitter.writeString() }),
    ]),
    Row(name: "user x10,000 Mapper.toJSONString(_:)", contestants: [
        ("ObjectMapper", { omUser.writeString(userText, repeats: userRepeats) }),
        ("Mapping", { mUser.writeString(userText, repeats: userRepeats) }),
        ("JSONEncoder", { try mUser.encodeCodable(userText, repeats: userRepeats) }),
    ]),
]

print("\nreps per contestant per round: \(reps), rounds: \(rounds), clock: ContinuousClock, times in ms")
var pooled = [String: [Double]]()
var roundMedians = [String: [Double]]()
for round in 1...rounds {
    print("\nround \(round)")
    print("| row | ObjectMapper | Mapping | Mapping ÷ ObjectMapper | other |")
    print("|---|---|---|---|---|")
    for row in rows {
        var samples = Array(repeating: [Double](), count: row.contestants.count)
        for (_, body) in row.contestants { for _ in 0..<2 { _ = try milliseconds(body) } }  // warm-up
        for rep in 0..<reps {
            let n = row.contestants.count
            for k in 0..<n {
                let c = (k + rep) % n  // rotate which contestant goes first
                samples[c].append(try milliseconds(row.contestants[c].1))
            }
        }
        let medians = samples.map(median)
        for (i, (name, _)) in row.contestants.enumerated() {
            pooled["\(row.name)|\(name)", default: []] += samples[i]
            roundMedians["\(row.name)|\(name)", default: []].append(medians[i])
        }
        let others = row.contestants.indices.dropFirst(2).map { "\(row.contestants[$0].0) \(String(format: "%.3f", medians[$0]))" }
        print("| \(row.name) | \(String(format: "%.3f", medians[0])) | \(String(format: "%.3f", medians[1])) | "
              + "\(String(format: "%.3f", medians[1] / medians[0])) | \(others.joined(separator: ", ")) |")
    }
}

print("\nall rounds pooled (\(reps * rounds) samples per contestant): median, and the range of the round medians")
print("| row | ObjectMapper | Mapping | Mapping ÷ ObjectMapper | other |")
print("|---|---|---|---|---|")
for row in rows {
    func cell(_ name: String) -> (Double, String) {
        let key = "\(row.name)|\(name)"
        let m = median(pooled[key]!)
        let r = roundMedians[key]!
        return (m, String(format: "%.3f (%.3f-%.3f)", m, r.min()!, r.max()!))
    }
    let om = cell(row.contestants[0].0), m = cell(row.contestants[1].0)
    let others = row.contestants.dropFirst(2).map { "\($0.0) \(cell($0.0).1)" }
    print("| \(row.name) | \(om.1) | \(m.1) | \(String(format: "%.3f", m.0 / om.0)) | \(others.joined(separator: ", ")) |")
}
print("\n(sink \(sink))")
