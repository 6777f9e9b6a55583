import Foundation

/// The mapping of one JSON object, handed to `mapping(map:)` and `init(map:)`.
///
/// Subscripting selects a key (or a key path such as `"user.address.city"`, or
/// `"friends.0.name"` where a whole-number component indexes an array); the `<-` and `>>>`
/// operators then read or write the value at that key, according to ``mappingType``.
///
/// ```swift
/// struct Order: Mappable {
///     var id = 0
///     var city: String?
///     var firstItem: String?
///     var note: String?
///
///     init?(map: Map) {}
///
///     mutating func mapping(map: Map) {
///         id        <- map["id"]
///         city      <- map["shipping.address.city"]
///         firstItem <- map["items.0.name"]
///         note      <- map["note", ignoreNil: true]     // a JSON null leaves `note` as it is
///     }
/// }
/// ```
///
/// A `Map` is used by one mapping at a time and is not `Sendable`; share a ``Mapper`` instead.
public final class Map {
    /// Whether this map reads JSON into properties or writes properties into JSON.
    public let mappingType: MappingType
    /// Whether the mapping updates an existing object (``Mapper/map(JSONString:toObject:)``).
    public let toObject: Bool
    /// The separator of key paths for subscripts that do not name one; `"."` by default.
    public var nestedKeyDelimiter: String = "."
    /// The value passed to ``Mapper/init(context:shouldIncludeNilValues:options:)``.
    public var context: MapContext?
    /// Whether nil optionals are written as `null` instead of being left out.
    public var shouldIncludeNilValues: Bool
    /// The key most recently selected by a subscript.
    public private(set) var currentKey: String?
    /// Whether the selected key exists in the JSON (a `null` counts as present, unless
    /// `ignoreNil` was set). Always `false` when writing.
    public private(set) var isKeyPresent = false

    let options: MappingOptions
    let conversion: JSONConversion

    /// The object being read (when reading).
    let source: JSONObject
    /// The value at the selected key, or `nil` when it is absent (when reading).
    private(set) var current: JSONValue?
    /// Whether the selected key held a `null` that `ignoreNil` turned into an absence.
    private(set) var ignoredNull = false
    /// The selected key split into components, or `nil` when it is a single plain key.
    private(set) var currentPath: [KeyPath.Component]?
    /// The object being written (when writing).
    var output = JSONObject()
    /// What went wrong so far, with paths relative to this map's object.
    var issues: [PendingIssue] = []

    init(mappingType: MappingType, source: JSONObject, toObject: Bool, context: MapContext?,
         shouldIncludeNilValues: Bool, options: MappingOptions) {
        self.mappingType = mappingType
        self.source = source
        self.toObject = toObject
        self.context = context
        self.shouldIncludeNilValues = shouldIncludeNilValues
        self.options = options
        conversion = options.contains(.lenientTypes) ? .lenient : .strict
    }

    /// A map for a nested object, sharing this map's settings.
    func nested(_ mappingType: MappingType, source: JSONObject = JSONObject()) -> Map {
        let map = Map(mappingType: mappingType, source: source, toObject: false, context: context,
                      shouldIncludeNilValues: shouldIncludeNilValues, options: options)
        map.nestedKeyDelimiter = nestedKeyDelimiter
        return map
    }

    /// Creates a map over a Foundation dictionary, as ObjectMapper's initializer did.
    ///
    /// Values with no JSON form are left out of the map.
    public convenience init(mappingType: MappingType, JSON: [String: Any], toObject: Bool = false,
                            context: MapContext? = nil, shouldIncludeNilValues: Bool = false) {
        self.init(mappingType: mappingType, source: JSONObject(foundation: JSON), toObject: toObject,
                  context: context, shouldIncludeNilValues: shouldIncludeNilValues, options: [])
        if mappingType == .toJSON { output = source }
    }

    /// The JSON object, as a Foundation dictionary: the object being read, or what has been
    /// written so far.
    public var JSON: [String: Any] {
        let object = mappingType == .fromJSON ? source : output
        return JSONValue.object(object).foundationValue as? [String: Any] ?? [:]
    }

