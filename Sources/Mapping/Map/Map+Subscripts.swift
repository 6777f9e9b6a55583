extension Map {
    /// Selects `key`; a key containing `.` is a key path.
    @inlinable
    public subscript(key: String) -> Map {
        if defersSelections {
            deferSelection(key)
        } else {
            select(key, nested: nil, delimiter: nil, ignoreNil: false)
        }
        return self
    }

    /// Selects `key`, a key path split at `delimiter`.
    @inlinable
    public subscript(key: String, delimiter delimiter: String) -> Map {
        select(key, nested: nil, delimiter: delimiter, ignoreNil: false)
        return self
    }

    /// Selects `key`; with `ignoreNil`, a JSON `null` counts as absent.
    @inlinable
    public subscript(key: String, ignoreNil ignoreNil: Bool) -> Map {
        select(key, nested: nil, delimiter: nil, ignoreNil: ignoreNil)
        return self
    }

    /// Selects `key`; with `nested: false` the key is taken literally, dots and all.
    @inlinable
    public subscript(key: String, nested nested: Bool) -> Map {
        select(key, nested: nested, delimiter: nil, ignoreNil: false)
        return self
    }

    /// Selects `key`, a key path split at `delimiter` unless `nested` is `false`.
    @inlinable
    public subscript(key: String, nested nested: Bool, delimiter delimiter: String) -> Map {
        select(key, nested: nested, delimiter: delimiter, ignoreNil: false)
        return self
    }

    /// Selects `key`, literally when `nested` is `false`; `ignoreNil` makes `null` absent.
    @inlinable
    public subscript(key: String, nested nested: Bool, ignoreNil ignoreNil: Bool) -> Map {
        select(key, nested: nested, delimiter: nil, ignoreNil: ignoreNil)
        return self
    }

    /// Selects `key`, a key path split at `delimiter`; `ignoreNil` makes `null` absent.
    @inlinable
    public subscript(key: String, delimiter delimiter: String, ignoreNil ignoreNil: Bool) -> Map {
        select(key, nested: nil, delimiter: delimiter, ignoreNil: ignoreNil)
        return self
    }

    /// Selects `key` with every option: `nested` (`nil` means "when it contains the
    /// delimiter"), `delimiter` and `ignoreNil`.
    @inlinable
    public subscript(key: String, nested nested: Bool?, delimiter delimiter: String, ignoreNil ignoreNil: Bool) -> Map {
        select(key, nested: nested, delimiter: delimiter, ignoreNil: ignoreNil)
        return self
    }
}

extension Map {
    /// Selects `key` with a default: when the key is absent or `null`, the property gets
    /// `defaultValue`, and no issue is reported; when the value has the wrong type, the property
    /// gets `defaultValue` and the mismatch is reported.
    ///
    /// `nested`, `delimiter` and `ignoreNil` work as in the other subscripts. The default is
    /// given in the property's type; a literal of another numeric type is read as the property
    /// would read it (`default: 0` for a `Double`).
    ///
    /// ```swift
    /// struct Settings: Mappable {
    ///     var isAdmin = false
    ///     var retries = 0
    ///     var joined: Date?
    ///
    ///     init?(map: Map) {}
    ///
    ///     mutating func mapping(map: Map) {
    ///         isAdmin <- map["isAdmin", default: false]
    ///         retries <- map["limits.retries", default: 3]
    ///         joined  <- (map["joined", default: Date(timeIntervalSince1970: 0)], ISO8601DateTransform())
    ///     }
    /// }
    /// ```
    @inlinable
    public subscript<Default>(key: String, nested nested: Bool? = nil, delimiter delimiter: String? = nil,
                              ignoreNil ignoreNil: Bool = false, default defaultValue: Default) -> Map {
        select(key, nested: nested, delimiter: delimiter, ignoreNil: ignoreNil, default: defaultValue)
        return self
    }

    /// Selects the first of several alternative keys that is present in the JSON (a `null`
    /// counts as present); when writing, and when none is present, the first key.
    ///
    /// Each key may be a key path. For APIs that spell a field several ways:
    ///
    /// ```swift
    /// nickname <- map[oneOf: "nickname", "nickName", "profile.nick_name"]
    /// joined   <- (map[oneOf: "joined_at", "joinedAt"], ISO8601DateTransform())
    /// ```
    public subscript(oneOf keys: String...) -> Map {
        select(oneOf: keys)
        return self
    }
}
