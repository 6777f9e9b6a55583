/// The JSON parser: RFC 8259, strict, in one pass over the bytes, without recursion.
///
/// ## Design
///
/// The parser walks a `UnsafeBufferPointer<UInt8>` of the whole input once. It never recurses:
/// nesting lives in `frames`, an explicit stack with one entry per open array or object, so the
/// depth limit is a comparison, and no input, however deep, can overflow the call stack.
///
/// Finished values wait on two flat stacks until their container closes:
///
///     input:     {"a": [1, 2], "b": true}
///
///     after 2:   frames  [object@0, array@0]
///                members []                      pending keys ["a"]
///                values  [1, 2]
///     after ]:   members [("a", [1, 2])]         values []
///     after }:   the object is built from members[0...], which are moved out in one block
///
/// Closing a container moves its elements from the stack into a new array with a single block
/// move, so each value is written twice in all (once onto the stack, once into its container)
/// and never retained or released on the way. The stacks are a plain manually managed buffer
/// (``ValueStack``), owned by the parser and freed with it.
///
/// Strings are scanned eight bytes at a time for `"`, `\` and control characters; a string
/// without escapes becomes a `String` straight from the input bytes, which the standard library
/// validates as UTF-8 (a string with non-ASCII bytes that fails is reported at the offending
/// byte). Escapes are decoded into a reusable scratch buffer. Numbers are read and classified in
/// the same pass (see ``NumberScanner``).
///
/// Duplicate keys are looked for when an object closes: pairwise for small objects, through a
/// reusable hash table for larger ones. When one is found the object keeps the key's first
/// position and its last value, the policy ``JSONObject`` documents.
///
/// Errors are values of ``JSONParseError``; the line, column and excerpt are computed from the
/// byte offset only when an error is thrown.
struct JSONParser: ~Copyable {
    private let base: UnsafePointer<UInt8>
    private let count: Int
    private var index = 0
    private let limits: JSONParseLimits

    private struct Frame {
        var isObject: Bool
        var start: Int
    }

    private var frames: [Frame] = []
    private let values = ValueStack<JSONValue>()
    private let members = ValueStack<JSONObject.Element>()
    private var pendingKeys: [String] = []
    /// A fingerprint of each pending key, then of each member's key (see ``DuplicateFinder``),
    /// taken from the bytes while they are at hand.
    private var pendingFingerprints: [UInt64] = []
    private let memberFingerprints = ValueStack<UInt64>()
    /// The fingerprint of the string `parseString` returned last.
    private var lastFingerprint: UInt64 = 0

    private var scratch: [UInt8] = []
    private var duplicates = DuplicateFinder()

    private init(base: UnsafePointer<UInt8>, count: Int, limits: JSONParseLimits) {
        self.base = base
        self.count = count
        self.limits = limits
    }

    private var input: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Parses one complete document.
    static func parse(_ input: UnsafeBufferPointer<UInt8>, limits: JSONParseLimits) throws(JSONParseError) -> JSONValue {
        guard let base = input.baseAddress, !input.isEmpty else {
            throw JSONParseError(.unexpectedEndOfInput, expected: "a value", found: "end of input", offset: 0, in: input)
        }
        var parser = JSONParser(base: base, count: input.count, limits: limits)
        return try parser.parseDocument()
    }

    // MARK: - Documents and containers

