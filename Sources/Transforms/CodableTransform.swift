import Foundation

/// Any `Codable` value inside a mapped model, through the library's own `JSONValue`.
///
/// The value is decoded from, and encoded to, the JSON value at the key directly: no JSON
/// text, `JSONSerialization` or `JSONEncoder` in between. The rules are `JSONDecoder`'s and
/// `JSONEncoder`'s defaults (`Data` as base64, `URL` as a string, `Date` as its own `Codable`
/// form), except that numbers keep their exact digits (a `Decimal` reads `1.66` as 1.66) and
/// base64 reads as ``DataTransform`` reads it, strictly on every platform.
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
///
/// For other rules, such as snake-case keys or dates as ISO 8601 strings, hand over coders, as
/// with ObjectMapper's ``init(decoder:encoder:)``:
///
/// ```swift
/// let decoder = JSONDecoder()
/// decoder.keyDecodingStrategy = .convertFromSnakeCase
/// decoder.dateDecodingStrategy = .iso8601
/// let encoder = JSONEncoder()
/// encoder.keyEncodingStrategy = .convertToSnakeCase
/// encoder.dateEncodingStrategy = .iso8601
/// let visits = CodableTransform<Visit>(decoder: decoder, encoder: encoder)
/// ```
///
/// It is a struct, where ObjectMapper's is an open class: to change what it does, write a
/// transform that holds one and calls it, or configure the coders.
public struct CodableTransform<T: Codable>: TransformType, Sendable {
    /// The property's type.
    public typealias Object = T
    /// The JSON side's type: any Foundation JSON value.
    public typealias JSON = Any

    /// The settings values are decoded with; `nil` for the library's own decoder.
    private let decoding: DecoderSettings?
    /// The settings values are encoded with; `nil` for the library's own encoder.
    private let encoding: EncoderSettings?

    /// Creates the transform.
    ///
    /// The type is inferred from the property, or named: `CodableTransform<Coordinates>()`.
    public init() {
        decoding = nil
        encoding = nil
    }

    /// Creates a transform that decodes with the settings of `decoder` and encodes with those
    /// of `encoder`, as ObjectMapper's did.
    ///
    /// The transform keeps the coders' settings as they are now, not the coders: their key,
    /// date, data and non-conforming float strategies, their `userInfo`, and the encoder's
    /// output formatting. It makes a coder with those settings for each value, so the transform
    /// is `Sendable` though the coders are not on every platform, and later changes to them do
    /// not reach it. (A subclass of `JSONDecoder` or `JSONEncoder` is used for its settings
    /// only: its overrides are not called.) Closures in a `.custom` strategy may be called from
    /// several threads at once, as with any shared coder.
    ///
    /// With other settings than the defaults, a value goes through JSON text and a Foundation
    /// coder, so that coder's rules apply in full, but that base64 `Data` (the default data
    /// strategy) reads by ``DataTransform``'s strict rule, as with ``init()``; written objects
    /// have their keys sorted, so that the same value writes the same bytes. With the defaults
    /// (`JSONDecoder()` and `JSONEncoder()`), it is the same as ``init()``.
    ///
    /// ```swift
    /// let decoder = JSONDecoder()
    /// decoder.keyDecodingStrategy = .convertFromSnakeCase
    /// let profile = CodableTransform<Profile>(decoder: decoder)   // {"display_name": ...}
    /// ```
    public init(decoder: JSONDecoder = JSONDecoder(), encoder: JSONEncoder = JSONEncoder()) {
        decoding = DecoderSettings(copying: decoder)
        encoding = EncoderSettings(copying: encoder)
    }

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
        if let decoding { return decoding.decode(T.self, from: value) }
        return try? JSONValueDecoder().decode(T.self, from: value)
    }

    /// Encodes the value into a JSON value.
    ///
    /// `nil` for a `nil` value, or one that does not encode (such as a `Double.nan`, unless
    /// the encoder's strategy writes it as a string).
    public func transformToJSONValue(_ value: T?) -> JSONValue? {
        guard let value else { return nil }
        if let encoding { return encoding.encode(value) }
        return try? JSONValueEncoder().encode(value)
    }
}
