import Foundation
import Testing
import Transforms

@Suite struct DecimalTransformTests {
    /// JSON text in, the exact decimal text out (nil: no value).
    static let readable: [(String, String?)] = [
        ("1.66", "1.66"),
        (#""1.66""#, "1.66"),
        ("0.1", "0.1"),
        ("-65.613616999999977", "-65.613616999999977"),
        ("123456789012345678901234567890", "123456789012345678901234567890"),
        ("1234567890.12345678901234567890", "1234567890.1234567890123456789"),
        (#""123456789012345678901234567890""#, "123456789012345678901234567890"),
        ("-0.000000000000000000000000000001", "-0.000000000000000000000000000001"),
        ("1e3", "1000"),
        ("12", "12"),
        ("18446744073709551615", "18446744073709551615"),
        (#"" 129.90 ""#, "129.9"),
        (#""129.90\n""#, "129.9"),
        (#""\r\n\t129.90\r\n""#, "129.9"),
        (#""12abc""#, nil),
        (#""""#, nil),
        (#""1,5""#, nil),
        ("true", nil),
        ("null", nil),
        ("123456789012345678901234567890123456789012", nil),   // more digits than a Decimal holds
        ("340282366920938463463374607431768211455", "340282366920938463463374607431768211455"),   // 2^128 - 1
        (#""-3.40282366920938463463374607431768211455""#, "-3.40282366920938463463374607431768211455"),
        ("340282366920938463463374607431768211456", nil),   // 2^128: beyond a Decimal's significand
    ]

    @Test(arguments: readable)
    func readsTheLiteralDigits(input: String, expected: String?) {
        let read = DecimalTransform().transformFromJSONValue(json(input))
        #expect(read == expected.flatMap { Decimal(string: $0, locale: Locale(identifier: "en_US_POSIX")) })
        #expect(read.map { "\($0)" } == expected)
    }

    @Test func oneSixtySixIsExact() {
        let read = DecimalTransform().transformFromJSONValue(json("1.66"))
        #expect(read == Decimal(166) / Decimal(100))
        #expect(read != Decimal(1.66))   // the Double path would give 1.6599999999999996
    }

    /// Written numbers keep the digits read.
    static let roundTrips = ["1.66", "0.1", "123456789012345678901234567890", "-42", "0", "1234567890.1234567890123456789",
                             "0.000000000000000000000000000001", "340282366920938463463374607431768211455"]

    @Test(arguments: roundTrips)
    func writesTheSameDigits(literal: String) {
        let transform = DecimalTransform()
        let written = transform.transformToJSONValue(transform.transformFromJSONValue(json(literal)))
        #expect(text(written) == literal)
        #expect(written?.number?.literal == literal)
    }

    @Test func nanWritesNothing() {
        #expect(DecimalTransform().transformToJSONValue(Decimal.nan) == nil)
        #expect(DecimalTransform().transformToJSONValue(nil) == nil)
    }

    /// Both writing doors say the same: the Foundation one handed NaN on, as if it could be written.
    @Test func nanWritesNothingThroughFoundationEither() {
        #expect(DecimalTransform().transformToJSON(Decimal.nan) == nil)
        #expect(DecimalTransform().transformToJSON(Decimal(string: "1.66")) == Decimal(string: "1.66"))
        #expect(NSDecimalNumberTransform().transformToJSON(NSDecimalNumber.notANumber) == nil)
    }

    @Test func readsFoundationNumbers() {
        #expect(DecimalTransform().transformFromJSON(Decimal(string: "1.66")) == Decimal(string: "1.66"))
        #expect(DecimalTransform().transformFromJSON("2.5") == Decimal(string: "2.5"))
        #expect(DecimalTransform().transformFromJSON(7) == 7)
        #expect(DecimalTransform().transformToJSON(7) == 7)
    }

    struct Invoice: ImmutableMappable {
        let total: Decimal
        let lines: [Decimal]
        let tax: Decimal?
        init(map: Map) throws {
            total = try map.value("total", using: DecimalTransform())
            lines = try map.value("lines", using: .decimal)
            tax = try? map.value("tax", using: DecimalTransform())
        }
        func mapping(map: Map) {
            total >>> (map["total"], DecimalTransform())
            lines >>> (map["lines"], .decimal)
            tax >>> (map["tax"], DecimalTransform())
        }
    }

    @Test func mapsAnImmutableModelWithEveryDigit() throws {
        // An immutable model's collections are strict: one bad line fails the model.
        #expect(throws: MapError.self) { try Invoice(JSONString: #"{"total": 1, "lines": [1.66, "x"]}"#) }
        let invoice = try Invoice(JSONString: #"{"total": 123456789012345678901234567890.5, "lines": [1.66, "0.10"], "tax": "n/a"}"#)
        #expect("\(invoice.total)" == "123456789012345678901234567890.5")
        #expect(invoice.lines.map { "\($0)" } == ["1.66", "0.1"])
        #expect(invoice.tax == nil)
        #expect(invoice.toJSONString() == #"{"total":123456789012345678901234567890.5,"lines":[1.66,0.1]}"#)
    }
}
