// The UIKit declarations that HexColorTransform uses, as the iOS, tvOS, watchOS and visionOS
// SDKs declare them in Swift, for scripts/availability.sh. Type-checked against, never run.
//
// UIColor.init(red:green:blue:alpha:)          iOS 2.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
// UIColor.getRed(_:green:blue:alpha:) -> Bool  iOS 5.0, tvOS 9.0, watchOS 2.0, visionOS 1.0
// Both lie below every minimum the package declares, so neither carries an @available line.

@_exported import Foundation

open class UIColor: NSObject, @unchecked Sendable {
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { fatalError() }
    open func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool { fatalError() }
}
