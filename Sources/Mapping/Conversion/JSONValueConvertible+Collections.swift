extension Array: JSONValueConvertible where Element: JSONValueConvertible {
    /// Reads an array whose every element converts; one element that does not makes the
    /// whole array `nil`, so a property is never left with a silently shortened array.
    @inlinable
    public init?(jsonValue: JSONValue, conversion: JSONConversion) {
        guard case .array(let elements) = jsonValue else { return nil }
        var result: [Element] = []
        result.reserveCapacity(elements.count)
        for element in elements {
            guard let converted = Element(jsonValue: element, conversion: conversion) else { return nil }
            result.append(converted)
        }
        self = result
    }

    /// The elements as a JSON array.
    @inlinable
    public var jsonValue: JSONValue { .array(map(\.jsonValue)) }

    @inlinable
    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> [Element]? {
        guard let count = element.arrayCount else { return nil }
        var result: [Element] = []
        result.reserveCapacity(count)
        var failed = false
        _ = element.forEachElement { child in
            guard let converted = Element._decode(child, conversion: conversion) else {
                failed = true
                return false
            }
            result.append(converted)
            return true
        }
        return failed ? nil : result
    }

    /// `[Element]`: the type as issues name it.
    public static var jsonTypeDescription: String { "[\(Element.jsonTypeDescription)]" }

    public static func _locateMismatch(in jsonValue: JSONValue, conversion: JSONConversion) -> JSONMismatch {
        guard case .array(let elements) = jsonValue else {
            return JSONMismatch(expected: jsonTypeDescription, found: jsonValue)
        }
        for (index, element) in elements.enumerated() where Element(jsonValue: element, conversion: conversion) == nil {
            var inner = Element._locateMismatch(in: element, conversion: conversion)
            inner.path.insert(String(index), at: 0)
            return inner
        }
        return JSONMismatch(expected: jsonTypeDescription, found: jsonValue)
    }
}

extension Set: JSONValueConvertible where Element: JSONValueConvertible {
    /// Reads an array whose every element converts, as a set.
    public init?(jsonValue: JSONValue, conversion: JSONConversion) {
        guard let elements = [Element](jsonValue: jsonValue, conversion: conversion) else { return nil }
        self = Set(elements)
    }

    /// The elements as a JSON array.
    public var jsonValue: JSONValue { .array(map(\.jsonValue)) }

    @inlinable
    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> Set<Element>? {
        [Element]._decode(element, conversion: conversion).map { Set($0) }
    }

    /// `Set<Element>`: the type as issues name it.
    public static var jsonTypeDescription: String { "Set<\(Element.jsonTypeDescription)>" }

    public static func _locateMismatch(in jsonValue: JSONValue, conversion: JSONConversion) -> JSONMismatch {
        var mismatch = [Element]._locateMismatch(in: jsonValue, conversion: conversion)
        if mismatch.path.isEmpty { mismatch.expected = jsonTypeDescription }
        return mismatch
    }
}

extension Dictionary: JSONValueConvertible where Key == String, Value: JSONValueConvertible {
    /// Reads an object whose every value converts.
    @inlinable
    public init?(jsonValue: JSONValue, conversion: JSONConversion) {
        guard case .object(let object) = jsonValue else { return nil }
        var result: [String: Value] = [:]
        result.reserveCapacity(object.count)
        for (key, element) in object {
            guard let converted = Value(jsonValue: element, conversion: conversion) else { return nil }
            result[key] = converted
        }
        self = result
    }

    @inlinable
    public static func _decode(_ element: JSONElement, conversion: JSONConversion) -> [String: Value]? {
        guard element.isObject else { return nil }
        var result: [String: Value] = [:]
        var failed = false
        _ = element.forEachMember { key, member in
            guard let converted = Value._decode(member, conversion: conversion) else {
                failed = true
                return false
            }
            result[key] = converted
            return true
        }
        return failed ? nil : result
    }

    /// The dictionary as a JSON object; its keys are written in sorted order, so the output
    /// does not depend on the dictionary's hashing.
    public var jsonValue: JSONValue {
        var object = JSONObject()
        object.reserveCapacity(count)
        for key in keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            if let value = self[key] { object.appendUnique(key, value.jsonValue) }
        }
        return .object(object)
    }

    /// `[String: Value]`: the type as issues name it.
    public static var jsonTypeDescription: String { "[String: \(Value.jsonTypeDescription)]" }

    public static func _locateMismatch(in jsonValue: JSONValue, conversion: JSONConversion) -> JSONMismatch {
        guard case .object(let object) = jsonValue else {
            return JSONMismatch(expected: jsonTypeDescription, found: jsonValue)
        }
        for (key, element) in object where Value(jsonValue: element, conversion: conversion) == nil {
            var inner = Value._locateMismatch(in: element, conversion: conversion)
            inner.path.insert(key, at: 0)
            return inner
        }
        return JSONMismatch(expected: jsonTypeDescription, found: jsonValue)
    }
}
