import Foundation

/// URLs as strings.
///
/// With `shouldEncodeURLString` (the default), characters outside `allowedCharacterSet` are
/// percent-encoded before the string is read, so `"https://example.com/a path?q=1"` gives a
/// URL with host `example.com` and path `/a path`. Escapes already in the string (`%20`) are
/// kept as they are, and a `%` that starts none (`100%`) is encoded as `%25`. Without it, the
/// string must be a valid URL as it stands. Either way, JSON's white space around the URL
/// (spaces, tabs, line breaks: `" https://example.com/a\n"`) is no part of it and is ignored,
/// as around a numeric string that `DateTransform` reads; inside it, it is a character like any
/// other. An empty string, white space alone, or anything but a string gives `nil`, which a
/// mapper reports with the key path and the string. URLs are written as their absolute string.
///
/// ```swift
/// struct Profile: Mappable {
///     var avatar: URL?
///     init?(map: Map) {}
///     mutating func mapping(map: Map) { avatar <- (map["avatar_url"], URLTransform()) }
/// }
/// ```
///
/// As in ObjectMapper, it is an open class: a subclass may override ``transformFromJSON(_:)``
/// and ``transformToJSON(_:)``, and the library's typed entry points go through the overrides.
///
/// `@unchecked Sendable` because Swift does not check open classes: its stored properties are
/// immutable `Sendable` values, and subclasses must keep any state of their own immutable.
open class URLTransform: TransformType, @unchecked Sendable {
    /// The property's type.
    public typealias Object = URL
    /// The JSON side's type: the URL string.
    public typealias JSON = String

    /// Whether strings are percent-encoded before they are read.
    public let shouldEncodeURLString: Bool
    /// The characters left as they are when encoding; a `%` is kept when it starts an escape (`%20`).
    public let allowedCharacterSet: CharacterSet

    /// Creates the transform.
    ///
    /// - Parameters:
    ///   - shouldEncodeURLString: percent-encode the characters outside `allowedCharacterSet` first.
    ///   - allowedCharacterSet: the characters that need no encoding.
    public init(shouldEncodeURLString: Bool = true, allowedCharacterSet: CharacterSet = .urlQueryAllowed) {
        self.shouldEncodeURLString = shouldEncodeURLString
        self.allowedCharacterSet = allowedCharacterSet
    }

    /// Reads a URL string from a Foundation value.
    ///
    /// Same rules as ``transformFromJSONValue(_:)``.
    open func transformFromJSON(_ value: Any?) -> URL? {
        (value as? String).flatMap(url(from:))
    }

    /// The URL's absolute string.
    ///
    /// `nil` for a `nil` URL.
    open func transformToJSON(_ value: URL?) -> String? {
        value?.absoluteString
    }

    /// Reads a URL string, encoding it first when ``shouldEncodeURLString`` is set.
    ///
    /// JSON's white space around the string is ignored. `nil` for an empty string (or white
    /// space alone), a string that is no URL, or any other JSON value. A subclass
    /// reads through ``transformFromJSON(_:)``, so that an override of it applies.
    open func transformFromJSONValue(_ value: JSONValue?) -> URL? {
        guard type(of: self) == URLTransform.self else { return _transformFromJSONThroughFoundation(value) }
        return value?.string.flatMap(url(from:))
    }

    /// `false`: a `nil` that a subclass's ``transformToJSON(_:)`` gives for a URL leaves it out (or
    /// writes `null` when nil values are included), as in ObjectMapper (see
    /// `TransformType.refusesValueWhenNil`). A subclass whose every `nil` is a refusal, reported as
    /// an `unwritableValue` issue, overrides it:
    /// `override class var refusesValueWhenNil: Bool { true }`.
    open class var refusesValueWhenNil: Bool { false }

    /// Writes the string ``transformToJSON(_:)`` gives: the URL's absolute string.
    ///
    /// `nil` for a `nil` URL.
    open func transformToJSONValue(_ value: URL?) -> JSONValue? {
        transformToJSON(value).map(JSONValue.string)
    }

    private func url(from text: String) -> URL? {
        let text = text.trimmingJSONWhiteSpace
        guard !text.isEmpty else { return nil }
        guard shouldEncodeURLString else { return URL(string: text) }
        return URL(string: percentEncoded(text))
    }

    /// `text` with every character outside ``allowedCharacterSet`` percent-encoded, and every
    /// `%` that starts no escape (`100%`, `%zz`) encoded as `%25`; escapes already in the text
    /// (`%20`) are kept as they are, so that nothing is encoded twice.
    private func percentEncoded(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var encoded = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "%" {
                if index + 2 < scalars.count, scalars[index + 1].properties.isASCIIHexDigit,
                   scalars[index + 2].properties.isASCIIHexDigit {
                    encoded.append(scalar)
                } else {
                    encoded.append(contentsOf: "%25".unicodeScalars)
                }
            } else if allowedCharacterSet.contains(scalar) {
                encoded.append(scalar)
            } else {
                for byte in String(scalar).utf8 {
                    encoded.append("%")
                    encoded.append(Self.hexDigits[Int(byte >> 4)])
                    encoded.append(Self.hexDigits[Int(byte & 0xF)])
                }
            }
            index += 1
        }
        return String(encoded)
    }

    private static let hexDigits = Array("0123456789ABCDEF".unicodeScalars)
}

extension TransformType where Self == URLTransform {
    /// URLs, percent-encoded when needed: `avatar <- (map["avatar_url"], .url)`.
    ///
    /// The same as ``URLTransform/init(shouldEncodeURLString:allowedCharacterSet:)`` with its defaults.
    public static var url: URLTransform { URLTransform() }
}