    private mutating func parseDocument() throws(JSONParseError) -> JSONValue {
        if let maximum = limits.maximumDocumentSize, count > maximum {
            throw JSONParseError(.limitExceeded, expected: "a document of at most \(maximum) bytes",
                                 found: "\(count) bytes", offset: maximum, in: input)
        }
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { index = 3 }
        skipWhitespace()
        var value: JSONValue
        parsing: while true {
            guard index < count else { throw endOfInput(expected: "a value") }
            switch base[index] {
            case UInt8(ascii: "{"):
                try open(isObject: true)
                skipWhitespace()
                if index < count, base[index] == UInt8(ascii: "}") {
                    index += 1
                    frames.removeLast()
                    value = .object(JSONObject())
                } else {
                    try parseKeyAndColon()
                    continue parsing
                }
            case UInt8(ascii: "["):
                try open(isObject: false)
                skipWhitespace()
                if index < count, base[index] == UInt8(ascii: "]") {
                    index += 1
                    frames.removeLast()
                    value = .array([])
                } else {
                    continue parsing
                }
            case UInt8(ascii: "\""):
                index += 1
                value = .string(try parseString())
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                value = .number(try parseNumber())
            case UInt8(ascii: "t"):
                try expectWord("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try expectWord("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try expectWord("null")
                value = .null
            default:
                throw unexpected(expected: "a value")
            }

            // A value is complete: hand it to the open containers, closing those that end here.
            while let frame = frames.last {
                skipWhitespace()
                if frame.isObject {
                    members.push((pendingKeys.removeLast(), value))
                    memberFingerprints.push(pendingFingerprints.removeLast())
                    guard index < count else { throw endOfInput(expected: "',' or '}'") }
                    let byte = base[index]
                    if byte == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        try parseKeyAndColon()
                        continue parsing
                    }
                    guard byte == UInt8(ascii: "}") else { throw unexpected(expected: "',' or '}'") }
                    index += 1
                    frames.removeLast()
                    value = .object(closeObject(from: frame.start))
                } else {
                    values.push(value)
                    guard index < count else { throw endOfInput(expected: "',' or ']'") }
                    let byte = base[index]
                    if byte == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        continue parsing
                    }
                    guard byte == UInt8(ascii: "]") else { throw unexpected(expected: "',' or ']'") }
                    index += 1
                    frames.removeLast()
                    value = .array(values.popArray(from: frame.start))
                }
            }
            break parsing
        }
        skipWhitespace()
        guard index == count else {
            throw JSONParseError(.trailingContent, expected: "end of input after the value",
                                 found: describe(at: index), offset: index, in: input)
        }
        return value
    }

    private mutating func open(isObject: Bool) throws(JSONParseError) {
        guard frames.count < limits.maximumDepth else {
            throw JSONParseError(.tooDeep, expected: "at most \(limits.maximumDepth) levels of nesting",
                                 found: "\(describe(at: index)) at depth \(frames.count + 1)",
                                 offset: index, in: input)
        }
        frames.append(Frame(isObject: isObject, start: isObject ? members.count : values.count))
        index += 1
    }

    private mutating func parseKeyAndColon() throws(JSONParseError) {
        guard index < count else { throw endOfInput(expected: "a key in double quotes") }
        guard base[index] == UInt8(ascii: "\"") else { throw unexpected(expected: "a key in double quotes") }
        index += 1
        pendingKeys.append(try parseString())
        pendingFingerprints.append(lastFingerprint)
        skipWhitespace()
        guard index < count else { throw endOfInput(expected: "':'") }
        guard base[index] == UInt8(ascii: ":") else { throw unexpected(expected: "':'") }
        index += 1
        skipWhitespace()
    }

    private mutating func closeObject(from start: Int) -> JSONObject {
        let entries = members.popArray(from: start)
        let fingerprints = memberFingerprints.pop(from: memberFingerprints.count - entries.count)
        if entries.count > 1, duplicates.containsDuplicate(entries, fingerprints: fingerprints) {
            return JSONObject(entries.lazy.map { ($0.key, $0.value) })
        }
        return JSONObject(uniqueEntries: entries)
    }

    @inline(__always)
    private mutating func skipWhitespace() {
        while index < count {
            let byte = base[index]
            if byte > 0x20 { return }
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r") else { return }
            index += 1
            // Indentation comes in runs of spaces: skip them eight at a time.
            while index + 8 <= count,
                  UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                index += 8
            }
        }
    }

    private mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        for (offset, expected) in bytes.enumerated() {
            guard index + offset < count else {
                index += offset
                throw endOfInput(expected: "'\(word)'")
            }
            guard base[index + offset] == expected else {
                index += offset
                throw unexpected(expected: "'\(word)'")
            }
        }
        index += bytes.count
    }

    // MARK: - Numbers

    private mutating func parseNumber() throws(JSONParseError) -> JSONNumber {
        switch NumberScanner.scan(base, count: count, from: index) {
        case .number(let storage, let end):
            if let maximum = limits.maximumNumberLength, end - index > maximum {
                throw JSONParseError(.limitExceeded, expected: "a number of at most \(maximum) characters",
                                     found: "a number of \(end - index)", offset: index, in: input)
            }
            index = end
            return JSONNumber(storage: storage)
        case .malformed(let offset, let expected):
            index = offset
            throw JSONParseError(.invalidNumber, expected: expected, found: describe(at: offset),
                                 offset: offset, in: input)
        }
    }

    // MARK: - Strings

    /// Parses a string whose opening quote is just behind `index`.
    private mutating func parseString() throws(JSONParseError) -> String {
        let start = index
        var position = index
        var highBits: UInt64 = 0
        scanning: do {
            while position + 8 <= count {
                let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
                let stops = Self.quoteBackslashOrControl(word)
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
            try checkStringLength(start: start, end: position)
            let string = try makeString(start, position, mayHaveNonASCII: highBits & 0x8080_8080_8080_8080 != 0)
            lastFingerprint = DuplicateFinder.fingerprint(base + start, count: position - start)
            index = position + 1
            return string
        }
        if byte == UInt8(ascii: "\\") {
            return try parseEscapedString(start: start, firstEscape: position)
        }
        index = position
        throw JSONParseError(.controlCharacterInString, expected: "a character or an escape such as \\n",
                             found: "the raw control character \(Self.scalarName(UInt32(byte)))",
                             offset: position, in: input)
    }

    /// A mask with the high bit set in each byte of `word` that is `"`, `\` or below 0x20.
    ///
    /// Flags above the lowest one may be false positives (a borrow runs upward); the lowest is exact.
    @inline(__always)
    private static func quoteBackslashOrControl(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quotes = word ^ (ones &* 0x22)
        let backslashes = word ^ (ones &* 0x5C)
        let zeroQuote = (quotes &- ones) & ~quotes
        let zeroBackslash = (backslashes &- ones) & ~backslashes
        let control = (word &- ones &* 0x20) & ~word
        return (zeroQuote | zeroBackslash | control) & highs
    }

    @inline(__always)
    private func checkStringLength(start: Int, end: Int) throws(JSONParseError) {
        if let maximum = limits.maximumStringLength, end - start > maximum {
            throw JSONParseError(.limitExceeded, expected: "a string of at most \(maximum) bytes",
                                 found: "a string of \(end - start) bytes", offset: start - 1, in: input)
        }
    }

    private func makeString(_ start: Int, _ end: Int, mayHaveNonASCII: Bool) throws(JSONParseError) -> String {
        let bytes = UnsafeBufferPointer(start: base + start, count: end - start)
        if !mayHaveNonASCII { return String(decoding: bytes, as: UTF8.self) }
        if let string = UTF8Validation.string(exactly: bytes) { return string }
        throw invalidUTF8(in: start..<end)
    }

    private func invalidUTF8(in range: Range<Int>) -> JSONParseError {
        let offset = UTF8Validation.firstInvalidOffset(in: input, range) ?? range.lowerBound
        return JSONParseError(.invalidUTF8, expected: "valid UTF-8", found: "byte 0x\(Self.hex(base[offset]))",
                              offset: offset, in: input)
    }

    private mutating func parseEscapedString(start: Int, firstEscape: Int) throws(JSONParseError) -> String {
        scratch.removeAll(keepingCapacity: true)
        scratch.append(contentsOf: UnsafeBufferPointer(start: base + start, count: firstEscape - start))
        var position = firstEscape
        var nonASCII = false
        while true {
            guard position < count else {
                index = position
                throw endOfInput(expected: "'\"' to end the string")
            }
            let byte = base[position]
            switch byte {
            case UInt8(ascii: "\""):
                try checkStringLength(start: start, end: position)
                index = position + 1
                let bytes = scratch
                lastFingerprint = bytes.withUnsafeBufferPointer(DuplicateFinder.fingerprint)
                if !nonASCII { return String(decoding: bytes, as: UTF8.self) }
                if let string = bytes.withUnsafeBufferPointer(UTF8Validation.string(exactly:)) { return string }
                throw invalidUTF8(in: start..<position)
            case UInt8(ascii: "\\"):
                position = try decodeEscape(at: position)
            case 0..<0x20:
                index = position
                throw JSONParseError(.controlCharacterInString, expected: "a character or an escape such as \\n",
                                     found: "the raw control character \(Self.scalarName(UInt32(byte)))",
                                     offset: position, in: input)
            default:
                if byte >= 0x80 { nonASCII = true }
                scratch.append(byte)
                position += 1
            }
        }
    }

    /// Decodes the escape at `position` (a backslash) into `scratch`; returns the offset after it.
    private mutating func decodeEscape(at position: Int) throws(JSONParseError) -> Int {
        let next = position + 1
        guard next < count else {
            index = next
            throw endOfInput(expected: "an escape character")
        }
        let simple: UInt8
        switch base[next] {
        case UInt8(ascii: "\""): simple = 0x22
        case UInt8(ascii: "\\"): simple = 0x5C
        case UInt8(ascii: "/"): simple = 0x2F
        case UInt8(ascii: "b"): simple = 0x08
        case UInt8(ascii: "f"): simple = 0x0C
        case UInt8(ascii: "n"): simple = 0x0A
        case UInt8(ascii: "r"): simple = 0x0D
        case UInt8(ascii: "t"): simple = 0x09
        case UInt8(ascii: "u"):
            let unit = try hexQuad(at: next + 1)
            var end = next + 5
            var scalarValue = UInt32(unit)
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
                scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
                end += 6
            } else if (0xDC00...0xDFFF).contains(unit) {
                throw JSONParseError(.invalidEscape, expected: "a high surrogate \\uD800-\\uDBFF before a low one",
                                     found: "a lone low surrogate \\u\(Self.hex(unit))", offset: position, in: input)
            }
            // Every value left is a Unicode scalar (surrogates were handled above).
            if let scalar = Unicode.Scalar(scalarValue) {
                UTF8Validation.append(scalar, to: &scratch)
            }
            return end
        default:
            index = next
            throw JSONParseError(.invalidEscape, expected: "an escape character (\" \\ / b f n r t or u)",
                                 found: describe(at: next), offset: next, in: input)
        }
        scratch.append(simple)
        return next + 1
    }

    private func hexQuad(at position: Int) throws(JSONParseError) -> UInt16 {
        var value: UInt16 = 0
        for offset in 0..<4 {
            let at = position + offset
            guard at < count else {
                throw JSONParseError(.unexpectedEndOfInput, expected: "four hex digits after \\u",
                                     found: "end of input", offset: at, in: input)
            }
            let byte = base[at]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default:
                throw JSONParseError(.invalidEscape, expected: "four hex digits after \\u",
                                     found: describe(at: at), offset: at, in: input)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    // MARK: - Errors

    private func endOfInput(expected: String) -> JSONParseError {
        JSONParseError(.unexpectedEndOfInput, expected: expected, found: "end of input", offset: count, in: input)
    }

    private func unexpected(expected: String) -> JSONParseError {
        guard index < count else { return endOfInput(expected: expected) }
        if base[index] >= 0x80, UTF8Validation.firstInvalidOffset(in: input, index..<min(index + 4, count), partialEndAllowed: true) == index {
            return JSONParseError(.invalidUTF8, expected: "valid UTF-8", found: "byte 0x\(Self.hex(base[index]))",
                                  offset: index, in: input)
        }
        return JSONParseError(.unexpectedCharacter, expected: expected, found: describe(at: index), offset: index, in: input)
    }

    /// The character at `offset`, in words: `'t'`, `U+0009`, `'é'`, `byte 0xFF`, `end of input`.
    private func describe(at offset: Int) -> String {
        guard offset < count else { return "end of input" }
        let byte = base[offset]
        if byte < 0x80 {
            return byte < 0x20 || byte == 0x7F ? Self.scalarName(UInt32(byte)) : "'\(Character(Unicode.Scalar(byte)))'"
        }
        let end = min(offset + 4, count)
        var iterator = UnsafeBufferPointer(rebasing: input[offset..<end]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return "'\(Character(scalar))'" }
        return "byte 0x\(Self.hex(byte))"
    }

    private static func scalarName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private static func hex<Integer: BinaryInteger>(_ value: Integer) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        let width = Integer.self == UInt8.self ? 2 : 4
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
