extension JSONNumber {
    /// Appends the number's JSON text to `bytes`, without allocating for integers and plain decimals.
    @inlinable
    func appendText(to bytes: inout [UInt8]) {
        switch storage {
        case .int(let value):
            if value < 0 {
                bytes.append(UInt8(ascii: "-"))
                Self.appendDigits(of: value.magnitude, to: &bytes)
            } else {
                Self.appendDigits(of: UInt64(value), to: &bytes)
            }
        case .uint(let value):
            Self.appendDigits(of: value, to: &bytes)
        case .decimal(let significand, let scale, let negative):
            ShortestDigits.appendDecimal(significand, scale: Int(scale), negative: negative, to: &bytes)
        case .double(let value):
            if !Self.appendIntegral(value, to: &bytes) { ShortestDigits.append(value, to: &bytes) }
        case .float(let value):
            if !Self.appendIntegral(Double(value), to: &bytes) { ShortestDigits.append(value, to: &bytes) }
        case .literal(let text):
            bytes.append(contentsOf: text.utf8)
        }
    }

    /// Appends a whole number below 10^16 in magnitude as an integer (`7.0` as `7`, `-0.0` as
    /// `-0`), as `JSONSerialization` and `JSONEncoder` write it; such text reads back to the same
    /// `Double` (or `Float`). Returns `false` for other values.
    @inlinable
    static func appendIntegral(_ value: Double, to bytes: inout [UInt8]) -> Bool {
        guard value.magnitude < 1e16, value.rounded(.towardZero) == value else { return false }
        if value.sign == .minus { bytes.append(UInt8(ascii: "-")) }
        appendDigits(of: UInt64(value.magnitude), to: &bytes)
        return true
    }

    /// Appends the decimal digits of `value`.
    @inlinable
    static func appendDigits(of value: UInt64, to bytes: inout [UInt8]) {
        if value < 10 {
            bytes.append(UInt8(truncatingIfNeeded: value) &+ 0x30)
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // room for 20 digits, written backwards
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 {
                let (quotient, remainder) = rest.quotientAndRemainder(dividingBy: 10)
                buffer[23 - count] = UInt8(truncatingIfNeeded: remainder) &+ 0x30
                count += 1
                rest = quotient
            }
            bytes.append(contentsOf: buffer[(24 - count)...])
        }
    }
}
