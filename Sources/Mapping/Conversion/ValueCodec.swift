/// How one shape of property is read and written: the single mechanism behind every `<-`,
/// `>>>` and `map.value(...)` overload.
///
/// Each public operator is a one-line door that picks a codec for its shape, such as
/// `ArrayCodec(ModelCodec<User>())` for `[User]`, and hands it to ``Map``'s binding
/// functions, which handle presence, `null`, optionals, issues and the direction of mapping
/// once for all shapes.
///
/// Codecs report what failed inside a value as ``PendingIssue``s whose paths are relative to
/// that value; the map adds the key.
@usableFromInline
protocol ValueCodec {
    associatedtype Value

    /// The Swift type, as issues name it.
    var expected: String { get }

    /// Reads a non-null JSON value; `nil` (with issues recorded) when it does not convert.
    func decode(_ json: JSONElement, in map: Map, issues: inout [PendingIssue]) -> Value?

    /// What a JSON `null` reads as; `nil` means "no value".
    func decodeNull(in map: Map) -> Value?

    /// Writes a value; `nil` to leave the key out.
    func encode(_ value: Value, in map: Map, issues: inout [PendingIssue]) -> JSONValue?

    /// What a nil optional writes; `nil` to leave the key out (or write `null` when the map
    /// includes nil values).
    func encodeNil(in map: Map) -> JSONValue?
}

extension ValueCodec {
    @inlinable
    func decodeNull(in map: Map) -> Value? { nil }
    @inlinable
    func encodeNil(in map: Map) -> JSONValue? { nil }
}

/// Basic values: `JSONValueConvertible` types, collections of them included.
@usableFromInline
struct BasicCodec<Value: JSONValueConvertible>: ValueCodec {
    @inlinable init() {}

    @inlinable
    var expected: String { Value.jsonTypeDescription }

    @inlinable
    func decode(_ json: JSONElement, in map: Map, issues: inout [PendingIssue]) -> Value? {
        if let value = Value._decode(json, conversion: map.conversion) { return value }
        let mismatch = Value._locateMismatch(in: json.value, conversion: map.conversion)
        issues.append(PendingIssue(.typeMismatch, expected: mismatch.expected,
                                   found: mismatch.found.issueRendering, path: mismatch.path))
        return nil
    }

    @inlinable
    func encode(_ value: Value, in map: Map, issues: inout [PendingIssue]) -> JSONValue? {
        value.jsonValue
    }
}

/// Enums and other `RawRepresentable` types with a basic raw value.
@usableFromInline
struct RawCodec<Value: RawRepresentable>: ValueCodec where Value.RawValue: JSONValueConvertible {
    @inlinable init() {}

    @inlinable
    var expected: String { String(describing: Value.self) }

    @inlinable
    func decode(_ json: JSONElement, in map: Map, issues: inout [PendingIssue]) -> Value? {
        if let raw = Value.RawValue._decode(json, conversion: map.conversion), let value = Value(rawValue: raw) {
            return value
        }
        issues.append(PendingIssue(.typeMismatch, expected: expected, found: json.issueRendering))
        return nil
    }

    @inlinable
    func encode(_ value: Value, in map: Map, issues: inout [PendingIssue]) -> JSONValue? {
        value.rawValue.jsonValue
    }
}

/// Nested models.
@usableFromInline
struct ModelCodec<Value: BaseMappable>: ValueCodec {
    @inlinable init() {}

    @inlinable
    var expected: String { String(describing: Value.self) }

    @inlinable
    func decode(_ json: JSONElement, in map: Map, issues: inout [PendingIssue]) -> Value? {
        guard json.isObject else {
            issues.append(PendingIssue(.typeMismatch, expected: "\(expected) (an object)", found: json.issueRendering))
            return nil
        }
        guard map.depth < Map.maximumModelDepth else {
            issues.append(Map.tooDeep(expected))
            return nil
        }
        return Self.instance(from: json, parent: map, issues: &issues)
    }

    /// Creates and maps a model from an object, reporting a refusal as an issue.
    @inlinable
    static func instance(from object: JSONElement, parent: Map, issues: inout [PendingIssue]) -> Value? {
        let child = parent.nested(.fromJSON, source: object)
        return instance(in: child, issues: &issues)
    }

