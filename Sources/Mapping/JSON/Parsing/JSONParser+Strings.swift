extension JSONParser where Sink: ~Copyable {
    /// Scans and validates a string whose opening quote is just behind `index`; leaves `index`
    /// after the closing quote. Inlined into its two callers (keys and string values), where a
    /// call per string cost more than the short strings most documents hold.
    @inline(__always)
    mutating func scanString() throws(JSONParseError) -> ScannedString {
        let start = index
        var position = index
        var highBits: UInt64 = 0
        scanning: do {
            while position + 8 <= count {
                #if DEBUG
                WorkMeter.count(.bytes, 8)
                #endif
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                let stops = StringBytes.quoteBackslashOrControl(word)
                if stops != 0 {
                    let offset = stops.trailingZeroBitCount / 8
                    if offset > 0 { highBits |= word & (UInt64.max >> UInt64(64 - 8 * offset)) }
                    position += offset
                    break scanning
                }
                highBits |= word
                position += 8
            }
            while position < count {
                #if DEBUG
                WorkMeter.count(.bytes)
                #endif
                let byte = base[position]
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
                highBits |= UInt64(byte)
                position += 1
            }
        }
        guard position < count else {
            index = position
            throw endOfInput(expected: "'\"' to end the string")
        }
        let byte = base[position]
        if byte == UInt8(ascii: "\"") {
            return try endString(start: start, end: position, hasEscapes: false,
                                 nonASCII: highBits & 0x8080_8080_8080_8080 != 0)
        }
        if byte == UInt8(ascii: "\\") {
            return try scanEscapedString(start: start, firstEscape: position,
                                         nonASCII: highBits & 0x8080_8080_8080_8080 != 0)
        }
        index = position
        throw controlCharacter(at: position)
    }

    /// Finishes a string whose closing quote is at `end`: checks its length, and its UTF-8
    /// unless the input came from a `String` or the sink checks strings itself (then the
    /// scanned string says they are still to be checked); leaves `index` after the quote.
    @inline(__always)
    mutating func endString(start: Int, end: Int, hasEscapes: Bool, nonASCII: Bool) throws(JSONParseError) -> ScannedString {
        try checkStringLength(start: start, end: end)
        let unchecked = nonASCII && !knownValidUTF8
        if unchecked && !Sink.checksUTF8 { try validateUTF8(start..<end) }
        index = end + 1
        return ScannedString(start: start, end: end, hasEscapes: hasEscapes, nonASCII: nonASCII,
                             uncheckedUTF8: unchecked && Sink.checksUTF8)
    }

    @inline(__always)
    func checkStringLength(start: Int, end: Int) throws(JSONParseError) {
        if let maximum = limits.maximumStringLength, end - start > maximum {
            throw JSONParseError(.limitExceeded, expected: "a string of at most \(maximum) bytes",
                                 found: "a string of \(end - start) bytes", offset: start - 1, in: input)
        }
    }

    func validateUTF8(_ range: Range<Int>) throws(JSONParseError) {
        guard let offset = UTF8Validation.firstInvalidOffset(in: input, range) else { return }
        throw JSONParseError(.invalidUTF8, expected: "valid UTF-8", found: "byte 0x\(Self.hex(base[offset]))",
                             offset: offset, in: input)
    }

    /// The error for a string whose sink found its bytes not valid UTF-8.
    func invalidUTF8(in string: ScannedString) -> JSONParseError {
        let offset = UTF8Validation.firstInvalidOffset(in: input, string.start..<string.end) ?? string.start
        return JSONParseError(.invalidUTF8, expected: "valid UTF-8", found: "byte 0x\(Self.hex(base[offset]))",
                              offset: offset, in: input)
    }

    func controlCharacter(at position: Int) -> JSONParseError {
        JSONParseError(.controlCharacterInString, expected: "a character or an escape such as \\n",
                       found: "the raw control character \(Self.scalarName(UInt32(base[position])))",
                       offset: position, in: input)
    }

    /// Scans the rest of a string that has escapes, checking each one; `nonASCII` says whether
    /// the bytes before the first escape have any above 0x7F.
    mutating func scanEscapedString(start: Int, firstEscape: Int, nonASCII nonASCIIBefore: Bool) throws(JSONParseError) -> ScannedString {
        var position = firstEscape
        var nonASCII = nonASCIIBefore
        while true {
            #if DEBUG
            WorkMeter.count(.bytes)
            #endif
            guard position < count else {
                index = position
                throw endOfInput(expected: "'\"' to end the string")
            }
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "\""):
                return try endString(start: start, end: position, hasEscapes: true, nonASCII: nonASCII)
            case UInt8(ascii: "\\"):
                position = try checkEscape(at: position)
            case 0..<0x20:
                index = position
                throw controlCharacter(at: position)
            default:
                if byte >= 0x80 { nonASCII = true }
                position += 1
                // Then whole words up to the next byte to stop at (text between escapes, such
                // as a URL's path between its escaped slashes), and the bytes before that stop
                // in its word at once: the lowest flag is exact.
                while position + 8 <= count {
                    let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                    let stops = StringBytes.quoteBackslashOrControl(word)
                    guard stops == 0 else {
                        let offset = stops.trailingZeroBitCount >> 3
                        if offset > 0 {
                            let before = word & (UInt64.max >> UInt64(64 - 8 * offset))
                            if before & 0x8080_8080_8080_8080 != 0 { nonASCII = true }
                            #if DEBUG
                            WorkMeter.count(.bytes, offset)
                            #endif
                            position += offset
                        }
                        break
                    }
                    if word & 0x8080_8080_8080_8080 != 0 { nonASCII = true }
                    #if DEBUG
                    WorkMeter.count(.bytes, 8)
                    #endif
                    position += 8
                }
            }
        }
    }

    /// Checks the escape at `position` (a backslash); returns the offset after it.
    mutating func checkEscape(at position: Int) throws(JSONParseError) -> Int {
        let next = position + 1
        guard next < count else {
            index = next
            throw endOfInput(expected: "an escape character")
        }
        switch base[next] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
             UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return next + 1
        case UInt8(ascii: "u"):
            let unit = try hexQuad(at: next + 1)
            let end = next + 5
            if (0xD800...0xDBFF).contains(unit) {
                guard end + 1 < count, base[end] == UInt8(ascii: "\\"), base[end + 1] == UInt8(ascii: "u") else {
                    throw JSONParseError(.invalidEscape, expected: "a low surrogate \\uDC00-\\uDFFF after \\u\(Self.hex(unit))",
                                         found: describe(at: end), offset: end, in: input)
                }
                let low = try hexQuad(at: end + 2)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw JSONParseError(.invalidEscape, expected: "a low surrogate \\uDC00-\\uDFFF after \\u\(Self.hex(unit))",
                                         found: "\\u\(Self.hex(low))", offset: end, in: input)
                }
                return end + 6
            }
            if (0xDC00...0xDFFF).contains(unit) {
                throw JSONParseError(.invalidEscape, expected: "a high surrogate \\uD800-\\uDBFF before a low one",
                                     found: "a lone low surrogate \\u\(Self.hex(unit))", offset: position, in: input)
            }
            return end
        default:
            index = next
            throw JSONParseError(.invalidEscape, expected: "an escape character (\" \\ / b f n r t or u)",
                                 found: describe(at: next), offset: next, in: input)
        }
    }

    func hexQuad(at position: Int) throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 {
            let at = position + offset
            guard at < count else {
                throw JSONParseError(.unexpectedEndOfInput, expected: "four hex digits after \\u",
                                     found: "end of input", offset: at, in: input)
            }
            guard let digit = EscapeDecoding.hexDigit(base[at]) else {
                throw JSONParseError(.invalidEscape, expected: "four hex digits after \\u",
                                     found: describe(at: at), offset: at, in: input)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }
}
