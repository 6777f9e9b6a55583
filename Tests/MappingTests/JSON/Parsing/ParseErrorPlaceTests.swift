import Foundation
import Testing
import Mapping

/// Where a parse error says it is: lines ended by `\n`, `\r\n` or a lone `\r` (JSON allows
/// `\r` as whitespace, and an editor shows a lone one as a line break), and a caret under the
/// spot that counts the terminal columns of what comes before it.
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

    /// The caret's column counts what a terminal shows: a character outside ASCII is one column
    /// however many bytes it takes, a wide one (CJK, fullwidth forms, emoji) two, a combining
    /// mark none, and a cluster of emoji joined into one picture two.
    @Test("the caret sits under the spot after characters of every width", arguments: [
        ("{\"é\": tru}", 10, 10),
        ("{\"名前\": tru}", 11, 13),
        ("{\"ｎａｍｅ\": tru}", 13, 17),
        ("[\"😀\", x]", 7, 8),
        ("[\"e\u{301}\", x]", 8, 7),
        ("[\"👨‍👩‍👧\", x]", 11, 8),
        ("[\"🇯🇵\", x]", 8, 8),
        ("[\"❤\", x]", 7, 7),
        ("[\"❤\u{FE0F}\", x]", 8, 8),
        ("[\"a\u{200B}b\", x]", 9, 8),
        ("[\"한국어\", x]", 9, 12),
        ("[名]", 2, 2),
        ("[\"\u{301}\", x]", 7, 6),
    ])
    func caretColumn(text: String, column: Int, caretColumn: Int) throws {
        let error = try parseError(text)
        #expect(error.column == column, "\(text)")
        #expect(error.excerptColumn == caretColumn, "\(text)")
        #expect(error.diagnostic == error.description + "\n" + text + "\n" + String(repeating: " ", count: caretColumn - 1) + "^",
                "\(text)")
    }

    @Test("a long line of wide characters: the excerpt keeps 30 characters before the spot, two columns each")
    func longLineOfWideCharacters() throws {
        let text = "[\"" + String(repeating: "前", count: 40) + "\", x]"
        let error = try parseError(text)
        #expect(error.column == 46)
        #expect(error.excerpt == String(repeating: "前", count: 27) + "\", x]")
        #expect(error.excerptColumn == 27 * 2 + 3 + 1)
    }
}
