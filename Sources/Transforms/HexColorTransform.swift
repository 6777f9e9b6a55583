#if canImport(UIKit) || canImport(AppKit)
#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

/// Colors as hex strings: `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA`, with or without the `#`.
///
/// Reading accepts all four forms in either letter case (`#f80` is `#FF8800`; forms without
/// alpha are opaque); anything else gives `nil`. Writing gives upper-case `RRGGBB`, with a
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
    /// Anything but a valid hex string gives `nil`.
    public func transformFromJSON(_ value: Any?) -> Object? {
        (value as? String).flatMap(color(from:))
    }

    /// The color as a hex string.
    ///
    /// `nil` for a `nil` color, or one that cannot be expressed in sRGB.
    public func transformToJSON(_ value: Object?) -> String? {
        value.flatMap(hexString(from:))
    }

    /// Reads a hex string.
    ///
    /// Anything but a valid hex string gives `nil`.
    public func transformFromJSONValue(_ value: JSONValue?) -> Object? {
        value?.string.flatMap(color(from:))
    }

    /// Writes the color as a hex string.
    ///
    /// `nil` for a `nil` color, or one that cannot be expressed in sRGB.
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
        return hex.hexString(prefix: prefixToJSON, alpha: alphaToJSON)
    }
}
#endif
