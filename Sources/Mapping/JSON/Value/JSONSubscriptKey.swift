/// One step of a chain of subscripts: a member name or an array position.
///
/// `String` and `Int` conform, so a chain can be written in one subscript with keys and
/// indices mixed, literals or variables alike:
///
/// ```swift
/// let name = json[9, "list", "person", "name"].string    // same as json[9]["list"]["person"]["name"]
/// let field = "id"
/// json["users", index, field] = 42                      // creates what is missing
/// ```
public protocol JSONSubscriptKey: Sendable {
    /// The step this value names.
    var jsonSubscript: JSONSubscript { get }
}

/// A step of a chain of subscripts, as ``JSONSubscriptKey`` values name it.
///
/// A key reads only objects and an index reads only arrays, exactly as `value["key"]` and
/// `value[0]` do: `["0": 1]` has no element `0`, and `[1]` has no member `"0"`.
public enum JSONSubscript: Sendable, Hashable, JSONSubscriptKey {
    /// An object's member.
    case key(String)
    /// An array's element.
    case index(Int)

    /// The step itself.
    @inlinable
    public var jsonSubscript: JSONSubscript { self }
}

extension String: JSONSubscriptKey {
    /// The key `self`.
    @inlinable
    public var jsonSubscript: JSONSubscript { .key(self) }
}

extension Int: JSONSubscriptKey {
    /// The index `self`.
    @inlinable
    public var jsonSubscript: JSONSubscript { .index(self) }
}
