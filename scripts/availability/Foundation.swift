// The Foundation declarations that Mapping and Transforms use, with the availability Apple's
// SDKs give them, so that scripts/availability.sh can type-check the library for Apple
// platforms on a machine without an Apple SDK. Bodies are never run: this module is only
// type-checked against.
//
// Each declaration is written as the SDK spells it in Swift. An `@available` line appears
// where Apple's documentation gives a floor above the package's declared minimums (none do
// today; see docs/platforms.md for the table and its sources). A declaration with no such line
// is available on every platform version the package supports. When the library starts using
// a Foundation API that is missing here, the check fails with "cannot find ... in scope": add
// the declaration with its documented availability.

@_exported import CoreGraphics
@_exported import Darwin

private func stub() -> Never { fatalError("availability stub: type-checked, never run") }

// MARK: - Data

public struct Data: RandomAccessCollection, MutableCollection, RangeReplaceableCollection, Hashable, Sendable, Codable {
    public typealias Index = Int
    public typealias Element = UInt8
    public typealias Indices = Range<Int>
    public typealias SubSequence = Data
    public init() {}
    public init(count: Int) { stub() }
    public var startIndex: Int { stub() }
    public var endIndex: Int { stub() }
    public subscript(position: Int) -> UInt8 { get { stub() } set { stub() } }
    public subscript(bounds: Range<Int>) -> Data { get { stub() } set { stub() } }
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == UInt8 { stub() }
    public func withUnsafeBytes<ResultType>(_ body: (UnsafeRawBufferPointer) throws -> ResultType) rethrows -> ResultType { stub() }
    public mutating func withUnsafeMutableBytes<ResultType>(_ body: (UnsafeMutableRawBufferPointer) throws -> ResultType) rethrows -> ResultType { stub() }
    public struct Base64DecodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let ignoreUnknownCharacters = Base64DecodingOptions(rawValue: 1)
    }
    public struct Base64EncodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    /// How `init(bytesNoCopy:count:deallocator:)` gives the memory back (macOS 10.10, iOS 8).
    public enum Deallocator {
        case free
        case none
    }
    public init(bytesNoCopy bytes: UnsafeMutableRawPointer, count: Int, deallocator: Deallocator) { stub() }
    public init?(base64Encoded base64String: String, options: Base64DecodingOptions = []) { stub() }
    public func base64EncodedString(options: Base64EncodingOptions = []) -> String { stub() }
    public func encode(to encoder: any Encoder) throws { stub() }
    public init(from decoder: any Decoder) throws { stub() }
}

// MARK: - Decimal

public struct Decimal: Hashable, Comparable, Sendable, Codable, SignedNumeric, ExpressibleByFloatLiteral,
    CustomStringConvertible, Strideable {
    public typealias Magnitude = Decimal
    public typealias Stride = Decimal
    public init() {}
    public init(_ value: Int) { stub() }
    public init(_ value: UInt64) { stub() }
    public init(_ value: Int64) { stub() }
    public init(_ value: Double) { stub() }
    public init?<T: BinaryInteger>(exactly source: T) { stub() }
    public init(integerLiteral value: Int) { stub() }
    public init(floatLiteral value: Double) { stub() }
    public init(sign: FloatingPointSign, exponent: Int, significand: Decimal) { stub() }
    public init?(string: String, locale: Locale? = nil) { stub() }
    public var magnitude: Decimal { stub() }
    public var isNaN: Bool { stub() }
    public var isFinite: Bool { stub() }
    public var isZero: Bool { stub() }
    public var sign: FloatingPointSign { stub() }
    public var exponent: Int { stub() }
    public var significand: Decimal { stub() }
    public static let nan = Decimal()
    public var description: String { stub() }
    public static func + (lhs: Decimal, rhs: Decimal) -> Decimal { stub() }
    public static func - (lhs: Decimal, rhs: Decimal) -> Decimal { stub() }
    public static func * (lhs: Decimal, rhs: Decimal) -> Decimal { stub() }
    public static func / (lhs: Decimal, rhs: Decimal) -> Decimal { stub() }
    public static func *= (lhs: inout Decimal, rhs: Decimal) { stub() }
    public static func < (lhs: Decimal, rhs: Decimal) -> Bool { stub() }
    public func distance(to other: Decimal) -> Decimal { stub() }
    public func advanced(by n: Decimal) -> Decimal { stub() }
    public func encode(to encoder: any Encoder) throws { stub() }
    public init(from decoder: any Decoder) throws { stub() }
}

// MARK: - Objects

