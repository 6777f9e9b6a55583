import Foundation

/// A JSON number with every digit it was written with.
///
/// JSON numbers are decimal text of any length; Swift's number types each hold only some of them.
/// `JSONNumber` keeps the number the way it came, and converts only when asked, and only exactly:
///
/// - integers within `Int64` or `UInt64` are stored as integers;
/// - other plain decimals of up to 19 significant digits (`-65.613616999999977`, `1.66`, `-0.0`)
///   are stored as a 64-bit significand with a count of fraction digits, which writes back
///   character for character, trailing zeros and the sign of zero included;
/// - everything else (exponents, 30-digit decimals, `1e999`) is kept as its literal text;
/// - numbers made in Swift from a `Double` or `Float` keep that value, and are written in the
///   shortest form that reads back to the same bits.
///
/// Conversions never trap and never round silently into an integer: ``exactly(_:)`` answers `nil`
/// for `1.5`, `300` into `Int8` or `-1` into `UInt`; ``double`` is the correctly rounded `Double`;
/// ``decimal`` is the exact `Decimal`.
///
/// Two numbers are equal when they denote the same decimal value: `1`, `1.0` and `1e0` are equal,
/// and a `Double` equals the shortest decimal that reads back to it (`JSONNumber(0.1)` equals the
/// parsed `0.1`). `0` and `-0` are equal, as they are for `Double`.
public struct JSONNumber: Sendable {
    @usableFromInline
    enum Storage: Sendable {
        /// An integer in `Int64`'s range.
        case int(Int64)
        /// An integer above `Int64.max`.
        case uint(UInt64)
        /// A value made in Swift from a `Double`.
        case double(Double)
        /// A value made in Swift from a `Float`.
        case float(Float)
        /// `±significand × 10^-scale`, from a literal without exponent: the literal is
        /// `significand` in decimal, zero-padded to more than `scale` digits, with a point
        /// before its last `scale` digits.
        case decimal(UInt64, scale: UInt8, negative: Bool)
        /// Valid JSON number text that fits none of the above.
        case literal(String)
    }

    @usableFromInline
    let storage: Storage

    @inlinable
    init(storage: Storage) { self.storage = storage }

    /// Creates a number from any integer; the value is kept exactly.
    @inlinable
    public init<Integer: BinaryInteger>(_ value: Integer) {
        if let small = Int64(exactly: value) {
            storage = .int(small)
        } else if let large = UInt64(exactly: value) {
            storage = .uint(large)
        } else {
            storage = .literal(String(value))
        }
    }

    /// Creates a number from a `Double`; it is written in the shortest form that reads back to
    /// the same bits.
    ///
    /// NaN and the infinities can be held, but not written: the writer reports them.
    @inlinable
    public init(_ value: Double) { storage = .double(value) }

    /// Creates a number from a `Float`; it is written in the shortest form that reads back to
    /// the same `Float` (`Float(0.1)` is written `0.1`).
    @inlinable
    public init(_ value: Float) { storage = .float(value) }

    /// Creates a number with the exact digits of a `Decimal`; NaN is held like `Double.nan`.
    public init(_ value: Decimal) {
        if value.isNaN {
            storage = .double(.nan)
        } else if let number = JSONNumber(literal: value.description) {
            storage = number.storage
        } else {
            storage = .double(.nan)
        }
    }

    /// Creates a number from JSON number text, or `nil` when `literal` is not a JSON number
    /// (RFC 8259: an optional minus, no leading zeros, no leading plus, no `.5`, no `NaN`).
    public init?(literal: String) {
        var text = literal
        let parsed = text.withUTF8 { NumberScanner.storage(ofLiteral: $0) }
        guard let parsed else { return nil }
        storage = parsed
    }
}

