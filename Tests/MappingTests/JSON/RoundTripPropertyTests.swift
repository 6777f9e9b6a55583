import Foundation
import Testing
import Mapping

/// Write -> parse properties over thousands of random values (see ``RandomJSON``), with fixed
/// seeds so that every run checks the same values and a failure names the seed that replays it.
@Suite("Round trip: write then parse gives the same value")
struct RoundTripPropertyTests {
    /// Writes `value` in every form and checks that each parses back identical, that writing
    /// the result again gives the same bytes, and that the `String` and bytes doors agree.
    private func checkRoundTrip(_ value: JSONValue, _ context: @autoclosure () -> String) throws {
        for (pretty, sortedKeys) in [(false, false), (true, false), (false, true), (true, true)] {
            let form = "\(context()) pretty: \(pretty), sortedKeys: \(sortedKeys)"
            let bytes = try value.jsonBytes(pretty: pretty, sortedKeys: sortedKeys)
            let parsed = try JSONValue(parsing: bytes)
            #expect(parsed.isIdentical(to: value, orderedKeys: !sortedKeys), "\(form)")
            #expect(parsed == value, "\(form)")
            #expect(parsed.hashValue == value.hashValue, "\(form)")
            #expect(try parsed.jsonBytes(pretty: pretty, sortedKeys: sortedKeys) == bytes, "\(form)")
            if !pretty && !sortedKeys {
                let text = try value.jsonString()
                #expect(try JSONValue(parsing: text).isIdentical(to: value), "\(form) via String")
            }
        }
    }

    @Test("random documents, 4,000 per run", arguments: 0..<8)
    func randomDocuments(batch: UInt64) throws {
        var generator = RandomJSON(seed: 0x5EED_0000 + batch)
        for index in 0..<500 {
            try checkRoundTrip(generator.value(), "seed \(0x5EED_0000 + batch), value \(index):")
        }
    }

    @Test("random scalars: numbers and strings, 20,000 each")
    func randomScalars() throws {
        var generator = RandomJSON(seed: 0xC0FFEE)
        for index in 0..<20_000 {
            let number = JSONValue.number(generator.number())
            let string = JSONValue.string(generator.string())
            for value in [number, string] {
                let compact = try value.jsonBytes()
                let parsed = try JSONValue(parsing: compact)
                #expect(parsed.isIdentical(to: value), "value \(index): \(value) wrote \(String(decoding: compact, as: UTF8.self))")
            }
        }
    }

    @Test("numbers at the edges keep their text and their Double", arguments: RandomJSON.edgeNumbers)
    func edgeNumbers(number: JSONNumber) throws {
        try checkRoundTrip(.number(number), "\(number):")
        try checkRoundTrip([.number(number), ["n": .number(number)]], "\(number) inside containers:")
    }

    @Test("Doubles read back to the same bits, -0.0 and subnormals included")
    func doubleBits() throws {
        var random = SplitMix64(seed: 0xD0B1E)
        var doubles: [Double] = [-0.0, 0.0, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
                                 -.greatestFiniteMagnitude, 0.1, 1e-7]
        for _ in 0..<5_000 {
            let double = Double(bitPattern: random.next())
            if double.isFinite { doubles.append(double) }
        }
        for double in doubles {
            let text = try JSONValue.number(JSONNumber(double)).jsonString()
            let parsed = try JSONValue(parsing: text).double
            #expect(parsed?.bitPattern == double.bitPattern, "\(double) wrote \(text)")
        }
    }

    @Test("every scalar that needs care is written as valid JSON and read back",
          arguments: RandomJSON.awkwardScalars)
    func awkwardScalar(scalar: Unicode.Scalar) throws {
        let string = "a" + String(scalar) + "b" + String(scalar)
        try checkRoundTrip(.string(string), "U+\(String(scalar.value, radix: 16)):")
        try checkRoundTrip([String(scalar): .string(string)], "U+\(String(scalar.value, radix: 16)) as a key:")
        let written = try JSONValue.string(string).jsonString()
        if scalar.value < 0x20 {
            #expect(!written.unicodeScalars.dropFirst().dropLast().contains(scalar), "\(written.debugDescription)")
        }
    }

    @Test("keys equal only after normalization stay two keys")
    func normalizationKeys() throws {
        let object = JSONObject([("\u{E9}", JSONValue.number(1)), ("e\u{301}", .number(2))])
        #expect(object.count == 2)
        try checkRoundTrip(.object(object), "é and e+U+0301:")
        let parsed = try JSONValue(parsing: JSONValue.object(object).jsonBytes())
        #expect(parsed.object?.keys.map { Array($0.utf8) } == [[0xC3, 0xA9], [0x65, 0xCC, 0x81]])
    }

    @Test("deep nesting up to the parser's default limit")
    func deep() throws {
        var random = SplitMix64(seed: 0xDEE9)
        var value: JSONValue = .string("bottom")
        for level in 0..<511 {
            value = random.next() % 2 == 0 ? .array([value, .number(JSONNumber(level))]) : ["k\(level)": value]
        }
        try checkRoundTrip(value, "511 levels:")
    }

    @Test("wide containers: 20,000 elements and 20,000 keys")
    func wide() throws {
        var generator = RandomJSON(seed: 0x1DE)
        generator.maximumDepth = 1
        let elements = (0..<20_000).map { _ in generator.value(depth: 1) }
        let object = JSONObject((0..<20_000).map { ("key \($0) \(generator.string(maximumLength: 4))", generator.value(depth: 1)) })
        try checkRoundTrip(.array(elements), "wide array:")
        try checkRoundTrip(.object(object), "wide object:")
    }
}
