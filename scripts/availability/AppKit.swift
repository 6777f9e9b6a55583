// The AppKit declarations that HexColorTransform uses, as the macOS SDK declares them in Swift,
// for scripts/availability.sh. Type-checked against, never run.
//
// NSColor.init(srgbRed:green:blue:alpha:)         macOS 10.7
// NSColor.usingColorSpace(_:) -> NSColor?          macOS 10.0
// NSColorSpace.sRGB                                macOS 10.5
// NSColor.getRed(_:green:blue:alpha:) (no result)  macOS 10.0
// All lie below the package's macOS minimum, so none carries an @available line.

@_exported import Foundation

open class NSColorSpace: NSObject, @unchecked Sendable {
    open class var sRGB: NSColorSpace { fatalError() }
}

open class NSColor: NSObject, @unchecked Sendable {
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    open func usingColorSpace(_ space: NSColorSpace) -> NSColor? { fatalError() }
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) { fatalError() }
}
