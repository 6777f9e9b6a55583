import Foundation
import Testing
import TestSupport
import Mapping

/// Bad and awkward input, kind by kind, with the exact outcome the library must give: malformed
/// documents, limits, text that needs escaping, fragments, and one mapper used from many tasks.
/// (The list of kinds is kept beside the repository in ../shared/BAD_INPUTS.md; what it says
/// about repeated and normalization-equal keys is tested in JSONObjectTests, and about numbers
/// in typed properties in ScalarConversionTests.) The JSONTestSuite run needs
/// ../shared/jsontestsuite; the inline cases run without it.
@Suite("Bad input: one exact outcome for each kind")
struct BadInputTests {
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
    // have; the inline cases below run without it.
    @Test("the JSONTestSuite: y_ accepted, n_ rejected, i_ by the documented policy",
          .enabled(if: SharedFiles.exists("jsontestsuite/test_parsing"), "needs ../shared/jsontestsuite"))
    func theJSONTestSuiteIsAcceptedOrRejectedByPolicy() throws {
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

    @Test("trailing commas are rejected with offset, line and column")
    func trailingCommasAreRejectedWithTheirPlace() throws {
        let array = try #require(parseError("[1,]"))
        #expect((array.offset, array.line, array.column) == (3, 1, 4))
        #expect(array.description == "line 1, column 4: expected a value, found ']'")
        let object = try #require(parseError("{\"a\":1,}"))
        #expect(object.description == "line 1, column 8: expected a key in double quotes, found '}'")
    }

    @Test("nesting limit at the depth where it was hit, never a stack overflow",
          arguments: [513, 100_000, 1_000_000])
    func nestingPastTheLimitStopsWhereItWasHit(depth: Int) throws {
        #expect(parseError(String(repeating: "[", count: 512) + String(repeating: "]", count: 512)) == nil)
        let error = try #require(parseError([UInt8](repeating: UInt8(ascii: "["), count: depth)))
        #expect(error.kind == .tooDeep)
        #expect(error.offset == 512)
        #expect(error.column == 513)
        var limits = JSONParseLimits()
        limits.maximumDepth = 8
        #expect(parseError(Array("[[[[[[[[[]]]]]]]]]".utf8), limits: limits)?.offset == 8)
    }

    @Test("invalid UTF-8 is rejected at its offset, never repaired",
          arguments: [
            ([0x5B, 0x22, 0xFF, 0x22, 0x5D], 2),                    // ["\xff"]
            ([0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], 2),              // overlong "/"
            ([0x5B, 0x22, 0x61, 0xE2, 0x82, 0x22, 0x5D], 3),        // truncated sequence
            ([0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], 2),        // an encoded surrogate
            ([0x7B, 0x22, 0x61, 0xFF, 0x62, 0x22, 0x3A, 0x31, 0x7D], 3), // a bad byte in a key
          ] as [([UInt8], Int)])
    func invalidUTF8IsRejectedAtItsOffset(bytes: [UInt8], offset: Int) throws {
        let error = try #require(parseError(bytes))
        #expect(error.kind == .invalidUTF8)
        #expect(error.offset == offset)
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: Data(bytes)) }
    }

    @Test("lone surrogates rejected, a valid pair decoded",
          arguments: [#"["\ud800"]"#, #"["\udc00"]"#, #"["\udc00\ud800"]"#])
    func loneSurrogatesAreRejectedAndPairsDecoded(text: String) throws {
        #expect(parseError(text)?.kind == .invalidEscape)
        #expect(try JSONValue(parsing: #"["\ud83d\ude00"]"#)[0]?.string == "😀")
    }

    @Test("raw control characters rejected; an escaped NUL kept")
    func rawControlCharactersAreRejected() throws {
        let error = try #require(parseError("[\"a\tb\"]"))
        #expect(error.kind == .controlCharacterInString)
        #expect(error.offset == 3)
        #expect(try JSONValue(parsing: #"["a\u0000b"]"#)[0]?.string == "a\u{0}b")
    }

    @Test("trailing content is rejected",
          arguments: [("{} x", 3), ("{}{}", 2), ("{}\u{0}", 2), ("1 2", 2)])
    func trailingContentIsRejected(text: String, offset: Int) throws {
        let error = try #require(parseError(text))
        #expect(error.kind == .trailingContent)
        #expect(error.offset == offset)
    }

    @Test("empty input and whitespace only", arguments: ["", " \n\t "])
    func emptyInputIsRejected(text: String) throws {
        let error = try #require(parseError(text))
        #expect(error.kind == .unexpectedEndOfInput)
        #expect(error.description.hasSuffix("expected a value, found end of input"))
    }

    @Test("large documents parse (linear time is checked in LargeInputTests)")
    func largeDocumentsParseWhole() throws {
        let elements = try JSONValue(parsing: "[" + Array(repeating: "0", count: 1_000_000).joined(separator: ",") + "]")
        #expect(elements.array?.count == 1_000_000)
        let digits = "1" + String(repeating: "0", count: 1_000_000)
        let number = try JSONValue(parsing: digits)
        #expect(try number.jsonString() == digits)
        #expect(number.int == nil)
        #expect(number.double == nil)
    }

    // MARK: Writing

    @Test("NaN and infinity name their key path", arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteNumbersNameTheirKeyPath(value: Double) throws {
        var numbers = Numbers()
        numbers.double = value
        let (string, issues) = Mapper<Numbers>().toJSONStringWithIssues(numbers)
        #expect(string == nil)
        #expect(issues.first?.keyPath == "double")
        #expect(issues.first?.kind == .unwritableValue)
        #expect(throws: MapError.self) { try Mapper<Numbers>().toJSONStringOrFail(numbers) }
        #expect(Mapper<Numbers>().toJSONString(numbers) == nil)
    }

    @Test("strings that need escapes re-parse to the same string")
    func stringsThatNeedEscapesReparseTheSame() throws {
        let text = "quote \" backslash \\ controls \u{0}\u{1}\u{8}\u{9}\u{A}\u{C}\u{D}\u{1F} lines \u{2028}\u{2029} emoji 😀"
        let written = try JSONValue.string(text).jsonString()
        #expect(try JSONValue(parsing: written).string == text)
    }

    @Test("doubles in their shortest round-trip form",
          arguments: [(0.1, "0.1"), (1e-7, "1e-07"), (Double.leastNonzeroMagnitude, "5e-324"),
                      (Double.greatestFiniteMagnitude, "1.7976931348623157e+308")])
    func doublesAreWrittenInTheirShortestForm(value: Double, text: String) throws {
        let written = try JSONValue.number(JSONNumber(value)).jsonString()
        #expect(written == text)
        #expect(try JSONValue(parsing: written).double == value)
        #expect(try JSONValue.number(JSONNumber(Float(0.1))).jsonString() == "0.1")
    }

    @Test("integers and 30-digit decimals keep every digit")
    func integersAndLongDecimalsKeepEveryDigit() throws {
        #expect(try JSONValue(integerLiteral: Int.min).jsonString() == "-9223372036854775808")
        #expect(try JSONValue.number(JSONNumber(UInt64.max)).jsonString() == "18446744073709551615")
        let thirty = "123456789012345678.901234567890"
        #expect(try JSONValue(parsing: thirty).jsonString() == thirty)
        let decimal = try #require(Decimal(string: "12345678901234567890.1234567891"))
        #expect(try JSONValue.number(JSONNumber(decimal)).jsonString() == "12345678901234567890.1234567891")
    }

    // MARK: Mapping

    @Test("a fragment given to a model or array API is nil with a clear issue",
          arguments: [("1", "number 1"), ("\"a\"", "string \"a\""), ("null", "null")])
    func aFragmentGivenToAModelIsNilWithAnIssue(text: String, found: String) throws {
        let (value, issues) = Mapper<Numbers>().mapWithIssues(JSONString: text)
        #expect(value == nil)
        #expect(issues.first?.description == "(document): expected Numbers (an object), found \(found)")
        #expect(Mapper<Numbers>().mapArray(JSONString: text) == nil)
    }

    @Test("absent, null and wrong type are three outcomes")
    func absentNullAndWrongTypeAreThreeOutcomes() throws {
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

    @Test("one Mapper from many tasks gives the sequential results")
    func oneMapperFromManyTasksGivesTheSequentialResults() async throws {
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

private struct Optionals: Mappable {
    var name: String?
    init() {}
    init?(map: Map) {}
    mutating func mapping(map: Map) { name <- map["name"] }
}
