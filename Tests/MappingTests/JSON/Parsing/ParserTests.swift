import Foundation
import Testing
import Mapping

/// The parser's own conformance cases, so the project tests its parser without ../shared,
/// and its errors, with exact positions and texts.
@Suite("Parser")
struct ParserTests {
    @Test("accepts", arguments: [
        ("{}", JSONValue.object([:])),
        ("[]", .array([])),
        (" \t\r\n[ 1 , 2 ] \n", [1, 2]),
        ("0", 0), ("-0", .number(JSONNumber(literal: "-0")!)), ("1e5", .number(JSONNumber(literal: "1e5")!)),
        ("true", true), ("false", false), ("null", nil),
        (#""""#, ""), (#""\"\\\/\b\f\n\r\t""#, "\"\\/\u{8}\u{C}\n\r\t"),
        (#""\u00e9\u00E9""#, "éé"), (#""\ud83d\ude00""#, "😀"), (#""\u0000""#, "\u{0}"),
        ("\u{FEFF}{}", [:]),
        (#"{"a": {"b": [null, {"c": -1.5e-3}]}}"#, ["a": ["b": [nil, ["c": .number(JSONNumber(literal: "-1.5e-3")!)]]]]),
        ("\"é中😀\"", "é中😀"),
    ] as [(String, JSONValue)])
    func accepts(text: String, expected: JSONValue) throws {
        #expect(try JSONValue(parsing: text) == expected)
        #expect(try JSONValue(parsing: Data(text.utf8)) == expected)
        #expect(try JSONValue(parsing: Array(text.utf8)) == expected)
    }

    @Test("rejects", arguments: [
        "", " ", "[", "]", "{", "[1,]", #"{"a":1,}"#, "[,1]", "[1 2]", #"{"a" 1}"#, #"{a: 1}"#, "{'a': 1}",
        "01", "1.", ".5", "+1", "-", "1e", "1e+", "0x10", "NaN", "Infinity", "-Infinity", "tru", "nul",
        #""a"#, "\"\u{1}\"", #""\x""#, #""\u12""#, #""\ud800""#, #""\udc00x""#, "[1]x", "{}{}", "/* c */ 1",
        "[\"\t\"]", "1 2",
    ])
    func rejects(text: String) {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: text) }
    }

    /// Objects of up to 16 keys look for a repeated key only where a mask of fingerprint bits
    /// says one may be: every pair of positions repeated is still found (the first position,
    /// the last value), and objects whose keys are all distinct keep them all.
    @Test(arguments: 2...16)
    func aRepeatedKeyIsFoundAtEveryPairOfPositionsInSmallObjects(count: Int) throws {
        let keys = (0..<count).map { "key\($0 * 7919 % 1000)" }
        let distinct = try JSONValue(parsing: "{" + keys.indices.map { "\"\(keys[$0])\":\($0)" }.joined(separator: ",") + "}")
        #expect(distinct.object?.count == count)
        for later in 1..<count {
            for earlier in 0..<later {
                var members = keys
                members[later] = keys[earlier]
                let text = "{" + members.indices.map { "\"\(members[$0])\":\($0)" }.joined(separator: ",") + "}"
                let object = try #require(try JSONValue(parsing: text).object)
                #expect(object.count == count - 1, "\(earlier) repeated at \(later)")
                #expect(object[keys[earlier]] == .number(JSONNumber(later)), "\(earlier) repeated at \(later)")
                #expect(object.keys.firstIndex(of: keys[earlier]) == earlier, "\(earlier) repeated at \(later)")
            }
        }
    }

    /// Objects of more than 16 keys look for a repeated key in a table made for each object
    /// (always on the stack up to 128 keys, 256 slots): a repeat is found at the
    /// first, a middle and the last position, and objects that follow one another in a
    /// document, with the same keys, do not see each other's keys as repeats.
    @Test(arguments: [17, 40, 128, 129, 300])
    func aRepeatedKeyIsFoundInLargeObjectsAndNotAcrossThem(count: Int) throws {
        let keys = (0..<count).map { "key\($0 * 7919 % 10_000)" }
        func object(_ members: [String]) -> String {
            "{" + members.indices.map { "\"\(members[$0])\":\($0)" }.joined(separator: ",") + "}"
        }
        let siblings = try JSONValue(parsing: "[" + Array(repeating: object(keys), count: 3).joined(separator: ",") + "]")
        #expect(siblings.array?.map { $0.object?.count } == [count, count, count])
        let mapped = try #require(Mapper<KeyBag>().map(JSONString: object(keys)))
        #expect(mapped.values.count == count)
        for (earlier, later) in [(0, 1), (0, count - 1), (count / 2, count / 2 + 1), (count - 2, count - 1), (1, count / 2)] {
            var members = keys
            members[later] = keys[earlier]
            let text = object(members)
            let parsed = try #require(try JSONValue(parsing: text).object)
            #expect(parsed.count == count - 1, "\(earlier) repeated at \(later)")
            #expect(parsed[keys[earlier]] == .number(JSONNumber(later)), "\(earlier) repeated at \(later)")
            #expect(throws: JSONParseError.self, "\(earlier) repeated at \(later)") {
                try JSONValue(parsing: text, options: .rejectDuplicateKeys)
            }
            let bag = try #require(Mapper<KeyBag>().map(JSONString: text))
            #expect(bag.values.count == count - 1, "\(earlier) repeated at \(later)")
            #expect(bag.values[keys[earlier]] == later, "\(earlier) repeated at \(later)")
        }
    }

