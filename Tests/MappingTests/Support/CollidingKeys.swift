/// Object keys that all have the same fingerprint in the parser's repeated-key table, built the
/// way an attacker would build them offline against the fixed function in
/// `Sources/Mapping/JSON/Parsing/DuplicateFinder.swift`.
///
/// Keys are 32 bytes: a fixed head, a varying word, a word that cancels it, a fixed tail. The
/// fingerprint mixes the head and tail, then each middle word with `(h ^ h >> 32 ^ word) * K`;
/// choosing the second word as `m ^ T` (with `m` the state after the first word) brings every
/// key to the same state. Only second words whose bytes are all below 0x80 are kept (about one
/// in 256), since every key must be valid UTF-8; bytes below 0x20 are written as `\u00XX`.
enum CollidingKeys {
    static let head = Array("collide:".utf8)
    static let tail = Array(":attack!".utf8)

    /// `count` distinct keys with one fingerprint, as their decoded bytes.
    static func make(_ count: Int) -> [[UInt8]] {
        let k1: UInt64 = 0x9E37_79B9_7F4A_7C15
        let k2: UInt64 = 0xBF58_476D_1CE4_E5B9
        let k3: UInt64 = 0xFF51_AFD7_ED55_8CCD
        let headWord = word(head)
        let tailWord = word(tail)
        var start = headWord &* k1
        start ^= (tailWord ^ 32) &* k2
        let target: UInt64 = 0x0102_0304_0506_0708
        var keys: [[UInt8]] = []
        keys.reserveCapacity(count)
        var counter: UInt64 = 0
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz".utf8)
        while keys.count < count {
            var first: [UInt8] = []
            var rest = counter
            for _ in 0..<8 {
                first.append(letters[Int(rest % 52)])
                rest /= 52
            }
            counter += 1
            let afterFirst = (start ^ (start >> 32) ^ word(first)) &* k3
            let second = (afterFirst ^ (afterFirst >> 32)) ^ target
            guard second & 0x8080_8080_8080_8080 == 0 else { continue }
            let secondBytes = (0..<8).map { UInt8(truncatingIfNeeded: second >> (8 * UInt64($0))) }
            keys.append(head + first + secondBytes + tail)
        }
        return keys
    }

    /// Ordinary keys of the same shape and length: random middle words, bytes below 0x80.
    static func ordinary(_ count: Int) -> [[UInt8]] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { index in
            let middle = (0..<16).map { _ in UInt8.random(in: 0..<0x80, using: &generator) }
            var key = head + middle + tail
            // Distinct whatever the random bytes: the first four middle bytes count up.
            for byte in 0..<3 { key[8 + byte] = 0x30 + UInt8((index >> (6 * byte)) & 0x3F) }
            return key
        }
    }

    /// A JSON object with the keys, each mapped to its position.
    static func object(_ keys: [[UInt8]]) -> [UInt8] {
        var text: [UInt8] = [UInt8(ascii: "{")]
        for (position, key) in keys.enumerated() {
            if position > 0 { text.append(UInt8(ascii: ",")) }
            text.append(UInt8(ascii: "\""))
            for byte in key {
                if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                    let hex = Array("0123456789abcdef".utf8)
                    text += Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
                } else {
                    text.append(byte)
                }
            }
            text += Array("\":\(position)".utf8)
        }
        text.append(UInt8(ascii: "}"))
        return text
    }

    private static func word(_ bytes: [UInt8]) -> UInt64 {
        var value: UInt64 = 0
        for (index, byte) in bytes.prefix(8).enumerated() { value |= UInt64(byte) << (8 * UInt64(index)) }
        return value
    }
}
