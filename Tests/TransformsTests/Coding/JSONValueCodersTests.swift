import Foundation
import Testing
import Transforms

/// `JSONValue(encoding:)` and `decode(as:)`: Codable values in and out of a JSON tree through
/// the library's own coders.
@Suite("JSONValue and Codable")
struct JSONValueCodersTests {
    struct Order: Codable, Equatable {
        var id: UInt64
        var total: Decimal
        var items: [Item]
        var note: String?
    }

    struct Item: Codable, Equatable {
        var sku: String
        var quantity: Int8
    }

    static let order = Order(
        id: UInt64.max, total: Decimal(string: "12.30")!, items: [Item(sku: "A1", quantity: 2)], note: nil)

    @Test func encodesExactlyInKeyOrder() throws {
        let json = try JSONValue(encoding: Self.order)
        #expect(try json.jsonString() == #"{"id":18446744073709551615,"total":12.3,"items":[{"sku":"A1","quantity":2}]}"#)
        #expect(json["total"].decimal == Decimal(string: "12.30"))
    }

    /// A dictionary has no order of its own (Swift's changes from run to run), so its keys come
    /// out sorted by their bytes, as `JSONValue(_:)` and `JSONValue(foundation:)` sort them;
    /// a struct's keys keep the order its `encode(to:)` wrote.
    @Test func dictionariesEncodeWithSortedKeys() throws {
        struct Catalog: Encodable {
            var zone = "eu"
            var prices: [String: Int] = ["b": 1, "a": 2, "d": 4, "c": 3, "é": 5, "B": 6]
            var byID: [Int: String] = [3: "c", 1: "a", 2: "b"]
        }
        let json = try JSONValue(encoding: Catalog())
        #expect(json.object?.keys.elementsEqual(["zone", "prices", "byID"]) == true)
        #expect(json["prices"].object?.keys.elementsEqual(["B", "a", "b", "c", "d", "é"]) == true)
        #expect(json["byID"].object?.keys.elementsEqual(["1", "2", "3"]) == true)
        #expect(try JSONValue(encoding: ["b": 1, "a": 2]).jsonString() == #"{"a":2,"b":1}"#)
    }

    @Test func editsBetweenEncodingAndDecoding() throws {
        var json = try JSONValue(encoding: Self.order)
        json["items"].append(["sku": "B2", "quantity": 1])
        json["note"] = "gift"
        let order = try json.decode(as: Order.self)
        #expect(order.items.map(\.sku) == ["A1", "B2"] && order.note == "gift" && order.id == UInt64.max)
        let item: Item = try json["items"][1].decode()
        #expect(item == Item(sku: "B2", quantity: 1))
    }

    @Test func decodingIsExactAndSaysWhere() throws {
        let json: JSONValue = ["id": 1, "total": 1.66, "items": [["sku": "A", "quantity": 300]]]
        do {
            _ = try json.decode(as: Order.self)
            Issue.record("300 is no Int8")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["items", "0", "quantity"])
        }
        #expect(try JSONValue(parsing: "1.66").decode(as: Decimal.self) == Decimal(string: "1.66"))
        #expect(throws: DecodingError.self) { try JSONValue(parsing: "1.5").decode(as: Int.self) }
        #expect(throws: DecodingError.self) { try json["missing"].decode(as: Int.self) }
    }

    /// A URL reads as `URLTransform` reads one: JSON's white space around the string is no part
    /// of it; anything else that makes no URL is an error at its coding path.
    @Test func urlsIgnoreWhiteSpaceAroundThem() throws {
        struct Link: Decodable { var href: URL }
        for text in [" https://example.com/a ", "https://example.com/a\n", "\r\n\thttps://example.com/a\r\n"] {
            let link = try (["href": .string(text)] as JSONValue).decode(as: Link.self)
            #expect(link.href.absoluteString == "https://example.com/a")
        }
        for text in ["", " \n", "http://[bad"] {
            #expect(throws: DecodingError.self) { try (["href": .string(text)] as JSONValue).decode(as: Link.self) }
        }
    }

    /// Data reads as `DataTransform` reads it: JSON's white space around the base64 string is no
    /// part of it; inside it, or alone, it is an error at its coding path.
    @Test func dataIgnoresWhiteSpaceAroundIt() throws {
        struct Blob: Decodable { var bytes: Data }
        for text in [" AQID ", "AQID\n", "\r\n\tAQID\r\n"] {
            let blob = try (["bytes": .string(text)] as JSONValue).decode(as: Blob.self)
            #expect(blob.bytes == Data([1, 2, 3]))
        }
        for text in [" \n", "AQ ID", "AQ\nID"] {
            #expect(throws: DecodingError.self) { try (["bytes": .string(text)] as JSONValue).decode(as: Blob.self) }
        }
    }

    @Test func nonFiniteNumbersDoNotEncode() {
        #expect(throws: EncodingError.self) { try JSONValue(encoding: [Double.nan]) }
    }

    @Test func roundTripsTheLibrarysOwnValues() throws {
        let value: JSONValue = ["a": [1, "two", nil, true], "b": ["c": 1.5]]
        #expect(try JSONValue(encoding: value) == value)
        #expect(try value.decode(as: JSONValue.self) == value)
        #expect(try value["a"].decode(as: [JSONValue].self).count == 4)
    }
}
