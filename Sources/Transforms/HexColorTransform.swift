#if canImport(UIKit) || canImport(AppKit)
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

// The UIKit and AppKit calls below, as the SDKs declare them in Swift, with their availability
// (Apple's reference; all lie below the package's minimums). scripts/availability.sh type-checks
// this file against exactly these declarations (scripts/availability/UIKit.swift, AppKit.swift).
// - UIColor.init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
//   iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, Mac Catalyst 13.1
// - UIColor.getRed(_: UnsafeMutablePointer<CGFloat>?, green:, blue:, alpha:) -> Bool
//   iOS 5.0, tvOS 9.0, watchOS 2.0, visionOS 1.0, Mac Catalyst 13.1; false when the color has
//   no RGB form (a pattern)
// - NSColor.init(srgbRed: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)  macOS 10.7
// - NSColor.usingColorSpace(_: NSColorSpace) -> NSColor?  macOS 10.0; nil when not convertible
// - NSColorSpace.sRGB (class var)  macOS 10.5
// - NSColor.getRed(_:green:blue:alpha:) (no result)  macOS 10.0; raises for colors that are not
//   RGB, hence the conversion to sRGB first

/// Colors as hex strings: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, with or without the `#`.
///
/// Reading accepts all four forms in either letter case (`#f80` is `#FF8800`; forms without
/// alpha are opaque), with JSON's white space around the string ignored (`" #FF8800\n"`), as
/// `URLTransform` and the date and number transforms ignore it; anything else, white space
/// inside the string or alone included, gives `nil`. Writing gives upper-case `RRGGBB`, with a
/// leading `#` when `prefixToJSON` is set and with an alpha pair when `alphaToJSON` is set.
/// Colors are written in the sRGB color space.
///
/// ```swift
/// struct Theme: Mappable {
///     var tint: UIColor?
///     init?(map: Map) {}
///     mutating func mapping(map: Map) {
///         tint <- (map["tint"], HexColorTransform(prefixToJSON: true))   // "#FF8800"
///     }
/// }
/// ```
///
/// Only where UIKit or AppKit exists; on other platforms the type is left out.
public struct HexColorTransform: TransformType, Sendable {
    #if canImport(UIKit)
    /// The property's type.
    public typealias Object = UIColor
    #else
    /// The property's type.
    public typealias Object = NSColor
    #endif
    /// The JSON side's type: the hex string.
    public typealias JSON = String

    /// Whether written strings start with `#`.
    public let prefixToJSON: Bool
    /// Whether written strings carry the alpha channel (`RRGGBBAA`).
    public let alphaToJSON: Bool

    /// Creates the transform.
    ///
    /// - Parameters:
    ///   - prefixToJSON: start written strings with `#`.
    ///   - alphaToJSON: write the alpha channel as a fourth pair of digits.
    public init(prefixToJSON: Bool = false, alphaToJSON: Bool = false) {
        self.prefixToJSON = prefixToJSON
        self.alphaToJSON = alphaToJSON
    }

    /// Reads a hex string from a Foundation value.
    ///
    /// JSON's white space around the string is ignored. Anything but a valid hex string gives
    /// `nil`.
    public func transformFromJSON(_ value: Any?) -> Object? {
        (value as? String).flatMap(color(from:))
    }

    /// The color as a hex string.
    ///
    /// `nil` for a `nil` color, one that cannot be expressed in sRGB, or one with a NaN component.
    public func transformToJSON(_ value: Object?) -> String? {
        value.flatMap(hexString(from:))
    }

    /// Reads a hex string.
    ///
    /// JSON's white space around the string is ignored. Anything but a valid hex string gives
    /// `nil`.
    public func transformFromJSONValue(_ value: JSONValue?) -> Object? {
        value?.string.flatMap(color(from:))
    }

    /// Writes the color as a hex string.
    ///
    /// `nil` for a `nil` color, one that cannot be expressed in sRGB, or one with a NaN component.
    public func transformToJSONValue(_ value: Object?) -> JSONValue? {
        transformToJSON(value).map(JSONValue.string)
    }

    private func color(from text: String) -> Object? {
        guard let hex = HexColor(hex: text) else { return nil }
        let components = hex.components
        #if canImport(UIKit)
        return UIColor(red: CGFloat(components.red), green: CGFloat(components.green),
                       blue: CGFloat(components.blue), alpha: CGFloat(components.alpha))
        #else
        return NSColor(srgbRed: CGFloat(components.red), green: CGFloat(components.green),
                       blue: CGFloat(components.blue), alpha: CGFloat(components.alpha))
        #endif
    }

    private func hexString(from color: Object) -> String? {
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #if canImport(UIKit)
        guard color.getRed(&red, green: &green, blue: &blue, alpha: &alpha) else { return nil }
        #else
        guard let srgb = color.usingColorSpace(.sRGB) else { return nil }
        srgb.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #endif
        let hex = HexColor(components: (Double(red), Double(green), Double(blue), Double(alpha)))
        return hex?.hexString(prefix: prefixToJSON, alpha: alphaToJSON)
    }
}

extension HexColorTransform {
    /// `true`: a color with no hex form is reported, not left out.
    public static var refusesValueWhenNil: Bool { true }
}
#endif
