extension JSONValue {
    /// The member for `key` when the value is an object holding it; `nil` otherwise.
    ///
    /// Keys match by their UTF-8 bytes (see ``JSONObject``).
    @inlinable
    public subscript(key: String) -> JSONValue? {
        if case .object(let object) = self { return object[key] }
        return nil
    }

    /// The element at `index` when the value is an array that long; `nil` otherwise, never a trap.
    @inlinable
    public subscript(index: Int) -> JSONValue? {
        if case .array(let elements) = self, index >= 0, index < elements.count { return elements[index] }
        return nil
    }

    /// The value at a key path such as `statuses.0.user.name`; `nil` where a step is missing.
    ///
    /// Components are separated by `delimiter` (default `.`). A whole-number component indexes
    /// an array (`matrix.1.2`) and is an ordinary key in an object (`{"0": ...}`).
    ///
    /// ```swift
    /// let value = try JSONValue(parsing: #"{"statuses": [{"user": {"name": "Ada"}}]}"#)
    /// value[path: "statuses.0.user.name"]          // .string("Ada")
    /// value[path: "statuses->0", delimiter: "->"]  // the first status
    /// value[path: "statuses.7.user"]               // nil
    /// ```
    public subscript(path path: String, delimiter delimiter: String = ".") -> JSONValue? {
        value(at: KeyPath(path, delimiter: delimiter))
    }
}