extension JSONNumber {
    /// The number as JSON text: the literal it was parsed from, or the shortest text for a
    /// `Double` or `Float`.
    ///
    /// Non-finite values, which JSON cannot hold, give `nan`, `inf` or `-inf`; the writer refuses them.
    public var literal: String {
        var output = JSONOutput(capacity: 32)
        appendText(to: &output)
        return output.string()
    }

    /// Whether the number can be written as JSON (it is not NaN or infinite).
    @inlinable
    public var isFinite: Bool {
        switch storage {
        case .double(let value): return value.isFinite
        case .float(let value): return value.isFinite
        default: return true
        }
    }

    /// The integer value in `type`, or `nil` when the number is not a whole number or does not fit.
    ///
    /// `1.0` and `1e2` are whole numbers; `1.5`, `300` into `Int8` and `-1` into `UInt` are `nil`.
    @inlinable
    public func exactly<Integer: FixedWidthInteger>(_ type: Integer.Type) -> Integer? {
        switch storage {
        case .int(let value): return Integer(exactly: value)
        case .uint(let value): return Integer(exactly: value)
        default: return slowExactly(type)
        }
    }

    @usableFromInline
    func slowExactly<Integer: FixedWidthInteger>(_ type: Integer.Type) -> Integer? {
        switch storage {
        case .int(let value): return Integer(exactly: value)
        case .uint(let value): return Integer(exactly: value)
        // A binary float is the shortest decimal that reads back to it (as `==`, `decimal` and
        // the writer take it). Below 2^53 (2^24 for a Float) an integral value is its own
        // shortest text; above, the text ends in zeros where the binary value does not
        // (12345678901234567890.0 is 1.2345678901234567e19, not 12345678901234567168).
        case .double(let value):
            return value.magnitude < 0x1p53 ? Integer(exactly: value) : canonical.integer(as: type)
        case .float(let value):
            return value.magnitude < 0x1p24 ? Integer(exactly: value) : canonical.integer(as: type)
        case .decimal(let significand, let scale, let negative):
            var magnitude = significand
            if scale > 0 {
                guard scale <= 19 else { return significand == 0 ? 0 : nil }
                let divisor = NumberTables.powersOfTen[Int(scale)]
                guard magnitude % divisor == 0 else { return nil }
                magnitude /= divisor
            }
            return negative ? Self.negated(magnitude, as: type) : Integer(exactly: magnitude)
        case .literal:
            return canonical.integer(as: type)
        }
    }

    @inlinable
    static func negated<Integer: FixedWidthInteger>(_ magnitude: UInt64, as type: Integer.Type) -> Integer? {
        if magnitude == 0 { return 0 }
        guard Integer.isSigned, magnitude <= UInt64(Int64.max) + 1 else { return nil }
        if magnitude == UInt64(Int64.max) + 1 { return Integer(exactly: Int64.min) }
        return Integer(exactly: -Int64(magnitude))
    }

    /// The nearest `Double`, correctly rounded; `nil` when the number lies beyond `Double`'s range.
    ///
    /// Large integers give their nearest `Double` (`9007199254740993` gives `9007199254740992`).
    /// Numbers made from a `Double` give it back, whatever it is.
    @inlinable
    public var double: Double? {
        switch storage {
        case .int(let value): return Double(value)
        case .uint(let value): return Double(value)
        case .double(let value): return value
        case .decimal(let significand, let scale, let negative):
            return Self.nearestDouble(significand: significand, scale: Int(scale), negative: negative) ?? slowDouble
        default: return slowDouble
        }
    }

    /// The nearest `Double` to `±significand × 10^-scale` (`scale` ≥ 0), when one of the quick
    /// exact methods decides it; `nil` when neither can, and the number's text must.
    ///
    /// When both operands are exact Doubles, one IEEE division rounds correctly; otherwise the
    /// Eisel-Lemire method of ``DecimalToBinary`` decides all but a few numbers.
    @inlinable
    static func nearestDouble(significand: UInt64, scale: Int, negative: Bool) -> Double? {
        let magnitude: Double
        if significand <= 1 << 53 && scale <= 22 {
            magnitude = Double(significand) / NumberTables.doublePowerOfTen(scale)
        } else if let value = DecimalToBinary.double(significand: significand, exponent: -scale) {
            magnitude = value
        } else {
            return nil
        }
        return negative ? -magnitude : magnitude
    }

