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
    ]

    @Test(arguments: readable)
    func readsBase64(input: String, expected: [UInt8]?) {
        #expect(DataTransform().transformFromJSONValue(.string(input)).map(Array.init) == expected)
        #expect(DataTransform().transformFromJSON(input).map(Array.init) == expected)
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
