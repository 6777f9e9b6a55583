import Foundation

/// The JSON parser: RFC 8259, strict, in one pass over the bytes, without recursion.
///
/// ## Design
///
/// The parser walks an `UnsafeBufferPointer<UInt8>` of the whole input once and checks all of
/// it: grammar, UTF-8, escapes, numbers, nesting depth and the size limits. It never recurses:
/// nesting lives in `frames`, an explicit stack with one entry per open array or object, so the
/// depth limit is a comparison, and no input, however deep, can overflow the call stack.
///
/// What it reads goes to a ``JSONParseSink`` in document order, as events:
///
///     input:   {"a": [1, 2], "b": true}
///     events:  beginObject, key "a", beginArray, number 1, number 2, endArray(2),
///              key "b", bool true, endObject(2)
///
/// Strings reach the sink as checked ranges of the input (UTF-8 aside: see below); numbers as
/// checked ranges with their kind, decoded in the same pass when they fit a compact form. Two sinks exist: one
/// builds ``JSONValue`` trees (``JSONTreeBuilder``), the other records a flat ``JSONTape`` that
/// the mapping layer reads lazily, materializing only the values a model asks for. The parser
/// is generic over the sink, so each pairing is specialized and the validation code exists once.
///
/// Strings are scanned eight bytes at a time for `"`, `\` and control characters; only strings
/// with bytes above 0x7F are run through the UTF-8 validator, and only when the input did not
/// come from a Swift `String` and the sink does not check UTF-8 as it decodes (the tree builder
/// does, through the standard library: see ``JSONParseSink/checksUTF8``). Escapes are checked
/// (including surrogate pairs) without being decoded: decoding is the sink's business, and
/// cannot fail.
/// Numbers are checked and classified in the same pass (see ``NumberScanner``).
///
/// Repeated keys are looked for when an object closes, using a fingerprint of each key taken
/// while its bytes are at hand (see ``DuplicateFinder``); the sink learns the answer with the
/// object's end.
///
/// Errors are values of ``JSONParseError``; the line, column and excerpt are computed from the
/// byte offset only when an error is thrown.
struct JSONParser<Sink: JSONParseSink & ~Copyable>: ~Copyable {
    let base: UnsafePointer<UInt8>
    let count: Int
    var index = 0
    let limits: JSONParseLimits
    /// Whether the input is known to be valid UTF-8 (it came from a Swift `String`), so that
    /// strings need no UTF-8 check at all.
    let knownValidUTF8: Bool
    var sink: Sink

    struct Frame {
        var isObject: Bool
        /// Elements or members so far.
        var count = 0
        /// Where the container's `{` or `[` is, for an object's span (an array's frame made for a
        /// run of numbers leaves it 0: sinks need no offsets for arrays).
        var start = 0
    }

    /// A key of an open object, for finding repeated keys.
    struct KeyRecord {
        var fingerprint: UInt64
        var string: ScannedString
    }

    /// The open containers, innermost last: a stack in a buffer rather than an array, whose
    /// every change (each value counted, each container opened or closed) checked that the
    /// array was uniquely referenced. It starts in room on ``parse(_:limits:knownValidUTF8:makeSink:)``'s
    /// stack (see ``ScratchStack``).
    var frames: ScratchStack<Frame>
    /// The keys of the open objects, innermost object's last.
    var keys: ScratchStack<KeyRecord>
    var scratch: [UInt8] = []
    var otherScratch: [UInt8] = []

    /// A parser whose stacks start in memory of their own, for a parser made only to word an
    /// error; documents are parsed by ``parse(_:limits:knownValidUTF8:makeSink:)``.
    init(base: UnsafePointer<UInt8>, count: Int, limits: JSONParseLimits, knownValidUTF8: Bool, sink: consuming Sink) {
        self.init(base: base, count: count, limits: limits, knownValidUTF8: knownValidUTF8, sink: sink,
                  frames: ScratchStack(capacity: 16), keys: ScratchStack(capacity: 16))
    }

    init(base: UnsafePointer<UInt8>, count: Int, limits: JSONParseLimits, knownValidUTF8: Bool, sink: consuming Sink,
         frames: consuming ScratchStack<Frame>, keys: consuming ScratchStack<KeyRecord>) {
        self.base = base
        self.count = count
        self.limits = limits
        self.knownValidUTF8 = knownValidUTF8
        self.sink = sink
        self.frames = frames
        self.keys = keys
    }

