import Foundation
import Testing
import Mapping

/// Where a parse error says it is: lines ended by `\n`, `\r\n` or a lone `\r` (JSON allows
/// `\r` as whitespace, and an editor shows a lone one as a line break).
@Suite("Parse error place")
struct ParseErrorPlaceTests {
    private func parseError(_ text: String) throws -> JSONParseError {
        do {
            _ = try JSONValue(parsing: text)
        } catch {
            return error
        }
        throw Failure.accepted(text)
    }

    private enum Failure: Error { case accepted(String) }

    @Test("\\n, \\r\\n and a lone \\r each end one line", arguments: [
        ("[1,\n2,]", 2, 3, "2,]"),
        ("[1,\r\n2,]", 2, 3, "2,]"),
        ("[1,\r2,]", 2, 3, "2,]"),
        ("[1,\n\r2,]", 3, 3, "2,]"),
        ("[1,\r\r\n2,]", 3, 3, "2,]"),
        ("[1,\r\n\r\n\n2,]", 4, 3, "2,]"),
        ("\r\r\r[x]", 4, 2, "[x]"),
        ("{\"a\":\r  tru\r}", 2, 6, "  tru"),
        ("[\r1 2]", 2, 3, "1 2]"),
    ])
    func lineBreaks(text: String, line: Int, column: Int, excerpt: String) throws {
        let error = try parseError(text)
        #expect(error.line == line, "\(text.debugDescription)")
        #expect(error.column == column, "\(text.debugDescription)")
        #expect(error.excerpt == excerpt, "\(text.debugDescription)")
        #expect(error.excerptColumn == column, "\(text.debugDescription)")
        #expect(error.description.hasPrefix("line \(line), column \(column): "), "\(text.debugDescription)")
    }

    @Test("a lone \\r placed in a stream: the line and column of the document in memory")
    func lineBreaksInAStream() throws {
        for text in ["[1,\r2,\r3,\r]", "[1,\r\n2,\r\n3,\r\n]", "[\r{\"id\": 1},\r\n\r{\"id\": 2}\r\r x]",
                     "{\"data\":\r[{\"id\": 1}\r,\r\n{\"id\": tru}]}"] {
            let memory = try parseError(text)
            let bytes = Array(text.utf8)
            // Every cut, so a `\r` and the `\n` after it arrive in different pieces too.
            for cut in 0...bytes.count {
                let keyPath: String? = text.hasPrefix("{") ? "data" : nil
                let streamed = feed(Mapper<Item>().arrayReader(atKeyPath: keyPath), bytes, cuts: [cut]).parseError
                #expect(streamed.map(ErrorPlace.init) == ErrorPlace(memory), "\(text.debugDescription) cut at \(cut)")
            }
        }
    }
}
