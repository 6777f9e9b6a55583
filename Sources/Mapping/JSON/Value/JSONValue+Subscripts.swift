// Every subscript reads without trapping (`nil` where a step is missing) and writes by one rule
// (see JSONValue+Editing.swift):
//
// - Assigning a value makes the path exist. A missing member, an index past the end (padded with
//   `null`s, at most `maximumIndexGap` of them), a `null`, or a value of another kind in the way
//   becomes the container the next step needs: an object for a `String` key, an array for an
//   `Int`. So what was written reads back through the same subscript. A key path's or a
//   pointer's text names a key and, when it is a whole number, an index too, so it does not say
//   which container it means: where it meets an array and is not an index (`x`, `-1`, `01`),
//   the write is refused rather than replacing the array.
// - Assigning `nil` removes the member or element, as with a `Dictionary`; later elements of an
//   array move up. Nothing is created. To store a JSON `null`, assign `.null`.
// - A write that cannot be done (a negative index, or one too far past the end) changes nothing.
//   `set(_:at:)` with a ``JSONPointer`` reports it instead.

extension JSONValue {
    /// The member for `key` when the value is an object holding it; `nil` otherwise.
    ///
    /// Keys match by their UTF-8 bytes (see ``JSONObject``). Assigning a value adds or replaces
    /// the member, keeping the key's position; a new key goes at the end. A value that is not
    /// an object becomes one. Assigning `nil` removes the member; assign `.null` to keep it
    /// with a JSON `null`.
    ///
    /// ```swift
    /// var user: JSONValue = ["name": "Ada", "email": "ada@example.com"]
    /// user["age"] = 36            // appended
    /// user["email"] = nil         // removed
    /// user["nickname"] = .null    // "nickname": null
    /// ```
    @inlinable
    public subscript(key: String) -> JSONValue? {
        get {
            // A `switch`, not `if case`: with `if case .object(let object) = self` the
            // compiler copies the object around the lookup (a retain and a release of its
            // member block per key read); the same holds for every read of an object below.
            switch self {
            case .object(let object): return object[key]
            default: return nil
            }
        }
        _modify {
            // The member is taken out while it is changed, so that a chain of writes
            // (`json["a"]["b"] = 1`) edits each container in place instead of copying it.
            var member = takeMember(key)
            defer { putMember(member, key) }
            yield &member
        }
    }

    /// The element at `index` when the value is an array that long; `nil` otherwise, never a trap.
    ///
    /// Assigning a value replaces the element; an index past the end pads the array with
    /// `null`s (up to 10,000 of them; a further index, or a negative one, changes nothing). A
    /// value that is not an array becomes one. Assigning `nil` removes the element.
    @inlinable
    public subscript(index: Int) -> JSONValue? {
        get {
            if case .array(let elements) = self, index >= 0, index < elements.count { return elements[index] }
            return nil
        }
        _modify {
            var element = takeElement(index)
            defer { putElement(element, index) }
            yield &element
        }
    }

    /// The value at the end of a chain of keys and indices; `nil` where a step is missing or
    /// meets a value of another kind.
    ///
    /// `value[9, "list", "name"]` is `value[9]["list"]["name"]`: a `String` reads only an
    /// object's member, an `Int` only an array's element. Assigning writes, or with `nil`
    /// removes, as the single-step subscripts do, creating what the chain needs.
    ///
    /// ```swift
    /// let name = json[0, "user", "name"].stringValue
    /// json["users", 0, "tags"] = ["admin"]
    /// ```
    public subscript(
        first: any JSONSubscriptKey, second: any JSONSubscriptKey, rest: any JSONSubscriptKey...
    ) -> JSONValue? {
        get { value(along: Self.steps(first, second, rest)) }
        set { assign(newValue, along: Self.steps(first, second, rest)) }
    }

    /// The value at a key path such as `statuses.0.user.name`; `nil` where a step is missing.
    ///
    /// Components are separated by `delimiter` (default `.`). A whole-number component indexes
    /// an array (`matrix.1.2`) and is an ordinary key in an object (`{"0": ...}`). Assigning
    /// writes, creating the objects and arrays on the way as model key paths do (a component
    /// followed by an index creates an array); assigning `nil` removes. A component that is not
    /// an index (`x`, `-1`, `01`) where the path meets an array changes nothing: the array and
    /// its values are kept.
    ///
    /// ```swift
    /// var value = try JSONValue(parsing: #"{"statuses": [{"user": {"name": "Ada"}}]}"#)
    /// value[path: "statuses.0.user.name"]          // .string("Ada")
    /// value[path: "statuses->0", delimiter: "->"]  // the first status
    /// value[path: "statuses.7.user"]               // nil
    /// value[path: "meta.pages.0"] = 1              // "meta": {"pages": [1]}
    /// ```
    public subscript(path path: String, delimiter delimiter: String = ".") -> JSONValue? {
        get { descendant(MapKeyPath(path, delimiter: delimiter).components) }
        set { assign(newValue, along: MapKeyPath(path, delimiter: delimiter).components.map(EditStep.component)) }
    }

    /// The value at an RFC 6901 JSON Pointer such as `/statuses/0/user/name`; `nil` where a
    /// step is missing or the pointer is malformed.
    ///
    /// `""` is the whole value; `~1` stands for `/` and `~0` for `~` inside a token. A token
    /// made of digits (without a leading zero) indexes an array and is an ordinary key in an
    /// object. When writing, the token `-` names the position after an array's last element,
    /// so `value[pointer: "/tags/-"] = "new"` appends; any other token that is not an index
    /// changes nothing where it meets an array (RFC 6901 makes it an error). Assigning `nil`
    /// removes. For errors that say what is wrong, use ``JSONPointer`` with ``value(at:)`` and
    /// ``set(_:at:)``.
    ///
    /// ```swift
    /// value[pointer: "/statuses/0/user/name"]     // .string("Ada")
    /// value[pointer: "/paths/~1users~1{id}"]      // the member "/users/{id}"
    /// value[pointer: "/statuses/0/tags/-"] = "x"  // appended
    /// ```
    public subscript(pointer pointer: String) -> JSONValue? {
        get {
            guard let parsed = try? JSONPointer(pointer) else { return nil }
            return descendant(parsed.components)
        }
        set { assign(newValue, pointer: pointer) }
    }

    /// The `[pointer:]` setter; `false` when the pointer is malformed or the write is refused.
    @discardableResult
    mutating func assign(_ newValue: JSONValue?, pointer: String) -> Bool {
        guard let parsed = try? JSONPointer(pointer) else { return false }
        return assign(newValue, along: parsed.components.map(Self.editStep))
    }

    /// The steps of a variadic chain.
    @usableFromInline
    static func steps(
        _ first: any JSONSubscriptKey, _ second: any JSONSubscriptKey, _ rest: [any JSONSubscriptKey]
    ) -> [EditStep] {
        var steps = [EditStep(first.jsonSubscript), EditStep(second.jsonSubscript)]
        steps.reserveCapacity(2 + rest.count)
        for key in rest { steps.append(EditStep(key.jsonSubscript)) }
        return steps
    }
}
