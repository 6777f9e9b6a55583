/// Decodes the backslash escapes of string content that the parser has already checked, so
/// decoding cannot fail: every escape is one JSON defines, and `\u` surrogates come in pairs.
enum EscapeDecoding {
    /// Appends the decoded bytes of `base[start..<end]` to `bytes`.
    static func decode(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int, into bytes: inout [UInt8]) {
        withDecoded(base, start, end) { bytes.append(contentsOf: $0) }
    }

    /// Calls `body` with the decoded bytes of `base[start..<end]`, in room of the call's own
    /// (on the stack when small): no array per string.
    @inline(__always)
    static func withDecoded<R>(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                               _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        // Decoding never lengthens: an escape of two to twelve bytes stands for one to four.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(end - start, 1)) { room in
            let count = decode(base, start, end, to: room.baseAddress.unsafelyUnwrapped)
            return body(UnsafeBufferPointer(rebasing: room[..<count]))
        }
    }

    /// Writes the decoded bytes of `base[start..<end]` at `target`, which has room for
    /// `end - start` bytes; the count written.
    static func decode(_ base: UnsafePointer<UInt8>, _ start: Int, _ end: Int,
                       to target: UnsafeMutablePointer<UInt8>) -> Int {
        var position = start
        var runStart = start
        var written = 0
        func copyRun(upTo runEnd: Int) {
            guard runStart < runEnd else { return }
            (target + written).update(from: base + runStart, count: runEnd - runStart)
            written += runEnd - runStart
        }
        while position < end {
            // The bytes between escapes are passed over a word at a time (the lowest flag of
            // ``StringBytes/bytes(of:equalTo:)`` is exact): URLs in JSON escape every `/`, and
            // text its line breaks, so the runs are often long.
            while position &+ 8 <= end {
                #if DEBUG
                WorkMeter.count(.bytes, 8)
                #endif
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                let backslashes = StringBytes.bytes(of: word, equalTo: UInt8(ascii: "\\"))
                if backslashes != 0 {
                    position &+= backslashes.trailingZeroBitCount >> 3
                    break
                }
                position &+= 8
            }
            guard position < end else { break }
            #if DEBUG
            WorkMeter.count(.bytes)
            #endif
            guard base[position] == UInt8(ascii: "\\") else {
                position += 1
                continue
            }
            copyRun(upTo: position)
            let escape = base[position + 1]
            var decoded = escape  // \" \\ \/ stand for themselves
            switch escape {
            case UInt8(ascii: "b"): decoded = 0x08
            case UInt8(ascii: "f"): decoded = 0x0C
            case UInt8(ascii: "n"): decoded = 0x0A
            case UInt8(ascii: "r"): decoded = 0x0D
            case UInt8(ascii: "t"): decoded = 0x09
            case UInt8(ascii: "u"):
                var value = UInt32(quad(base, position + 2))
                position += 6
                if (0xD800...0xDBFF).contains(value) {
                    let low = UInt32(quad(base, position + 2))
                    value = 0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)
                    position += 6
                }
                if let scalar = Unicode.Scalar(value) { written += UTF8Validation.write(scalar, to: target + written) }
                runStart = position
                continue
            default:
                break
            }
            target[written] = decoded
            written += 1
            position += 2
            runStart = position
        }
        copyRun(upTo: end)
        return written
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
        return withDecoded(base, string.start, string.end) { decoded in
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
        // Escapes may decode to bytes above 0x7F, so whether the result is ASCII is looked at.
        return withDecoded(base, string.start, string.end) { UTF8Validation.string(known: $0) }
    }
}