    var input: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Parses one complete document into the sink that `makeSink` creates for the input's bytes.
    /// `knownValidUTF8` is for input that comes from a Swift `String`, which is valid UTF-8 by
    /// construction.
    static func parse(_ input: UnsafeBufferPointer<UInt8>, limits: JSONParseLimits, knownValidUTF8: Bool = false,
                      makeSink: (UnsafePointer<UInt8>) -> Sink) throws(JSONParseError) -> Sink.Output {
        guard let base = input.baseAddress, !input.isEmpty else {
            throw JSONParseError(.unexpectedEndOfInput, expected: "a value", found: "end of input", offset: 0, in: input)
        }
        // The stacks start here, on this function's stack: 32 open containers and 32 keys of open
        // objects (1 KB at most each, within what the standard library allocates on the stack
        // without asking the runtime), which covers most documents without an allocation.
        let result = withUnsafeTemporaryAllocation(of: Frame.self, capacity: 32) { frameRoom in
            withUnsafeTemporaryAllocation(of: KeyRecord.self, capacity: 32) { keyRoom in
                Result { () throws(JSONParseError) -> Sink.Output in
                    var parser = JSONParser(base: base, count: input.count, limits: limits, knownValidUTF8: knownValidUTF8,
                                            sink: makeSink(base), frames: ScratchStack(room: frameRoom),
                                            keys: ScratchStack(room: keyRoom))
                    try parser.parseDocument()
                    return parser.sink.finish()
                }
            }
        }
        return try result.get()
    }

    // MARK: - Documents and containers

    mutating func parseDocument() throws(JSONParseError) {
        if let maximum = limits.maximumDocumentSize, count > maximum {
            throw JSONParseError(.limitExceeded, expected: "a document of at most \(maximum) bytes",
                                 found: "\(count) bytes", offset: maximum, in: input)
        }
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { index = 3 }
        skipWhitespace()
        parsing: while true {
            guard index < count else { throw endOfInput(expected: "a value") }
            switch base[index] {
            case UInt8(ascii: "{"):
                try open(isObject: true)
                sink.beginObject()
                skipWhitespace()
                if index < count, base[index] == UInt8(ascii: "}") {
                    index += 1
                    frames.drop(1)
                    sink.endObject(count: 0, repeatsKeys: false, span: 2)
                } else {
                    try parseKeyAndColon()
                    continue parsing
                }
            case UInt8(ascii: "["):
                // The array's frame is pushed only when the general path reads its elements: an
                // empty array, and one that is a run of numbers to its end (canada.json's 56,045
                // coordinate pairs), are read here whole and need none. The depth is checked as
                // for any container.
                guard frames.count < limits.maximumDepth else { throw tooDeep() }
                index += 1
                sink.beginArray()
                skipWhitespace()
                if index < count, base[index] == UInt8(ascii: "]") {
                    index += 1
                    sink.endArray(count: 0)
                } else if index < count, NumberScanner.startsNumber(base[index]) {
                    // An array that begins with a number: its run of numbers is read in a
                    // function of its own. When the run ends at a value that is not a number, or
                    // at anything but `,` and `]`, the array gets its frame with the count so
                    // far and the general path takes over where it would have been.
                    let (elements, end) = try readNumberRun()
                    switch end {
                    case .closed:
                        sink.endArray(count: elements)
                    case .beforeOtherValue:
                        frames.push(Frame(isObject: false, count: elements))
                        continue parsing
                    case .elsewhere:
                        // As if the last number had just been read: the general path counts it
                        // and reports what follows it.
                        frames.push(Frame(isObject: false, count: elements - 1))
                    }
                } else {
                    frames.push(Frame(isObject: false))
                    continue parsing
                }
            case UInt8(ascii: "\""):
                index += 1
                let string = try scanString()
                if !sink.string(string) { throw invalidUTF8(in: string) }
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                sink.number(try scanNumber())
            case UInt8(ascii: "t"):
                try expectWord("true")
                sink.bool(true)
            case UInt8(ascii: "f"):
                try expectWord("false")
                sink.bool(false)
            case UInt8(ascii: "n"):
                try expectWord("null")
                sink.null()
            default:
                throw unexpected(expected: "a value")
            }

            // A value is complete: count it in the open containers, closing those that end here.
            while frames.count > 0 {
                skipWhitespace()
                frames.updateLast { $0.count += 1 }
                let frame = frames.last
                if frame.isObject {
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
                    frames.drop(1)
                    let repeats = repeatsKeys(count: frame.count)
                    if repeats && limits.rejectsDuplicateKeys { throw repeatedKey(count: frame.count) }
                    keys.drop(frame.count)
                    sink.endObject(count: frame.count, repeatsKeys: repeats, span: index &- frame.start)
                } else {
                    guard index < count else { throw endOfInput(expected: "',' or ']'") }
                    let byte = base[index]
                    if byte == UInt8(ascii: ",") {
                        index += 1
                        skipWhitespace()
                        continue parsing
                    }
                    guard byte == UInt8(ascii: "]") else { throw unexpected(expected: "',' or ']'") }
                    index += 1
                    frames.drop(1)
                    sink.endArray(count: frame.count)
                }
            }
            break parsing
        }
        skipWhitespace()
        guard index == count else {
            throw JSONParseError(.trailingContent, expected: "end of input after the value",
                                 found: describe(at: index), offset: index, in: input)
        }
    }

