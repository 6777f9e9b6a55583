import Foundation
import Testing
import Mapping

@Suite("JSONValue chains and accessors")
struct JSONValueChainingTests {
    static let document: JSONValue = [
        "list": [["person": ["name": "Ada", "id": 7]], "text", nil],
        "numbers": [
            "int64Min": .number(JSONNumber(Int64.min)), "uint64Max": .number(JSONNumber(UInt64.max)),
            "half": 1.5, "big": 1e300, "whole": 3,
        ],
    ]

    /// `.decimal` is `nil` when a `Decimal` cannot hold the number, whatever the text's form: a
    /// plain decimal of more than 128 fraction digits was read as `0`.
    @Test func decimalIsNilBelowDecimalsRange() throws {
        let zeros = String(repeating: "0", count: 128)
        #expect(try JSONValue(parsing: "0.\(zeros)1").decimal == nil)
        #expect(try JSONValue(parsing: "-0.\(String(zeros.dropLast()))12345").decimal == nil)
        #expect(try JSONValue(parsing: "1e-129").decimal == nil)
        // Trailing zeros beyond the range are no obstacle: the value is in range.
        let inRange = try JSONValue(parsing: "0.\(String(repeating: "0", count: 120))1000000000")
        #expect(inRange.decimal == Decimal(sign: .plus, exponent: -121, significand: 1))
        #expect(try JSONValue(parsing: "0.\(zeros)").decimal == 0)
        #expect(try JSONValue(parsing: "0.000123").decimal == Decimal(string: "0.000123"))
    }

    /// A `Double` is the shortest decimal that reads back to it, for every accessor: the integer
    /// read from a large one is the one its written text gives back, not its binary value.
    @Test func largeDoublesGiveTheIntegerTheirTextGives() throws {
        let value = JSONValue(12345678901234567890.0)
        let back = try JSONValue(parsing: value.jsonString())
        #expect(value == back)
        #expect(value.uint64 == back.uint64 && value.uint64 == 12_345_678_901_234_567_000)
        #expect(value.decimal == back.decimal)
        #expect(JSONValue(-9.2e18).int64 == -9_200_000_000_000_000_000 && JSONValue(1e19).int64 == nil)
        #expect(JSONValue(Float(3e10)).int64 == (try JSONValue(parsing: JSONValue(Float(3e10)).jsonString())).int64)
        // Below 2^53 every integral Double is its own shortest text.
        #expect(JSONValue(9_007_199_254_740_991.0).int64 == 9_007_199_254_740_991)
        #expect(JSONValue(2.5).int == nil && JSONValue(-0.0).int == 0)
    }

    /// Numbers denote their decimal value whatever their exponent's size: equal ones are
    /// equal, different ones are not (exponents of 13 digits all compared equal once).
    @Test func hugeExponentsCompareByValue() throws {
        func number(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }
        #expect(try number("1e2000000000000") != number("1e3000000000000"))
        #expect(try number("1e-2000000000000") != number("1e-3000000000000"))
        #expect(try number("1e2000000000000") == number("10e1999999999999"))
        #expect(try number("0.5e-12345678901234567") == number("5e-12345678901234568"))
        #expect(try number("-1e99999999999999999") != number("-1e99999999999999998"))
    }

    /// Exponents of 18 digits and more are compared exactly too: they all compared equal once
    /// (`1e200000000000000000 == 1e300000000000000000`), and equal ones written differently
    /// across that length stay equal.
    @Test func exponentsOfAnyLengthCompareByValue() throws {
        func number(_ text: String) throws -> JSONValue { try JSONValue(parsing: text) }
        #expect(try number("1e200000000000000000") != number("1e300000000000000000"))
        #expect(try number("1e-200000000000000000") != number("1e-300000000000000000"))
        #expect(try number("-2e123456789012345678901234567890") != number("-2e123456789012345678901234567891"))
        #expect(try number("1e200000000000000000") == number("10e199999999999999999"))
        #expect(try number("10e99999999999999999") == number("1e100000000000000000"))
        #expect(try number("0.01e100000000000000001") == number("1e99999999999999999"))
        #expect(try number("1e-100000000000000000") == number("0.1e-99999999999999999"))
        #expect(try number("1e0000000000000000000000000000002") == number("100"))
        #expect(try number("0e123456789012345678901234567890") == number("0"))
        #expect(try number("1e123456789012345678901234567890").int == nil)
        #expect(try number("1e-123456789012345678901234567890").decimal == 0 || number("1e-123456789012345678901234567890").decimal == nil)
    }

    @Test func chainsCompileOnJSONValueAndOnOptional() {
        let json = Self.document
        let optional: JSONValue? = json
        #expect(json["list"][0]["person"]["name"].string == "Ada")
        #expect(optional["list"][0]["person"]["name"].string == "Ada")
        #expect(json["list", 0, "person", "name"].string == "Ada")
        #expect(optional["list", 0, "person", "id"].int == 7)
        #expect(json[path: "list.0.person.name"].string == "Ada")
        #expect(optional[path: "list.0.person.name"].string == "Ada")
        #expect(json["list"][0][path: "person.name"].string == "Ada")
        #expect(json[pointer: "/list/0/person/name"].string == "Ada")
        #expect(json["list"][pointer: "/0/person/name"].string == "Ada")
        let kept: JSONValue? = json["list"]
        #expect(kept?.array?.count == 3)
    }

    @Test(arguments: [
        ["list", 1, "person"], ["list", 3], ["list", "0"], ["numbers", 0], ["nothing", "at", "all"],
        ["list", 0, "person", "name", "more"], ["list", 2, "x"], ["list", -1],
    ] as [[any JSONSubscriptKey]])
    func aMissingStepOrAWrongKindGivesNil(chain: [any JSONSubscriptKey]) {
        var value: JSONValue? = Self.document
        for step in chain {
            switch step.jsonSubscript {
            case .key(let key): value = value[key]
            case .index(let index): value = value[index]
            }
        }
        #expect(value == nil)
        #expect(value.string == nil && value.int == nil && value.object == nil && !value.isNull)
    }

    @Test func keysReadOnlyObjectsAndIndicesOnlyArrays() {
        let zeroKey: JSONValue = ["0": "key zero", "list": ["a"]]
        #expect(zeroKey[0] == nil)                 // an Int is not a key
        #expect(zeroKey["list"]["0"] == nil)       // a String is not an index
        #expect(zeroKey["list", 0] == "a" && zeroKey["list", "0"] == nil)
        #expect(zeroKey[path: "0"] == "key zero" && zeroKey[path: "list.0"] == "a")  // key paths are text: both
    }

    @Test func typedAccessorsOnBothForms() {
        let numbers = Self.document["numbers"]
        #expect(numbers["int64Min"].int64 == Int64.min && numbers["int64Min"]?.int64 == Int64.min)
        #expect(numbers["int64Min"].uint64 == nil)
        #expect(numbers["uint64Max"].uint64 == UInt64.max && numbers["uint64Max"].int64 == nil)
        #expect(numbers["uint64Max"].int == nil)
        #expect(numbers["half"].float == 1.5 && numbers["half"].int64 == nil)
        #expect(numbers["big"].float == nil && numbers["big"].double == 1e300)
        #expect(numbers["whole"].float == 3 && numbers["whole"].uint64 == 3)
        #expect(numbers["half"].decimal == Decimal(string: "1.5"))
        #expect(numbers["half"].number == JSONNumber(1.5))
        #expect(Self.document["list"][2].isNull && !Self.document["list"][9].isNull)
        #expect(Self.document["list"][1].bool == nil && Self.document["list"].array?.count == 3)
    }
}
