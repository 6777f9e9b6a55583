import Foundation
import Testing
@testable import Mapping

/// No crafted input is slower than linear. Keys that all collide in the
/// parser's fixed fingerprint must not make an object cost the square of its size.
@Suite("Crafted keys stay linear")
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
        // Every key has the same fingerprint: the worst an attacker can do.
        let found = DuplicateFinder.containsDuplicate(
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

    // The work meter exists in debug builds only.
    #if DEBUG
    /// The shapes of keys real documents hold many of in one object: numbered keys, ids as
    /// keys (citm_catalog.json's `"138586341"`), paths. Keys that differ only in their last
    /// bytes once all landed in a few slots of the repeated-key table, so an object of 20,000
    /// of them spent the whole probe budget and went on to the seeded table, at four times the
    /// work of random keys: the table must place them as it places any keys, in less than one
    /// probe per key (it is at most half full).
    @Test("numbered keys, ids and paths probe the repeated-key table less than once per key",
          arguments: KeyShape.allCases)
    func numberedKeysSpreadOverTheTable(shape: KeyShape) throws {
        let count = 20_000
        let keys = (0..<count).map(shape.key)
        #expect(Set(keys).count == count, "\(shape): the keys repeat")
        let document = Array(("{" + keys.enumerated().map { "\"\($1)\":\($0)" }.joined(separator: ",") + "}").utf8)
        let work = try WorkMeter.measure {
            let value = try JSONValue(parsing: document)
            #expect(value.object?.count == count)
        }
        #expect(work[.keys] > 0, "\(shape): nothing counted")
        #expect(work[.keys] <= count, "\(shape): \(work[.keys]) keys probed for \(count) keys")
    }

    /// Parsing and mapping an object of colliding keys costs about what an ordinary object of
    /// the same size and shape costs, counted with the work meter (see `WorkMeter`): no kind
    /// of work is more than four times the ordinary object's (plus a few steps), and the keys
    /// probed or compared stay within two per key. Comparing each key with the others, the
    /// quadratic work such keys are made to cause, is 32 million comparisons at this size.
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
            let craftedWork = try WorkMeter.measure { try work(crafted) }
            let ordinaryWork = try WorkMeter.measure { try work(ordinary) }
            #expect(craftedWork[.keys] > 0 && craftedWork[.bytes] > 0, "\(name): nothing counted")
            // What the probe budget allows (a third of a probe per key when every probe meets
            // an equal fingerprint), then the seeded table's one per key.
            #expect(craftedWork[.keys] <= 2 * count, "\(name): \(craftedWork[.keys]) keys probed for \(count) keys")
            for kind in Work.allCases {
                #expect(craftedWork[kind] <= 4 * ordinaryWork[kind] + 64,
                        "\(name), \(kind): colliding keys \(craftedWork[kind]), ordinary keys \(ordinaryWork[kind])")
            }
        }
    }
    #endif

    /// Shapes of keys that real objects hold thousands of.
    enum KeyShape: String, CaseIterable, CustomTestStringConvertible {
        case zeroPadded = "key0000000", ids = "138586341", shortNumbers = "0", prefixed = "item_0"
        case paths = "/api/v1/users/1000000/profile"

        var testDescription: String { "keys like \(rawValue)" }

        func key(_ index: Int) -> String {
            switch self {
            case .zeroPadded: "key" + String(String(10_000_000 + index).dropFirst())
            case .ids: String(138_586_341 + 7 * index)
            case .shortNumbers: String(index)
            case .prefixed: "item_\(index)"
            case .paths: "/api/v1/users/\(1_000_000 + index)/profile"
            }
        }
    }
}
