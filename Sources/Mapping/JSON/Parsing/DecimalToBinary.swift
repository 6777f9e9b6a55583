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
        let slot = q - PowersOfFive.minimumExponent
        let high = PowersOfFive.words[2 * slot]
        let low = PowersOfFive.words[2 * slot + 1]
        let binaryExponent = Int(PowersOfFive.exponents[slot])

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
