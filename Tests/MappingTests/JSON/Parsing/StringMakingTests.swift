import Foundation
import Testing
import Mapping

/// Strings made from JSON, through every door (text, bytes, `Data`; trees and models), and the
/// JSON text written back, behave in every way like the same strings written as literals:
/// equal, with equal hashes, the same characters, scalars and counts, and the same order.
/// The library makes them from bytes it has already checked without checking them again, so
/// this holds it to what the standard library's own decoding gives.
@Suite("Strings made from JSON and written as JSON")
struct StringMakingTests {
    /// Each text with the JSON string literal that stands for it, raw and with escapes.
    static let cases: [(text: String, literal: String)] = [
        ("", #""""#),
        ("plain ascii", #""plain ascii""#),
        ("a string of more than fifteen ascii bytes", #""a string of more than fifteen ascii bytes""#),
        ("é", #""é""#),
        ("café au lait, crème brûlée", #""café au lait, crème brûlée""#),
        ("用户1", #""用户1""#),
        ("金牛座 and ascii after the CJK, long enough for the heap", #""金牛座 and ascii after the CJK, long enough for the heap""#),
        ("😀", #""😀""#),
        ("e\u{301} stays decomposed", #""e\u0301 stays decomposed""#),
        ("é from an escape", #""\u00e9 from an escape""#),
        ("😀 from a surrogate pair", #""\ud83d\ude00 from a surrogate pair""#),
        ("tab\there, é raw and \u{e9} escaped", #""tab\there, é raw and \u00E9 escaped""#),
        ("quote \" and backslash \\ in 中文", #""quote \" and backslash \\ in 中文""#),
    ]

    final class Holder: Mappable {
        var text = ""
        var texts: [String] = []
        var byKey: [String: String] = [:]
        init() {}
        required init?(map: Map) {}
        func mapping(map: Map) {
            text <- map["text"]
            texts <- map["texts"]
            byKey <- map["byKey"]
        }
    }

    /// Every way the library hands back a string of `document`'s `"text"` member.
    static func decoded(_ document: String) throws -> [(door: String, value: String)] {
        var found: [(String, String)] = []
        for (door, tree) in [("tree from String", try JSONValue(parsing: document)),
                             ("tree from bytes", try JSONValue(parsing: Array(document.utf8))),
                             ("tree from Data", try JSONValue(parsing: Data(document.utf8)))] {
            found.append((door, try #require(tree["text"].string)))
        }
        let mapper = Mapper<Holder>()
        found.append(("model from String", try #require(mapper.map(JSONString: document)).text))
        found.append(("model from Data", try #require(mapper.map(JSONData: Data(document.utf8))).text))
        return found
    }

    @Test("a decoded string is its literal in every respect", arguments: cases)
    func decodedStringsBehaveAsLiterals(text: String, literal: String) throws {
        for (door, value) in try Self.decoded(#"{"text": \#(literal)}"#) {
            Self.expectSame(value, text, door)
        }
    }

    @Test("decoded strings key dictionaries and sets as their literals do")
    func decodedStringsAsKeys() throws {
        let members = Self.cases.map { "\($0.literal): \($0.literal)" }.joined(separator: ", ")
        let elements = Self.cases.map(\.literal).joined(separator: ", ")
        let document = #"{"byKey": {\#(members)}, "texts": [\#(elements)]}"#
        let holder = try #require(Mapper<Holder>().map(JSONString: document))
        let tree = try JSONValue(parsing: Data(document.utf8))
        let set = Set(holder.texts)
        for (text, _) in Self.cases {
            #expect(holder.byKey[text] == text, "\(text)")
            #expect(set.contains(text), "\(text)")
            #expect(tree["byKey"][text].string == text, "\(text)")
        }
        #expect(holder.texts == Self.cases.map(\.text))
        #expect(holder.texts.sorted() == Self.cases.map(\.text).sorted())
    }

    @Test("written JSON text is the text a literal would give, and reads back", arguments: cases)
    func writtenTextBehavesAsLiteral(text: String, literal: String) throws {
        let holder = Holder()
        holder.text = text
        let written = try #require(Mapper<Holder>().toJSONString(holder))
        let value = try JSONValue(parsing: written)
        #expect(value["text"].string == text)
        let tree: JSONValue = ["text": .string(text), "texts": [], "byKey": [:]]
        let fromTree = try tree.jsonString()
        #expect(fromTree == written)
        // The same text assembled by the standard library: only the quote, the backslash and
        // the tab in these texts need escapes.
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\t", with: "\\t")
        let expected = "{\"text\":\"" + escaped + "\",\"texts\":[],\"byKey\":{}}"
        Self.expectSame(written, expected, "toJSONString")
        Self.expectSame(try JSONValue.string(text).jsonString(), "\"" + escaped + "\"", "jsonString")
    }

    @Test("text that is not UTF-8 is still refused where it goes wrong, through every door")
    func invalidBytesAreRefused() {
        // "ok", then é cut short by a quote, inside an object; then a lone continuation byte.
        let cutShort: [UInt8] = Array(#"{"text": "ok"#.utf8) + [0xC3] + Array(#""}"#.utf8)
        let stray: [UInt8] = Array(#"{"text": "中"#.utf8) + [0x80] + Array(#""}"#.utf8)
        for (bytes, offset) in [(cutShort, 12), (stray, 13)] {
            for parse in [{ _ = try JSONValue(parsing: bytes) }, { _ = try JSONValue(parsing: Data(bytes)) }] {
                let error = #expect(throws: JSONParseError.self) { try parse() }
                #expect(error?.offset == offset)
            }
            #expect(Mapper<Holder>().map(JSONData: Data(bytes)) == nil)
        }
    }

    /// Random strings of UTF-8 pieces, valid and not, at every alignment: the tree and the tape
    /// accept exactly what the standard library's validation accepts, and refuse the rest at the
    /// same offset, the end of the longest valid prefix.
    @Test("string content is accepted exactly when it is valid UTF-8, through the tree and the tape")
    func randomContentAgreesWithTheStandardLibrary() throws {
        // Pieces: ASCII, valid sequences of each length with the edge second bytes of E0, ED,
        // F0 and F4, runs of CJK, and what is never valid (overlong, surrogate, above U+10FFFF,
        // stray continuation, cut short, impossible lead).
        let pieces: [[UInt8]] = [
            [0x61], [0x7E], Array("plain words ".utf8), [0xC3, 0xA9], [0xDF, 0xBF],
            [0xE0, 0xA0, 0x80], [0xE3, 0x81, 0x82], [0xE4, 0xB8, 0xAD], [0xEC, 0xBF, 0xBF], [0xED, 0x9F, 0xBF],
            [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBD], Array("日本語のテキスト".utf8), Array("中文".utf8),
            [0xF0, 0x90, 0x80, 0x80], [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
            [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
            [0xC0, 0xAF], [0xC1, 0xBF], [0x80], [0xBF], [0xE3, 0x81], [0xE3], [0xF0, 0x9F, 0x98], [0xF5, 0x80],
            [0xFF], [0xE3, 0x41, 0x82],
        ]
        var generator = SplitMix64(seed: 0x5EED_0F_07F8)
        for round in 0..<3_000 {
            var content: [UInt8] = []
            let valid = round % 2 == 0
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                // Half the rounds use valid pieces only (the first 17).
                let piece = pieces[Int.random(in: 0..<(valid ? 17 : pieces.count), using: &generator)]
                content += piece
            }
            let document = [UInt8(ascii: "\"")] + content + [UInt8(ascii: "\"")]
            let expectedValid = String(validating: content, as: UTF8.self) != nil
            let before = Array(#"{"texts": [], "byKey": {}, "text": "#.utf8)
            let mapped = Mapper<Holder>().mapWithIssues(JSONData: Data(before + document + "}".utf8))
            do {
                _ = try JSONValue(parsing: document)
                #expect(expectedValid, "the tree accepted \(content)")
                #expect(mapped.value != nil && mapped.issues.isEmpty, "the tape refused \(content)")
            } catch {
                // `JSONValue(parsing:)` throws only `JSONParseError`.
                #expect(!expectedValid, "the tree refused \(content): \(error)")
                #expect(error.kind == JSONParseError.Kind.invalidUTF8, "\(content): \(error)")
                // Refused where the longest valid prefix ends, by the tape too, and the same way.
                let invalidAt = error.offset - 1
                #expect(String(validating: content[..<invalidAt], as: UTF8.self) != nil, "\(content) at \(invalidAt)")
                #expect(mapped.value == nil, "the tape accepted \(content)")
                let kinds = mapped.issues.map { $0.kind }
                let found = mapped.issues.first?.found ?? ""
                let column = "column \(error.column + before.count)"
                #expect(kinds == [MappingIssue.Kind.invalidJSON], "\(content)")
                #expect(found.contains(column), "\(content): \(found) against \(error)")
                #expect(found.hasSuffix(error.found), "\(content)")
            }
        }
    }

    /// After an escape, the rest of a string is scanned (and later decoded) a word at a time:
    /// runs of every length between escapes (and escapes that begin the string) decode exactly, and a raw control character or a
    /// byte that is not UTF-8 anywhere in such a run is refused where it is, by the tree and
    /// the tape.
    @Test("runs of every length between escapes decode exactly, and bad bytes in them are found")
    func runsBetweenEscapes() throws {
        let escapes: [(text: String, decoded: String)] = [
            (#"\/"#, "/"), (#"\n"#, "\n"), (#"\u00e9"#, "é"), (#"\ud83d\ude00"#, "😀"), (#"\\"#, "\\"),
        ]
        let before = Array(#"{"texts": [], "byKey": {}, "text": "#.utf8)
        for (escape, decoded) in escapes {
            for filler in ["a", "é", "中"] {
                for length in 0..<20 {
                    let run = String(repeating: filler, count: length)
                    // The escapes after one character, and at the very start of the string.
                    for lead in ["x", ""] {
                        let literal = "\"" + lead + escape + run + escape + run + "\""
                        let expected = lead + decoded + run + decoded + run
                        #expect(try JSONValue(parsing: Array(literal.utf8)).string == expected, "\(literal)")
                        let holder = Mapper<Holder>().map(JSONData: Data(before + Array(literal.utf8) + "}".utf8))
                        #expect(holder?.text == expected, "\(literal)")
                    }
                    // A bad byte between any two characters of the run after the first escape.
                    let head = Array(("\"x" + escape).utf8)
                    let runBytes = Array(run.utf8)
                    for place in stride(from: 0, through: runBytes.count, by: filler.utf8.count) {
                        for bad: UInt8 in [0x01, 0xFF] {
                            let bytes = head + runBytes[..<place] + [bad] + runBytes[place...] + Array((escape + "\"").utf8)
                            let error = #expect(throws: JSONParseError.self) { try JSONValue(parsing: bytes) }
                            #expect(error?.offset == head.count + place, "\(bytes)")
                            let mapped = Mapper<Holder>().mapWithIssues(JSONData: Data(before + bytes + "}".utf8))
                            #expect(mapped.value == nil && mapped.issues.count == 1, "\(bytes)")
                        }
                    }
                }
            }
        }
    }

    /// `value` and `expected` are equal, hash alike, and have the same characters, scalars,
    /// counts and order against other strings.
    static func expectSame(_ value: String, _ expected: String, _ door: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(value == expected, "\(door)", sourceLocation: sourceLocation)
        #expect(value.hashValue == expected.hashValue, "\(door)", sourceLocation: sourceLocation)
        #expect(value.count == expected.count, "\(door)", sourceLocation: sourceLocation)
        #expect(Array(value) == Array(expected), "\(door)", sourceLocation: sourceLocation)
        #expect(Array(value.unicodeScalars) == Array(expected.unicodeScalars), "\(door)", sourceLocation: sourceLocation)
        #expect(Array(value.utf8) == Array(expected.utf8), "\(door)", sourceLocation: sourceLocation)
        #expect(Array(value.utf16) == Array(expected.utf16), "\(door)", sourceLocation: sourceLocation)
        #expect(value.reversed().elementsEqual(expected.reversed()), "\(door)", sourceLocation: sourceLocation)
        for other in ["", "a", "é", "z", "中", "😀"] {
            #expect((value < other) == (expected < other), "\(door) against \(other)", sourceLocation: sourceLocation)
        }
        if let last = expected.last {
            #expect(value.last == last, "\(door)", sourceLocation: sourceLocation)
            #expect(value.firstIndex(of: last).map { value.distance(from: value.startIndex, to: $0) }
                        == expected.firstIndex(of: last).map { expected.distance(from: expected.startIndex, to: $0) },
                    "\(door)", sourceLocation: sourceLocation)
        }
    }
}
