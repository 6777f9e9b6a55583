import Foundation

/// Conveniences on models, as ObjectMapper users write them: `User(JSONString: text)`,
/// `user.toJSONString()`, and the same for arrays and sets of models. Each is one line into
/// ``Mapper``.
extension BaseMappable {
    /// The model as a Foundation dictionary; a value that cannot be written is left out.
    public func toJSON() -> [String: Any] {
        Mapper<Self>().toJSON(self)
    }

    /// The model as a JSON string; `nil` when it holds a value JSON cannot (NaN, infinity, a
    /// value with no JSON form).
    public func toJSONString(prettyPrint: Bool = false) -> String? {
        Mapper<Self>().toJSONString(self, prettyPrint: prettyPrint)
    }

    /// The model as UTF-8 JSON data; `nil` when it holds a value JSON cannot.
    public func toJSONData(prettyPrint: Bool = false) -> Data? {
        Mapper<Self>().toJSONData(self, prettyPrint: prettyPrint)
    }
}

// On every model, as ObjectMapper declares them. An ImmutableMappable model also has the
// throwing initializers below: Swift picks those where the result is not wanted as an optional
// (`let post = try Post(JSONString: text)`), and these where it is (`if let post =
// Post(JSONString: text)`), and in code generic over `BaseMappable`.
extension BaseMappable {
    /// Creates a model from a JSON string, or `nil` when it is invalid or refused.
    public init?(JSONString: String, context: MapContext? = nil) {
        guard let model = Mapper<Self>(context: context).map(JSONString: JSONString) else { return nil }
        self = model
    }

    /// Creates a model from UTF-8 JSON data, or `nil` when it is invalid or refused.
    public init?(JSONData: Data, context: MapContext? = nil) {
        guard let model = Mapper<Self>(context: context).map(JSONData: JSONData) else { return nil }
        self = model
    }

    /// Creates a model from a Foundation dictionary, or `nil` when it is refused.
    public init?(JSON: [String: Any], context: MapContext? = nil) {
        guard let model = Mapper<Self>(context: context).map(JSON: JSON) else { return nil }
        self = model
    }
}

extension ImmutableMappable {
    /// Creates a model from a JSON string; throws ``MapError`` when it is invalid or refused,
    /// or the error the initializer threw.
    public init(JSONString: String, context: MapContext? = nil) throws {
        self = try Mapper<Self>(context: context).map(JSONString: JSONString)
    }

    /// Creates a model from UTF-8 JSON data; throws when it is invalid or refused.
    public init(JSONData: Data, context: MapContext? = nil) throws {
        self = try Mapper<Self>(context: context).map(JSONData: JSONData)
    }

    /// Creates a model from a Foundation dictionary; throws when it is refused.
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

    /// Creates models from UTF-8 JSON data holding an array, or `nil` when it is invalid.
    public init?(JSONData: Data, context: MapContext? = nil) {
        guard let models = Mapper<Element>(context: context).mapArray(JSONData: JSONData) else { return nil }
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

    /// The models as a JSON array string; `nil` when one holds a value JSON cannot.
    public func toJSONString(prettyPrint: Bool = false) -> String? {
        Mapper<Element>().toJSONString(self, prettyPrint: prettyPrint)
    }

    /// The models as UTF-8 JSON array data; `nil` when one holds a value JSON cannot.
    public func toJSONData(prettyPrint: Bool = false) -> Data? {
        Mapper<Element>().toJSONData(self, prettyPrint: prettyPrint)
    }
}

extension Array where Element: ImmutableMappable {
    /// Creates models from a JSON string holding an array; throws when any cannot be made.
    public init(JSONString: String, context: MapContext? = nil) throws {
        self = try Mapper<Element>(context: context).mapArray(JSONString: JSONString)
    }

    /// Creates models from UTF-8 JSON data holding an array; throws when any cannot be made.
    public init(JSONData: Data, context: MapContext? = nil) throws {
        self = try Mapper<Element>(context: context).mapArray(JSONData: JSONData)
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

    /// Creates models from UTF-8 JSON data holding an array, or `nil` when it is invalid.
    public init?(JSONData: Data, context: MapContext? = nil) {
        guard let models = Mapper<Element>(context: context).mapSet(JSONData: JSONData) else { return nil }
        self = models
    }

    /// Creates models from Foundation dictionaries, leaving out the refused ones.
    ///
    /// Failable, as ObjectMapper declares it, so that code unwrapping it compiles; it never gives
    /// `nil` (refusing every model gives an empty set), as ObjectMapper's never did.
    public init?(JSONArray: [[String: Any]], context: MapContext? = nil) {
        self = Mapper<Element>(context: context).mapSet(JSONArray: JSONArray)
    }

    /// The models as Foundation dictionaries, in a stable order.
    public func toJSON() -> [[String: Any]] {
        Mapper<Element>().toJSONSet(self)
    }

    /// The models as a JSON array string, in a stable order; `nil` when one holds a value JSON cannot.
    public func toJSONString(prettyPrint: Bool = false) -> String? {
        Mapper<Element>().toJSONString(self, prettyPrint: prettyPrint)
    }

    /// The models as UTF-8 JSON array data, in a stable order; `nil` when one holds a value JSON cannot.
    public func toJSONData(prettyPrint: Bool = false) -> Data? {
        Mapper<Element>().toJSONData(self, prettyPrint: prettyPrint)
    }
}

extension Set where Element: ImmutableMappable {
    /// Creates models from a JSON string holding an array; throws when any cannot be made.
    public init(JSONString: String, context: MapContext? = nil) throws {
        self = try Mapper<Element>(context: context).mapSet(JSONString: JSONString)
    }

    /// Creates models from UTF-8 JSON data holding an array; throws when any cannot be made.
    public init(JSONData: Data, context: MapContext? = nil) throws {
        self = try Mapper<Element>(context: context).mapSet(JSONData: JSONData)
    }

    /// Creates models from Foundation dictionaries; throws when any cannot be made.
    public init(JSONArray: [[String: Any]], context: MapContext? = nil) throws {
        self = try Mapper<Element>(context: context).mapSet(JSONArray: JSONArray)
    }
}
