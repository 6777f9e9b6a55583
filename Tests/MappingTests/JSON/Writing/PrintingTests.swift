import Foundation
import Testing
import Mapping

/// `print(value)` and the debugger show JSON.
@Suite("Printing JSON values")
struct PrintingTests {
    static let value: JSONValue = ["name": "Ada", "langs": ["en", "fr"], "ratio": 0.5, "id": .number(JSONNumber(UInt64(12_345_678_901_234_567_890))),
                                   "nested": ["empty": [:], "list": [], "none": nil, "flag": true]]

    @Test("description is the compact JSON text, keys in order")
    func description() {
        let text = #"{"name":"Ada","langs":["en","fr"],"ratio":0.5,"id":12345678901234567890,"#
            + #""nested":{"empty":{},"list":[],"none":null,"flag":true}}"#
        #expect(Self.value.description == text)
        #expect("\(Self.value)" == text)
        #expect(String(describing: Self.value) == text)
        var printed = ""
        print(Self.value, terminator: "", to: &printed)
        #expect(printed == text)
    }

    @Test("debugDescription is the pretty JSON text")
    func debugDescription() {
        let value: JSONValue = ["a": [1, ["b": nil]], "c": "d"]
        let pretty = """
            {
              "a": [
                1,
                {
                  "b": null
                }
              ],
              "c": "d"
            }
            """
        #expect(value.debugDescription == pretty)
        #expect(String(reflecting: value) == pretty)
        var dumped = ""
        debugPrint(value, terminator: "", to: &dumped)
        #expect(dumped == pretty)
        #expect(String(describing: Optional(JSONValue.array([1, "x"]))) == "Optional([\n  1,\n  \"x\"\n])")
    }

    @Test("scalars print as JSON: strings quoted and escaped, numbers with their digits")
    func scalars() throws {
        #expect(JSONValue.null.description == "null")
        #expect(JSONValue.bool(false).description == "false")
        #expect(JSONValue.string("say \"hi\"\n\u{1}é").description == #""say \"hi\"\n\u0001é""#)
        #expect(JSONValue.number(try #require(JSONNumber(literal: "1.50e-3"))).description == "1.50e-3")
        #expect(JSONValue.number(JSONNumber(0.1)).description == "0.1")
        #expect(JSONValue.number(JSONNumber(UInt64.max)).description == "18446744073709551615")
    }

    @Test("non-finite numbers print as nan, inf and -inf, never a trap or a throw")
    func nonFinite() {
        let value: JSONValue = ["nan": .number(JSONNumber(Double.nan)), "inf": .number(JSONNumber(Double.infinity)),
                                "negative": [.number(JSONNumber(-Float.infinity))]]
        #expect(value.description == #"{"nan":nan,"inf":inf,"negative":[-inf]}"#)
        #expect(value.debugDescription.contains(#""nan": nan"#))
        #expect(throws: JSONWriteError.self) { try value.jsonString() }
        #expect(JSONNumber(Double.nan).description == "nan")
        #expect(JSONNumber(-Double.infinity).description == "-inf")
    }

    @Test("JSONObject and JSONNumber print as JSON too")
    func objectAndNumber() throws {
        let object = try #require(Self.value["nested"]?.object)
        #expect(object.description == #"{"empty":{},"list":[],"none":null,"flag":true}"#)
        #expect("\(object)" == object.description)
        #expect(object.debugDescription.hasPrefix("{\n  \"empty\": {},\n"))
        #expect(JSONObject().description == "{}")
        #expect("\(JSONNumber(42))" == "42")
        #expect("\(try #require(JSONNumber(literal: "-0.0")))" == "-0.0")
    }

    @Test("a value nested past the writer's limit prints a labelled placeholder")
    func tooDeep() {
        var value: JSONValue = 1
        for _ in 0..<10_001 { value = [value] }
        #expect(value.description == "<JSON value nested deeper than 10000 levels, not printed>")
        #expect(value.debugDescription == value.description)
    }
}
