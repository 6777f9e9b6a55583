/// Writing a value at a key path inside a `JSONValue`, creating the containers on the way.
///
/// ## Design
///
/// The walk is a loop, not a recursion: each container on the path is taken out of its parent
/// (the parent's slot holds `null` meanwhile, so every container stays uniquely referenced and is
/// edited in place), kept on a stack with the slot it came from, and put back on the way up once
/// the value is set. A path of any length costs time linear in its length and in the sizes of
/// the objects it passes through.
///
/// A write never loses what the document holds where the path meets an array: a component that
/// names no index (`x`, `-1`, `01`, a number of 19 digits or more) is refused there, since it
/// could only be written by replacing the array and every value in it. Where the path finds
/// nothing yet, `null`, or a scalar, the write makes the container the next component needs,
/// as ObjectMapper does over an absent key: an array before an index, an object before any
/// other key. (The typed subscripts choose differently, see JSONValue+Editing.swift.)
///
/// Two caps keep a write from costing more than the document it builds:
///
/// - an index may pad an array with at most ``MapKeyPath/maximumIndexGrowth`` `null`s, so
///   `map["list.100000000000"]` is refused instead of allocating the whole gap of `null`s;
/// - a path may have at most ``MapKeyPath/maximumWriteDepth`` components (the parser's default
///   depth limit), so a write cannot build a value deeper than the library reads.
///
/// A refused write changes nothing: the path is checked before anything is moved.
extension MapKeyPath {
    /// The most `null`s an index in a written key path may pad an array with: writing index
    /// `i` of an array of `n` elements is refused when `i - n` exceeds this.
    static let maximumIndexGrowth = 10_000

    /// The most components a written key path may have: the parser's default depth limit.
    static let maximumWriteDepth = JSONParseLimits().maximumDepth
}

/// A write through a key path that was refused, and why.
struct KeyPathWriteFailure: Error, Sendable, Hashable {
    /// The position in the path of the component that was refused.
    var component: Int
    /// What was wrong, in words (`index 100000 would add 99998 elements to an array of 2`).
    var reason: String
    /// When the component is not an array index and met an array: the array's element count.
    var arrayCount: Int? = nil
}

extension JSONValue {
    /// Sets `value` at `path` below this value, creating containers: a component followed by
    /// an index creates an array, any other an object; a scalar in the way is replaced, an
    /// array never is.
    ///
    /// - Throws: ``KeyPathWriteFailure`` when a component that is not an index meets an array,
    ///   when an index would grow an array by more than ``MapKeyPath/maximumIndexGrowth``
    ///   elements, or when the path has more than ``MapKeyPath/maximumWriteDepth`` components;
    ///   the value is then left unchanged.
    mutating func set(_ value: JSONValue, at path: ArraySlice<MapKeyPath.Component>) throws(KeyPathWriteFailure) {
        try checkWrite(at: path)
        guard !path.isEmpty else {
            self = value
            return
        }
        // Where each container on the path was taken from.
        enum Slot {
            case element([JSONValue], Int)
            case member(JSONObject, Int)
        }
        var slots: [Slot] = []
        slots.reserveCapacity(path.count)
        var node = self
        self = .null
        var components = path.makeIterator()
        var component = components.next()
        while let step = component {
            switch node {
            case .array(var elements) where step.index != nil:
                node = .null
                let index = step.index ?? 0
                if elements.count <= index {
                    elements.append(contentsOf: repeatElement(JSONValue.null, count: index + 1 - elements.count))
                }
                let child = elements[index]
                elements[index] = .null
                slots.append(.element(elements, index))
                node = child
            case .object(var object):
                node = .null
                let position: Int
                if let found = object.index(forKey: step.key) {
                    position = found
                    node = object.value(at: found)
                    object.setValue(.null, at: found)
                } else {
                    position = object.count
                    object.appendUnique(step.key, .null)
                }
                slots.append(.member(object, position))
            default:
                // Nothing yet, or a scalar (`checkWrite` refused a key meeting an array): a fresh
                // container for this step, then the step again.
                node = step.index != nil ? .array([]) : .object(JSONObject())
                continue
            }
            component = components.next()
        }
        node = value
        while let slot = slots.popLast() {
            switch slot {
            case .element(var elements, let index):
                elements[index] = node
                node = .array(elements)
            case .member(var object, let position):
                object.setValue(node, at: position)
                node = .object(object)
            }
        }
        self = node
    }

    /// Checks, without changing anything, that writing at `path` replaces no array and stays
    /// within the caps. From the component at position `freshFrom` on, the path is taken as
    /// new (a caller that replaces the value there first says so).
    func checkWrite(at path: ArraySlice<MapKeyPath.Component>, freshFrom: Int? = nil) throws(KeyPathWriteFailure) {
        guard path.count <= MapKeyPath.maximumWriteDepth else {
            throw KeyPathWriteFailure(component: MapKeyPath.maximumWriteDepth,
                                      reason: "a key path of \(path.count) components (at most \(MapKeyPath.maximumWriteDepth) are written)")
        }
        // The value at each step as it stands, read with the walk's step; `nil` where the write
        // creates a fresh container.
        var node: JSONValue? = self
        for (position, step) in path.enumerated() {
            if position == freshFrom { node = nil }
            // An index grows the array there, or a fresh one; in an object it is a key. Any
            // other component would replace an array it meets.
            switch (node, step.index) {
            case (.array(let elements)?, nil):
                throw KeyPathWriteFailure(
                    component: position,
                    reason: Self.notAnIndex(step.key, count: elements.count,
                                            at: MapKeyPath(components: Array(path.prefix(position))).description,
                                            topLevel: position == 0),
                    arrayCount: elements.count)
            case (.object?, _), (_, nil): break
            case (.array(let elements)?, let index?):
                try Self.checkGrowth(index: index, count: elements.count, component: position)
            case (_, let index?):
                try Self.checkGrowth(index: index, count: 0, component: position)
            }
            node = node?.child(step)
        }
    }

    /// Why `key` cannot be written into the array of `count` elements at `place` (a key path
    /// or a pointer, as the caller shows it; ignored at the top level).
    static func notAnIndex(_ key: String, count: Int, at place: String, topLevel: Bool) -> String {
        let location = topLevel ? "the top level" : "\"\(place)\""
        return "\"\(key)\" is not an array index: the value at \(location) is an array of \(elementCount(count)), "
            + "which a write does not replace"
    }

    private static func checkGrowth(index: Int, count: Int, component: Int) throws(KeyPathWriteFailure) {
        let padding = index - count
        guard padding <= MapKeyPath.maximumIndexGrowth else {
            throw KeyPathWriteFailure(
                component: component,
                reason: "index \(index), which would pad an array of \(count) with \(padding) nulls "
                    + "(at most \(MapKeyPath.maximumIndexGrowth) nulls are added by one write)")
        }
    }
}
