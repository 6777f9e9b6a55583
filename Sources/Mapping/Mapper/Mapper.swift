import Foundation

/// Converts between models and JSON: strings, `Data`, and Foundation dictionaries and arrays.
///
/// Strings and data go through the library's own parser and writer, straight into and out of
/// the models; Foundation values are converted only at the doors that take or give them.
///
/// ```swift
/// struct User: Mappable {
///     var id = 0
///     var name: String?
///     init?(map: Map) {}
///     mutating func mapping(map: Map) {
///         id   <- map["id"]
///         name <- map["name"]
///     }
/// }
///
/// let mapper = Mapper<User>()
/// let user = mapper.map(JSONString: #"{"id": 1, "name": "Ada"}"#)        // User?
/// let users = mapper.mapArray(JSONString: #"[{"id": 1}, {"id": 2}]"#)    // [User]?
/// let json = mapper.toJSONString(user!, prettyPrint: true)               // String?
/// ```
///
/// Every entry point comes in three forms, for every input and shape: the plain one (an
/// optional result, as in ObjectMapper; for ``ImmutableMappable`` models it throws instead), a
/// `...WithIssues` twin that also returns every ``MappingIssue``, and a `...OrFail` twin that
/// throws a ``MapError`` listing every issue. All of them run the one engine in
/// `Mapper+Running.swift`.
///
/// A `Mapper` holds only immutable settings, so one instance can be shared by many tasks.
public final class Mapper<N: BaseMappable>: Sendable {
    /// Handed to every map as `map.context`.
    public let context: MapContext?
    /// Whether nil optionals are written as `null` instead of being left out.
    public let shouldIncludeNilValues: Bool
    /// Options beyond ObjectMapper's: lenient type conversion, sorted output keys.
    public let options: MappingOptions

    /// Creates a mapper.
    public init(context: MapContext? = nil, shouldIncludeNilValues: Bool = false, options: MappingOptions = []) {
        self.context = context
        self.shouldIncludeNilValues = shouldIncludeNilValues
        self.options = options
    }
}
