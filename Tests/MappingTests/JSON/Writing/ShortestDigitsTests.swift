import Testing
@testable import Mapping

/// `ShortestDigits` writes exactly what `description` writes, for `Double` and `Float`, and the
/// text reads back to the same value.
@Suite("Shortest round-trip digits")
struct ShortestDigitsTests {
    static func text(_ value: Double) -> String {
        var output = JSONOutput(capacity: 0)
        ShortestDigits.append(value, to: &output)
        return output.string()
    }

    static func text(_ value: Float) -> String {
        var output = JSONOutput(capacity: 0)
        ShortestDigits.append(value, to: &output)
        return output.string()
    }

    /// Compares one value with `description` and its round trip; returns whether both held, so a
    /// loop over a million values records only its first few failures.
    static func check(_ value: Double) -> Bool {
        let text = text(value)
        guard text == value.description, Double(text) == value else {
            Issue.record("\(value.bitPattern): \(text) but description \(value.description)")
            return false
        }
        return true
    }

    static func check(_ value: Float) -> Bool {
        let text = text(value)
        guard text == value.description, Float(text) == value else {
            Issue.record("\(value.bitPattern): \(text) but description \(value.description)")
            return false
        }
        return true
    }

    /// A fixed-seed generator (SplitMix64), so every run compares the same values.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    static let doubleEdges: [Double] = [
        0.0, -0.0, 0.1, -0.1, 0.5, 1.5, 123.456, 1 / 3, 2 / 3, .pi, -.pi,
        1e-3, 1e-4, 1.2e-4, 9.999e-5, 1e-5, 1.2345e-5, 0.00012, 0.0009999,
        0x1p53, 0x1p53 + 2, 0x1p53 - 1, 0x1p54, 1e15 + 0.5, 9.5e15, 1e16, 1.2345e16, 1e17, 1e22, 1e23,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 2 * .leastNonzeroMagnitude, .leastNormalMagnitude,
        .leastNormalMagnitude.nextDown, .leastNormalMagnitude.nextUp, .greatestFiniteMagnitude,
        -.greatestFiniteMagnitude, .greatestFiniteMagnitude.nextDown, 1.0.nextUp, 1.0.nextDown, .ulpOfOne,
        Double(bitPattern: 1), Double(bitPattern: 2), 2.2250738585072014e-308, 1.7976931348623157e308, Double(bitPattern: 0x0000_0801_2345_6789),
        -65.613616999999977, 44.848115999999991, 0.30000000000000004, 2.9802322387695312e-8,
    ]

    static let floatEdges: [Float] = [
        0, -0.0, 0.1, -0.1, 0.5, 1.5, 123.456, 1 / 3, .pi, 1e-4, 1.2e-4, 1e-5, 1.2e-5,
        0x1p23 + 0.5, 0x1p24, 0x1p24 + 2, 0x1p25, 1e7, 1.5e7, 3.3554432e7, 1e8, 1e10, 3.4e38,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude, .leastNormalMagnitude.nextDown,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .greatestFiniteMagnitude.nextDown, .ulpOfOne,
        Float(bitPattern: 0x0001_16C2), Float(bitPattern: 1), Float(bitPattern: 5), Float(1).nextUp, Float(1).nextDown,
    ]

    @Test("edge values: zeros, layout switches near 1e-4 and 2^53 (2^24), extremes, subnormals")
    func edges() {
        for value in Self.doubleEdges { _ = Self.check(value) }
        for value in Self.floatEdges { _ = Self.check(value) }
        #expect(Self.text(-0.0 as Double) == "-0.0")
        #expect(Self.text(1e-5 as Double) == "1e-05")
        #expect(Self.text(0.0001 as Double) == "0.0001")
        #expect(Self.text(1e16 as Double) == "1e+16")
        #expect(Self.text(0x1p53 as Double) == "9007199254740992.0")
        #expect(Self.text(Double.leastNonzeroMagnitude) == "5e-324")
        #expect(Self.text(Double.greatestFiniteMagnitude) == "1.7976931348623157e+308")
        #expect(Self.text(0x1p24 as Float) == "16777216.0")
        #expect(Self.text(0x1p25 as Float) == "3.3554432e+07")
        #expect(Self.text(Float.leastNonzeroMagnitude) == "1e-45")
        #expect(Self.text(Float.greatestFiniteMagnitude) == "3.4028235e+38")
    }

    @Test("every power of ten and of two in range, with their neighbours")
    func powers() {
        var two = Double.leastNonzeroMagnitude
        while two.isFinite {
            for value in [two, two.nextUp, two.nextDown, -two] { _ = Self.check(value) }
            two *= 2
        }
        var twoFloat = Float.leastNonzeroMagnitude
        while twoFloat.isFinite {
            for value in [twoFloat, twoFloat.nextUp, twoFloat.nextDown, -twoFloat] { _ = Self.check(value) }
            twoFloat *= 2
        }
        for exponent in -324...308 {
            guard let value = Double("1e\(exponent)"), value != 0 else { continue }
            for near in [value, value.nextUp, value.nextDown] { _ = Self.check(near) }
        }
        for exponent in -45...38 {
            guard let value = Float("1e\(exponent)"), value != 0 else { continue }
            for near in [value, value.nextUp, value.nextDown] { _ = Self.check(near) }
        }
    }

    static let randomCount = 1_000_000

    @Test("a million random finite Double bit patterns")
    func randomDoubles() {
        var generator = SeededGenerator(state: 0x5EED_D0B1_E000_0001)
        var compared = 0, failures = 0
        while compared < Self.randomCount && failures < 10 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            if !Self.check(value) { failures += 1 }
            compared += 1
        }
        #expect(compared == Self.randomCount)
    }

    @Test("a million random finite Float bit patterns")
    func randomFloats() {
        var generator = SeededGenerator(state: 0x5EED_F10A_7000_0001)
        var compared = 0, failures = 0
        while compared < Self.randomCount && failures < 10 {
            let value = Float(bitPattern: UInt32(truncatingIfNeeded: generator.next()))
            guard value.isFinite else { continue }
            if !Self.check(value) { failures += 1 }
            compared += 1
        }
        #expect(compared == Self.randomCount)
    }

    @Test("random doubles of few digits (0.1, 12.5, 3.25e-7…): ties and trailing zeros")
    func shortDecimals() {
        var generator = SeededGenerator(state: 42)
        for _ in 0..<100_000 {
            let digits = Int.random(in: 1...99_999, using: &generator)
            let exponent = Int.random(in: -330...310, using: &generator)
            if let value = Double("\(digits)e\(exponent)"), value.isFinite, value != 0 { _ = Self.check(value) }
            if let value = Float("\(digits)e\(exponent / 8)"), value.isFinite, value != 0 { _ = Self.check(value) }
        }
    }

    /// `±significand × 10^-scale` with exactly `scale` fraction digits, spelled the slow way.
    static func decimalText(_ significand: UInt64, scale: Int, negative: Bool) -> String {
        var digits = String(significand)
        if scale > 0 {
            if digits.count <= scale { digits = String(repeating: "0", count: scale - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -scale))
        }
        return (negative ? "-" : "") + digits
    }

    @Test("a parsed decimal's text: 300,000 random significands and scales, against the digits spelled out")
    func plainDecimals() {
        var generator = SeededGenerator(state: 7)
        var mismatches = 0
        for index in 0..<300_000 where mismatches < 10 {
            let bits = index < 64 ? index : Int.random(in: 0...64, using: &generator)
            let significand = bits == 64 ? generator.next() : generator.next() >> UInt64(bits)
            let scale = index % 7 == 0 ? Int.random(in: 0...255, using: &generator) : Int.random(in: 0...22, using: &generator)
            let negative = generator.next() & 1 == 0
            var output = JSONOutput(capacity: 0)
            ShortestDigits.appendDecimal(significand, scale: scale, negative: negative, to: &output)
            let written = output.bytes()
            if written != Array(Self.decimalText(significand, scale: scale, negative: negative).utf8) {
                mismatches += 1
                Issue.record("\(significand) scale \(scale): \(String(decoding: written, as: UTF8.self))")
            }
        }
        #expect(mismatches == 0)
    }

    @Test("digit counts at every power of ten, and integers of every length written whole")
    func digitCountsAndIntegers() {
        var power: UInt64 = 1
        for exponent in 0...19 {
            #expect(ShortestDigits.digitCount(power) == exponent + 1)
            if power > 1 { #expect(ShortestDigits.digitCount(power - 1) == exponent) }
            if exponent < 19 { power *= 10 }
        }
        #expect(ShortestDigits.digitCount(.max) == 20)
        var generator = SeededGenerator(state: 9)
        for index in 0..<20_000 {
            let value = index == 0 ? UInt64.max : generator.next() >> UInt64(index % 64)
            #expect(JSONValue.number(JSONNumber(value)).description == String(value))
            let negative = -Int64(truncatingIfNeeded: value >> 1)
            #expect(JSONValue.number(JSONNumber(negative)).description == String(negative))
        }
    }

    @Test("the logarithm shortcuts match exact powers over the exponent range")
    func logarithms() {
        // floor(q log10 2): 10^k <= 2^q < 10^(k+1), checked with exact multiword powers.
        for q in -1100...1100 {
            let k = ShortestDigits.floorLog10Pow2(q)
            #expect(Self.compare(twoTo: q, tenTo: k) >= 0 && Self.compare(twoTo: q, tenTo: k + 1) < 0, "q \(q)")
            let k34 = ShortestDigits.floorLog10ThreeQuartersPow2(q)
            // 10^k <= 3 × 2^(q−2) < 10^(k+1)
            #expect(Self.compare(twoTo: q - 2, times: 3, tenTo: k34) >= 0
                        && Self.compare(twoTo: q - 2, times: 3, tenTo: k34 + 1) < 0, "q \(q)")
        }
        for e in -400...400 {
            let r = ShortestDigits.floorLog2Pow10(e)
            #expect(Self.compare(twoTo: r, tenTo: e) <= 0 && Self.compare(twoTo: r + 1, tenTo: e) > 0, "e \(e)")
        }
    }

    /// The sign of `factor × 2^q − 10^k`, exactly: both sides scaled by 2^a × 10^b to integers.
    static func compare(twoTo q: Int, times factor: UInt64 = 1, tenTo k: Int) -> Int {
        var left: [UInt64] = [factor], right: [UInt64] = [1]
        if q >= 0 { shiftLeft(&left, by: q) } else { shiftLeft(&right, by: -q) }
        if k >= 0 { multiply(&right, byTenTo: k) } else { multiply(&left, byTenTo: -k) }
        return compareWords(left, right)
    }

    static func shiftLeft(_ number: inout [UInt64], by count: Int) {
        number.insert(contentsOf: repeatElement(0, count: count / 64), at: 0)
        multiply(&number, by: 1 << UInt64(count % 64))
    }

    static func multiply(_ number: inout [UInt64], byTenTo exponent: Int) {
        var rest = exponent
        while rest >= 19 {
            multiply(&number, by: 10_000_000_000_000_000_000)
            rest -= 19
        }
        var factor: UInt64 = 1
        for _ in 0..<rest { factor *= 10 }
        multiply(&number, by: factor)
    }

    static func multiply(_ number: inout [UInt64], by factor: UInt64) {
        var carry: UInt64 = 0
        for index in number.indices {
            let product = number[index].multipliedFullWidth(by: factor)
            let (sum, overflow) = product.low.addingReportingOverflow(carry)
            number[index] = sum
            carry = product.high + (overflow ? 1 : 0)
        }
        if carry != 0 { number.append(carry) }
    }

    static func compareWords(_ a: [UInt64], _ b: [UInt64]) -> Int {
        let count = max(a.count, b.count)
        for index in stride(from: count - 1, through: 0, by: -1) {
            let x = index < a.count ? a[index] : 0, y = index < b.count ? b[index] : 0
            if x != y { return x < y ? -1 : 1 }
        }
        return 0
    }
}