    /// The parser's stacks (open containers, and the keys of open objects) start in 32 places
    /// lent by the parse and move to memory of their own when they fill. Keys repeated on
    /// either side of that move, in an object opened after it, and in an object 40 levels deep
    /// are all found, from text as from a tree: the first position, the last value, reported.
    @Test func repeatedKeysAreFoundWhereTheParserStacksOutgrowTheirFirstRoom() throws {
        func members(_ prefix: String, _ count: Int, repeating original: Int, at repeated: Int) -> [String] {
            (0..<count).map { index in
                index == repeated ? "\"\(prefix)\(original)\":\(1_000 + index)" : "\"\(prefix)\(index)\":\(index)"
            }
        }
        var outer = members("o", 40, repeating: 2, at: 37)
        outer.insert("\"inner\":{" + members("i", 40, repeating: 1, at: 38).joined(separator: ",") + "}", at: 20)
        outer.append("\"deep\":" + String(repeating: "[", count: 40) + #"{"x":1,"y":0,"x":2}"#
                     + String(repeating: "]", count: 40))
        let text = "{" + outer.joined(separator: ",") + "}"

        let tree = try JSONValue(parsing: text)
        let object = try #require(tree.object)
        #expect(object.count == 41)
        #expect(Array(object.keys.prefix(4)) == ["o0", "o1", "o2", "o3"])
        #expect(tree["o2"] == 1_037 && tree["o39"] == 39)
        #expect(tree["inner"]?.object?.count == 39)
        #expect(tree["inner"]?["i1"] == 1_038 && tree["inner"]?["i39"] == 39)

        let expected = RepeatedKeys(o2: 1_037, o39: 39, i1: 1_038, i39: 39, x: 2)
        for (model, issues) in [Mapper<RepeatedKeys>().mapWithIssues(JSONString: text),
                                Mapper<RepeatedKeys>().mapWithIssues(JSONData: Data(text.utf8))] {
            #expect(model == expected)
            // Keys read through a path are reported as they are read; plain keys when the
            // model is done. A path this long is shortened in the text.
            let repeated = ": the key appears more than once: expected one value for "
            let texts = issues.map(\.description)
            #expect(texts.count == 3)
            #expect(texts.first == "inner.i1\(repeated)\"i1\", found 2 values; the last one was mapped")
            #expect(texts.dropFirst().first?.hasPrefix("deep.0.0.0.") == true)
            #expect(texts.dropFirst().first?.hasSuffix(".0.x\(repeated)\"x\", found 2 values; the last one was mapped") == true)
            #expect(texts.last == "o2\(repeated)\"o2\", found 2 values; the last one was mapped")
        }
        #expect(Mapper<RepeatedKeys>().map(JSONObject: try #require(tree.foundationValue as? [String: Any])) == expected)
    }

