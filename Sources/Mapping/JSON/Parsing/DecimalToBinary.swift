/// Correctly rounded conversion of `w × 10^q` to `Double`, for a 64-bit `w`.
///
/// This is the Eisel-Lemire method. Each power of five `5^q` is kept as a 128-bit value `T`
/// with its top bit set, so that `5^q ≈ T × 2^e`. Then
///
///     w × 10^q = w × 5^q × 2^q ≈ (w' × T) × 2^(e + q - lz)
///
/// where `w' = w << lz` has its top bit set. The 192-bit product `P = w' × T` is computed
/// exactly; its top 64 bits hold the 53 bits of the result, the rounding bit, and part of the
/// sticky bits.
///
/// `T` is `5^q` rounded down, so the true product lies in `[P, P + w')`. That uncertainty can
/// only reach the top 64 bits through a carry out of the low 128 bits, which needs the middle
/// word to be all ones; in that one case the method declines (returns `nil`) and the caller
/// uses the slow exact path. Otherwise the top word is exact, and the sticky bit is known:
/// `T` is exact for `0 ≤ q ≤ 55` (then the low bits of `P` are the truth), and for every other
/// `q` the true value lies strictly above `P`, so some bit below the rounding bit is set.
/// Results that would be subnormal or infinite also take the slow path.
@usableFromInline
enum DecimalToBinary {
    /// `w × 10^exponent` as the nearest `Double`, or `nil` when the slow path must decide.
    @usableFromInline
    static func double(significand w: UInt64, exponent q: Int) -> Double? {
        if w == 0 { return 0 }
        guard q >= PowersOfFive.minimumExponent, q <= PowersOfFive.maximumExponent else { return nil }
        let lz = w.leadingZeroBitCount
        let normalized = w << UInt64(lz)
        let table = PowersOfFive.table
        let slot = (q - PowersOfFive.minimumExponent)
        let high = table.words[2 * slot]
        let low = table.words[2 * slot + 1]
        let binaryExponent = Int(table.exponents[slot])

        // P = normalized × (high:low), as p2:p1:p0.
        let (lowProductHigh, p0) = normalized.multipliedFullWidth(by: low)
        let (highProductHigh, highProductLow) = normalized.multipliedFullWidth(by: high)
        let (p1, carry) = highProductLow.addingReportingOverflow(lowProductHigh)
        let p2 = highProductHigh &+ (carry ? 1 : 0)

        // Could the truncation of T carry into the top word?
        if p1 == UInt64.max, p0.addingReportingOverflow(normalized).overflow { return nil }

        let topBitSet = p2 >> 63 == 1
        let shift: UInt64 = topBitSet ? 11 : 10
        var mantissa = p2 >> shift
        let roundBit = (p2 >> (shift - 1)) & 1
        let below = p2 & ((1 << (shift - 1)) - 1)
        let exact = q >= 0 && q <= 55
        let sticky = below != 0 || p1 != 0 || p0 != 0 || !exact

        // The leading bit of P is bit 191 or 190.
        var biased = (topBitSet ? 191 : 190) + binaryExponent + q - lz + 1023
        if roundBit == 1 && (sticky || mantissa & 1 == 1) {
            mantissa += 1
            if mantissa == 1 << 53 {
                mantissa = 1 << 52
                biased += 1
            }
        }
        guard biased >= 1, biased <= 2046 else { return nil }
        return Double(bitPattern: UInt64(biased) << 52 | (mantissa & ((1 << 52) - 1)))
    }
}

/// The 128-bit truncated powers of five `5^q` for `q` in `-342...308`, computed once, exactly.
///
/// For `q ≥ 0` the table holds the top 128 bits of the integer `5^q`. For `q < 0` it holds the
/// top 128 bits of `⌊2^1024 / 5^-q⌋`, computed by dividing by five `-q` times; since
/// `⌊⌊a/b⌋/c⌋ = ⌊a/(bc)⌋`, each entry is exactly the floor, with no accumulated error.
struct PowersOfFive: Sendable {
    static let minimumExponent = -342
    static let maximumExponent = 308

    /// High and low words of each entry, in order of `q`.
    let words: [UInt64]
    /// The power of two of each entry: `5^q ≈ entry × 2^exponent`.
    let exponents: [Int16]

    static let table = PowersOfFive()

    private init() {
        let count = Self.maximumExponent - Self.minimumExponent + 1
        var words = [UInt64](repeating: 0, count: 2 * count)
        var exponents = [Int16](repeating: 0, count: count)

        // Negative exponents: 2^1024 / 5^m, as 17 little-endian limbs.
        var quotient = [UInt64](repeating: 0, count: 17)
        quotient[16] = 1
        for m in 1...(-Self.minimumExponent) {
            var remainder: UInt64 = 0
            for limb in stride(from: 16, through: 0, by: -1) {
                let (q, r) = (5 as UInt64).dividingFullWidth((remainder, quotient[limb]))
                quotient[limb] = q
                remainder = r
            }
            let (high, low, bitLength) = Self.top128(quotient)
            let slot = -m - Self.minimumExponent
            words[2 * slot] = high
            words[2 * slot + 1] = low
            // entry = ⌊2^1024 / 5^m / 2^(bitLength - 128)⌋, so 5^-m ≈ entry × 2^(bitLength - 128 - 1024).
            exponents[slot] = Int16(bitLength - 128 - 1024)
        }

        // Non-negative exponents: 5^q as little-endian limbs.
        var power = [UInt64](repeating: 0, count: 12)
        power[0] = 1
        for q in 0...Self.maximumExponent {
            if q > 0 {
                var carry: UInt64 = 0
                for limb in 0..<power.count {
                    let (high, low) = power[limb].multipliedFullWidth(by: 5)
                    let (sum, overflow) = low.addingReportingOverflow(carry)
                    power[limb] = sum
                    carry = high + (overflow ? 1 : 0)
                }
            }
            let (high, low, bitLength) = Self.top128(power)
            let slot = q - Self.minimumExponent
            words[2 * slot] = high
            words[2 * slot + 1] = low
            exponents[slot] = Int16(bitLength - 128)
        }
        self.words = words
        self.exponents = exponents
    }

    /// The 128 bits below and including the highest set bit (padded with zeros when the number
    /// is shorter), and the number's bit length.
    private static func top128(_ limbs: [UInt64]) -> (high: UInt64, low: UInt64, bitLength: Int) {
        var top = limbs.count - 1
        while top > 0 && limbs[top] == 0 { top -= 1 }
        let bitLength = top * 64 + (64 - limbs[top].leadingZeroBitCount)
        func bit(_ index: Int) -> UInt64 {
            guard index >= 0 else { return 0 }
            return (limbs[index / 64] >> UInt64(index % 64)) & 1
        }
        var high: UInt64 = 0
        var low: UInt64 = 0
        for offset in 0..<64 {
            high = high << 1 | bit(bitLength - 1 - offset)
        }
        for offset in 64..<128 {
            low = low << 1 | bit(bitLength - 1 - offset)
        }
        return (high, low, bitLength)
    }
}
