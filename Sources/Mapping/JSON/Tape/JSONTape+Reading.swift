import Foundation

/// Reading values out of a tape. These are methods of the tape itself, so that reading costs
/// no reference counting: the tape is borrowed from the element or map that holds it.
extension JSONTape {
    /// The decoded string of a string entry (a key or a value).
    @usableFromInline
    func string(_ entry: JSONTape.Entry) -> String {
        string(entry, knownASCII: false)
    }

    /// The decoded string of a string value's entry, made without looking at its bytes again
    /// when the parser saw them all ASCII (``JSONTape/knownASCII``). Only for values: a key's
    /// entry holds its fingerprint in the same field.
    @usableFromInline
    func stringValue(_ entry: JSONTape.Entry) -> String {
        string(entry, knownASCII: entry.small == JSONTape.knownASCII)
    }

    @inline(__always)
    private func string(_ entry: JSONTape.Entry, knownASCII: Bool) -> String {
        withBytes { buffer in
            guard let base = buffer.baseAddress else { return "" }
            return EscapeDecoding.string(base, ScannedString(start: Int(entry.start), end: Int(entry.end),
                                                             hasEscapes: entry.flag, nonASCII: !knownASCII))
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
                /// The container's own entry, and the entry after its subtree.
                var start: Int
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
                        builder.endObject(count: last.count, repeatsKeys: last.repeatsKeys,
                                          span: (last.end &- last.start) &* Self.bytesPerEntry)
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
                    open.append(Open(start: position &- 1, end: Int(entry.end), count: Int(entry.count), isObject: false,
                                     repeatsKeys: false, expectsKey: false))
                case .object:
                    builder.beginObject()
                    open.append(Open(start: position &- 1, end: Int(entry.end), count: Int(entry.count), isObject: true,
                                     repeatsKeys: entry.flag, expectsKey: true))
                }
            }
            return builder.finish()
        }
    }

    /// The bytes of text an entry stands for when a tree is built from entries rather than from
    /// text (``value(at:)``): the builder decides which objects share a block by the text they
    /// span (see ``MemberBlock/sharedSpan``), and a value with its key or comma is about this
    /// much.
    private static let bytesPerEntry = 8

    private static func scanned(_ entry: JSONTape.Entry) -> ScannedString {
        ScannedString(start: Int(entry.start), end: Int(entry.end), hasEscapes: entry.flag)
    }

    /// The entry index of the member for `key` in the object at `object`, searching from the
    /// key entry `hint` to the end and then from the start; a repeated key gives its last value.
    func member(_ key: String, inObjectAt object: Int, hint: inout Int) -> Int? {
        let found = lookUp(key, inObjectAt: object, hint: &hint, splittingAt: nil)
        return found >= 0 ? found : nil
    }

    /// What ``lookUp(_:inObjectAt:hint:splittingAt:)`` and ``lookUpAtHint(_:inObjectAt:hint:splittingAt:)``
    /// return for a key that holds the delimiter they were given.
    static let keyIsPath = -2
    /// What ``lookUpAtHint(_:inObjectAt:hint:splittingAt:)`` returns for a plain key of an
    /// object that is not the key at the hint: it may still be elsewhere in the object.
    static let notAtHint = -3
    /// What ``lookUpAtHint(_:inObjectAt:hint:splittingAt:)`` returns for a key whose bytes are
    /// not contiguous (a bridged string): nothing was checked.
    static let unchecked = -4

    /// ``member(_:inObjectAt:hint:)`` for a map's selected key, in one pass over the key's bytes
    /// (read in place; only a string without contiguous UTF-8, a bridged one, is copied first):
    /// ``keyIsPath`` when `delimiter` is given and the key holds it, for the caller to read the
    /// key as a path, and -1 for no member.
    @inline(__always)
    func lookUp(_ key: String, inObjectAt object: Int, hint: inout Int, splittingAt delimiter: UInt8?) -> Int {
        if let found = key.utf8.withContiguousStorageIfAvailable({ wanted in
            lookUp(wanted, inObjectAt: object, hint: &hint, splittingAt: delimiter)
        }) {
            return found
        }
        return lookUpCopying(key, inObjectAt: object, hint: &hint, splittingAt: delimiter)
    }

    @inline(never)
    private func lookUpCopying(_ key: String, inObjectAt object: Int, hint: inout Int, splittingAt delimiter: UInt8?) -> Int {
        var copy = key
        return copy.withUTF8 { lookUp($0, inObjectAt: object, hint: &hint, splittingAt: delimiter) }
    }

    /// The cheap part of ``lookUp(_:inObjectAt:hint:splittingAt:)``, with no search: the member
    /// when `key` is the key at the hint, -1 when the entry is no object, ``keyIsPath``,
    /// ``notAtHint`` (the search may still find it), or ``unchecked``.
    @inline(__always)
    func lookUpAtHint(_ key: String, inObjectAt object: Int, hint: inout Int, splittingAt delimiter: UInt8?) -> Int {
        // A hint at the object's end has no key to compare: every key up to the last was read,
        // as before the `>>>` pass that follows an ImmutableMappable's `init(map:)`. Nothing is
        // checked, not even the delimiter: a key read after all is looked up (and split) then.
        // A hint past `object` was set by a key found in it, so `object` is an object, and an
        // entry of the tape.
        if hint > object && hint >= Int(entries.base[object].end) { return JSONTape.unchecked }
        return key.utf8.withContiguousStorageIfAvailable { wanted in
            lookUpAtHint(wanted, inObjectAt: object, hint: &hint, splittingAt: delimiter)
        } ?? JSONTape.unchecked
    }

    /// ``lookUp(_:inObjectAt:hint:splittingAt:)`` for a plain key that
    /// ``lookUpAtHint(_:inObjectAt:hint:splittingAt:)`` just found not at the hint
    /// (``notAtHint``): the search alone, without comparing the keys at the hint again.
    @inline(__always)
    func lookUpPastHint(_ key: String, inObjectAt object: Int, hint: inout Int) -> Int {
        key.utf8.withContiguousStorageIfAvailable { search($0, inObjectAt: object, hint: &hint) }
            ?? lookUp(key, inObjectAt: object, hint: &hint, splittingAt: nil)
    }

    /// ``lookUp(_:inObjectAt:hint:splittingAt:)`` once the key's bytes are at hand.
    @inline(__always)
    private func lookUp(_ wanted: UnsafeBufferPointer<UInt8>, inObjectAt object: Int, hint: inout Int,
                        splittingAt delimiter: UInt8?) -> Int {
        let found = lookUpAtHint(wanted, inObjectAt: object, hint: &hint, splittingAt: delimiter)
        return found == JSONTape.notAtHint ? search(wanted, inObjectAt: object, hint: &hint) : found
    }

    /// ``lookUpAtHint(_:inObjectAt:hint:splittingAt:)`` once the key's bytes are at hand.
    ///
    /// Models mostly read their keys in the document's order: the key entry at the hint is
    /// compared here, and only a miss (or a document read in place) needs the search.
    @inline(__always)
    private func lookUpAtHint(_ wanted: UnsafeBufferPointer<UInt8>, inObjectAt object: Int, hint: inout Int,
                              splittingAt delimiter: UInt8?) -> Int {
        if let delimiter, StringBytes.contains(wanted, delimiter) { return JSONTape.keyIsPath }
        let objectEntry = entries[object]
        guard objectEntry.kind == .object else { return -1 }
        // A hint not yet inside the object (a map's first lookup) tries the object's first key.
        var candidate = hint > object ? hint : object &+ 1
        let end = Int(objectEntry.end)
        guard let copiedBytes, let wantedBase = wanted.baseAddress, !objectEntry.flag else { return JSONTape.notAtHint }
        // The key at the hint, then the one after it: a model that reads most of an object's keys
        // in order skips a few (the search costs several times these two comparisons). A key
        // with escapes is left to the search (``hasBytes(_:keyAt:_:)``, which decodes them).
        for _ in 0..<2 where candidate < end {
            // Inside the object's subtree, so inside the entries.
            let entry = entries.base[candidate]
            let value = candidate &+ 1
            if !entry.flag, Int(entry.end &- entry.start) == wanted.count,
               StringBytes.equal(copiedBytes + Int(entry.start), wantedBase, count: wanted.count) {
                #if DEBUG
                WorkMeter.count(.keys)
                #endif
                hint = next(after: value)
                return value
            }
            candidate = next(after: value)
        }
        return JSONTape.notAtHint
    }

    /// The search of ``lookUp(_:inObjectAt:hint:splittingAt:)``, past the hint.
    @inline(never)
    private func search(_ wanted: UnsafeBufferPointer<UInt8>, inObjectAt object: Int, hint: inout Int) -> Int {
        withBytes { member(wanted, base: $0.baseAddress, inObjectAt: object, hint: &hint) } ?? -1
    }

    /// ``member(_:inObjectAt:hint:)`` once the key's bytes and the document's are at hand.
    @inline(__always)
    private func member(_ wanted: UnsafeBufferPointer<UInt8>, base: UnsafePointer<UInt8>?, inObjectAt object: Int,
                        hint: inout Int) -> Int? {
        guard let base else { return nil }
        let objectEntry = entries[object]
        let first = object + 1
        let end = Int(objectEntry.end)
        if objectEntry.flag {
            let wantedPrint = JSONTape.Entry.shortFingerprint(DuplicateFinder.fingerprint(wanted))
            var found: Int?
            var keyIndex = first
            while keyIndex < end {
                #if DEBUG
                WorkMeter.count(.keys)
                #endif
                if entries[keyIndex].fingerprint == wantedPrint, hasBytes(wanted, keyAt: keyIndex, base) {
                    found = keyIndex + 1
                }
                keyIndex = next(after: keyIndex + 1)
            }
            return found
        }
        // From the hint to the end, then from the start to the hint.
        let start = hint > first && hint < end ? hint : first
        var keyIndex = start
        // A model that skips a few keys of its object (twitter.json's users skip three or four
        // at a time) finds its key among the next few: these are compared by length and bytes,
        // before the fingerprint costs anything. The two keys at a hint inside the object were
        // compared already (``lookUpAtHint``) when the tape holds its document, unless they have
        // escapes; read in place, they were not. A key with escapes ends this.
        if copiedBytes != nil && hint < end {
            for _ in 0..<2 where keyIndex < end && !entries[keyIndex].flag { keyIndex = next(after: keyIndex + 1) }
        }
        for _ in 0..<3 where keyIndex < end {
            let entry = entries[keyIndex]
            if entry.flag { break }
            #if DEBUG
            WorkMeter.count(.keys)
            #endif
            let following = next(after: keyIndex + 1)
            if Int(entry.end &- entry.start) == wanted.count, let wantedBase = wanted.baseAddress,
               StringBytes.equal(base + Int(entry.start), wantedBase, count: wanted.count) {
                hint = following
                return keyIndex + 1
            }
            keyIndex = following
        }
        // Past those, key entries carry 16 bits of their fingerprint: most members are passed
        // over with one integer comparison.
        let wantedPrint = JSONTape.Entry.shortFingerprint(DuplicateFinder.fingerprint(wanted))
        var upper = end
        while true {
            if keyIndex >= upper {
                guard upper == end, start > first else { return nil }
                keyIndex = first
                upper = start
            }
            #if DEBUG
            WorkMeter.count(.keys)
            #endif
            let following = next(after: keyIndex + 1)
            if entries[keyIndex].fingerprint == wantedPrint, hasBytes(wanted, keyAt: keyIndex, base) {
                hint = following
                return keyIndex + 1
            }
            keyIndex = following
        }
    }

    /// Whether the key entry at `keyIndex` has the bytes `wanted` (escapes decoded).
    @inline(__always)
    private func hasBytes(_ wanted: UnsafeBufferPointer<UInt8>, keyAt keyIndex: Int, _ base: UnsafePointer<UInt8>) -> Bool {
        let entry = entries[keyIndex]
        let length = Int(entry.end - entry.start)
        if !entry.flag {
            guard length == wanted.count else { return false }
            guard let wantedBase = wanted.baseAddress else { return true }
            return StringBytes.equal(base + Int(entry.start), wantedBase, count: length)
        }
        var decoded: [UInt8] = []
        EscapeDecoding.decode(base, Int(entry.start), Int(entry.end), into: &decoded)
        return decoded.elementsEqual(wanted)
    }
}
