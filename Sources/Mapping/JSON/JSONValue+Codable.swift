import Foundation

extension JSONValue: Codable {
    /// Decodes any JSON value from a decoder (for example, a field of a `Codable` model).
    public init(from decoder: any Decoder) throws {
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
            self = .number(JSONNumber(integer))
        } else if let integer = try? single.decode(UInt64.self) {
            self = .number(JSONNumber(integer))
        } else if let decimal = try? single.decode(Decimal.self) {
            self = .number(JSONNumber(decimal))
        } else if let double = try? single.decode(Double.self) {
            self = .number(JSONNumber(double))
        } else {
            self = .string(try single.decode(String.self))
        }
    }

    /// Encodes the value into an encoder; numbers go as integers when they are whole, as
    /// `Double` when a `Double` writes the same digits, and as `Decimal` otherwise.
    public func encode(to encoder: any Encoder) throws {
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
                try container.encode(integer)
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
