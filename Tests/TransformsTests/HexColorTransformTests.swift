import Foundation
import Testing
@testable import Transforms

#if canImport(UIKit)
import UIKit
#elseif canImport(AppKit)
import AppKit
#endif

/// The parsing and formatting run on every platform; the transform itself where UIKit or AppKit exists.
@Suite struct HexColorTransformTests {
    /// Input, then red, green, blue, alpha (nil: not a color).
    static let readable: [(String, [UInt8]?)] = [
        ("#FF8800", [0xFF, 0x88, 0x00, 0xFF]),
        ("FF8800", [0xFF, 0x88, 0x00, 0xFF]),
        ("#ff8800", [0xFF, 0x88, 0x00, 0xFF]),
        ("#F80", [0xFF, 0x88, 0x00, 0xFF]),
        ("f80", [0xFF, 0x88, 0x00, 0xFF]),
        ("#F808", [0xFF, 0x88, 0x00, 0x88]),
        ("#FF880080", [0xFF, 0x88, 0x00, 0x80]),
        ("12345678", [0x12, 0x34, 0x56, 0x78]),
        ("#000", [0, 0, 0, 0xFF]),
        ("#", nil),
        ("", nil),
        ("#FF88", [0xFF, 0xFF, 0x88, 0x88]),
        ("#FF880", nil),
        ("#FF8800800", nil),
        ("#GG8800", nil),
        ("##F80", nil),
        (" #F80", [0xFF, 0x88, 0x00, 0xFF]),   // JSON's white space around the string is ignored ...
        ("#F80\n", [0xFF, 0x88, 0x00, 0xFF]),
        ("\r\n\tFF880080 \r\n", [0xFF, 0x88, 0x00, 0x80]),
        ("# F80", nil),                          // ... but not inside it
        ("#FF 8800", nil),
        (" \n\t\r", nil),
        (" # ", nil),
        ("\u{A0}#F80", nil),
        ("#Ｆ80", nil),
    ]

    @Test(arguments: readable)
    func parsesEveryForm(input: String, expected: [UInt8]?) {
        let color = HexColor(hex: input)
        #expect(color.map { [$0.red, $0.green, $0.blue, $0.alpha] } == expected)
    }

    static let writable: [(Bool, Bool, String)] = [
        (false, false, "FF8800"),
        (true, false, "#FF8800"),
        (false, true, "FF880080"),
        (true, true, "#FF880080"),
    ]

    @Test(arguments: writable)
    func formatsWithTheOptions(prefix: Bool, alpha: Bool, expected: String) {
        let color = HexColor(red: 0xFF, green: 0x88, blue: 0x00, alpha: 0x80)
        #expect(color.hexString(prefix: prefix, alpha: alpha) == expected)
    }

    @Test func componentsRoundTripThroughDoubles() {
        for value in UInt8.min...UInt8.max {
            let color = HexColor(red: value, green: 255 - value, blue: value / 2, alpha: value)
            let components = color.components
            #expect(HexColor(components: components) == color)
        }
        #expect(HexColor(components: (2, -1, 0, 0.5)) == HexColor(red: 255, green: 0, blue: 0, alpha: 128))
    }

    /// A NaN component has no hex digits: no color, so the transform writes nothing (and a
    /// mapper reports it) instead of writing it as `00`.
    @Test func aNaNComponentGivesNoColor() {
        #expect(HexColor(components: (1, 0, .nan, 1)) == nil)
        #expect(HexColor(components: (.nan, .nan, .nan, .nan)) == nil)
    }

    #if canImport(UIKit) || canImport(AppKit)
    @Test(arguments: ["#FF8800", "F80", "#ff880080"])
    func transformReadsAndWrites(input: String) throws {
        let transform = HexColorTransform(prefixToJSON: true, alphaToJSON: false)
        let color = try #require(transform.transformFromJSONValue(.string(input)))
        #expect(transform.transformToJSONValue(color) == "#FF8800")
        #expect(HexColorTransform(alphaToJSON: true).transformToJSON(color)?.hasPrefix("FF8800") == true)
        #expect(transform.transformFromJSONValue(.string("#GG0000")) == nil)
        #expect(transform.transformFromJSONValue(12) == nil)
    }

    struct Theme: Mappable {
        var tint: HexColorTransform.Object?
        init?(map: Map) {}
        mutating func mapping(map: Map) { tint <- (map["tint"], HexColorTransform(prefixToJSON: true)) }
    }

    struct FixedTheme: ImmutableMappable {
        let tint: HexColorTransform.Object
        init(map: Map) throws { tint = try map.value("tint", using: HexColorTransform()) }
        func mapping(map: Map) { tint >>> (map["tint"], HexColorTransform(prefixToJSON: true)) }
    }

    /// JSON's white space around the string is no part of the color, through every door; the
    /// color is written as before. White space alone is no color, reported with the string.
    @Test func ignoresWhiteSpaceAroundTheString() throws {
        let transform = HexColorTransform(prefixToJSON: true)
        let color = try #require(transform.transformFromJSONValue(.string(" #f80\r\n")))
        #expect(transform.transformToJSONValue(color) == "#FF8800")
        #expect(transform.transformFromJSON("\t#FF8800 ").flatMap { transform.transformToJSON($0) } == "#FF8800")
        let theme = try #require(Theme(JSONString: #"{"tint": " #FF8800\n"}"#))
        #expect(theme.toJSONString() == ##"{"tint":"#FF8800"}"##)
        let fixed = try FixedTheme(JSONString: #"{"tint": "\t#f80 "}"#)
        #expect(fixed.toJSONString() == ##"{"tint":"#FF8800"}"##)
        let alone = Mapper<Theme>().mapWithIssues(JSONString: #"{"tint": " \n"}"#)
        #expect(alone.value?.tint == nil)
        #expect(alone.issues.map(\.found) == [#"string " \n""#])
        #expect(throws: MapError.self) { try FixedTheme(JSONString: #"{"tint": " \n"}"#) }
    }
    #endif
}
