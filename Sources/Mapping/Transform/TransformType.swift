/// Converts a property's value to and from JSON, for types JSON cannot hold directly.
///
/// The two requirements keep ObjectMapper's signatures, so existing transforms compile
/// unchanged. The library calls the typed entry points ``transformFromJSONValue(_:)`` and
/// ``transformToJSONValue(_:)``; their default implementations bridge through Foundation values
/// to the two requirements. Transforms that override them never touch `Any`.
///
/// ```swift
/// struct CentsTransform: TransformType {
///     func transformFromJSON(_ value: Any?) -> Decimal? {
///         (value as? Int).map { Decimal($0) / 100 }
///     }
///     func transformToJSON(_ value: Decimal?) -> Int? {
///         value.map { NSDecimalNumber(decimal: $0 * 100).intValue }
///     }
/// }
///
/// struct Product: Mappable {
///     var price: Decimal?
///     init?(map: Map) {}
///     mutating func mapping(map: Map) { price <- (map["price_cents"], CentsTransform()) }
/// }
/// ```
public protocol TransformType {
    /// The property's type.
    associatedtype Object
    /// The JSON side's type, as Foundation represents it (`String`, `Int`, `Double`, ...).
    associatedtype JSON

    /// Converts a JSON value (as Foundation represents it; `nil` for `null`) into the property's type.
    func transformFromJSON(_ value: Any?) -> Object?

    /// Converts the property's value into its JSON form.
    func transformToJSON(_ value: Object?) -> JSON?

    /// Converts a JSON value (`nil` for `null`) into the property's type, without `Any`.
    func transformFromJSONValue(_ value: JSONValue?) -> Object?

    /// Converts the property's value into a JSON value, without `Any`.
    func transformToJSONValue(_ value: Object?) -> JSONValue?
}

extension TransformType {
    /// Bridges to ``transformFromJSON(_:)`` through Foundation values.
    public func transformFromJSONValue(_ value: JSONValue?) -> Object? {
        guard let value, !value.isNull else { return transformFromJSON(nil) }
        return transformFromJSON(value.foundationValue)
    }

    /// Bridges to ``transformToJSON(_:)`` through Foundation values.
    public func transformToJSONValue(_ value: Object?) -> JSONValue? {
        guard let json = transformToJSON(value) else { return nil }
        return JSONValue(foundation: json)
    }
}
