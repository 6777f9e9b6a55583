import Foundation

/// Walking the envelope: the containers around the streamed array, followed down the key path,
/// with every scalar validated by the parser.
extension ArrayScanner {
    /// Walks the envelope until the streamed array begins (`true`) or the bytes held run out.
    func scanEnvelope() throws(StreamFailure) -> Bool {
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
    func beginValue(_ byte: UInt8) throws(StreamFailure) -> Bool {
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
            if byte == UInt8(ascii: "{") {
                try openSingle()
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

    func open(isObject: Bool, onPath: Bool) throws(StreamFailure) {
        try checkDepth(frames.count + 1)
        frames.append(Frame(isObject: isObject, onPath: onPath))
        scan += 1
    }

    func checkDepth(_ depth: Int) throws(StreamFailure) {
        guard depth > limits.maximumDepth else { return }
        throw .syntax(buffer.error(.tooDeep, expected: "at most \(limits.maximumDepth) levels of nesting",
                                   found: "\(buffer.describe(at: scan)) at depth \(depth)", at: scan))
    }

    /// Enters the streamed array at `scan`.
    func openArray() throws(StreamFailure) {
        try checkDepth(frames.count + 1)
        arrayDepth = frames.count + 1
        batchLimits.maximumDepth = limits.maximumDepth - arrayDepth + 1
        inArray = true
        streamed = true
        single = false
        arrayState = .first
        scan += 1
    }

    /// Takes the object at `scan`, where the streamed array was expected, as the only element:
    /// in memory, `mapArray` maps an object as an array of one model.
    func openSingle() throws(StreamFailure) {
        try checkDepth(frames.count + 1)
        // In the batch the object sits inside an array, at depth 2: it is at depth
        // `frames.count + 1` in the document.
        arrayDepth = frames.count
        batchLimits.maximumDepth = limits.maximumDepth - arrayDepth + 1
        inArray = true
        streamed = true
        single = true
        arrayState = .inElement
        elementStart = scan
        depth = 1
        scalar = false
        scan += 1
    }

    func closeContainer() {
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
    func valueCompleted(rendering: String) {
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

    func recordShape(_ issue: PendingIssue) {
        if shapeFailure == nil { shapeFailure = issue.issue }
    }

    /// Reads on through the scalar being captured; validates it when complete.
    func continueCapture() throws(StreamFailure) {
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
    func completeCapture(_ capture: Capture) throws(StreamFailure) {
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
                    // In memory the last of the repeated keys would win; a stream has gone past the
                    // first. Whatever went wrong under the first (no array there) is this repetition.
                    shapeFailure = nil
                    recordShape(PendingIssue(.duplicateKey, expected: "one value for \"\(path[level - 1].key)\"",
                                             found: streamed ? "the key again after the streamed array; a stream cannot go back"
                                                 : "the key again after a value a stream has read past; it cannot go back",
                                             path: path[..<level].map(\.key)))
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
}
