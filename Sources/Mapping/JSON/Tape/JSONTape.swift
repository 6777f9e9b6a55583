import Foundation

/// A parsed document kept as a flat array of entries pointing into the input, for reading values
/// lazily: the mapping layer materializes only the values a model asks for.
///
/// A ``Mapper`` run reads the caller's own `String` or `Data` where it is, with no copy: it maps
/// the whole document inside the closure that lends the bytes, and a tape still held when the
/// run ends (a model kept its map) takes a copy then (``parse(borrowing:of:limits:knownValidUTF8:)``,
/// ``endBorrow(escaped:)``). Other tapes keep their bytes from the start: a document of
/// ``inPlaceSize`` or more is read in place, from the caller's value (see ``Document``), so that
/// mapping a 2 MB `Data` costs the entries and not another 2 MB; a smaller one is copied into
/// the tape, which is cheaper than reaching into a `Data` for every value read (reading a 600 KB
/// document's values through `Data.withUnsafeBytes` cost 30 million instructions more, an
/// exclusivity check each).
///
/// ## Layout
///
/// Every value is one entry, in document order; an object's members are a key entry followed
/// by the value's entries. A container's entry records its count of elements or members and
/// where its subtree ends (the index of the entry after it), so a reader can step over a value
/// it does not want in one move (``next(after:)``):
///
///     input:    {"id": 42, "tags": ["a", "b"], "ok": true}
///
///     entry 0   object   count 3, end 9
///     entry 1   string   "id"     start 2, end 4 (bytes 2..<4); 16 bits of its key fingerprint
///     entry 2   number   42       significand 42, scale 0
///     entry 3   string   "tags"   bytes 12..<16
///     entry 4   array    count 2, end 7
///     entry 5   string   "a"      bytes 21..<22
///     entry 6   string   "b"      bytes 26..<27
///     entry 7   string   "ok"     bytes 32..<34
///     entry 8   true
///
/// Strings keep their byte range (without the quotes) and whether they have escapes (a value
/// also whether it is all ASCII), and are decoded only when asked for. Numbers are decoded
/// while the tape is recorded: a sign, a 64-bit significand, and a count of fraction digits in
/// `scale` (`-1.50` is negative, significand 150, scale 2). Only the numbers that fit no such
/// form (exponents, more than 19 significant digits, more than 255 fraction digits) keep their
/// byte range instead, with a `scale` of ``literalNumber``. The input was fully validated by
/// ``JSONParser`` while the tape was recorded, so reading it cannot fail.
@usableFromInline
final class JSONTape: @unchecked Sendable {
    /// The document's bytes at a fixed address, so that a read finds them with no closure
    /// around it: the tape's own copy (of a document smaller than ``inPlaceSize``), in a block
    /// from ``SpareBlocks`` given back with the tape, or the caller's own bytes while a
    /// ``Mapper`` run borrows them (``parse(borrowing:of:limits:knownValidUTF8:)``); `nil` when
    /// ``original`` holds the document and is read through its own accessors.
    ///
    /// Written once after the initializer, by ``endBorrow(escaped:)``, before anything but the
    /// run that made the tape can reach it.
    @usableFromInline @exclusivity(unchecked) private(set) var copiedBytes: UnsafeMutablePointer<UInt8>?
    /// Whether ``copiedBytes`` is the tape's own block, given back when the tape goes.
    @exclusivity(unchecked) private var ownsBytes: Bool
    /// The size of the document.
    @usableFromInline let byteCount: Int
    /// The caller's document, when it is read in place (or borrowed); `nil` when the tape's own
    /// copy holds it. Dropped, like ``copiedBytes`` written, only by ``endBorrow(escaped:)``.
    @usableFromInline @exclusivity(unchecked) private(set) var original: Document?

    /// The size from which a `String` or `Data` document is read in place rather than copied.
    static let inPlaceSize = 1 << 20
    /// One entry per value.
    @usableFromInline let entries: Entries

    /// One value, in 12 bytes: a kind, a flag, a 16-bit field and two 32-bit words, whose
    /// meaning depends on the kind (the accessors below name them). Entries are most of a
    /// tape's memory: canada.json's 167,000 values take 2.0 MB at 12 bytes, 2.7 MB at 16.
    @usableFromInline
    struct Entry: Sendable {
        @usableFromInline var kind: Kind
        /// For strings, whether they have escapes; for objects, whether a key repeats; for
        /// numbers kept decoded, whether they are negative (a literal number's text has its sign).
        @usableFromInline var flag: Bool
        /// For numbers, ``scale``; for object keys, ``fingerprint``; 0 for everything else.
        @usableFromInline var small: UInt16
        /// For strings and literal numbers, ``start``; for containers, ``count``; for numbers
        /// kept decoded, the low half of ``significand``; 0 for everything else.
        @usableFromInline var first: UInt32
        /// For strings, literal numbers and containers, ``end``; for numbers kept decoded, the
        /// high half of ``significand``; 0 for everything else.
        @usableFromInline var second: UInt32