open class NSObject: Hashable {
    public init() {}
    open func copy() -> Any { stub() }
    open var description: String { stub() }
    open func isEqual(_ object: Any?) -> Bool { stub() }
    open var hash: Int { stub() }
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { stub() }
    public func hash(into hasher: inout Hasher) { stub() }
}

open class NSNumber: NSObject, @unchecked Sendable {
    public init(value: Bool) { stub() }
    public init(value: Int) { stub() }
    public init(value: Int64) { stub() }
    public init(value: UInt64) { stub() }
    public init(value: UInt) { stub() }
    public init(value: Double) { stub() }
    public init(value: Float) { stub() }
    open var boolValue: Bool { stub() }
    open var intValue: Int { stub() }
    open var int64Value: Int64 { stub() }
    open var uint64Value: UInt64 { stub() }
    open var doubleValue: Double { stub() }
    open var floatValue: Float { stub() }
    open var stringValue: String { stub() }
    open var decimalValue: Decimal { stub() }
    open var objCType: UnsafePointer<CChar> { stub() }
}

open class NSDecimalNumber: NSNumber, @unchecked Sendable {
    public init(decimal dcm: Decimal) { stub() }
    public convenience init(string numberValue: String?) { stub() }
    open class var notANumber: NSDecimalNumber { stub() }
}

open class NSNull: NSObject, @unchecked Sendable {
    public override init() { stub() }
}

// The containers a `[String: Any]` may hold when it came from Objective-C code: available on
// every version the package supports.
open class NSString: NSObject, @unchecked Sendable {
    open var length: Int { stub() }
}

extension String {
    public init(_ string: NSString) { stub() }
}

open class NSArray: NSObject, Sequence, @unchecked Sendable {
    open var count: Int { stub() }
    open func object(at index: Int) -> Any { stub() }
    public func makeIterator() -> IndexingIterator<[Any]> { stub() }
}

open class NSDictionary: NSObject, Sequence, @unchecked Sendable {
    open var count: Int { stub() }
    open func object(forKey aKey: Any) -> Any? { stub() }
    open func keyEnumerator() -> NSEnumerator { stub() }
    public func makeIterator() -> DictionaryIterator<AnyHashable, Any> { stub() }
}

open class NSEnumerator: NSObject {
    open func nextObject() -> Any? { stub() }
}

open class NSMutableArray: NSArray, @unchecked Sendable {
    open func removeAllObjects() { stub() }
}

open class NSMutableDictionary: NSDictionary, @unchecked Sendable {
    open var allValues: [Any] { stub() }
    open func removeAllObjects() { stub() }
}

public protocol NSLocking {
    func lock()
    func unlock()
}

extension NSLocking {
    // Swift-only, added with the Xcode 15 SDKs and emitted into the client: Apple's reference
    // gives iOS 8.0, macOS 10.10, tvOS 9.0, watchOS 2.0, visionOS 1.0.
    public func withLock<R>(_ body: () throws -> R) rethrows -> R { stub() }
}

open class NSLock: NSObject, NSLocking, @unchecked Sendable {
    public override init() { stub() }
    open func lock() { stub() }
    open func unlock() { stub() }
    open func `try`() -> Bool { stub() }
}

open class FileManager: NSObject, @unchecked Sendable {
    open class var `default`: FileManager { stub() }
    open func contents(atPath path: String) -> Data? { stub() }
}

open class Bundle: NSObject, @unchecked Sendable {
    open class var main: Bundle { stub() }
    open func path(forResource name: String?, ofType ext: String?) -> String? { stub() }
}

open class JSONSerialization: NSObject {
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let prettyPrinted = WritingOptions(rawValue: 1)
        @available(macOS 10.13, iOS 11.0, tvOS 11.0, watchOS 4.0, *)
        public static let sortedKeys = WritingOptions(rawValue: 2)
        public static let fragmentsAllowed = WritingOptions(rawValue: 4)
        @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
        public static let withoutEscapingSlashes = WritingOptions(rawValue: 8)
    }
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let fragmentsAllowed = ReadingOptions(rawValue: 4)
    }
    open class func jsonObject(with data: Data, options opt: ReadingOptions = []) throws -> Any { stub() }
    open class func data(withJSONObject obj: Any, options opt: WritingOptions = []) throws -> Data { stub() }
    open class func isValidJSONObject(_ obj: Any) -> Bool { stub() }
}

// MARK: - Strings

extension String {
    public init?(data: Data, encoding: String.Encoding) { stub() }
    public func data(using encoding: String.Encoding, allowLossyConversion: Bool = false) -> Data? { stub() }
    public struct Encoding: Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let utf8 = Encoding(rawValue: 4)
    }
    public func addingPercentEncoding(withAllowedCharacters allowedCharacters: CharacterSet) -> String? { stub() }
    public var removingPercentEncoding: String? { stub() }
}