    /// Opens the container at `index`; the error for one too deep is made out of line.
    @inline(__always)
    mutating func open(isObject: Bool) throws(JSONParseError) {
        guard frames.count < limits.maximumDepth else { throw tooDeep() }
        frames.push(Frame(isObject: isObject, start: index))
        index += 1
    }

    @inline(never)
    func tooDeep() -> JSONParseError {
        JSONParseError(.tooDeep, expected: "at most \(limits.maximumDepth) levels of nesting",
                       found: "\(describe(at: index)) at depth \(frames.count + 1)", offset: index, in: input)
    }

    mutating func parseKeyAndColon() throws(JSONParseError) {
        guard index < count else { throw endOfInput(expected: "a key in double quotes") }
        guard base[index] == UInt8(ascii: "\"") else { throw unexpected(expected: "a key in double quotes") }
        index += 1
        let key = try scanString()
        let print = fingerprint(of: key)
        keys.push(KeyRecord(fingerprint: print, string: key))
        if !sink.key(key, fingerprint: print) { throw invalidUTF8(in: key) }
        skipWhitespace()
        guard index < count else { throw endOfInput(expected: "':'") }
        guard base[index] == UInt8(ascii: ":") else { throw unexpected(expected: "':'") }
        index += 1
        // The two layouts nearly every document uses, `"key":value` and `"key": value`, without
        // the run-of-spaces loop of ``skipWhitespace()`` (a word load and a count of trailing
        // zeros for the one space of pretty-printed JSON).
        if index &+ 1 < count {
            let next = base[index]
            if next > 0x20 { return }
            if next == UInt8(ascii: " ") && base[index &+ 1] > 0x20 {
                index &+= 1
                return
            }
        }
        skipWhitespace()
    }

    /// Whether the innermost object's `count` keys repeat one (the caller then forgets them).
    mutating func repeatsKeys(count: Int) -> Bool {
        guard count > 1 else { return false }
        let records = keys.top(count)
        if count <= DuplicateFinder.fewKeys {
            return DuplicateFinder.containsDuplicateAmongFew(
                count: count, fingerprint: { records[$0].fingerprint },
                equal: { first, second in sameKey(records[first].string, records[second].string) })
        }
        let base = self.base
        return DuplicateFinder.containsDuplicate(
            count: count, fingerprint: { records[$0].fingerprint },
            hash: { position, hasher in
                let key = records[position].string
                if key.hasEscapes {
                    var decoded: [UInt8] = []
                    EscapeDecoding.decode(base, key.start, key.end, into: &decoded)
                    decoded.withUnsafeBytes { hasher.combine(bytes: $0) }
                } else {
                    hasher.combine(bytes: UnsafeRawBufferPointer(start: base + key.start, count: key.end - key.start))
                }
            },
            equal: { first, second in sameKey(records[first].string, records[second].string) })
    }

