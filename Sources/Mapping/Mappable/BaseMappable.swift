/// A type that maps itself to and from JSON with one `mapping(map:)` function.
///
/// Do not adopt `BaseMappable` directly: adopt ``Mappable``, ``StaticMappable`` or
/// ``ImmutableMappable``, which say how an instance comes to exist before it is mapped.
///
/// ```swift
/// struct User: Mappable {
///     var id = 0
///     var name: String?
///     var friends: [User] = []
///
///     init?(map: Map) {}
///
///     mutating func mapping(map: Map) {
///         id      <- map["id"]
///         name    <- map["profile.name"]
///         friends <- map["friends"]
///     }
/// }
/// ```
public protocol BaseMappable: MapValue {
    /// Maps each property with `<-` (both directions) or `>>>` (to JSON only).
    ///
    /// The same function runs when reading (`map.mappingType == .fromJSON`) and when writing
    /// (`.toJSON`); the operators do the right thing for each.
    mutating func mapping(map: Map)

    /// Creates the instance that `mapping(map:)` then fills, or `nil` when the JSON is refused.
    ///
    /// An implementation detail that ``Mappable``, ``StaticMappable`` and ``ImmutableMappable``
    /// provide; do not implement it.
    static func _instanceForMapping(map: Map) throws -> Self?

    /// The model's identity when it is an instance of a class, `nil` for a value: how a mapping
    /// finds a model inside itself (a cycle). A requirement, so that a specialized mapping knows
    /// it without a dynamic cast per model (`is AnyObject.Type` is one, for a struct).
    ///
    /// An implementation detail provided for every model; do not implement it.
    var _mappingIdentity: ObjectIdentifier? { get }
}

extension BaseMappable {
    @inlinable
    public var _mappingIdentity: ObjectIdentifier? { nil }
}

extension BaseMappable where Self: AnyObject {
    @inlinable
    public var _mappingIdentity: ObjectIdentifier? { ObjectIdentifier(self) }
}

/// A model created by a failable initializer, then filled by `mapping(map:)`.
///
/// Return `nil` from `init?(map:)` to refuse the JSON before it is mapped: the object is then
/// not created, and in an array it is left out.
///
/// ```swift
/// struct Post: Mappable {
///     var id = 0
///     var title = ""
///
///     init?(map: Map) {
///         guard map["id"].isKeyPresent else { return nil }   // no id, no post
///     }
///
///     mutating func mapping(map: Map) {
///         id    <- map["id"]
///         title <- map["title"]
///     }
/// }
/// ```
public protocol Mappable: BaseMappable {
    /// Creates an instance before mapping, or refuses the JSON by returning `nil`.
    init?(map: Map)
}

/// A model whose instance is chosen by a static function, for class clusters and
/// polymorphism: a base class can return a subclass picked by a "type" field.
///
/// ```swift
/// class Shape: StaticMappable {
///     var name = ""
///     class func objectForMapping(map: Map) -> BaseMappable? {
///         switch map["kind"].currentValue as? String {
///         case "circle": return Circle()
///         case "square": return Square()
///         default: return nil
///         }
///     }
///     func mapping(map: Map) { name <- map["name"] }
/// }
/// ```
public protocol StaticMappable: BaseMappable {
    /// The instance to map the JSON into, or `nil` to refuse it.
    static func objectForMapping(map: Map) -> BaseMappable?
}

/// A model with `let` properties, read in a throwing initializer and written back with `>>>`.
///
/// ```swift
/// struct Point: ImmutableMappable {
///     let x: Double
///     let y: Double
///     let label: String?
///
///     init(map: Map) throws {
///         x     = try map.value("x")
///         y     = try map.value("y")
///         label = try map.value("label")      // nil when absent
///     }
///
///     func mapping(map: Map) {
///         x     >>> map["x"]
///         y     >>> map["y"]
///         label >>> map["label"]
///     }
/// }
/// ```
public protocol ImmutableMappable: BaseMappable {
    /// Reads every property; throws ``MapError`` when a required value is missing or wrong.
    init(map: Map) throws
}

/// A value handed through ``Mapper/init(context:shouldIncludeNilValues:options:)`` to every
/// ``Map``, nested ones included, as `map.context`.
///
/// It refines `Sendable` because a ``Mapper`` may be shared between tasks.
///
/// ```swift
/// struct Audience: MapContext { var isAdmin: Bool }
///
/// struct Account: Mappable {
///     var email: String?
///     init?(map: Map) {}
///     mutating func mapping(map: Map) {
///         if (map.context as? Audience)?.isAdmin == true { email <- map["email"] }
///     }
/// }
/// let account = Mapper<Account>(context: Audience(isAdmin: true)).map(JSONString: json)
/// ```
public protocol MapContext: Sendable {}

extension Mappable {
    public static func _instanceForMapping(map: Map) throws -> Self? { Self(map: map) }
}

extension StaticMappable {
    public static func _instanceForMapping(map: Map) throws -> Self? { objectForMapping(map: map) as? Self }
}

// A model may adopt StaticMappable beside Mappable or ImmutableMappable, directly or through a
// base class; ObjectMapper then makes it with `objectForMapping(map:)`, and so does this (the
// more constrained extensions below are the ones Swift picks for such a model).
extension Mappable where Self: StaticMappable {
    public static func _instanceForMapping(map: Map) throws -> Self? { objectForMapping(map: map) as? Self }
}

extension ImmutableMappable where Self: StaticMappable {
    public static func _instanceForMapping(map: Map) throws -> Self? { objectForMapping(map: map) as? Self }
}

extension ImmutableMappable {
    public static func _instanceForMapping(map: Map) throws -> Self? {
        let made = try Self(map: map)
        // The `mapping(map:)` that follows selects the keys again, for `>>>`.
        if map.mappingType == .fromJSON { map.defersSelections = true }
        return made
    }

    /// Writes nothing by default; implement it with `>>>` to write the model back to JSON.
    public mutating func mapping(map: Map) {}
}
