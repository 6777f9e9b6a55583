import Foundation

/// UTF-8 checks, strings made from checked bytes, and encoding of decoded escapes.
enum UTF8Validation {
    /// The string whose UTF-8 is `bytes`, which the caller knows to be valid UTF-8: bytes the
    /// parser has checked, or output written from `String`s and ASCII. They are copied without
    /// being checked again (the standard library's check, repeated on every string made, was
    /// 5% of decoding twitter.json and 13% of encoding a model with non-ASCII text). Debug builds
    /// check them anyway, and stop on bytes that are not valid.
    ///
    /// `isASCII` says whether the bytes are all ASCII, when the caller knows; otherwise they are
    /// looked at (a word at a time) to find out. A string known to be ASCII keeps the standard
    /// library's fast paths for counting, indexing and comparing.
    @inline(__always)
    static func string(known bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool? = nil) -> String {
        #if DEBUG
        precondition(firstInvalidOffset(in: bytes, 0..<bytes.count) == nil, "bytes taken as valid UTF-8 are not")
        #endif
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            var span = unsafe UTF8Span(unchecked: bytes.span, isKnownASCII: isASCII ?? false)
            if isASCII == nil { _ = span.checkForASCII() }
            return String(copying: span)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The offset of the first byte that starts an ill-formed sequence in `range`, or `nil` when
    /// the range is valid UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
    ///
    /// With `partialEndAllowed`, a sequence cut off by the end of the range is not an error.
    /// Runs of ASCII are skipped eight bytes at a time.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                   partialEndAllowed: Bool = false) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let lead = base[index]
            if lead < 0x80 {
                // In a run of ASCII: skip eight bytes at a time.
                index += 1
                while index + 8 <= end,
                      UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                    index += 8
                }
                continue
            }
            // Runs of the most common multi-byte form (most of the BMP, CJK included), two at a
            // time from one load: two leads in E1...EC or EE...EF (E0 and ED limit their second
            // byte, and go the long way), each followed by two continuation bytes.
            if lead >= 0xE1, lead <= 0xEF, index + 8 <= end {
                let start = index
                repeat {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self))
                    guard word & 0x0000_C0C0_F0C0_C0F0 == 0x0000_8080_E080_80E0 else { break }
                    let first = UInt8(truncatingIfNeeded: word)
                    let second = UInt8(truncatingIfNeeded: word &>> 24)
                    guard first != 0xE0, first != 0xED, second != 0xE0, second != 0xED else { break }
                    index += 6
                } while index + 8 <= end
                if index != start { continue }
            }
            // One of them.
            if (lead >= 0xE1 && lead <= 0xEC) || lead >= 0xEE && lead <= 0xEF, index + 3 <= end,
               base[index + 1] & 0xC0 == 0x80, base[index + 2] & 0xC0 == 0x80 {
                index += 3
                continue
            }
            // The accepted range of the second byte depends on the lead byte; the others are 80...BF.
            let length: Int
            var low: UInt8 = 0x80
            var high: UInt8 = 0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xE0: length = 3; low = 0xA0
            case 0xED: length = 3; high = 0x9F
            case 0xF1...0xF3: length = 4
            case 0xF0: length = 4; low = 0x90
            case 0xF4: length = 4; high = 0x8F
            default: return index
            }
            guard index + length <= end else {
                // Cut off by the end: say so unless allowed, after checking what is there.
                for offset in 1..<(end - index) {
                    let byte = base[index + offset]
                    if offset == 1 ? (byte < low || byte > high) : (byte & 0xC0 != 0x80) { return index }
                }
                return partialEndAllowed ? nil : index
            }
            let second = base[index + 1]
            guard second >= low, second <= high else { return index }
            if length >= 3, base[index + 2] & 0xC0 != 0x80 { return index }
            if length == 4, base[index + 3] & 0xC0 != 0x80 { return index }
            index += length
        }
        return nil
    }

    /// Writes the UTF-8 form of `scalar` at `target`; the count of bytes written (1 to 4).
    @inline(__always)
    static func write(_ scalar: Unicode.Scalar, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            target[0] = UInt8(value)
            return 1
        case 0x80..<0x800:
            target[0] = UInt8(0xC0 | value >> 6)
            target[1] = UInt8(0x80 | value & 0x3F)
            return 2
        case 0x800..<0x10000:
            target[0] = UInt8(0xE0 | value >> 12)
            target[1] = UInt8(0x80 | (value >> 6) & 0x3F)
            target[2] = UInt8(0x80 | value & 0x3F)
            return 3
        default:
            target[0] = UInt8(0xF0 | value >> 18)
            target[1] = UInt8(0x80 | (value >> 12) & 0x3F)
            target[2] = UInt8(0x80 | (value >> 6) & 0x3F)
            target[3] = UInt8(0x80 | value & 0x3F)
            return 4
        }
    }
}
