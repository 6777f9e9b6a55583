import Foundation

/// Finds the elements of the array at a key path in a stream of JSON, as the bytes arrive,
/// and parses them in batches.
///
/// ## Design
///
/// Two parts of the document are read differently:
///
///     {"meta": {"page": 1}, "data": {"items": [ {"id": 1}, {"id": 2}, ... ], "next": null}}
///     └──────────── envelope ─────────────────┘ └──────── elements ───────┘ └─ envelope ─┘
///
/// **The envelope** (everything outside the streamed array) is walked one byte at a time by a
/// small state machine that knows JSON's containers: which byte may come next (a key, a colon,
/// a comma, a closing bracket), and the stack of open containers. It follows the key path down
/// (`data`, then `items`), comparing each key's decoded bytes with the path's component. Every
/// scalar of the envelope (keys included) is copied out when complete and validated by
/// ``JSONParser``; containers the path does not enter are walked the same way, so an envelope
/// of any size is validated with memory bounded by its largest scalar.
///
/// **The elements** of the streamed array are only delimited here, by the fast loop of
/// ``scanElements()``: it tracks strings (skipping their contents eight bytes at a time),
/// escapes and nesting depth, so it knows where each element ends even when the input arrives
/// one byte at a time. Complete elements accumulate into a batch; when the batch holds about
/// ``batchSize`` bytes, or the input runs out, its bytes (from the first element to the end of
/// the last, with the commas between) are copied between `[` and `]` and parsed as one array
/// into a ``JSONTape``. Validation of elements is therefore the parser's, exactly as for a
/// document in memory, and parsing many elements at once costs what mapping a chunk held in
/// memory costs.
///
/// **Errors** come out in document order, after every element before them: a batch whose
/// parse fails is parsed again up to the last element before the error, which is handed on,
/// and the error follows. Errors the walker finds itself (a missing comma, the end of the
/// input inside the array, an element over ``StreamingOptions/maximumElementSize``) are
/// reported only after the parser has looked at the element in progress, since an earlier
/// error inside it comes first. Positions are absolute: ``StreamBuffer`` places each error at
/// its stream offset, line and column. Depth counts from the document's root, as in memory.
///
/// **Shape** (the key path is missing, leads to something other than an array or object, or
/// names a key that repeats) is reported when the input ends, so invalid JSON anywhere in the
/// document is reported before it, as it would be in memory. An object where the array was
/// expected is one element, as `mapArray` reads it in memory.
final class ArrayScanner: DocumentScanner {
    let buffer: StreamBuffer
    let path: [MapKeyPath.Component]
    let keyPath: String
    /// How issues name the array's type: `[User]`.
    let arrayType: String
    let limits: JSONParseLimits
    let maximumElementSize: Int
    let batchSize: Int

    // The envelope.

    struct Frame {
        var isObject: Bool
        /// Whether the key path goes through this container.
        var onPath: Bool
        /// Members or elements so far.
        var count = 0
        /// Whether the path's component was found in it.
        var found = false
    }

    /// What the walker expects next.
    enum Expect {
        case start, value, valueOrClose, keyOrClose, key, colon, commaOrClose, end
    }

    /// A scalar of the envelope being read: a string (or key), or a number or literal.
    struct Capture {
        var start: Int
        var isString: Bool
        var isKey: Bool
        var escaped = false
    }

    var frames: [Frame] = []
    var expect = Expect.start
    /// Whether the last key read was the path's component.
    var keyFound = false
    var capture: Capture?
    /// The level of a value at the end of the path that is not an array, reported once complete.
    var mismatchLevel: Int?
    var shapeFailure: MappingIssue?

    // The streamed array.