    /// Keys repeated in object after object are shared between them; a pool of 300 keys (more
    /// than the 256 the tree builder keeps) of every length up to 40, many alike but for one
    /// byte, drawn at random into 2,000 objects, reads back key for key, value for value.
    @Test func repeatedKeysAcrossObjectsReadBackExactly() throws {
        var generator = SplitMix64(seed: 0xC0FF_EE00)
        let pool: [String] = (0..<300).map { number in
            let length = number % 41
            var bytes = Array(repeating: UInt8(ascii: "k"), count: length)
            if length > 0 { bytes[number % length] = UInt8(ascii: "a") + UInt8(number % 26) }
            if number % 7 == 0, length > 2 { bytes[length / 2] = 0xC3; bytes[length / 2 + 1] = 0xA9 }
            return String(decoding: bytes, as: UTF8.self)
        }
        var objects: [JSONValue] = []
        var text = "["
        for index in 0..<2_000 {
            var members: [(String, JSONValue)] = []
            var used = Set<String>()
            for _ in 0..<Int.random(in: 0...6, using: &generator) {
                let key = pool[Int.random(in: 0..<pool.count, using: &generator)]
                guard used.insert(key).inserted else { continue }
                members.append((key, .number(JSONNumber(members.count))))
            }
            objects.append(.object(JSONObject(members)))
            text += (index > 0 ? "," : "") + "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
        }
        text += "]"
        let parsed = try JSONValue(parsing: Array(text.utf8))
        let elements = try #require(parsed.array)
        #expect(elements.count == objects.count)
        for (found, expected) in zip(elements, objects) {
            #expect(found.object?.keys.map { Array($0.utf8) } == expected.object?.keys.map { Array($0.utf8) })
            #expect(found == expected)
        }
    }

    /// Objects and arrays nested in every order, deeper than the 64 levels whose kinds the tree
    /// builder keeps as bits, each with a scalar beside the nested container: every level reads
    /// back as the container it was.
    @Test func mixedNestingReadsBackAtEveryLevel() throws {
        for pattern in [[true], [false], [true, false], [true, true, false], [false, false, true]] {
            let depth = 150
            var text = ""
            var expected: JSONValue = "end"
            for level in (0..<depth).reversed() {
                let isObject = pattern[level % pattern.count]
                expected = isObject ? .object(["n": .number(JSONNumber(level)), "in": expected]) : .array([.number(JSONNumber(level)), expected])
            }
            for level in 0..<depth {
                text += pattern[level % pattern.count] ? #"{"n": \#(level), "in": "# : "[\(level), "
            }
            text += #""end""#
            for level in (0..<depth).reversed() { text += pattern[level % pattern.count] ? "}" : "]" }
            #expect(try JSONValue(parsing: text) == expected, "\(pattern)")
        }
    }

    /// Arrays and objects of every short length (those up to four are made as literals of their
    /// exact size, longer ones by reserving and appending) hold their values in order, strings
    /// and nested containers as well as numbers, and give them up intact when the tree is
    /// taken apart and the document parsed again.
    @Test func containersOfEveryShortLengthHoldTheirValuesInOrder() throws {
        for length in 0...9 {
            let values: [JSONValue] = (0..<length).map { index in
                switch index % 3 {
                case 0: .string("s\(index) " + String(repeating: "x", count: 20 * index))
                case 1: .number(JSONNumber(index))
                default: .array([.number(JSONNumber(index)), .string("in \(index)")])
                }
            }
            let array = JSONValue.array(values)
            let object = JSONValue.object(JSONObject(values.enumerated().map { ("k\($0.offset)", $0.element) }))
            let document: JSONValue = ["array": array, "object": object, "both": [array, object]]
            let text = try document.jsonString()
            for _ in 0..<2 {
                let parsed = try JSONValue(parsing: text)
                #expect(parsed == document, "\(length)")
                #expect(try JSONValue(parsing: Data(text.utf8)) == document, "\(length)")
                #expect(parsed["object"]?.object?.keys.map { $0 } == (0..<length).map { "k\($0)" })
            }
        }
    }

