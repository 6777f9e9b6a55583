import Foundation

/// Finds whether a just-closed object repeats a key, comparing UTF-8 bytes.
///
/// Small objects are checked pairwise. Larger ones go through an open-addressing table that the
/// parser reuses for every object: slots are claimed for the current object by a generation
/// number, so the table is never cleared between objects.
struct DuplicateFinder {
    private var slots: [Int32] = []
    private var generations: [UInt32] = []
    private var generation: UInt32 = 0

    mutating func containsDuplicate(_ entries: [JSONObject.Element]) -> Bool {
        if entries.count <= 8 {
            for later in 1..<entries.count {
                for earlier in 0..<later where JSONObject.key(entries[earlier].key, equals: entries[later].key) {
                    return true
                }
            }
            return false
        }
        var size = 16
        while size < entries.count * 2 { size <<= 1 }
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
        for (position, entry) in entries.enumerated() {
            var slot = Self.hash(entry.key) & mask
            while generations[slot] == generation {
                if JSONObject.key(entries[Int(slots[slot])].key, equals: entry.key) { return true }
                slot = (slot + 1) & mask
            }
            generations[slot] = generation
            slots[slot] = Int32(truncatingIfNeeded: position)
        }
        return false
    }

    /// A quick hash of the key's UTF-8 bytes, eight at a time.
    private static func hash(_ key: String) -> Int {
        var key = key
        return key.withUTF8 { bytes -> Int in
            var hash: UInt64 = 0x9E37_79B9_7F4A_7C15 ^ UInt64(bytes.count)
            var index = 0
            if let base = bytes.baseAddress {
                while index + 8 <= bytes.count {
                    let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
                    hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
                    hash ^= hash >> 31
                    index += 8
                }
                var tail: UInt64 = 0
                while index < bytes.count {
                    tail = tail << 8 | UInt64(base[index])
                    index += 1
                }
                hash = (hash ^ tail) &* 0x94D0_49BB_1331_11EB
                hash ^= hash >> 29
            }
            return Int(truncatingIfNeeded: hash)
        }
    }
}