public struct CharacterSet: Hashable, Sendable, SetAlgebra {
    public typealias Element = Unicode.Scalar
    public init() {}
    public static var urlQueryAllowed: CharacterSet { stub() }
    public static var urlPathAllowed: CharacterSet { stub() }
    public static var urlFragmentAllowed: CharacterSet { stub() }
    public static var urlHostAllowed: CharacterSet { stub() }
    public init(charactersIn string: String) { stub() }
    public func contains(_ member: Unicode.Scalar) -> Bool { stub() }
    @discardableResult public mutating func insert(_ newMember: Unicode.Scalar) -> (inserted: Bool, memberAfterInsert: Unicode.Scalar) { stub() }
    @discardableResult public mutating func update(with newMember: Unicode.Scalar) -> Unicode.Scalar? { stub() }
    @discardableResult public mutating func remove(_ member: Unicode.Scalar) -> Unicode.Scalar? { stub() }
    public mutating func insert(charactersIn string: String) { stub() }
    public func union(_ other: CharacterSet) -> CharacterSet { stub() }
    public func intersection(_ other: CharacterSet) -> CharacterSet { stub() }
    public func symmetricDifference(_ other: CharacterSet) -> CharacterSet { stub() }
    public mutating func formUnion(_ other: CharacterSet) { stub() }
    public mutating func formIntersection(_ other: CharacterSet) { stub() }
    public mutating func formSymmetricDifference(_ other: CharacterSet) { stub() }
}

// MARK: - URL

public struct URL: Hashable, Sendable, Codable, CustomStringConvertible {
    public init?(string: String) { stub() }
    public init(fileURLWithPath path: String) { stub() }
    public var absoluteString: String { stub() }
    public var host: String? { stub() }
    public var path: String { stub() }
    public var isFileURL: Bool { stub() }
    public var description: String { stub() }
    public func encode(to encoder: any Encoder) throws { stub() }
    public init(from decoder: any Decoder) throws { stub() }
}

// MARK: - Dates

public typealias TimeInterval = Double

public struct Date: Hashable, Comparable, Sendable, Codable {
    public init() {}
    public init(timeIntervalSince1970: TimeInterval) { stub() }
    public init(timeIntervalSinceReferenceDate: TimeInterval) { stub() }
    public var timeIntervalSince1970: TimeInterval { stub() }
    public var timeIntervalSinceReferenceDate: TimeInterval { stub() }
    public func timeIntervalSince(_ date: Date) -> TimeInterval { stub() }
    public static func < (lhs: Date, rhs: Date) -> Bool { stub() }
    public func encode(to encoder: any Encoder) throws { stub() }
    public init(from decoder: any Decoder) throws { stub() }
}

public struct Locale: Hashable, Sendable {
    public init(identifier: String) { stub() }
    public var identifier: String { stub() }
}

public struct TimeZone: Hashable, Sendable {
    public init?(identifier: String) { stub() }
    public init?(secondsFromGMT seconds: Int) { stub() }
    public var identifier: String { stub() }
}

public struct Calendar: Hashable, Sendable {
    public enum Identifier: Hashable, Sendable { case gregorian, iso8601 }
    public init(identifier: Identifier) { stub() }
    public var identifier: Identifier { stub() }
}

open class Formatter: NSObject, @unchecked Sendable {}

open class DateFormatter: Formatter, @unchecked Sendable {
    public override init() { stub() }
    open var dateFormat: String! { get { stub() } set { stub() } }
    open var locale: Locale! { get { stub() } set { stub() } }
    open var timeZone: TimeZone! { get { stub() } set { stub() } }
    open var calendar: Calendar! { get { stub() } set { stub() } }
    open var isLenient: Bool { get { stub() } set { stub() } }
    // -setGregorianStartDate: (macOS 10.5, iOS 2.0, tvOS 9.0, watchOS 2.0).
    open var gregorianStartDate: Date? { get { stub() } set { stub() } }
    open func date(from string: String) -> Date? { stub() }
    open func string(from date: Date) -> String { stub() }
}

// MARK: - JSONDecoder and JSONEncoder (CodableTransform(decoder:encoder:))

