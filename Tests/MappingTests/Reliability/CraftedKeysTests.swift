import Foundation
import Testing
@testable import Mapping

/// No crafted input is slower than linear. Keys that all collide in the
/// parser's fixed fingerprint must not make an object cost the square of its size.
@Suite("Crafted keys stay linear", .serialized)
struct CraftedKeysTests {
    @Test("the generated keys really collide in the fingerprint")
    func keysCollide() {
        let keys = CollidingKeys.make(500)
        #expect(Set(keys).count == 500)
        let prints = Set(keys.map { key in key.withUnsafeBufferPointer(DuplicateFinder.fingerprint) })
        #expect(prints.count == 1, "the fingerprint changed: update CollidingKeys to collide with it again")
    }

    @Test("the repeated-key table does a bounded number of comparisons for colliding keys",
          arguments: [1_000, 4_000])
    func boundedComparisons(count: Int) {
        var comparisons = 0
        var finder = DuplicateFinder()
        // Every key has the same fingerprint: the worst an attacker can do.
        let found = finder.containsDuplicate(
            count: count, fingerprint: { _ in 42 },
            hash: { position, hasher in hasher.combine(position) },
            equal: { first, second in
                comparisons += 1
                return first == second
            })
        #expect(!found)
        // Linear: a comparison costs nine of the probe budget's three per key before the seeded
        // table takes over, which compares almost nothing. Without the budget this is
        // count * count / 2.
        #expect(comparisons <= count,
                "\(comparisons) comparisons for \(count) keys")
    }

    @Test("a repeated key is still found among colliding keys")
    func repeatsAreFound() throws {
        var keys = CollidingKeys.make(300)
        keys.append(keys[17])
        let value = try JSONValue(parsing: CollidingKeys.object(keys))
        #expect(value.object?.count == 300)
        #expect(value.object?[String(decoding: keys[17], as: UTF8.self)] == 300)
    }

    /// Parsing and mapping an object of colliding keys takes no longer than an ordinary object of
    /// the same size and shape, within a generous factor (quadratic work is over 100 times
    /// slower at this size). The best of three timings, measured up to three times.
    @Test("an object of colliding keys parses and maps about as fast as an ordinary one")
    func collidingObjectIsNotSlower() throws {
        let count = 8_000
        let crafted = CollidingKeys.object(CollidingKeys.make(count))
        let ordinary = CollidingKeys.object(CollidingKeys.ordinary(count))
        struct Bag: Mappable {
            var all: [String: Int] = [:]
            init?(map: Map) {}
            mutating func mapping(map: Map) { all <- map["bag"] }
        }
        let works: [(String, ([UInt8]) throws -> Void)] = [
            ("parse", { bytes in
                let value = try JSONValue(parsing: bytes)
                #expect(value.object?.count == count)
            }),
            ("map", { bytes in
                let wrapped = Array("{\"bag\":".utf8) + bytes + [UInt8(ascii: "}")]
                #expect(Mapper<Bag>().map(JSONData: Data(wrapped))?.all.count == count)
            }),
        ]
        for (name, work) in works {
            try work(ordinary)
            var ratio = Double.infinity
            for _ in 0..<3 where !(ratio < 8) {
                let craftedTime = try bestTime { try work(crafted) }
                let ordinaryTime = try bestTime { try work(ordinary) }
                ratio = craftedTime / ordinaryTime
            }
            #expect(ratio < 8, "\(name): colliding keys took \(ratio)x the time of ordinary ones")
        }
    }

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
}