    /// The value at the selected key, as Foundation represents it; `nil` when absent or `null`.
    public var currentValue: Any? {
        guard let current, !current.isNull else { return nil }
        return current.foundationValue
    }

    /// The value at the selected key cast to `T`, or `nil`.
    public func value<T>() -> T? {
        currentValue as? T
    }

    /// The value at the selected key, as a ``JSONValue``; `nil` when the key is absent.
    public var currentJSONValue: JSONValue? { current }

    /// Selects `key` (a key path unless `nested` is `false`), looking its value up when reading.
    @discardableResult
    func select(_ key: String, nested: Bool?, delimiter: String?, ignoreNil: Bool) -> Map {
        currentKey = key
        let delimiter = delimiter ?? nestedKeyDelimiter
        if nested != false, !delimiter.isEmpty, KeyPath.contains(key, delimiter) {
            currentPath = KeyPath(key, delimiter: delimiter).components
        } else {
            currentPath = nil
        }
        guard mappingType == .fromJSON else {
            isKeyPresent = false
            current = nil
            return self
        }
        var value: JSONValue?
        if let path = currentPath {
            value = JSONValue.object(source).value(at: KeyPath(components: path))
        } else {
            value = source[key]
        }
        ignoredNull = false
        if ignoreNil, value?.isNull == true {
            value = nil
            ignoredNull = true
        }
        current = value
        isKeyPresent = value != nil
        return self
    }

    /// The selected key's components, for issue paths.
    var currentPathComponents: [String] {
        if let currentPath { return currentPath.map(\.key) }
        return currentKey.map { [$0] } ?? []
    }

    /// Records an issue at the selected key (with `below` further inside the value).
    func record(_ kind: MappingIssue.Kind, expected: String, found: String, below: [String] = []) {
        issues.append(PendingIssue(kind, expected: expected, found: found, path: currentPathComponents + below))
    }

    /// Records issues found inside the value at the selected key.
    func record(_ inner: [PendingIssue]) {
        let prefix = currentPathComponents.reversed()
        for var issue in inner {
            issue.reversedPath.append(contentsOf: prefix)
            issues.append(issue)
        }
    }

    /// Writes `value` at the selected key or key path, creating the objects and arrays on the way.
    func write(_ value: JSONValue) {
        guard let key = currentKey else { return }
        guard let path = currentPath else {
            output[key] = value
            return
        }
        var root = JSONValue.object(output)
        output = JSONObject()  // keep the tree uniquely referenced while it is edited
        root.set(value, at: path[...])
        if case .object(let object) = root { output = object }
    }
}

extension JSONObject {
    /// Converts a Foundation dictionary, leaving out values with no JSON form.
    init(foundation dictionary: [String: Any]) {
        self.init()
        reserveCapacity(dictionary.count)
        for (key, value) in dictionary {
            if let converted = JSONValue(foundation: value) { appendUnique(key, converted) }
        }
    }
}

extension JSONValue {
    /// Sets `value` at `path` below this value, creating containers: a component followed by
    /// an index creates an array, any other an object.
    mutating func set(_ value: JSONValue, at path: ArraySlice<KeyPath.Component>) {
        guard let first = path.first else {
            self = value
            return
        }
        let rest = path.dropFirst()
        func fresh() -> JSONValue {
            if let next = rest.first, next.index != nil { return .array([]) }
            return .object(JSONObject())
        }
        switch self {
        case .array(var elements) where first.index != nil:
            let index = first.index ?? 0
            self = .null
            while elements.count <= index { elements.append(.null) }
            if rest.isEmpty {
                elements[index] = value
            } else {
                var child = elements[index]
                elements[index] = .null
                if case .null = child { child = fresh() }
                child.set(value, at: rest)
                elements[index] = child
            }
            self = .array(elements)
        case .object(var object):
            self = .null
            if rest.isEmpty {
                object[first.key] = value
            } else {
                var child = object[first.key] ?? fresh()
                object[first.key] = .null
                if !child.isContainer { child = fresh() }
                child.set(value, at: rest)
                object[first.key] = child
            }
            self = .object(object)
        default:
            self = first.index != nil ? .array([]) : .object(JSONObject())
            set(value, at: path)
        }
    }

    private var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }
}
