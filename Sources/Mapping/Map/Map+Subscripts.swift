extension Map {
    /// Selects `key`; a key containing ``nestedKeyDelimiter`` is a key path.
    public subscript(key: String) -> Map {
        select(key, nested: nil, delimiter: nil, ignoreNil: false)
    }

    /// Selects `key`, a key path split at `delimiter`.
    public subscript(key: String, delimiter delimiter: String) -> Map {
        select(key, nested: nil, delimiter: delimiter, ignoreNil: false)
    }

    /// Selects `key`; with `ignoreNil`, a JSON `null` counts as absent.
    public subscript(key: String, ignoreNil ignoreNil: Bool) -> Map {
        select(key, nested: nil, delimiter: nil, ignoreNil: ignoreNil)
    }

    /// Selects `key`; with `nested: false` the key is taken literally, dots and all.
    public subscript(key: String, nested nested: Bool) -> Map {
        select(key, nested: nested, delimiter: nil, ignoreNil: false)
    }

    /// Selects `key`, a key path split at `delimiter` unless `nested` is `false`.
    public subscript(key: String, nested nested: Bool, delimiter delimiter: String) -> Map {
        select(key, nested: nested, delimiter: delimiter, ignoreNil: false)
    }

    /// Selects `key`, literally when `nested` is `false`; `ignoreNil` makes `null` absent.
    public subscript(key: String, nested nested: Bool, ignoreNil ignoreNil: Bool) -> Map {
        select(key, nested: nested, delimiter: nil, ignoreNil: ignoreNil)
    }

    /// Selects `key`, a key path split at `delimiter`; `ignoreNil` makes `null` absent.
    public subscript(key: String, delimiter delimiter: String, ignoreNil ignoreNil: Bool) -> Map {
        select(key, nested: nil, delimiter: delimiter, ignoreNil: ignoreNil)
    }

    /// Selects `key` with every option: `nested` (`nil` means "when it contains the
    /// delimiter"), `delimiter` and `ignoreNil`.
    public subscript(key: String, nested nested: Bool?, delimiter delimiter: String, ignoreNil ignoreNil: Bool) -> Map {
        select(key, nested: nested, delimiter: delimiter, ignoreNil: ignoreNil)
    }
}

extension Map {
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
        guard let first = keys.first else { return select("", nested: false, delimiter: nil, ignoreNil: false) }
        if mappingType == .fromJSON {
            for key in keys where select(key, nested: nil, delimiter: nil, ignoreNil: false).isKeyPresent {
                return self
            }
        }
        return select(first, nested: nil, delimiter: nil, ignoreNil: false)
    }
}
