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
/// **Shape** (the key path is missing, leads to something other than an array, or names a key
/// that repeats) is reported when the input ends, so invalid JSON anywhere in the document is
/// reported before it, as it would be in memory.
final class ArrayScanner: DocumentScanner {
    let buffer: StreamBuffer
    private let path: [KeyPath.Component]
    private let keyPath: String
    /// How issues name the array's type: `[User]`.
    private let arrayType: String
    private let limits: JSONParseLimits
    private let maximumElementSize: Int
    private let batchSize: Int

    // The envelope.

    private struct Frame {
        var isObject: Bool
        /// Whether the key path goes through this container.
        var onPath: Bool
        /// Members or elements so far.
        var count = 0
        /// Whether the path's component was found in it.
        var found = false
    }

    /// What the walker expects next.
    private enum Expect {
        case start, value, valueOrClose, keyOrClose, key, colon, commaOrClose, end
    }

    /// A scalar of the envelope being read: a string (or key), or a number or literal.
    private struct Capture {
        var start: Int
        var isString: Bool
        var isKey: Bool
        var escaped = false
    }

    private var frames: [Frame] = []
    private var expect = Expect.start
    /// Whether the last key read was the path's component.
    private var keyFound = false
    private var capture: Capture?
    /// The level of a value at the end of the path that is not an array, reported once complete.
    private var mismatchLevel: Int?
    private var shapeFailure: MappingIssue?

    // The streamed array.

    private enum ArrayState { case first, beforeElement, inElement, afterElement }
    private var inArray = false
    /// Whether the "array" is the root object, mapped as a single element.
    private var single = false
    private var arrayState = ArrayState.first
    private var elementStart = 0
    private var depth = 0
    private var inString = false
    private var escaped = false
    private var scalar = false
    /// The depth of the streamed array from the root (1 for a top-level array).
    private var arrayDepth = 1
    /// The limits for a batch, whose array stands for the streamed one at `arrayDepth`.
    private var batchLimits: JSONParseLimits
    /// The index of the next element to complete.
    private var nextIndex = 0

    // The batch.

    private var batchStart = -1
    private var batchFirstIndex = 0
    /// Where each element of the batch ends.
    private var batchEnds: [Int] = []
    /// An error that follows the batch being handed on.
    private var pendingFailure: StreamFailure?

    /// The next stream offset to scan.
    private var scan = 0
    private(set) var isFinished = false

