import Foundation

/// Finds the documents to map in a stream of bytes as the bytes arrive: the elements of an
/// array (``ArrayScanner``) or the lines of JSON Lines (``LineScanner``).
///
/// A scanner never maps and never validates JSON itself: it finds where each piece begins and
/// ends, and hands the bytes to ``JSONParser``, which validates them into a ``JSONTape`` exactly
/// as it does for a document held in memory. Errors come back placed in the whole stream.
protocol DocumentScanner: AnyObject {
    /// The bytes still needed.
    var buffer: StreamBuffer { get }
    /// The earliest stream offset the scanner still needs; bytes before it may be dropped.
    var retainedStart: Int { get }
    /// Whether the input has been read to its end and every document handed on.
    var isFinished: Bool { get }

    /// The next parsed documents, or `nil` when the bytes held are used up (more input is
    /// needed, or the scanner is finished). Throws at the first error, after handing on every
    /// document before it.
    func next() throws(StreamFailure) -> StreamDocument?
}

extension DocumentScanner {
    /// Adds input, first dropping what is no longer needed.
    func append(_ bytes: UnsafeRawBufferPointer) {
        buffer.discard(before: retainedStart)
        buffer.append(bytes)
    }

    /// Reads the next `size` bytes of a file into the buffer; `false` at the end of the file.
    func read(from descriptor: Int32, size: Int) throws -> Bool {
        buffer.discard(before: retainedStart)
        return try buffer.read(from: descriptor, size: size) > 0
    }

    /// Records the end of the input.
    func finishInput() { buffer.markComplete() }
}

/// What a scanner hands on, parsed and ready to map.
enum StreamDocument {
    /// A run of elements of the streamed array, parsed as one array (entry 0 of the tape); the
    /// first has index `firstIndex` in the streamed array.
    case elements(JSONTape, firstIndex: Int)
    /// The object found where the streamed array was expected: parsed as an array of one
    /// element, which has no index.
    case single(JSONTape)
    /// A line of JSON Lines, with its 1-based number.
    case line(JSONTape, number: Int)
    /// A line that is not valid JSON or is longer than the limit.
    case invalidLine(JSONParseError, number: Int)
}

/// Why a stream stopped.
enum StreamFailure: Error {
    /// The bytes are not valid JSON (or exceed a limit), at the error's place in the stream.
    case syntax(JSONParseError)
    /// The document is valid but has no array at the key path, or has it twice.
    case shape(MappingIssue)
}
