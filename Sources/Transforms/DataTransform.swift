import Foundation

/// Binary data as base64 strings.
///
/// Reads standard base64 (RFC 4648, with `=` padding); a string that is not valid base64, or
/// any other JSON value, gives `nil`. Writes base64 without line breaks.
///
/// Valid base64 here is what `base64EncodedString()` writes: groups of four characters of
/// `A-Z a-z 0-9 + /`, where only the last group may end in `=` or `==`, so its length is a
/// multiple of 4. White space and line breaks inside it are not base64, nor is the base64url
/// alphabet (`-` and `_`). The same strings give `nil` on every platform (Foundation's own
/// decoder on Linux reads `"===="` and `"aGVsbG8=="`); as in Foundation, the unused bits of the
/// last character (`"AB=="` for one zero byte) are ignored. JSON's white space around the
/// string (spaces, tabs, line breaks: `"AQID\n"`, as a hand-edited payload or a command's output
/// leaves it) is no part of it and is ignored, as `URLTransform` and the date and number
/// transforms ignore it; white space alone is no data, where `""` is empty data.
///
/// ```swift
/// struct Attachment: Mappable {
///     var bytes: Data?
///     init?(map: Map) {}
///     mutating func mapping(map: Map) { bytes <- (map["bytes"], DataTransform()) }   // "AQID" <-> [1, 2, 3]
/// }
/// ```
///
/// As in ObjectMapper, it is an open class: a subclass may override ``transformFromJSON(_:)``
/// and ``transformToJSON(_:)``, and the library's typed entry points go through the overrides.
///
/// `@unchecked Sendable` because Swift does not check open classes: it stores nothing, and
/// subclasses must keep any state of their own immutable.
open class DataTransform: TransformType, @unchecked Sendable {
    /// The property's type.
    public typealias Object = Data
    /// The JSON side's type: a base64 string.
    public typealias JSON = String

    /// Creates the transform.
    ///
    /// It has no options.
    public init() {}

    /// Decodes a base64 string from a Foundation value.
    ///
    /// JSON's white space around the string is ignored. Anything but a valid base64 string
    /// gives `nil`.
    open func transformFromJSON(_ value: Any?) -> Data? {
        (value as? String).flatMap(Base64.decode(jsonString:))
    }

    /// The data as a base64 string.
    ///
    /// `nil` for `nil` data.
    open func transformToJSON(_ value: Data?) -> String? {
        value?.base64EncodedString()
    }

    /// Decodes a base64 string.
    ///
    /// JSON's white space around the string is ignored. Anything but a valid base64 string
    /// gives `nil`. A subclass reads through ``transformFromJSON(_:)``, so that an override of
    /// it applies.
    open func transformFromJSONValue(_ value: JSONValue?) -> Data? {
        guard type(of: self) == DataTransform.self else { return _transformFromJSONThroughFoundation(value) }
        return value?.string.flatMap(Base64.decode(jsonString:))
    }

    /// `false`: a `nil` that a subclass's ``transformToJSON(_:)`` gives for some data leaves it out
    /// (or writes `null` when nil values are included), as in ObjectMapper (see
    /// `TransformType.refusesValueWhenNil`). A subclass whose every `nil` is a refusal, reported as
    /// an `unwritableValue` issue, overrides it:
    /// `override class var refusesValueWhenNil: Bool { true }`.
    open class var refusesValueWhenNil: Bool { false }

    /// Writes the string ``transformToJSON(_:)`` gives: the data in base64.
    ///
    /// `nil` for `nil` data.
    open func transformToJSONValue(_ value: Data?) -> JSONValue? {
        transformToJSON(value).map(JSONValue.string)
    }
}

extension TransformType where Self == DataTransform {
    /// Base64 data: `bytes <- (map["bytes"], .base64)`.
    ///
    /// The same as ``DataTransform/init()``.
    public static var base64: DataTransform { DataTransform() }
}
