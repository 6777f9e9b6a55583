/// Line, column and excerpt for a byte offset; computed only when an error is reported.
///
/// A line ends at `\n`, `\r\n` or a lone `\r`; ``TextPosition`` counts a stream's lines the
/// same way. The column counts scalars; the excerpt's column counts what a terminal shows
/// (``TerminalWidth``), so a caret lines up under the spot.
struct SourceLocation {
    var line = 1
    var column = 1
    var excerpt = ""
    var excerptColumn = 1

    init(offset: Int, in input: UnsafeBufferPointer<UInt8>) {
        let offset = min(max(offset, 0), input.count)
        var lineStart = 0
        for index in 0..<offset {
            let byte = input[index]
            guard byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") else { continue }
            // The `\n` of `\r\n` ends the line its `\r` ended.
            if byte == UInt8(ascii: "\r") || index == 0 || input[index - 1] != UInt8(ascii: "\r") { line += 1 }
            lineStart = index + 1
        }
        column = 1 + Self.scalarCount(input, lineStart..<offset)

        var lineEnd = offset
        while lineEnd < input.count, input[lineEnd] != UInt8(ascii: "\n"), input[lineEnd] != UInt8(ascii: "\r") {
            lineEnd += 1
        }
        // Up to 30 scalars before the spot and 30 after, on the same line.
        var start = offset
        var before = 0
        while start > lineStart, before < 30 {
            start -= 1
            if input[start] & 0xC0 != 0x80 { before += 1 }
        }
        var end = offset
        var after = 0
        while end < lineEnd, after < 30 {
            end += 1
            while end < lineEnd, input[end] & 0xC0 == 0x80 { end += 1 }
            after += 1
        }
        let slice = UnsafeBufferPointer(rebasing: input[start..<end])
        let text = String(decoding: slice, as: UTF8.self)
        excerpt = String(String.UnicodeScalarView(text.unicodeScalars.map { scalar in
            scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar
        }))
        excerptColumn = 1 + TerminalWidth.columns(of: excerpt, beforeScalar: Self.scalarCount(input, start..<offset))
    }

    private static func scalarCount(_ input: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
        var count = 0
        for index in range where input[index] & 0xC0 != 0x80 { count += 1 }
        return count
    }
}
