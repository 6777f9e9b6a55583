// Editing a JSONValue in place: one writer and one remover behind every setter.
//
// Every door that changes a value at a path (the key, index, variadic, `[path:]` and
// `[pointer:]` setters, on `JSONValue` and on `JSONValue?`, and the throwing `set(_:at:)`)
// turns its path into `EditStep`s and comes here. Steps differ only in how they match:
//
//     .component(c)   text, as key paths and pointers name it: an object's member `c.key`, or an
//                     array's element when `c.index` is set (`"0"` reads both ways)
//     .key(k)         a subscript's `String`: an object's member only
//     .index(i)       a subscript's `Int`: an array's element only
//     .arrayEnd       a pointer's `-`: the position after an array's last element
//
// `write` resolves the steps against the value into `MapKeyPath.Component`s, and hands them to
// `set(_:at:)`, the writer model key paths use, which creates the containers a path needs and
// refuses text that is not an index where it meets an array (the text could have meant an
// element; replacing the array would lose it). Resolving does what `set(_:at:)` alone cannot:
// it turns `-` into the array's count, refuses an index that would pad an array with more than
// `maximumIndexGap` nulls, and makes a subscript's `Int` that meets an object, or its `String`
// that meets an array, replace it: the subscript's type says which container the user means,
// and what was written reads back through the same subscript (`value[0] = 1; value[0] == 1`
// whatever `value` held).

extension JSONValue {
    /// One step of a path being edited; see the comment at the top of this file.
    @usableFromInline
    enum EditStep: Sendable {
        case component(MapKeyPath.Component)
        case key(String)
        case index(Int)
        case arrayEnd

        /// The step a subscript's key or index names.
        @usableFromInline
        init(_ subscriptKey: JSONSubscript) {
            switch subscriptKey {
            case .key(let key): self = .key(key)
            case .index(let index): self = .index(index)
            }
        }
    }

    /// Why a write was refused; setters ignore it, the throwing doors report it.
    @usableFromInline
    struct EditRefusal: Error {
        /// The position of the step that was refused.
        let step: Int
        /// The index asked for.
        let index: Int
        /// The number of elements the array had there (0 where there was no array).
        let count: Int
        /// What was refused, in words, when it was not an index (a path deeper than a write
        /// may build, a component that is not an index meeting an array).
        var reason: String? = nil
        /// When the step is not an array index and met an array: the array's element count.
        var arrayCount: Int? = nil
    }

    /// The most nulls a write pads an array with to reach an index past its end.
    ///
    /// `value["list"][3] = 1` on a two-element array adds one `null` and then the 1; an index
    /// further than this past the end is refused, so that a stray number in a path never
    /// allocates a huge array.
    static let maximumIndexGap = MapKeyPath.maximumIndexGrowth

    /// The value one step down, without creating anything; `nil` where the step is missing or
    /// meets a value of another kind.
    @usableFromInline
    func child(_ step: EditStep) -> JSONValue? {
        switch step {
        case .component(let component):
            return child(component)
        case .key(let key):
            return child(MapKeyPath.Component(key: key, index: nil))
        case .index(let index):
            guard case .array(let elements) = self, index >= 0, index < elements.count else { return nil }
            return elements[index]
        case .arrayEnd:
            switch self {
            case .object(let object): return object["-"]
            default: return nil
            }
        }
    }

    /// The value at the end of `steps`, or `nil` where a step is missing.
    @usableFromInline
    func value<Steps: Sequence<EditStep>>(along steps: Steps) -> JSONValue? {
        // Not a `?:`, whose `nil` would be taken for `JSONValue.null`.
        let walked = walk(steps) { $0.child($1) }
        guard walked.missing == nil else { return nil }
        return walked.reached
    }

    /// Writes `newValue` at the end of `steps`, creating the objects and arrays on the way and
    /// replacing what stands in the way; see the comment at the top of this file.
    ///
    /// - Throws: ``EditRefusal`` for a negative index, or one more than ``maximumIndexGap``
    ///   past an array's end; the value is then unchanged.
    @usableFromInline
    mutating func write<Steps: Collection<EditStep>>(_ newValue: JSONValue, along steps: Steps) throws(EditRefusal) {
        var components: [MapKeyPath.Component] = []
        components.reserveCapacity(steps.count)
        var replaced: Int?  // the length of the prefix whose container a subscript step replaces
        var current: JSONValue? = self  // what is there now at the resolved prefix
        for (position, step) in steps.enumerated() {
            let component: MapKeyPath.Component
            switch step {
            case .component(let text):
                component = text
            case .key(let key):
                component = MapKeyPath.Component(key: key, index: nil)
                if case .array? = current {
                    replaced = replaced ?? position
                    current = nil
                }
            case .index(let index):
                component = MapKeyPath.Component(index: index)
                if case .object? = current {
                    replaced = replaced ?? position
                    current = nil
                }
            case .arrayEnd:
                switch current {
                case .array(let elements)?: component = MapKeyPath.Component(index: elements.count)
                case .object?: component = MapKeyPath.Component(key: "-", index: nil)
                default: component = MapKeyPath.Component(index: 0)
                }
            }
            if let index = component.index {
                switch current {
                case .object?:
                    break  // the text names a member: nothing grows
                case .array(let elements)?:
                    guard index >= 0, index - elements.count <= Self.maximumIndexGap else {
                        throw EditRefusal(step: position, index: index, count: elements.count)
                    }
                default:  // a new array
                    guard index >= 0, index <= Self.maximumIndexGap else {
                        throw EditRefusal(step: position, index: index, count: 0)
                    }
                }
            }
            current = current?.child(component)
            components.append(component)
        }
        current = nil  // so that the tree below is uniquely referenced while it is edited
        do {
            try checkWrite(at: components[...], freshFrom: replaced)
        } catch {
            throw EditRefusal(step: error.component, index: 0, count: 0, reason: error.reason, arrayCount: error.arrayCount)
        }
        // Checked above: neither write below can be refused.
        if let replaced { try? set(.null, at: components[..<replaced]) }
        try? set(newValue, at: components[...])
    }

