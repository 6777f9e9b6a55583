import Testing
@testable import Mapping

/// The tape's layout, entry by entry, as its design comment in `JSONTape.swift` draws it: if the
/// layout changes, this test and that comment change together.
@Suite("JSON tape")
struct JSONTapeTests {
    /// An entry's fields, without the key fingerprints (which are checked apart).
    struct Fields: Equatable, CustomStringConvertible {
        var kind: JSONTape.Kind
        var flag = false
        var scale: UInt16 = 0
        var start: UInt32 = 0
        var end: UInt32 = 0
        var count: UInt32 = 0

        var description: String { "\(kind) flag \(flag) scale \(scale) start \(start) end \(end) count \(count)" }
    }

    private func tape(_ text: String) throws -> JSONTape {
        try #require(try JSONTape.parse(Array(text.utf8), limits: JSONParseLimits()))
    }

    private func fields(_ tape: JSONTape, keys: Set<Int> = []) -> [Fields] {
        tape.entries.enumerated().map { index, entry in
            Fields(kind: entry.kind, flag: entry.flag, scale: entry.scale, start: entry.start, end: entry.end,
                   count: keys.contains(index) ? 0 : entry.count)
        }
    }

    @Test func theDocumentedExampleHasTheDocumentedEntries() throws {
        let text = #"{"id": 42, "tags": ["a", "b"], "ok": true}"#
        let tape = try tape(text)
        #expect(fields(tape, keys: [1, 3, 7]) == [
            Fields(kind: .object, end: 9, count: 3),
            Fields(kind: .string, start: 2, end: 4),
            Fields(kind: .number, start: 7, end: 42),
            Fields(kind: .string, start: 12, end: 16),
            Fields(kind: .array, end: 7, count: 2),
            Fields(kind: .string, start: 21, end: 22),
            Fields(kind: .string, start: 26, end: 27),
            Fields(kind: .string, start: 32, end: 34),
            Fields(kind: .trueValue),
        ])
        // A string's range is its content between the quotes.
        let bytes = Array(text.utf8)
        #expect(String(decoding: bytes[12..<16], as: UTF8.self) == "tags")
    }

    @Test func keyEntriesCarryTheLowHalfOfTheirFingerprint() throws {
        let tape = try tape(#"{"id": 42, "tags": []}"#)
        for (index, key) in [(1, "id"), (3, "tags")] {
            let print = UInt32(truncatingIfNeeded: Array(key.utf8).withUnsafeBufferPointer(DuplicateFinder.fingerprint))
            #expect(tape.entries[index].count == print, "\(key)")
        }
        // A string value that is not a key has no fingerprint.
        #expect(try self.tape(#"["id"]"#).entries[1].count == 0)
    }

    @Test func numbersAreKeptDecodedUnlessOnlyTheirTextFits() throws {
        let text = #"[-1.50, 1e3, 18446744073709551615, "x\n"]"#
        let tape = try tape(text)
        #expect(fields(tape) == [
            Fields(kind: .array, end: 5, count: 4),
            Fields(kind: .number, flag: true, scale: 2, start: 1, end: 150),
            Fields(kind: .number, scale: JSONTape.literalNumber, start: 8, end: 11),
            Fields(kind: .number, start: 13, end: .max, count: .max),
            Fields(kind: .string, flag: true, start: 36, end: 39),
        ])
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
}