    enum ArrayState { case first, beforeElement, inElement, afterElement }
    var inArray = false
    /// Whether the streamed array (or the object standing for it) has been entered.
    var streamed = false
    /// Whether the "array" is the root object, mapped as a single element.
    var single = false
    var arrayState = ArrayState.first
    var elementStart = 0
    var depth = 0
    var inString = false
    var escaped = false
    var scalar = false
    /// The depth of the streamed array from the root (1 for a top-level array).
    var arrayDepth = 1
    /// The limits for a batch, whose array stands for the streamed one at `arrayDepth`.
    var batchLimits: JSONParseLimits
    /// The index of the next element to complete.
    var nextIndex = 0

    // The batch.

    var batchStart = -1
    var batchFirstIndex = 0
    /// Where each element of the batch ends.
    var batchEnds: [Int] = []
    /// An error that follows the batch being handed on.
    var pendingFailure: StreamFailure?

    /// The next stream offset to scan.
    var scan = 0
    private(set) var isFinished = false

    init(keyPath: String?, arrayType: String, options: StreamingOptions) {
        buffer = StreamBuffer(capacity: options.readSize + 1024)
        let keyPath = keyPath ?? ""
        self.keyPath = keyPath
        path = keyPath.isEmpty ? [] : MapKeyPath(keyPath).components
        self.arrayType = arrayType
        var limits = options.limits
        limits.maximumDocumentSize = nil
        self.limits = limits
        batchLimits = limits
        maximumElementSize = options.maximumElementSize
        batchSize = options.readSize
    }

    var retainedStart: Int {
        var keep = scan
        if batchStart >= 0 { keep = min(keep, batchStart) }
        if inArray && arrayState == .inElement { keep = min(keep, elementStart) }
        if let capture { keep = min(keep, capture.start) }
        // A little more, for the excerpt of an error.
        return keep - 120
    }

    // MARK: - Handing on batches

    func next() throws(StreamFailure) -> StreamDocument? {
        if let failure = pendingFailure {
            pendingFailure = nil
            isFinished = true
            throw failure
        }
        guard !isFinished else { return nil }
        let progress: Progress
        do {
            progress = try advance()
        } catch {
            guard !batchEnds.isEmpty else {
                isFinished = true
                throw error
            }
            pendingFailure = error
            return try takeBatch()
        }
        if !batchEnds.isEmpty { return try takeBatch() }
        if progress == .done {
            isFinished = true
            if let shapeFailure { throw .shape(shapeFailure) }
        }
        return nil
    }

    enum Progress { case batchFull, needsInput, done }

    /// Scans until a batch is full or the bytes held are used up.
    func advance() throws(StreamFailure) -> Progress {
        while true {
            if inArray {
                switch try scanElements() {
                case .batchFull: return .batchFull
                case .left: continue
                case .exhausted: break
                }
            } else if try scanEnvelope() {
                continue
            }
            if buffer.isComplete {
                try finishAtEnd()
                return .done
            }
            try checkSizes()
            return .needsInput
        }
    }

    /// Parses the batch and resets it; when the parse fails, hands on the elements before the
    /// error and keeps the error for the next call.
    func takeBatch() throws(StreamFailure) -> StreamDocument {
        let start = batchStart
        let ends = batchEnds
        let first = batchFirstIndex
        batchStart = -1
        batchEnds.removeAll(keepingCapacity: true)
        do {
            let tape = try parseBatch(start..<ends[ends.count - 1])
            return single ? .single(tape) : .elements(tape, firstIndex: first)
        } catch {
            let failure = elementError(error, start: start, contentEnd: ends[ends.count - 1])
            // Everything before the error was accepted: the elements that end before it are good.
            let good = ends.prefix { $0 <= failure.offset }.count
            pendingFailure = .syntax(failure)
            if good > 0, let tape = try? parseBatch(start..<ends[good - 1]) {
                return .elements(tape, firstIndex: first)
            }
            pendingFailure = nil
            isFinished = true
            throw .syntax(failure)
        }
    }