    /// Removes the member or element at the end of `steps` and returns it; `nil`, with nothing
    /// changed, when the path does not lead to one. Nothing is ever created.
    @usableFromInline
    @discardableResult
    mutating func remove<Steps: BidirectionalCollection<EditStep>>(along steps: Steps) -> JSONValue? {
        guard let last = steps.last else { return nil }
        let prefix = steps.dropLast()
        guard var parent = value(along: prefix), parent.child(last) != nil else { return nil }
        // Resolved for the writer: the prefix exists, so each step lands on the kind it names.
        let components = prefix.map { step -> MapKeyPath.Component in
            switch step {
            case .component(let component): return component
            case .key(let key): return MapKeyPath.Component(key: key, index: nil)
            case .index(let index): return MapKeyPath.Component(index: index)
            case .arrayEnd: return MapKeyPath.Component(key: "-", index: nil)
            }
        }
        try? set(.null, at: components[...])  // the parent exists: the write cannot be refused
        let removed: JSONValue?
        switch last {
        case .component(let component):
            if let index = component.index, case .array = parent {
                removed = parent.remove(at: index)
            } else {
                removed = parent.removeValue(forKey: component.key)
            }
        case .key(let key):
            removed = parent.removeValue(forKey: key)
        case .index(let index):
            removed = parent.remove(at: index)
        case .arrayEnd:
            removed = parent.removeValue(forKey: "-")
        }
        try? set(parent, at: components[...])
        return removed
    }

    /// Writes through a setter: `nil` removes, anything else is written, and a refused write
    /// leaves the value as it was and returns `false`.
    @usableFromInline
    @discardableResult
    mutating func assign<Steps: BidirectionalCollection<EditStep>>(_ newValue: JSONValue?, along steps: Steps) -> Bool {
        guard let newValue else {
            remove(along: steps)
            return true
        }
        do {
            try write(newValue, along: steps)
            return true
        } catch {
            return false
        }
    }
}

extension JSONValue {
    /// Takes the member `key` out of an object for a `_modify` access, leaving `null` in its
    /// place so that the member is referenced only by the caller; `nil` when there is none.
    @usableFromInline
    mutating func takeMember(_ key: String) -> JSONValue? {
        guard case .object(var object) = self, let position = object.index(forKey: key) else { return nil }
        self = .null
        let member = object.value(at: position)
        object.setValue(.null, at: position)
        self = .object(object)
        return member
    }

    /// Stores `member` at `key` as the key subscript's setter does (`nil` removes).
    @usableFromInline
    mutating func putMember(_ member: JSONValue?, _ key: String) {
        guard case .object(var object) = self else {
            assign(member, along: CollectionOfOne(.key(key)))
            return
        }
        self = .null
        object[key] = member
        self = .object(object)
    }

    /// Takes the element at `index` out of an array for a `_modify` access, leaving `null` in
    /// its place; `nil` when there is none.
    @usableFromInline
    mutating func takeElement(_ index: Int) -> JSONValue? {
        guard case .array(var elements) = self, index >= 0, index < elements.count else { return nil }
        self = .null
        let element = elements[index]
        elements[index] = .null
        self = .array(elements)
        return element
    }

    /// Stores `element` at `index` as the index subscript's setter does (`nil` removes);
    /// `false` when the write is refused.
    @usableFromInline
    @discardableResult
    mutating func putElement(_ element: JSONValue?, _ index: Int) -> Bool {
        guard case .array(var elements) = self, index >= 0, index < elements.count else {
            return assign(element, along: CollectionOfOne(.index(index)))
        }
        self = .null
        if let element {
            elements[index] = element
        } else {
            elements.remove(at: index)
        }
        self = .array(elements)
        return true
    }
}

extension MapKeyPath.Component {
    /// A component with the given key and index, as resolved for an edit.
    @usableFromInline
    init(key: String, index: Int?) {
        self.key = key
        self.index = index
    }
}

extension JSONValue {
    /// Appends `element` to an array.
    ///
    /// Any other value becomes a one-element array: `null`, a missing member reached through
    /// a chain (`json["tags"].append("new")` creates `"tags": ["new"]`), and a value of another
    /// kind, which is replaced, as with every write.
    ///
    /// ```swift
    /// var value: JSONValue = ["tags": ["a"]]
    /// value["tags"].append("b")        // ["a", "b"]
    /// ```
    public mutating func append(_ element: JSONValue) {
        guard case .array(var elements) = self else {
            self = .array([element])
            return
        }
        self = .null  // the elements are now referenced only here
        elements.append(element)
        self = .array(elements)
    }

    /// Removes the member `key` from an object and returns its value; `nil` when the value is
    /// not an object or has no such member.
    ///
    /// The other members keep their order. `value["key"] = nil` does the same.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        guard case .object(var object) = self, let position = object.index(forKey: key) else { return nil }
        self = .null
        let removed = object.remove(at: position).value
        self = .object(object)
        return removed
    }

    /// Removes the element at `index` from an array and returns it; `nil` when the value is not
    /// an array or `index` is out of range, never a trap.
    ///
    /// Later elements move up by one. `value[index] = nil` does the same.
    @discardableResult
    public mutating func remove(at index: Int) -> JSONValue? {
        guard case .array(var elements) = self, index >= 0, index < elements.count else { return nil }
        self = .null
        let removed = elements.remove(at: index)
        self = .array(elements)
        return removed
    }
}
