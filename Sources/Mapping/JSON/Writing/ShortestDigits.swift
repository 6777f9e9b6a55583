/// The shortest decimal text that reads back to a given `Double` or `Float`, stored as UTF-8
/// straight into the writer's output: no `String` and no array per number.
///
/// The text is the one `description` gives (checked value by value in the tests): the fewest
/// significant digits that still round to the same binary value, and among several such, the one
/// closest to the exact binary value; laid out as `description` lays it out (see `layOut`).
///
/// The digits come from the Schubfach method, described by Raffaello Giulietti in "The Schubfach
/// way to render doubles" (2020). In our words:
///
/// A positive finite value is `v = c × 2^q` with an integer significand `c`. Every real number in
/// the rounding interval around `v` (halfway to each neighbour) reads back as `v`; its bounds are
/// in when `c` is even (round-half-to-even). In quarter units, the bounds and `v` are
/// `(4c − 2) × 2^(q−2)`, `(4c + 2) × 2^(q−2)` and `4c × 2^(q−2)`; when `c` is the smallest
/// significand of its binade, the neighbour below is twice as close, and the lower bound is
/// `(4c − 1) × 2^(q−2)`.
///
/// Pick the decimal exponent `k` with `10^k <= width of the interval < 10^(k+1)`. Then the
/// interval holds at least one multiple of `10^k` and at most one multiple of `10^(k+1)`, so the
/// shortest decimals inside it are either that one multiple of `10^(k+1)`, or the multiples of
/// `10^k` inside it, of which the two around `v` are the closest to `v`. Everything is decided by
/// `v`, the bounds, and their quotients by `10^k`, in quarter units.
///
/// Those quotients are computed with one 128-bit approximation `g` of `10^(−k)` per `k` (scaled
/// by a power of two to lie in [2^125, 2^126), rounded up), multiplying and keeping the integer
/// part plus one "sticky" bit set when the fraction is not zero (rounding to odd). The paper
/// shows that with this precision the fraction of a true quotient is either exactly zero or far
/// enough from zero and one that the approximation's error (under 2^−64 here) never changes the
/// integer part or the sticky bit; rounding to odd keeps comparisons with even numbers exact.
/// The same table serves `Float`. The paper's error analysis is made for `Double`; for `Float`
/// (shorter products, a narrower range of quotients) this code relies on checking instead: every
/// positive finite `Float` (2,139,095,039 values; a negative one only adds the sign) was compared
/// with `description` once in a release build, with no difference, and the tests compare a
/// million random ones.
enum ShortestDigits {
    /// The most bytes ``write(_:to:)`` stores: a sign, 17 digits, a point and `e-324`, or a sign,
    /// `0.000` and 17 digits, with room to spare.
    static let maximumCount = 32

    /// Appends the shortest round-trip text of `value`, as `value.description` writes it.
    static func append(_ value: Double, to output: inout JSONOutput) {
        output.advance(write(value, to: output.room(maximumCount)))
    }

    /// Appends the shortest round-trip text of `value`, as `value.description` writes it.
    static func append(_ value: Float, to output: inout JSONOutput) {
        output.advance(write(value, to: output.room(maximumCount)))
    }

    /// The work of both `append(_:to:)` forms (`Double` and `Float`), read from the
    /// format's own constants: subnormals have the exponent `1 - bias - significandBitCount`,
    /// normal values carry the hidden bit, and exponent form starts above `2^(significandBitCount + 1)`
    /// (2^53 for `Double`, 2^24 for `Float`). Stores at most ``maximumCount`` bytes at `out` and
    /// returns how many.
    @inline(__always)
    static func write<F: BinaryFloatingPoint>(_ value: F, to out: UnsafeMutablePointer<UInt8>) -> Int {
        guard value.isFinite else {
            // NaN and the infinities (`nan`, `-inf`, ...), written only when printing.
            var text = "\(value)"
            return text.withUTF8 { utf8 in
                out.update(from: utf8.baseAddress!, count: utf8.count)
                return utf8.count
            }
        }
        let negative = value.sign == .minus
        if value.isZero {
            return writeZero(negative: negative, to: out)
        }
        let fraction = UInt64(value.significandBitPattern)
        let biasedExponent = Int(value.exponentBitPattern)
        let fractionBits = F.significandBitCount
        let bias = 1 << (F.exponentBitCount - 1) - 1
        let (digits, exponent) = biasedExponent == 0
            ? shortest(significand: fraction, exponent: 1 - bias - fractionBits, closerBelow: false)
            : shortest(significand: fraction | 1 << fractionBits, exponent: biasedExponent - bias - fractionBits,
                       closerBelow: fraction == 0 && biasedExponent > 1)
        let large = value.magnitude > F(sign: .plus, exponent: F.Exponent(fractionBits + 1), significand: 1)
        return layOut(digits: digits, exponent: exponent, negative: negative, large: large, to: out)
    }

