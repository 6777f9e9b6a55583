import Foundation
import Testing
@testable import Mapping

/// The tape's layout, entry by entry, as its design comment in `JSONTape.swift` draws it: if the
/// layout changes, this test and that comment change together.
@Suite("JSON tape")
struct JSONTapeTests {
    /// An entry's stored fields, with the key fingerprints left out (they are checked apart).
    struct Fields: Equatable, CustomStringConvertible {
        var kind: JSONTape.Kind
        var flag = false
        var small: UInt16 = 0
        var first: UInt32 = 0
        var second: UInt32 = 0

        var description: String { "\(kind) flag \(flag) small \(small) first \(first) second \(second)" }
    }

    private func tape(_ text: String) throws -> JSONTape {
        try #require(try JSONTape.parse(Array(text.utf8), limits: JSONParseLimits()))
    }

    /// A tape that reads `text`, padded with spaces to the size read in place, where it is.
    private func readInPlace(_ text: String) throws -> JSONTape {
        let padded = text + String(repeating: " ", count: JSONTape.inPlaceSize)
        let tape = try #require(try JSONTape.parse(JSONTape.Document(contiguous: padded), limits: JSONParseLimits()))
        try #require(tape.readsInPlace)
        return tape
    }

    private func fields(_ tape: JSONTape, keys: Set<Int> = []) -> [Fields] {
        tape.entries.enumerated().map { index, entry in
            Fields(kind: entry.kind, flag: entry.flag, small: keys.contains(index) ? 0 : entry.small,
                   first: entry.first, second: entry.second)
        }
    }

    /// Entries are most of a tape's memory; twelve bytes is what the layout comment promises.
    @Test func anEntryTakesTwelveBytes() {
        #expect(MemoryLayout<JSONTape.Entry>.stride == 12)
    }

