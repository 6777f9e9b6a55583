/// Finds whether a just-closed object repeats a key, comparing UTF-8 bytes.
///
/// Each key gets a 64-bit fingerprint (from its length and all its bytes, so keys of up to
/// eight bytes have distinct fingerprints exactly when they differ), kept in a
/// temporary stack buffer. Equal keys have equal fingerprints, so only keys whose fingerprints
/// collide need their bytes compared. Objects of up to 16 keys compare fingerprints pairwise,
/// and only for the keys that a 64-bit mask of fingerprint bits says may repeat; larger ones
/// go through an open-addressing table made for each, cleared, in temporary memory (on the
/// stack where it has room).
///
/// ## Crafted keys
///
/// The fingerprint is a fixed, unkeyed function: fast, and the same in every process, so keys
/// that collide in it (in full, or in the slot they pick) can be computed offline, and with them
/// an object whose table probes grow with the square of its size. The table is therefore
/// *bounded*: it counts its probes, and once an object has cost more than
/// ``probeBudget(count:)`` (three per key, several times what ordinary keys need), it stops
/// and answers with a second table keyed by Swift's `Hasher`, which is seeded per process
/// (SipHash with a random key), so its slots cannot be predicted from outside. Either way the
/// work stays linear in the size of the keys. The tape's member lookups
/// (``JSONTape/member(_:inObjectAt:hint:)``) use the top 16 bits of the same fingerprint only to
/// skip keys, in a linear scan: a collision costs one byte comparison there, never a longer
/// search. The tree builder's key cache is a fixed-size direct-mapped table, so collisions
/// only evict.
enum DuplicateFinder {
    /// A fingerprint of the bytes of a key.
    ///
    /// With `wordReadable`, the caller knows that eight bytes can be read from `base` even when
    /// the key is shorter: a short key is then read in one load and masked, rather than byte by
    /// byte. The fingerprint is the same either way.
    @inline(__always)
    static func fingerprint(_ base: UnsafePointer<UInt8>, count: Int, wordReadable: Bool = false) -> UInt64 {
        let raw = UnsafeRawPointer(base)
        var head: UInt64 = 0
        var tail: UInt64 = 0
        if count >= 8 {
            head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            tail = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self))
        } else if wordReadable {
            let mask: UInt64 = (1 &<< UInt64(8 &* count)) &- 1
            head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) & mask
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

    /// Whether the keys of `members` (an object's, in place) repeat one.
    static func containsDuplicate(_ members: UnsafeBufferPointer<JSONObject.Member>) -> Bool {
        withUnsafeTemporaryAllocation(of: UInt64.self, capacity: members.count) { fingerprints in
            // The keys are read in place: copying a member retains its key and its value.
            for position in members.indices {
                fingerprints[position] = members[position].key.utf8.withContiguousStorageIfAvailable(Self.fingerprint)
                    ?? { var key = members[position].key; return key.withUTF8(Self.fingerprint) }()
            }
            return containsDuplicate(
                count: members.count, fingerprint: { fingerprints[$0] },
                hash: { position, hasher in
                    var key = members[position].key
                    key.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
                },
                equal: { first, second in JSONObject.key(members[first].key, equals: members[second].key) })
        }
    }

    /// The most work the fingerprint table may do for an object of `count` keys before it
    /// hands the object to the seeded table, counting one per probe of an occupied slot and
    /// nine when the fingerprints there are equal (the keys' bytes are then compared): ordinary
    /// keys cost less than one per key (the table is at most half full).
    static func probeBudget(count: Int) -> Int { 3 * count + 64 }

    /// The most keys ``containsDuplicateAmongFew(count:fingerprint:equal:)`` takes: past
    /// this, a 64-bit mask holds too many bits for a set one to say much.
    static let fewKeys = 16

    /// ``containsDuplicate(count:fingerprint:hash:equal:)`` for an object of at most
    /// ``fewKeys`` keys, which needs no table: the parser tries it first, inline.
    @inline(__always)
    static func containsDuplicateAmongFew(count: Int, fingerprint: (Int) -> UInt64, equal: (Int, Int) -> Bool) -> Bool {
        // Each key sets the bit of a 64-bit mask that the top six bits of its fingerprint
        // pick. Equal keys pick the same bit, so only a key whose bit is already set is
        // compared with the keys before it: for a 14-key object, about one key in all
        // rather than 91 pairs.
        var seen: UInt64 = 0
        for later in 0..<count {
            let wanted = fingerprint(later)
            let bit: UInt64 = 1 &<< (wanted &>> 58)
            #if DEBUG
            WorkMeter.count(.keys)
            #endif
            if seen & bit != 0 {
                #if DEBUG
                WorkMeter.count(.keys, later)
                #endif
                for earlier in 0..<later where fingerprint(earlier) == wanted {
                    if equal(earlier, later) { return true }
                }
            }
            seen |= bit
        }
        return false
    }

    /// Whether any two of `count` keys are equal, given each key's fingerprint, a way to feed a
    /// key's bytes to a `Hasher`, and a comparison of two keys' bytes (asked only when their
    /// fingerprints, or their seeded hashes, are equal).
    static func containsDuplicate(count: Int, fingerprint: (Int) -> UInt64, hash: (Int, inout Hasher) -> Void,
                                  equal: (Int, Int) -> Bool) -> Bool {
        if count <= Self.fewKeys {
            return Self.containsDuplicateAmongFew(count: count, fingerprint: fingerprint, equal: equal)
        }
        var size = 32
        while size < count * 2 { size <<= 1 }
        // A table of at most 256 slots (objects of up to 128 keys) is always on the stack, and
        // clearing it costs a few vector stores: less than keeping one table for all objects,
        // whose every access checked its array's bounds and uniqueness, did.
        return withUnsafeTemporaryAllocation(of: UInt32.self, capacity: size) { table in
            table.initialize(repeating: 0)
            return containsDuplicate(count: count, in: table, fingerprint: fingerprint, hash: hash, equal: equal)
        }
    }

    /// ``containsDuplicate(count:fingerprint:hash:equal:)`` with an open-addressing table of a
    /// power-of-two size at least twice `count`, all zeros: a slot holds the position of the
    /// key that claimed it plus one.
    private static func containsDuplicate(count: Int, in table: UnsafeMutableBufferPointer<UInt32>,
                                          fingerprint: (Int) -> UInt64, hash: (Int, inout Hasher) -> Void,
                                          equal: (Int, Int) -> Bool) -> Bool {
        let mask = table.count - 1
        // The slot is the fingerprint's top bits, which every byte of the key reaches (its
        // low bits are reached only by the low bytes of each word multiplied in, so keys that
        // differ in their last digits, `key0000001` and `key0000002`, piled into a few slots).
        let shift = UInt64(64 - table.count.trailingZeroBitCount)
        var budget = Self.probeBudget(count: count)
        for position in 0..<count {
            let print = fingerprint(position)
            var slot = Int(truncatingIfNeeded: print &>> shift)
            while true {
                let claimed = Int(table[slot])
                if claimed == 0 { break }
                #if DEBUG
                WorkMeter.count(.keys)
                #endif
                budget -= 1
                guard budget > 0 else {
                    return Self.containsDuplicateBySeededHash(count: count, hash: hash, equal: equal)
                }
                let other = claimed - 1
                if fingerprint(other) == print {
                    // Comparing bytes (and decoding escapes) costs more than a probe.
                    budget -= 8
                    if equal(other, position) { return true }
                }
                slot = (slot + 1) & mask
            }
            table[slot] = UInt32(truncatingIfNeeded: position + 1)
        }
        return false
    }

    /// The fallback for objects whose keys collide in the fingerprint: a table keyed by Swift's
    /// per-process seeded `Hasher`, whose collisions cannot be computed outside the process.
    private static func containsDuplicateBySeededHash(count: Int, hash: (Int, inout Hasher) -> Void,
                                                      equal: (Int, Int) -> Bool) -> Bool {
        var seen: [Int: Int] = [:]
        seen.reserveCapacity(count)
        // Distinct keys with equal 64-bit digests: never expected, but handled.
        var sharing: [(digest: Int, position: Int)] = []
        for position in 0..<count {
            #if DEBUG
            WorkMeter.count(.keys)
            #endif
            var hasher = Hasher()
            hash(position, &hasher)
            let digest = hasher.finalize()
            guard let other = seen.updateValue(position, forKey: digest) else { continue }
            if equal(other, position) { return true }
            for earlier in sharing where earlier.digest == digest && equal(earlier.position, position) { return true }
            sharing.append((digest, other))
        }
        return false
    }
}