    /// Runs of whitespace of every length, of spaces alone or mixed with the other three
    /// whitespace bytes, and near the end of the document as well as far from it, are skipped
    /// exactly; any other byte inside a run stops it, and is reported where it is.
    @Test func whitespaceRunsOfEveryLengthAreSkippedExactly() throws {
        for length in 0...20 {
            for mixed in [false, true] {
                let run = Self.whitespace(length, mixed: mixed)
                for tail in [0, 1, 12] {
                    let text = [UInt8(ascii: "[")] + run + Array("1,".utf8) + run + Array("2".utf8) + run
                        + [UInt8(ascii: "]")] + [UInt8](repeating: 0x20, count: tail)
                    #expect(try JSONValue(parsing: Data(text)) == [1, 2], "run of \(length), mixed \(mixed), tail \(tail)")
                    // The last byte of the first run.
                    if length > 0 { Self.expectStrayBytesRefused(in: text, at: 1 + length - 1) }
                }
            }
        }
    }

    /// Around an object's colon, the layouts documents use (none, or one space after) are read
    /// without the whitespace loop: every run from 0 to 20 bytes on either side is skipped
    /// exactly, a stray byte in the run after the colon is an error where it stands, and so is
    /// the end of the input right after the colon or its space.
    @Test func whitespaceAroundColonsIsSkippedExactly() throws {
        for length in 0...20 {
            for mixed in [false, true] {
                let run = Self.whitespace(length, mixed: mixed)
                for value in ["1", "\"x\"", "{}", "[2]", "true", "-0.5"] {
                    let text = Array("{\"a\"".utf8) + run + [UInt8(ascii: ":")] + run + Array(value.utf8)
                        + Array(",\"b\":".utf8) + run + Array("null}".utf8)
                    let parsed = try JSONValue(parsing: Data(text))
                    #expect(parsed == ["a": try JSONValue(parsing: value), "b": nil], "run of \(length), mixed \(mixed), \(value)")
                    // The last byte of the run after the first colon.
                    if length > 0 { Self.expectStrayBytesRefused(in: text, at: 4 + length + 1 + length - 1) }
                }
            }
        }
        for cut in [#"{"a":"#, #"{"a": "#, #"{"a":  "#, #"{"a":"# + "\n"] {
            do {
                _ = try JSONValue(parsing: cut)
                Issue.record("\(cut) was accepted")
            } catch {
                #expect(error.offset == cut.utf8.count && error.found == "end of input", "\(cut)")
            }
        }
    }

    /// `length` bytes of whitespace: spaces, or with every third byte a line feed, tab or
    /// carriage return in turn.
    private static func whitespace(_ length: Int, mixed: Bool) -> [UInt8] {
        let others: [UInt8] = [0x0A, 0x09, 0x0D]
        var run = [UInt8](repeating: 0x20, count: length)
        if mixed { for position in stride(from: 0, to: length, by: 3) { run[position] = others[position % 3] } }
        return run
    }

