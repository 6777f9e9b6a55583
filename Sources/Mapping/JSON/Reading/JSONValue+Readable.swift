/// A tree reads itself: see `JSONReadable.swift`. Its objects were settled when they were built
/// (a repeated key kept once), so it never reports repeated keys.
extension JSONValue: JSONReadable {
    @inlinable
    var value: JSONValue { self }

    @inlinable
    var isObject: Bool {
        // A stand-in for a Foundation value with no JSON form is no object (FoundationStandIn.swift).
        if case .object(let object) = self { return !object.isStandIn }
        return false
    }

    @inlinable
    var arrayCount: Int? {
        if case .array(let elements) = self { return elements.count }
        return nil
    }

    @inlinable
    var memberCountBound: Int? {
        switch self {
        case .object(let object): return !object.isStandIn ? object.count : nil
        default: return nil
        }
    }

    @inlinable
    func forEachElement(_ body: (JSONElement) -> Bool) -> Bool {
        guard case .array(let elements) = self else { return false }
        for element in elements where !body(JSONElement(element)) { break }
        return true
    }

    @inlinable
    func forEachMember(_ body: (String, JSONElement) -> Bool) -> Bool {
        switch self {
        case .object(let object) where !object.isStandIn:
            for (key, member) in object where !body(key, JSONElement(member)) { break }
            return true
        default:
            return false
        }
    }

    @usableFromInline
    func member(_ key: String, hint: inout Int) -> JSONElement? {
        switch self {
        case .object(let object):
            guard let position = object.index(forKey: key, hint: hint) else { return nil }
            hint = position + 1
            return JSONElement(object.value(at: position))
        default:
            return nil
        }
    }

    @usableFromInline
    func childElement(_ component: MapKeyPath.Component) -> JSONElement? {
        child(component).map(JSONElement.init)
    }

    @usableFromInline
    func repeatedKeys() -> [(key: String, count: Int)] { [] }
}
