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

    /// What a `nil` from ``transformToJSONValue(_:)`` means for a value that is not `nil`.
    ///
    /// `false`, the default: there is nothing to write, so the value is left out (a property's
    /// key, an element of an array or a dictionary), or written as `null` by a mapper that
    /// includes nil values, as ObjectMapper did; it is not an issue. `true`: the transform
    /// cannot write the value, which is reported as an `unwritableValue` issue at its key path
    /// and makes the JSON text `nil`. The library's transform structs say `true` (they give
    /// `nil` only for a value they cannot write). Its open transform classes say `false`, so
    /// that a subclass whose `transformToJSON(_:)` gives `nil` leaves the value out, as in
    /// ObjectMapper, and report the values they cannot write themselves (a NaN, a date too far
    /// out) whatever it says; a subclass that wants its own `nil` reported says `true`.
    static var refusesValueWhenNil: Bool { get }

    /// Whether a `nil` from ``transformToJSONValue(_:)`` for `value` is a refusal (see
    /// ``refusesValueWhenNil``).
    ///
    /// Asked only when the transform gave `nil` for a value that is there. The default answers
    /// ``refusesValueWhenNil`` of the transform's own class; the open transform classes of
    /// module `Transforms` also answer `true` for a value they cannot write themselves. Public
    /// for module `Transforms` only; not for use by models.
    func _refusesNil(writing value: Object) -> Bool
}

extension TransformType {
    /// `false`: a transform's `nil` for a value leaves the value out, as in ObjectMapper.
    public static var refusesValueWhenNil: Bool { false }

    /// ``refusesValueWhenNil`` of the transform's own class (a subclass's, for an instance of
    /// one).
    public func _refusesNil(writing value: Object) -> Bool {
        type(of: self).refusesValueWhenNil
    }

    /// Bridges to ``transformFromJSON(_:)`` through Foundation values.
    ///
    /// The bridge stops where it does for a `[String: Any]` or `[Any]` property: a value nested
    /// deeper than 512 levels has no Foundation form here, so the transform is not called and
    /// the result is `nil` (a mapper reports it as `tooDeep`, at its key path).
    public func transformFromJSONValue(_ value: JSONValue?) -> Object? {
        _transformFromJSONThroughFoundation(value)
    }

    /// The body of the default ``transformFromJSONValue(_:)``, under a name of its own: the open
    /// transform classes of module `Transforms` read a JSONValue directly, for speed, only when
    /// the object is exactly the library's class (Swift cannot tell whether a subclass overrides
    /// ``transformFromJSON(_:)``); a subclass's value comes here, so that its override applies,
    /// as in ObjectMapper. Not for use by models.
    public func _transformFromJSONThroughFoundation(_ value: JSONValue?) -> Object? {
        guard let value, !value.isNull else { return transformFromJSON(nil) }
        guard let foundation = value._transformFoundationValue else { return nil }
        return transformFromJSON(foundation)
    }

    /// Bridges to ``transformToJSON(_:)`` through Foundation values.
    ///
    /// `nil` when the transform gives `nil`, or a value with no JSON form (of a type JSON has
    /// no form for, or nested deeper than 512 levels; a mapper reports which, at its key path).
    public func transformToJSONValue(_ value: Object?) -> JSONValue? {
        guard let json = transformToJSON(value) else { return nil }
        return JSONValue(foundation: json)
    }
}

extension JSONValue {
    /// The Foundation form a transform reads, as a `[String: Any]` or `[Any]` property gets it:
    /// `nil` where the Foundation bridge stops (a value nested deeper than 512 levels), so that
    /// every transform that reads through Foundation values, here and in module `Transforms`,
    /// stops at the same place and the mapper reports it (see below).
    ///
    /// Public for module `Transforms` only (a `package` member would need a package name in
    /// every build of the sources, the fuzzing binary's too); not for use by models.
    public var _transformFoundationValue: Any? {
        guard case .success(let foundation) = FoundationBridge.foundation(self, maximumDepth: FoundationBridge.maximumDepth)
        else { return nil }
        return foundation
    }
}

// Why a transform gave nothing, when the reason is the bridge's.
//
// ``TransformType``'s two typed entry points return an optional, with no room for a reason, and
// a mapper cannot tell a transform's own `nil` from one of the defaults above, which also give
// `nil` for a value the Foundation bridge does not carry. So, only when a transform gave `nil`,
// the mapper asks the bridge the same question a Foundation-typed property asks: reading, whether
// the JSON value has a Foundation form; writing, whether the transform's Foundation value has a
// JSON form (which calls ``TransformType/transformToJSON(_:)`` a second time). A reason found
// there is reported with the bridge's own issue (`tooDeep`, or the type with no JSON form), at
// the key path; otherwise the mapper reports the transform's `nil` as it always has.
extension TransformType {
    /// The issues the Foundation bridge reports for `element`, which the transform did not read
    /// (empty when the bridge carries it); `inKeyOrder` for values mapped from Foundation
    /// dictionaries (see ``FoundationBridge/foundationValue(of:inKeyOrder:issues:)``).
    @usableFromInline
    func bridgingIssues(reading element: JSONElement, inKeyOrder: Bool) -> [PendingIssue] {
        var issues: [PendingIssue] = []
        _ = FoundationBridge.foundationValue(of: element, inKeyOrder: inKeyOrder, issues: &issues)
        return issues
    }

    /// The issues the Foundation bridge reports for what ``transformToJSON(_:)`` makes of
    /// `value`, which the transform did not write (empty when there is none, or it has a JSON
    /// form).
    @usableFromInline
    func bridgingIssues(writing value: Object, expected: String) -> [PendingIssue] {
        guard let json = transformToJSON(value) else { return [] }
        var issues: [PendingIssue] = []
        _ = FoundationBridge.jsonValue(of: json, expected: expected, issues: &issues)
        return issues
    }
}