    @Test func theDocumentedExampleHasTheDocumentedEntries() throws {
        let text = #"{"id": 42, "tags": ["a", "b"], "ok": true}"#
        let tape = try tape(text)
        // Containers: count, then end; strings: start, then end; numbers: the significand's halves.
        #expect(fields(tape, keys: [1, 3, 7]) == [
            Fields(kind: .object, first: 3, second: 9),
            Fields(kind: .string, first: 2, second: 4),
            Fields(kind: .number, first: 42),
            Fields(kind: .string, first: 12, second: 16),
            Fields(kind: .array, first: 2, second: 7),
            Fields(kind: .string, small: JSONTape.knownASCII, first: 21, second: 22),
            Fields(kind: .string, small: JSONTape.knownASCII, first: 26, second: 27),
            Fields(kind: .string, first: 32, second: 34),
            Fields(kind: .trueValue),
        ])
        #expect(tape.entries[0].count == 3 && tape.entries[0].end == 9)
        #expect(tape.entries[3].start == 12 && tape.entries[3].end == 16)
        #expect(tape.entries[2].significand == 42 && tape.entries[2].scale == 0)
        // A string's range is its content between the quotes.
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "tags")
    }

    @Test func keyEntriesCarrySixteenBitsOfTheirFingerprint() throws {
        let tape = try tape(#"{"id": 42, "tags": []}"#)
        for (index, key) in [(1, "id"), (3, "tags")] {
            let print = Array(key.utf8).withUnsafeBufferPointer(DuplicateFinder.fingerprint)
            #expect(tape.entries[index].fingerprint == UInt16(truncatingIfNeeded: print >> 48), "\(key)")
        }
        // A string value has no fingerprint: the field marks an all-ASCII value instead.
        let values = try self.tape(#"["id", "caf\u00e9", "café", "a\"b"]"#)
        #expect(values.entries[1...4].map(\.small) == [JSONTape.knownASCII, JSONTape.knownASCII, 0, JSONTape.knownASCII])
        #expect((1...4).map { values.stringValue(values.entries[$0]) } == ["id", "caf\u{E9}", "café", "a\"b"])
    }

    /// A key shorter than eight bytes is fingerprinted from one masked word where eight bytes
    /// can be read, byte by byte elsewhere: both give the same fingerprint, whatever follows.
    @Test func shortKeysHaveOneFingerprintWhicheverWayTheyAreRead() {
        for length in 0...8 {
            let key = Array("abcdefgh".utf8.prefix(length))
            let byByte = key.withUnsafeBufferPointer(DuplicateFinder.fingerprint)
            for following in [UInt8(ascii: "\""), 0x00, 0xFF] {
                let padded = key + Array(repeating: following, count: 8)
                let byWord = padded.withUnsafeBufferPointer {
                    DuplicateFinder.fingerprint($0.baseAddress!, count: length, wordReadable: true)
                }
                #expect(byWord == byByte, "\(length) bytes, then 0x\(String(following, radix: 16))")
            }
        }
    }

    /// Repeated short keys are found where the parser reads them by word and where it cannot
    /// (within eight bytes of the end of the document), and lookups find their last value.
    @Test func repeatedShortKeysAreFoundUpToTheEndOfTheDocument() throws {
        for text in [#"{"ab":1,"ab":2}"#, #"{"ab":1,"x":0,"ab":2}"#, #"{"k":[1],"k":2}"#] {
            let tape = try tape(text)
            #expect(tape.entries[0].flag, "\(text)")
            var hint = 0
            let member = try #require(tape.member(text.contains("ab") ? "ab" : "k", inObjectAt: 0, hint: &hint))
            #expect(tape.number(tape.entries[member]) == JSONNumber(2), "\(text)")
        }
    }

    /// Keys are compared a word at a time, the last word overlapping the one before: every
    /// length from 0 to 40 compares equal to itself and unequal with any one byte changed.
    @Test func keyBytesCompareExactlyAtEveryLength() {
        var generator = SplitMix64(seed: 0xE0_0A1)
        for count in 0...40 {
            // One byte more than compared, so that even zero bytes have an address.
            let bytes = (0...count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            bytes.withUnsafeBufferPointer { original in
                var copy = Array(original)
                copy[count] ^= 0xFF
                copy.withUnsafeBufferPointer {
                    #expect(StringBytes.equal(original.baseAddress!, $0.baseAddress!, count: count), "\(count)")
                }
                for position in 0..<count {
                    var changed = copy
                    changed[position] ^= 1 << UInt8(position % 8)
                    changed.withUnsafeBufferPointer {
                        #expect(!StringBytes.equal(original.baseAddress!, $0.baseAddress!, count: count),
                                "\(count) bytes, changed at \(position)")
                    }
                }
            }
        }
    }

    /// A key's bytes are searched for a byte (the path delimiter) a word at a time, the last
    /// word overlapping the one before: at every length from 0 to 40 the byte is found at each
    /// position and nowhere else, with nothing read past the key's last byte (each key lies in
    /// an allocation of its exact size, where the address sanitizer would see such a read).
    @Test func keyBytesAreSearchedExactlyAtEveryLength() {
        for count in 0...40 {
            let key = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
            defer { key.deallocate() }
            // Bytes that differ from the delimiter in one bit, or in every bit.
            for index in 0..<count { key[index] = index % 2 == 0 ? UInt8(ascii: "/") : UInt8(ascii: ".") ^ 0xFF }
            #expect(!StringBytes.contains(UnsafeBufferPointer(key), UInt8(ascii: ".")), "\(count) bytes")
            for position in 0..<count {
                let kept = key[position]
                key[position] = UInt8(ascii: ".")
                #expect(StringBytes.contains(UnsafeBufferPointer(key), UInt8(ascii: ".")), "\(count) bytes, at \(position)")
                key[position] = kept
            }
        }
    }

    /// With both keys in allocations of their exact size (nothing may be read past them), every
    /// length from 1 to 24 compares equal to a copy of itself and unequal with any one bit of
    /// any byte changed.
    @Test func keyBytesCompareExactlyWithNothingReadPastThem() {
        var generator = SplitMix64(seed: 0x5EED_0F)
        for count in 1...24 {
            let original = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
            let copy = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: count)
            defer { original.deallocate(); copy.deallocate() }
            for index in 0..<count { original[index] = UInt8.random(in: 0...255, using: &generator) }
            _ = copy.initialize(from: original)
            #expect(StringBytes.equal(original.baseAddress!, copy.baseAddress!, count: count), "\(count)")
            for position in 0..<count {
                for bit in 0..<8 {
                    copy[position] ^= 1 << UInt8(bit)
                    #expect(!StringBytes.equal(original.baseAddress!, copy.baseAddress!, count: count),
                            "\(count) bytes, bit \(bit) of byte \(position)")
                    copy[position] ^= 1 << UInt8(bit)
                }
            }
        }
    }

    /// Lookups try the key after the previous hit first; whatever the order of the lookups,
    /// each finds its own member, keys of the same length are told apart by their bytes, a
    /// search wraps around to the start, and an absent key leaves the next lookup's hint alone.
    @Test func lookupsInAnyOrderFindTheirOwnMembers() throws {
        let text = #"{"ab": 1, "ac": 2, "abcdefghij": 3, "abcdefghik": 4, "b": 5}"#
        let tape = try tape(text)
        let keys = ["ab", "ac", "abcdefghij", "abcdefghik", "b"]
        for order in Self.permutations(of: Array(keys.indices)) {
            var hint = 0
            for position in order {
                for absent in ["a", "ad", "abcdefghii", "zz"] {
                    var probe = hint
                    #expect(tape.member(absent, inObjectAt: 0, hint: &probe) == nil)
                    #expect(probe == hint)
                }
                let member = try #require(tape.member(keys[position], inObjectAt: 0, hint: &hint))
                #expect(tape.number(tape.entries[member]) == JSONNumber(position + 1), "\(keys[position]) in \(order)")
            }
        }
    }

    /// A key with escapes is never taken for the key at the hint (only the search decodes
    /// escapes): wherever such keys stand, and whatever the order of the lookups, each lookup
    /// finds its own member, from a tape that holds its document and from one read in place.
    @Test func keysWithEscapesAreFoundWhereverTheHintStands() throws {
        let text = #"{"a": 1, "\u0062": 2, "c": 3, "d\u0064": 4, "e": 5, "\u0066f": 6, "g": 7}"#
        let keys = ["a", "b", "c", "dd", "e", "ff", "g"]
        for tape in [try tape(text), try readInPlace(text)] {
            for order in Self.permutations(of: Array(keys.indices)) {
                var hint = 0
                for position in order {
                    let member = try #require(tape.member(keys[position], inObjectAt: 0, hint: &hint),
                                              "\(keys[position]) in \(order)")
                    #expect(tape.number(tape.entries[member]) == JSONNumber(position + 1), "\(keys[position]) in \(order)")
                }
            }
        }
    }

    /// Every order of `elements`.
    static func permutations(of elements: [Int]) -> [[Int]] {
        guard elements.count > 1 else { return [elements] }
        return elements.indices.flatMap { index in
            var rest = elements
            let first = rest.remove(at: index)
            return permutations(of: rest).map { [first] + $0 }
        }
    }

    @Test func numbersAreKeptDecodedUnlessOnlyTheirTextFits() throws {
        let text = #"[-1.50, 1e3, 18446744073709551615, "x\n"]"#
        let tape = try tape(text)
        #expect(fields(tape) == [
            Fields(kind: .array, first: 4, second: 5),
            Fields(kind: .number, flag: true, small: 2, first: 150),
            Fields(kind: .number, small: JSONTape.literalNumber, first: 8, second: 11),
            Fields(kind: .number, first: .max, second: .max),
            Fields(kind: .string, flag: true, small: JSONTape.knownASCII, first: 36, second: 39),
        ])
        #expect(tape.entries[1].significand == 150 && tape.entries[1].scale == 2)
        #expect(tape.entries[2].start == 8 && tape.entries[2].end == 11)
        #expect(tape.entries[3].significand == .max)
    }

    @Test func anObjectThatRepeatsAKeyIsFlagged() throws {
        #expect(try tape(#"{"a": 1, "a": 2}"#).entries[0].flag)
        #expect(try tape(#"{"a": 1, "b": 2}"#).entries[0].flag == false)
    }

    @Test func nextStepsOverAWholeSubtree() throws {
        let tape = try tape(#"{"id": 42, "tags": ["a", "b"], "ok": true}"#)
        #expect(tape.next(after: 0) == 9)
        #expect(tape.next(after: 2) == 3)
        #expect(tape.next(after: 4) == 7)
        #expect(tape.next(after: 5) == 6)
    }

    /// Short values take more entries than the builder makes room for (one per 12 bytes), so
    /// its buffer grows several times, with containers open across each growth: every entry,
    /// and every container's count and end set when it closes, must survive the moves.
    @Test func entriesSurviveTheBufferGrowingUnderOpenContainers() throws {
        let pairs = 3_000
        let text = "[" + (0..<pairs).map { "[\($0 % 10),[\($0 % 7)]]" }.joined(separator: ",") + "]"
        let tape = try tape(text)
        // The outer array, then per pair: its array, a number, the inner array, a number.
        try #require(tape.entries.count == 1 + 4 * pairs)
        #expect(tape.entries.count > text.utf8.count / 12 + 32)
        #expect(tape.entries[0].kind == .array && tape.entries[0].count == UInt32(pairs))
        #expect(tape.entries[0].end == UInt32(tape.entries.count))
        var wrong: [Int] = []
        for pair in 0..<pairs {
            let at = 1 + 4 * pair
            let (outer, first, inner, second) = (tape.entries[at], tape.entries[at + 1], tape.entries[at + 2],
                                                 tape.entries[at + 3])
            if outer.kind != .array || outer.count != 2 || outer.end != UInt32(at + 4)
                || first.kind != .number || first.significand != UInt64(pair % 10)
                || inner.kind != .array || inner.count != 1 || inner.end != UInt32(at + 4)
                || second.kind != .number || second.significand != UInt64(pair % 7) {
                wrong.append(pair)
            }
        }
        #expect(wrong.isEmpty, "pairs with wrong entries: \(wrong.prefix(5))")
        #expect(tape.value(at: 0) == (try JSONValue(parsing: text)))
    }

    /// Entries taken from a tape stay readable after the tape is gone (the address sanitizer
    /// run of the tests would catch a read of freed memory).
    @Test func entriesOutliveTheirTape() throws {
        let entries = try tape(#"[1, "two", [3]]"#).entries
        #expect(entries.map(\.kind) == [.array, .number, .string, .array, .number])
        #expect(entries[4].significand == 3 && entries[0].end == 5)
    }
}

/// Documents of `JSONTape.inPlaceSize` or more are read in place from the caller's `String` or
/// `Data` rather than copied: everything read from them (escaped strings and keys, numbers kept
/// as text, repeated keys, member lookups from a hint) must equal what the copied and tree
/// paths give.
@Suite("JSON tape: large documents read in place")
struct JSONTapeInPlaceTests {
    /// An array of `count` records with escaped keys and strings, long and exponent numbers,
    /// a repeated key in the first record and, last, a record whose `id` does not convert.
    static func document(count: Int) -> String {
        var text = "["
        for index in 0..<count {
            if index > 0 { text += "," }
            text += #"{"id":\#(index),"na\u006De":"caf\u00e9 \"\#(index)\"","score":1.5e\#(index % 300),"#
            text += #""big":123456789012345678901234567890,"tags":["a","b\n"]\#(index == 0 ? #","id":1"# : "")}"#
        }
        text += #",{"id":"not a number","name":"bad","score":0,"big":0,"tags":[]}]"#
        return text
    }

    @Test(arguments: [12_000, 50])
    func readsInPlaceFromAMebibyteAndAgreesWithTheCopiedAndTreePaths(count: Int) throws {
        let text = Self.document(count: count)
        let inPlace = count > 50
        try #require((text.utf8.count >= JSONTape.inPlaceSize) == inPlace)

        let fromString = try #require(try JSONTape.parse(JSONTape.Document(contiguous: text), limits: JSONParseLimits()))
        let fromData = try #require(try JSONTape.parse(.data(Data(text.utf8)), limits: JSONParseLimits()))
        let fromBytes = try #require(try JSONTape.parse(Array(text.utf8), limits: JSONParseLimits()))
        #expect(fromString.readsInPlace == inPlace && fromData.readsInPlace == inPlace
                && fromBytes.readsInPlace == inPlace)
        let tree = try JSONValue(parsing: text)
        #expect(fromString.value(at: 0) == tree)
        #expect(fromData.value(at: 0) == tree)
        #expect(fromBytes.value(at: 0) == tree)

        let mapper = Mapper<Record>()
        let expected = mapper.mapArrayWithIssues(JSONValue: tree)
        let repeated = "0.id: the key appears more than once: expected one value for \"id\", found 2 values; the last one was mapped"
        let mismatch = "\(count).id: expected Int, found string \"not a number\""
        #expect(expected.issues.map(\.description) == [mismatch])
        for (records, issues) in [mapper.mapArrayWithIssues(JSONString: text),
                                  mapper.mapArrayWithIssues(JSONData: Data(text.utf8))] {
            #expect(records?.count == count + 1)
            #expect(records == expected.value)
            #expect(records?.first == Record(id: 1, name: "caf\u{E9} \"0\"", score: 1.5,
                                             big: Decimal(string: "123456789012345678901234567890")!, tags: ["a", "b\n"]))
            // The text doors also report the repeated key, which a tree has already settled.
            #expect(issues.map(\.description) == [repeated, mismatch])
        }
    }
}

/// A record of the in-place test: each kind of value the tape reads from the document's bytes.
private struct Record: Mappable, Equatable {
    var id = 0
    var name = ""
    var score = 0.0
    var big = Decimal(0)
    var tags: [String] = []

    init(id: Int, name: String, score: Double, big: Decimal, tags: [String]) {
        self.id = id
        self.name = name
        self.score = score
        self.big = big
        self.tags = tags
    }

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id <- map["id"]
        name <- map["name"]
        score <- map["score"]
        big <- map["big"]
        tags <- map["tags"]
    }
}
