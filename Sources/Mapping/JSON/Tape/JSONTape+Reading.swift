import Foundation

/// Reading values out of a tape. These are methods of the tape itself, so that reading costs
/// no reference counting: the tape is borrowed from the element or map that holds it.
extension JSONTape {
    /// The decoded string of a string entry.
    @usableFromInline
    func string(_ entry: JSONTape.Entry) -> String {
        withBytes { buffer in
            guard let base = buffer.baseAddress else { return "" }
            return EscapeDecoding.string(base, ScannedString(start: Int(entry.start), end: Int(entry.end),
                                                             hasEscapes: entry.flag))
        }
    }

    /// The number of a number entry: rebuilt from its stored significand, or read again from
    /// its text when it is kept as text.
    @inlinable
    func number(_ entry: JSONTape.Entry) -> JSONNumber {
        guard entry.scale == JSONTape.literalNumber else {
            let significand = entry.significand
            if entry.scale > 0 || (entry.flag && significand == 0) {
                return JSONNumber(storage: .decimal(significand, scale: UInt8(truncatingIfNeeded: entry.scale),
                                                    negative: entry.flag))
            }
            if entry.flag { return JSONNumber(storage: .int(Int64(bitPattern: 0 &- significand))) }
            return significand <= UInt64(Int64.max) ? JSONNumber(storage: .int(Int64(significand)))
                : JSONNumber(storage: .uint(significand))
        }
        return literal(entry)
    }

    /// The number of a number entry kept as text.
    @usableFromInline
    func literal(_ entry: JSONTape.Entry) -> JSONNumber {
        withBytes { buffer in
            guard let base = buffer.baseAddress,
                  case .number(let kind, let end) = NumberScanner.scan(base, count: Int(entry.end), from: Int(entry.start))
            else { return JSONNumber(0) }
            return JSONNumber(storage: kind.storage(base, from: Int(entry.start), to: end))
        }
    }

    /// The value at `index` as a `JSONValue`, built without recursion by replaying the entries
    /// as parse events into a ``JSONTreeBuilder``.
    func value(at index: Int) -> JSONValue {
        withBytes { buffer in
            guard let base = buffer.baseAddress else { return .null }
            struct Open {
                var end: Int
                var count: Int
                var isObject: Bool
                var repeatsKeys: Bool
                var expectsKey: Bool
            }
            let entries = self.entries
            var builder = JSONTreeBuilder(input: base)
            var open: [Open] = []
            var position = index
            let stop = next(after: index)
            while true {
                while let last = open.last, position == last.end {
                    open.removeLast()
                    if last.isObject {
                        builder.endObject(count: last.count, repeatsKeys: last.repeatsKeys)
                    } else {
                        builder.endArray(count: last.count)
                    }
                }
                guard position < stop else { break }
                let entry = entries[position]
                position += 1
                if let last = open.last, last.isObject {
                    if last.expectsKey {
                        _ = builder.key(Self.scanned(entry), fingerprint: 0)
                        open[open.count - 1].expectsKey = false
                        continue
                    }
                    open[open.count - 1].expectsKey = true
                }
                switch entry.kind {
                case .null: builder.null()
                case .falseValue: builder.bool(false)
                case .trueValue: builder.bool(true)
                case .number:
                    builder.add(number: number(entry))
                case .string:
                    _ = builder.string(Self.scanned(entry))
                case .array:
                    builder.beginArray()
                    open.append(Open(end: Int(entry.end), count: Int(entry.count), isObject: false,
                                     repeatsKeys: false, expectsKey: false))
                case .object:
                    builder.beginObject()
                    open.append(Open(end: Int(entry.end), count: Int(entry.count), isObject: true,
                                     repeatsKeys: entry.flag, expectsKey: true))
                }
            }
            return builder.finish()
        }
    }

    private static func scanned(_ entry: JSONTape.Entry) -> ScannedString {
        ScannedString(start: Int(entry.start), end: Int(entry.end), hasEscapes: entry.flag)
    }

    /// The entry index of the member for `key` in the object at `object`, searching from the
    /// key entry `hint` to the end and then from the start; a repeated key gives its last value.
    func member(_ key: String, inObjectAt object: Int, hint: inout Int) -> Int? {
        let objectEntry = entries[object]
        guard objectEntry.kind == .object else { return nil }
        let first = object + 1
        let end = Int(objectEntry.end)
        // The key's bytes are read in place; only a string without contiguous UTF-8 (bridged)
        // is copied first.
        func search(_ wanted: UnsafeBufferPointer<UInt8>) -> Int? {
            withBytes { buffer -> Int? in
                guard let base = buffer.baseAddress else { return nil }
                // Key entries carry 16 bits of their fingerprint: most members are passed over
                // with one integer comparison.
                let wantedPrint = JSONTape.Entry.shortFingerprint(DuplicateFinder.fingerprint(wanted))
                func matches(_ keyIndex: Int) -> Bool {
                    #if DEBUG
                    WorkMeter.count(.keys)
                    #endif
                    let entry = entries[keyIndex]
                    guard entry.fingerprint == wantedPrint else { return false }
                    let length = Int(entry.end - entry.start)
                    if !entry.flag {
                        guard length == wanted.count else { return false }
                        guard let wantedBase = wanted.baseAddress else { return true }
                        return memcmp(base + Int(entry.start), wantedBase, length) == 0
                    }
                    var decoded: [UInt8] = []
                    EscapeDecoding.decode(base, Int(entry.start), Int(entry.end), into: &decoded)
                    return decoded.elementsEqual(wanted)
                }
                if objectEntry.flag {
                    var found: Int?
                    var keyIndex = first
                    while keyIndex < end {
                        if matches(keyIndex) { found = keyIndex + 1 }
                        keyIndex = self.next(after: keyIndex + 1)
                    }
                    return found
                }
                // From the hint to the end, then from the start to the hint.
                func firstMatch(from lower: Int, to upper: Int) -> Int? {
                    var keyIndex = lower
                    while keyIndex < upper {
                        let next = self.next(after: keyIndex + 1)
                        if matches(keyIndex) {
                            hint = next
                            return keyIndex + 1
                        }
                        keyIndex = next
                    }
                    return nil
                }
                let start = hint > first && hint < end ? hint : first
                return firstMatch(from: start, to: end) ?? firstMatch(from: first, to: start)
            }
        }
        if let found = key.utf8.withContiguousStorageIfAvailable(search) { return found }
        var copy = key
        return copy.withUTF8(search)
    }
}