// Declared in the Swift overlay with Swift 4 (macOS 10.13, iOS 11, tvOS 11, watchOS 4, the
// package's minimums); the key strategies came with Swift 4.1 in the same overlay. `.sortedKeys`
// is macOS 10.13, iOS 11, tvOS 11, watchOS 4. Declared here without `Sendable`, as the older SDKs
// declare them, and with `userInfo` as `[CodingUserInfoKey: Any]` (newer SDKs: `any Sendable`),
// so that the library's use is checked against the stricter form.
open class JSONDecoder {
    public enum KeyDecodingStrategy { case useDefaultKeys, convertFromSnakeCase, custom(([any CodingKey]) -> any CodingKey) }
    public enum DateDecodingStrategy {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601, formatted(DateFormatter)
        case custom((any Decoder) throws -> Date)
    }
    public enum DataDecodingStrategy { case deferredToData, base64, custom((any Decoder) throws -> Data) }
    public enum NonConformingFloatDecodingStrategy {
        case `throw`, convertFromString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
    public init() { stub() }
    open var keyDecodingStrategy: KeyDecodingStrategy { get { stub() } set { stub() } }
    open var dateDecodingStrategy: DateDecodingStrategy { get { stub() } set { stub() } }
    open var dataDecodingStrategy: DataDecodingStrategy { get { stub() } set { stub() } }
    open var nonConformingFloatDecodingStrategy: NonConformingFloatDecodingStrategy { get { stub() } set { stub() } }
    open var userInfo: [CodingUserInfoKey: Any] { get { stub() } set { stub() } }
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { stub() }
}

open class JSONEncoder {
    public struct OutputFormatting: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let prettyPrinted = OutputFormatting(rawValue: 1)
        public static let sortedKeys = OutputFormatting(rawValue: 2)
    }
    public enum KeyEncodingStrategy { case useDefaultKeys, convertToSnakeCase, custom(([any CodingKey]) -> any CodingKey) }
    public enum DateEncodingStrategy {
        case deferredToDate, secondsSince1970, millisecondsSince1970, iso8601, formatted(DateFormatter)
        case custom((Date, any Encoder) throws -> Void)
    }
    public enum DataEncodingStrategy { case deferredToData, base64, custom((Data, any Encoder) throws -> Void) }
    public enum NonConformingFloatEncodingStrategy {
        case `throw`, convertToString(positiveInfinity: String, negativeInfinity: String, nan: String)
    }
    public init() { stub() }
    open var outputFormatting: OutputFormatting { get { stub() } set { stub() } }
    open var keyEncodingStrategy: KeyEncodingStrategy { get { stub() } set { stub() } }
    open var dateEncodingStrategy: DateEncodingStrategy { get { stub() } set { stub() } }
    open var dataEncodingStrategy: DataEncodingStrategy { get { stub() } set { stub() } }
    open var nonConformingFloatEncodingStrategy: NonConformingFloatEncodingStrategy { get { stub() } set { stub() } }
    open var userInfo: [CodingUserInfoKey: Any] { get { stub() } set { stub() } }
    open func encode<T: Encodable>(_ value: T) throws -> Data { stub() }
}

// MARK: - Files

// FileHandle(forReadingFrom:) is the Swift form of +fileHandleForReadingFromURL:error:
// (macOS 10.6, iOS 4.0, tvOS 9.0, watchOS 2.0); fileDescriptor is in every version.
open class FileHandle: NSObject, @unchecked Sendable {
    public convenience init(forReadingFrom url: URL) throws { stub() }
    open var fileDescriptor: Int32 { stub() }
}

// MARK: - Errors the streaming doors throw

public let NSURLErrorKey: String = ""

public struct CocoaError: Error, Hashable, Sendable {
    public struct Code: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static var fileReadUnsupportedScheme: Code { Code(rawValue: 262) }
    }
    public init(_ code: Code, userInfo: [String: Any] = [:]) { stub() }
    public static func == (lhs: CocoaError, rhs: CocoaError) -> Bool { stub() }
    public func hash(into hasher: inout Hasher) { stub() }
}

public struct POSIXError: Error, Hashable, Sendable {
    public typealias Code = POSIXErrorCode
    public init(_ code: Code, userInfo: [String: Any] = [:]) { stub() }
    public var code: Code { stub() }
    public static func == (lhs: POSIXError, rhs: POSIXError) -> Bool { stub() }
    public func hash(into hasher: inout Hasher) { stub() }
}

// MARK: - Errors

public protocol LocalizedError: Error {
    var errorDescription: String? { get }
    var failureReason: String? { get }
    var recoverySuggestion: String? { get }
    var helpAnchor: String? { get }
}

extension LocalizedError {
    public var errorDescription: String? { nil }
    public var failureReason: String? { nil }
    public var recoverySuggestion: String? { nil }
    public var helpAnchor: String? { nil }
}