    @inlinable
    static func instance(in map: Map, issues: inout [PendingIssue]) -> Value? {
        do {
            guard var instance = try Value._instanceForMapping(map: map) else {
                issues.append(contentsOf: map.issues)
                issues.append(PendingIssue(.refusedObject, expected: String(describing: Value.self),
                                           found: refusal))
                return nil
            }
            instance.mapping(map: map)
            issues.append(contentsOf: map.issues)
            return instance
        } catch {
            issues.append(contentsOf: map.issues)
            let reason = (error as? MapError)?.reason ?? String(describing: error)
            var refusal = PendingIssue(.refusedObject, expected: String(describing: Value.self), found: reason)
            refusal.thrown = error as? MapError
            issues.append(refusal)
            return nil
        }
    }

    @usableFromInline
    static var refusal: String {
        Value.self is StaticMappable.Type ? "objectForMapping(map:) returned nil" : "init?(map:) returned nil"
    }

    @inlinable
    func encode(_ value: Value, in map: Map, issues: inout [PendingIssue]) -> JSONValue? {
        guard map.depth < Map.maximumModelDepth else {
            issues.append(Map.tooDeep(expected))
            return nil
        }
        return .object(Self.object(from: value, parent: map, issues: &issues))
    }

    /// Writes a model into a new object.
    @inlinable
    static func object(from value: Value, parent: Map, issues: inout [PendingIssue]) -> JSONObject {
        let child = parent.nested(.toJSON)
        var copy = value
        copy.mapping(map: child)
        issues.append(contentsOf: child.issues)
        return child.finishedOutput()
    }
}

/// Any type, through Foundation values and a cast: ObjectMapper's catch-all, for types such
/// as `[String: Any]`, `[Any]` or `NSNumber`.
@usableFromInline
struct CastCodec<Value>: ValueCodec {
    @inlinable init() {}

    @inlinable
    var expected: String { String(describing: Value.self) }

    @inlinable
    func decode(_ json: JSONElement, in map: Map, issues: inout [PendingIssue]) -> Value? {
        guard let foundation = FoundationBridge.foundationValue(of: json, issues: &issues) else { return nil }
        if let value = foundation as? Value { return value }
        issues.append(PendingIssue(.typeMismatch, expected: expected, found: json.issueRendering))
        return nil
    }

    @inlinable
    func encode(_ value: Value, in map: Map, issues: inout [PendingIssue]) -> JSONValue? {
        FoundationBridge.jsonValue(of: value, expected: expected, issues: &issues)
    }
}

/// Values through a transform. A `null` is handed to the transform as `nil`, as ObjectMapper did.
@usableFromInline
struct TransformCodec<Transform: TransformType>: ValueCodec {
    @usableFromInline let transform: Transform

    @inlinable init(transform: Transform) { self.transform = transform }

    @inlinable
    var expected: String { String(describing: Transform.Object.self) }

    @inlinable
    func decode(_ json: JSONElement, in map: Map, issues: inout [PendingIssue]) -> Transform.Object? {
        if let value = transform.transformFromJSONValue(json.value) { return value }
        issues.append(PendingIssue(.failedTransform, expected: expected, found: json.issueRendering))
        return nil
    }

    @inlinable
    func decodeNull(in map: Map) -> Transform.Object? { transform.transformFromJSONValue(nil) }

    @inlinable
    func encode(_ value: Transform.Object, in map: Map, issues: inout [PendingIssue]) -> JSONValue? {
        transform.transformToJSONValue(value)
    }

    @inlinable
    func encodeNil(in map: Map) -> JSONValue? { transform.transformToJSONValue(nil) }
}

/// Arrays of codec values. Elements that do not convert are left out, each with an issue,
/// as ObjectMapper does for models, enums and transforms.
@usableFromInline
struct ArrayCodec<Element: ValueCodec>: ValueCodec {
    @usableFromInline let element: Element

    @inlinable init(element: Element) { self.element = element }

    @inlinable
    var expected: String { "[\(element.expected)]" }

