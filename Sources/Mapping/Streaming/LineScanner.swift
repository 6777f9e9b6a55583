import Foundation

/// Finds the lines of JSON Lines (NDJSON) in a stream of bytes and parses each as a document.
///
/// A line ends at `\n` (a `\r` before it is whitespace to the parser); the last line may end
/// with the input instead. Lines holding only whitespace are passed over. Each line is copied
/// out and parsed by ``JSONParser`` as a document of its own, so a line is valid exactly when
/// it would be valid held in memory; only one UTF-8 byte-order mark is accepted, at the start
/// of the stream. A line that is not valid JSON, or is longer than
/// ``StreamingOptions/maximumElementSize`` (whose bytes are then dropped as they arrive, until
/// its end), is handed on as ``StreamDocument/invalidLine(_:number:)`` with its error placed
/// in the stream; whether that stops the reading is the caller's choice. Only `\n` separates
/// lines here, as JSON Lines says; the line and column of an error count a lone `\r` as a line
/// end too, as every ``JSONParseError`` does, so in a line holding one they can be past the
/// line's number.
final class LineScanner: DocumentScanner {
    let buffer: StreamBuffer
    private let limits: JSONParseLimits
    private let maximumLineSize: Int
    /// The start of the current line.
    private var lineStart = 0
    /// Where to look for the next newline.
    private var scan = 0
    /// The 1-based number of the current line.
    private var lineNumber = 1
    /// Whether the current line is over the limit: its bytes are dropped until its end.
    private var skipping = false
    private(set) var isFinished = false

    init(options: StreamingOptions) {
        buffer = StreamBuffer(capacity: options.readSize + 1024)
        var limits = options.limits
        limits.maximumDocumentSize = nil
        self.limits = limits
        maximumLineSize = options.maximumElementSize
    }

    var retainedStart: Int { skipping ? scan : lineStart }

    func next() throws(StreamFailure) -> StreamDocument? {
        while !isFinished {
            let end = buffer.end
            if let newline = firstNewline(from: scan, to: end) {
                let start = lineStart
                let number = lineNumber
                lineStart = newline + 1
                scan = lineStart
                lineNumber += 1
                if skipping {
                    skipping = false
                    continue
                }
                if let document = document(start..<newline, number: number) { return document }
                continue
            }
            scan = end
            if buffer.isComplete {
                isFinished = true
                if !skipping, lineStart < end {
                    let start = lineStart
                    lineStart = end
                    return document(start..<end, number: lineNumber)
                }
                return nil
            }
            if !skipping && end - lineStart > maximumLineSize {
                skipping = true
                return tooLong(at: lineStart, number: lineNumber)
            }
            return nil
        }
        return nil
    }

    private func firstNewline(from start: Int, to end: Int) -> Int? {
        guard start < end else { return nil }
        let bytes = buffer.bytes(start..<end)
        guard let base = bytes.baseAddress, let found = memchr(base, 0x0A, bytes.count) else { return nil }
        return start + (UnsafeRawPointer(found) - UnsafeRawPointer(base))
    }

    /// The line between two offsets, parsed; `nil` for a blank line.
    private func document(_ range: Range<Int>, number: Int) -> StreamDocument? {
        let bytes = buffer.bytes(range)
        guard bytes.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return nil }
        if range.count > maximumLineSize { return tooLong(at: range.lowerBound, number: number) }
        if range.lowerBound > 0, bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
            // A byte-order mark opens the stream, not each line.
            return .invalidLine(buffer.unexpected(expected: "a value", at: range.lowerBound), number: number)
        }
        do {
            let document = buffer.document(range)
            guard let tape = try JSONTape.parse(adopting: document.block, byteCount: document.count, limits: limits) else {
                return tooLong(at: range.lowerBound, number: number)
            }
            return .line(tape, number: number)
        } catch {
            let offset = range.lowerBound + error.offset
            if offset >= range.upperBound && range.upperBound < buffer.end {
                // The line ended where the parser wanted more.
                return .invalidLine(buffer.error(error.kind, expected: error.expected, found: "the end of the line",
                                                 at: offset), number: number)
            }
            return .invalidLine(buffer.placed(error, start: range.lowerBound, prefix: 0, contentEnd: range.upperBound),
                                number: number)
        }
    }

    private func tooLong(at start: Int, number: Int) -> StreamDocument {
        .invalidLine(buffer.error(.limitExceeded, expected: "a line of at most \(maximumLineSize) bytes",
                                  found: "a longer one", at: start), number: number)
    }
}