    /// The error for the innermost object's first key that repeats an earlier one, at the
    /// repetition. Only called for an object known to repeat a key: one pass over its keys.
    mutating func repeatedKey(count: Int) -> JSONParseError {
        let records = keys.top(count)
        var seen = Set<[UInt8]>()
        for position in 0..<count {
            let key = records[position].string
            var bytes: [UInt8] = []
            EscapeDecoding.decode(base, key.start, key.end, into: &bytes)
            guard seen.insert(bytes).inserted else {
                let name = String(decoding: bytes, as: UTF8.self)
                return JSONParseError(.duplicateKey, expected: "each key once in an object",
                                      found: "\"\(name)\" again", offset: key.start - 1, in: input)
            }
        }
        return JSONParseError(.duplicateKey, expected: "each key once in an object", found: "a repeated key",
                              offset: index - 1, in: input)
    }

    /// The fingerprint of a key's decoded bytes; inlined into each key's parse, with keys that
    /// hold escapes out of line.
    @inline(__always)
    mutating func fingerprint(of key: ScannedString) -> UInt64 {
        guard key.hasEscapes else {
            return DuplicateFinder.fingerprint(base + key.start, count: key.end - key.start,
                                               wordReadable: key.start &+ 8 <= count)
        }
        return fingerprint(ofEscaped: key)
    }

    @inline(never)
    mutating func fingerprint(ofEscaped key: ScannedString) -> UInt64 {
        scratch.removeAll(keepingCapacity: true)
        EscapeDecoding.decode(base, key.start, key.end, into: &scratch)
        return scratch.withUnsafeBufferPointer(DuplicateFinder.fingerprint)
    }

    /// Whether two keys have the same decoded bytes.
    mutating func sameKey(_ first: ScannedString, _ second: ScannedString) -> Bool {
        if !first.hasEscapes && !second.hasEscapes {
            let length = first.end - first.start
            guard length == second.end - second.start else { return false }
            return length == 0 || memcmp(base + first.start, base + second.start, length) == 0
        }
        scratch.removeAll(keepingCapacity: true)
        otherScratch.removeAll(keepingCapacity: true)
        EscapeDecoding.decode(base, first.start, first.end, into: &scratch)
        EscapeDecoding.decode(base, second.start, second.end, into: &otherScratch)
        return scratch == otherScratch
    }

    @inline(__always)
    mutating func skipWhitespace() {
        while index < count {
            let byte = base[index]
            if byte > 0x20 { return }
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
                || byte == UInt8(ascii: "\r") else { return }
            index += 1
            // Indentation comes in runs of spaces: a word's leading spaces are skipped at once
            // (the lowest byte of the word that is not a space is its lowest non-zero byte
            // after the XOR, with no carries between bytes).
            while index + 8 <= count {
                let others = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
                if others != 0 {
                    index += UInt64(littleEndian: others).trailingZeroBitCount >> 3
                    break
                }
                index += 8
            }
        }
    }

    /// Reads `word` (`true`, `false` or `null`) at `index`. Inlined where each literal is read,
    /// so that the common case is one comparison with a constant, not a call (about 35
    /// instructions a word, 1% of decoding twitter.json); anything else goes the checked way.
    @inline(__always)
    mutating func expectWord(_ word: StaticString) throws(JSONParseError) {
        let length = word.utf8CodeUnitCount
        // The common case, in one comparison: the four bytes "true", "null" or "fals".
        if index + length <= count,
           UnsafeRawPointer(base + index).loadUnaligned(as: UInt32.self)
            == UnsafeRawPointer(word.utf8Start).loadUnaligned(as: UInt32.self),
           length == 4 || base[index + 4] == word.utf8Start[4] {
            index += length
            return
        }
        try expectWordByteByByte(word)
    }

    /// ``expectWord(_:)`` for a word that is not all there: the error says where it stops.
    @inline(never)
    mutating func expectWordByteByByte(_ word: StaticString) throws(JSONParseError) {
        let length = word.utf8CodeUnitCount
        let bytes = UnsafeBufferPointer(start: word.utf8Start, count: length)
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
        index += length
    }

    // MARK: - Numbers

    /// Where a run of numbers read by ``readNumberRun()`` stopped.
    enum NumberRunEnd {
        /// At the array's `]`, which was read.
        case closed
        /// After a `,`, at a value that is not a number.
        case beforeOtherValue
        /// After a number, at anything but `,` and `]`.
        case elsewhere
    }