        /// A null, a Boolean, or a container whose count and end are set when it closes.
        @inlinable
        init(kind: Kind) {
            self.kind = kind
            flag = false
            small = 0
            first = 0
            second = 0
        }

        @inlinable
        init(kind: Kind, flag: Bool, small: UInt16, first: UInt32, second: UInt32) {
            self.kind = kind
            self.flag = flag
            self.small = small
            self.first = first
            self.second = second
        }

        /// An object key between the quotes at `start - 1` and `end`, with 16 bits of its
        /// fingerprint, for quick lookups.
        @inlinable
        static func key(start: UInt32, end: UInt32, hasEscapes: Bool, fingerprint: UInt64) -> Entry {
            Entry(kind: .string, flag: hasEscapes, small: shortFingerprint(fingerprint), first: start, second: end)
        }

        /// A string value between the quotes at `start - 1` and `end`, marked
        /// ``JSONTape/knownASCII`` when the parser saw only ASCII bytes in it.
        @inlinable
        static func string(start: UInt32, end: UInt32, hasEscapes: Bool, knownASCII: Bool = false) -> Entry {
            Entry(kind: .string, flag: hasEscapes, small: knownASCII ? JSONTape.knownASCII : 0, first: start, second: end)
        }

        /// A number kept decoded: `significand × 10^-scale`, negated when `negative`.
        @inlinable
        static func number(significand: UInt64, scale: UInt16, negative: Bool) -> Entry {
            Entry(kind: .number, flag: negative, small: scale, first: UInt32(truncatingIfNeeded: significand),
                  second: UInt32(truncatingIfNeeded: significand >> 32))
        }

        /// A number kept as its text, the bytes `start..<end`.
        @inlinable
        static func literalNumber(start: UInt32, end: UInt32) -> Entry {
            Entry(kind: .number, flag: false, small: JSONTape.literalNumber, first: start, second: end)
        }

        /// The 16 bits of a key's ``DuplicateFinder`` fingerprint that key entries keep: the
        /// top ones, which its last multiplication mixes best.
        @inlinable
        static func shortFingerprint(_ fingerprint: UInt64) -> UInt16 { UInt16(truncatingIfNeeded: fingerprint >> 48) }

        /// For strings: the first byte after the opening quote; for literal numbers: the first
        /// byte of the number.
        @inlinable var start: UInt32 { first }
        /// For strings: the closing quote; for literal numbers: the byte after the text; for
        /// containers: the index of the entry after the subtree.
        @inlinable var end: UInt32 { second }
        /// For containers: the number of elements or members.
        @inlinable var count: UInt32 { first }
        /// For numbers: the count of fraction digits, or ``JSONTape/literalNumber`` when the
        /// number is kept as text.
        @inlinable var scale: UInt16 { small }
        /// For object keys: 16 bits of the key's fingerprint (see ``shortFingerprint(_:)``).
        @inlinable var fingerprint: UInt16 { small }
        /// A number entry's significand.
        @inlinable var significand: UInt64 { UInt64(first) | UInt64(second) << 32 }

        /// Sets a container's count and end, and whether its keys repeat, when it closes.
        @inlinable
        mutating func close(count: Int, end: Int, repeatsKeys: Bool) {
            first = UInt32(count)
            second = UInt32(end)
            flag = repeatsKeys
        }
    }

    /// The ``Entry/small`` of a string value (never a key, whose field holds its fingerprint)
    /// whose bytes are all ASCII: its `String` is made without looking at them again.
    @usableFromInline
    static let knownASCII: UInt16 = 1

    /// The ``Entry/scale`` of numbers kept as text (exponents, more than 19 significant digits,
    /// more than 255 fraction digits).
    @usableFromInline
    static let literalNumber: UInt16 = .max

    @usableFromInline
    enum Kind: UInt8, Sendable {
        case null, falseValue, trueValue, number, string, array, object
    }

    /// A tape with no entries, for readers that need one before they have a document.
    @usableFromInline static let empty = JSONTape(copied: nil, byteCount: 0, original: nil, entries: .empty)

