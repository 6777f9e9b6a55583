import Foundation
import Testing
@testable import Mapping

/// Numbers are read eight digits at a time where they can be; every number reads the same as it
/// would digit by digit, whatever its length, sign, leading zeros or exponent, through the tree
/// and through a mapped model.
@Suite("Number scanning")
struct NumberScannerTests {
    private func leadingDigits(_ text: [UInt8]) -> (value: UInt64, length: Int) {
        text.withUnsafeBufferPointer { NumberScanner.leadingDigits($0.baseAddress!) }
    }

    @Test func eightDigitsReadAsTheirValue() {
        var generator = SplitMix64(seed: 0x8D161)
        for _ in 0..<50_000 {
            let value = UInt64.random(in: 0..<100_000_000, using: &generator)
            let text = String(value)
            let padded = String(repeating: "0", count: 8 - text.count) + text
            #expect(leadingDigits(Array(padded.utf8)) == (value, 8), "\(padded)")
        }
        #expect(leadingDigits(Array("00000000".utf8)) == (0, 8))
        #expect(leadingDigits(Array("99999999".utf8)) == (99_999_999, 8))
    }

    /// Any byte that is not a digit, in any of the eight places, ends the digits there: the
    /// digits before it are read, whatever the bytes after it are.
    @Test func theFirstOtherByteEndsTheDigits() {
        var generator = SplitMix64(seed: 0xD161_75)
        for place in 0..<8 {
            for byte in UInt8.min...UInt8.max {
                var text = (0..<8).map { _ in UInt8.random(in: UInt8(ascii: "0")...UInt8(ascii: "9"), using: &generator) }
                text[place] = byte
                // What follows a non-digit does not matter: sometimes bytes that carry or borrow.
                if place < 7, Bool.random(using: &generator) {
                    for later in (place + 1)..<8 { text[later] = UInt8.random(in: 0...255, using: &generator) }
                }
                let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                let length = isDigit ? text.firstIndex { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) } ?? 8 : place
                let expected = UInt64(String(decoding: text[..<length], as: UTF8.self)) ?? 0
                #expect(leadingDigits(text) == (expected, length), "byte \(byte) at \(place) in \(text)")
            }
        }
    }

    /// A number at the very end of the document, where fewer than eight bytes are left to read
    /// a word from, reads the same as one followed by more text.
    @Test func numbersEndingTheDocumentReadExactly() throws {
        for integerDigits in 1...22 {
            for fractionDigits in 0...22 {
                let integer = String("9876543210123456789012".prefix(integerDigits))
                let fraction = String("1234567890987654321098".prefix(fractionDigits))
                let text = fractionDigits == 0 ? integer : integer + "." + fraction
                let alone = try JSONValue(parsing: text)
                let inArray = try JSONValue(parsing: "[\(text)]")
                #expect(alone.number?.literal == text)
                #expect(alone == inArray[0])
                #expect(alone.number?.double == Double(text), "\(text)")
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
    /// The one-pass reading of common numbers (up to nineteen integer digits, up to fifteen
    /// fraction digits, nineteen in all) gives what the general reading gives: the same end and the same storage,
    /// or the same failure, for numbers around every limit of it, followed by every kind of byte,
    /// and cut off at every length near the end of the input.
    @Test func theShortPathReadsAsTheGeneralOne() {
        var generator = SplitMix64(seed: 0x5407_7A7)
        let followers = ["", ",", "]", "}", " ", ".", ".5", "e5", "E-2", "x", "-", "0", "\u{0}"]
        var compared = 0
        var short = 0
        var roomy = 0
        for _ in 0..<40_000 {
            var text = Bool.random(using: &generator) ? "-" : ""
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: text += ""
            case 1: text += "0" + String(Int.random(in: 0...99, using: &generator))
            case 2:
                // Around Int64's limits, and the longest integers the short path takes.
                let edges = ["9223372036854775807", "9223372036854775808", "9223372036854775809",
                             "9999999999999999999", "10000000000000000000", "1000000000000000000",
                             "18446744073709551615", "505874924095815681", "1234567890123456"]
                text += edges[Int.random(in: 0..<edges.count, using: &generator)]
            default:
                let length = Int.random(in: 1...21, using: &generator)
                text += String(Int.random(in: 1...9, using: &generator))
                for _ in 1..<length { text += String(Int.random(in: 0...9, using: &generator)) }
            }
            if Int.random(in: 0..<3, using: &generator) > 0 {
                text += "."
                let zeros = Int.random(in: 0...3, using: &generator)
                text += String(repeating: "0", count: zeros)
                for _ in 0..<Int.random(in: 0...17, using: &generator) { text += String(Int.random(in: 0...9, using: &generator)) }
            }
            text += followers[Int.random(in: 0..<followers.count, using: &generator)]
            // Sometimes more text after, sometimes the number ends the input; with 40 bytes or
            // more left from its first digit, the short form reads without checking the room.
            if Bool.random(using: &generator) { text += String(repeating: " ", count: Int.random(in: 0...60, using: &generator)) }
            let bytes = Array(text.utf8)
            guard let first = bytes.first, first == UInt8(ascii: "-") || NumberScanner.isDigit(first) else { continue }
            bytes.withUnsafeBufferPointer { buffer in
                let base = buffer.baseAddress!
                let general = "\(NumberScanner.scanAny(base, count: buffer.count, from: 0))"
                let either = "\(NumberScanner.scan(base, count: buffer.count, from: 0))"
                #expect(either == general, "\(text)")
                if NumberScanner.scanShort(base, count: buffer.count, from: 0) != nil {
                    short += 1
                    if buffer.count - (first == UInt8(ascii: "-") ? 1 : 0) >= 40 { roomy += 1 }
                }
            }
            compared += 1
        }
        // Both ways were exercised.
        #expect(compared > 30_000)
        #expect(short > 5_000)
        #expect(compared - short > 10_000)
        // With room to read without checks, and without.
        #expect(roomy > 1_000)
        #expect(short - roomy > 1_000)
    }
}
