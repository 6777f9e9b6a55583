import Foundation
import Testing
import Mapping

/// Every row of ../shared/BAD_INPUTS.md, with the exact outcome the library must give.
/// Test names carry the row number; rows 1-3 use the JSONTestSuite when it is present and a
/// representative inline case always.
@Suite("BAD_INPUTS.md, row by row")
struct BadInputMatrixTests {
    // MARK: Parsing

    private func parseError(_ bytes: [UInt8], limits: JSONParseLimits = JSONParseLimits()) -> JSONParseError? {
        do {
            _ = try JSONValue(parsing: bytes, limits: limits)
            return nil
        } catch {
            return error
        }
    }

    private func parseError(_ text: String) -> JSONParseError? { parseError(Array(text.utf8)) }

    // Needs ../shared/jsontestsuite (the JSONTestSuite files), which a fresh clone does not
    // have; the inline cases of rows 2-3 below run without it.
    @Test("rows 1-3: the JSONTestSuite, y_ accepted, n_ rejected, i_ by the documented policy",
          .enabled(if: SharedFiles.exists("jsontestsuite/test_parsing"), "needs ../shared/jsontestsuite"))
    func rows01to03TestSuite() throws {
        let folder = SharedFiles.url("jsontestsuite/test_parsing")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        var counts = (accepted: 0, rejected: 0, implementationDefined: 0)
        for name in names.sorted() where name.hasSuffix(".json") {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let error = parseError([UInt8](data))
            if name.hasPrefix("y_") {
                #expect(error == nil, "\(name) must parse: \(String(describing: error))")
                counts.accepted += 1
            } else if name.hasPrefix("n_") {
                #expect(error != nil, "\(name) must be rejected")
                counts.rejected += 1
            } else if name.hasPrefix("i_") {
                // Policy: numbers are kept as literals (accepted), one UTF-8 BOM is accepted,
                // nesting within the limit is accepted; invalid UTF-8, lone surrogates and
                // UTF-16 are rejected.
                let accepted = name.hasPrefix("i_number") || name.contains("BOM_empty_object")
                    || name.contains("500_nested")
                #expect((error == nil) == accepted, "\(name): \(String(describing: error))")
                counts.implementationDefined += 1
            }
        }
        #expect(counts.accepted == 95)
        #expect(counts.rejected == 188)
        #expect(counts.implementationDefined == 35)
    }

    @Test("row 2: trailing commas are rejected with offset, line and column")
    func row02TrailingCommas() throws {
        let array = try #require(parseError("[1,]"))
        #expect((array.offset, array.line, array.column) == (3, 1, 4))
        #expect(array.description == "line 1, column 4: expected a value, found ']'")
        let object = try #require(parseError("{\"a\":1,}"))
        #expect(object.description == "line 1, column 8: expected a key in double quotes, found '}'")
    }

    @Test("row 4: nesting limit at the depth where it was hit, never a stack overflow",
          arguments: [513, 100_000, 1_000_000])
    func row04Depth(depth: Int) throws {
        #expect(parseError(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) == nil)
        let error = try #require(parseError([UInt8](repeating: UInt8(ascii: "["), count: depth)))
        #expect(error.kind == .tooDeep)
        #expect(error.offset == 512)
        #expect(error.column == 513)
        var limits = JSONParseLimits()
        limits.maximumDepth = 8
        #expect(parseError(Array("[[[[[[[[[]]]]]]]]]".utf8), limits: limits)?.offset == 8)
    }

