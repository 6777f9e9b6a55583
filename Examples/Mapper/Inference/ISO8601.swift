import Transforms

/// Recognises the date-times that `generate` types as `Date`.
///
/// A string becomes a `Date` when it has the RFC 3339 shape, a date, `T`, a time to the
/// second, an optional fraction (`.123`), then `Z` or an offset (`+02:00`, `-0500`), and when
/// `ISO8601DateTransform` reads it (so `2024-02-30T00:00:00Z` stays a `String`), with at most
/// three digits of fraction and no leap second, which the transform would not write back. A date
/// without a time, or another spelling the transform happens to accept (a space instead of
/// `T`), stays a `String`: the generated model writes what it read in the transform's form,
/// and those would come back changed.
enum ISO8601 {
    /// How a date-time string is written, as far as writing it back is concerned.
    enum Form: Equatable {
        /// To the second: `2024-05-02T08:15:30Z`.
        case whole
        /// With a fraction of a second: `2024-05-02T08:15:30.123+02:00`.
        case fractional
    }

    /// The form of `text` when it is a date-time (see the type's documentation), or `nil`.
    static func form(of text: String) -> Form? {
        let bytes = Array(text.utf8)
        func isDigit(_ index: Int) -> Bool {
            index < bytes.count && bytes[index] >= UInt8(ascii: "0") && bytes[index] <= UInt8(ascii: "9")
        }
        func digits(_ range: Range<Int>) -> Bool { range.allSatisfy(isDigit) }
        func byte(_ index: Int, _ character: Unicode.Scalar) -> Bool {
            index < bytes.count && bytes[index] == UInt8(ascii: character)
        }
        // yyyy-MM-ddTHH:mm:ss is 19 bytes.
        guard digits(0..<4), byte(4, "-"), digits(5..<7), byte(7, "-"), digits(8..<10),
            byte(10, "T"), digits(11..<13), byte(13, ":"), digits(14..<16), byte(16, ":"), digits(17..<19)
        else { return nil }
        // A leap second (`23:59:60`) is read as the next day's first: it would come back changed.
        guard bytes[17] < UInt8(ascii: "6") else { return nil }
        var index = 19
        var form = Form.whole
        if byte(index, ".") {
            index += 1
            let start = index
            while isDigit(index) { index += 1 }
            // The transform keeps milliseconds: a finer fraction would come back cut or rounded.
            guard index > start, index - start <= 3 else { return nil }
            form = .fractional
        }
        let zone = bytes.count - index
        let zoneIsValid: Bool
        switch zone {
        case 1: zoneIsValid = byte(index, "Z")
        case 5: zoneIsValid = (byte(index, "+") || byte(index, "-")) && digits(index + 1..<index + 5)
        case 6:
            zoneIsValid = (byte(index, "+") || byte(index, "-")) && digits(index + 1..<index + 3)
                && byte(index + 3, ":") && digits(index + 4..<index + 6)
        default: zoneIsValid = false
        }
        guard zoneIsValid, ISO8601DateTransform().transformFromJSONValue(.string(text)) != nil else { return nil }
        return form
    }
}
