import Foundation
import Testing
import TestSupport
import Mapping

@Suite("Writer")
struct WriterTests {
    @Test func compactPrettyAndSorted() throws {
        let value: JSONValue = ["b": [1, ["c": nil]], "a": [:], "e": []]
        #expect(try value.jsonString() == #"{"b":[1,{"c":null}],"a":{},"e":[]}"#)
        #expect(try value.jsonString(sortedKeys: true) == #"{"a":{},"b":[1,{"c":null}],"e":[]}"#)
        #expect(try value.jsonString(pretty: true) == """
        {
          "b": [
            1,
            {
              "c": null
            }
          ],
          "a": {},
          "e": []
        }
        """)
        #expect(try value.jsonData() == Data(try value.jsonString().utf8))
    }

    @Test func escapesWhatJSONRequiresAndNothingElse() throws {
        var controls = ""
        for scalar in 0..<0x20 { controls.unicodeScalars.append(Unicode.Scalar(UInt8(scalar))) }
        let text = "\"\\/é😀\u{2028}" + controls
        let written = try JSONValue.string(text).jsonString()
        #expect(written.hasPrefix(#""\"\\/é😀"#))
        #expect(written.contains(#"\u0000\u0001"#) && written.contains(#"\b\t\n\u000b\f\r"#))
        #expect(try JSONValue(parsing: written).string == text)
    }

    @Test(arguments: [(0.1, "0.1"), (-0.0, "-0"), (1e21, "1e+21"), (123.0, "123"), (1710461263.0, "1710461263"),
                      (9007199254740992.0, "9007199254740992"), (1e16, "1e+16"), (1.0 / 3, "0.3333333333333333")])
    func doublesInTheirShortestForm(value: Double, text: String) throws {
        let written = try JSONValue.number(JSONNumber(value)).jsonString()
        #expect(written == text)
        let read = try #require(try JSONValue(parsing: written).double)
        #expect(read.bitPattern == value.bitPattern)
    }

    @Test func literalsAndIntegersKeepTheirDigits() throws {
        for text in ["-9223372036854775808", "18446744073709551615", "123456789012345678901234567890",
                     "1.50", "0.001", "-0", "1E+5", "3.4028236e38"] {
            #expect(try JSONValue(parsing: text).jsonString() == text)
        }
    }

    @Test func nonFiniteNumbersAreErrorsWithAPath() {
        let value: JSONValue = ["items": [["price": .number(JSONNumber(Double.infinity))]]]
        do {
            _ = try value.jsonString()
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .nonFiniteNumber)
            #expect(error.keyPath == "items.0.price")
            #expect(error.description == "cannot write infinity at items.0.price: JSON has no NaN or infinity")
        }
        #expect(throws: JSONWriteError.self) { try JSONValue.number(JSONNumber(Float.nan)).jsonData() }
    }
}

// Needs ../shared/corpus (twitter.json, citm_catalog.json, canada.json), which a fresh clone
// does not have.
@Suite("Corpus round trips", .enabled(if: SharedFiles.exists("corpus"), "needs ../shared/corpus"))
struct CorpusRoundTripTests {
    @Test(arguments: ["twitter", "citm_catalog", "canada"])
    func writeThenParseGivesTheSameDocument(name: String) throws {
        let data = try Data(contentsOf: SharedFiles.url("corpus/\(name).json"))
        let value = try JSONValue(parsing: data)
        for (pretty, sorted) in [(false, false), (true, false), (false, true)] {
            let written = try value.jsonString(pretty: pretty, sortedKeys: sorted)
            let again = try JSONValue(parsing: written)
            #expect(again == value)
            #expect(try again.jsonString(pretty: pretty, sortedKeys: sorted) == written)
        }
    }
}
