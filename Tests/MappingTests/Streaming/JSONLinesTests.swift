import Foundation
import Testing
@testable import Mapping

/// Reading JSON Lines: each line mapped as a document of its own; a bad line is an issue with
/// its line number and reading goes on, or stops when asked.
@Suite("JSON Lines")
struct JSONLinesTests {
    static let text = """
        {"id": 1, "name": "one", "tags": ["a"]}
        {"id": 2, "name": "two é 😀", "price": 2.5}\r
        \t
        {"id": 3, "name": "three", "extra": {"nested": [1, {"deep": "\\u00e9\\n"}]}}

        {"id": 4}
        """

    @Test("every line maps as it would in memory, whatever the pieces")
    func goodLines() {
        let bytes = Array(Self.text.utf8)
        let expected = Self.text.split(separator: "\n").compactMap { Mapper<Item>().map(JSONString: String($0)) }
        #expect(expected.map(\.id) == [1, 2, 3, 4])
        for size in 1...bytes.count {
            let outcome = feed(Mapper<Item>().jsonLinesReader(), bytes, pieceSize: size)
            #expect(outcome.error == nil, "pieces of \(size)")
            #expect(outcome.elements == expected, "pieces of \(size)")
        }
        // With a final newline, and with none at all.
        #expect(feed(Mapper<Item>().jsonLinesReader(), Array((Self.text + "\n").utf8), pieceSize: 3).elements == expected)
        #expect(feed(Mapper<Item>().jsonLinesReader(), [], pieceSize: 3).elements.isEmpty)
    }

    @Test("a bad line is an issue with its line number, and reading goes on")
    func badLinesGoOn() throws {
        let text = "{\"id\": 1}\n{\"id\": 2,}\n\n{\"id\": \"x\"}\nnull\n{\"id\": 5}"
        let outcome = feed(Mapper<Item>().jsonLinesReaderWithIssues(), Array(text.utf8), pieceSize: 4)
        #expect(outcome.error == nil)
        #expect(outcome.elements.map(\.line) == [1, 2, 4, 5, 6])
        #expect(outcome.elements.map { $0.value?.id } == [1, nil, 0, nil, 5])
        let bad = outcome.elements[1].issues
        #expect(bad.map(\.kind) == [.invalidJSON])
        #expect(bad.first?.description == "(document): invalid JSON: line 2, column 10: expected a key in double quotes, found '}'")
        // A line's issues are relative to the line.
        #expect(outcome.elements[2].issues.map(\.description) == [#"id: expected Int, found string "x""#])
        #expect(outcome.elements[3].issues.map(\.description) == ["(document): expected Item (an object), found null"])

        // The plain form passes over what cannot be made, as in memory.
        let plain = feed(Mapper<Item>().jsonLinesReader(), Array(text.utf8), pieceSize: 1)
        #expect(plain.error == nil)
        #expect(plain.elements.map(\.id) == [1, 0, 5])
    }

    @Test("stopping at a bad line: its error, at its place, after the lines before it")
    func badLinesStop() throws {
        let text = "{\"id\": 1}\n{\"id\": 2}\n  {\"id\": 3 \"x\"}\n{\"id\": 4}\n"
        var options = StreamingOptions()
        options.stopsAtInvalidLine = true
        for size in [1, 5, 100] {
            let outcome = feed(Mapper<Item>().jsonLinesReader(options: options), Array(text.utf8), pieceSize: size)
            #expect(outcome.elements.map(\.id) == [1, 2])
            let error = try #require(outcome.parseError)
            #expect(error.description == "line 3, column 12: expected ',' or '}', found '\"'")
            #expect(error.offset == 31)
            #expect(error.excerpt == #"  {"id": 3 "x"}"#)
        }
        // OrFail stops at a bad line, and at a line with an issue.
        let strict = feed(Mapper<Item>().jsonLinesReaderOrFail(), Array(text.utf8), pieceSize: 7)
        #expect(strict.elements.map(\.id) == [1, 2])
        #expect(strict.parseError?.line == 3)
        let issue = feed(Mapper<Item>().jsonLinesReaderOrFail(), Array("{\"id\": 1}\n{\"id\": 2, \"price\": \"x\"}\n".utf8), pieceSize: 3)
        #expect(issue.elements.map(\.id) == [1])
        // The in-memory door's error for the line, with the line named in the reason.
        #expect(issue.mapError?.reason == #"line 2: expected Double, found string "x""#)
        #expect(issue.mapError?.key == "price")
        let memory = #expect(throws: MapError.self) { try Mapper<Item>().mapOrFail(JSONString: #"{"id": 2, "price": "x"}"#) }
        #expect(issue.mapError?.issues == memory?.issues)
        #expect(issue.mapError?.reason == memory?.reason.map { "line 2: " + $0 })
    }

