extension JSONNumber {
    /// Appends the number's JSON text to `output`, storing the digits straight into it.
    ///
    /// Releases nothing, so the writer lends it a number where it lies (see ``JSONWriter``).
    @_effects(releasenone)
    func appendText(to output: inout JSONOutput) {
        switch storage {
        case .int(let value):
            let out = output.room(20)
            if value < 0 {
                out[0] = UInt8(ascii: "-")
                output.advance(1 + Self.writeDigits(of: value.magnitude, to: out + 1))
            } else {
                output.advance(Self.writeDigits(of: UInt64(value), to: out))
            }
        case .uint(let value):
            output.advance(Self.writeDigits(of: value, to: output.room(20)))
        case .decimal(let significand, let scale, let negative):
            ShortestDigits.appendDecimal(significand, scale: Int(scale), negative: negative, to: &output)
        case .double(let value):
            if !Self.appendIntegral(value, to: &output) { ShortestDigits.append(value, to: &output) }
        case .float(let value):
            if !Self.appendIntegral(Double(value), to: &output) { ShortestDigits.append(value, to: &output) }
        case .literal(let text):
            output.append(text)
        }
    }

    /// Appends a whole number below 10^16 in magnitude as an integer (`7.0` as `7`, `-0.0` as
    /// `-0`), as `JSONSerialization` and `JSONEncoder` write it; such text reads back to the same
    /// `Double` (or `Float`). Returns `false` for other values.
    static func appendIntegral(_ value: Double, to output: inout JSONOutput) -> Bool {
        guard value.magnitude < 1e16, value.rounded(.towardZero) == value else { return false }
        let out = output.room(17)
        let sign = value.sign == .minus ? 1 : 0
        out[0] = UInt8(ascii: "-")  // overwritten by the first digit when there is no sign
        output.advance(sign + writeDigits(of: UInt64(value.magnitude), to: out + sign))
        return true
    }

    /// Writes the decimal digits of `value` at `out` (at most 20) and returns how many.
    @inline(__always)
    static func writeDigits(of value: UInt64, to out: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 10 {
            out[0] = UInt8(truncatingIfNeeded: value) &+ 0x30
            return 1
        }
        let count = ShortestDigits.digitCount(value)
        ShortestDigits.write(value, count: count, to: out)
        return count
    }
}
