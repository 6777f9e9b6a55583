/// A type that `<-`, `>>>` and `try map.value(...)` map directly, in any container shape.
///
/// The library's basic values (``JSONValueConvertible``: `Bool`, `String`, every integer width,
/// `Double`, `Float`, `CGFloat`, `Decimal`, ``JSONValue``) and every model (``BaseMappable``)
/// are map values, and so are optionals, arrays, sets and string-keyed dictionaries of map
/// values, to any depth: `[String: [User]]?` maps with the same one operator as `Int`. Enums,
/// transforms and other types have operators of their own.
///
/// You do not conform to `MapValue` yourself: conform to ``JSONValueConvertible`` (a value
/// with its own JSON form) or adopt ``Mappable`` (a model).
///
/// ```swift
/// struct Team: Mappable {
///     var name = ""
///     var members: [User] = []            // an array of models
///     var scores: [String: [Int]] = [:]   // a dictionary of arrays of numbers
///     var motto: String?                  // an optional
///
///     init?(map: Map) {}
///
///     mutating func mapping(map: Map) {
///         name    <- map["name"]
///         members <- map["members"]
///         scores  <- map["scores"]
///         motto   <- map["motto"]
///     }
/// }
/// ```
public protocol MapValue {
    /// How issues name the type, such as `Int` or `[User]`.
    static var _mapExpected: String { get }

    /// Reads a non-null JSON value; `nil`, with the reasons recorded, when it does not convert.
    ///
    /// `existing` is the property's current value (of this type) when the map updates objects
    /// in place. It is not typed `Self?`, so that models stay usable as plain existentials
    /// (`BaseMappable?`), as ObjectMapper code writes them.
    static func _mapDecode(_ json: JSONElement, existing: Any?, _ coding: inout MapCoding) -> Self?

    /// Reads a non-null JSON value into a new value (no current value to update): the common
    /// case, kept apart so that it passes no `Any?`, whose copy and destruction cost every key.
    static func _mapDecode(_ json: JSONElement, _ coding: inout MapCoding) -> Self?

    /// What a JSON `null` reads as; `nil` when it is no value of this type.
    static func _mapDecodeNull(_ coding: inout MapCoding) -> Self?

    /// What an absent key reads as in `try map.value(...)`: `nil` when the value is required.
    static var _mapAbsent: Self? { get }

    /// Writes the value; `nil` when it cannot be written (with the reasons recorded) or is a nil
    /// optional.
    func _mapEncode(_ coding: inout MapCoding) -> JSONValue?

    /// Whether the value is a nil optional.
    var _mapIsNil: Bool { get }

    /// Whether reading maps onto the existing value rather than replacing it (models), so that a
    /// dictionary of such values updates its entries in place (see `ValueCodec.updatesInPlace`).
    static var _mapUpdatesInPlace: Bool { get }

    /// ``_mapDecode(_:_:)`` for an element of a collection: a collection there is empty rather
    /// than failed when none of its own elements converts (see `ValueCodec.asElement`).
    static func _mapDecodeElement(_ json: JSONElement, _ coding: inout MapCoding) -> Self?
}

extension MapValue {
    @inlinable
    public static func _mapDecode(_ json: JSONElement, _ coding: inout MapCoding) -> Self? {
        _mapDecode(json, existing: nil, &coding)
    }

    @inlinable
    public static func _mapDecodeNull(_ coding: inout MapCoding) -> Self? { nil }

    @inlinable
    public static var _mapAbsent: Self? { nil }

    @inlinable
    public var _mapIsNil: Bool { false }

    @inlinable
    public static var _mapUpdatesInPlace: Bool { false }

    @inlinable
    public static func _mapDecodeElement(_ json: JSONElement, _ coding: inout MapCoding) -> Self? {
        _mapDecode(json, &coding)
    }
}

extension JSONValueConvertible {
    @inlinable
    public static var _mapExpected: String { jsonTypeDescription }

    @inlinable
    public static func _mapDecode(_ json: JSONElement, existing: Any?, _ coding: inout MapCoding) -> Self? {
        BasicCodec<Self>().decode(json, existing: existing.flatMap { $0 as? Self }, &coding)
    }

    @inlinable
    public static func _mapDecode(_ json: JSONElement, _ coding: inout MapCoding) -> Self? {
        BasicCodec<Self>().decode(json, existing: nil, &coding)
    }

    @inlinable
    public static func _mapDecodeNull(_ coding: inout MapCoding) -> Self? { _decodeNull() }

    @inlinable
    public func _mapEncode(_ coding: inout MapCoding) -> JSONValue? {
        BasicCodec<Self>().encode(self, &coding)
    }
}

extension BaseMappable {
    @inlinable
    public static var _mapExpected: String { String(describing: Self.self) }

    @inlinable
    public static func _mapDecode(_ json: JSONElement, existing: Any?, _ coding: inout MapCoding) -> Self? {
        ModelCodec<Self>().decode(json, existing: existing.flatMap { $0 as? Self }, &coding)
    }

    @inlinable
    public static func _mapDecode(_ json: JSONElement, _ coding: inout MapCoding) -> Self? {
        ModelCodec<Self>().decode(json, existing: nil, &coding)
    }

