import Foundation
import Testing
import Mapping

@Suite("JSONValue")
struct JSONValueTests {
    static let sample: JSONValue = [
        "name": "Ada", "age": 36, "ratio": 0.5, "ok": true, "none": nil,
        "langs": ["en", "fr"], "address": ["city": "London"],
    ]

    @Test func literalsBuildEveryCase() {
        let value = Self.sample
        #expect(value["name"] == .string("Ada"))
        #expect(value["age"] == .number(JSONNumber(36)))
        #expect(value["ratio"] == .number(JSONNumber(0.5)))
        #expect(value["ok"] == .bool(true))
        #expect(value["none"] == .null)
        #expect(value["langs"] == .array([.string("en"), .string("fr")]))
        #expect(value.object?.keys == ["name", "age", "ratio", "ok", "none", "langs", "address"])
    }

    @Test func subscriptsNeverTrap() {
        let value = Self.sample
        #expect(value["langs"]?[1] == "fr")
        #expect(value["langs"]?[2] == nil)
        #expect(value["langs"]?[-1] == nil)
        #expect(value[0] == nil)
        #expect(value["name"]?["x"] == nil)
        #expect(value[path: "address.city"] == "London")
        #expect(value[path: "langs.0"] == "en")
        #expect(value[path: "langs.9"] == nil)
        #expect(value[path: "address.city.more"] == nil)
        #expect(value[path: "address->city", delimiter: "->"] == "London")
        let zeroKey: JSONValue = ["0": "key zero"]
        #expect(zeroKey[path: "0"] == "key zero")
    }

    @Test func typedAccessorsReturnNilOnAMismatch() throws {
        let value = Self.sample
        #expect(value["name"]?.string == "Ada" && value["name"]?.int == nil && value["name"]?.bool == nil)
        #expect(value["age"]?.int == 36 && value["age"]?.double == 36 && value["age"]?.string == nil)
        #expect(value["ok"]?.bool == true && value["ok"]?.int == nil)
        #expect(value["ratio"]?.int == nil && value["ratio"]?.decimal == Decimal(string: "0.5"))
        #expect(value["none"]?.isNull == true && value["name"]?.isNull == false)
        #expect(value["langs"]?.array?.count == 2 && value["langs"]?.object == nil)
        #expect(value["address"]?.object?.count == 1 && value.array == nil)
        #expect(try JSONValue(parsing: "1.66").decimal == Decimal(string: "1.66"))
        #expect(try JSONValue(parsing: "1.0").int == 1)
        #expect(try JSONValue(parsing: "1e400").double == nil)
    }

    @Test func objectsKeepOrderAndCompareKeysByBytes() throws {
        var object: JSONObject = ["b": 1, "a": 2]
        object["c"] = 3
        object["b"] = 4
        #expect(object.keys == ["b", "a", "c"] && object["b"] == 4)
        object["a"] = nil
        #expect(object.keys == ["b", "c"])
        let composed = "\u{E9}", decomposed = "e\u{301}"
        let both = try JSONValue(parsing: "{\"\(composed)\": 1, \"\(decomposed)\": 2}")
        #expect(both.object?.count == 2)
        #expect(both[composed] == 1 && both[decomposed] == 2)
        #expect(try both.jsonString() == "{\"\(composed)\":1,\"\(decomposed)\":2}")
        #expect(JSONValue.object(["x": 1, "y": 2]) == .object(["y": 2, "x": 1]))  // order does not make objects unequal
    }

    @Test func numbersEqualByValue() throws {
        #expect(try JSONValue(parsing: "1") == JSONValue(parsing: "1.0"))
        #expect(try JSONValue(parsing: "1e2") == 100)
        #expect(try JSONValue(parsing: "0.1") == .number(JSONNumber(0.1)))
        #expect(try JSONValue(parsing: "0.1") != JSONValue(parsing: "0.10000000000000001"))
        var seen: Set<JSONValue> = [1, 2.5]
        seen.insert(try JSONValue(parsing: "1.0"))
        #expect(seen.count == 2)
    }

