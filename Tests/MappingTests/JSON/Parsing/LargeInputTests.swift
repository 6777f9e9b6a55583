import Foundation
import Testing
@testable import Mapping

/// Parse work grows linearly with the input, for large documents of every shape.
///
/// Each test counts the work of the same job on an input and on one four times larger, with
/// the library's work meter (see `WorkMeter`: bytes the scanners step over, keys probed or
/// compared, values moved between buffers), and expects every count to grow at most 4.5 times:
/// linear work grows 4 times, quadratic work 16 times. Counts are exact, so a busy machine
/// cannot fail the test and a quadratic step cannot hide in its noise. Each test also expects
/// the kinds of work its shape is about to be counted at all, so that a meter that counts
/// nothing cannot pass.
@Suite("Large input: work grows linearly")
struct LargeInputTests {
    @Test("keys sharing a long prefix and suffix have distinct fingerprints")
    func fingerprintsOfSimilarKeys() {
        let keys = (0..<10_000).map { "/api/v1/users/\(1_000_000 + $0)/profile" }
            + (0..<10_000).map { "aaaaaaaa\(String(repeating: "x", count: $0 % 50))\($0)bbbbbbbb" }
        let fingerprints = keys.map { key in
            var key = key
            return key.withUTF8(DuplicateFinder.fingerprint)
        }
        #expect(Set(fingerprints).count == keys.count)
    }

    // The work meter exists in debug builds only.
    #if DEBUG
    /// Expects the work of `job(size * 4)` to be at most 4.5 times that of `job(size)`, of every
    /// kind (a few steps of slack for work that does not depend on the size), and the kinds in
    /// `counted` to be counted. Returns the two counts.
    @discardableResult
    private func expectLinear(_ name: String, size: Int, counted: [Work],
                              _ job: (Int) throws -> () throws -> Void) throws -> (small: WorkMeter, large: WorkMeter) {
        let smallJob = try job(size)
        let largeJob = try job(size * 4)
        let small = try WorkMeter.measure(smallJob)
        let large = try WorkMeter.measure(largeJob)
        for work in counted {
            #expect(small[work] > 0, "\(name): no \(work) counted")
        }
        for work in Work.allCases {
            #expect(large[work] <= small[work] * 9 / 2 + 64,
                    "\(name), \(work): \(small[work]) for \(size), \(large[work]) for \(size * 4) (\(Double(large[work]) / Double(max(small[work], 1)))x)")
        }
        return (small, large)
    }

    /// Work that parses `bytes` and checks the result with `verify`.
    private func parsing(_ bytes: [UInt8], _ verify: @escaping (JSONValue) -> Bool) -> () throws -> Void {
        {
            let value = try JSONValue(parsing: bytes)
            #expect(verify(value))
        }
    }

    @Test("a long string, with escapes and non-ASCII")
    func longString() throws {
        try expectLinear("string", size: 100_000, counted: [.bytes]) { count in
            let bytes = Array(("\"" + String(repeating: "abc\\n\u{E9}\u{1F600}xyz", count: count / 16) + "\"").utf8)
            return parsing(bytes) { $0.string?.isEmpty == false }
        }
    }

    @Test("a long array of numbers and strings")
    func longArray() throws {
        try expectLinear("array", size: 10_000, counted: [.bytes, .moves]) { count in
            let bytes = Array(("[" + (0..<count).map { $0 % 2 == 0 ? "\($0)" : "\"s\($0)\"" }.joined(separator: ",") + "]").utf8)
            return parsing(bytes) { $0.array?.count == count }
        }
    }

    @Test("an object with many short keys")
    func manyKeys() throws {
        try expectLinear("object", size: 10_000, counted: [.bytes, .keys, .moves]) { count in
            let bytes = Array(("{" + (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}").utf8)
            return parsing(bytes) { $0.object?.count == count }
        }
    }

    /// Keys such as `/api/v1/users/123/profile` share their first and last eight bytes; the
    /// duplicate-key check must still tell them apart without comparing each with all others.
    /// Their fingerprints differ, so the repeated-key table probes less than once per key, as
    /// for any ordinary keys; keys whose fingerprints collided would use up the table's probe
    /// budget and then cost one more step each in the seeded table.
    @Test("an object whose keys share a long prefix and suffix")
    func manyKeysSharingPrefixAndSuffix() throws {
        let counts = try expectLinear("object with similar keys", size: 10_000, counted: [.bytes, .keys, .moves]) { count in
            let keys = (0..<count).map { "\"/api/v1/users/\(1_000_000 + $0)/profile\":\($0)" }
            return parsing(Array(("{" + keys.joined(separator: ",") + "}").utf8)) { $0.object?.count == count }
        }
        #expect(counts.small[.keys] < 10_000, "\(counts.small[.keys]) keys probed for 10,000 keys")
        #expect(counts.large[.keys] < 40_000, "\(counts.large[.keys]) keys probed for 40,000 keys")
    }

    @Test("a very long number")
    func longNumber() throws {
        try expectLinear("number", size: 100_000, counted: [.bytes]) { count in
            let text = "-" + String(repeating: "1234567890", count: count / 20) + "." + String(repeating: "9876543210", count: count / 20) + "e-7"
            return parsing(Array(text.utf8)) { $0.number != nil }
        }
    }

    /// Object equality ignores order; comparing objects whose keys come in another order must
    /// not search the other object once per key.
    @Test("comparing objects with the same keys in another order")
    func equalityInAnotherOrder() throws {
        try expectLinear("object equality", size: 10_000, counted: [.keys]) { count in
            let forward = JSONValue.object(JSONObject((0..<count).map { ("key \($0)", JSONValue.number(JSONNumber($0))) }))
            let reversed = JSONValue.object(JSONObject((0..<count).reversed().map { ("key \($0)", JSONValue.number(JSONNumber($0))) }))
            return { #expect(forward == reversed) }
        }
    }
    #endif
}
