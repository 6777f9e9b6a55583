/// Conveniences on models, as ObjectMapper users write them: `User(JSONString: text)`,
/// `user.toJSONString()`.
extension BaseMappable {
    /// The model as a Foundation dictionary.
    public func toJSON() -> [String: Any] {
        Mapper<Self>().toJSON(self)
    }

    /// The model as a JSON string; `nil` when it holds a value JSON cannot (NaN, infinity).
    public func toJSONString(prettyPrint: Bool = false) -> String? {
        Mapper<Self>().toJSONString(self, prettyPrint: prettyPrint)
    }
}

extension BaseMappable {
    /// The model a JSON string maps to, for the failable initializers below.
    static func mapped(JSONString: String, context: MapContext?) -> Self? {
        Mapper<Self>(context: context).map(JSONString: JSONString)
    }

    /// The model a Foundation dictionary maps to, for the failable initializers below.
    static func mapped(JSON: [String: Any], context: MapContext?) -> Self? {
        Mapper<Self>(context: context).map(JSON: JSON)
    }
}

// Mappable and StaticMappable each declare the initializers (ImmutableMappable's throw instead,
// so they cannot live on BaseMappable); both go through `mapped`.
extension Mappable {
    /// Creates a model from a JSON string, or `nil` when it is invalid or refused.
    public init?(JSONString: String, context: MapContext? = nil) {
        guard let model = Self.mapped(JSONString: JSONString, context: context) else { return nil }
        self = model
    }

    /// Creates a model from a Foundation dictionary, or `nil` when it is refused.
    public init?(JSON: [String: Any], context: MapContext? = nil) {
        guard let model = Self.mapped(JSON: JSON, context: context) else { return nil }
        self = model
    }
}

extension StaticMappable {
    /// Creates a model from a JSON string, or `nil` when it is invalid or refused.
    public init?(JSONString: String, context: MapContext? = nil) {
        guard let model = Self.mapped(JSONString: JSONString, context: context) else { return nil }
        self = model
    }

    /// Creates a model from a Foundation dictionary, or `nil` when it is refused.
    public init?(JSON: [String: Any], context: MapContext? = nil) {
        guard let model = Self.mapped(JSON: JSON, context: context) else { return nil }
        self = model
    }
}

extension ImmutableMappable {
    /// Creates a model from a JSON string; throws ``MapError`` when it is invalid or refused.
    public init(JSONString: String, context: MapContext? = nil) throws {
        self = try Mapper<Self>(context: context).map(JSONString: JSONString)
    }

    /// Creates a model from a Foundation dictionary; throws ``MapError`` when it is refused.
    public init(JSON: [String: Any], context: MapContext? = nil) throws {
        self = try Mapper<Self>(context: context).map(JSON: JSON)
    }

    /// Creates a model from a Foundation value that must be a `[String: Any]`.
    public init(JSONObject: Any, context: MapContext? = nil) throws {
        self = try Mapper<Self>(context: context).map(JSONObject: JSONObject)
    }
}

extension Array where Element: BaseMappable {
    /// Creates models from a JSON string holding an array, or `nil` when it is invalid.
    public init?(JSONString: String, context: MapContext? = nil) {
        guard let models = Mapper<Element>(context: context).mapArray(JSONString: JSONString) else { return nil }
        self = models
    }

    /// Creates models from Foundation dictionaries, leaving out the refused ones.
    public init(JSONArray: [[String: Any]], context: MapContext? = nil) {
        self = Mapper<Element>(context: context).mapArray(JSONArray: JSONArray)
    }

    /// The models as Foundation dictionaries.
    public func toJSON() -> [[String: Any]] {
        Mapper<Element>().toJSONArray(self)
    }

    /// The models as a JSON array string.
    public func toJSONString(prettyPrint: Bool = false) -> String? {
        Mapper<Element>().toJSONString(self, prettyPrint: prettyPrint)
    }
}

extension Array where Element: ImmutableMappable {
    /// Creates models from a JSON string holding an array; throws when any cannot be made.
    public init(JSONString: String, context: MapContext? = nil) throws {
        self = try Mapper<Element>(context: context).mapArray(JSONString: JSONString)
    }

    /// Creates models from Foundation dictionaries; throws when any cannot be made.
    public init(JSONArray: [[String: Any]], context: MapContext? = nil) throws {
        self = try Mapper<Element>(context: context).mapArray(JSONArray: JSONArray)
    }
}

extension Set where Element: BaseMappable {
    /// Creates models from a JSON string holding an array, or `nil` when it is invalid.
    public init?(JSONString: String, context: MapContext? = nil) {
        guard let models = Mapper<Element>(context: context).mapSet(JSONString: JSONString) else { return nil }
        self = models
    }

    /// Creates models from Foundation dictionaries, leaving out the refused ones.
    public init(JSONArray: [[String: Any]], context: MapContext? = nil) {
        self = Mapper<Element>(context: context).mapSet(JSONArray: JSONArray)
    }

    /// The models as Foundation dictionaries.
    public func toJSON() -> [[String: Any]] {
        Mapper<Element>().toJSONSet(self)
    }

    /// The models as a JSON array string.
    public func toJSONString(prettyPrint: Bool = false) -> String? {
        Mapper<Element>().toJSONString(self, prettyPrint: prettyPrint)
    }
}
