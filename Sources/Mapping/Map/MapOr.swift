/// The key to try when the key selected before it has no value: ObjectMapper's
/// `map["username"].or["nickname"]`.
///
/// Reading, `.or[key]` keeps the key selected before it when that key holds a value, and
/// otherwise selects `key`: a missing key and a JSON `null` both move on. Writing, no key holds
/// a value yet, so each `.or` selects its key and the last one is written, as ObjectMapper
/// writes it.
///
/// ```swift
/// struct User: Mappable {
///     var name: String?
///
///     init?(map: Map) {}
///
///     mutating func mapping(map: Map) {
///         name <- map["username"].or["nickname"].or["profile.name"]
///     }
/// }
/// ```
///
/// In an ``ImmutableMappable`` model, `try map["username"].or["nickname"].value()` reads the
/// key the chain selected.
///
/// ``Map/subscript(oneOf:)`` is the other way to spell alternatives: it stops at the first key
/// present (a `null` included) and writes the first key.
public struct MapOr {
    @usableFromInline let map: Map

    @usableFromInline
    init(_ map: Map) {
        self.map = map
    }

    /// Selects `key` unless the key selected before it holds a value (not `null`); the options
    /// are those of ``Map``'s subscripts.
    @inlinable
    public subscript(key: String, nested nested: Bool? = nil, delimiter delimiter: String = ".",
                     ignoreNil ignoreNil: Bool = false) -> Map {
        map.select(orElse: key, nested: nested, delimiter: delimiter, ignoreNil: ignoreNil)
        return map
    }
}

extension Map {
    /// The next key to try when the one just selected is missing or `null`:
    /// `map["username"].or["nickname"]` (see ``MapOr``).
    @inlinable
    public var or: MapOr { MapOr(self) }
}
