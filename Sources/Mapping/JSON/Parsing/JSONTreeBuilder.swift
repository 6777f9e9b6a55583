import Foundation

/// The parse sink that builds ``JSONValue`` trees.
///
/// Finished values wait on two flat stacks until their container closes. A key is pushed as a
/// member at once, and its value is filled in when that value is finished:
///
///     input:     {"a": [1, 2], "b": true}
///
///     after 2:   members [("a", waiting)]
///                values  [1, 2]
///     after ]:   members [("a", [1, 2])]         values []
///     after }:   the object is built from the top two members, moved out in one block
///
/// Closing a container moves its elements from the stack into a new array with a single block
/// move, so each value is written twice in all (once onto the stack, once into its container)
/// and never retained or released on the way. The stacks are plain manually managed buffers
/// (``ScratchStack``), owned by the builder and freed with it.
struct JSONTreeBuilder: JSONParseSink, ~Copyable {
    private let base: UnsafePointer<UInt8>
    private var values = ScratchStack<JSONValue>(capacity: 32)
    private var members = ScratchStack<JSONObject.Member>(capacity: 32)
    /// How many containers are open, and whether each is an object: one bit per level for the
    /// outermost 64 (bit `level`), an array for the levels below those.
    private var depth = 0
    private var objectLevels: UInt64 = 0
    private var deeperObjects: [Bool] = []
    private var root: JSONValue = .null
    /// Keys seen recently: documents repeat the same keys in object after object.
    private var keys = KeyCache()

    init(input base: UnsafePointer<UInt8>) {
        self.base = base
    }

    mutating func beginArray() { open(isObject: false) }
    mutating func beginObject() { open(isObject: true) }

    private mutating func open(isObject: Bool) {
        if depth < 64 {
            let bit: UInt64 = 1 << UInt64(depth)
            objectLevels = isObject ? objectLevels | bit : objectLevels & ~bit
        } else {
            deeperObjects.append(isObject)
        }
        depth += 1
    }

    private mutating func close() {
        depth -= 1
        if depth >= 64 { deeperObjects.removeLast() }
    }

    mutating func endArray(count: Int) {
        close()
        add(.array(values.popArray(from: values.count - count)))
    }

    mutating func endObject(count: Int, repeatsKeys: Bool) {
        close()
        let entries = members.popArray(from: members.count - count)
        add(.object(repeatsKeys ? JSONObject(entries.lazy.map { ($0.key, $0.value) }) : JSONObject(uniqueEntries: entries)))
    }

    /// Strings are checked as they are built (``EscapeDecoding/checkedString(_:_:)``).
    static var checksUTF8: Bool { true }

    mutating func key(_ string: ScannedString, fingerprint: UInt64) -> Bool {
        if !string.hasEscapes, let cached = keys.string(base, start: string.start, count: string.end - string.start,
                                                           fingerprint: fingerprint) {
            members.push(JSONObject.Member(key: cached, value: .null))
            return true
        }
        guard let key = EscapeDecoding.checkedString(base, string) else { return false }
        if !string.hasEscapes {
            keys.remember(key, start: string.start, count: string.end - string.start, fingerprint: fingerprint)
        }
        members.push(JSONObject.Member(key: key, value: .null))
        return true
    }

    mutating func string(_ string: ScannedString) -> Bool {
        guard let value = EscapeDecoding.checkedString(base, string) else { return false }
        add(.string(value))
        return true
    }

    mutating func number(_ number: ScannedNumber) {
        add(.number(JSONNumber(storage: number.kind.storage(base, from: number.start, to: number.end))))
    }

    /// Adds a number that is already decoded.
    mutating func add(number: JSONNumber) { add(.number(number)) }

    mutating func bool(_ value: Bool) { add(.bool(value)) }
    mutating func null() { add(.null) }

    @inline(__always)
    private mutating func add(_ value: JSONValue) {
        guard depth > 0 else {
            root = value
            return
        }
        let level = depth - 1
        let inObject = level < 64 ? objectLevels >> UInt64(level) & 1 == 1 : deeperObjects[level - 64]
        if inObject {
            // The member was pushed with its key, waiting for this value.
            members.updateLast { $0.value = value }
        } else {
            values.push(value)
        }
    }

    mutating func finish() -> JSONValue { root }
}

/// A small direct-mapped cache of key strings by fingerprint, so that a key repeated in object
/// after object is decoded (and, when long, allocated) once. A hit is confirmed byte for byte,
/// against the bytes of the document where the cached key was found (keys without escapes
/// only, so those bytes are the key's), which is cheaper than reading the `String`'s own.
private struct KeyCache {
    private struct Slot {
        var fingerprint: UInt64 = 0
        var start = 0
        var count = -1
    }

    // Allocated at the first key, so documents without objects pay nothing.
    private var slots: [Slot] = []
    private var strings: [String] = []

    func string(_ base: UnsafePointer<UInt8>, start: Int, count: Int, fingerprint: UInt64) -> String? {
        guard !slots.isEmpty else { return nil }
        let index = Int(truncatingIfNeeded: fingerprint >> 3) & 255
        let slot = slots[index]
        guard slot.fingerprint == fingerprint, slot.count == count,
              StringBytes.equal(base + slot.start, base + start, count: count) else { return nil }
        return strings[index]
    }

    mutating func remember(_ key: String, start: Int, count: Int, fingerprint: UInt64) {
        if slots.isEmpty {
            slots = [Slot](repeating: Slot(), count: 256)
            strings = [String](repeating: "", count: 256)
        }
        let index = Int(truncatingIfNeeded: fingerprint >> 3) & 255
        slots[index] = Slot(fingerprint: fingerprint, start: start, count: count)
        strings[index] = key
    }
}
