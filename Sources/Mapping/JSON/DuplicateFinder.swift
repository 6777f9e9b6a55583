/// Finds whether a just-closed object repeats a key, comparing UTF-8 bytes.
///
/// Each key gets a 64-bit fingerprint (from its length and all its bytes, so keys of up to
/// eight bytes have distinct fingerprints exactly when they differ), kept in a
/// temporary stack buffer. Equal keys have equal fingerprints, so only keys whose fingerprints
/// collide need their bytes compared. Small objects compare fingerprints pairwise; larger ones
/// go through an open-addressing table that the parser reuses for every object: slots are
/// claimed for the current object by a generation number, so the table is never cleared.
struct DuplicateFinder {
    private var slots: [Int32] = []
    private var generations: [UInt32] = []
    private var generation: UInt32 = 0

    /// A fingerprint of the bytes of a key.
    @inline(__always)
    static func fingerprint(_ base: UnsafePointer<UInt8>, count: Int) -> UInt64 {
        let raw = UnsafeRawPointer(base)
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if count >= 8 {
            head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        } else {
            for index in 0..<count { head |= UInt64(base[index]) << UInt64(8 * index) }
        }
        var hash = head &* 0x9E37_79B9_7F4A_7C15
        hash ^= (tail ^ UInt64(truncatingIfNeeded: count)) &* 0xBF58_476D_1CE4_E5B9
        // The bytes between: keys that share their first and last eight bytes
        // (`/api/v1/users/123/profile`) must not all collide, or finding repeats is quadratic.
        var offset = 8
        while offset < count - 8 {
            let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            hash = (hash ^ (hash >> 32) ^ word) &* 0xFF51_AFD7_ED55_8CCD
            offset += 8
        }
        return hash ^ (hash >> 29)
    }

    /// A fingerprint of a key's bytes (`0` for no bytes).
    static func fingerprint(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard let base = bytes.baseAddress else { return 0 }
        return fingerprint(base, count: bytes.count)
    }

    /// Whether the keys of `entries` repeat one.
    mutating func containsDuplicate(_ entries: [JSONObject.Element]) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: entries.count) { fingerprints in
            for (position, entry) in entries.enumerated() {
                var key = entry.key
                fingerprints[position] = key.withUTF8(Self.fingerprint)
            }
            return containsDuplicate(count: entries.count, fingerprint: { fingerprints[$0] }) { first, second in
                JSONObject.key(entries[first].key, equals: entries[second].key)
            }
        }
    }

    /// Whether any two of `count` keys are equal, given each key's fingerprint and a comparison
    /// of two keys' bytes (asked only when their fingerprints are equal).
    mutating func containsDuplicate(count: Int, fingerprint: (Int) -> UInt64, equal: (Int, Int) -> Bool) -> Bool {
        if count <= 16 {
            for later in 1..<count {
                let wanted = fingerprint(later)
                for earlier in 0..<later where fingerprint(earlier) == wanted {
                    if equal(earlier, later) { return true }
                }
            }
            return false
        }
        var size = 32
        while size < count * 2 { size <<= 1 }
        if slots.count < size {
            slots = Array(repeating: 0, count: size)
            generations = Array(repeating: 0, count: size)
            generation = 0
        }
        generation &+= 1
        if generation == 0 {
            for index in generations.indices { generations[index] = 0 }
            generation = 1
        }
        let mask = size - 1
        for position in 0..<count {
            let print = fingerprint(position)
            var slot = Int(truncatingIfNeeded: print >> 7) & mask
            while generations[slot] == generation {
                let other = Int(slots[slot])
                if fingerprint(other) == print, equal(other, position) { return true }
                slot = (slot + 1) & mask
            }
            generations[slot] = generation
            slots[slot] = Int32(truncatingIfNeeded: position)
        }
        return false
    }
}
