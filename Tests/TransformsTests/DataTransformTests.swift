import Foundation
import Testing
import Transforms

@Suite struct DataTransformTests {
    static let readable: [(String, [UInt8]?)] = [
        ("AQID", [1, 2, 3]),
        ("", []),
        ("AA==", [0]),
        ("AAE=", [0, 1]),
        ("/+8=", [0xFF, 0xEF]),
        ("SGVsbG8=", Array("Hello".utf8)),
        ("AQI", nil),          // missing padding
        ("A===", nil),
        ("not base64!", nil),
        ("AQ ID", nil),
        ("-_8=", nil),         // base64url is not base64
        ("AB==", [0]),         // bits past the last byte are ignored, as Foundation does
        ("AAB=", [0, 0]),
        ("====", nil),         // padding only
        ("=", nil),
        ("==", nil),
        ("AA=", nil),          // padding that does not fill the group
        ("AQID====", nil),     // a group of padding after whole groups
        ("aGVsbG8==", nil),    // padding past a multiple of 4
        ("aGVsbG8===", nil),
        ("AAAA====", nil),     // a whole group of padding
        ("AA=A", nil),         // padding inside a group
        ("AA==AA==", nil),     // padding before the end
        ("=AAA", nil),
        ("AAA=A===", nil),
        ("AQIDB", nil),        // not a multiple of 4
        ("AQ\r\nID", nil),     // line breaks and spaces are not base64 ...
        ("AQID\n", [1, 2, 3]), // ... but JSON's white space around the string is no part of it
        (" AQID", [1, 2, 3]),
        ("\r\n\tAA== \r\n", [0]),
        (" \n\t\r", nil),       // white space alone is no data (where "" is empty data)
        (" AQ ID\n", nil),      // white space around does not excuse white space inside
        ("\u{A0}AQID", nil),
        ("AQID\u{0}", nil),
        ("AQI\u{E9}", nil),     // a non-ASCII character
        ("AQ*D", nil),
    ]

    @Test(arguments: readable)
    func readsBase64(input: String, expected: [UInt8]?) {
        #expect(DataTransform().transformFromJSONValue(.string(input)).map(Array.init) == expected)
        #expect(DataTransform().transformFromJSON(input).map(Array.init) == expected)
    }

    /// Every byte value, at every length that ends in each kind of final group, reads back.
    @Test func readsWhatFoundationWritesAtEveryLength() {
        for length in 0...300 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ length) }
            let encoded = Data(bytes).base64EncodedString()
            #expect(DataTransform().transformFromJSONValue(.string(encoded)).map(Array.init) == bytes, "length \(length)")
        }
    }

    @Test func readsALargePayloadAndRefusesOneBadByteInIt() {
        let bytes = (0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        var encoded = Data(bytes).base64EncodedString()
        #expect(DataTransform().transformFromJSONValue(.string(encoded)) == Data(bytes))
        var utf8 = Array(encoded.utf8)
        utf8[utf8.count / 2] = UInt8(ascii: "!")
        encoded = String(decoding: utf8, as: UTF8.self)
        #expect(DataTransform().transformFromJSONValue(.string(encoded)) == nil)
    }

    @Test(arguments: ["12", "null", "[1, 2]"])
    func readsOnlyStrings(input: String) {
        #expect(DataTransform().transformFromJSONValue(json(input)) == nil)
    }

    static let writable: [([UInt8], String)] = [([1, 2, 3], "AQID"), ([], ""), ([0], "AA=="), ([0xFF, 0xEF], "/+8=")]

    @Test(arguments: writable)
    func writesBase64(bytes: [UInt8], expected: String) {
        #expect(DataTransform().transformToJSONValue(Data(bytes)) == .string(expected))
        #expect(DataTransform.base64.transformToJSON(Data(bytes)) == expected)
    }

    struct Attachment: Mappable {
        var bytes: Data?
        var parts: [Data] = []
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            bytes <- (map["bytes"], DataTransform())
            parts <- (map["parts"], .base64)
        }
    }

    @Test func mapsBothWaysInAModel() throws {
        let attachment = try #require(Attachment(JSONString: #"{"bytes": "AQID", "parts": ["AA==", "%%", ""]}"#))
        #expect(attachment.bytes == Data([1, 2, 3]))
        #expect(attachment.parts == [Data([0]), Data()])
        #expect(attachment.toJSONString() == #"{"bytes":"AQID","parts":["AA==",""]}"#)
    }

    @Test func invalidBase64LeavesThePropertyAlone() throws {
        let attachment = try #require(Attachment(JSONString: #"{"bytes": "@@@"}"#))
        #expect(attachment.bytes == nil)
    }
}
