// `CGFloat` as Apple's SDKs declare it (a `Double` on 64-bit platforms), for
// scripts/availability.sh. Type-checked against, never run.

@frozen
public struct CGFloat: Hashable, Comparable, Sendable, BinaryFloatingPoint, ExpressibleByIntegerLiteral,
    ExpressibleByFloatLiteral, Codable {
    public typealias NativeType = Double
    public var native: Double
    public init() { native = 0 }
    public init(_ value: Double) { native = value }
    public init(_ value: Float) { native = Double(value) }
    public init(_ value: Int) { native = Double(value) }
    public init(integerLiteral value: Int) { native = Double(value) }
    public init(floatLiteral value: Double) { native = value }
    public typealias Exponent = Int
    public typealias RawSignificand = UInt64
    public typealias Magnitude = CGFloat
    public typealias Stride = CGFloat
    public static var exponentBitCount: Int { Double.exponentBitCount }
    public static var significandBitCount: Int { Double.significandBitCount }
    public var exponentBitPattern: UInt { native.exponentBitPattern }
    public var significandBitPattern: UInt64 { native.significandBitPattern }
    public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt64) {
        native = Double(sign: sign, exponentBitPattern: exponentBitPattern, significandBitPattern: significandBitPattern)
    }
    public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) {
        native = Double(sign: sign, exponent: exponent, significand: significand.native)
    }
    public init<Source: BinaryInteger>(_ value: Source) { native = Double(value) }
    public static var nan: CGFloat { CGFloat(Double.nan) }
    public static var signalingNaN: CGFloat { CGFloat(Double.signalingNaN) }
    public static var infinity: CGFloat { CGFloat(Double.infinity) }
    public static var greatestFiniteMagnitude: CGFloat { CGFloat(Double.greatestFiniteMagnitude) }
    public static var pi: CGFloat { CGFloat(Double.pi) }
    public static var leastNormalMagnitude: CGFloat { CGFloat(Double.leastNormalMagnitude) }
    public static var leastNonzeroMagnitude: CGFloat { CGFloat(Double.leastNonzeroMagnitude) }
    public var ulp: CGFloat { CGFloat(native.ulp) }
    public var sign: FloatingPointSign { native.sign }
    public var exponent: Int { native.exponent }
    public var significand: CGFloat { CGFloat(native.significand) }
    public var nextUp: CGFloat { CGFloat(native.nextUp) }
    public var isNormal: Bool { native.isNormal }
    public var isFinite: Bool { native.isFinite }
    public var isZero: Bool { native.isZero }
    public var isSubnormal: Bool { native.isSubnormal }
    public var isInfinite: Bool { native.isInfinite }
    public var isNaN: Bool { native.isNaN }
    public var isSignalingNaN: Bool { native.isSignalingNaN }
    public var isCanonical: Bool { native.isCanonical }
    public var binade: CGFloat { CGFloat(native.binade) }
    public var significandWidth: Int { native.significandWidth }
    public var magnitude: CGFloat { CGFloat(native.magnitude) }
    public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native + rhs.native) }
    public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native - rhs.native) }
    public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native * rhs.native) }
    public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { CGFloat(lhs.native / rhs.native) }
    public static func += (lhs: inout CGFloat, rhs: CGFloat) { lhs.native += rhs.native }
    public static func -= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native -= rhs.native }
    public static func *= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native *= rhs.native }
    public static func /= (lhs: inout CGFloat, rhs: CGFloat) { lhs.native /= rhs.native }
    public mutating func formRemainder(dividingBy other: CGFloat) { native.formRemainder(dividingBy: other.native) }
    public mutating func formTruncatingRemainder(dividingBy other: CGFloat) { native.formTruncatingRemainder(dividingBy: other.native) }
    public mutating func formSquareRoot() { native.formSquareRoot() }
    public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { native.addProduct(lhs.native, rhs.native) }
    public mutating func round(_ rule: FloatingPointRoundingRule) { native.round(rule) }
    public func isEqual(to other: CGFloat) -> Bool { native.isEqual(to: other.native) }
    public func isLess(than other: CGFloat) -> Bool { native.isLess(than: other.native) }
    public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { native.isLessThanOrEqualTo(other.native) }
    public func isTotallyOrdered(belowOrEqualTo other: CGFloat) -> Bool { native.isTotallyOrdered(belowOrEqualTo: other.native) }
    public func distance(to other: CGFloat) -> CGFloat { CGFloat(native.distance(to: other.native)) }
    public func advanced(by amount: CGFloat) -> CGFloat { CGFloat(native.advanced(by: amount.native)) }
    public static func < (lhs: CGFloat, rhs: CGFloat) -> Bool { lhs.native < rhs.native }
}

extension Double {
    public init(_ value: CGFloat) { self = value.native }
}