    @Test("a line cut off by the end of the stream is a bad line")
    func truncatedLastLine() throws {
        let text = "{\"id\": 1}\n{\"id\": 2, \"na"
        let outcome = feed(Mapper<Item>().jsonLinesReaderWithIssues(), Array(text.utf8), pieceSize: 3)
        #expect(outcome.elements.map(\.line) == [1, 2])
        #expect(outcome.elements[1].issues.first?.found == "line 2, column 14: expected '\"' to end the string, found end of input")
        var options = StreamingOptions()
        options.stopsAtInvalidLine = true
        let stopped = feed(Mapper<Item>().jsonLinesReader(options: options), Array(text.utf8), pieceSize: 3)
        #expect(stopped.elements.map(\.id) == [1])
        #expect(stopped.parseError?.kind == .unexpectedEndOfInput)
        #expect(stopped.parseError?.offset == text.utf8.count)
    }

    @Test("a line over the limit is a bad line whose bytes are dropped as they come")
    func lineOverTheLimit() throws {
        var options = StreamingOptions()
        options.maximumElementSize = 64
        let long = "{\"id\": 2, \"name\": \"" + String(repeating: "z", count: 1000) + "\"}"
        let text = "{\"id\": 1}\n" + long + "\n{\"id\": 3}\n"
        for size in [1, 16, 4096] {
            let outcome = feed(Mapper<Item>().jsonLinesReaderWithIssues(options: options), Array(text.utf8), pieceSize: size)
            #expect(outcome.error == nil)
            #expect(outcome.elements.map(\.line) == [1, 2, 3])
            #expect(outcome.elements.map { $0.value?.id } == [1, nil, 3])
            #expect(outcome.elements[1].issues.first?.found == "line 2, column 1: expected a line of at most 64 bytes, found a longer one")
        }
    }

    @Test("a byte-order mark opens the stream, not a line")
    func byteOrderMark() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("{\"id\": 1}\n".utf8) + [0xEF, 0xBB, 0xBF] + Array("{\"id\": 2}\n".utf8)
        let outcome = feed(Mapper<Item>().jsonLinesReaderWithIssues(), bytes, pieceSize: 2)
        #expect(outcome.elements.map { $0.value?.id } == [1, nil])
        #expect(outcome.elements[1].issues.first?.found.hasPrefix("line 2, column 1: expected a value") == true)
    }

    @Test("files, paths and file handles, in every form; the writer's output reads back")
    func fileDoorsAndRoundTrip() throws {
        let items = (1...200).map { Item(id: $0, name: "item \($0) é", price: Double($0) / 4, tags: $0 % 2 == 0 ? ["even"] : nil) }
        var written: [UInt8] = []
        let writer = Mapper<Item>().jsonLinesWriter { written.append(contentsOf: $0) }
        try writer.write(contentsOf: items)
        try writer.finish()
        #expect(written.filter { $0 == 0x0A }.count == 200)
        let file = try TemporaryFile(written, name: "items.jsonl")
        var options = StreamingOptions()
        options.readSize = 100
        var read: [Item] = []
        try Mapper<Item>().mapJSONLines(contentsOf: file.url, options: options) { read.append($0) }
        #expect(read == items)
        read = []
        try Mapper<Item>().mapJSONLinesOrFail(contentsOfFile: file.url.path) { read.append($0) }
        #expect(read == items)
        var lines: [Int] = []
        try Mapper<Item>().mapJSONLinesWithIssues(fileHandle: try FileHandle(forReadingFrom: file.url), options: options) {
            lines.append($0.line)
        }
        #expect(lines == Array(1...200))

        // As the README writes it: the element's parts as the closure's parameters.
        var count = 0
        try Mapper<Item>().mapJSONLinesWithIssues(contentsOf: file.url) { line, item, issues in
            count += issues.isEmpty && item?.id == line ? 1 : 0
        }
        #expect(count == 200)
    }
}