    init(keyPath: String?, arrayType: String, options: StreamingOptions) {
        buffer = StreamBuffer(capacity: options.readSize + 1024)
        let keyPath = keyPath ?? ""
        self.keyPath = keyPath
        path = keyPath.isEmpty ? [] : KeyPath(keyPath).components
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

    private enum Progress { case batchFull, needsInput, done }

    /// Scans until a batch is full or the bytes held are used up.
    private func advance() throws(StreamFailure) -> Progress {
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
    private func takeBatch() throws(StreamFailure) -> StreamDocument {
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

    private func parseBatch(_ range: Range<Int>) throws(JSONParseError) -> JSONTape {
        let document = buffer.document(range, opening: true, closing: true)
        guard let tape = try JSONTape.parse(document, limits: batchLimits) else {
            throw JSONParseError(.limitExceeded, expected: "a batch under 4 GiB", found: "\(document.count) bytes",
                                 offset: 0, line: 1, column: 1, excerpt: "", excerptColumn: 1)
        }
        return tape
    }

    /// An error from parsing elements copied from `start` to `contentEnd` after an opening `[`,
    /// placed in the stream; nesting is counted from the document's root.
    private func elementError(_ error: JSONParseError, start: Int, contentEnd: Int) -> JSONParseError {
        let offset = start + max(error.offset - 1, 0)
        if error.kind == .tooDeep {
            return buffer.error(.tooDeep, expected: "at most \(limits.maximumDepth) levels of nesting",
                                found: "\(buffer.describe(at: offset)) at depth \(limits.maximumDepth + 1)", at: offset)
        }
        return buffer.placed(error, start: start, prefix: 1, contentEnd: contentEnd)
    }

    /// The error the parser finds in the element (`opening`: after a `[`) or scalar in
    /// progress from `start`, which it reads up to the end of the bytes held.
    private func errorInProgress(from start: Int, opening: Bool) -> JSONParseError {
        let document = buffer.document(start..<buffer.end, opening: opening)
        do {
            _ = try JSONTape.parse(document, limits: opening ? batchLimits : limits)
            // Complete after all: what is missing is what follows it.
            return buffer.endOfInput(expected: opening ? "',' or ']'" : "end of input")
        } catch {
            return opening ? elementError(error, start: start, contentEnd: buffer.end)
                : buffer.placed(error, start: start, prefix: 0, contentEnd: buffer.end)
        }
    }

    // MARK: - The end of the input, and sizes

    /// At the end of the input: the document must be complete.
    private func finishAtEnd() throws(StreamFailure) {
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
    private func checkSizes() throws(StreamFailure) {
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

    // MARK: - Elements

    private enum ElementProgress { case batchFull, exhausted, left }

    /// Delimits elements of the streamed array until the batch is full, the array ends, or the
    /// bytes held run out.
    ///
    /// The state lives in locals while the loop runs (a class's stored properties would be
    /// checked for exclusive access at every byte), and is stored back on the way out.
    private func scanElements() throws(StreamFailure) -> ElementProgress {
        let origin = buffer.origin
        let base = UnsafePointer(buffer.base)
        let count = buffer.count
        let ended = buffer.isComplete
        var index = scan - origin
        var state = arrayState
        var depth = self.depth
        var inString = self.inString
        var escaped = self.escaped
        var scalar = self.scalar
        defer {
            scan = origin + index
            arrayState = state
            self.depth = depth
            self.inString = inString
            self.escaped = escaped
            self.scalar = scalar
        }
        scanning: while index < count {
            switch state {
            case .inElement:
                if inString {
                    if escaped {
                        escaped = false
                        index += 1
                        continue scanning
                    }
                    index = Self.quoteOrBackslash(base, from: index, count: count)
                    guard index < count else { break scanning }
                    index += 1
                    if base[index - 1] == UInt8(ascii: "\\") {
                        escaped = true
                        continue scanning
                    }
                    inString = false
                    if depth > 0 { continue scanning }
                } else if scalar {
                    while index < count, Self.isBare(base[index]) { index += 1 }
                    if index == count && !ended { break scanning }
                } else {
                    containers: while index < count {
                        let byte = base[index]
                        index += 1
                        switch byte {
                        case UInt8(ascii: "\""):
                            inString = true
                            continue scanning
                        case UInt8(ascii: "{"), UInt8(ascii: "["):
                            depth += 1
                        case UInt8(ascii: "}"), UInt8(ascii: "]"):
                            depth -= 1
                            if depth == 0 { break containers }
                        default:
                            break
                        }
                    }
                    if depth > 0 { break scanning }
                }
                // The element is complete.
                if batchStart < 0 {
                    batchStart = elementStart
                    batchFirstIndex = nextIndex
                }
                batchEnds.append(origin + index)
                nextIndex += 1
                state = .afterElement
                if single {
                    inArray = false
                    valueCompleted(rendering: "")
                    return .left
                }
                if origin + index - batchStart >= batchSize { return .batchFull }
            case .afterElement:
                let byte = base[index]
                if Self.isWhitespace(byte) {
                    index += 1
                } else if byte == UInt8(ascii: ",") {
                    index += 1
                    state = .beforeElement
                } else if byte == UInt8(ascii: "]") {
                    index += 1
                    closeArray()
                    return .left
                } else {
                    // Whether a byte above 0x7F is a character or invalid UTF-8 depends on the
                    // bytes after it.
                    if byte >= 0x80 && count - index < 4 && !ended { break scanning }
                    throw .syntax(buffer.unexpected(expected: "',' or ']'", at: origin + index))
                }
            case .first, .beforeElement:
                let byte = base[index]
                if Self.isWhitespace(byte) {
                    index += 1
                    continue scanning
                }
                switch byte {
                case UInt8(ascii: "]") where state == .first:
                    index += 1
                    closeArray()
                    return .left
                default:
                    if !Self.startsValue(byte) {
                        if byte >= 0x80 && count - index < 4 && !ended { break scanning }
                        throw .syntax(buffer.unexpected(expected: "a value", at: origin + index))
                    }
                }
                elementStart = origin + index
                state = .inElement
                scalar = false
                depth = 0
                switch byte {
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth = 1
                    index += 1
                case UInt8(ascii: "\""):
                    inString = true
                    index += 1
                default:
                    scalar = true
                }
            }
        }
        return .exhausted
    }

    /// The offset of the first `"` or `\` at or after `index`, or `count`.
    @inline(__always)
    private static func quoteOrBackslash(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var index = start
        let ones: UInt64 = 0x0101_0101_0101_0101
        while index + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            let quotes = word ^ (ones &* 0x22)
            let backslashes = word ^ (ones &* 0x5C)
            // The lowest flag is exact; higher ones may be false (a borrow runs upward).
            let found = ((quotes &- ones) & ~quotes | (backslashes &- ones) & ~backslashes) & 0x8080_8080_8080_8080
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count, base[index] != UInt8(ascii: "\""), base[index] != UInt8(ascii: "\\") { index += 1 }
        return index
    }

    private func closeArray() {
        inArray = false
        valueCompleted(rendering: "")
    }

    // MARK: - The envelope

    /// Walks the envelope until the streamed array begins (`true`) or the bytes held run out.
    private func scanEnvelope() throws(StreamFailure) -> Bool {
        while scan < buffer.end {
            if capture != nil {
                try continueCapture()
                continue
            }
            let byte = buffer[scan]
            if expect == .start {
                // One UTF-8 byte-order mark may open the document, as in memory.
                if byte == 0xEF {
                    if buffer.end - scan < 3 && !buffer.isComplete { return false }
                    if buffer.end - scan >= 3, buffer[scan + 1] == 0xBB, buffer[scan + 2] == 0xBF { scan += 3 }
                }
                expect = .value
                continue
            }
            if Self.isWhitespace(byte) {
                scan += 1
                continue
            }
            // Whether a byte above 0x7F is a character or invalid UTF-8 depends on the bytes after it.
            if byte >= 0x80 && buffer.end - scan < 4 && !buffer.isComplete { return false }
            switch expect {
            case .start, .value, .valueOrClose:
                if expect == .valueOrClose && byte == UInt8(ascii: "]") {
                    closeContainer()
                } else if try beginValue(byte) {
                    return true
                }
            case .keyOrClose, .key:
                if expect == .keyOrClose && byte == UInt8(ascii: "}") {
                    closeContainer()
                } else {
                    guard byte == UInt8(ascii: "\"") else {
                        throw .syntax(buffer.unexpected(expected: "a key in double quotes", at: scan))
                    }
                    capture = Capture(start: scan, isString: true, isKey: true)
                    scan += 1
                }
            case .colon:
                guard byte == UInt8(ascii: ":") else { throw .syntax(buffer.unexpected(expected: "':'", at: scan)) }
                scan += 1
                expect = .value
            case .commaOrClose:
                let isObject = frames[frames.count - 1].isObject
                if byte == UInt8(ascii: ",") {
                    scan += 1
                    expect = isObject ? .key : .value
                } else if byte == (isObject ? UInt8(ascii: "}") : UInt8(ascii: "]")) {
                    closeContainer()
                } else {
                    throw .syntax(buffer.unexpected(expected: isObject ? "',' or '}'" : "',' or ']'", at: scan))
                }
            case .end:
                throw .syntax(buffer.error(.trailingContent, expected: "end of input after the value",
                                           found: buffer.describe(at: scan), at: scan))
            }
        }
        return false
    }

    /// Starts a value of the envelope at `scan`; `true` when it is the streamed array.
    private func beginValue(_ byte: UInt8) throws(StreamFailure) -> Bool {
        let level = frames.count
        var onPath = level == 0
        if level > 0 {
            let parent = frames[level - 1]
            if parent.onPath {
                onPath = parent.isObject ? keyFound : path[level - 1].index == parent.count
                if onPath && !parent.isObject { frames[level - 1].found = true }
            }
        }
        keyFound = false
        let isContainer = byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[")
        if onPath && level == path.count {
            if byte == UInt8(ascii: "[") {
                try openArray()
                return true
            }
            if byte == UInt8(ascii: "{") && path.isEmpty {
                openSingle()
                return true
            }
            mismatchLevel = level
        } else if onPath && !isContainer {
            recordShape(PendingIssue(.missingKey, expected: "a value at \"\(keyPath)\"", found: "missing",
                                     path: path[...level].map(\.key)))
        }
        let throughPath = onPath && level < path.count
        switch byte {
        case UInt8(ascii: "{"):
            try open(isObject: true, onPath: throughPath)
            expect = .keyOrClose
        case UInt8(ascii: "["):
            try open(isObject: false, onPath: throughPath)
            expect = .valueOrClose
        case UInt8(ascii: "\""):
            capture = Capture(start: scan, isString: true, isKey: false)
            scan += 1
        default:
            guard Self.startsValue(byte) else { throw .syntax(buffer.unexpected(expected: "a value", at: scan)) }
            capture = Capture(start: scan, isString: false, isKey: false)
        }
        return false
    }

    private func open(isObject: Bool, onPath: Bool) throws(StreamFailure) {
        try checkDepth(frames.count + 1)
        frames.append(Frame(isObject: isObject, onPath: onPath))
        scan += 1
    }

    private func checkDepth(_ depth: Int) throws(StreamFailure) {
        guard depth > limits.maximumDepth else { return }
        throw .syntax(buffer.error(.tooDeep, expected: "at most \(limits.maximumDepth) levels of nesting",
                                   found: "\(buffer.describe(at: scan)) at depth \(depth)", at: scan))
    }

    /// Enters the streamed array at `scan`.
    private func openArray() throws(StreamFailure) {
        try checkDepth(frames.count + 1)
        arrayDepth = frames.count + 1
        batchLimits.maximumDepth = limits.maximumDepth - arrayDepth + 1
        inArray = true
        single = false
        arrayState = .first
        scan += 1
    }

    /// Takes the root object at `scan` as the only element.
    private func openSingle() {
        // In the batch the object sits inside an array: one level deeper than in the document.
        arrayDepth = 0
        batchLimits.maximumDepth = limits.maximumDepth + 1
        inArray = true
        single = true
        arrayState = .inElement
        elementStart = scan
        depth = 1
        scalar = false
        scan += 1
    }

    private func closeContainer() {
        let frame = frames.removeLast()
        scan += 1
        if frame.onPath && !frame.found {
            recordShape(PendingIssue(.missingKey, expected: "a value at \"\(keyPath)\"", found: "missing",
                                     path: path[...frames.count].map(\.key)))
        }
        let rendering = frame.isObject
            ? "object with \(frame.count) key\(frame.count == 1 ? "" : "s")"
            : "array of \(frame.count) element\(frame.count == 1 ? "" : "s")"
        valueCompleted(rendering: rendering)
    }

    /// A value of the envelope is complete: `rendering` shows it in an issue.
    private func valueCompleted(rendering: String) {
        let level = frames.count
        if mismatchLevel == level {
            mismatchLevel = nil
            recordShape(PendingIssue(.typeMismatch, expected: arrayType, found: rendering, path: path.map(\.key)))
        }
        if level == 0 {
            expect = .end
        } else {
            frames[level - 1].count += 1
            expect = .commaOrClose
        }
    }

    private func recordShape(_ issue: PendingIssue) {
        if shapeFailure == nil { shapeFailure = issue.issue }
    }

    /// Reads on through the scalar being captured; validates it when complete.
    private func continueCapture() throws(StreamFailure) {
        guard var capture else { return }
        let end = buffer.end
        if capture.isString {
            if scan == capture.start { scan += 1 }
            while scan < end {
                let byte = buffer[scan]
                scan += 1
                if capture.escaped {
                    capture.escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    capture.escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    try completeCapture(capture)
                    return
                }
            }
            self.capture = capture
        } else {
            while scan < end, Self.isBare(buffer[scan]) { scan += 1 }
            if scan < end || buffer.isComplete { try completeCapture(capture) }
        }
    }

    /// Validates a complete scalar of the envelope with the parser, then moves on: a key is
    /// compared with the path's component, a value completes.
    private func completeCapture(_ capture: Capture) throws(StreamFailure) {
        self.capture = nil
        let bytes = buffer.bytes(capture.start..<scan)
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes, limits: limits) { JSONTreeBuilder(input: $0) }
        } catch {
            if error.kind == .trailingContent, let parent = frames.last {
                // A number or literal followed by other bytes: in its container that is a
                // missing comma, as the parser would say reading the whole document.
                throw .syntax(buffer.unexpected(expected: parent.isObject ? "',' or '}'" : "',' or ']'",
                                                at: capture.start + error.offset))
            }
            if error.kind == .unexpectedCharacter {
                // Judged again with the bytes after the scalar: a UTF-8 sequence cut off by its
                // end is invalid, not a character.
                throw .syntax(buffer.unexpected(expected: error.expected, at: capture.start + error.offset))
            }
            throw .syntax(buffer.placed(error, start: capture.start, prefix: 0, contentEnd: scan))
        }
        if capture.isKey {
            let level = frames.count
            keyFound = false
            if frames[level - 1].onPath, case .string(let key) = value,
               key.utf8.elementsEqual(path[level - 1].key.utf8) {
                if frames[level - 1].found {
                    // In memory the last of the repeated keys would win; a stream has gone past the first.
                    recordShape(PendingIssue(.typeMismatch, expected: "one key \"\(path[level - 1].key)\" on the path",
                                             found: "the key again", path: path[..<level].map(\.key)))
                } else {
                    frames[level - 1].found = true
                    keyFound = true
                }
            }
            expect = .colon
        } else {
            valueCompleted(rendering: value.issueRendering)
        }
    }

    // MARK: - Bytes

    @inline(__always)
    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    /// Whether a value can start with `byte`.
    @inline(__always)
    private static func startsValue(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["), UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"):
            return true
        default:
            return false
        }
    }

    /// Whether `byte` can continue a number or literal: anything but whitespace and the bytes
    /// that separate values.
    @inline(__always)
    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"), UInt8(ascii: ","),
             UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "\""):
            return false
        default:
            return true
        }
    }
}
