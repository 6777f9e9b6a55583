import Foundation

/// The parse sink that records a ``JSONTape``'s entries.
///
/// The entries go into a buffer of the builder's own, grown by doubling, and are handed to the
/// tape as they are (see ``JSONTape/Entries``); a builder that never finishes frees them. The
/// buffer is the C allocator's, so that growing and shrinking it is `realloc`, which extends
/// or shrinks a block in place when it can (a block mapped on its own grows by remapping its
/// pages) and copies only otherwise.
struct JSONTapeBuilder: JSONParseSink, ~Copyable {
    private var base: UnsafeMutablePointer<JSONTape.Entry>
    private var count = 0
    private var capacity: Int
    /// Whether ``finish()`` has given the entries to a tape, which frees them.
    private var handedOver = false
    /// The entry index of the innermost open container, or -1. Each open container's entry
    /// keeps the index of the one around it (`UInt32.max` for none: a tape has fewer entries
    /// than that) in its count field until it closes, so the open containers need no stack of
    /// their own.
    private var innermost = -1

    init(estimatedCount: Int) {
        let stride = MemoryLayout<JSONTape.Entry>.stride
        let block = SpareBlocks.take(.entries, atLeast: max(estimatedCount, 16) * stride)
        capacity = block.bytes / stride
        base = block.base.bindMemory(to: JSONTape.Entry.self, capacity: capacity)
    }

    deinit {
        if !handedOver { SpareBlocks.give(.entries, block) }
    }

    /// The entries' block, for ``SpareBlocks``.
    private var block: SpareBlocks.Block {
        SpareBlocks.Block(base: UnsafeMutableRawPointer(base), bytes: capacity * MemoryLayout<JSONTape.Entry>.stride)
    }

    @inline(__always)
    private mutating func append(_ entry: JSONTape.Entry) {
        if count == capacity { grow() }
        (base + count).initialize(to: entry)
        count += 1
    }

    @inline(never)
    private mutating func grow() {
        capacity *= 2
        base = JSONTape.Entries.resize(base, to: capacity)
    }

    /// How many entries to make room for in a document of `bytes` bytes.
    ///
    /// Below a mebibyte, enough that the entries need not grow for the documents measured: a
    /// flat model takes one entry per 11 bytes, twitter.json one per 23. From a mebibyte on
    /// (documents read in place), one per 8 bytes, more than any of the corpus needs
    /// (canada.json takes one per 13.5): the pages of a large block that were never written
    /// take no memory, so the peak memory of mapping canada.json is the same as when it grew
    /// once from one per 16 bytes, without the copy. ``finish()`` gives back what was not used
    /// of a block too large for ``SpareBlocks`` to keep; a smaller one stays whole for the next
    /// parse.
    static func estimatedCount(forBytes bytes: Int) -> Int {
        bytes >= JSONTape.inPlaceSize ? bytes / 8 : bytes / 12 + 32
    }

    mutating func beginArray() { open(.array) }

    mutating func beginObject() { open(.object) }

    private mutating func open(_ kind: JSONTape.Kind) {
        var entry = JSONTape.Entry(kind: kind)
        entry.first = innermost < 0 ? .max : UInt32(innermost)
        innermost = count
        append(entry)
    }

    mutating func endArray(count: Int) { close(count: count, repeatsKeys: false) }

    mutating func endObject(count: Int, repeatsKeys: Bool, span: Int) { close(count: count, repeatsKeys: repeatsKeys) }

    private mutating func close(count: Int, repeatsKeys: Bool) {
        let index = innermost
        let around = base[index].first
        innermost = around == .max ? -1 : Int(around)
        base[index].close(count: count, end: self.count, repeatsKeys: repeatsKeys)
    }

    /// A byte offset as an entry keeps it. A tape is recorded only for documents shorter than
    /// `UInt32.max` bytes (`JSONTape.parse` declines longer ones, which become trees), so every
    /// offset fits: no trapping conversion, whose range checks ran three times for every key
    /// and string.
    @inline(__always)
    private func offset(_ position: Int) -> UInt32 {
        assert(UInt(bitPattern: position) <= UInt(UInt32.max), "a tape offset beyond 32 bits")
        return UInt32(truncatingIfNeeded: position)
    }

    /// The parser checks UTF-8 for the tape, which keeps bytes rather than building strings.
    static var checksUTF8: Bool { false }

    /// Keys keep 16 bits of their fingerprint, for quick lookups.
    @inline(__always)
    mutating func key(_ string: ScannedString, fingerprint: UInt64) -> Bool {
        append(.key(start: offset(string.start), end: offset(string.end), hasEscapes: string.hasEscapes,
                    fingerprint: fingerprint))
        return true
    }

    @inline(__always)
    mutating func string(_ string: ScannedString) -> Bool {
        append(.string(start: offset(string.start), end: offset(string.end), hasEscapes: string.hasEscapes,
                       knownASCII: !string.nonASCII))
        return true
    }

    /// Numbers are stored already decoded, as a significand, a sign and a count of fraction
    /// digits; those kept as text remember where their text is instead.
    @inline(__always)
    mutating func number(_ number: ScannedNumber) {
        switch number.kind {
        case .int(let value):
            append(.number(significand: value.magnitude, scale: 0, negative: value < 0))
        case .uint(let value):
            append(.number(significand: value, scale: 0, negative: false))
        case .decimal(let significand, let scale, let negative):
            append(.number(significand: significand, scale: UInt16(scale), negative: negative))
        case .literal:
            append(.literalNumber(start: offset(number.start), end: offset(number.end)))
        }
    }

    mutating func bool(_ value: Bool) { append(JSONTape.Entry(kind: value ? .trueValue : .falseValue)) }

    mutating func null() { append(JSONTape.Entry(kind: .null)) }

    /// Hands the entries over. A block larger than ``SpareBlocks`` keeps (documents read in
    /// place) gives back the room left when it is more than 48 KB, shrunk in place, not
    /// copied; a smaller one stays whole, for the next parse to use again.
    mutating func finish() -> JSONTape.Entries {
        if capacity * MemoryLayout<JSONTape.Entry>.stride > SpareBlocks.largest && capacity - count > 4096 {
            capacity = max(count, 1)
            base = JSONTape.Entries.resize(base, to: capacity)
        }
        handedOver = true
        return JSONTape.Entries(adopting: base, count: count, blockBytes: capacity * MemoryLayout<JSONTape.Entry>.stride)
    }
}
