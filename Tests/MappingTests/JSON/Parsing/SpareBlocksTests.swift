import Foundation
import Testing
@testable import Mapping

/// The large blocks a parse needs are kept for the next parse: within bounds, for needs they
/// fit, and never holding one document's bytes or entries in the next's results.
@Suite("Spare parse blocks")
struct SpareBlocksTests {
    /// A new block of `bytes` bytes from the C allocator, as a parse would have had it.
    private static func block(_ bytes: Int) -> SpareBlocks.Block {
        SpareBlocks.Block(base: malloc(bytes)!, bytes: bytes)
    }

    @Test("blocks from 1 KiB to 4 MiB are kept, smaller and larger ones freed")
    func keptSizes() {
        let keeper = SpareBlocks.Keeper()
        keeper.give(.document, Self.block(1_023))
        keeper.give(.entries, Self.block((4 << 20) + 1))
        #expect(keeper.keptSizes == [[], [], []])
        keeper.give(.document, Self.block(1_024))
        keeper.give(.entries, Self.block(4 << 20))
        #expect(keeper.keptSizes == [[1_024], [4 << 20], []])
    }

    @Test("a kept block serves a need from a quarter of its size to its size, and no other")
    func reuseWithinAQuarter() {
        let keeper = SpareBlocks.Keeper()
        let kept = Self.block(64 << 10)
        keeper.give(.entries, kept)
        // Larger than the block, or less than a quarter of it: a new block, the kept one stays.
        for need in [(64 << 10) + 1, (16 << 10) - 1, 2_000] {
            let other = keeper.take(.entries, atLeast: need)
            #expect(other.base != kept.base && other.bytes == need, "\(need) bytes")
            free(other.base)
        }
        // Another kind never gets it.
        let stack = keeper.take(.stack, atLeast: 64 << 10)
        #expect(stack.base != kept.base)
        free(stack.base)
        for need in [64 << 10, 16 << 10] {
            let reused = keeper.take(.entries, atLeast: need)
            #expect(reused.base == kept.base && reused.bytes == 64 << 10, "\(need) bytes")
            keeper.give(.entries, reused)
        }
        #expect(keeper.keptSizes == [[], [64 << 10], []])
    }

    @Test("when full, a larger block takes the place of the smallest, and a smaller one is freed")
    func boundedRoom() {
        let keeper = SpareBlocks.Keeper()
        keeper.give(.document, Self.block(8_192))
        keeper.give(.document, Self.block(4_096))
        #expect(keeper.keptSizes[0] == [8_192])
        keeper.give(.document, Self.block(65_536))
        #expect(keeper.keptSizes[0] == [65_536])
        for size in [2_048, 3_072, 4_096, 5_120, 6_144, 1_024] { keeper.give(.stack, Self.block(size)) }
        #expect(keeper.keptSizes[2].sorted() == [3_072, 4_096, 5_120, 6_144])
    }

    /// Documents of very different sizes mapped one after another, so that each parse finds
    /// the blocks of the one before (larger, smaller, or the same size), read back exactly:
    /// nothing of an earlier document shows through the reused copy, entries or stacks.
    @Test("documents mapped one after another read back exactly, whatever blocks they reuse")
    func documentsInTurn() throws {
        for count in [3_000, 40, 3_000, 800, 12_000, 800, 5, 12_000] {
            let text = Self.document(count, seed: count)
            let mapped = try #require(Mapper<Batch>().map(JSONString: text))
            #expect(mapped.items.count == count)
            #expect(mapped.items.enumerated().allSatisfy { $0.element == Item(index: $0.offset, seed: count) })
            let tree = try JSONValue(parsing: text)
            #expect(tree["items"]?.array?.count == count)
            #expect(tree["items"]?[count - 1]?["name"]?.string == Item(index: count - 1, seed: count).name)
        }
    }

    /// Threads mapping and parsing at once take and give blocks at once: each still reads back
    /// its own document (the thread sanitizer run of CI watches the lock).
    @Test("threads parsing at once each read back their own document")
    func threadsAtOnce() throws {
        let texts = (0..<8).map { Self.document(200 + 700 * $0, seed: $0) }
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: 64) { run in
            let which = run % texts.count
            let count = 200 + 700 * which
            let mapped = Mapper<Batch>().map(JSONString: texts[which])
            let tree = try? JSONValue(parsing: texts[which])
            if mapped?.items.count != count || mapped?.items.last != Item(index: count - 1, seed: which)
                || tree?["items"]?.array?.count != count {
                failures.add("run \(run), document \(which)")
            }
        }
        #expect(failures.all.isEmpty, "\(failures.all)")
    }

    private final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var list: [String] = []
        func add(_ failure: String) { lock.withLock { list.append(failure) } }
        var all: [String] { lock.withLock { list } }
    }

    /// `{"items": [...]}` with `count` items, pretty-printed, with escapes and non-ASCII text.
    private static func document(_ count: Int, seed: Int) -> String {
        let items = (0..<count).map { index in
            let item = Item(index: index, seed: seed)
            return "    {\"id\": \(item.id), \"name\": \"\(item.name.replacingOccurrences(of: "/", with: "\\/"))\", \"ok\": \(item.ok)}"
        }
        return "{\n  \"items\": [\n" + items.joined(separator: ",\n") + "\n  ]\n}"
    }

    private struct Batch: Mappable {
        var items: [Item] = []
        init?(map: Map) {}
        mutating func mapping(map: Map) { items <- map["items"] }
    }

    private struct Item: Mappable, Equatable {
        var id = 0
        var name = ""
        var ok = false
        init?(map: Map) {}
        init(index: Int, seed: Int) {
            id = index * 31 + seed
            name = "item/\(seed)/\(index) é"
            ok = (index + seed) % 2 == 0
        }
        mutating func mapping(map: Map) {
            id <- map["id"]
            name <- map["name"]
            ok <- map["ok"]
        }
    }
}