    /// Reads the numbers of an array from its first element on while they are numbers, and
    /// returns how many it read and where it stopped. A function of its own, called once per
    /// array, so that the short form of the number scan is inlined into its loop (canada.json's
    /// 56,045 coordinate pairs), where the parse loop, much larger, had it called per number.
    @inline(never)
    mutating func readNumberRun() throws(JSONParseError) -> (elements: Int, end: NumberRunEnd) {
        var elements = 0
        while true {
            // ``scanNumber()``'s body, written out: called here, it stays a call (+4.4%
            // instructions parsing canada.json), and so does a static helper holding it.
            if let (kind, end) = NumberScanner.scanShort(base, count: count, from: index),
               limits.maximumNumberLength.map({ end - index <= $0 }) ?? true {
                sink.number(ScannedNumber(start: index, end: end, kind: kind))
                index = end
            } else {
                sink.number(try scanAnyNumber())
            }
            elements &+= 1
            skipWhitespace()
            guard index < count, base[index] == UInt8(ascii: ",") else { break }
            index += 1
            skipWhitespace()
            guard index < count, NumberScanner.startsNumber(base[index]) else { return (elements, .beforeOtherValue) }
        }
        guard index < count, base[index] == UInt8(ascii: "]") else { return (elements, .elsewhere) }
        index += 1
        return (elements, .closed)
    }

    /// The number at `index`: the common short form here, everything else (and every error) in
    /// a function of its own, so that the short form pays for none of their setup.
    mutating func scanNumber() throws(JSONParseError) -> ScannedNumber {
        if let (kind, end) = NumberScanner.scanShort(base, count: count, from: index),
           limits.maximumNumberLength.map({ end - index <= $0 }) ?? true {
            defer { index = end }
            return ScannedNumber(start: index, end: end, kind: kind)
        }
        return try scanAnyNumber()
    }

    /// Any number the short form did not take (or took, but longer than the limit allows),
    /// read the general way: the short form is not tried again.
    @inline(never)
    mutating func scanAnyNumber() throws(JSONParseError) -> ScannedNumber {
        switch NumberScanner.scanAny(base, count: count, from: index) {
        case .number(let kind, let end):
            if let maximum = limits.maximumNumberLength, end - index > maximum {
                throw JSONParseError(.limitExceeded, expected: "a number of at most \(maximum) characters",
                                     found: "a number of \(end - index)", offset: index, in: input)
            }
            defer { index = end }
            return ScannedNumber(start: index, end: end, kind: kind)
        case .malformed(let offset, let expected):
            index = offset
            throw JSONParseError(.invalidNumber, expected: expected, found: describe(at: offset),
                                 offset: offset, in: input)
        }
    }

    // MARK: - Errors

    func endOfInput(expected: String) -> JSONParseError {
        JSONParseError(.unexpectedEndOfInput, expected: expected, found: "end of input", offset: count, in: input)
    }

    func unexpected(expected: String) -> JSONParseError {
        guard index < count else { return endOfInput(expected: expected) }
        if base[index] >= 0x80,
           UTF8Validation.firstInvalidOffset(in: input, index..<min(index + 4, count), partialEndAllowed: true) == index {
            return JSONParseError(.invalidUTF8, expected: "valid UTF-8", found: "byte 0x\(Self.hex(base[index]))",
                                  offset: index, in: input)
        }
        return JSONParseError(.unexpectedCharacter, expected: expected, found: describe(at: index), offset: index, in: input)
    }

    /// The character at `offset`, in words: `'t'`, `U+0009`, `'é'`, `U+00A0`, `byte 0xFF`, `end of input`.
    func describe(at offset: Int) -> String {
        guard offset < count else { return "end of input" }
        let byte = base[offset]
        if byte < 0x80 {
            return byte < 0x20 || byte == 0x7F ? Self.scalarName(UInt32(byte)) : "'\(Character(Unicode.Scalar(byte)))'"
        }
        let end = min(offset + 4, count)
        var iterator = UnsafeBufferPointer(rebasing: input[offset..<end]).makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return scalar.isInvisible ? Self.scalarName(scalar.value) : "'\(Character(scalar))'"
        }
        return "byte 0x\(Self.hex(byte))"
    }

    static func scalarName(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func hex<Integer: BinaryInteger>(_ value: Integer) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        let width = Integer.self == UInt8.self ? 2 : 4
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
