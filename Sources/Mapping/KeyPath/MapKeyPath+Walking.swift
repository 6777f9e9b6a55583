// Reading along a key path: one step per kind of value, one walk for all of them.
//
// ## Design
//
// Every read at a path resolves the path to `MapKeyPath.Component`s first: a key path
// (`user.friends.0.name`, split at its delimiter by `MapKeyPath`), a JSON Pointer
// (`/user/friends/0/name`, whose tokens are never split), and a `map["..."]` selection. A
// component is a key and, when the key is a whole number, the array index it also names. One
// step reads one component, the same way everywhere:
//
//     object    the member named `key` (a key the object repeats: its last value)
//     array     the element at `index`, when the component has one and it is in range
//     other     nothing
//
// The step is written once for a tree (`JSONValue.child(_:)`) and once for a document read in
// place (`JSONTape.child(_:ofValueAt:)`); a `JSONElement` takes the step of whichever it reads
// (`JSONReadable.childElement(_:)`). `walk(_:)` repeats the step along a path and reports
// where it stopped, for the callers that explain a missing value (`Mapper`'s `atKeyPath:`
// envelopes, `value(at:)` for a pointer); `descendant(_:)` is the walk for callers that only
// want the value (`JSONValue[path:]`, `[pointer:]`, `Map`'s key paths).
//
// Writes have one walker too, `JSONValue.set(_:at:)` (JSONValue+KeyPathWriting.swift), which
// creates what a path needs; it follows the same step wherever the path already exists.

/// A value a key path can be followed through: a ``JSONValue`` tree, or a ``JSONElement``
/// read in place. See the comment at the top of this file.
protocol KeyPathWalkable {
    /// The value one step down: an object's member named by the component's key, or an
    /// array's element when the component is an index in range; `nil` otherwise.
    func child(_ component: MapKeyPath.Component) -> Self?
}

extension KeyPathWalkable {
    /// Follows `path` with `step` as far as it leads: the last value reached, and the position
    /// of the first step that found nothing (`nil` when the whole path was found).
    ///
    /// `step` gets the value reached so far and the next step of the path, so a caller can
    /// look at each value on the way.
    @inline(__always)
    func walk<Path: Sequence>(_ path: Path, by step: (Self, Path.Element) -> Self?) -> (reached: Self, missing: Int?) {
        var current = self
        var position = 0
        for component in path {
            guard let next = step(current, component) else { return (current, position) }
            current = next
            position += 1
        }
        return (current, nil)
    }

    /// Follows `path` as far as it leads: the last value reached, and the position of the
    /// first component not found (`nil` when the whole path was found).
    func walk<Path: Sequence<MapKeyPath.Component>>(_ path: Path) -> (reached: Self, missing: Int?) {
        walk(path) { $0.child($1) }
    }

    /// The value at the end of `path`, or `nil` where a component is missing.
    func descendant<Path: Sequence<MapKeyPath.Component>>(_ path: Path) -> Self? {
        let walked = walk(path)
        guard walked.missing == nil else { return nil }
        return walked.reached
    }
}

extension JSONValue: KeyPathWalkable {
    @inlinable
    func child(_ component: MapKeyPath.Component) -> JSONValue? {
        switch self {
        case .object(let object):
            return object[component.key]
        case .array(let elements):
            guard let index = component.index, index < elements.count else { return nil }
            return elements[index]
        default:
            return nil
        }
    }
}

extension JSONElement: KeyPathWalkable {
    func child(_ component: MapKeyPath.Component) -> JSONElement? {
        childElement(component)
    }
}

extension JSONTape {
    /// The entry index of the value one step down from the value at `index`, as
    /// ``JSONValue/child(_:)`` steps through a tree.
    func child(_ component: MapKeyPath.Component, ofValueAt index: Int) -> Int? {
        let entry = entries[index]
        switch entry.kind {
        case .object:
            var hint = 0
            return member(component.key, inObjectAt: index, hint: &hint)
        case .array:
            guard let wanted = component.index, wanted < Int(entry.count) else { return nil }
            var element = index + 1
            for _ in 0..<wanted { element = next(after: element) }
            return element
        default:
            return nil
        }
    }
}
