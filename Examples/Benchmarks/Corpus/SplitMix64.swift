/// A small seeded random number generator (SplitMix64), so generated documents are the same
/// on every run and every machine.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A word of `length` letters from `alphabet`.
    mutating func word(length: Int, from alphabet: [Character]) -> String {
        String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &self)] })
    }

    /// A sentence of `words` words, mixing ASCII and non-ASCII text as social media text does.
    mutating func sentence(words: Int) -> String {
        (0..<words).map { index in
            let alphabet = (index + words) % 3 == 0 ? Self.kana : Self.latin
            return word(length: Int.random(in: 2...9, using: &self), from: alphabet)
        }.joined(separator: " ")
    }

    static let latin = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    static let kana = Array("あいうえおかきくけこさしすせそたちつてとなにぬねのまみむめもやゆよらりるれろわ前田印象一言😊✨")
}
