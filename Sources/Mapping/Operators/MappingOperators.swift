/// Operators that map a property in both directions (`<-`) or only to JSON (`>>>`).
///
/// Every overload is a one-line door: it picks the ``ValueCodec`` for its shape and hands it
/// to ``Map``'s binding functions (`Map+Binding.swift`), which implement the behaviour once.
///
/// ```swift
/// struct Profile: Mappable {
///     var id = 0                    // basic value
///     var role: Role?               // enum
///     var friends: [Profile] = []   // models
///     var joined: Date?             // through a transform
///
///     init?(map: Map) {}
///
///     mutating func mapping(map: Map) {
///         id      <- map["id"]
///         role    <- map["role"]
///         friends <- map["friends"]
///         joined  <- (map["joined"], ISO8601DateTransform())
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

/// Maps a basic value (`Bool`, `String`, numbers, `JSONValue`, and collections of them) in both directions.
@inlinable public func <- <T: JSONValueConvertible>(left: inout T, right: Map) { right.bind(&left, BasicCodec<T>()) }
/// Writes a basic value (`Bool`, `String`, numbers, `JSONValue`, and collections of them) to JSON.
@inlinable public func >>> <T: JSONValueConvertible>(left: T, right: Map) { right.write(left, BasicCodec<T>()) }
/// Maps a basic value (`Bool`, `String`, numbers, `JSONValue`, and collections of them) (optional) in both directions.
@inlinable public func <- <T: JSONValueConvertible>(left: inout T?, right: Map) { right.bind(&left, BasicCodec<T>()) }
/// Writes a basic value (`Bool`, `String`, numbers, `JSONValue`, and collections of them) (optional) to JSON.
@inlinable public func >>> <T: JSONValueConvertible>(left: T?, right: Map) { right.write(left, BasicCodec<T>()) }

/// Maps an enum or other `RawRepresentable` in both directions.
@inlinable public func <- <T: RawRepresentable>(left: inout T, right: Map) where T.RawValue: JSONValueConvertible { right.bind(&left, RawCodec<T>()) }
/// Writes an enum or other `RawRepresentable` to JSON.
@inlinable public func >>> <T: RawRepresentable>(left: T, right: Map) where T.RawValue: JSONValueConvertible { right.write(left, RawCodec<T>()) }
/// Maps an enum or other `RawRepresentable` (optional) in both directions.
@inlinable public func <- <T: RawRepresentable>(left: inout T?, right: Map) where T.RawValue: JSONValueConvertible { right.bind(&left, RawCodec<T>()) }
/// Writes an enum or other `RawRepresentable` (optional) to JSON.
@inlinable public func >>> <T: RawRepresentable>(left: T?, right: Map) where T.RawValue: JSONValueConvertible { right.write(left, RawCodec<T>()) }

/// Maps an array of enums in both directions.
@inlinable public func <- <T: RawRepresentable>(left: inout [T], right: Map) where T.RawValue: JSONValueConvertible { right.bind(&left, ArrayCodec(element: RawCodec<T>())) }
/// Writes an array of enums to JSON.
@inlinable public func >>> <T: RawRepresentable>(left: [T], right: Map) where T.RawValue: JSONValueConvertible { right.write(left, ArrayCodec(element: RawCodec<T>())) }
/// Maps an array of enums (optional) in both directions.
@inlinable public func <- <T: RawRepresentable>(left: inout [T]?, right: Map) where T.RawValue: JSONValueConvertible { right.bind(&left, ArrayCodec(element: RawCodec<T>())) }
/// Writes an array of enums (optional) to JSON.
@inlinable public func >>> <T: RawRepresentable>(left: [T]?, right: Map) where T.RawValue: JSONValueConvertible { right.write(left, ArrayCodec(element: RawCodec<T>())) }

/// Maps a dictionary of enums in both directions.
@inlinable public func <- <T: RawRepresentable>(left: inout [String: T], right: Map) where T.RawValue: JSONValueConvertible { right.bind(&left, DictionaryCodec(element: RawCodec<T>())) }
/// Writes a dictionary of enums to JSON.
@inlinable public func >>> <T: RawRepresentable>(left: [String: T], right: Map) where T.RawValue: JSONValueConvertible { right.write(left, DictionaryCodec(element: RawCodec<T>())) }
/// Maps a dictionary of enums (optional) in both directions.
@inlinable public func <- <T: RawRepresentable>(left: inout [String: T]?, right: Map) where T.RawValue: JSONValueConvertible { right.bind(&left, DictionaryCodec(element: RawCodec<T>())) }
/// Writes a dictionary of enums (optional) to JSON.
@inlinable public func >>> <T: RawRepresentable>(left: [String: T]?, right: Map) where T.RawValue: JSONValueConvertible { right.write(left, DictionaryCodec(element: RawCodec<T>())) }