    @Test func equalNumbersHashAlikeNaNsAndZerosToo() throws {
        let payloadNaN = Double(nan: 7, signaling: false)
        let groups: [[JSONNumber]] = [
            // Every NaN equals every other: each sign, payload and width.
            [JSONNumber(Double.nan), JSONNumber(-Double.nan), JSONNumber(payloadNaN), JSONNumber(-payloadNaN),
             JSONNumber(Double.signalingNaN), JSONNumber(Float.nan), JSONNumber(-Float.nan),
             JSONNumber(Float(nan: 3, signaling: false)), JSONNumber(Decimal.nan)],
            // Both zeros, of every storage, parsed or built.
            [JSONNumber(0.0), JSONNumber(-0.0), JSONNumber(Float(-0.0)), JSONNumber(Float(0)), 0,
             try #require(JSONValue(parsing: "-0").number), try #require(JSONValue(parsing: "-0.0e5").number)],
        ]
        for group in groups {
            for a in group {
                for b in group {
                    #expect(a == b)
                    #expect(a.hashValue == b.hashValue, "\(a.literal) and \(b.literal)")
                    #expect(JSONValue.number(a).hashValue == JSONValue.number(b).hashValue)
                }
            }
            #expect(Set(group).count == 1)
            #expect(Set(group.map { JSONValue.array([.number($0)]) }).count == 1)
        }
    }

    @Test func foundationBridgeBothWays() throws {
        let foundation: [String: Any] = [
            "bool": NSNumber(value: true), "swiftBool": false, "int": NSNumber(value: 42), "uint": UInt64.max,
            "double": 1.5, "decimal": NSDecimalNumber(string: "1.66"), "swiftDecimal": Decimal(string: "30.000000000000000000000000001")!,
            "null": NSNull(), "array": [1, "a"], "nested": ["k": Int8(-3)],
        ]
        let value = try #require(JSONValue(foundation: foundation))
        #expect(value["bool"] == true && value["swiftBool"] == false)
        #expect(value["int"] == 42 && value["uint"]?.number?.exactly(UInt64.self) == .max)
        #expect(value["decimal"]?.decimal == Decimal(string: "1.66"))
        #expect(try value["swiftDecimal"]?.jsonString() == "30.000000000000000000000000001")
        #expect(value["null"] == .null && value["array"] == [1, "a"] && value[path: "nested.k"] == -3)
        #expect(JSONValue(foundation: Date()) == nil)

        let back = try #require(value.foundationValue as? [String: Any])
        #expect(back["int"] as? Int == 42)
        #expect(back["int"] as? Double == 42)
        #expect(back["bool"] as? Bool == true)
        #expect(back["bool"] as? Int == nil)
        #expect(back["null"] is NSNull)
        #expect((back["array"] as? [Any])?.count == 2)
    }

    @Test func codableThroughFoundationCoders() throws {
        let value: JSONValue = ["id": 12345678901234567, "price": 1.66, "tags": ["a"], "none": nil, "ok": true]
        let data = try JSONEncoder().encode(value)
        let decoded = try JSONDecoder().decode(JSONValue.self, from: data)
        #expect(decoded == value)
        struct Wrapper: Codable, Equatable { var payload: JSONValue }
        let wrapper = Wrapper(payload: ["x": [1, 2]])
        #expect(try JSONDecoder().decode(Wrapper.self, from: JSONEncoder().encode(wrapper)) == wrapper)
    }

    /// `-0` equals `0`, so only its sign shows whether it survived: written in code (from text
    /// or a `Double`), it was encoded as the integer `0`; read, `JSONDecoder` hands it over as
    /// the integer `0` first.
    @Test("-0 keeps its sign through JSONEncoder and JSONDecoder")
    func negativeZeroThroughFoundationCoders() throws {
        let value: JSONValue = [.number(JSONNumber(literal: "-0")!), .number(JSONNumber(-0.0)),
                                .number(JSONNumber(literal: "-0.0")!), 0, .number(JSONNumber(0.0))]
        #expect(String(decoding: try JSONEncoder().encode(value), as: UTF8.self) == "[-0,-0,-0,0,0]")
        let decoded = try JSONDecoder().decode(JSONValue.self, from: Data("[-0,-0.0,0,0.0,-1]".utf8))
        #expect(decoded.array?.map { $0.double?.sign } == [.minus, .minus, .plus, .plus, .minus])
        #expect(try decoded.jsonString() == "[-0,-0,0,0,-1]")
    }

    /// A number Foundation's decoder cannot hold fails as that decoder said, not with "expected
    /// to decode String"; `JSONValue(parsing:)` keeps it.
    @Test func aNumberJSONDecoderRefusesIsReportedAsANumber() throws {
        let data = Data("[1e400]".utf8)
        do {
            _ = try JSONDecoder().decode(JSONValue.self, from: data)
            Issue.record("JSONDecoder read 1e400")
        } catch {
            #expect(!"\(error)".contains("String"), "\(error)")
            guard case DecodingError.dataCorrupted = error else {
                Issue.record("expected dataCorrupted, got \(error)")
                return
            }
        }
        #expect(try JSONValue(parsing: data)[0].number?.literal == "1e400")
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(#"["text", 2.5]"#.utf8)) == ["text", 2.5])
    }
}