    func parseBatch(_ range: Range<Int>) throws(JSONParseError) -> JSONTape {
        let document = buffer.document(range, opening: true, closing: true)
        guard let tape = try JSONTape.parse(adopting: document.block, byteCount: document.count, limits: batchLimits) else {
            throw JSONParseError(.limitExceeded, expected: "a batch under 4 GiB", found: "\(document.count) bytes",
                                 offset: 0, line: 1, column: 1, excerpt: "", excerptColumn: 1)
        }
        return tape
    }

    /// An error from parsing elements copied from `start` to `contentEnd` after an opening `[`,
    /// placed in the stream; nesting is counted from the document's root.
    func elementError(_ error: JSONParseError, start: Int, contentEnd: Int) -> JSONParseError {
        let offset = start + max(error.offset - 1, 0)
        if error.kind == .tooDeep {
            return buffer.error(.tooDeep, expected: "at most \(limits.maximumDepth) levels of nesting",
                                found: "\(buffer.describe(at: offset)) at depth \(limits.maximumDepth + 1)", at: offset)
        }
        return buffer.placed(error, start: start, prefix: 1, contentEnd: contentEnd)
    }

    /// The error the parser finds in the element (`opening`: after a `[`) or scalar in
    /// progress from `start`, which it reads up to the end of the bytes held.
    func errorInProgress(from start: Int, opening: Bool) -> JSONParseError {
        let document = buffer.document(start..<buffer.end, opening: opening)
        do {
            _ = try JSONTape.parse(adopting: document.block, byteCount: document.count, limits: opening ? batchLimits : limits)
            // Complete after all: what is missing is what follows it.
            return buffer.endOfInput(expected: opening ? "',' or ']'" : "end of input")
        } catch {
            return opening ? elementError(error, start: start, contentEnd: buffer.end)
                : buffer.placed(error, start: start, prefix: 0, contentEnd: buffer.end)
        }
    }

    // MARK: - The end of the input, and sizes

    /// At the end of the input: the document must be complete.
    func finishAtEnd() throws(StreamFailure) {
        if let capture {
            // A number or literal ends with the input; a string cut off by it is an error,
            // which the parser words.
            guard capture.isString else {
                try completeCapture(capture)
                return try finishAtEnd()
            }
            throw .syntax(errorInProgress(from: capture.start, opening: false))
        }
        if inArray {
            switch arrayState {
            case .inElement:
                throw .syntax(errorInProgress(from: elementStart, opening: true))
            case .first, .beforeElement:
                throw .syntax(buffer.endOfInput(expected: "a value"))
            case .afterElement:
                throw .syntax(buffer.endOfInput(expected: "',' or ']'"))
            }
        }
        switch expect {
        case .end: return
        case .start, .value, .valueOrClose: throw .syntax(buffer.endOfInput(expected: "a value"))
        case .keyOrClose, .key: throw .syntax(buffer.endOfInput(expected: "a key in double quotes"))
        case .colon: throw .syntax(buffer.endOfInput(expected: "':'"))
        case .commaOrClose:
            throw .syntax(buffer.endOfInput(expected: frames.last?.isObject == true ? "',' or '}'" : "',' or ']'"))
        }
    }

    /// While waiting for input: an element or scalar over the size limit is an error, not an
    /// ever larger buffer; an error the parser finds in it first comes first.
    func checkSizes() throws(StreamFailure) {
        if inArray && arrayState == .inElement && buffer.end - elementStart > maximumElementSize {
            let error = errorInProgress(from: elementStart, opening: true)
            if error.offset < buffer.end { throw .syntax(error) }
            throw .syntax(buffer.error(.limitExceeded, expected: "an element of at most \(maximumElementSize) bytes",
                                       found: "a longer one", at: elementStart))
        }
        if let capture, buffer.end - capture.start > maximumElementSize {
            let error = errorInProgress(from: capture.start, opening: false)
            if error.offset < buffer.end { throw .syntax(error) }
            throw .syntax(buffer.error(.limitExceeded, expected: "a value of at most \(maximumElementSize) bytes",
                                       found: "a longer one", at: capture.start))
        }
    }
}