    /// `text` with a byte that is not JSON whitespace (nor a token) at `offset`, which must be
    /// inside a run of whitespace, is refused with an error at that offset.
    private static func expectStrayBytesRefused(in text: [UInt8], at offset: Int,
                                                sourceLocation: SourceLocation = #_sourceLocation) {
        for stray: UInt8 in [0x0B, 0x0C, 0x00, 0xA0] {
            var broken = text
            broken[offset] = stray
            do {
                _ = try JSONValue(parsing: Data(broken))
                Issue.record("byte 0x\(String(stray, radix: 16)) at \(offset) was accepted", sourceLocation: sourceLocation)
            } catch {
                #expect(error.offset == offset, "byte 0x\(String(stray, radix: 16)) at \(offset)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func errorsSayWhatWhereAndShowTheSpot() throws {
        let text = "{\n  \"name\": \"Ada\",\n  \"age\": tru\n}"
        do {
            _ = try JSONValue(parsing: text)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .unexpectedCharacter)
            #expect(error.line == 3 && error.column == 13)
            #expect(error.offset == 31)
            #expect(error.expected == "'true'")
            #expect(error.found == "U+000A")
            #expect(error.description == "line 3, column 13: expected 'true', found U+000A")
            #expect(error.excerpt == "  \"age\": tru")
            #expect(error.diagnostic == "line 3, column 13: expected 'true', found U+000A\n  \"age\": tru\n            ^")
        }
    }

    @Test(arguments: [
        ("[1, 2,]", 1, 7, "a value", "']'"),
        ("{\"a\" 1}", 1, 6, "':'", "'1'"),
        ("[1\n,\n2\n", 4, 1, "',' or ']'", "end of input"),
        ("{\"é\": x}", 1, 7, "a value", "'x'"),
        ("\"abc", 1, 5, "'\"' to end the string", "end of input"),
        ("[01]", 1, 3, "',' or ']'", "'1'"),
        ("-a", 1, 2, "a digit after '-'", "'a'"),
        ("\"\\q\"", 1, 3, "an escape character (\" \\ / b f n r t or u)", "'q'"),
        // Literals cut short or misspelt: the error is at the first byte that differs.
        ("[tru]", 1, 5, "'true'", "']'"),
        ("nul", 1, 4, "'null'", "end of input"),
        ("[fals", 1, 6, "'false'", "end of input"),
        ("[nulL]", 1, 5, "'null'", "'L'"),
        ("{\"a\": falsy}", 1, 11, "'false'", "'y'"),
        ("[true", 1, 6, "',' or ']'", "end of input"),
        // What shows as nothing or as a plain space is named by its code point.
        ("[1,\u{A0}2]", 1, 4, "a value", "U+00A0"),
        ("{}\u{200B}", 1, 3, "end of input after the value", "U+200B"),
        ("[\u{301}]", 1, 2, "a value", "U+0301"),
        ("[😀]", 1, 2, "a value", "'😀'"),
    ])
    func errorPositions(text: String, line: Int, column: Int, expected: String, found: String) throws {
        do {
            _ = try JSONValue(parsing: text)
            Issue.record("expected an error for \(text)")
        } catch {
            #expect(error.line == line, "\(text)")
            #expect(error.column == column, "\(text)")
            #expect(error.expected == expected, "\(text)")
            #expect(error.found == found, "\(text)")
        }
    }

    @Test func limits() throws {
        var limits = JSONParseLimits()
        limits.maximumDocumentSize = 4
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: "[1, 2]", limits: limits) }
        limits = JSONParseLimits()
        limits.maximumStringLength = 3
        #expect(try JSONValue(parsing: #"["abc"]"#, limits: limits) == ["abc"])
        do {
            _ = try JSONValue(parsing: #"{"abcd": 1}"#, limits: limits)
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .limitExceeded)
            #expect(error.offset == 1)
        }
        limits = JSONParseLimits()
        limits.maximumNumberLength = 5
        #expect(try JSONValue(parsing: "12345").int == 12345)
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: "123456", limits: limits) }
        // The same limit on the short path numbers take when eight bytes follow them.
        #expect(try JSONValue(parsing: "[12345, -1234, 1.234, 1]", limits: limits) == [12345, -1234, 1.234, 1])
        for (text, offset) in [("[123456, 1, 2]", 1), ("[1, -12345, 2]", 4), ("{\"a\": 1.2345, \"b\": 1}", 6)] {
            do {
                _ = try JSONValue(parsing: text, limits: limits)
                Issue.record("expected an error for \(text)")
            } catch {
                #expect(error.kind == .limitExceeded, "\(text)")
                #expect(error.offset == offset, "\(text)")
            }
        }
        limits = JSONParseLimits()
        limits.maximumDepth = 2
        #expect(try JSONValue(parsing: "[[1]]", limits: limits) == [[1]])
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: "[[[1]]]", limits: limits) }
        // Arrays read whole in place (empty, or numbers to the end) count as levels too, and so
        // do number runs that the general path finishes (tapes: JSONReadableTests).
        for (text, fits) in Self.depthCases {
            #expect(((try? JSONValue(parsing: text, limits: limits)) != nil) == fits, "\(text)")
        }
        limits.maximumDepth = 1_000_000
        #expect(limits.maximumDepth == 1_000)
    }

    /// Documents and whether they fit a depth limit of 2.
    static let depthCases = [("[[]]", true), ("[[[]]]", false), ("[[1, 2], [3]]", true), ("[[[1, 2]]]", false),
                             ("[[1, [2]]]", false), ("[1, [2, [3]]]", false), ("[1, [2, \"a\"]]", true),
                             ("{\"a\": [1, 2]}", true), ("{\"a\": [[1]]}", false), ("[{\"a\": []}]", false)]

    /// An array that starts with numbers is read by a shorter path until its first value that
    /// is not a number; what follows, and every error after a number, must be as anywhere else.
    @Test("arrays that start with numbers read back exactly, into trees and through tapes", arguments: [
        ("[1,2,3]", [1, 2, 3]),
        (" [ 1 ,\n-2.5 , 0 ] ", [1, .number(JSONNumber(literal: "-2.5")!), 0]),
        ("[1e2,-0,3]", [.number(JSONNumber(literal: "1e2")!), .number(JSONNumber(literal: "-0")!), 3]),
        ("[1,\"a\",2]", [1, "a", 2]),
        ("[1,[2,3],4]", [1, [2, 3], 4]),
        ("[1, {\"a\": [2]}, 3]", [1, ["a": [2]], 3]),
        ("[1, true, null, false, 2]", [1, true, nil, false, 2]),
        ("[[1,2],[3,4],[],[5]]", [[1, 2], [3, 4], [], [5]]),
        ("[7]", [7]),
        ("{\"a\": [1, 2], \"b\": [3]}", ["a": [1, 2], "b": [3]]),
    ] as [(String, JSONValue)])
    func numberRunsReadBack(text: String, expected: JSONValue) throws {
        #expect(try JSONValue(parsing: text) == expected)
        let holder = try #require(Mapper<ValueHolder>().map(JSONString: "{\"value\": \(text)}"))
        #expect(holder.value == expected)
    }

    @Test("errors after a number in an array are found where they are", arguments: [
        ("[1,2", 1, 5, "',' or ']'", "end of input"),
        ("[1,2,", 1, 6, "a value", "end of input"),
        ("[1,2,]", 1, 6, "a value", "']'"),
        ("[1 2]", 1, 4, "',' or ']'", "'2'"),
        ("[1;2]", 1, 3, "',' or ']'", "';'"),
        ("[1,-]", 1, 5, "a digit after '-'", "']'"),
        ("[1,01]", 1, 5, "',' or ']'", "'1'"),
        ("[1,2]x", 1, 6, "end of input after the value", "'x'"),
        ("[1,2}", 1, 5, "',' or ']'", "'}'"),
        ("{\"a\": [1, 2}", 1, 12, "',' or ']'", "'}'"),
    ])
    func numberRunErrors(text: String, line: Int, column: Int, expected: String, found: String) throws {
        try errorPositions(text: text, line: line, column: column, expected: expected, found: found)
        let (value, issues) = Mapper<ValueHolder>().mapWithIssues(JSONString: text)
        #expect(value == nil)
        #expect(issues.first?.kind == .invalidJSON, "\(text)")
        #expect(issues.first?.found == "line \(line), column \(column): expected \(expected), found \(found)", "\(text)")
    }
}

