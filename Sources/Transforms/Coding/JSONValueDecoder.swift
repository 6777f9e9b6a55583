import Foundation

/// Decodes `Decodable` values straight from a ``JSONValue``, with no JSON text in between.
///
/// It reads what ``JSONValueEncoder`` writes, with `JSONDecoder`'s default strategies: `Data`
/// from base64 by `DataTransform`'s strict rule and `URL` from a string (the JSON white space
/// around either ignored, as `DataTransform` and `URLTransform` ignore it), `Decimal` from a
/// number's exact digits, `Date` through its own `Codable` form, and a `JSONValue` as itself.
/// Numbers convert exactly: `300` is no `Int8` and `1.5` no `Int`. Errors are `DecodingError`s
/// with the coding path.
struct JSONValueDecoder {
    /// Decodes a `T` from `value`.
    func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
        try Unboxing.decode(type, from: value, codingPath: [])
    }
}

/// Converting one JSON value into a Swift value, shared by the decoder's three containers.
enum Unboxing {
    /// The deepest coding path decoded; see ``JSONValueEncoder/maximumDepth``.
    static let maximumDepth = JSONValueEncoder.maximumDepth

    static func decode<T: Decodable>(_ type: T.Type, from value: JSONValue, codingPath: [any CodingKey]) throws -> T {
        if type == JSONValue.self, let json = value as? T { return json }
        guard codingPath.count < maximumDepth else {
            throw corrupted(codingPath, "Values are decoded at most \(maximumDepth) levels deep.")
        }
        if type == Decimal.self {
            guard let decimal = value.number?.decimal else {
                throw mismatch(type, value, codingPath, "a number that fits a Decimal")
            }
            if let result = decimal as? T { return result }
        }
        if type == URL.self {
            guard let text = value.string else { throw mismatch(type, value, codingPath, "a URL string") }
            // JSON's white space around the string is no part of the URL, as for `URLTransform`.
            guard let url = URL(string: text.trimmingJSONWhiteSpace) else {
                throw corrupted(codingPath, "Invalid URL string: \(text)")
            }
            if let result = url as? T { return result }
        }
        if type == Data.self {
            guard let text = value.string else { throw mismatch(type, value, codingPath, "a base64 string") }
            // `DataTransform`'s rule: strict base64, JSON's white space around the string no
            // part of it, white space alone none.
            guard let data = Base64.decode(jsonString: text) else {
                throw corrupted(codingPath, "Invalid base64 string.")
            }
            if let result = data as? T { return result }
        }
        return try T(from: NodeDecoder(value: value, codingPath: codingPath))
    }

    static func bool(_ value: JSONValue, _ codingPath: [any CodingKey]) throws -> Bool {
        guard let bool = value.bool else { throw mismatch(Bool.self, value, codingPath, "a boolean") }
        return bool
    }

    static func string(_ value: JSONValue, _ codingPath: [any CodingKey]) throws -> String {
        guard let string = value.string else { throw mismatch(String.self, value, codingPath, "a string") }
        return string
    }

    static func integer<I: FixedWidthInteger>(_ type: I.Type, _ value: JSONValue, _ codingPath: [any CodingKey]) throws -> I {
        guard let number = value.number else { throw mismatch(type, value, codingPath, "a number") }
        guard let integer = number.exactly(type) else {
            throw corrupted(codingPath, "Number \(number) does not fit in \(type).")
        }
        return integer
    }

    static func double(_ value: JSONValue, _ codingPath: [any CodingKey]) throws -> Double {
        guard let number = value.number else { throw mismatch(Double.self, value, codingPath, "a number") }
        guard let double = number.double else { throw corrupted(codingPath, "Number \(number) does not fit in Double.") }
        return double
    }

    static func float(_ value: JSONValue, _ codingPath: [any CodingKey]) throws -> Float {
        guard let number = value.number else { throw mismatch(Float.self, value, codingPath, "a number") }
        guard let float = number.float else { throw corrupted(codingPath, "Number \(number) does not fit in Float.") }
        return float
    }

    /// A `null` where a value is needed is `valueNotFound`; any other wrong type is `typeMismatch`.
    static func mismatch(_ type: Any.Type, _ value: JSONValue, _ codingPath: [any CodingKey], _ expected: String) -> DecodingError {
        if value.isNull {
            return .valueNotFound(type, DecodingError.Context(
                codingPath: codingPath, debugDescription: "Expected \(expected) but found null."))
        }
        return .typeMismatch(type, DecodingError.Context(
            codingPath: codingPath, debugDescription: "Expected \(expected) but found \(describe(value))."))
    }

    static func corrupted(_ codingPath: [any CodingKey], _ message: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: message))
    }

    static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let bool): "boolean \(bool)"
        case .number(let number): "number \(number)"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// The `Decoder` handed to `init(from:)`: a value and the path to it.
struct NodeDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard let object = value.object else {
            throw Unboxing.mismatch([String: JSONValue].self, value, codingPath, "an object")
        }
        return KeyedDecodingContainer(KeyedNodeDecoder<Key>(object: object, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard let array = value.array else {
            throw Unboxing.mismatch([JSONValue].self, value, codingPath, "an array")
        }
        return UnkeyedNodeDecoder(elements: array, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValueNodeDecoder(value: value, codingPath: codingPath)
    }
}
