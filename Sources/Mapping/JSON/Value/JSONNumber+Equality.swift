/// The exact decimal value of a number, in one form for all storages: `±0.d₁d₂…dₙ × 10^exponent`
/// with no leading or trailing zero digit. Zero has no digits.
struct CanonicalDecimal: Equatable {
    var negative: Bool
    /// The digits, as values 0...9.
    var digits: [UInt8]
    var exponent: Int

    /// The largest exponent value read exactly before the next digit; the value past it.
    private static let exactExponents = 10_000_000_000_000_000
    private static let saturatedExponent = Int.max / 4

    /// Reads number text that is known to be valid JSON number syntax (or `nan`/`inf`, which
    /// yield a form no real number has).
    init(text: some Collection<UInt8>) {
        negative = false
        digits = []
        exponent = 0
        var pointSeen = false
        var integerDigits = 0
        var iterator = text.makeIterator()
        var exponentValue = 0
        var exponentNegative = false
        var inExponent = false
        while let byte = iterator.next() {
            switch byte {
            case UInt8(ascii: "-"):
                if inExponent { exponentNegative = true } else { negative = true }
            case UInt8(ascii: "+"):
                break
            case UInt8(ascii: "."):
                pointSeen = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"):
                inExponent = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let digit = byte - UInt8(ascii: "0")
                if inExponent {
                    // Exact up to exponents of 17 digits, so that `1e2000000000000` and
                    // `1e3000000000000` stay two numbers; saturated beyond (no text is that long
                    // below 2^32 bytes, which is where the exponent's integer part would matter).
                    exponentValue = exponentValue <= Self.exactExponents
                        ? exponentValue * 10 + Int(digit) : Self.saturatedExponent
                } else {
                    if !pointSeen { integerDigits += 1 }
                    if digits.isEmpty && digit == 0 {
                        // A leading zero: it moves the point, nothing else.
                        if pointSeen { exponent -= 1 } else { integerDigits -= 1 }
                    } else {
                        digits.append(digit)
                    }
                }
            default:
                // `nan` or `inf`: keep the letters so such values only equal themselves.
                digits.append(byte)
            }
        }
        while digits.last == 0 { digits.removeLast() }
        if digits.isEmpty {
            negative = false
            exponent = 0
            return
        }
        exponent += integerDigits + (exponentNegative ? -exponentValue : exponentValue)
    }

    /// The value as an integer of `type`, or `nil` when it is not whole or does not fit.
    func integer<Integer: FixedWidthInteger>(as type: Integer.Type) -> Integer? {
        if digits.isEmpty { return 0 }
        guard exponent >= digits.count, exponent <= 40 else { return nil }
        var magnitude: UInt64 = 0
        for position in 0..<exponent {
            let digit = position < digits.count ? UInt64(digits[position]) : 0
            let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times10.addingReportingOverflow(digit)
            if overflow1 || overflow2 { return nil }
            magnitude = sum
        }
        return negative ? JSONNumber.negated(magnitude, as: type) : Integer(exactly: magnitude)
    }
}

extension JSONNumber {
    /// The exact decimal value, for comparisons and rare conversions.
    var canonical: CanonicalDecimal {
        var output = JSONOutput(capacity: 32)
        appendText(to: &output)
        return CanonicalDecimal(text: output.bytes())
    }

    /// A `Double` that equal numbers share: the correctly rounded value of the decimal, and
    /// one NaN for every NaN (of either sign, any payload, either width), since they are all
    /// equal. `Double` hashes its two zeros alike itself.
    private var hashingDouble: Double {
        let value: Double
        switch storage {
        case .int(let integer): return Double(integer)
        case .uint(let integer): return Double(integer)
        case .double(let double): value = double
        default: value = Double(literal) ?? .nan
        }
        return value.isNaN ? .nan : value
    }

    /// Whether the number is a NaN (only a `Double` or a `Float` can be).
    private var isNaN: Bool {
        switch storage {
        case .double(let value): return value.isNaN
        case .float(let value): return value.isNaN
        default: return false
        }
    }
}

extension JSONNumber: Hashable {
    /// Whether two numbers denote the same decimal value (`1`, `1.0` and `1e0` do); every NaN
    /// equals every other, so that a value equals itself.
    public static func == (lhs: JSONNumber, rhs: JSONNumber) -> Bool {
        switch (lhs.storage, rhs.storage) {
        case (.int(let a), .int(let b)): return a == b
        case (.uint(let a), .uint(let b)): return a == b
        case (.int, .uint), (.uint, .int): return false  // uint is only used above Int64.max
        case (.double(let a), .double(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.float(let a), .float(let b)): return a == b || (a.isNaN && b.isNaN)
        case (.decimal(let a, let scaleA, let negativeA), .decimal(let b, let scaleB, let negativeB))
            where scaleA == scaleB:
            return a == b && (negativeA == negativeB || a == 0)
        default:
            // A NaN's text keeps its sign (`-nan`), which must not tell NaNs apart.
            if lhs.isNaN || rhs.isNaN { return lhs.isNaN && rhs.isNaN }
            return lhs.canonical == rhs.canonical
        }
    }

    /// Hashes the nearest `Double`, which numbers of equal value share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(hashingDouble)
    }
}
