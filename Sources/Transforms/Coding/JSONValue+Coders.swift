import Foundation

extension JSONValue {
    /// Encodes a value into JSON with the library's own encoder: no JSON text in between.
    ///
    /// The rules are `JSONEncoder`'s defaults (`Data` as base64, `URL` as its string, `Date`
    /// as its own `Codable` form), except that numbers stay exact: a `Decimal` keeps its
    /// digits, `UInt64.max` stays `18446744073709551615`. Object keys come out in the order
    /// `encode(to:)` wrote them; a dictionary's are sorted by their UTF-8 bytes, so the same
    /// value always gives the same JSON.
    ///
    /// ```swift
    /// struct Order: Codable { var id: Int; var total: Decimal }
    /// var json = try JSONValue(encoding: Order(id: 7, total: Decimal(string: "12.30")!))
    /// json["note"] = "gift"
    /// let order = try json.decode(as: Order.self)
    /// ```
    ///
    /// - Throws: `EncodingError.invalidValue` for a value JSON cannot hold (NaN, infinity), with
    ///   its coding path.
    public init<Value: Encodable>(encoding value: Value) throws {
        self = try JSONValueEncoder().encode(value)
    }

    /// Decodes a value from this JSON with the library's own decoder: no JSON text in between.
    ///
    /// The rules are `JSONDecoder`'s defaults, with exact numbers: `300` is no `Int8`, `1.5` no
    /// `Int`, and `1.66` reads into a `Decimal` as exactly 1.66.
    ///
    /// - Throws: `DecodingError` with the coding path of the value that does not decode.
    public func decode<Value: Decodable>(as type: Value.Type = Value.self) throws -> Value {
        try JSONValueDecoder().decode(type, from: self)
    }
}

extension Optional where Wrapped == JSONValue {
    /// Decodes a value from the JSON at the end of a chain, as on `JSONValue`.
    ///
    /// - Throws: `DecodingError.valueNotFound` when the value is missing, or what decoding throws.
    public func decode<Value: Decodable>(as type: Value.Type = Value.self) throws -> Value {
        guard let value = self else {
            throw DecodingError.valueNotFound(type, DecodingError.Context(
                codingPath: [], debugDescription: "Expected a \(type) value but found nothing: the JSON value is missing."))
        }
        return try value.decode(as: type)
    }
}
