import Foundation

/// `JSONValue` through `Codable`.
///
/// A foreign coder (`JSONEncoder`, `JSONDecoder`, `PropertyListEncoder`...) calls back into
/// `encode(to:)` and `init(from:)` for each level of nesting, so the depth of a value is a depth
/// of the call stack there. Measured on a thread with a 512 KB stack, `JSONEncoder` overflowed
/// at 137 levels of `JSONValue` in a debug build (365 in release) and `JSONDecoder` at 163
/// (392). So a `JSONValue` goes through a coder only within ``maximumCodableDepth`` (64)
/// levels of the coding path: deeper, encoding throws `EncodingError.invalidValue` and decoding
/// throws `DecodingError.dataCorrupted`, both saying so, instead of overflowing the stack. The
/// library's own writer (``jsonString(pretty:sortedKeys:)``) and its coders in `Transforms`
/// take a `JSONValue` whole, at any depth the writer follows.
extension JSONValue: Codable {
    /// The deepest coding path at which a `JSONValue` is encoded or decoded by a coder.
    static let maximumCodableDepth = 64

    /// Decodes any JSON value from a decoder (for example, a field of a `Codable` model).
    ///
    /// - Throws: `DecodingError.dataCorrupted` when the value lies more than 64 levels deep in
    ///   the coding path, besides the decoder's own errors.
    public init(from decoder: any Decoder) throws {
        guard decoder.codingPath.count < Self.maximumCodableDepth else {
            throw DecodingError.dataCorrupted(.init(
                codingPath: decoder.codingPath,
                debugDescription: "A JSONValue is decoded at most \(Self.maximumCodableDepth) levels deep."))
        }
        if var array = try? decoder.unkeyedContainer() {
            var elements: [JSONValue] = []
            while !array.isAtEnd { elements.append(try array.decode(JSONValue.self)) }
            self = .array(elements)
            return
        }
        if let object = try? decoder.container(keyedBy: AnyCodingKey.self) {
            var result = JSONObject()
            for key in object.allKeys { result.appendUnique(key.stringValue, try object.decode(JSONValue.self, forKey: key)) }
            self = .object(result)
            return
        }
        let single = try decoder.singleValueContainer()
        if single.decodeNil() {
            self = .null
        } else if let flag = try? single.decode(Bool.self) {
            self = .bool(flag)
        } else if let integer = try? single.decode(Int64.self) {
            // `-0` reads as the integer 0; only a `Double` keeps its sign.
            if integer == 0, let zero = try? single.decode(Double.self), zero.sign == .minus {
                self = .number(JSONNumber(zero))
                return
            }
            self = .number(JSONNumber(integer))
        } else if let integer = try? single.decode(UInt64.self) {
            self = .number(JSONNumber(integer))
        } else if let decimal = try? single.decode(Decimal.self) {
            self = .number(JSONNumber(decimal))
        } else {
            // A number the decoder cannot hand over (`JSONDecoder` refuses 1e400) is reported as
            // the decoder reported it, not as a string that was expected.
            let numberError: (any Error)?
            do {
                self = .number(JSONNumber(try single.decode(Double.self)))
                return
            } catch {
                numberError = error
            }
            do {
                self = .string(try single.decode(String.self))
            } catch {
                // A type mismatch there means the value was no number: the string's error says more.
                if let numberError, !Self.isTypeMismatch(numberError) { throw numberError }
                throw error
            }
        }
    }

    /// Whether `error` says the value was of another type.
    private static func isTypeMismatch(_ error: any Error) -> Bool {
        if case DecodingError.typeMismatch? = error as? DecodingError { return true }
        return false
    }

    /// Encodes the value into an encoder; numbers go as integers when they are whole (but `-0`,
    /// which goes as the `Double` `-0.0`), as `Double` when a `Double` writes the same digits,
    /// and as `Decimal` otherwise.
    ///
    /// Only JSON coders write a `Decimal` as a number. Another coder stores it in `Decimal`'s
    /// own keyed form (`PropertyListEncoder` writes a dictionary of `exponent`, `mantissa`...),
    /// which decodes back as an object: a number that no `Int64`, `UInt64` or `Double` holds as
    /// written (`0.12345678901234567890123`, 30-digit integers) keeps its value only through
    /// JSON coders and the library's own (`JSONValue(encoding:)`, `decode(as:)`).
    ///
    /// - Throws: `EncodingError.invalidValue` when the value lies more than 64 levels deep in
    ///   the coding path, besides the encoder's own errors.
    public func encode(to encoder: any Encoder) throws {
        guard encoder.codingPath.count < Self.maximumCodableDepth else {
            throw EncodingError.invalidValue(self, .init(
                codingPath: encoder.codingPath,
                debugDescription: "A JSONValue is encoded at most \(Self.maximumCodableDepth) levels deep."))
        }
        switch self {
        case .array(let elements):
            var container = encoder.unkeyedContainer()
            for element in elements { try container.encode(element) }
        case .object(let object):
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            for (key, value) in object { try container.encode(value, forKey: AnyCodingKey(key)) }
        case .null:
            var container = encoder.singleValueContainer()
            try container.encodeNil()
        case .bool(let flag):
            var container = encoder.singleValueContainer()
            try container.encode(flag)
        case .string(let string):
            var container = encoder.singleValueContainer()
            try container.encode(string)
        case .number(let number):
            var container = encoder.singleValueContainer()
            if let integer = number.exactly(Int64.self) {
                // `-0` is the integer 0 in value; only a `Double` keeps its sign.
                if integer == 0, number.double?.sign == .minus {
                    try container.encode(-0.0)
                } else {
                    try container.encode(integer)
                }
            } else if let integer = number.exactly(UInt64.self) {
                try container.encode(integer)
            } else if let double = number.double, JSONNumber(double) == number || number.decimal == nil {
                try container.encode(double)
            } else if let decimal = number.decimal {
                try container.encode(decimal)
            } else {
                throw EncodingError.invalidValue(number, .init(codingPath: encoder.codingPath,
                                                               debugDescription: "\(number) has no Codable number form"))
            }
        }
    }
}

/// A coding key for any string, for objects whose keys are data.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