/// Maps a nested model in both directions.
@inlinable public func <- <T: BaseMappable>(left: inout T, right: Map) { right.bind(&left, ModelCodec<T>()) }
/// Writes a nested model to JSON.
@inlinable public func >>> <T: BaseMappable>(left: T, right: Map) { right.write(left, ModelCodec<T>()) }
/// Maps a nested model (optional) in both directions.
@inlinable public func <- <T: BaseMappable>(left: inout T?, right: Map) { right.bind(&left, ModelCodec<T>()) }
/// Writes a nested model (optional) to JSON.
@inlinable public func >>> <T: BaseMappable>(left: T?, right: Map) { right.write(left, ModelCodec<T>()) }

/// Maps an array of models in both directions.
@inlinable public func <- <T: BaseMappable>(left: inout [T], right: Map) { right.bind(&left, ArrayCodec(element: ModelCodec<T>())) }
/// Writes an array of models to JSON.
@inlinable public func >>> <T: BaseMappable>(left: [T], right: Map) { right.write(left, ArrayCodec(element: ModelCodec<T>())) }
/// Maps an array of models (optional) in both directions.
@inlinable public func <- <T: BaseMappable>(left: inout [T]?, right: Map) { right.bind(&left, ArrayCodec(element: ModelCodec<T>())) }
/// Writes an array of models (optional) to JSON.
@inlinable public func >>> <T: BaseMappable>(left: [T]?, right: Map) { right.write(left, ArrayCodec(element: ModelCodec<T>())) }

/// Maps an array of arrays of models in both directions.
@inlinable public func <- <T: BaseMappable>(left: inout [[T]], right: Map) { right.bind(&left, ArrayCodec(element: ArrayCodec(element: ModelCodec<T>()))) }
/// Writes an array of arrays of models to JSON.
@inlinable public func >>> <T: BaseMappable>(left: [[T]], right: Map) { right.write(left, ArrayCodec(element: ArrayCodec(element: ModelCodec<T>()))) }
/// Maps an array of arrays of models (optional) in both directions.
@inlinable public func <- <T: BaseMappable>(left: inout [[T]]?, right: Map) { right.bind(&left, ArrayCodec(element: ArrayCodec(element: ModelCodec<T>()))) }
/// Writes an array of arrays of models (optional) to JSON.
@inlinable public func >>> <T: BaseMappable>(left: [[T]]?, right: Map) { right.write(left, ArrayCodec(element: ArrayCodec(element: ModelCodec<T>()))) }

/// Maps a dictionary of models in both directions.
@inlinable public func <- <T: BaseMappable>(left: inout [String: T], right: Map) { right.bind(&left, DictionaryCodec(element: ModelCodec<T>())) }
/// Writes a dictionary of models to JSON.
@inlinable public func >>> <T: BaseMappable>(left: [String: T], right: Map) { right.write(left, DictionaryCodec(element: ModelCodec<T>())) }
/// Maps a dictionary of models (optional) in both directions.
@inlinable public func <- <T: BaseMappable>(left: inout [String: T]?, right: Map) { right.bind(&left, DictionaryCodec(element: ModelCodec<T>())) }
/// Writes a dictionary of models (optional) to JSON.
@inlinable public func >>> <T: BaseMappable>(left: [String: T]?, right: Map) { right.write(left, DictionaryCodec(element: ModelCodec<T>())) }

/// Maps a dictionary of arrays of models in both directions.
@inlinable public func <- <T: BaseMappable>(left: inout [String: [T]], right: Map) { right.bind(&left, DictionaryCodec(element: ArrayCodec(element: ModelCodec<T>()))) }
/// Writes a dictionary of arrays of models to JSON.
@inlinable public func >>> <T: BaseMappable>(left: [String: [T]], right: Map) { right.write(left, DictionaryCodec(element: ArrayCodec(element: ModelCodec<T>()))) }
/// Maps a dictionary of arrays of models (optional) in both directions.
@inlinable public func <- <T: BaseMappable>(left: inout [String: [T]]?, right: Map) { right.bind(&left, DictionaryCodec(element: ArrayCodec(element: ModelCodec<T>()))) }
/// Writes a dictionary of arrays of models (optional) to JSON.
@inlinable public func >>> <T: BaseMappable>(left: [String: [T]]?, right: Map) { right.write(left, DictionaryCodec(element: ArrayCodec(element: ModelCodec<T>()))) }

