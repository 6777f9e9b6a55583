import Foundation

/// Strict base64 decoding (RFC 4648, section 4) on UTF-8 bytes: the one rule of every door that
/// reads base64 into `Data` (``DataTransform``, and the `Data` of `CodableTransform` and of
/// `JSONValue`'s coders, through ``decode(jsonString:)``).
///
/// Foundation's `Data(base64Encoded:)` on Linux accepts padding where RFC 4648 has none
/// (`"===="` gives `[0]`, `"aGVsbG8=="` gives "hello", `"AA=A"` gives `[0, 0]`), so the
/// library decodes by itself.
/// Valid text is groups of four characters of the alphabet `A-Z a-z 0-9 + /`, where the last
/// group alone may end in `=` or `==`; so its length is a multiple of 4. Anything else, white
/// space and line breaks included, is not base64. As in Foundation, the bits of the last
/// character that fall past the last byte (`"AB=="` for `[0]`) are ignored.
///
/// One pass over the bytes, with a table lookup per character: an invalid character is
/// noticed by its table entry (`0xFF`, where every valid one is below 64) and the whole input
/// refused at the end, so the loop has no branch per character.
enum Base64 {
    /// The data a JSON string spells in base64, JSON's white space around it ignored (as
    /// `URLTransform` and the date and number transforms ignore it); `nil` when it is not
    /// base64, or is white space alone (where `""` is empty data).
    static func decode(jsonString text: String) -> Data? {
        guard text.hasJSONWhiteSpaceAtAnEnd else { return decode(text) }
        let trimmed = text.trimmedJSONWhiteSpace()
        return trimmed.isEmpty ? nil : decode(trimmed)
    }

    /// The data `text` spells, or `nil` when it is not base64.
    static func decode(_ text: String) -> Data? {
        var text = text
        return text.withUTF8(decode)
    }

    /// The data the UTF-8 bytes spell, or `nil` when they are not base64.
    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Data? {
        let count = bytes.count
        guard count % 4 == 0 else { return nil }
        guard count > 0 else { return Data() }
        let pad = UInt8(ascii: "=")
        let padding = bytes[count - 1] != pad ? 0 : bytes[count - 2] != pad ? 1 : 2
        var data = Data(count: count / 4 * 3 - padding)
        let valid = data.withUnsafeMutableBytes { (output: UnsafeMutableRawBufferPointer) -> Bool in
            values.withUnsafeBufferPointer { table in
                var seen: UInt8 = 0   // the OR of every table entry: 0xFF's high bits mark a bad character
                var input = 0
                var written = 0
                let whole = padding == 0 ? count : count - 4
                while input < whole {
                    let a = table[Int(bytes[input])], b = table[Int(bytes[input + 1])]
                    let c = table[Int(bytes[input + 2])], d = table[Int(bytes[input + 3])]
                    seen |= a | b | c | d
                    let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6 | UInt32(d)
                    output[written] = UInt8(truncatingIfNeeded: group >> 16)
                    output[written + 1] = UInt8(truncatingIfNeeded: group >> 8)
                    output[written + 2] = UInt8(truncatingIfNeeded: group)
                    input += 4
                    written += 3
                }
                if padding > 0 {
                    // The last group: two characters and `==`, or three and `=`.
                    let a = table[Int(bytes[input])], b = table[Int(bytes[input + 1])]
                    let c = padding == 1 ? table[Int(bytes[input + 2])] : 0
                    seen |= a | b | c
                    let group = UInt32(a) << 18 | UInt32(b) << 12 | UInt32(c) << 6
                    output[written] = UInt8(truncatingIfNeeded: group >> 16)
                    if padding == 1 { output[written + 1] = UInt8(truncatingIfNeeded: group >> 8) }
                }
                return seen & 0xC0 == 0
            }
        }
        return valid ? data : nil
    }

    /// Each byte's value in the alphabet (0-63), or `0xFF` for a byte that is not in it (`=` too).
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 0xFF, count: 256)
        let alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
        for (value, byte) in alphabet.utf8.enumerated() { table[Int(byte)] = UInt8(value) }
        return table
    }()
}
