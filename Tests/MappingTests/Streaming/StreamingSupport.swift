import Foundation
import Mapping

// Fixtures and drivers for the streaming tests.

/// An item of a catalogue, with properties of several types for issues to land on.
struct Item: Mappable, Equatable, Sendable {
    var id = 0
    var name: String?
    var price: Double?
    var tags: [String]?
    var extra: JSONValue?

    init(id: Int = 0, name: String? = nil, price: Double? = nil, tags: [String]? = nil) {
        self.id = id
        self.name = name
        self.price = price
        self.tags = tags
    }

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id    <- map["id"]
        name  <- map["name"]
        price <- map["price"]
        tags  <- map["tags"]
        extra <- map["extra"]
    }
}

/// Any object, kept whole: for comparing streaming with memory on documents of any shape.
struct Whole: Mappable, Equatable {
    var value: JSONValue = .null

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        value = JSONValue(foundation: map.JSON) ?? .null
    }
}

/// What a stream delivered before it ended, and how it ended.
struct StreamOutcome<Element> {
    var elements: [Element] = []
    var error: (any Error)?

    var parseError: JSONParseError? { error as? JSONParseError }
    var mapError: MapError? { error as? MapError }
}

/// Feeds `bytes` to a reader in pieces ending at `cuts` (offsets, in order), then finishes.
func feed<Element>(_ reader: MappingStreamReader<Element>, _ bytes: [UInt8], cuts: [Int]) -> StreamOutcome<Element> {
    var outcome = StreamOutcome<Element>()
    var start = 0
    do {
        for cut in cuts + [bytes.count] where cut >= start {
            try reader.read(bytes[start..<cut]) { outcome.elements.append($0) }
            start = cut
        }
        try reader.finish { outcome.elements.append($0) }
    } catch {
        outcome.error = error
    }
    return outcome
}

/// Feeds `bytes` to a reader in pieces of `size` bytes.
func feed<Element>(_ reader: MappingStreamReader<Element>, _ bytes: [UInt8], pieceSize size: Int) -> StreamOutcome<Element> {
    feed(reader, bytes, cuts: Array(stride(from: size, to: bytes.count, by: size)))
}

/// A temporary file that is removed when the test is done with it.
final class TemporaryFile {
    let url: URL

    init(_ bytes: [UInt8] = [], name: String = "stream.json") throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapping-stream-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        url = folder.appendingPathComponent(name)
        try Data(bytes).write(to: url)
    }

    deinit { try? FileManager.default.removeItem(at: url.deletingLastPathComponent()) }
}

/// The fields of a parse error that streaming must reproduce exactly (not the excerpt, which
/// shows what the stream still holds).
struct ErrorPlace: Equatable, CustomStringConvertible {
    var kind: JSONParseError.Kind
    var offset: Int
    var line: Int
    var column: Int
    var expected: String
    var found: String

    init(_ error: JSONParseError) {
        kind = error.kind
        offset = error.offset
        line = error.line
        column = error.column
        expected = error.expected
        found = error.found
    }

    var description: String { "\(kind) at \(offset) (\(line):\(column)): expected \(expected), found \(found)" }
}