    @inlinable
    func decode(_ json: JSONElement, in map: Map, issues: inout [PendingIssue]) -> [Element.Value]? {
        guard let count = json.arrayCount else {
            issues.append(PendingIssue(.typeMismatch, expected: expected, found: json.issueRendering))
            return nil
        }
        var result: [Element.Value] = []
        result.reserveCapacity(count)
        var index = 0
        _ = json.forEachElement { item in
            let before = issues.count
            if let value = element.decodeElement(item, in: map, issues: &issues) { result.append(value) }
            if issues.count > before {
                issues.place(from: before, under: String(index))
            }
            index += 1
            return true
        }
        return result
    }

    @inlinable
    func encode(_ value: [Element.Value], in map: Map, issues: inout [PendingIssue]) -> JSONValue? {
        var elements: [JSONValue] = []
        elements.reserveCapacity(value.count)
        for (index, item) in value.enumerated() {
            let before = issues.count
            if let json = element.encode(item, in: map, issues: &issues) { elements.append(json) }
            if issues.count > before {
                issues.place(from: before, under: String(index))
            }
        }
        return .array(elements)
    }
}

/// String-keyed dictionaries of codec values; values that do not convert are left out, each
/// with an issue.
@usableFromInline
struct DictionaryCodec<Element: ValueCodec>: ValueCodec {
    @usableFromInline let element: Element

    @inlinable init(element: Element) { self.element = element }

    @inlinable
    var expected: String { "[String: \(element.expected)]" }

    @inlinable
    func decode(_ json: JSONElement, in map: Map, issues: inout [PendingIssue]) -> [String: Element.Value]? {
        guard json.isObject else {
            issues.append(PendingIssue(.typeMismatch, expected: expected, found: json.issueRendering))
            return nil
        }
        var result: [String: Element.Value] = [:]
        _ = json.forEachMember { key, item in
            let before = issues.count
            if let value = element.decodeElement(item, in: map, issues: &issues) { result[key] = value }
            if issues.count > before {
                issues.place(from: before, under: key)
            }
            return true
        }
        return result
    }

    /// Writes the entries with their keys sorted, so the output does not depend on hashing.
    @inlinable
    func encode(_ value: [String: Element.Value], in map: Map, issues: inout [PendingIssue]) -> JSONValue? {
        var object = JSONObject()
        object.reserveCapacity(value.count)
        for key in value.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            guard let item = value[key] else { continue }
            let before = issues.count
            if let json = element.encode(item, in: map, issues: &issues) { object.appendUnique(key, json) }
            if issues.count > before {
                issues.place(from: before, under: key)
            }
        }
        return .object(object)
    }
}

/// Sets of codec values, read from and written as arrays.
@usableFromInline
struct SetCodec<Element: ValueCodec>: ValueCodec where Element.Value: Hashable {
    @usableFromInline let element: Element

    @inlinable init(element: Element) { self.element = element }

    @inlinable
    var expected: String { "Set<\(element.expected)>" }

    @inlinable
    func decode(_ json: JSONElement, in map: Map, issues: inout [PendingIssue]) -> Set<Element.Value>? {
        ArrayCodec(element: element).decode(json, in: map, issues: &issues).map { Set($0) }
    }

    @inlinable
    func encode(_ value: Set<Element.Value>, in map: Map, issues: inout [PendingIssue]) -> JSONValue? {
        ArrayCodec(element: element).encode(Array(value), in: map, issues: &issues)
    }
}

extension ValueCodec {
    /// Reads one element of a collection, where a `null` is an element that does not convert
    /// unless the codec gives it a value.
    @inlinable
    func decodeElement(_ json: JSONElement, in map: Map, issues: inout [PendingIssue]) -> Value? {
        if json.isNull {
            if let value = decodeNull(in: map) { return value }
            issues.append(PendingIssue(.typeMismatch, expected: expected, found: "null"))
            return nil
        }
        return decode(json, in: map, issues: &issues)
    }
}

extension Array where Element == PendingIssue {
    /// Puts the issues from `start` on under `component`: one level deeper in the document.
    @inlinable
    mutating func place(from start: Int, under component: String) {
        for position in start..<count { self[position].reversedPath.append(component) }
    }
}
