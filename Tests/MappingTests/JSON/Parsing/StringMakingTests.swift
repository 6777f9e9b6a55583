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
