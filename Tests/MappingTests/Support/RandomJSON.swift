import Foundation
import Mapping

/// A small, fast, seedable random number generator (SplitMix64), so that property tests see
/// the same values on every run and a failure can be replayed from its seed.
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
}

/// Random `JSONValue`s for round-trip properties: deep and wide containers, numbers at every
/// edge, strings with every escape, control character and awkward scalar.
///
/// ```swift
/// var generator = RandomJSON(seed: 7)
/// let value = generator.value()           // the same value for seed 7 on every run
/// ```
struct RandomJSON {
    var random: SplitMix64
    /// How deep containers nest, at most.
    var maximumDepth = 8
    /// How many elements or members a container has, at most (an occasional one has ten times more).
    var maximumWidth = 6

    init(seed: UInt64) { random = SplitMix64(seed: seed) }

    mutating func value(depth: Int = 0) -> JSONValue {
        let containerChance = depth < maximumDepth ? max(50 - depth * 6, 10) : 0
        let roll = Int.random(in: 0..<100, using: &random)
        if roll < containerChance {
            return Bool.random(using: &random) ? .array(array(depth: depth)) : .object(object(depth: depth))
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0: return .null
        case 1: return .bool(Bool.random(using: &random))
        case 2...5: return .number(number())
        default: return .string(string())
        }
    }

    mutating func width() -> Int {
        let wide = Int.random(in: 0..<20, using: &random) == 0
        return Int.random(in: 0...(wide ? maximumWidth * 10 : maximumWidth), using: &random)
    }

    mutating func array(depth: Int) -> [JSONValue] {
        (0..<width()).map { _ in value(depth: depth + 1) }
    }

    mutating func object(depth: Int) -> JSONObject {
        var pairs: [(String, JSONValue)] = []
        for _ in 0..<width() {
            if Int.random(in: 0..<8, using: &random) == 0 {
                // Keys equal only after Unicode normalization: two members, not one.
                let stem = string(maximumLength: 4)
                pairs.append((stem + "\u{E9}", value(depth: depth + 1)))
                pairs.append((stem + "e\u{301}", value(depth: depth + 1)))
            } else {
                pairs.append((string(maximumLength: 12), value(depth: depth + 1)))
            }
        }
        return JSONObject(pairs)
    }

    /// Numbers at the edges of every storage and conversion.
    static let edgeNumbers: [JSONNumber] = {
        var numbers: [JSONNumber] = [
            JSONNumber(0), JSONNumber(1), JSONNumber(-1),
            JSONNumber(Int64.max), JSONNumber(Int64.min), JSONNumber(Int64.max - 1), JSONNumber(Int64.min + 1),
            JSONNumber(UInt64(Int64.max) + 1), JSONNumber(UInt64.max), JSONNumber(UInt64.max - 1),
            JSONNumber(Int32.max), JSONNumber(Int32.min), JSONNumber(UInt32.max),
            JSONNumber(9_007_199_254_740_993 as Int64),
            JSONNumber(0.0), JSONNumber(-0.0), JSONNumber(0.1), JSONNumber(-0.1), JSONNumber(1e-7), JSONNumber(1e21),
            JSONNumber(1e22), JSONNumber(1e23), JSONNumber(123456.789), JSONNumber(1.0 / 3.0),
            JSONNumber(Double.leastNonzeroMagnitude), JSONNumber(-Double.leastNonzeroMagnitude),
            JSONNumber(Double.leastNormalMagnitude), JSONNumber(Double.leastNormalMagnitude.nextDown),
            JSONNumber(Double.greatestFiniteMagnitude), JSONNumber(-Double.greatestFiniteMagnitude),
            JSONNumber(Double(Int64.max)), JSONNumber(Double(UInt64.max)), JSONNumber(9_007_199_254_740_992.0),
            JSONNumber(Float(0.1)), JSONNumber(Float(-0.0)), JSONNumber(Float.greatestFiniteMagnitude),
            JSONNumber(Float.leastNonzeroMagnitude), JSONNumber(Float(16_777_217)),
        ]
        let decimals = ["1.66", "-65.613616999999977", "12345678901234567890.123456789012345678",
                        "-0.000000000000000000000000000000000001", "99999999999999999999999999999999999999"]
        numbers += decimals.compactMap { Decimal(string: $0) }.map { JSONNumber($0) }
        let literals = [
            "-0", "-0.0", "0.000", "1.0", "1.50", "1e5", "1E5", "1e+5", "1e-5", "-1.5E-10", "0e0", "-0e-0",
            "1e400", "-1e400", "1e-400", "2.4703282292062327e-324", "2.4703282292062328e-324",
            "1.7976931348623157e308", "1.7976931348623158e308", "1.7976931348623159e308",
            "9223372036854775807", "9223372036854775808", "-9223372036854775808", "-9223372036854775809",
            "18446744073709551615", "18446744073709551616", "123456789012345678901234567890",
            "0.1000000000000000055511151231257827021181583404541015625",
            "3.14159265358979323846264338327950288419716939937510582097494459",
            "1" + String(repeating: "0", count: 400), "0." + String(repeating: "0", count: 300) + "1",
            "1.2345678901234567890e-300", "1e99999999999999999999",
        ]
        numbers += literals.compactMap(JSONNumber.init(literal:))
        return numbers
    }()

