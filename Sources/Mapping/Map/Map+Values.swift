/// `try map.value(...)`: the reads of ``ImmutableMappable``, for every shape `<-` maps.
///
/// Each overload is a one-line door into ``Map``'s reads (`Map+Reading.swift`). The return
/// type picks the shape: a non-optional result requires the key; an optional one is `nil` when
/// the key is absent or `null`; `default:` stands in for an absent or `null` value. A value that
/// is present but does not convert always throws ``MapError``, with the key path, what was
/// expected and what was found, and the file and line of the call.
///
/// ```swift
/// struct Member: ImmutableMappable {
///     let id: Int
///     let nickname: String?
///     let age: Int
///     let joined: Date
///
///     init(map: Map) throws {
///         id       = try map.value("id")
///         nickname = try map.value("profile.nickname")
///         age      = try map.value("age", default: 18)
///         joined   = try map.value("joined", using: ISO8601DateTransform())
///     }
/// }
/// ```
extension Map {
    /// Reads a basic value (`Bool`, `String`, numbers, `JSONValue`, and collections of them); throws when it is missing or does not convert.
    @inlinable public func value<T: JSONValueConvertible>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T {
        try read(key, nested: nested, delimiter: delimiter, BasicCodec<T>(), file: file, function: function, line: line)
    }

