import Foundation
import Testing
@testable import Mapping

/// The fast decimal-to-binary conversions agree with the C library's correctly rounded ones.
@Suite struct DecimalToBinaryTests {
    @Test func eiselLemireMatchesStrtod() {
        var generator = SeededGenerator(seed: 0x5EED)
        for _ in 0..<200_000 {
            let significand = UInt64.random(in: 1...UInt64.max, using: &generator) >> UInt64.random(in: 0...63, using: &generator)
            let exponent = Int.random(in: -330...300, using: &generator)
            if let fast = DecimalToBinary.double(significand: significand, exponent: exponent) {
                #expect(fast == Double("\(significand)e\(exponent)"), "\(significand)e\(exponent)")
            }
        }
    }

    @Test func floatsAreRoundedOnceFromTheDecimal() throws {
        var generator = SeededGenerator(seed: 0xF10A7)
        for _ in 0..<100_000 {
            let digits = String(UInt64.random(in: 0...99_999_999_999, using: &generator))
            let point = Int.random(in: 0...digits.count, using: &generator)
            var text = digits
            if point < digits.count { text.insert(".", at: text.index(text.startIndex, offsetBy: max(point, 1))) }
            let number = try #require(JSONNumber(literal: text))
            #expect(number.float == Float(text), "\(text)")
        }
        // Halfway between two Floats: 1 + 2^-24 must round to even (1.0), not up.
        #expect(JSONNumber(literal: "1.000000059604644775390625")?.float == 1.0)
        #expect(JSONNumber(literal: "3.4028236e38")?.float == nil)
    }
}

/// A small deterministic generator (SplitMix64), so runs are reproducible.
private struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }
}

/// Exact decimals from numbers too long for the compact storages.
@Suite struct LongDecimalTests {
    @Test(arguments: ["123456789012345678901234567890", "18446744073709551615", "-98765432109876543210.5", "1e30", "1.5E-3"])
    func longNumbersBecomeExactDecimals(text: String) throws {
        let number = try #require(JSONNumber(literal: text))
        #expect(number.decimal == Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
    }

    /// A `Decimal`'s significand is 128 bits: every number of 39 digits up to 2^128 - 1 is one,
    /// `Decimal.greatestFiniteMagnitude` among them. They were `nil` (only 38 digits were
    /// taken), so a `Decimal` written as JSON did not read back, and its Foundation form (an
    /// `Any` property written by `toJSON()`) was the nearest `Double`, with other digits.
    @Test(arguments: ["340282366920938463463374607431768211455", "-170141183460469231731687303715884105728",
                      "3.40282366920938463463374607431768211455", "12345678901234567890123456789012345678.9",
                      "3402823669209384634633746074317682114550000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"])
    func thirtyNineDigitsUpTo2To128AreExactDecimals(text: String) throws {
        let number = try #require(JSONNumber(literal: text))
        let decimal = try #require(number.decimal)
        #expect(decimal == Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")))
        #expect(JSONNumber(decimal) == number)
        let foundation = try #require(JSONValue.number(number).foundationValue as? NSDecimalNumber)
        #expect(foundation.decimalValue == decimal)
    }

    @Test func greatestDecimalsReadBackAsThemselves() throws {
        for decimal in [Decimal.greatestFiniteMagnitude, Decimal.leastFiniteMagnitude] {
            let value = JSONValue(decimal)
            #expect(try JSONValue(parsing: value.jsonString()).decimal == decimal)
            #expect((JSONValue(foundation: NSDecimalNumber(decimal: decimal))?.foundationValue as? NSDecimalNumber)?.decimalValue == decimal)
        }
    }

    /// One past 2^128 - 1, or a 40th digit, is more than a `Decimal` holds: Foundation's
    /// arithmetic would round it.
    @Test(arguments: ["340282366920938463463374607431768211456", "999999999999999999999999999999999999999",
                      "1234567890123456789012345678901234567891"])
    func moreThanASignificandHoldsIsNoDecimal(text: String) throws {
        #expect(try #require(JSONNumber(literal: text)).decimal == nil)
    }
}
