/// The exact decimal value of a number, in one form for all storages: `±0.d₁d₂…dₙ × 10^exponent`
/// with no leading or trailing zero digit. Zero has no digits.
struct CanonicalDecimal: Equatable {
    var negative: Bool
    /// The digits, as values 0...9.
    var digits: [UInt8]
    /// The exponent; beyond ±``saturatedExponent`` in magnitude it is that value, and
    /// ``hugeExponent`` holds the exact one.
    var exponent: Int
    /// For an exponent of more than 17 digits, its digits (values 0...9, most significant
    /// first); empty otherwise. With ``exponent``'s sign it is the exact exponent, so that
    /// `1e200000000000000000` and `1e300000000000000000` stay two numbers.
    var hugeExponent: [UInt8] = []

    /// Exponents of at most this many digits are kept as an `Int`.
    private static let exactExponentDigits = 17
    /// The exponent of a number whose exponent has more digits, with its sign.
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
        var exponentDigits: [UInt8] = []  // without leading zeros
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
                    if !exponentDigits.isEmpty || digit != 0 { exponentDigits.append(digit) }
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
        // What the digits' position adds to the written exponent: at most the text's length.
        let shift = exponent + integerDigits
        guard exponentDigits.count > Self.exactExponentDigits else {
            let written = exponentDigits.reduce(0) { $0 * 10 + Int($1) }
            exponent = shift + (exponentNegative ? -written : written)
            if exponent.magnitude >= Self.smallestHugeExponent { saturate(negative: exponent < 0, magnitude: Self.digits(of: exponent.magnitude)) }
            return
        }
        // A longer exponent, exactly: its digits plus or minus the shift, which is far smaller.
        let addsMagnitude = (shift < 0) == exponentNegative
        var magnitude = exponentDigits
        Self.add(shift.magnitude, to: &magnitude, subtracting: !addsMagnitude)
        if magnitude.count > Self.exactExponentDigits {
            saturate(negative: exponentNegative, magnitude: magnitude)
        } else {
            let value = magnitude.reduce(0) { $0 * 10 + Int($1) }
            exponent = exponentNegative ? -value : value
        }
    }

    /// The smallest exponent magnitude of more than ``exactExponentDigits`` digits.
    private static let smallestHugeExponent: UInt = 100_000_000_000_000_000

    /// Stores an exponent of more than ``exactExponentDigits`` digits.
    private mutating func saturate(negative: Bool, magnitude: [UInt8]) {
        exponent = negative ? -Self.saturatedExponent : Self.saturatedExponent
        hugeExponent = magnitude
    }

    /// The decimal digits of `value`, most significant first.
    private static func digits(of value: UInt) -> [UInt8] {
        Array(String(value).utf8.map { $0 - UInt8(ascii: "0") })
    }

    /// Adds `amount` to the number whose decimal digits are `digits` (or subtracts it, when
    /// the number is the larger), keeping no leading zero.
    private static func add(_ amount: UInt, to digits: inout [UInt8], subtracting: Bool) {
        var carry = Int(amount)  // a text's length: far below `digits`' value
        var position = digits.count - 1
        while carry != 0 && position >= 0 {
            var digit = Int(digits[position]) + (subtracting ? -(carry % 10) : carry % 10)
            carry /= 10
            if digit < 0 { digit += 10; carry += 1 } else if digit > 9 { digit -= 10; carry += 1 }
            digits[position] = UInt8(digit)
            position -= 1
        }
        if carry != 0 { digits.insert(contentsOf: Self.digits(of: UInt(carry)), at: 0) }
        while digits.first == 0 { digits.removeFirst() }
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
