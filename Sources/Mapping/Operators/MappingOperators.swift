/// Operators that map a property in both directions (`<-`) or only to JSON (`>>>`).
///
/// Every overload is a one-line door: it picks the ``ValueCodec`` for its shape and hands it
/// to ``Map``'s binding functions (`Map+Resolving.swift`), which implement the behaviour once.
/// Basic values and models, with optionals and containers of them to any depth, go through one
/// door (``MapValue``); enums and transforms have a door per container shape
/// (`MappingOperators+Families.swift`, generated from a table); any other type goes through
/// Foundation values and a cast, as in ObjectMapper.
///
/// ```swift
/// struct Profile: Mappable {
///     var id = 0                    // basic value
///     var role: Role?               // enum
///     var friends: [Profile] = []   // models
///     var joined: Date?             // through a transform
///     var extra: [String: Any] = [:] // through Foundation values
///
///     init?(map: Map) {}
///
///     mutating func mapping(map: Map) {
///         id      <- map["id"]
///         role    <- map["role"]
///         friends <- map["friends"]
///         joined  <- (map["joined"], ISO8601DateTransform())
///         extra   <- map["extra"]
///     }
/// }
/// ```
precedencegroup MappingPrecedence {
    associativity: none
    higherThan: AssignmentPrecedence
}

/// Maps a property in both directions: reads it from JSON, or writes it to JSON.
infix operator <- : MappingPrecedence

/// Writes a property to JSON; does nothing when reading (for `let` properties).
infix operator >>> : MappingPrecedence

/// Maps a basic value, a model, or an optional, array, set or dictionary of them (to any depth)
/// in both directions.
@inlinable public func <- <T: MapValue>(left: inout T, right: Map) { right.bind(&left, MapValueCodec<T>()) }
/// Writes a basic value, a model, or an optional, array, set or dictionary of them to JSON.
@inlinable public func >>> <T: MapValue>(left: T, right: Map) { right.write(left, MapValueCodec<T>()) }

/// Maps any other type in both directions, through Foundation values and a cast, as
/// ObjectMapper did (`[String: Any]`, `[Any]`, `NSNumber`, `Any?`). A value with no JSON form
/// (a `Date` without a transform) is not written: it is reported and makes the JSON text `nil`.
@_disfavoredOverload
@inlinable public func <- <T>(left: inout T, right: Map) { right.bind(&left, CastCodec<T>()) }
/// Writes any other type to JSON, through Foundation values, as ObjectMapper did.
@_disfavoredOverload
@inlinable public func >>> <T>(left: T, right: Map) { right.write(left, CastCodec<T>()) }

/// Maps an `Any` property, as the generic form maps any other type. Spelled out because in the
/// Swift 6 language mode an `Any` passed `inout` to the generic form is opened as an
/// existential, which the Swift 6.3 compiler cannot build ("Unhandled coercion").
@inlinable public func <- (left: inout Any, right: Map) { right.bind(&left, CastCodec<Any>()) }
/// Maps an `AnyObject` property; spelled out for the reason given for `Any`.
@inlinable public func <- (left: inout AnyObject, right: Map) { right.bind(&left, CastCodec<AnyObject>()) }
