/// Any `Codable` value inside a mapped model, through the library's own `JSONValue`.
///
/// The value is decoded from, and encoded to, the JSON value at the key directly: no JSON
/// text, `JSONSerialization` or `JSONEncoder` in between. The rules are `JSONDecoder`'s and
/// `JSONEncoder`'s defaults (`Data` as base64, `URL` as a string, `Date` as its own `Codable`
/// form), except that numbers keep their exact digits (a `Decimal` reads `1.66` as 1.66).
/// A value that does not decode gives `nil`, and a mapping issue names the key.
///
/// ```swift
/// struct Coordinates: Codable, Sendable { var lat: Double; var lon: Double }
///
/// struct Place: Mappable {
///     var position: Coordinates?
///     init?(map: Map) {}
///     mutating func mapping(map: Map) {
///         position <- (map["position"], CodableTransform<Coordinates>())
///     }
/// }
/// ```
public struct CodableTransform<T: Codable>: TransformType, Sendable {
    /// The property's type.
    public typealias Object = T
    /// The JSON side's type: any Foundation JSON value.
    public typealias JSON = Any

    /// Creates the transform.
    ///
    /// The type is inferred from the property, or named: `CodableTransform<Coordinates>()`.
    public init() {}

    /// Decodes the value from a Foundation JSON value.
    ///
    /// `nil` when it has no JSON form or does not decode.
    public func transformFromJSON(_ value: Any?) -> T? {
        transformFromJSONValue(value.flatMap { JSONValue(foundation: $0) })
    }

    /// The value encoded as a Foundation JSON value.
    ///
    /// `nil` for a `nil` value, or one that does not encode.
    public func transformToJSON(_ value: T?) -> Any? {
        transformToJSONValue(value)?.foundationValue
    }

    /// Decodes the value from the JSON value.
    ///
    /// `nil` (a JSON `null` as the library hands it over) gives `nil`, so the property keeps
    /// its value; anything that does not decode gives `nil` too.
    public func transformFromJSONValue(_ value: JSONValue?) -> T? {
        guard let value else { return nil }
        return try? JSONValueDecoder().decode(T.self, from: value)
    }

    /// Encodes the value into a JSON value.
    ///
    /// `nil` for a `nil` value, or one that does not encode (such as a `Double.nan`).
    public func transformToJSONValue(_ value: T?) -> JSONValue? {
        guard let value else { return nil }
        return try? JSONValueEncoder().encode(value)
    }
}
