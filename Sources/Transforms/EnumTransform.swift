/// Enums, and any `RawRepresentable`, as their raw values.
///
/// An unknown raw value gives `nil`: a property keeps its value, and in an array the element
/// is left out. Raw values of the basic JSON types (`String`, every integer width, `Double`,
/// `Float`, `Bool`) are read exactly: an `Int` raw value matches `2` but not `"2"` or `2.5`.
/// A raw value is exact: JSON's white space around a string is part of it, so `" admin"` and
/// `"admin\n"` name no case (the transforms that read a date, a number, a URL, a color or
/// base64 from a string ignore that white space; a raw value is no such spelling). `<-` without
/// the transform reads raw values the same way, with `.lenientTypes` too.
///
/// ```swift
/// enum Role: String { case admin, member }
///
/// struct Account: Mappable {
///     var role: Role?
///     var roles: [Role] = []
///     init?(map: Map) {}
///     mutating func mapping(map: Map) {
///         role <- (map["role"], EnumTransform<Role>())
///         roles <- (map["roles"], EnumTransform<Role>())   // ["admin", "owner"] reads [.admin]
///     }
/// }
/// ```
///
/// As in ObjectMapper, it is an open class: a subclass may override ``transformFromJSON(_:)``
/// and ``transformToJSON(_:)``, and the library's typed entry points go through the overrides.
///
/// `@unchecked Sendable` because Swift does not check open classes: it stores nothing, and
/// subclasses must keep any state of their own immutable.
open class EnumTransform<T: RawRepresentable>: TransformType, @unchecked Sendable {
    /// The property's type.
    public typealias Object = T
    /// The JSON side's type: the raw value.
    public typealias JSON = T.RawValue

    /// Creates the transform.
    ///
    /// The enum is inferred from the property, or named: `EnumTransform<Role>()`.
    public init() {}

    /// The value whose raw value a Foundation value is, or `nil`.
    ///
    /// The Foundation value is cast to the raw value's type.
    open func transformFromJSON(_ value: Any?) -> T? {
        (value as? T.RawValue).flatMap(T.init(rawValue:))
    }

    /// The value's raw value.
    ///
    /// `nil` for a `nil` value.
    open func transformToJSON(_ value: T?) -> T.RawValue? {
        value?.rawValue
    }

    /// The value whose raw value the JSON value is, or `nil`.
    ///
    /// Basic raw value types are read exactly from the JSON value; others are cast from its
    /// Foundation form. A subclass reads through ``transformFromJSON(_:)``, so that an override
    /// of it applies.
    open func transformFromJSONValue(_ value: JSONValue?) -> T? {
        guard type(of: self) == EnumTransform.self else { return _transformFromJSONThroughFoundation(value) }
        guard let value, !value.isNull else { return nil }
        if let basic = T.RawValue.self as? any JSONValueConvertible.Type {
            return (basic.init(jsonValue: value, conversion: .strict) as? T.RawValue).flatMap(T.init(rawValue:))
        }
        guard let foundation = value._transformFoundationValue else { return nil }  // too deep: reported
        return transformFromJSON(foundation)
    }

    /// `false`: a `nil` that a subclass's ``transformToJSON(_:)`` gives for a value leaves it out
    /// (or writes `null` when nil values are included), as in ObjectMapper (see
    /// `TransformType.refusesValueWhenNil`). A subclass whose every `nil` is a refusal, reported as
    /// an `unwritableValue` issue, overrides it:
    /// `override class var refusesValueWhenNil: Bool { true }`.
    open class var refusesValueWhenNil: Bool { false }

    /// Writes the raw value ``transformToJSON(_:)`` gives.
    ///
    /// `nil` for a `nil` value, or a raw value that has no JSON form.
    open func transformToJSONValue(_ value: T?) -> JSONValue? {
        guard let raw = transformToJSON(value) else { return nil }
        if let basic = raw as? any JSONValueConvertible { return basic.jsonValue }
        return JSONValue(foundation: raw)
    }
}
