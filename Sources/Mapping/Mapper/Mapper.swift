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

    // MARK: - The paths every entry point takes

    /// A top-level map with this mapper's settings.
    func rootMap(_ mappingType: MappingType, _ source: JSONObject = JSONObject(), toObject: Bool = false) -> Map {
        Map(mappingType: mappingType, source: source, toObject: toObject, context: context,
            shouldIncludeNilValues: shouldIncludeNilValues, options: options)
    }

    /// Parses a document, reporting invalid JSON as an issue.
    func parse(_ text: String, issues: inout [PendingIssue]) -> JSONValue? {
        do {
            return try JSONValue(parsing: text)
        } catch {
            issues.append(PendingIssue(.invalidJSON, expected: "JSON", found: error.description))
            return nil
        }
    }

    /// Parses a document from data, reporting invalid JSON as an issue.
    func parse(_ data: Data, issues: inout [PendingIssue]) -> JSONValue? {
        do {
            return try JSONValue(parsing: data)
        } catch {
            issues.append(PendingIssue(.invalidJSON, expected: "JSON", found: error.description))
            return nil
        }
    }

    /// The value at `keyPath` of a document, or an issue saying which component is missing.
    func value(at keyPath: String?, in document: JSONValue, issues: inout [PendingIssue]) -> JSONValue? {
        guard let keyPath, !keyPath.isEmpty else { return document }
        var current = document
        var walked: [String] = []
        for component in KeyPath(keyPath).components {
            guard let next = current.child(key: component.key, index: component.index) else {
                issues.append(PendingIssue(.missingKey, expected: "a value at \"\(keyPath)\"",
                                           found: "missing", path: walked + [component.key]))
                return nil
            }
            walked.append(component.key)
            current = next
        }
        return current
    }

    /// Maps one JSON value, which must be an object, into a new model.
    func model(from value: JSONValue, issues: inout [PendingIssue]) -> N? {
        guard case .object(let object) = value else {
            issues.append(PendingIssue(.typeMismatch, expected: "\(N.self) (an object)", found: value.issueRendering))
            return nil
        }
        return ModelCodec<N>.instance(in: rootMap(.fromJSON, object), issues: &issues)
    }

    /// Maps a JSON array into models, leaving out (with an issue) the elements refused.
    func models(from value: JSONValue, issues: inout [PendingIssue]) -> [N]? {
        ArrayCodec(element: ModelCodec<N>()).decodeRoot(value, in: rootMap(.fromJSON), issues: &issues)
    }

    /// Maps a JSON object of objects into a dictionary of models.
    func modelDictionary(from value: JSONValue, issues: inout [PendingIssue]) -> [String: N]? {
        DictionaryCodec(element: ModelCodec<N>()).decodeRoot(value, in: rootMap(.fromJSON), issues: &issues)
    }

    /// Maps JSON onto an existing model, keeping what the JSON does not mention.
    func update(_ object: N, from value: JSONValue?, issues: inout [PendingIssue]) -> N {
        guard case .object(let source)? = value else {
            if let value {
                issues.append(PendingIssue(.typeMismatch, expected: "\(N.self) (an object)", found: value.issueRendering))
            }
            return object
        }
        let map = rootMap(.fromJSON, source, toObject: true)
        var updated = object
        updated.mapping(map: map)
        issues.append(contentsOf: map.issues)
        return updated
    }

    /// Writes a model into a JSON object.
    func object(from model: N, issues: inout [PendingIssue]) -> JSONObject {
        ModelCodec<N>.object(from: model, parent: rootMap(.toJSON), issues: &issues)
    }

    /// Writes a JSON value as text bytes with this mapper's key order, reporting what cannot be written.
    func bytes(of value: JSONValue, prettyPrint: Bool, issues: inout [PendingIssue]) -> [UInt8]? {
        do {
            return try value.jsonBytes(pretty: prettyPrint, sortedKeys: options.contains(.sortedKeys))
        } catch {
            let path = error.keyPath.isEmpty ? [] : error.keyPath.split(separator: ".").map(String.init)
            issues.append(PendingIssue(.unwritableValue, expected: "a finite number", found: error.found, path: path))
            return nil
        }
    }
}

extension ValueCodec {
    /// Decodes a whole document with this codec; a `null` document is an issue.
    func decodeRoot(_ json: JSONValue, in map: Map, issues: inout [PendingIssue]) -> Value? {
        decodeElement(json, in: map, issues: &issues)
    }
}