    /// `@unchecked Sendable`: nothing is written after this initializer but by
    /// ``endBorrow(escaped:)``, before the tape is shared, and ``copiedBytes`` is freed only
    /// with the tape (read only inside its methods, while it is alive).
    private init(copied: SpareBlocks.Block?, byteCount: Int, original: Document?, entries: Entries) {
        copiedBytes = copied?.base.bindMemory(to: UInt8.self, capacity: byteCount)
        ownsBytes = copied != nil
        self.byteCount = byteCount
        self.original = original
        self.entries = entries
    }

    /// A tape that reads `borrowed`, the bytes of `original`, until ``endBorrow(escaped:)``.
    private init(borrowing borrowed: UnsafeBufferPointer<UInt8>, original: Document, entries: Entries) {
        copiedBytes = borrowed.baseAddress.map(UnsafeMutablePointer.init(mutating:))
        ownsBytes = false
        byteCount = borrowed.count
        self.original = original
        self.entries = entries
    }

    /// Gives the copy's block back as the document's size: a kept block used again may be
    /// larger, and is then kept as smaller than it is, never as larger (the tape stores one
    /// size fewer).
    deinit {
        if ownsBytes, let copiedBytes { SpareBlocks.give(.document, SpareBlocks.Block(base: copiedBytes, bytes: byteCount)) }
    }

    /// Whether the tape reads the caller's document rather than a copy of its own.
    var readsInPlace: Bool { !ownsBytes && original != nil }

