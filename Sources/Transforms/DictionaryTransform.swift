/// A JSON object whose keys are the raw values of an enum, as a dictionary of models.
///
/// Members whose key is not a raw value of `Key`, or whose value is not an object the model
/// accepts, are left out. Written objects list their keys sorted, so the output does not
/// depend on hashing.
///
/// A transform sees values, not the mapping: the models are mapped by a `Mapper` of their
/// own, as in ObjectMapper, without the mapping's `MapContext` or options, and what goes wrong
/// inside a member that is read is not reported (a member is left out only when its model
/// refuses it). Where that matters, map the object as a `[String: Model]` property, which has
/// all of them, and key it by the enum in Swift: `Dictionary(uniqueKeysWithValues:
/// models.compactMap { key, model in Plan(rawValue: key).map { ($0, model) } })`.
///
/// ```swift
/// enum Plan: String { case free, pro }
///
/// struct Limit: Mappable {
///     var requests = 0
///     init?(map: Map) {}
///     mutating func mapping(map: Map) { requests <- map["requests"] }
/// }
///
/// struct Service: Mappable {
///     var limits: [Plan: Limit] = [:]
///     init?(map: Map) {}
///     mutating func mapping(map: Map) {
///         limits <- (map["limits"], DictionaryTransform<Plan, Limit>())
///     }
/// }
/// // {"limits": {"free": {"requests": 10}, "pro": {"requests": 1000}}}
/// ```
public struct DictionaryTransform<Key, Value>: TransformType, Sendable
where Key: Hashable & RawRepresentable, Key.RawValue == String, Value: Mappable {
    /// The property's type.
    public typealias Object = [Key: Value]
    /// The JSON side's type: an object of model objects.
    public typealias JSON = [String: Any]

    /// Creates the transform.
    ///
    /// The key and value types are inferred from the property, or named:
    /// `DictionaryTransform<Plan, Limit>()`.
    public init() {}

    /// Reads a Foundation dictionary of model objects.
    ///
    /// Same rules as ``transformFromJSONValue(_:)``.
    public func transformFromJSON(_ value: Any?) -> [Key: Value]? {
        guard let dictionary = value as? [String: Any], let object = JSONValue(foundation: dictionary) else {
            return nil
        }
        return transformFromJSONValue(object)
    }

    /// The dictionary as a Foundation dictionary of model objects.
    ///
    /// `nil` for a `nil` dictionary.
    public func transformToJSON(_ value: [Key: Value]?) -> [String: Any]? {
        transformToJSONValue(value)?.foundationValue as? [String: Any]
    }

    /// Reads an object whose keys are raw values of `Key` and whose values are model objects.
    ///
    /// Anything but an object gives `nil`; unknown keys and refused models are left out.
    public func transformFromJSONValue(_ value: JSONValue?) -> [Key: Value]? {
        guard let object = value?.object else { return nil }
        let mapper = Mapper<Value>()
        var result: [Key: Value] = [:]
        result.reserveCapacity(object.count)
        for (rawKey, member) in object {
            guard let key = Key(rawValue: rawKey), let model = mapper.map(JSONValue: member) else { continue }
            result[key] = model
        }
        return result
    }

    /// Writes an object keyed by the raw values, in sorted order.
    ///
    /// `nil` for a `nil` dictionary, and for one holding a model that cannot be written whole
    /// (a NaN, a value with no JSON form): a mapper reports that as an `unwritableValue` issue
    /// at the property, rather than writing the model without the value.
    public func transformToJSONValue(_ value: [Key: Value]?) -> JSONValue? {
        guard let value else { return nil }
        let mapper = Mapper<Value>()
        var object = JSONObject()
        object.reserveCapacity(value.count)
        for (key, model) in value.sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            let written = mapper.toJSONWithIssues(model)
            guard written.issues.isEmpty, let json = JSONValue(foundation: written.value) else { return nil }
            object[key.rawValue] = json
        }
        return .object(object)
    }
}
