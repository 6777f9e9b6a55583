import Foundation
import Testing
import Mapping

@Suite("JSONValue from Swift values")
struct JSONValueInitializerTests {
    @Test func everyBasicType() throws {
        #expect(JSONValue(5) == .number(5))
        #expect(JSONValue("s") == .string("s"))
        #expect(JSONValue(true) == .bool(true))
        #expect(JSONValue(1.5) == .number(JSONNumber(1.5)))
        #expect(try JSONValue(Float(0.1)).jsonString() == "0.1")
        #expect(try JSONValue(UInt64.max).jsonString() == "18446744073709551615")
        #expect(try JSONValue(Int8(-3)).jsonString() == "-3")
        let decimal = try #require(Decimal(string: "1.66"))
        #expect(JSONValue(decimal).decimal == decimal)
        #expect(try JSONValue(decimal).jsonString() == "1.66")
        #expect(JSONValue(JSONNumber(7)) == 7)
        #expect(JSONValue(["a": 1] as JSONObject) == ["a": 1])
        #expect(JSONValue(JSONValue.null) == nil)
    }

    /// A number JSON cannot hold is kept, as `JSONValue(foundation:)` and `.number` keep it, and
    /// writing it fails naming its path; it used to turn the whole value into `null`.
    @Test func nonFiniteNumbersAreKeptAndRefusedWhenWritten() throws {
        #expect(JSONValue(Double.nan).double?.isNaN == true)
        #expect(JSONValue(-Double.infinity).double == -.infinity)
        let list = JSONValue([1.0, Double.nan])
        #expect(list.count == 2 && list[0] == 1 && list[1].double?.isNaN == true)
        let object = JSONValue(["a": 1.0, "b": Double.infinity])
        #expect(object["a"] == 1 && object["b"].double == .infinity)
        #expect {
            try object.jsonString()
        } throws: { error in
            "\(error)".contains("b")
        }
        #expect(JSONValue(Float.nan).double?.isNaN == true)
    }

    @Test func optionalsGiveNull() {
        let missing: String? = nil
        let present: Int? = 3
        #expect(JSONValue(missing) == .null && JSONValue(present) == 3)
    }

    @Test func arraysSetsAndDictionaries() throws {
        let tags = ["a", "b"]
        #expect(JSONValue(tags) == ["a", "b"])
        #expect(tags.map(JSONValue.init) == ["a", "b"] as [JSONValue])
        #expect([1, 2].map(JSONValue.init) == [1, 2] as [JSONValue])
        #expect([true].map(JSONValue.init) == [true] as [JSONValue])
        #expect([1.5].map(JSONValue.init) == [1.5] as [JSONValue])
        #expect([Int64.max].map(JSONValue.init) == [.number(JSONNumber(Int64.max))])
        #expect(JSONValue([[1, 2], [3]]) == [[1, 2], [3]])
        #expect(try JSONValue(["b": 2, "a": 1]).jsonString() == #"{"a":1,"b":2}"#)     // sorted keys
        #expect(JSONValue(["k": ["x", "y"]]) == ["k": ["x", "y"]])
        #expect(JSONValue(Set([3])) == [3])
    }

    @Test func swiftValuesInsideLiterals() throws {
        let name = "Ada"
        let tags = ["math"]
        let nickname: String? = nil
        let body: JSONValue = ["user": ["name": .init(name), "tags": .init(tags), "nick": .init(nickname), "n": 1]]
        #expect(try body.jsonString() == #"{"user":{"name":"Ada","tags":["math"],"nick":null,"n":1}}"#)
    }
}