    /// Reads a basic value (`Bool`, `String`, numbers, `JSONValue`, and collections of them), or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: JSONValueConvertible>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T? {
        try readOptional(key, nested: nested, delimiter: delimiter, BasicCodec<T>(), file: file, function: function, line: line)
    }

    /// Reads a basic value (`Bool`, `String`, numbers, `JSONValue`, and collections of them), or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: JSONValueConvertible>(_ key: String, nested: Bool? = nil, delimiter: String = ".", default defaultValue: @autoclosure () -> T, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T {
        try read(key, nested: nested, delimiter: delimiter, BasicCodec<T>(), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads an enum or other `RawRepresentable`; throws when it is missing or does not convert.
    @inlinable public func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T where T.RawValue: JSONValueConvertible {
        try read(key, nested: nested, delimiter: delimiter, RawCodec<T>(), file: file, function: function, line: line)
    }

    /// Reads an enum or other `RawRepresentable`, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T? where T.RawValue: JSONValueConvertible {
        try readOptional(key, nested: nested, delimiter: delimiter, RawCodec<T>(), file: file, function: function, line: line)
    }

    /// Reads an enum or other `RawRepresentable`, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", default defaultValue: @autoclosure () -> T, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T where T.RawValue: JSONValueConvertible {
        try read(key, nested: nested, delimiter: delimiter, RawCodec<T>(), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads an array of enums; throws when it is missing or does not convert.
    @inlinable public func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [T] where T.RawValue: JSONValueConvertible {
        try read(key, nested: nested, delimiter: delimiter, ArrayCodec(element: RawCodec<T>()), file: file, function: function, line: line)
    }

    /// Reads an array of enums, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [T]? where T.RawValue: JSONValueConvertible {
        try readOptional(key, nested: nested, delimiter: delimiter, ArrayCodec(element: RawCodec<T>()), file: file, function: function, line: line)
    }

    /// Reads an array of enums, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", default defaultValue: @autoclosure () -> [T], file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [T] where T.RawValue: JSONValueConvertible {
        try read(key, nested: nested, delimiter: delimiter, ArrayCodec(element: RawCodec<T>()), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads a dictionary of enums; throws when it is missing or does not convert.
    @inlinable public func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: T] where T.RawValue: JSONValueConvertible {
        try read(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: RawCodec<T>()), file: file, function: function, line: line)
    }

    /// Reads a dictionary of enums, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: T]? where T.RawValue: JSONValueConvertible {
        try readOptional(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: RawCodec<T>()), file: file, function: function, line: line)
    }

    /// Reads a dictionary of enums, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: RawRepresentable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", default defaultValue: @autoclosure () -> [String: T], file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: T] where T.RawValue: JSONValueConvertible {
        try read(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: RawCodec<T>()), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads a nested model; throws when it is missing or does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T {
        try read(key, nested: nested, delimiter: delimiter, ModelCodec<T>(), file: file, function: function, line: line)
    }

    /// Reads a nested model, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T? {
        try readOptional(key, nested: nested, delimiter: delimiter, ModelCodec<T>(), file: file, function: function, line: line)
    }

    /// Reads a nested model, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", default defaultValue: @autoclosure () -> T, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T {
        try read(key, nested: nested, delimiter: delimiter, ModelCodec<T>(), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads an array of models; throws when it is missing or does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [T] {
        try read(key, nested: nested, delimiter: delimiter, ArrayCodec(element: ModelCodec<T>()), file: file, function: function, line: line)
    }

    /// Reads an array of models, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [T]? {
        try readOptional(key, nested: nested, delimiter: delimiter, ArrayCodec(element: ModelCodec<T>()), file: file, function: function, line: line)
    }

    /// Reads an array of models, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", default defaultValue: @autoclosure () -> [T], file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [T] {
        try read(key, nested: nested, delimiter: delimiter, ArrayCodec(element: ModelCodec<T>()), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads an array of arrays of models; throws when it is missing or does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [[T]] {
        try read(key, nested: nested, delimiter: delimiter, ArrayCodec(element: ArrayCodec(element: ModelCodec<T>())), file: file, function: function, line: line)
    }

    /// Reads an array of arrays of models, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [[T]]? {
        try readOptional(key, nested: nested, delimiter: delimiter, ArrayCodec(element: ArrayCodec(element: ModelCodec<T>())), file: file, function: function, line: line)
    }

    /// Reads an array of arrays of models, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", default defaultValue: @autoclosure () -> [[T]], file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [[T]] {
        try read(key, nested: nested, delimiter: delimiter, ArrayCodec(element: ArrayCodec(element: ModelCodec<T>())), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads a dictionary of models; throws when it is missing or does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: T] {
        try read(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: ModelCodec<T>()), file: file, function: function, line: line)
    }

    /// Reads a dictionary of models, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: T]? {
        try readOptional(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: ModelCodec<T>()), file: file, function: function, line: line)
    }

    /// Reads a dictionary of models, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", default defaultValue: @autoclosure () -> [String: T], file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: T] {
        try read(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: ModelCodec<T>()), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads a dictionary of arrays of models; throws when it is missing or does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: [T]] {
        try read(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: ArrayCodec(element: ModelCodec<T>())), file: file, function: function, line: line)
    }

    /// Reads a dictionary of arrays of models, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: [T]]? {
        try readOptional(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: ArrayCodec(element: ModelCodec<T>())), file: file, function: function, line: line)
    }

    /// Reads a dictionary of arrays of models, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: BaseMappable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", default defaultValue: @autoclosure () -> [String: [T]], file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: [T]] {
        try read(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: ArrayCodec(element: ModelCodec<T>())), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads a set of models; throws when it is missing or does not convert.
    @inlinable public func value<T: BaseMappable & Hashable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> Set<T> {
        try read(key, nested: nested, delimiter: delimiter, SetCodec(element: ModelCodec<T>()), file: file, function: function, line: line)
    }

    /// Reads a set of models, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: BaseMappable & Hashable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> Set<T>? {
        try readOptional(key, nested: nested, delimiter: delimiter, SetCodec(element: ModelCodec<T>()), file: file, function: function, line: line)
    }

    /// Reads a set of models, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T: BaseMappable & Hashable>(_ key: String, nested: Bool? = nil, delimiter: String = ".", default defaultValue: @autoclosure () -> Set<T>, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> Set<T> {
        try read(key, nested: nested, delimiter: delimiter, SetCodec(element: ModelCodec<T>()), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads a value through a transform; throws when it is missing or does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> Transform.Object {
        try read(key, nested: nested, delimiter: delimiter, TransformCodec(transform: transform), file: file, function: function, line: line)
    }

    /// Reads a value through a transform, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> Transform.Object? {
        try readOptional(key, nested: nested, delimiter: delimiter, TransformCodec(transform: transform), file: file, function: function, line: line)
    }

    /// Reads a value through a transform, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, default defaultValue: @autoclosure () -> Transform.Object, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> Transform.Object {
        try read(key, nested: nested, delimiter: delimiter, TransformCodec(transform: transform), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads an array through a transform; throws when it is missing or does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [Transform.Object] {
        try read(key, nested: nested, delimiter: delimiter, ArrayCodec(element: TransformCodec(transform: transform)), file: file, function: function, line: line)
    }

    /// Reads an array through a transform, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [Transform.Object]? {
        try readOptional(key, nested: nested, delimiter: delimiter, ArrayCodec(element: TransformCodec(transform: transform)), file: file, function: function, line: line)
    }

    /// Reads an array through a transform, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, default defaultValue: @autoclosure () -> [Transform.Object], file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [Transform.Object] {
        try read(key, nested: nested, delimiter: delimiter, ArrayCodec(element: TransformCodec(transform: transform)), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads an array of arrays through a transform; throws when it is missing or does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [[Transform.Object]] {
        try read(key, nested: nested, delimiter: delimiter, ArrayCodec(element: ArrayCodec(element: TransformCodec(transform: transform))), file: file, function: function, line: line)
    }

    /// Reads an array of arrays through a transform, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [[Transform.Object]]? {
        try readOptional(key, nested: nested, delimiter: delimiter, ArrayCodec(element: ArrayCodec(element: TransformCodec(transform: transform))), file: file, function: function, line: line)
    }

    /// Reads an array of arrays through a transform, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, default defaultValue: @autoclosure () -> [[Transform.Object]], file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [[Transform.Object]] {
        try read(key, nested: nested, delimiter: delimiter, ArrayCodec(element: ArrayCodec(element: TransformCodec(transform: transform))), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads a dictionary through a transform; throws when it is missing or does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: Transform.Object] {
        try read(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: TransformCodec(transform: transform)), file: file, function: function, line: line)
    }

    /// Reads a dictionary through a transform, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: Transform.Object]? {
        try readOptional(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: TransformCodec(transform: transform)), file: file, function: function, line: line)
    }

    /// Reads a dictionary through a transform, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, default defaultValue: @autoclosure () -> [String: Transform.Object], file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: Transform.Object] {
        try read(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: TransformCodec(transform: transform)), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads a dictionary of arrays through a transform; throws when it is missing or does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: [Transform.Object]] {
        try read(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: ArrayCodec(element: TransformCodec(transform: transform))), file: file, function: function, line: line)
    }

    /// Reads a dictionary of arrays through a transform, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: [Transform.Object]]? {
        try readOptional(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: ArrayCodec(element: TransformCodec(transform: transform))), file: file, function: function, line: line)
    }

    /// Reads a dictionary of arrays through a transform, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, default defaultValue: @autoclosure () -> [String: [Transform.Object]], file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> [String: [Transform.Object]] {
        try read(key, nested: nested, delimiter: delimiter, DictionaryCodec(element: ArrayCodec(element: TransformCodec(transform: transform))), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads a set through a transform; throws when it is missing or does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> Set<Transform.Object> where Transform.Object: Hashable {
        try read(key, nested: nested, delimiter: delimiter, SetCodec(element: TransformCodec(transform: transform)), file: file, function: function, line: line)
    }

    /// Reads a set through a transform, or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> Set<Transform.Object>? where Transform.Object: Hashable {
        try readOptional(key, nested: nested, delimiter: delimiter, SetCodec(element: TransformCodec(transform: transform)), file: file, function: function, line: line)
    }

    /// Reads a set through a transform, or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<Transform: TransformType>(_ key: String, nested: Bool? = nil, delimiter: String = ".", using transform: Transform, default defaultValue: @autoclosure () -> Set<Transform.Object>, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> Set<Transform.Object> where Transform.Object: Hashable {
        try read(key, nested: nested, delimiter: delimiter, SetCodec(element: TransformCodec(transform: transform)), default: defaultValue(), file: file, function: function, line: line)
    }

    /// Reads any other type, through Foundation values and a cast (as ObjectMapper did); throws when it is missing or does not convert.
    @inlinable public func value<T>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T {
        try read(key, nested: nested, delimiter: delimiter, CastCodec<T>(), file: file, function: function, line: line)
    }

    /// Reads any other type, through Foundation values and a cast (as ObjectMapper did), or `nil` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T>(_ key: String, nested: Bool? = nil, delimiter: String = ".", file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T? {
        try readOptional(key, nested: nested, delimiter: delimiter, CastCodec<T>(), file: file, function: function, line: line)
    }

    /// Reads any other type, through Foundation values and a cast (as ObjectMapper did), or `defaultValue` when the key is absent or `null`; throws when it does not convert.
    @inlinable public func value<T>(_ key: String, nested: Bool? = nil, delimiter: String = ".", default defaultValue: @autoclosure () -> T, file: StaticString = #file, function: StaticString = #function, line: UInt = #line) throws -> T {
        try read(key, nested: nested, delimiter: delimiter, CastCodec<T>(), default: defaultValue(), file: file, function: function, line: line)
    }
}
