import Foundation
import Testing
@testable import Mapping

/// Numbers are read eight digits at a time where they can be; every number reads the same as it
/// would digit by digit, whatever its length, sign, leading zeros or exponent, through the tree
/// and through a mapped model.
@Suite("Number scanning")
struct NumberScannerTests {
    private func eightDigits(_ text: [UInt8]) -> UInt64? {
        text.withUnsafeBufferPointer { NumberScanner.eightDigits($0.baseAddress!) }
    }

    @Test func eightDigitsReadAsTheirValue() {
        var generator = SplitMix64(seed: 0x8D161)
        for _ in 0..<50_000 {
            let value = UInt64.random(in: 0..<100_000_000, using: &generator)
            let text = String(value)
            let padded = String(repeating: "0", count: 8 - text.count) + text
            #expect(eightDigits(Array(padded.utf8)) == value, "\(padded)")
        }
        #expect(eightDigits(Array("00000000".utf8)) == 0)
        #expect(eightDigits(Array("99999999".utf8)) == 99_999_999)
    }

    /// Any byte that is not a digit, in any of the eight places, stops the fast path.
    @Test func anyOtherByteAnywhereIsRefused() {
        for place in 0..<8 {
            for byte in UInt8.min...UInt8.max {
                var text = Array("12345678".utf8)
                text[place] = byte
                let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                let expected = isDigit ? UInt64(String(decoding: text, as: UTF8.self)) : nil
                #expect(eightDigits(text) == expected, "byte \(byte) at \(place)")
            }
        }
    }

    private struct Box: Mappable {
        var raw: JSONValue?
        var double: Double?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            raw <- map["raw"]
            double <- map["double"]
        }
    }

    /// Random numbers of every shape: 1 to 24 integer digits, a fraction of up to 24 digits
    /// after up to 6 leading zeros, sometimes an exponent; each keeps its exact text and reads
    /// as the nearest `Double`, from the tree and from the tape a model is mapped from.
    @Test func numbersOfEveryLengthReadExactly() throws {
        var generator = SplitMix64(seed: 0x5CA11E)
        func digits(_ count: Int, firstNonZero: Bool) -> String {
            var text = ""
            for position in 0..<count {
                let low = position == 0 && firstNonZero ? 1 : 0
                text.append(String(Int.random(in: low...9, using: &generator)))
            }
            return text
        }
        for _ in 0..<20_000 {
            var text = Bool.random(using: &generator) ? "-" : ""
            let integerDigits = Int.random(in: 1...24, using: &generator)
            text += integerDigits == 1 && Bool.random(using: &generator) ? "0" : digits(integerDigits, firstNonZero: true)
            if Int.random(in: 0..<4, using: &generator) > 0 {
                text += "." + String(repeating: "0", count: Int.random(in: 0...6, using: &generator))
                text += digits(Int.random(in: 1...24, using: &generator), firstNonZero: false)
            }
            if Int.random(in: 0..<8, using: &generator) == 0 {
                text += "e" + String(Int.random(in: -30...30, using: &generator))
            }
            let expected = try #require(Double(text))

            let tree = try JSONValue(parsing: "[\(text)]")
            #expect(tree[0].number?.literal == text)
            #expect(tree[0].number?.double == expected, "\(text)")

            let box = try #require(Mapper<Box>().map(JSONString: #"{"raw": \#(text), "double": \#(text)}"#))
            #expect(box.raw?.number?.literal == text)
            #expect(box.double == expected, "\(text)")
        }
    }
}
