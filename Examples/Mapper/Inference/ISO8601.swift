/// Recognises the date-times that `ISO8601DateTransform` reads and writes.
///
/// The transform uses the format `yyyy-MM-dd'T'HH:mm:ssZZZZZ`: a date, `T`, a time to the
/// second, and a zone (`Z`, `+02:00`, `-0500`). Only strings in exactly that form become
/// `Date`: a date without time, or a time with fractional seconds, would not read back through
/// the transform, so such strings stay `String`.
enum ISO8601 {
    static func isDateTime(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        // yyyy-MM-ddTHH:mm:ss is 19 bytes; the zone adds 1 (Z), 5 (+0200) or 6 (+02:00).
        guard bytes.count == 20 || bytes.count == 24 || bytes.count == 25 else { return false }
        func digits(_ range: Range<Int>) -> Bool {
            range.allSatisfy { bytes[$0] >= UInt8(ascii: "0") && bytes[$0] <= UInt8(ascii: "9") }
        }
        func byte(_ index: Int, _ character: Unicode.Scalar) -> Bool { bytes[index] == UInt8(ascii: character) }
        guard digits(0..<4), byte(4, "-"), digits(5..<7), byte(7, "-"), digits(8..<10),
            byte(10, "T"), digits(11..<13), byte(13, ":"), digits(14..<16), byte(16, ":"), digits(17..<19)
        else { return false }
        guard let month = Int(String(decoding: bytes[5..<7], as: UTF8.self)),
            let day = Int(String(decoding: bytes[8..<10], as: UTF8.self)),
            let hour = Int(String(decoding: bytes[11..<13], as: UTF8.self)),
            let minute = Int(String(decoding: bytes[14..<16], as: UTF8.self)),
            let second = Int(String(decoding: bytes[17..<19], as: UTF8.self)),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 60
        else { return false }
        switch bytes.count {
        case 20: return byte(19, "Z")
        case 24: return (byte(19, "+") || byte(19, "-")) && digits(20..<24)
        default: return (byte(19, "+") || byte(19, "-")) && digits(20..<22) && byte(22, ":") && digits(23..<25)
        }
    }
}