    /// Calls `body` with the document's bytes.
    ///
    /// Always inlined: called through a generic function, a closure that captures an `inout` is
    /// checked for exclusive access at run time.
    @inlinable @inline(__always)
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let copiedBytes { return body(UnsafeBufferPointer(start: copiedBytes, count: byteCount)) }
        if let original { return original.withBytes(body) }
        return body(UnsafeBufferPointer(start: nil, count: 0))
    }

    /// Parses `bytes` (which the tape keeps) into a tape; `nil` for documents too large for
    /// 32-bit offsets, which the caller parses as a tree instead.
    static func parse(_ bytes: [UInt8], limits: JSONParseLimits, knownValidUTF8: Bool = false) throws(JSONParseError) -> JSONTape? {
        try parse(.bytes(bytes), limits: limits, knownValidUTF8: knownValidUTF8)
    }

    /// Parses a document into a tape that keeps it: copied, or read in place from ``inPlaceSize``
    /// on, as the tape of a run that something kept (a borrow ended at once); `nil` for documents
    /// too large for 32-bit offsets, which the caller parses as a tree instead. A `String`'s bytes
    /// are valid UTF-8 by construction and are not checked again.
    static func parse(_ document: Document, limits: JSONParseLimits, knownValidUTF8: Bool = false) throws(JSONParseError) -> JSONTape? {
        let result = document.withBytes { buffer in
            Result { () throws(JSONParseError) -> JSONTape? in
                let tape = try parse(borrowing: buffer, of: document, limits: limits, knownValidUTF8: knownValidUTF8)
                tape?.endBorrow(escaped: true)
                return tape
            }
        }
        return try result.get()
    }

    /// Parses `buffer`, the bytes of `original`, into a tape that reads them where they are, with
    /// no copy, until ``endBorrow(escaped:)``: the tape of one ``Mapper`` run, which maps the
    /// whole document inside the closure that lends `buffer` (`Data.withUnsafeBytes`, a
    /// string's `withContiguousStorageIfAvailable`), and ends the borrow there. `nil` for
    /// documents too large for 32-bit offsets, which the caller parses as a tree instead.
    ///
    /// The copy it spares cost decoding twitter.json 4.6% of its instructions (631 KB of
    /// `memcpy`) and 3-4% of its time.
    static func parse(borrowing buffer: UnsafeBufferPointer<UInt8>, of original: Document, limits: JSONParseLimits,
                      knownValidUTF8: Bool) throws(JSONParseError) -> JSONTape? {
        guard buffer.count < Int(UInt32.max) else { return nil }
        let entries = try JSONParser.parse(buffer, limits: limits, knownValidUTF8: knownValidUTF8) { _ in
            JSONTapeBuilder(estimatedCount: JSONTapeBuilder.estimatedCount(forBytes: buffer.count))
        }
        return JSONTape(borrowing: buffer, original: original, entries: entries)
    }

    /// The tape of ``parse(borrowing:of:limits:knownValidUTF8:)`` for a ``Mapper`` run, with the
    /// default limits; `nil` when there is none: for a document too large for a tape, with its
    /// tree in `otherwise`; for one that is not JSON, with the reason in `issues`.
    @usableFromInline
    static func borrowing(_ buffer: UnsafeBufferPointer<UInt8>, of original: Document, knownValidUTF8: Bool,
                          otherwise: inout JSONElement?, _ issues: inout [PendingIssue]) -> JSONTape? {
        do throws(JSONParseError) {
            if let tape = try parse(borrowing: buffer, of: original, limits: JSONParseLimits(),
                                    knownValidUTF8: knownValidUTF8) {
                return tape
            }
            otherwise = JSONElement(try JSONValue.parse(buffer, limits: JSONParseLimits(), knownValidUTF8: knownValidUTF8))
        } catch {
            issues.append(PendingIssue(.invalidJSON, expected: "JSON", found: error.description))
        }
        return nil
    }

    /// Ends the borrow of ``parse(borrowing:of:limits:knownValidUTF8:)``, while the lender's
    /// bytes are still there. When nothing but the run held the tape, nothing reads it again.
    /// When something else did (`escaped`: a model that kept its ``Map``, or an element), the
    /// tape goes on as a tape of ``parse(_:limits:knownValidUTF8:)`` would: it copies a document
    /// smaller than ``inPlaceSize``, and reads a larger one through ``original``, which holds
    /// the caller's `String` or `Data`.
    @usableFromInline
    func endBorrow(escaped: Bool) {
        guard !ownsBytes, copiedBytes != nil else { return }
        guard escaped else {
            copiedBytes = nil
            return
        }
        if byteCount < Self.inPlaceSize, let source = copiedBytes {
            copiedBytes = Self.copyBytes(source, count: byteCount).base.bindMemory(to: UInt8.self, capacity: byteCount)
            ownsBytes = true
            // The copy is the document now: the caller's value need not be kept alive with it.
            original = nil
        } else {
            copiedBytes = nil
        }
    }

    /// Parses the first `byteCount` bytes of `block`, a block from ``SpareBlocks`` that the tape
    /// takes over and reads in place (as it reads its own copy of a small document); `nil` for
    /// documents too large for 32-bit offsets. The block is given back when there is no tape.
    static func parse(adopting block: SpareBlocks.Block, byteCount: Int, limits: JSONParseLimits) throws(JSONParseError) -> JSONTape? {
        guard byteCount < Int(UInt32.max) else {
            SpareBlocks.give(.document, block)
            return nil
        }
        let buffer = UnsafeBufferPointer(start: block.base.assumingMemoryBound(to: UInt8.self), count: byteCount)
        let entries: Entries
        do {
            entries = try JSONParser.parse(buffer, limits: limits, knownValidUTF8: false) { _ in
                JSONTapeBuilder(estimatedCount: JSONTapeBuilder.estimatedCount(forBytes: byteCount))
            }
        } catch {
            SpareBlocks.give(.document, block)
            throw error
        }
        return JSONTape(copied: block, byteCount: byteCount, original: nil, entries: entries)
    }

    /// A copy of `count` bytes at `source`, in a block from ``SpareBlocks``.
    private static func copyBytes(_ source: UnsafePointer<UInt8>, count: Int) -> SpareBlocks.Block {
        let block = SpareBlocks.take(.document, atLeast: count)
        block.base.copyMemory(from: source, byteCount: count)
        return block
    }

    /// A document as the caller gave it.
    @usableFromInline
    enum Document: Sendable {
        case bytes([UInt8])
        /// A string whose UTF-8 is contiguous (see ``init(contiguous:)``).
        case string(String)
        case data(Data)

        /// Keeps `text`, made contiguous first when it is not (a bridged string), so that its
        /// bytes can be read in place.
        @inlinable
        init(contiguous text: String) {
            var text = text
            text.makeContiguousUTF8()
            self = .string(text)
        }

        /// Calls `body` with the document's bytes.
        @inlinable @inline(__always)
        func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
            switch self {
            case .bytes(let bytes):
                return bytes.withUnsafeBufferPointer(body)
            case .string(let text):
                if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
                return Array(text.utf8).withUnsafeBufferPointer(body)
            case .data(let data):
                return data.withUnsafeBytes { body($0.bindMemory(to: UInt8.self)) }
            }
        }
    }

    /// The index of the entry after the value at `index` and its subtree.
    @inlinable @inline(__always)
    func next(after index: Int) -> Int {
        let entry = entries[index]
        return entry.kind.rawValue >= Kind.array.rawValue ? Int(entry.end) : index + 1
    }
}