    private static func writeZero(negative: Bool, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var end = 0
        if negative {
            out[0] = UInt8(ascii: "-")
            end = 1
        }
        out[end] = UInt8(ascii: "0")
        out[end + 1] = UInt8(ascii: ".")
        out[end + 2] = UInt8(ascii: "0")
        return end + 3
    }

    // MARK: - Digits

    /// The shortest decimal `digits × 10^exponent` (no trailing zeros in `digits`) in the rounding
    /// interval of `significand × 2^exponent`, the closest to it when several are that short.
    /// `closerBelow`: the neighbour below is half as far as the one above (a binade's first value).
    @inline(__always)
    static func shortest(significand c: UInt64, exponent q: Int, closerBelow: Bool) -> (digits: UInt64, exponent: Int) {
        let open: UInt64 = c & 1  // odd significand: the bounds themselves read back as a neighbour
        let center = c << 2
        let upper = center + 2
        let lower: UInt64
        let k: Int
        if closerBelow {
            lower = center - 1
            k = floorLog10ThreeQuartersPow2(q)
        } else {
            lower = center - 2
            k = floorLog10Pow2(q)
        }
        // center × 2^q × 10^−k  =  (center << shift) × g / 2^128, with shift in 3...6.
        let shift = q + floorLog2Pow10(-k) + 3
        let index = (k - minK) << 1
        let table = powersOfTen
        let high = table[index], low = table[index + 1]
        let scaledCenter = scaledToOdd(center << shift, high, low)
        let scaledLower = scaledToOdd(lower << shift, high, low)
        let scaledUpper = scaledToOdd(upper << shift, high, low)

        // In units of 10^k, v lies in [s, s + 1). First: is there a multiple of 10 in the interval?
        let s = scaledCenter >> 2
        let tenBelow = s / 10 * 10
        let tenAbove = tenBelow + 10
        let tenBelowIn = scaledLower + open <= tenBelow << 2
        let tenAboveIn = (tenAbove << 2) + open <= scaledUpper
        if tenBelowIn != tenAboveIn {
            return trimmed(tenBelowIn ? tenBelow : tenAbove, exponent: k)
        }
        // Otherwise s or s + 1, whichever is in, or the closer (the even one on a tie).
        let t = s + 1
        let sIn = scaledLower + open <= s << 2
        let tIn = (t << 2) + open <= scaledUpper
        if sIn != tIn {
            return trimmed(sIn ? s : t, exponent: k)
        }
        let midpoint = (s << 2) + 2
        let pickS = scaledCenter < midpoint || (scaledCenter == midpoint && s & 1 == 0)
        return trimmed(pickS ? s : t, exponent: k)
    }

    @inline(__always)
    private static func trimmed(_ digits: UInt64, exponent: Int) -> (digits: UInt64, exponent: Int) {
        var digits = digits, exponent = exponent
        while true {
            let (quotient, remainder) = digits.quotientAndRemainder(dividingBy: 10)
            if remainder != 0 { return (digits, exponent) }
            digits = quotient
            exponent += 1
        }
    }

    /// floor(`factor` × g / 2^128), with its lowest bit set when the 64 fraction bits below it are
    /// not all zero (round to odd); `g = high × 2^64 + low`.
    @inline(__always)
    private static func scaledToOdd(_ factor: UInt64, _ high: UInt64, _ low: UInt64) -> UInt64 {
        let lowProduct = factor.multipliedFullWidth(by: low)
        let highProduct = factor.multipliedFullWidth(by: high)
        let (fraction, carry) = highProduct.low.addingReportingOverflow(lowProduct.high)
        let integer = highProduct.high &+ (carry ? 1 : 0)
        return integer | (fraction != 0 ? 1 : 0)
    }

    /// floor(q × log10(2)), for |q| <= 2620 (the range of `Double` and `Float` exponents is
    /// checked against exact powers in the tests).
    @inline(__always)
    static func floorLog10Pow2(_ q: Int) -> Int { (q &* 315_653) >> 20 }

    /// floor(log10(3/4 × 2^q)), for the exponents of `Double` and `Float`.
    @inline(__always)
    static func floorLog10ThreeQuartersPow2(_ q: Int) -> Int { (q &* 315_653 &- 131_008) >> 20 }

    /// floor(e × log2(10)) = e + floor(e × log2(5)), for |e| <= 400.
    @inline(__always)
    static func floorLog2Pow10(_ e: Int) -> Int { e &+ ((e &* 1_217_359) >> 19) }

    // MARK: - Powers of ten

