import Foundation
import Testing
import Mapping

/// Each rule of the non-optional accessors, one row per case (see JSONValue+Defaults.swift).
@Suite("JSONValue accessors with defaults")
struct JSONValueDefaultsTests {
    @Test(arguments: [
        ("25", 25), ("-7", -7), ("25.0", 25), ("2.5e1", 25), ("\"25\"", 25), ("\"1e2\"", 100), ("\"2.50e1\"", 25),
        ("1.5", 0), ("\"1.5\"", 0), ("\"0x19\"", 0), ("\"+25\"", 0), ("\"25abc\"", 0), ("\"\"", 0),
        ("\" 25\"", 25), ("\"\\t25\\r\\n\"", 25), ("\"2 5\"", 0), ("\" \"", 0),
        ("9223372036854775807", Int.max), ("9223372036854775808", 0), ("\"9223372036854775808\"", 0),
        ("true", 0), ("null", 0), ("[1]", 0), ("{\"a\": 1}", 0),
    ])
    func intValue(json: String, expected: Int) throws {
        #expect(try JSONValue(parsing: json).intValue == expected)
    }

    @Test(arguments: [
        ("1.5", 1.5), ("\"1.5\"", 1.5), ("\"-0.25e2\"", -25), ("9007199254740993", 9_007_199_254_740_992),
        ("1e400", 0), ("\"1e400\"", 0), ("\" 1.5\\n\"", 1.5), ("\"1. 5\"", 0), ("\"abc\"", 0), ("true", 0), ("null", 0),
    ])
    func doubleValue(json: String, expected: Double) throws {
        #expect(try JSONValue(parsing: json).doubleValue == expected)
    }

    @Test(arguments: [
        ("true", true), ("false", false), ("\"true\"", true), ("\"false\"", false), ("1", true), ("1.0", true),
        ("0", false), ("\"yes\"", false), ("\"1\"", false), ("\"TRUE\"", false), ("2", false), ("null", false),
        ("[true]", false), ("\" true\\n\"", true), ("\"t rue\"", false), ("\" \"", false),
    ])
    func boolValue(json: String, expected: Bool) throws {
        #expect(try JSONValue(parsing: json).boolValue == expected)
    }

    @Test(arguments: [
        ("\"Ada\"", "Ada"), ("\"\"", ""), ("25", "25"), ("1.66", "1.66"), ("12345678901234567890", "12345678901234567890"),
        ("1e2", "1e2"), ("-0.0", "-0.0"), ("true", ""), ("null", ""), ("[\"a\"]", ""), ("{}", ""),
    ])
    func stringValue(json: String, expected: String) throws {
        #expect(try JSONValue(parsing: json).stringValue == expected)
    }

    @Test func containersAndMissingValues() throws {
        let value = try JSONValue(parsing: #"{"list": [1, 2], "object": {"b": 1, "a": 2}, "text": "s"}"#)
        #expect(value["list"].arrayValue == [1, 2] && value["text"].arrayValue.isEmpty)
        #expect(value["object"].objectValue.keys == ["b", "a"] && value["list"].objectValue.isEmpty)
        let missing = value["missing"]
        #expect(missing.stringValue == "" && missing.intValue == 0 && missing.doubleValue == 0)
        #expect(missing.boolValue == false && missing.arrayValue.isEmpty && missing.objectValue.isEmpty)
    }

    @Test func optionalAccessorsStayStrict() throws {
        let value = try JSONValue(parsing: #"{"n": "25", "b": "true", "i": 25}"#)
        #expect(value["n"].int == nil && value["n"].intValue == 25)
        #expect(value["b"].bool == nil && value["b"].boolValue)
        #expect(value["i"].string == nil && value["i"].stringValue == "25")
    }
}
