import Foundation
import Testing
import Transforms

/// One base64 rule for every door that reads or writes `Data`: `DataTransform`, and
/// `CodableTransform` and `JSONValue`'s coders for `Data` itself or a `Data` property, with the
/// library's coders or a configured Foundation decoder. The same string gives the same bytes,
/// or none, whichever reads it; the same bytes write the same string.
@Suite struct Base64Tests {
    struct Blob: Codable, Equatable, Sendable {
        var bytes: Data
    }

    /// A decoder and an encoder with settings other than the defaults (snake-case keys), so that
    /// the transform goes through Foundation's coders; their `Data` strategy is the default, base64.
    static func configured() -> CodableTransform<Blob> {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        return CodableTransform<Blob>(decoder: decoder, encoder: encoder)
    }

    /// What each door reads from `text`, by name; `nil` where it reads nothing.
    static func reads(_ text: String) -> [(door: String, bytes: [UInt8]?)] {
        let string = JSONValue.string(text)
        let object: JSONValue = ["bytes": string]
        return [
            ("DataTransform, JSONValue", DataTransform().transformFromJSONValue(string).map(Array.init)),
            ("DataTransform, Foundation", DataTransform().transformFromJSON(text).map(Array.init)),
            ("CodableTransform<Data>, JSONValue", CodableTransform<Data>().transformFromJSONValue(string).map(Array.init)),
            ("CodableTransform<Data>, Foundation", CodableTransform<Data>().transformFromJSON(text).map(Array.init)),
            ("CodableTransform<Blob>", CodableTransform<Blob>().transformFromJSONValue(object).map { Array($0.bytes) }),
            ("CodableTransform<[Data]>", CodableTransform<[Data]>().transformFromJSONValue([string]).map { $0.map(Array.init) }?.first),
            ("configured CodableTransform<Blob>", configured().transformFromJSONValue(object).map { Array($0.bytes) }),
            ("JSONValue.decode(as: Data.self)", (try? string.decode(as: Data.self)).map(Array.init)),
            ("JSONValue.decode(as: Blob.self)", (try? object.decode(as: Blob.self)).map { Array($0.bytes) }),
        ]
    }

    @Test(arguments: DataTransformTests.readable)
    func everyDoorReadsTheSameBytes(input: String, expected: [UInt8]?) {
        for (door, bytes) in Self.reads(input) {
            #expect(bytes == expected, "\(door) read \(input.debugDescription)")
        }
    }

    /// Every length up to three groups and more, each final group's kind, and bytes that give
    /// `+` and `/`.
    static let writable: [[UInt8]] = (0...13).map { length in (0..<length).map { UInt8(truncatingIfNeeded: 251 &+ $0 &* 67) } }

    @Test(arguments: writable)
    func everyDoorWritesTheSameString(bytes: [UInt8]) throws {
        let data = Data(bytes)
        let expected = JSONValue.string(data.base64EncodedString())
        #expect(DataTransform().transformToJSONValue(data) == expected)
        #expect(DataTransform().transformToJSON(data).map(JSONValue.string) == expected)
        #expect(CodableTransform<Data>().transformToJSONValue(data) == expected)
        #expect(CodableTransform<Data>().transformToJSON(data) as? String == expected.string)
        #expect(CodableTransform<Blob>().transformToJSONValue(Blob(bytes: data)) == ["bytes": expected])
        #expect(Self.configured().transformToJSONValue(Blob(bytes: data)) == ["bytes": expected])
        #expect(try JSONValue(encoding: data) == expected)
        // And every door reads it back.
        for (door, read) in Self.reads(data.base64EncodedString()) {
            #expect(read == bytes, "\(door)")
        }
    }

    /// A `Data` that does not decode is an error at its coding path, as any value that does not
    /// decode is.
    @Test func badBase64IsAnErrorAtItsPath() {
        do {
            _ = try (["bytes": "===="] as JSONValue).decode(as: Blob.self)
            Issue.record("decoded \"====\"")
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.codingPath.map(\.stringValue) == ["bytes"])
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