    /// The smallest and largest `k` a `Double` needs (floor(log10(2^−1074)), floor(log10(2^971))).
    static let minK = -324
    static let maxK = 292

    /// For k in minK...maxK, at 2 × (k − minK): g = floor(10^−k × 2^−r) + 1 with r chosen so that
    /// 2^125 <= g < 2^126, as its high and low 64 bits. Computed once, at first use, with exact
    /// integer arithmetic (about 600 multiplications or divisions of a 21-word number by ten).
    static let powersOfTen: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 2 * (maxK - minK + 1))
        func store(_ exact: [UInt64], k: Int) {
            var (high, low) = leading126Bits(of: exact)
            low &+= 1
            if low == 0 { high += 1 }
            precondition(high >> 62 == 0 && high >> 61 == 1, "powers of ten table: g out of range")
            table[2 * (k - minK)] = high
            table[2 * (k - minK) + 1] = low
        }
        // k <= 0: 10^−k × 2^256 exactly; its leading 126 bits are floor(10^−k × 2^−r).
        var power: [UInt64] = [0, 0, 0, 0, 1]
        for k in stride(from: 0, through: minK, by: -1) {
            if k < 0 { multiply(&power, by: 10) }
            store(power, k: k)
        }
        // k > 0: floor(2^1344 / 10^k), by dividing by ten k times (floor(floor(a / b) / c) is
        // floor(a / (b × c))); its leading 126 bits are floor(10^−k × 2^−r).
        var quotient = [UInt64](repeating: 0, count: 22)
        quotient[21] = 1
        for k in 1...maxK {
            divide(&quotient, by: 10)
            store(quotient, k: k)
        }
        return table
    }()

    /// Multiplies a little-endian multiword number by a small factor.
    private static func multiply(_ number: inout [UInt64], by factor: UInt64) {
        var carry: UInt64 = 0
        for index in number.indices {
            let product = number[index].multipliedFullWidth(by: factor)
            let (sum, overflow) = product.low.addingReportingOverflow(carry)
            number[index] = sum
            carry = product.high + (overflow ? 1 : 0)
        }
        if carry != 0 { number.append(carry) }
    }

    /// Divides a little-endian multiword number by a small divisor, rounding down.
    private static func divide(_ number: inout [UInt64], by divisor: UInt64) {
        var remainder: UInt64 = 0
        for index in number.indices.reversed() {
            let (quotient, rest) = divisor.dividingFullWidth((high: remainder, low: number[index]))
            number[index] = quotient
            remainder = rest
        }
    }

    /// The 126 bits of a number of at least 126 bits, from its leading one down.
    static func leading126Bits(of number: [UInt64]) -> (high: UInt64, low: UInt64) {
        let top = number.lastIndex { $0 != 0 }!
        let bitLength = top * 64 + (64 - number[top].leadingZeroBitCount)
        precondition(bitLength >= 126)
        func word(at bit: Int) -> UInt64 {
            let index = bit / 64, offset = bit % 64
            var result = number[index] >> offset
            if offset != 0 && index + 1 < number.count { result |= number[index + 1] << (64 - offset) }
            return result
        }
        let start = bitLength - 126
        return (word(at: start + 64) & (1 << 62 - 1), word(at: start))
    }

    // MARK: - Plain decimals

    /// Appends `±significand × 10^−scale` with exactly `scale` fraction digits (`-0.50`, `12.375`,
    /// `0.007`, `42` when `scale` is 0): a parsed decimal's text, written back without a `String`
    /// or an array per number.
    static func appendDecimal(_ significand: UInt64, scale: Int, negative: Bool, to output: inout JSONOutput) {
        // The length first (a sign, the integer digits or "0", a point and `scale` digits), then
        // the digits from the end backwards, zeros once the significand runs out.
        let digits = significand == 0 ? 1 : digitCount(significand)
        let sign = negative ? 1 : 0
        let length = scale == 0 ? sign + digits : sign + Swift.max(digits - scale, 1) + 1 + scale
        let out = output.room(length)
        var end = length
        var rest = significand
        if scale > 0 {
            var fractionDigits = scale
            while fractionDigits >= 2 {
                let (quotient, pair) = rest.quotientAndRemainder(dividingBy: 100)
                writePair(UInt8(truncatingIfNeeded: pair), to: out + end - 2)
                rest = quotient
                end -= 2
                fractionDigits -= 2
            }
            if fractionDigits == 1 {
                let (quotient, digit) = rest.quotientAndRemainder(dividingBy: 10)
                out[end - 1] = UInt8(truncatingIfNeeded: digit) &+ 0x30
                rest = quotient
                end -= 1
            }
            out[end - 1] = UInt8(ascii: ".")
            end -= 1
        }
        // The integer part: what is left of the significand, or "0".
        write(rest, count: end - sign, to: out + sign)
        if negative { out[0] = UInt8(ascii: "-") }
        output.advance(length)
    }

    // MARK: - Layout

    /// Writes `±digits × 10^exponent` as `description` does: plain (`0.001`, `12.5`, `100.0`)
    /// when the value is at least 10^−4 and at most 2^53 (2^24 for `Float`: `large` is false),
    /// otherwise with an exponent of at least two digits (`1e-05`, `1.2345e+16`). Returns how many
    /// bytes it stored at `buffer`.
    static func layOut(digits: UInt64, exponent: Int, negative: Bool, large: Bool, to buffer: UnsafeMutablePointer<UInt8>) -> Int {
        var end = 0
        if negative {
            buffer[0] = UInt8(ascii: "-")
            end = 1
        }
        let count = digitCount(digits)
        let point = exponent + count  // the value is 0.DIGITS × 10^point
        if point < -3 || large {
            // D.DDDe±XX: the digits one place right, then the first moved back before the point.
            write(digits, count: count, to: buffer + end + 1)
            buffer[end] = buffer[end + 1]
            if count > 1 {
                buffer[end + 1] = UInt8(ascii: ".")
                end += count + 1
            } else {
                end += 1
            }
            var power = point - 1
            buffer[end] = UInt8(ascii: "e")
            buffer[end + 1] = power < 0 ? UInt8(ascii: "-") : UInt8(ascii: "+")
            end += 2
            power = abs(power)
            if power >= 100 {
                buffer[end] = UInt8(truncatingIfNeeded: power / 100) &+ 0x30
                power %= 100
                end += 1
            }
            buffer[end] = UInt8(truncatingIfNeeded: power / 10) &+ 0x30
            buffer[end + 1] = UInt8(truncatingIfNeeded: power % 10) &+ 0x30
            end += 2
        } else if point <= 0 {
            buffer[end] = UInt8(ascii: "0")
            buffer[end + 1] = UInt8(ascii: ".")
            end += 2
            for _ in 0 ..< -point {
                buffer[end] = UInt8(ascii: "0")
                end += 1
            }
            write(digits, count: count, to: buffer + end)
            end += count
        } else if point < count {
            // The digits one place right, then the integer part moved back before the point.
            write(digits, count: count, to: buffer + end + 1)
            for index in end ..< end + point { buffer[index] = buffer[index + 1] }
            buffer[end + point] = UInt8(ascii: ".")
            end += count + 1
        } else {
            write(digits, count: count, to: buffer + end)
            end += count
            for _ in 0 ..< point - count {
                buffer[end] = UInt8(ascii: "0")
                end += 1
            }
            buffer[end] = UInt8(ascii: ".")
            buffer[end + 1] = UInt8(ascii: "0")
            end += 2
        }
        return end
    }

    /// The number of decimal digits of a positive `value`: floor(log10(2^bits)) from its bit
    /// length (1233 / 4096 is log10(2) to four places), plus one if it reaches that power of ten.
    @inline(__always)
    static func digitCount(_ value: UInt64) -> Int {
        let estimate = ((64 - value.leadingZeroBitCount) &* 1233) >> 12
        return value >= NumberTables.powersOfTen[estimate] ? estimate + 1 : estimate
    }

    /// Writes the last `count` digits of `value` at `out`, two at a time from the last.
    @inline(__always)
    static func write(_ value: UInt64, count: Int, to out: UnsafeMutablePointer<UInt8>) {
        var rest = value
        var end = count
        while end >= 2 {
            let (quotient, pair) = rest.quotientAndRemainder(dividingBy: 100)
            writePair(UInt8(truncatingIfNeeded: pair), to: out + end - 2)
            rest = quotient
            end -= 2
        }
        if end > 0 { out[0] = UInt8(truncatingIfNeeded: rest) &+ 0x30 }
    }

    /// Writes the two digits of `pair` (below 100) at `out`, from a table of the hundred pairs
    /// (one load and store instead of a division per digit).
    @inline(__always)
    static func writePair(_ pair: UInt8, to out: UnsafeMutablePointer<UInt8>) {
        let pairs = UnsafeRawPointer(digitPairs.utf8Start)
        let twoDigits = pairs.loadUnaligned(fromByteOffset: Int(pair) &* 2, as: UInt16.self)
        UnsafeMutableRawPointer(out).storeBytes(of: twoDigits, as: UInt16.self)
    }

    /// "00", "01", ... "99": constant text in the binary, so reading it needs no initialization.
    static var digitPairs: StaticString {
        """
        00010203040506070809101112131415161718192021222324252627282930313233343536373839\
        40414243444546474849505152535455565758596061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899
        """
    }
}
