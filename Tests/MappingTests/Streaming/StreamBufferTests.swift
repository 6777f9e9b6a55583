import Foundation
import Testing
@testable import Mapping

/// The stream's buffer: positions advanced over dropped bytes, and errors placed in the whole.
@Suite("Stream buffer")
struct StreamBufferTests {
    /// The line and column after `bytes`, counted one byte at a time: `\n`, `\r\n` and a lone
    /// `\r` each end a line.
    private func naive(_ bytes: ArraySlice<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        var previous: UInt8 = 0
        for byte in bytes {
            if byte == 0x0D || (byte == 0x0A && previous != 0x0D) {
                line += 1
                column = 1
            } else if byte == 0x0A {
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            previous = byte
        }
        return (line, column)
    }

    @Test("line and column advanced in pieces agree with a byte-by-byte count")
    func positions() {
        var random = SplitMix64(seed: 11)
        let alphabet: [[UInt8]] = [[0x61], [0x20], [0x09], [0x0B], Array("é".utf8), Array("前".utf8), Array("😀".utf8), [0x7B]]
        let breaks: [[UInt8]] = [[0x0A], [0x0D, 0x0A], [0x0D]]
        for trial in 0..<200 {
            var bytes: [UInt8] = []
            let newlineRate = trial % 4 == 0 ? 0 : Int.random(in: 1...200, using: &random)
            while bytes.count < Int.random(in: 0...6000, using: &random) {
                if newlineRate > 0 && Int.random(in: 0..<newlineRate, using: &random) == 0 {
                    bytes.append(contentsOf: breaks[Int.random(in: 0..<breaks.count, using: &random)])
                } else {
                    bytes.append(contentsOf: alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
                }
            }
            var position = TextPosition()
            var done = 0
            while done < bytes.count {
                let piece = min(Int.random(in: 1...3000, using: &random), bytes.count - done)
                bytes.withUnsafeBufferPointer { position.advance(over: $0.baseAddress! + done, count: piece) }
                done += piece
            }
            let expected = naive(bytes[...])
            #expect(position.line == expected.line && position.column == expected.column, "trial \(trial)")
        }
    }

    @Test("an error megabytes into a multi-line document: the in-memory parser's line and column")
    func lateErrorInALargeDocument() throws {
        var text = "{\"data\": [\n"
        for index in 0..<40_000 {
            text += "  {\"id\": \(index), \"name\": \"名前 \(index) é 😀\",\n   \"tags\": [\"a\", \"b\"]},\n"
        }
        text += "  {\"id\": 40000, \"name\": \"last\" \"oops\"}\n]}\n"
        let bytes = Array(text.utf8)
        #expect(bytes.count > 2_500_000)
        let memory: JSONParseError
        do {
            _ = try JSONValue(parsing: bytes)
            Issue.record("the document should be invalid")
            return
        } catch {
            memory = error
        }
        var options = StreamingOptions()
        options.readSize = 4096
        for size in [1000, 65_536] {
            let outcome = feed(Mapper<Item>().arrayReader(atKeyPath: "data", options: options), bytes, pieceSize: size)
            #expect(outcome.elements.count == 40_000)
            let error = try #require(outcome.parseError)
            #expect(ErrorPlace(error) == ErrorPlace(memory))
            #expect(error.excerpt == memory.excerpt)
            #expect(error.line == 80_002)
        }
    }
}