    @inlinable
    public func _mapEncode(_ coding: inout MapCoding) -> JSONValue? {
        ModelCodec<Self>().encode(self, &coding)
    }

    @inlinable
    public static var _mapUpdatesInPlace: Bool { true }
}

extension Optional: MapValue where Wrapped: MapValue {
    @inlinable
    public static var _mapExpected: String { Wrapped._mapExpected }

    @inlinable
    public static func _mapDecode(_ json: JSONElement, existing: Any?, _ coding: inout MapCoding) -> Wrapped?? {
        OptionalCodec(wrapped: MapValueCodec<Wrapped>()).decode(json, existing: existing.flatMap { $0 as? Wrapped? }, &coding)
    }

    @inlinable
    public static func _mapDecode(_ json: JSONElement, _ coding: inout MapCoding) -> Wrapped?? {
        OptionalCodec(wrapped: MapValueCodec<Wrapped>()).decode(json, existing: nil, &coding)
    }

    @inlinable
    public static func _mapDecodeNull(_ coding: inout MapCoding) -> Wrapped?? {
        OptionalCodec(wrapped: MapValueCodec<Wrapped>()).decodeNull(&coding)
    }

    @inlinable
    public static var _mapAbsent: Wrapped?? { .some(nil) }

    @inlinable
    public func _mapEncode(_ coding: inout MapCoding) -> JSONValue? {
        OptionalCodec(wrapped: MapValueCodec<Wrapped>()).encode(self, &coding)
    }

    @inlinable
    public var _mapIsNil: Bool { self == nil }

    @inlinable
    public static var _mapUpdatesInPlace: Bool { Wrapped._mapUpdatesInPlace }

    @inlinable
    public static func _mapDecodeElement(_ json: JSONElement, _ coding: inout MapCoding) -> Wrapped?? {
        OptionalCodec(wrapped: MapValueCodec<Wrapped>()).asElement.decode(json, existing: nil, &coding)
    }
}

extension Array: MapValue where Element: MapValue {
    @inlinable
    public static var _mapExpected: String { "[\(Element._mapExpected)]" }

    @inlinable
    public static func _mapDecode(_ json: JSONElement, existing: Any?, _ coding: inout MapCoding) -> [Element]? {
        ArrayCodec(element: MapValueCodec<Element>()).decode(json, existing: existing.flatMap { $0 as? [Element] }, &coding)
    }

    @inlinable
    public static func _mapDecode(_ json: JSONElement, _ coding: inout MapCoding) -> [Element]? {
        ArrayCodec(element: MapValueCodec<Element>()).decode(json, existing: nil, &coding)
    }

    @inlinable
    public static func _mapDecodeElement(_ json: JSONElement, _ coding: inout MapCoding) -> [Element]? {
        ArrayCodec(element: MapValueCodec<Element>()).asElement.decode(json, existing: nil, &coding)
    }

    @inlinable
    public func _mapEncode(_ coding: inout MapCoding) -> JSONValue? {
        ArrayCodec(element: MapValueCodec<Element>()).encode(self, &coding)
    }
}

extension Set: MapValue where Element: MapValue {
    @inlinable
    public static var _mapExpected: String { "Set<\(Element._mapExpected)>" }

    @inlinable
    public static func _mapDecode(_ json: JSONElement, existing: Any?, _ coding: inout MapCoding) -> Set<Element>? {
        SetCodec(element: MapValueCodec<Element>()).decode(json, existing: existing.flatMap { $0 as? Set<Element> }, &coding)
    }

    @inlinable
    public static func _mapDecode(_ json: JSONElement, _ coding: inout MapCoding) -> Set<Element>? {
        SetCodec(element: MapValueCodec<Element>()).decode(json, existing: nil, &coding)
    }

    @inlinable
    public static func _mapDecodeElement(_ json: JSONElement, _ coding: inout MapCoding) -> Set<Element>? {
        SetCodec(element: MapValueCodec<Element>()).asElement.decode(json, existing: nil, &coding)
    }

    @inlinable
    public func _mapEncode(_ coding: inout MapCoding) -> JSONValue? {
        SetCodec(element: MapValueCodec<Element>()).encode(self, &coding)
    }
}

extension Dictionary: MapValue where Key == String, Value: MapValue {
    @inlinable
    public static var _mapExpected: String { "[String: \(Value._mapExpected)]" }

    @inlinable
    public static func _mapDecode(_ json: JSONElement, existing: Any?, _ coding: inout MapCoding) -> [String: Value]? {
        DictionaryCodec(element: MapValueCodec<Value>()).decode(json, existing: existing.flatMap { $0 as? [String: Value] }, &coding)
    }

    @inlinable
    public static func _mapDecode(_ json: JSONElement, _ coding: inout MapCoding) -> [String: Value]? {
        DictionaryCodec(element: MapValueCodec<Value>()).decode(json, existing: nil, &coding)
    }

    @inlinable
    public static func _mapDecodeElement(_ json: JSONElement, _ coding: inout MapCoding) -> [String: Value]? {
        DictionaryCodec(element: MapValueCodec<Value>()).asElement.decode(json, existing: nil, &coding)
    }

    @inlinable
    public func _mapEncode(_ coding: inout MapCoding) -> JSONValue? {
        DictionaryCodec(element: MapValueCodec<Value>()).encode(self, &coding)
    }
}
