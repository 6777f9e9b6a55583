import Foundation

/// Delimiting the elements of the streamed array: the fast loop, and the byte classes the
/// envelope shares.
extension ArrayScanner {
    enum ElementProgress { case batchFull, exhausted, left }

    /// Delimits elements of the streamed array until the batch is full, the array ends, or the
    /// bytes held run out.
    ///
    /// The state lives in locals while the loop runs (a class's stored properties would be
    /// checked for exclusive access at every byte), and is stored back on the way out.
    func scanElements() throws(StreamFailure) -> ElementProgress {
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
                            // A string with no escape that ends in the bytes held is passed over
                            // here, without going round the state machine (objects are mostly
                            // strings); one with an escape, or not ended yet, takes the path above,
                            // which looks at it again from its start.
                            let end = Self.quoteOrBackslash(base, from: index, count: count)
                            if end < count && base[end] == UInt8(ascii: "\"") {
                                index = end + 1
                                continue containers
                            }
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
    static func quoteOrBackslash(_ base: UnsafePointer<UInt8>, from start: Int, count: Int) -> Int {
        var index = start
        while index + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            // The lowest flag is exact; higher ones may be false (a borrow runs upward).
            let found = StringBytes.bytes(of: word, equalTo: UInt8(ascii: "\"")) | StringBytes.bytes(of: word, equalTo: UInt8(ascii: "\\"))
            if found != 0 { return index + found.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < count, base[index] != UInt8(ascii: "\""), base[index] != UInt8(ascii: "\\") { index += 1 }
        return index
    }

    func closeArray() {
        inArray = false
        valueCompleted(rendering: "")
    }

    @inline(__always)
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
    }

    /// Whether a value can start with `byte`.
    @inline(__always)
    static func startsValue(_ byte: UInt8) -> Bool {
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
    static func isBare(_ byte: UInt8) -> Bool {
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