/// Every member of an object, read through a tape.
private struct KeyBag: Mappable {
    var values: [String: Int] = [:]
    init?(map: Map) {}
    mutating func mapping(map: Map) {
        for key in map.JSON.keys { values[key] = try? map.value(key, nested: false) }
    }
}

/// One `JSONValue` property, to read a value through a tape.
private struct ValueHolder: Mappable {
    var value: JSONValue = nil
    init?(map: Map) {}
    mutating func mapping(map: Map) { value <- map["value"] }
}

/// Keys on both sides of where the parser's stacks first grow (see
/// `repeatedKeysAreFoundWhereTheParserStacksOutgrowTheirFirstRoom`).
private struct RepeatedKeys: Mappable, Equatable {
    var o2 = 0, o39 = 0, i1 = 0, i39 = 0, x = 0
    init(o2: Int, o39: Int, i1: Int, i39: Int, x: Int) {
        (self.o2, self.o39, self.i1, self.i39, self.x) = (o2, o39, i1, i39, x)
    }
    init?(map: Map) {}
    mutating func mapping(map: Map) {
        o2 <- map["o2"]
        o39 <- map["o39"]
        i1 <- map["inner.i1"]
        i39 <- map["inner.i39"]
        x <- map["deep." + String(repeating: "0.", count: 40) + "x"]
    }
}
