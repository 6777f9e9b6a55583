import Foundation
import Testing
@testable import Mapping

/// Parse time grows linearly with the input, for large documents of every shape.
///
/// Each test times the same work on an input and on one four times larger, and expects the
/// larger to take less than twelve times as long: linear work gives about 4x, quadratic work
/// 16x. Only the ratio is checked, never an absolute time, and each timing is the best of three
/// runs, so a slow or busy machine does not fail the test. Sizes keep the suite to a few
/// seconds in a debug build.
@Suite("Large input: time grows linearly", .serialized)
struct LargeInputTests {
    /// The best of three timings of `body`, in seconds.
    private func bestTime(_ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = ContinuousClock.now
            try body()
            let elapsed = ContinuousClock.now - start
            best = min(best, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
        }
        return best
    }

    /// Expects `work` on input `size * 4` to take less than 12 times as long as on `size`.
    private func expectLinear(_ name: String, size: Int, _ work: (Int) throws -> () throws -> Void) throws {
        let small = try work(size)
        let large = try work(size * 4)
        try small()  // warm up
        // Another process can slow one timing down: a ratio that looks quadratic is measured up
        // to three times before it counts. Quadratic work stays near 16x every time.
        var smallTime = 0.0
        var largeTime = Double.infinity
        for _ in 0..<3 where !(largeTime < 12 * smallTime) {
            smallTime = try bestTime(small)
            largeTime = try bestTime(large)
        }
        #expect(largeTime < 12 * smallTime,
                "\(name): \(size) took \(smallTime) s, \(size * 4) took \(largeTime) s (\(largeTime / smallTime)x)")
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
        try expectLinear("string", size: 1_000_000) { count in
            let bytes = Array(("\"" + String(repeating: "abc\\n\u{E9}\u{1F600}xyz", count: count / 16) + "\"").utf8)
            return parsing(bytes) { $0.string?.isEmpty == false }
        }
    }

    @Test("a long array of numbers and strings")
    func longArray() throws {
        try expectLinear("array", size: 25_000) { count in
            let bytes = Array(("[" + (0..<count).map { $0 % 2 == 0 ? "\($0)" : "\"s\($0)\"" }.joined(separator: ",") + "]").utf8)
            return parsing(bytes) { $0.array?.count == count }
        }
    }

    @Test("an object with many short keys")
    func manyKeys() throws {
        try expectLinear("object", size: 12_500) { count in
            let bytes = Array(("{" + (0..<count).map { "\"k\($0)\":\($0)" }.joined(separator: ",") + "}").utf8)
            return parsing(bytes) { $0.object?.count == count }
        }
    }

    /// Keys such as `/api/v1/users/123/profile` share their first and last eight bytes; the
    /// duplicate-key check must still tell them apart without comparing each with all others.
    @Test("an object whose keys share a long prefix and suffix")
    func manyKeysSharingPrefixAndSuffix() throws {
        try expectLinear("object with similar keys", size: 12_500) { count in
            let keys = (0..<count).map { "\"/api/v1/users/\(1_000_000 + $0)/profile\":\($0)" }
            return parsing(Array(("{" + keys.joined(separator: ",") + "}").utf8)) { $0.object?.count == count }
        }
    }

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

    @Test("a very long number")
    func longNumber() throws {
        try expectLinear("number", size: 2_000_000) { count in
            let text = "-" + String(repeating: "1234567890", count: count / 20) + "." + String(repeating: "9876543210", count: count / 20) + "e-7"
            return parsing(Array(text.utf8)) { $0.number != nil }
        }
    }

    /// Object equality ignores order; comparing objects whose keys come in another order must
    /// not search the other object once per key.
    @Test("comparing objects with the same keys in another order")
    func equalityInAnotherOrder() throws {
        try expectLinear("object equality", size: 8_000) { count in
            let forward = JSONValue.object(JSONObject((0..<count).map { ("key \($0)", JSONValue.number(JSONNumber($0))) }))
            let reversed = JSONValue.object(JSONObject((0..<count).reversed().map { ("key \($0)", JSONValue.number(JSONNumber($0))) }))
            return { #expect(forward == reversed) }
        }
    }
}