/// Maps a set of models in both directions.
@inlinable public func <- <T: BaseMappable & Hashable>(left: inout Set<T>, right: Map) { right.bind(&left, SetCodec(element: ModelCodec<T>())) }
/// Writes a set of models to JSON.
@inlinable public func >>> <T: BaseMappable & Hashable>(left: Set<T>, right: Map) { right.write(left, SetCodec(element: ModelCodec<T>())) }
/// Maps a set of models (optional) in both directions.
@inlinable public func <- <T: BaseMappable & Hashable>(left: inout Set<T>?, right: Map) { right.bind(&left, SetCodec(element: ModelCodec<T>())) }
/// Writes a set of models (optional) to JSON.
@inlinable public func >>> <T: BaseMappable & Hashable>(left: Set<T>?, right: Map) { right.write(left, SetCodec(element: ModelCodec<T>())) }

/// Maps a value through a transform in both directions.
@inlinable public func <- <Transform: TransformType>(left: inout Transform.Object, right: (Map, Transform)) { let transform = right.1; right.0.bind(&left, TransformCodec(transform: transform)) }
/// Writes a value through a transform to JSON.
@inlinable public func >>> <Transform: TransformType>(left: Transform.Object, right: (Map, Transform)) { let transform = right.1; right.0.write(left, TransformCodec(transform: transform)) }
/// Maps a value through a transform (optional) in both directions.
@inlinable public func <- <Transform: TransformType>(left: inout Transform.Object?, right: (Map, Transform)) { let transform = right.1; right.0.bind(&left, TransformCodec(transform: transform)) }
/// Writes a value through a transform (optional) to JSON.
@inlinable public func >>> <Transform: TransformType>(left: Transform.Object?, right: (Map, Transform)) { let transform = right.1; right.0.write(left, TransformCodec(transform: transform)) }

/// Maps an array through a transform in both directions.
@inlinable public func <- <Transform: TransformType>(left: inout [Transform.Object], right: (Map, Transform)) { let transform = right.1; right.0.bind(&left, ArrayCodec(element: TransformCodec(transform: transform))) }
/// Writes an array through a transform to JSON.
@inlinable public func >>> <Transform: TransformType>(left: [Transform.Object], right: (Map, Transform)) { let transform = right.1; right.0.write(left, ArrayCodec(element: TransformCodec(transform: transform))) }
/// Maps an array through a transform (optional) in both directions.
@inlinable public func <- <Transform: TransformType>(left: inout [Transform.Object]?, right: (Map, Transform)) { let transform = right.1; right.0.bind(&left, ArrayCodec(element: TransformCodec(transform: transform))) }
/// Writes an array through a transform (optional) to JSON.
@inlinable public func >>> <Transform: TransformType>(left: [Transform.Object]?, right: (Map, Transform)) { let transform = right.1; right.0.write(left, ArrayCodec(element: TransformCodec(transform: transform))) }

/// Maps an array of arrays through a transform in both directions.
@inlinable public func <- <Transform: TransformType>(left: inout [[Transform.Object]], right: (Map, Transform)) { let transform = right.1; right.0.bind(&left, ArrayCodec(element: ArrayCodec(element: TransformCodec(transform: transform)))) }
/// Writes an array of arrays through a transform to JSON.
@inlinable public func >>> <Transform: TransformType>(left: [[Transform.Object]], right: (Map, Transform)) { let transform = right.1; right.0.write(left, ArrayCodec(element: ArrayCodec(element: TransformCodec(transform: transform)))) }
/// Maps an array of arrays through a transform (optional) in both directions.
@inlinable public func <- <Transform: TransformType>(left: inout [[Transform.Object]]?, right: (Map, Transform)) { let transform = right.1; right.0.bind(&left, ArrayCodec(element: ArrayCodec(element: TransformCodec(transform: transform)))) }
/// Writes an array of arrays through a transform (optional) to JSON.
@inlinable public func >>> <Transform: TransformType>(left: [[Transform.Object]]?, right: (Map, Transform)) { let transform = right.1; right.0.write(left, ArrayCodec(element: ArrayCodec(element: TransformCodec(transform: transform)))) }

