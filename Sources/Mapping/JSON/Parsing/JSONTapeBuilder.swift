/// The parse sink that records a ``JSONTape``'s entries.
struct JSONTapeBuilder: JSONParseSink {
    private var entries: [JSONTape.Entry] = []
    private var open: [Int] = []

    init(estimatedCount: Int) {
        entries.reserveCapacity(max(estimatedCount, 16))
    }

    mutating func beginArray() {
        open.append(entries.count)
        entries.append(JSONTape.Entry(kind: .array))
    }

    mutating func beginObject() {
        open.append(entries.count)
        entries.append(JSONTape.Entry(kind: .object))
    }

    mutating func endArray(count: Int) { close(count: count, repeatsKeys: false) }

    mutating func endObject(count: Int, repeatsKeys: Bool) { close(count: count, repeatsKeys: repeatsKeys) }

    private mutating func close(count: Int, repeatsKeys: Bool) {
        let index = open.removeLast()
        entries[index].end = UInt32(entries.count)
        entries[index].count = UInt32(count)
        entries[index].flag = repeatsKeys
    }

    /// The parser checks UTF-8 for the tape, which keeps bytes rather than building strings.
    static var checksUTF8: Bool { false }

    /// Keys keep the low half of their fingerprint in `count`, for quick lookups.
    mutating func key(_ string: ScannedString, fingerprint: UInt64) -> Bool {
        entries.append(JSONTape.Entry(kind: .string, flag: string.hasEscapes, start: UInt32(string.start),
                                      end: UInt32(string.end), count: UInt32(truncatingIfNeeded: fingerprint)))
        return true
    }

    mutating func string(_ string: ScannedString) -> Bool {
        entries.append(JSONTape.Entry(kind: .string, flag: string.hasEscapes,
                                      start: UInt32(string.start), end: UInt32(string.end)))
        return true
    }

    /// Numbers are stored already decoded, as a significand, a sign and a count of fraction
    /// digits; those kept as text remember where the text ends instead.
    mutating func number(_ number: ScannedNumber) {
        let start = UInt32(number.start)
        switch number.kind {
        case .int(let value):
            entries.append(Self.number(start, value.magnitude, scale: 0, negative: value < 0))
        case .uint(let value):
            entries.append(Self.number(start, value, scale: 0, negative: false))
        case .decimal(let significand, let scale, let negative):
            entries.append(Self.number(start, significand, scale: UInt16(scale), negative: negative))
        case .literal:
            entries.append(JSONTape.Entry(kind: .number, scale: JSONTape.literalNumber, start: start,
                                          end: UInt32(number.end)))
        }
    }

    private static func number(_ start: UInt32, _ significand: UInt64, scale: UInt16, negative: Bool) -> JSONTape.Entry {
        JSONTape.Entry(kind: .number, flag: negative, scale: scale, start: start,
                       end: UInt32(truncatingIfNeeded: significand), count: UInt32(truncatingIfNeeded: significand >> 32))
    }

    mutating func bool(_ value: Bool) { entries.append(JSONTape.Entry(kind: value ? .trueValue : .falseValue)) }

    mutating func null() { entries.append(JSONTape.Entry(kind: .null)) }

    mutating func finish() -> [JSONTape.Entry] { entries }
}