    mutating func number() -> JSONNumber {
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            return Self.edgeNumbers.randomElement(using: &random) ?? 0
        case 1:
            return JSONNumber(Int64.random(in: .min ... .max, using: &random))
        case 2:
            return JSONNumber(UInt64.random(in: UInt64(Int64.max)...UInt64.max, using: &random))
        case 3:
            // Any finite Double, subnormals included.
            var double = Double(bitPattern: random.next())
            while !double.isFinite { double = Double(bitPattern: random.next()) }
            return JSONNumber(double)
        case 4:
            let subnormal = Double(bitPattern: random.next() & ((1 << 52) - 1))
            return JSONNumber(Bool.random(using: &random) ? subnormal : -subnormal)
        case 5:
            var float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next()))
            while !float.isFinite { float = Float(bitPattern: UInt32(truncatingIfNeeded: random.next())) }
            return JSONNumber(float)
        default:
            return literalNumber()
        }
    }

    /// Number text with a random sign, integer part, fraction and exponent, some very long.
    mutating func literalNumber() -> JSONNumber {
        var text = Bool.random(using: &random) ? "-" : ""
        let long = Int.random(in: 0..<10, using: &random) == 0
        text += digits(count: Int.random(in: 1...(long ? 120 : 22), using: &random), leadingZeroAllowed: false)
        if Bool.random(using: &random) {
            text += "." + digits(count: Int.random(in: 1...(long ? 300 : 25), using: &random), leadingZeroAllowed: true)
        }
        if Bool.random(using: &random) {
            text += ["e", "E", "e+", "e-", "E-", "E+"].randomElement(using: &random) ?? "e"
            text += digits(count: Int.random(in: 1...(long ? 22 : 4), using: &random), leadingZeroAllowed: true)
        }
        return JSONNumber(literal: text) ?? 0
    }

    mutating func digits(count: Int, leadingZeroAllowed: Bool) -> String {
        var text = ""
        for position in 0..<count {
            if position == 0 && !leadingZeroAllowed {
                // A single 0 is a whole integer part; otherwise no leading zero.
                if count == 1, Bool.random(using: &random) { return "0" }
                text.append(Character(Unicode.Scalar(UInt8.random(in: 0x31...0x39, using: &random))))
            } else {
                text.append(Character(Unicode.Scalar(UInt8.random(in: 0x30...0x39, using: &random))))
            }
        }
        return text
    }

    /// Scalars that writers and parsers get wrong: every control character, the characters JSON
    /// escapes, DEL, the separators JavaScript once rejected, byte-order marks, the edges of each
    /// UTF-8 length and of the surrogate range, and combining marks.
    static let awkwardScalars: [Unicode.Scalar] = {
        var values: [UInt32] = Array(0x00...0x1F)
        values += [0x22, 0x5C, 0x2F, 0x7F, 0x80, 0xA0, 0xE9, 0x301, 0x7FF, 0x800, 0x2028, 0x2029, 0xD7FF, 0xE000,
                   0xFEFF, 0xFFFD, 0xFFFE, 0xFFFF, 0x10000, 0x1F600, 0x1F1EB, 0x1F1F7, 0x200D, 0x10FFFF]
        return values.compactMap(Unicode.Scalar.init)
    }()

    /// Whole strings worth having as they are: a family emoji joined with ZWJ, a flag, a
    /// decomposed accent, an escape-lookalike, text in several scripts.
    static let awkwardStrings = [
        "", " ", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F1EB}\u{1F1F7}", "e\u{301}", "\u{E9}",
        "\\u0041", "\\\"", "</script>", "日本語", "Ж", "مرحبا", "\u{FEFF}bom", "null", "1e5",
    ]

    mutating func string(maximumLength: Int = 24) -> String {
        if Int.random(in: 0..<6, using: &random) == 0 {
            return Self.awkwardStrings.randomElement(using: &random) ?? ""
        }
        let long = Int.random(in: 0..<40, using: &random) == 0
        let length = Int.random(in: 0...(long ? maximumLength * 40 : maximumLength), using: &random)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                scalars.append(Self.awkwardScalars.randomElement(using: &random) ?? "a")
            case 1:
                var value = UInt32.random(in: 0x80...0x10FFFF, using: &random)
                if (0xD800...0xDFFF).contains(value) { value -= 0x1000 }
                scalars.append(Unicode.Scalar(value) ?? "?")
            default:
                scalars.append(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &random)))
            }
        }
        return String(scalars)
    }
}