/// Maps a dictionary through a transform in both directions.
@inlinable public func <- <Transform: TransformType>(left: inout [String: Transform.Object], right: (Map, Transform)) { let transform = right.1; right.0.bind(&left, DictionaryCodec(element: TransformCodec(transform: transform))) }
/// Writes a dictionary through a transform to JSON.
@inlinable public func >>> <Transform: TransformType>(left: [String: Transform.Object], right: (Map, Transform)) { let transform = right.1; right.0.write(left, DictionaryCodec(element: TransformCodec(transform: transform))) }
/// Maps a dictionary through a transform (optional) in both directions.
@inlinable public func <- <Transform: TransformType>(left: inout [String: Transform.Object]?, right: (Map, Transform)) { let transform = right.1; right.0.bind(&left, DictionaryCodec(element: TransformCodec(transform: transform))) }
/// Writes a dictionary through a transform (optional) to JSON.
@inlinable public func >>> <Transform: TransformType>(left: [String: Transform.Object]?, right: (Map, Transform)) { let transform = right.1; right.0.write(left, DictionaryCodec(element: TransformCodec(transform: transform))) }

/// Maps a dictionary of arrays through a transform in both directions.
@inlinable public func <- <Transform: TransformType>(left: inout [String: [Transform.Object]], right: (Map, Transform)) { let transform = right.1; right.0.bind(&left, DictionaryCodec(element: ArrayCodec(element: TransformCodec(transform: transform)))) }
/// Writes a dictionary of arrays through a transform to JSON.
@inlinable public func >>> <Transform: TransformType>(left: [String: [Transform.Object]], right: (Map, Transform)) { let transform = right.1; right.0.write(left, DictionaryCodec(element: ArrayCodec(element: TransformCodec(transform: transform)))) }
/// Maps a dictionary of arrays through a transform (optional) in both directions.
@inlinable public func <- <Transform: TransformType>(left: inout [String: [Transform.Object]]?, right: (Map, Transform)) { let transform = right.1; right.0.bind(&left, DictionaryCodec(element: ArrayCodec(element: TransformCodec(transform: transform)))) }
/// Writes a dictionary of arrays through a transform (optional) to JSON.
@inlinable public func >>> <Transform: TransformType>(left: [String: [Transform.Object]]?, right: (Map, Transform)) { let transform = right.1; right.0.write(left, DictionaryCodec(element: ArrayCodec(element: TransformCodec(transform: transform)))) }

/// Maps a set through a transform in both directions.
@inlinable public func <- <Transform: TransformType>(left: inout Set<Transform.Object>, right: (Map, Transform)) where Transform.Object: Hashable { let transform = right.1; right.0.bind(&left, SetCodec(element: TransformCodec(transform: transform))) }
/// Writes a set through a transform to JSON.
@inlinable public func >>> <Transform: TransformType>(left: Set<Transform.Object>, right: (Map, Transform)) where Transform.Object: Hashable { let transform = right.1; right.0.write(left, SetCodec(element: TransformCodec(transform: transform))) }
/// Maps a set through a transform (optional) in both directions.
@inlinable public func <- <Transform: TransformType>(left: inout Set<Transform.Object>?, right: (Map, Transform)) where Transform.Object: Hashable { let transform = right.1; right.0.bind(&left, SetCodec(element: TransformCodec(transform: transform))) }
/// Writes a set through a transform (optional) to JSON.
@inlinable public func >>> <Transform: TransformType>(left: Set<Transform.Object>?, right: (Map, Transform)) where Transform.Object: Hashable { let transform = right.1; right.0.write(left, SetCodec(element: TransformCodec(transform: transform))) }

/// Maps any other type, through Foundation values and a cast (as ObjectMapper did) in both directions.
@inlinable public func <- <T>(left: inout T, right: Map) { right.bind(&left, CastCodec<T>()) }
/// Writes any other type, through Foundation values and a cast (as ObjectMapper did) to JSON.
@inlinable public func >>> <T>(left: T, right: Map) { right.write(left, CastCodec<T>()) }
/// Maps any other type, through Foundation values and a cast (as ObjectMapper did) (optional) in both directions.
@inlinable public func <- <T>(left: inout T?, right: Map) { right.bind(&left, CastCodec<T>()) }
/// Writes any other type, through Foundation values and a cast (as ObjectMapper did) (optional) to JSON.
@inlinable public func >>> <T>(left: T?, right: Map) { right.write(left, CastCodec<T>()) }
