/// Eight-bytes-at-a-time checks on string contents, shared by the parser (where a string ends
/// or needs attention), the writer (what needs an escape) and key lookups (equal keys).
enum StringBytes {
    /// A mask with the high bit set in each byte of `word` that is `"`, `\\` or a control
    /// character (below 0x20): the bytes a JSON string cannot hold as they are.
    ///
    /// Flags above the lowest one may be false positives (a borrow runs upward); the lowest is
    /// exact, which is all a scan needs.
    @inline(__always)
    static func quoteBackslashOrControl(_ word: UInt64) -> UInt64 {
        let control = (word &- ones &* 0x20) & ~word & highBits
        return bytes(of: word, equalTo: UInt8(ascii: "\"")) | bytes(of: word, equalTo: UInt8(ascii: "\\")) | control
    }

    /// A mask with the high bit set in each byte of `word` equal to `byte`. Nonzero exactly
    /// when some byte is; as above, flags above the lowest may be false positives.
    @inline(__always)
    static func bytes(of word: UInt64, equalTo byte: UInt8) -> UInt64 {
        let matched = word ^ (ones &* UInt64(byte))
        return (matched &- ones) & ~matched & highBits
    }

    /// Whether `bytes` holds `byte`: eight bytes at a time (the last eight overlapping the ones
    /// before), two overlapping halves of four from four bytes up, and byte by byte below.
    @inline(__always)
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ byte: UInt8) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        if count >= 8 {
            var offset = 0
            while true {
                if self.bytes(of: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self), equalTo: byte) != 0 {
                    return true
                }
                if offset &+ 8 >= count { return false }
                offset = min(offset &+ 8, count &- 8)
            }
        }
        if count >= 4 {
            let word = UInt64(raw.loadUnaligned(as: UInt32.self))
                | UInt64(raw.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)) << 32
            return self.bytes(of: word, equalTo: byte) != 0
        }
        for index in 0..<count where base[index] == byte { return true }
        return false
    }

    private static var ones: UInt64 { 0x0101_0101_0101_0101 }
    private static var highBits: UInt64 { 0x8080_8080_8080_8080 }

    /// Whether `count` bytes at `first` and `second` are equal: a word at a time, without a call
    /// to `memcmp`, for keys (mostly shorter than sixteen bytes, where the call costs more than
    /// the comparison).
    ///
    /// The last word (or half, or quarter word) overlaps the one before it rather than leaving
    /// a tail to compare byte by byte.
    @inline(__always)
    static func equal(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int) -> Bool {
        let a = UnsafeRawPointer(first)
        let b = UnsafeRawPointer(second)
        if count >= 8 {
            var offset = 0
            while count &- offset > 8 {
                guard a.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) else { return false }
                offset &+= 8
            }
            return a.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                == b.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        if count >= 4 {
            return a.loadUnaligned(as: UInt32.self) == b.loadUnaligned(as: UInt32.self)
                && a.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
                == b.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
        }
        if count >= 2 {
            return a.loadUnaligned(as: UInt16.self) == b.loadUnaligned(as: UInt16.self)
                && first[count &- 1] == second[count &- 1]
        }
        return count == 0 || first[0] == second[0]
    }
}
