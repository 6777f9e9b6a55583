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
        if count > 0 { _ = memmove(base, base + dropped, count) }
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
    /// `opening` `[` and before a `closing` `]` when asked (a run of array elements with the
    /// commas between them becomes an array), in a block from ``SpareBlocks`` for a tape to take
    /// over (``JSONTape/parse(adopting:byteCount:limits:)``): the one copy of the bytes, which
    /// the tape then reads in place.
    func document(_ range: Range<Int>, opening: Bool = false, closing: Bool = false) -> (block: SpareBlocks.Block, count: Int) {
        let length = range.count + (opening ? 1 : 0) + (closing ? 1 : 0)
        let block = SpareBlocks.take(.document, atLeast: max(length, 1))
        let target = block.base.bindMemory(to: UInt8.self, capacity: length)
        var at = 0
        if opening {
            target[0] = UInt8(ascii: "[")
            at = 1
        }
        (target + at).initialize(from: base + (range.lowerBound - origin), count: range.count)
        at += range.count
        if closing { target[at] = UInt8(ascii: "]") }
        return (block, length)
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
/// from the start of the line, and a line ends at `\n`, `\r\n` or a lone `\r`, as
/// ``JSONParseError`` counts them.
struct TextPosition {
    var line = 1
    var column = 1
    /// Whether the last byte passed was `\r`: a `\n` right after it, even in the next piece,
    /// ends no further line.
    private var afterReturn = false

    /// Moves past `count` bytes at `base`.
    ///
    /// One pass counts the line ends, sixteen bytes at a time: a block with no byte below
    /// `0x0E` holds none (valid JSON has only `\t`, `\n` and `\r` down there), and the words
    /// of the other blocks are looked at exactly. The column only matters at the end: a second
    /// pass counts the bytes that start a scalar after the last line end, or in all the bytes
    /// when there is none.
    mutating func advance(over base: UnsafePointer<UInt8>, count: Int) {
        var index = 0
        var ends = 0
        var lastEnd = -1
        // The high bit of a byte before the first, set when that byte is `\r`.
        var carry: UInt64 = afterReturn ? 0x80 : 0
        while index + 16 <= count {
            let first = Self.word(base + index)
            let second = Self.word(base + index + 8)
            if Self.lowBytes(first) | Self.lowBytes(second) == 0 {
                carry = 0
            } else {
                Self.findEnds(in: first, at: index, count: &ends, last: &lastEnd, carry: &carry)
                Self.findEnds(in: second, at: index + 8, count: &ends, last: &lastEnd, carry: &carry)
            }
            index &+= 16
        }
        while index < count {
            let byte = base[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if byte == UInt8(ascii: "\r") || carry == 0 { ends += 1 }
                lastEnd = index
            }
            carry = byte == UInt8(ascii: "\r") ? 0x80 : 0
            index += 1
        }
        afterReturn = carry != 0
        line += ends
        if lastEnd < 0 {
            column += Self.scalarCount(base, count: count)
        } else {
            column = 1 + Self.scalarCount(base + lastEnd + 1, count: count - lastEnd - 1)
        }
    }

    /// Adds the line ends of the eight bytes at `index` to `count` and puts the last of them in
    /// `last`. Each `\n` that follows a `\r` (in the word, or the byte before it, whose high bit
    /// is `carry`) is the second half of one end; `carry` becomes the word's last byte's.
    @inline(__always)
    private static func findEnds(in word: UInt64, at index: Int, count: inout Int, last: inout Int,
                                 carry: inout UInt64) {
        let newlines = Self.bytes(0x0A, in: word)
        let returns = Self.bytes(0x0D, in: word)
        let both = newlines | returns
        if both != 0 {
            count &+= both.nonzeroBitCount &- (newlines & (returns << 8 | carry)).nonzeroBitCount
            last = index &+ (63 &- both.leadingZeroBitCount) / 8
        }
        carry = returns >> 56
    }

    /// The number of bytes that start a scalar (are not `10xxxxxx`) among `count` at `base`:
    /// each word adds its flags (1 per byte) into byte-wide counters, summed every 254 words,
    /// so no word needs a population count.
    private static func scalarCount(_ base: UnsafePointer<UInt8>, count: Int) -> Int {
        var total = 0
        var index = 0
        while index + 16 <= count {
            var counters: UInt64 = 0
            var words = 0
            while words < 254 && index + 16 <= count {
                counters &+= Self.scalarStarts(Self.word(base + index)) >> 7
                    &+ Self.scalarStarts(Self.word(base + index + 8)) >> 7
                words &+= 2
                index &+= 16
            }
            // The sum of the eight byte-wide counters, through four 16-bit ones.
            let pairs = (counters & 0x00FF_00FF_00FF_00FF) &+ ((counters >> 8) & 0x00FF_00FF_00FF_00FF)
            total += Int((pairs &* 0x0001_0001_0001_0001) >> 48)
        }
        while index < count {
            if base[index] & 0xC0 != 0x80 { total += 1 }
            index += 1
        }
        return total
    }

    @inline(__always)
    private static func word(_ pointer: UnsafePointer<UInt8>) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(pointer).loadUnaligned(as: UInt64.self))
    }

    /// The high bit set in each byte of `word` that is `byte` (exact: no carry crosses a byte).
    @inline(__always)
    private static func bytes(_ byte: UInt8, in word: UInt64) -> UInt64 {
        let flipped = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((flipped & low) &+ low) | flipped) & 0x8080_8080_8080_8080
    }

    /// Nonzero when a byte of `word` is below `0x0E`; exact as a yes or no: with no such byte
    /// nothing borrows and no high bit turns on; with one, the lowest of them turns its own on.
    @inline(__always)
    private static func lowBytes(_ word: UInt64) -> UInt64 {
        (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080
    }

    /// The high bit set in each byte of `word` that starts a scalar (is not `10xxxxxx`).
    @inline(__always)
    private static func scalarStarts(_ word: UInt64) -> UInt64 {
        (~word | (word << 1)) & 0x8080_8080_8080_8080
    }
}
