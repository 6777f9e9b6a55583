/// A transform made of two closures over the JSON side's own type.
///
/// `fromJSON` receives the JSON value as `JSONType` (`nil` for a JSON `null`, a missing value,
/// or a value of another type); `toJSON` receives the property's value. Basic JSON types
/// (`String`, `Bool`, every integer width, `Double`, `Float`, `CGFloat`, `Decimal`, `JSONValue`)
/// are read exactly, without Foundation values: `TransformOf<Int, String>` gets the string of
/// `"42"` and `nil` for the number `42`.
///
/// ```swift
/// // Identifiers that the server sends as strings: "42" in JSON, 42 in the model.
/// let stringID = TransformOf<Int, String>(
///     fromJSON: { text in text.flatMap { Int($0) } },
///     toJSON: { id in id.map { String($0) } })
///
/// struct Order: Mappable {
///     var id: Int?
///     init?(map: Map) {}
///     mutating func mapping(map: Map) { id <- (map["id"], stringID) }
/// }
/// ```
///
/// As in ObjectMapper, it is an open class, so a subclass can name a conversion once:
///
/// ```swift
/// final class StringIDTransform: TransformOf<Int, String> {
///     init() {
///         super.init(fromJSON: { $0.flatMap { Int($0) } }, toJSON: { $0.map { String($0) } })
///     }
/// }
/// ```
///
/// A subclass reads through ``transformFromJSON(_:)``, as ObjectMapper did: the JSON value is
/// cast to `JSONType` from its Foundation form.
///
/// `@unchecked Sendable` because Swift does not check open classes: the only stored
/// properties are two immutable `@Sendable` closures, and subclasses must keep any state of
/// their own immutable.
open class TransformOf<ObjectType, JSONType>: TransformType, @unchecked Sendable {
    /// The property's type.
    public typealias Object = ObjectType
    /// The JSON side's type, as the closures see it.
    public typealias JSON = JSONType

    private let fromJSON: @Sendable (JSONType?) -> ObjectType?
    private let toJSON: @Sendable (ObjectType?) -> JSONType?

    /// `false`: a `nil` from the `toJSON` closure leaves the value out, as in ObjectMapper (see
    /// `TransformType.refusesValueWhenNil`). Declared here, as in the library's other open
    /// transforms, so that a subclass whose `nil` means a value it cannot write can say `true`.
    open class var refusesValueWhenNil: Bool { false }

    /// Creates a transform from its two directions.
    ///
    /// The closures must be `@Sendable`, since a transform may be used from many tasks at once.
    public init(fromJSON: @escaping @Sendable (JSONType?) -> ObjectType?,
                toJSON: @escaping @Sendable (ObjectType?) -> JSONType?) {
        self.fromJSON = fromJSON
        self.toJSON = toJSON
    }

    /// Casts a Foundation value to `JSONType` and hands it to `fromJSON`.
    ///
    /// A value of another type is handed over as `nil`.
    open func transformFromJSON(_ value: Any?) -> ObjectType? {
        fromJSON(value as? JSONType)
    }

    /// Hands the property's value to `toJSON`.
    ///
    /// The result is the JSON side's value, before it is converted into JSON.
    open func transformToJSON(_ value: ObjectType?) -> JSONType? {
        toJSON(value)
    }

    /// Reads the JSON value as `JSONType` and hands it to `fromJSON`.
    ///
    /// Basic types are read exactly from the JSON value (an integer type gets only whole numbers
    /// that fit); other types are cast from the Foundation form of the value, as ObjectMapper did
    /// (`nil` past the Foundation bridge's 512 levels, which the mapper reports as `tooDeep`).
    /// A subclass reads through ``transformFromJSON(_:)``, so that an override of it applies.
    open func transformFromJSONValue(_ value: JSONValue?) -> ObjectType? {
        guard type(of: self) == TransformOf.self else { return _transformFromJSONThroughFoundation(value) }
        guard let value, !value.isNull else { return fromJSON(nil) }
        if let basic = JSONType.self as? any JSONValueConvertible.Type {
            return fromJSON(basic.init(jsonValue: value, conversion: .strict) as? JSONType)
        }
        guard let foundation = value._transformFoundationValue else { return nil }  // too deep: reported
        return fromJSON(foundation as? JSONType)
    }

    /// Writes what ``transformToJSON(_:)`` makes of the property's value as JSON.
    ///
    /// Basic types are written directly; others through their Foundation form (`nil`, which
    /// leaves the key out, when that has no JSON form).
    open func transformToJSONValue(_ value: ObjectType?) -> JSONValue? {
        guard let json = transformToJSON(value) else { return nil }
        if let basic = json as? any JSONValueConvertible { return basic.jsonValue }
        return JSONValue(foundation: json)
    }
}
