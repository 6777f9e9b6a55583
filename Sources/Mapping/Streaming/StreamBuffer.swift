import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a stream that are still needed, and where they sit in the whole stream.
///
/// A scanner reads the buffer from front to back; what it has finished with is dropped from
/// the front when more input arrives (see ``DocumentScanner/append(_:)``), so the buffer holds
/// at most the element being read, the batch not yet handed on, and the newest input. Offsets
/// are absolute stream offsets throughout: ``origin`` is the offset of the first byte held.
///
/// The buffer keeps the line and column of its first byte, advanced over every byte dropped,
/// so an error found anywhere in it can say where it is in the whole stream.
@usableFromInline
final class StreamBuffer {
    // One scanner owns the buffer; its accesses never overlap.
    @exclusivity(unchecked) private(set) var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private var capacity: Int
    @exclusivity(unchecked) private(set) var count = 0
    /// The stream offset of the first byte held.
    @exclusivity(unchecked) private(set) var origin = 0
    /// The line and column of the first byte held.
    private var position = TextPosition()
    /// Whether the input has ended: no byte follows those held.
    private(set) var isComplete = false

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    /// The stream offset just after the last byte held.
    @inline(__always)
    var end: Int { origin + count }

    /// The byte at stream offset `offset`, which must be held.
    @inline(__always)
    subscript(offset: Int) -> UInt8 { base[offset - origin] }

    /// The bytes held between two stream offsets.
    func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base + (range.lowerBound - origin), count: range.count)
    }

    // MARK: - Input

    /// Appends bytes after those held.
    func append(_ bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: bytes.count)
        count += bytes.count
    }

    /// Reads up to `size` bytes from a file descriptor straight into the buffer; returns how
    /// many, 0 at the end of the file.
    func read(from descriptor: Int32, size: Int) throws -> Int {
        reserve(size)
        while true {
            #if canImport(Darwin)
            let read = Darwin.read(descriptor, base + count, size)
            #elseif canImport(Musl)
            let read = Musl.read(descriptor, base + count, size)
            #else
            let read = Glibc.read(descriptor, base + count, size)
            #endif
            if read >= 0 {
                count += read
                return read
            }
            guard errno == EINTR else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        }
    }

    /// Records that no more input will come.
    func markComplete() { isComplete = true }

    /// Drops the bytes before stream offset `offset`, moving the rest to the front.
    func discard(before offset: Int) {
        let dropped = min(offset - origin, count)
        guard dropped > 0 else { return }
        position.advance(over: base, count: dropped)
        count -= dropped
        if count > 0 { memmove(base, base + dropped, count) }
        origin += dropped
    }

    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        let newCapacity = max(capacity * 2, count + extra)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    // MARK: - Documents

    /// A copy of the bytes between two stream offsets, as a document of its own, after an
    /// `opening` `[` and before a `closing` `]` when asked: a run of array elements with the
    /// commas between them becomes an array.
    func document(_ range: Range<Int>, opening: Bool = false, closing: Bool = false) -> [UInt8] {
        let length = range.count + (opening ? 1 : 0) + (closing ? 1 : 0)
        return [UInt8](unsafeUninitializedCapacity: length) { buffer, initialized in
            guard let target = buffer.baseAddress else { return }
            var at = 0
            if opening {
                target[0] = UInt8(ascii: "[")
                at = 1
            }
            (target + at).initialize(from: base + (range.lowerBound - origin), count: range.count)
            at += range.count
            if closing {
                target[at] = UInt8(ascii: "]")
                at += 1
            }
            initialized = at
        }
    }

    // MARK: - Errors

    /// An error at stream offset `offset` (held, or the end of what is held), with the line,
    /// column and excerpt worked out from the bytes held and the position of the first.
    func error(_ kind: JSONParseError.Kind, expected: String, found: String, at offset: Int) -> JSONParseError {
        let local = min(max(offset - origin, 0), count)
        var place = position
        place.advance(over: base, count: local)
        let location = SourceLocation(offset: local, in: UnsafeBufferPointer(start: base, count: count))
        return JSONParseError(kind, expected: expected, found: found, offset: origin + local, line: place.line,
                              column: place.column, excerpt: location.excerpt, excerptColumn: location.excerptColumn)
    }

    /// The error for the byte at `offset` where the grammar wants `expected`, worded as the
    /// parser words it: the character found, or invalid UTF-8, or the end of the input.
    func unexpected(expected: String, at offset: Int) -> JSONParseError {
        let local = min(max(offset - origin, 0), count)
        var parser = JSONParser(base: base, count: count, limits: JSONParseLimits(), knownValidUTF8: false,
                                sink: JSONTapeBuilder(estimatedCount: 0))
        parser.index = local
        let error = parser.unexpected(expected: expected)
        return self.error(error.kind, expected: error.expected, found: error.found, at: offset)
    }

    /// The character at `offset` in the parser's words: `'t'`, `U+0009`, `byte 0xFF`.
    func describe(at offset: Int) -> String {
        let parser = JSONParser(base: base, count: count, limits: JSONParseLimits(), knownValidUTF8: false,
                                sink: JSONTapeBuilder(estimatedCount: 0))
        return parser.describe(at: offset - origin)
    }

    /// The end of the input, where the grammar wants `expected`.
    func endOfInput(expected: String) -> JSONParseError {
        error(.unexpectedEndOfInput, expected: expected, found: "end of input", at: end)
    }

    /// An error the parser found in a document copied from the bytes at `start` onward, placed
    /// in the stream; `prefix` is the number of bytes put before the copy (an opening `[`).
    ///
    /// When the parser read past the copied bytes, which end at `contentEnd` (into a closing
    /// `]` added after them, or past their end), what it found is really the byte after them,
    /// or the end of the input.
    func placed(_ error: JSONParseError, start: Int, prefix: Int, contentEnd: Int) -> JSONParseError {
        let offset = start + max(error.offset - prefix, 0)
        guard offset >= contentEnd else {
            return self.error(error.kind, expected: error.expected, found: error.found, at: offset)
        }
        let atEnd = contentEnd >= end
        if error.kind == .unexpectedEndOfInput || error.kind == .unexpectedCharacter {
            return atEnd ? endOfInput(expected: error.expected) : unexpected(expected: error.expected, at: contentEnd)
        }
        return self.error(error.kind, expected: error.expected, found: atEnd ? "end of input" : describe(at: contentEnd),
                          at: contentEnd)
    }
}

/// A 1-based line and column, advanced over UTF-8 text: the column counts Unicode scalars
/// from the start of the line, as ``JSONParseError`` does.
struct TextPosition {
    var line = 1
    var column = 1

    /// Moves past `count` bytes at `base`, eight at a time.
    mutating func advance(over base: UnsafePointer<UInt8>, count: Int) {
        let highBits: UInt64 = 0x8080_8080_8080_8080
        let lowBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        var index = 0
        while index + 8 <= count {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
            // High bit set in each byte that is '\n' (exact: no carry crosses a byte).
            let flipped = word ^ 0x0A0A_0A0A_0A0A_0A0A
            let newlines = ~(((flipped & lowBits) &+ lowBits) | flipped) & highBits
            // High bit set in each byte that starts a scalar (not 10xxxxxx).
            let starts = ~(word & ~(word << 1)) & highBits
            if newlines == 0 {
                column += starts.nonzeroBitCount
            } else {
                line += newlines.nonzeroBitCount
                let last = (63 - newlines.leadingZeroBitCount) / 8
                column = 1 + (starts >> UInt64(8 * (last + 1))).nonzeroBitCount
            }
            index += 8
        }
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
    }
}
