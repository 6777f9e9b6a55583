/// A color's red, green, blue and alpha channels, read from and written as hex strings.
///
/// The parsing and formatting behind ``HexColorTransform``, kept free of UIKit and AppKit so it
/// builds and is tested on every platform. Accepted: `RGB`, `RGBA`, `RRGGBB` and `RRGGBBAA`,
/// each with or without a leading `#`, in either letter case, with JSON's white space around it
/// ignored. A short form doubles each digit (`#F80` is `#FF8800`); a form without alpha is opaque.
struct HexColor: Hashable, Sendable {
    var red: UInt8
    var green: UInt8
    var blue: UInt8
    var alpha: UInt8

    init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Channels from components in `0...1`, rounded to the nearest step of 1/255 (and clamped);
    /// `nil` when a component is NaN, which has no channel value. The inverse of ``components``.
    init?(components: (red: Double, green: Double, blue: Double, alpha: Double)) {
        guard !components.red.isNaN, !components.green.isNaN, !components.blue.isNaN, !components.alpha.isNaN
        else { return nil }
        func channel(_ component: Double) -> UInt8 {
            UInt8((min(max(component, 0), 1) * 255).rounded())
        }
        self.init(red: channel(components.red), green: channel(components.green),
                  blue: channel(components.blue), alpha: channel(components.alpha))
    }

    /// Reads a hex string, JSON's white space around it ignored; `nil` for any other length or a
    /// character that is not a hex digit (white space inside the string included).
    init?(hex: String) {
        var digits: [UInt8] = []
        var utf8 = Substring(hex.trimmingJSONWhiteSpace).utf8[...]
        if utf8.first == UInt8(ascii: "#") { utf8 = utf8.dropFirst() }
        guard [3, 4, 6, 8].contains(utf8.count) else { return nil }
        for byte in utf8 {
            guard let digit = Self.value(ofHexDigit: byte) else { return nil }
            digits.append(digit)
        }
        let channels: [UInt8]
        if digits.count <= 4 {
            channels = digits.map { $0 << 4 | $0 }
        } else {
            channels = stride(from: 0, to: digits.count, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
        }
        self.init(red: channels[0], green: channels[1], blue: channels[2],
                  alpha: channels.count == 4 ? channels[3] : 255)
    }

    /// The components in `0...1`, as UIKit and AppKit take them.
    var components: (red: Double, green: Double, blue: Double, alpha: Double) {
        (Double(red) / 255, Double(green) / 255, Double(blue) / 255, Double(alpha) / 255)
    }

    /// The color as upper-case `RRGGBB`, or `RRGGBBAA` with `alpha`, after a `#` with `prefix`.
    func hexString(prefix: Bool, alpha includeAlpha: Bool) -> String {
        var bytes: [UInt8] = prefix ? [UInt8(ascii: "#")] : []
        for channel in includeAlpha ? [red, green, blue, alpha] : [red, green, blue] {
            bytes.append(Self.hexDigits[Int(channel >> 4)])
            bytes.append(Self.hexDigits[Int(channel & 0xF)])
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static func value(ofHexDigit byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
