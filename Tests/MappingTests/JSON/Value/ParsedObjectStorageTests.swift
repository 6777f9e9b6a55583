import Foundation
import Testing
@testable import Mapping

/// A parse puts the members of many objects in one shared block (see `MemberBlock`): these
/// check that objects still behave as values, that an edit of one object never reaches the
/// objects beside it in the block, and that a dropped tree frees its blocks.
@Suite("Parsed object storage")
struct ParsedObjectStorageTests {
    /// Objects side by side at one depth, each with members of every kind.
    static let siblings = #"""
    [{"a": 1, "b": "two", "c": [3]}, {"d": {"e": null}}, {"f": true, "g": 7.5}, {}]
    """#

    static func parsed(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }

    @Test("changing, adding and removing a member changes only that object")
    func editsStayInTheirObject() throws {
        let original = try Self.parsed(Self.siblings)
        let text = try original.jsonString()

        var edited = original
        edited[0]?["a"] = 10
        edited[0]?["z"] = "added"
        edited[1]?["d"] = nil
        edited[2]?["f"] = nil
        edited[2]?["g"] = [1, 2]

        #expect(edited == [
            ["a": 10, "b": "two", "c": [3], "z": "added"],
            [:],
            ["g": [1, 2]],
            [:],
        ])
        // The tree it was copied from shares the blocks, and is unchanged.
        #expect(try original.jsonString() == text)
        #expect(original == [["a": 1, "b": "two", "c": [3]], ["d": ["e": nil]], ["f": true, "g": 7.5], [:]])
    }

    @Test("appending to an object never writes over the next object's members")
    func appendsDoNotOverrunTheRun() throws {
        var tree = try Self.parsed(#"[{"a": 1}, {"b": 2}, {"c": 3}]"#)
        for index in 0..<100 { tree[0]?["k\(index)"] = .number(JSONNumber(index)) }
        #expect(tree[0]?.object?.count == 101)
        #expect(tree[0]?["k99"] == 99)
        #expect(tree[1] == ["b": 2])
        #expect(tree[2] == ["c": 3])
        // The middle object too, whose members lie between two others.
        tree[1]?["b2"] = "x"
        #expect(tree == [.object(tree[0]!.object!), ["b": 2, "b2": "x"], ["c": 3]])
    }

    @Test("an object taken out of a parsed tree is a value: copies change apart")
    func objectsAreValues() throws {
        let tree = try Self.parsed(Self.siblings)
        var first = try #require(tree[0]?.object)
        let copy = first
        first["a"] = "changed"
        first["b"] = nil
        #expect(copy["a"] == 1)
        #expect(copy["b"] == "two")
        #expect(copy.keys == ["a", "b", "c"])
        #expect(first.keys == ["a", "c"])
        #expect(tree[0] == .object(copy))

        var third = try #require(tree[2]?.object)
        third.reserveCapacity(50)
        third["h"] = "new"
        #expect(tree[2]?["h"] == nil)
        #expect(third.keys == ["f", "g", "h"])
    }

    @Test("objects spread over many blocks, and one larger than a block, read back whole")
    func manyObjectsAndLargeOnes() throws {
        // 1,500 objects of 3 members at one depth fill several blocks; one object of 3,000
        // members is larger than any block a parse shares.
        let small = (0..<1_500).map { #"{"id": \#($0), "name": "n\#($0)", "tags": [\#($0)]}"# }
        let large = "{" + (0..<3_000).map { #""k\#($0)": \#($0)"# }.joined(separator: ",") + "}"
        let tree = try Self.parsed("[" + small.joined(separator: ",") + "," + large + "]")

        let elements = try #require(tree.array)
        #expect(elements.count == 1_501)
        for index in [0, 1, 341, 342, 1_023, 1_024, 1_499] {
            #expect(elements[index] == ["id": .number(JSONNumber(index)), "name": .string("n\(index)"), "tags": [.number(JSONNumber(index))]])
        }
        let last = try #require(elements[1_500].object)
        #expect(last.count == 3_000)
        #expect(last["k0"] == 0)
        #expect(last["k2999"] == 2_999)
        #expect(try JSONValue(parsing: tree.jsonString()) == tree)
    }

    @Test("a dropped tree frees every block its objects used")
    func droppedTreeFreesItsBlocks() throws {
        // Objects at many depths, and siblings at each: a block that held an object nested in
        // one of its own would keep itself alive.
        var text = #"{"x": 0}"#
        for depth in 0..<40 { text = #"{"d\#(depth)": \#(text), "s": {"t": [\#(depth), {"u": 1}]}}"# }
        var blocks: [WeakBlock] = []
        do {
            let tree = try Self.parsed("[" + text + "," + text + "]")
            collectBlocks(of: tree, into: &blocks)
            #expect(blocks.count > 40)
            #expect(blocks.allSatisfy { $0.block != nil })
        }
        #expect(blocks.allSatisfy { $0.block == nil })
    }

    @Test("an object kept from a dropped tree still reads, and frees its block when dropped")
    func keptObjectOutlivesItsTree() throws {
        var kept: JSONObject?
        var blocks: [WeakBlock] = []
        do {
            let tree = try Self.parsed(Self.siblings)
            kept = tree[1]?["d"]?.object
            collectBlocks(of: tree, into: &blocks)
        }
        #expect(kept == ["e": nil])
        kept = nil
        #expect(blocks.allSatisfy { $0.block == nil })
    }

    /// Found in review: every object at one depth shared a block, so a response's small
    /// `"meta"` object shared its block with the members of `"data"`, and keeping `meta` alone
    /// kept the whole document (31 MB for 100,000 records) alive.
    @Test("a small object kept from a dropped tree does not keep a large sibling alive")
    func keptObjectDoesNotKeepItsSiblings() throws {
        let items = (0..<2_000).map { #"{"id": \#($0), "tags": {"a": [\#($0)]}}"# }.joined(separator: ",")
        let text = #"{"meta": {"page": 1, "next": "abc"}, "data": {"items": [\#(items)], "count": 2000}}"#
        var meta: JSONValue?
        var dataBlocks: [WeakBlock] = []
        do {
            let tree = try Self.parsed(text)
            meta = tree["meta"]
            collectBlocks(of: try #require(tree["data"]), into: &dataBlocks)
            #expect(dataBlocks.count > 3)
        }
        #expect(meta == ["page": 1, "next": "abc"])
        #expect(dataBlocks.allSatisfy { $0.block == nil }, "blocks of data still alive")
    }

    @Test("an object kept from a dropped tree keeps at most a block's span of its siblings")
    func keptObjectKeepsABoundedBlock() throws {
        // Objects of about 1 KB of text each: a block takes them up to its span.
        let filler = String(repeating: "x", count: 1_000)
        let items = (0..<500).map { #"{"id": \#($0), "text": "\#(filler)"}"# }.joined(separator: ",")
        var kept: JSONObject?
        do {
            let tree = try Self.parsed("[" + items + "]")
            kept = tree[250]?.object
        }
        let object = try #require(kept)
        #expect(object["id"] == 250)
        // What the kept object's block holds: its own members and its neighbours'.
        let block = try #require(object.block)
        var bytes = 0
        for position in 0..<block.count {
            if case .string(let string) = block.base[position].value { bytes += string.utf8.count }
        }
        #expect(bytes <= MemberBlock.blockSpan, "the block holds \(bytes) bytes of strings")
        #expect(block.count >= 4, "objects this small should still share a block")
    }

    @Test("an object left alone in its block by a dropped tree grows in its own run")
    func lastObjectOfABlockGrows() throws {
        // The first object's members start the block, and its dropped siblings' members
        // follow them: an edit must not take theirs for its own.
        var first: JSONObject
        do {
            let tree = try Self.parsed(Self.siblings)
            first = try #require(tree[0]?.object)
        }
        first["z"] = "added"
        first["a"] = 0
        #expect(first.keys == ["a", "b", "c", "z"])
        #expect(first == ["a": 0, "b": "two", "c": [3], "z": "added"])
        first["b"] = nil
        #expect(first == ["a": 0, "c": [3], "z": "added"])
    }

    @Test("a parsed tree read and edited from many tasks at once")
    func sharedBetweenTasks() async throws {
        let tree = try Self.parsed(Self.siblings)
        let text = try tree.jsonString()
        let results = await withTaskGroup(of: Bool.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mine = tree
                    var ok = true
                    for round in 0..<200 {
                        ok = ok && (try? tree.jsonString()) == text
                        ok = ok && tree[2]?["g"] == 7.5
                        mine[task % 4]?["t\(task)"] = .number(JSONNumber(round))
                        ok = ok && mine[task % 4]?["t\(task)"] == .number(JSONNumber(round))
                    }
                    return ok && tree[0]?["t\(task)"] == nil
                }
            }
            var all: [Bool] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results == Array(repeating: true, count: 8))
        #expect(try tree.jsonString() == text)
    }
}

/// A block, not kept alive by being listed.
struct WeakBlock {
    weak var block: MemberBlock?
}

/// Lists the block of every object in `value` (each block once).
func collectBlocks(of value: JSONValue, into blocks: inout [WeakBlock]) {
    switch value {
    case .array(let elements):
        for element in elements { collectBlocks(of: element, into: &blocks) }
    case .object(let object):
        if object.count > 0, !blocks.contains(where: { $0.block === object.block }) {
            blocks.append(WeakBlock(block: object.block))
        }
        for (_, member) in object { collectBlocks(of: member, into: &blocks) }
    default:
        break
    }
}