    @usableFromInline
    var slowDouble: Double? {
        switch storage {
        case .float:
            return Double(literal)
        default:
            return finite(Double(literal))
        }
    }

    private func finite(_ value: Double?) -> Double? {
        guard let value, value.isFinite else { return nil }
        return value
    }

    /// The nearest `Float`, correctly rounded from the decimal text; `nil` beyond `Float`'s range
    /// (`3.4028236e38` does not fit).
    public var float: Float? {
        switch storage {
        case .int(let value): return Float(value)
        case .uint(let value): return Float(value)
        case .float(let value): return value
        case .double(let value):
            let narrowed = Float(value)
            return narrowed.isFinite || !value.isFinite ? narrowed : nil
        default:
            // Rounding to Double then to Float is exact unless the Double lands exactly halfway
            // between two Floats (then the first rounding may have decided the second): only that
            // case, and values near Float's limits, take the slow decimal-to-Float conversion.
            if let wide = double, wide.isFinite, abs(wide) >= Double(Float.leastNormalMagnitude),
               wide.bitPattern & 0x1FFF_FFFF != 0x1000_0000 {
                let narrowed = Float(wide)
                if narrowed.isFinite { return narrowed }
            }
            guard let value = Float(literal), value.isFinite else { return nil }
            return value
        }
    }

    /// The exact value as a `Decimal`; `nil` when it needs more than the 128-bit significand
    /// (38 digits, or 39 up to 2^128 - 1 = 340282366920938463463374607431768211455) or the
    /// exponent range a `Decimal` has.
    public var decimal: Decimal? {
        switch storage {
        case .int(let value): return Decimal(value)
        case .uint(let value): return Decimal(value)
        case .decimal(var significand, let scale, let negative):
            // A Decimal's exponent goes down to -128: trailing zeros may bring a longer fraction
            // into range; past them the number is too small for it (Foundation would give 0).
            var exponent = -Int(scale)
            while exponent < -128, significand != 0, significand % 10 == 0 {
                significand /= 10
                exponent += 1
            }
            if significand == 0 { return 0 }
            guard exponent >= -128 else { return nil }
            return Decimal(sign: negative ? .minus : .plus, exponent: exponent, significand: Decimal(significand))
        case .double(let value) where !value.isFinite: return nil
        case .float(let value) where !value.isFinite: return nil
        default:
            let exact = canonical
            guard exact.digits.count < 39
                || (exact.digits.count == 39 && !Self.largestDecimalSignificand.lexicographicallyPrecedes(exact.digits))
            else { return nil }
            let exponent = exact.exponent - exact.digits.count
            guard exponent >= -128, exponent <= 127 else { return exact.digits.isEmpty ? 0 : nil }
            var significand = Decimal(0)
            for digit in exact.digits { significand = significand * 10 + Decimal(Int(digit)) }
            return Decimal(sign: exact.negative ? .minus : .plus, exponent: exponent, significand: significand)
        }
    }
}

extension JSONNumber {
    /// The digits of a `Decimal`'s largest significand, 2^128 - 1: up to it, Foundation's
    /// arithmetic builds a significand digit by digit exactly; past it, it rounds.
    private static let largestDecimalSignificand: [UInt8] =
        "340282366920938463463374607431768211455".utf8.map { $0 - UInt8(ascii: "0") }
}

extension JSONNumber: CustomStringConvertible {
    /// The number as JSON text.
    public var description: String { literal }
}

extension JSONNumber: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    /// Creates an integer number.
    public init(integerLiteral value: Int) { self.init(value) }
    /// Creates a number from a `Double`.
    public init(floatLiteral value: Double) { self.init(value) }
}
