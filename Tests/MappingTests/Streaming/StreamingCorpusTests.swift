import Foundation
import Testing
import TestSupport
@testable import Mapping

/// Real documents streamed in awkward pieces map element by element as they do in memory.
@Suite("Streaming the corpus", .enabled(if: SharedFiles.exists("corpus/twitter.json"), "needs ../shared/corpus"))
struct StreamingCorpusTests {
    @Test("each element equals the in-memory mapping's", arguments: [
        ("twitter.json", "statuses"),
        ("citm_catalog.json", "performances"),
        ("canada.json", "features"),
    ])
    func agreesWithMemory(file: String, keyPath: String) throws {
        let data = try Data(contentsOf: SharedFiles.url("corpus").appendingPathComponent(file))
        let bytes = [UInt8](data)
        let expected = try #require(Mapper<Whole>().mapArray(JSONData: data, atKeyPath: keyPath))
        #expect(!expected.isEmpty)

        // From a file, reading 4 KiB at a time.
        var options = StreamingOptions()
        options.readSize = 4096
        var index = 0
        try Mapper<Whole>().mapArrayWithIssues(contentsOf: SharedFiles.url("corpus").appendingPathComponent(file), atKeyPath: keyPath,
                                               options: options) { element in
            #expect(element.index == index)
            #expect(element.issues.isEmpty)
            #expect(element.value == expected[index], "\(file) element \(index)")
            index += 1
        }
        #expect(index == expected.count)

        // Pushed in pieces of odd sizes, so that pieces end inside every kind of token.
        var random = SplitMix64(seed: 3)
        var cuts: [Int] = []
        var position = 0
        while position < bytes.count {
            position += Int.random(in: 1...2000, using: &random)
            cuts.append(min(position, bytes.count))
        }
        let outcome = feed(Mapper<Whole>().arrayReader(atKeyPath: keyPath), bytes, cuts: cuts)
        #expect(outcome.error == nil)
        #expect(outcome.elements == expected)
    }

    @Test("the corpus as JSON Lines: one line per element")
    func asJSONLines() throws {
        let data = try Data(contentsOf: SharedFiles.url("corpus").appendingPathComponent("twitter.json"))
        let statuses = try #require(try JSONValue(parsing: data)["statuses"]?.array)
        let text = try statuses.map { try $0.jsonString() }.joined(separator: "\n")
        let expected = statuses.compactMap { Mapper<Whole>().map(JSONValue: $0) }
        let outcome = feed(Mapper<Whole>().jsonLinesReader(), Array(text.utf8), pieceSize: 777)
        #expect(outcome.error == nil)
        #expect(outcome.elements == expected)
    }
}
