import Foundation

/// UTF-8 checks for error reporting, and encoding of decoded escapes.
enum UTF8Validation {
    /// The string whose UTF-8 is exactly `bytes`, or `nil` when `bytes` is not valid UTF-8.
    ///
    /// The standard library's decoding validates at full speed but repairs what is invalid; a
    /// repaired string no longer has the same bytes, which one comparison detects.
    @inline(__always)
    static func string(exactly bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var string = String(decoding: bytes, as: UTF8.self)
        let unchanged = string.withUTF8 { decoded -> Bool in
            guard decoded.count == bytes.count else { return false }
            guard let decodedBase = decoded.baseAddress, let base = bytes.baseAddress else { return true }
            return memcmp(decodedBase, base, bytes.count) == 0
        }
        return unchanged ? string : nil
    }

    /// The offset of the first byte that starts an ill-formed sequence in `range`, or `nil` when
    /// the range is valid UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF).
    ///
    /// With `partialEndAllowed`, a sequence cut off by the end of the range is not an error.
    static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>,
                                   partialEndAllowed: Bool = false) -> Int? {
        var index = range.lowerBound
        let end = range.upperBound
        while index < end {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            var secondRange: ClosedRange<UInt8> = 0x80...0xBF
            switch lead {
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; secondRange = 0xA0...0xBF
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; secondRange = 0x80...0x9F
            case 0xF0: length = 4; secondRange = 0x90...0xBF
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; secondRange = 0x80...0x8F
            default: return index
            }
            for offset in 1..<length {
                guard index + offset < end else { return partialEndAllowed ? nil : index }
                let byte = bytes[index + offset]
                let allowed = offset == 1 ? secondRange : 0x80...0xBF
                guard allowed.contains(byte) else { return index }
            }
            index += length
        }
        return nil
    }

    /// Appends the UTF-8 encoding of `scalar`.
    static func append(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | value >> 6))
            bytes.append(UInt8(0x80 | value & 0x3F))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | value >> 12))
            bytes.append(UInt8(0x80 | (value >> 6) & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        default:
            bytes.append(UInt8(0xF0 | value >> 18))
            bytes.append(UInt8(0x80 | (value >> 12) & 0x3F))
            bytes.append(UInt8(0x80 | (value >> 6) & 0x3F))
            bytes.append(UInt8(0x80 | value & 0x3F))
        }
    }
}
