/// Decodes the backslash escapes of string content that the parser has already checked, so
/// decoding cannot fail: every escape is one JSON defines, and `\u` surrogates come in pairs.
enum EscapeDecoding {
    /// Appends the decoded bytes of `base[start..<end]` to `bytes`.
    static func decode(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, into bytes: inout [UInt8]) {
        var position = start
        var runStart = start
        while position < end {
            #if DEBUG
            WorkMeter.count(.bytes)
            #endif
            guard base[position] == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            if runStart < position {
                bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: position - runStart))
            }
            let escape = base[position + 1]
            switch escape {
            case UInt8(ascii: "b"): bytes.append(0x08)
            case UInt8(ascii: "f"): bytes.append(0x0C)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "u"):
                var value = UInt32(quad(base, position + 2))
                position += 6
                if (0xD800...0xDBFF).contains(value) {
                    let low = UInt32(quad(base, position + 2))
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    position += 6
                }
                if let scalar = Unicode.Scalar(value) { UTF8Validation.append(scalar, to: &bytes) }
                runStart = position
                continue
            default:
                bytes.append(escape)  // \" \\ \/ stand for themselves
            }
            position += 2
            runStart = position
        }
        if runStart < end {
            bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: end - runStart))
        }
    }

    /// The value of the four hex digits at `position`, already checked.
    private static func quad(_ base: UnsafePointer<UInt8>, _ position: Int) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 { value = value << 4 | UInt16(hexDigit(base[position + offset]) ?? 0) }
        return value
    }

    /// The value of a hex digit, or `nil`.
    @inline(__always)
    static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// The string of content whose escapes are checked, or `nil` when its bytes are not valid
    /// UTF-8 (only bytes above 0x7F that no one has checked yet are, after the escapes are
    /// decoded: what an escape decodes to is valid, and starts where a sequence may start).
    @inline(__always)
    static func checkedString(_ base: UnsafePointer<UInt8>, _ string: ScannedString) -> String? {
        let length = string.end - string.start
        guard string.hasEscapes else {
            let bytes = UnsafeBufferPointer(start: base + string.start, count: length)
            if string.uncheckedUTF8, UTF8Validation.firstInvalidOffset(in: bytes, 0..<length) != nil { return nil }
            return UTF8Validation.string(known: bytes, isASCII: !string.nonASCII)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        decode(base, string.start, string.end, into: &bytes)
        return bytes.withUnsafeBufferPointer { decoded in
            if string.uncheckedUTF8, UTF8Validation.firstInvalidOffset(in: decoded, 0..<decoded.count) != nil { return nil }
            return UTF8Validation.string(known: decoded)
        }
    }

    /// The string of already-checked content `base[start..<end]`, escapes decoded.
    static func string(_ base: UnsafePointer<UInt8>, _ string: ScannedString) -> String {
        let length = string.end - string.start
        guard string.hasEscapes else {
            return UTF8Validation.string(known: UnsafeBufferPointer(start: base + string.start, count: length),
                                         isASCII: string.nonASCII ? nil : true)
        }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(length)
        decode(base, string.start, string.end, into: &bytes)
        // Escapes may decode to bytes above 0x7F, so whether the result is ASCII is looked at.
        return bytes.withUnsafeBufferPointer { UTF8Validation.string(known: $0) }
    }
}
