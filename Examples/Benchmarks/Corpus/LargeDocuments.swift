import Foundation

/// Issue 7's large inputs, written straight into `Data` (no intermediate copies, so preparing
/// one does not inflate the peak memory measured after it).
enum LargeDocuments {
    /// A single JSON string of about 100 MB: mostly ASCII text, with an escape and a two-byte
    /// character every 64 bytes, as real text has.
    static func hugeString(megabytes: Int = 100) -> Data {
        let chunk = Array("The quick brown fox jumps over the lazy dog, caf\u{E9} \\n 0123456789 ".utf8)
        let repeats = megabytes * 1_000_000 / chunk.count
        var data = Data(capacity: repeats * chunk.count + 2)
        data.append(UInt8(ascii: "\""))
        for _ in 0..<repeats { data.append(contentsOf: chunk) }
        data.append(UInt8(ascii: "\""))
        return data
    }

    /// An array of a million numbers: integers, negative integers and decimals in turn.
    static func millionElementArray() -> Data {
        var data = Data(capacity: 10_000_000)
        data.append(UInt8(ascii: "["))
        for index in 0..<1_000_000 {
            if index > 0 { data.append(UInt8(ascii: ",")) }
            let text: String
            switch index % 3 {
            case 0: text = String(index)
            case 1: text = String(-index * 7)
            default: text = "\(index).\(index % 1_000)"
            }
            data.append(contentsOf: text.utf8)
        }
        data.append(UInt8(ascii: "]"))
        return data
    }

    /// An object of a million distinct keys (`"key0000000"` ...) with small integer values.
    static func millionKeyObject() -> Data {
        var data = Data(capacity: 20_000_000)
        data.append(UInt8(ascii: "{"))
        for index in 0..<1_000_000 {
            if index > 0 { data.append(UInt8(ascii: ",")) }
            let digits = String(index)
            data.append(contentsOf: "\"key\(String(repeating: "0", count: 7 - digits.count))\(digits)\":\(index % 100)".utf8)
        }
        data.append(UInt8(ascii: "}"))
        return data
    }
}