    @Test("row 5: invalid UTF-8 is rejected at its offset, never repaired",
          arguments: [
            ([0x5B, 0x22, 0xFF, 0x22, 0x5D], 2),                    // ["\xff"]
            ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 2),              // overlong "/"
            ([0x5B, 0x22, 0x61, 0xE2, 0x82, 0x22, 0x5D], 3),        // truncated sequence
            ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 2),        // an encoded surrogate
            ([0x7B, 0x22, 0x61, 0xFF, 0x62, 0x22, 0x3A, 0x31, 0x7D], 3), // a bad byte in a key
          ] as [([UInt8], Int)])
    func row05InvalidUTF8(bytes: [UInt8], offset: Int) throws {
        let error = try #require(parseError(bytes))
        #expect(error.kind == .invalidUTF8)
        #expect(error.offset == offset)
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: Data(bytes)) }
    }

    @Test("row 6: lone surrogates rejected, a valid pair decoded",
          arguments: [#"["\ud800"]"#, #"["\udc00"]"#, #"["\udc00\ud800"]"#])
    func row06LoneSurrogates(text: String) throws {
        #expect(parseError(text)?.kind == .invalidEscape)
        #expect(try JSONValue(parsing: #"["\ud83d\ude00"]"#)[0]?.string == "😀")
    }

    @Test("row 7: raw control characters rejected; an escaped NUL kept")
    func row07ControlCharacters() throws {
        let error = try #require(parseError("[\"a\tb\"]"))
        #expect(error.kind == .controlCharacterInString)
        #expect(error.offset == 3)
        #expect(try JSONValue(parsing: #"["a\u0000b"]"#)[0]?.string == "a\u{0}b")
    }

    @Test("row 8: duplicate keys: last value at the first position, on every path")
    func row08DuplicateKeys() throws {
        let value = try JSONValue(parsing: #"{"a":1,"b":0,"a":2}"#)
        #expect(value.object?.keys == ["a", "b"])
        #expect(value["a"] == 2)
        #expect(try value.jsonString() == #"{"a":2,"b":0}"#)
        let literal: JSONValue = ["a": 1, "b": 0, "a": 2]
        #expect(literal == value)
        #expect(Mapper<Counter>().map(JSONString: #"{"count":1,"count":2}"#)?.count == 2)
    }

    @Test("row 9: keys equal only after normalization are two keys")
    func row09Normalization() throws {
        let value = try JSONValue(parsing: "{\"\u{E9}\": 1, \"e\u{301}\": 2}")
        #expect(value.object?.count == 2)
        #expect(value["\u{E9}"] == 1)
        #expect(value["e\u{301}"] == 2)
    }

    @Test("row 10: trailing content is rejected",
          arguments: [("{} x", 3), ("{}{}", 2), ("{}\u{0}", 2), ("1 2", 2)])
    func row10TrailingContent(text: String, offset: Int) throws {
        let error = try #require(parseError(text))
        #expect(error.kind == .trailingContent)
        #expect(error.offset == offset)
    }

    @Test("row 11: empty input and whitespace only", arguments: ["", " \n\t "])
    func row11Empty(text: String) throws {
        let error = try #require(parseError(text))
        #expect(error.kind == .unexpectedEndOfInput)
        #expect(error.description.hasSuffix("expected a value, found end of input"))
    }

    @Test("row 12: large documents parse (linear time is checked in LargeInputTests)")
    func row12Large() throws {
        let elements = try JSONValue(parsing: "[" + Array(repeating: "0", count: 1_000_000).joined(separator: ",") + "]")
        #expect(elements.array?.count == 1_000_000)
        let digits = "1" + String(repeating: "0", count: 1_000_000)
        let number = try JSONValue(parsing: digits)
        #expect(try number.jsonString() == digits)
        #expect(number.int == nil)
        #expect(number.double == nil)
    }

    // MARK: Numbers into typed properties

    @Test("rows 13-16, 19, 20, 22: values that do not fit leave the property as it was, with an issue",
          arguments: [
            ("int", "9223372036854775808", "number 9223372036854775808"),
            ("int", "18446744073709551616", "number 18446744073709551616"),
            ("int", "123456789012345678901234567890", "number 123456789012345678901234567890"),
            ("uint", "-1", "number -1"),
            ("int8", "300", "number 300"),
            ("int", "1.5", "number 1.5"),
            ("int", "0.1", "number 0.1"),
            ("int", "true", "bool true"),
            ("bool", "1", "number 1"),
            ("float", "3.4028236e38", "number 3.4028236e38"),
            ("int", "\"12\"", "string \"12\""),
          ])
    func rows13to22Unchanged(key: String, literal: String, found: String) throws {
        let (numbers, allIssues) = Mapper<Numbers>().mapWithIssues(JSONString: "{\"\(key)\": \(literal)}")
        #expect(numbers == Numbers())
        // The other properties' keys are absent: each is a missing-key issue, not this row's.
        let issues = allIssues.filter { $0.kind != .missingKey }
        let issue = try #require(issues.first)
        #expect(issues.count == 1)
        #expect(issue.kind == .typeMismatch)
        #expect(issue.keyPath == key)
        #expect(issue.found == found)
    }

    @Test("rows 16, 17, 18, 21, 23: exact conversions")
    func rowsExactConversions() throws {
        let mapper = Mapper<Numbers>()
        #expect(mapper.map(JSONString: #"{"int": 1.0}"#)?.int == 1)
        #expect(mapper.map(JSONString: #"{"int64": 9007199254740993}"#)?.int64 == 9_007_199_254_740_993)
        #expect(mapper.map(JSONString: #"{"double": 9007199254740993}"#)?.double == 9_007_199_254_740_992)
        #expect(mapper.map(JSONString: #"{"double": 9223372036854775807}"#)?.double == 9_223_372_036_854_775_808)
        let negativeZero = try #require(mapper.map(JSONString: #"{"double": -0.0}"#))
        #expect(negativeZero.double.sign == .minus)
        #expect(mapper.toJSONString(negativeZero)?.contains("\"double\":-0") == true)
        let written = try #require(mapper.toJSONString(negativeZero))
        let again = try #require(mapper.map(JSONString: written))
        #expect(again.double.sign == .minus && again.double == 0)
        #expect(mapper.map(JSONString: #"{"double": -0}"#)?.double.sign == .minus)
        #expect(mapper.map(JSONString: #"{"decimal": 1.66}"#)?.decimal == Decimal(string: "1.66"))
    }

    @Test("row 22: a numeric string maps with .lenientTypes, only when exact")
    func row22Lenient() {
        let lenient = Mapper<Numbers>(options: .lenientTypes)
        #expect(lenient.map(JSONString: #"{"int": "12"}"#)?.int == 12)
        #expect(lenient.map(JSONString: #"{"int": "12.5"}"#)?.int == 0)
        #expect(lenient.map(JSONString: #"{"bool": 1}"#)?.bool == true)
    }

    // MARK: Writing

    @Test("row 24: NaN and infinity name their key path", arguments: [Double.nan, .infinity, -.infinity])
    func row24NonFinite(value: Double) throws {
        var numbers = Numbers()
        numbers.double = value
        let (string, issues) = Mapper<Numbers>().toJSONStringWithIssues(numbers)
        #expect(string == nil)
        #expect(issues.first?.keyPath == "double")
        #expect(issues.first?.kind == .unwritableValue)
        #expect(throws: MapError.self) { try Mapper<Numbers>().toJSONStringOrFail(numbers) }
        #expect(Mapper<Numbers>().toJSONString(numbers) == nil)
    }

    @Test("row 25: strings that need escapes re-parse to the same string")
    func row25Escapes() throws {
        let text = "quote \" backslash \\ controls \u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F} lines \u{2028}\u{2029} emoji 😀"
        let written = try JSONValue.string(text).jsonString()
        #expect(try JSONValue(parsing: written).string == text)
    }

    @Test("row 26: doubles in their shortest round-trip form",
          arguments: [(0.1, "0.1"), (1e-7, "1e-07"), (Double.leastNonzeroMagnitude, "5e-324"),
                      (Double.greatestFiniteMagnitude, "1.7976931348623157e+308")])
    func row26ShortestDoubles(value: Double, text: String) throws {
        let written = try JSONValue.number(JSONNumber(value)).jsonString()
        #expect(written == text)
        #expect(try JSONValue(parsing: written).double == value)
        #expect(try JSONValue.number(JSONNumber(Float(0.1))).jsonString() == "0.1")
    }

    @Test("row 27: integers and 30-digit decimals keep every digit")
    func row27ExactDigits() throws {
        #expect(try JSONValue(integerLiteral: Int.min).jsonString() == "-9223372036854775808")
        #expect(try JSONValue.number(JSONNumber(UInt64.max)).jsonString() == "18446744073709551615")
        let thirty = "123456789012345678.901234567890"
        #expect(try JSONValue(parsing: thirty).jsonString() == thirty)
        let decimal = try #require(Decimal(string: "12345678901234567890.1234567891"))
        #expect(try JSONValue.number(JSONNumber(decimal)).jsonString() == "12345678901234567890.1234567891")
    }

    // MARK: Mapping

    @Test("row 28: a fragment given to a model or array API is nil with a clear issue",
          arguments: [("1", "number 1"), ("\"a\"", "string \"a\""), ("null", "null")])
    func row28Fragments(text: String, found: String) throws {
        let (value, issues) = Mapper<Numbers>().mapWithIssues(JSONString: text)
        #expect(value == nil)
        #expect(issues.first?.description == "(document): expected Numbers (an object), found \(found)")
        #expect(Mapper<Numbers>().mapArray(JSONString: text) == nil)
    }

    @Test("row 29: absent, null and wrong type are three outcomes")
    func row29Presence() throws {
        var start = Optionals()
        start.name = "kept"
        let mapper = Mapper<Optionals>()
        let absent = mapper.map(JSONString: "{}", toObject: start)
        #expect(absent.name == "kept")
        let null = mapper.map(JSONString: #"{"name": null}"#, toObject: start)
        #expect(null.name == nil)
        let (wrong, issues) = mapper.mapWithIssues(JSONString: #"{"name": 5}"#)
        #expect(wrong?.name == nil)
        #expect(issues.map(\.description) == ["name: expected String, found number 5"])
        #expect(mapper.map(JSONString: #"{"name": 5}"#, toObject: start).name == "kept")
    }

    @Test("row 30: one Mapper from many tasks gives the sequential results")
    func row30Concurrency() async throws {
        let mapper = Mapper<Numbers>(options: .lenientTypes)
        let inputs = (0..<200).map { #"{"int": "\#($0)", "double": \#($0).5, "int8": \#($0 % 300)}"# }
        let sequential = inputs.map { mapper.map(JSONString: $0) }
        let concurrent = await withTaskGroup(of: (Int, Numbers?).self) { group in
            for (index, input) in inputs.enumerated() {
                group.addTask { (index, mapper.map(JSONString: input)) }
            }
            var results = [Numbers?](repeating: nil, count: inputs.count)
            for await (index, numbers) in group { results[index] = numbers }
            return results
        }
        #expect(concurrent == sequential)
    }
}

/// Numbers of every kind the rows exercise; every property starts at its default.
private struct Numbers: Mappable, Equatable, Sendable {
    var int = 0
    var int8: Int8 = 0
    var int64: Int64 = 0
    var uint: UInt = 0
    var double = 0.0
    var float: Float = 0
    var bool = false
    var decimal = Decimal(0)

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        int     <- map["int"]
        int8    <- map["int8"]
        int64   <- map["int64"]
        uint    <- map["uint"]
        double  <- map["double"]
        float   <- map["float"]
        bool    <- map["bool"]
        decimal <- map["decimal"]
    }

    static func == (lhs: Numbers, rhs: Numbers) -> Bool {
        lhs.int == rhs.int && lhs.int8 == rhs.int8 && lhs.int64 == rhs.int64 && lhs.uint == rhs.uint
            && (lhs.double == rhs.double || (lhs.double.isNaN && rhs.double.isNaN)) && lhs.float == rhs.float
            && lhs.bool == rhs.bool && lhs.decimal == rhs.decimal
    }
}

private struct Optionals: Mappable {
    var name: String?
    init() {}
    init?(map: Map) {}
    mutating func mapping(map: Map) { name <- map["name"] }
}

private struct Counter: Mappable {
    var count = 0
    init?(map: Map) {}
    mutating func mapping(map: Map) { count <- map["count"] }
}
