/// Options for a ``Mapper``, beyond ObjectMapper's.
///
/// ```swift
/// let mapper = Mapper<Order>(options: [.lenientTypes, .sortedKeys])
/// let order = mapper.map(JSONString: #"{"id": "12", "paid": "true"}"#)   // id 12, paid true
/// ```
public struct MappingOptions: OptionSet, Sendable, Hashable {
    /// The options as bits.
    public let rawValue: Int

    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Converts between JSON types where the meaning is unambiguous and exact: numeric strings
    /// to numbers (`"12"` to 12, `"9.5"` to 9.5; `"12.5"` never into an `Int`), numbers to strings
    /// (404 to `"404"`), and `"true"`/`"false"`/`1`/`0` to `Bool`. JSON's white space around a
    /// numeric string or `"true"`/`"false"` is ignored (`" 12\n"` is 12), as the transforms
    /// that read numbers ignore it; inside it, or alone, it is no value. An enum's raw value is
    /// exact: `"2"` reads as the case whose raw value is 2, `" 2"` as none. Without the option
    /// such values leave the property unmapped, with an issue.
    public static let lenientTypes = MappingOptions(rawValue: 1 << 0)

    /// Writes the keys of every object sorted by their UTF-8 bytes; without it, keys come out in
    /// the order `mapping(map:)` wrote them.
    public static let sortedKeys = MappingOptions(rawValue: 1 << 1)
}
