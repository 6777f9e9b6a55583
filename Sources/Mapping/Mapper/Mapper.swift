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
    func rootMap(_ mappingType: MappingType, _ source: JSONElement = Map.emptySource, toObject: Bool = false,
                 collecting: Bool = false) -> Map {
        Map(mappingType: mappingType, source: source, toObject: toObject, context: context,
            shouldIncludeNilValues: shouldIncludeNilValues, options: options, collectsIssues: collecting)
    }

    /// Parses a document for mapping, reporting invalid JSON as an issue.
    func parse(_ text: String, issues: inout [PendingIssue]) -> JSONElement? {
        parse(Array(text.utf8), knownValidUTF8: true, issues: &issues)
    }

    /// Parses a document for mapping from data, reporting invalid JSON as an issue.
    func parse(_ data: Data, issues: inout [PendingIssue]) -> JSONElement? {
        parse([UInt8](data), issues: &issues)
    }

    /// Parses bytes into a ``JSONTape``, read lazily; documents beyond 4 GiB become a tree.
    /// A `String`'s bytes are valid UTF-8 by construction, and are not checked again.
    func parse(_ bytes: [UInt8], knownValidUTF8: Bool = false, issues: inout [PendingIssue]) -> JSONElement? {
        do {
            if let tape = try JSONTape.parse(bytes, limits: JSONParseLimits(), knownValidUTF8: knownValidUTF8) {
                return JSONElement(tape: tape, index: 0)
            }
            return JSONElement(try JSONValue(parsing: bytes))
        } catch {
            issues.append(PendingIssue(.invalidJSON, expected: "JSON", found: error.description))
            return nil
        }
    }

    /// The value at `keyPath` of a document, or an issue saying which component is missing.
    func value(at keyPath: String?, in document: JSONElement, issues: inout [PendingIssue]) -> JSONElement? {
        guard let keyPath, !keyPath.isEmpty else { return document }
        var current = document
        var walked: [String] = []
        for component in KeyPath(keyPath).components {
            guard let next = current.child(component) else {
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
    func model(from value: JSONElement, issues: inout [PendingIssue], collecting: Bool = false) -> N? {
        guard value.isObject else {
            issues.append(PendingIssue(.typeMismatch, expected: "\(N.self) (an object)", found: value.issueRendering))
            return nil
        }
        return ModelCodec<N>.instance(in: rootMap(.fromJSON, value, collecting: collecting), issues: &issues)
    }

    /// Maps a JSON array into models, leaving out (with an issue) the elements refused.
    func models(from value: JSONElement, issues: inout [PendingIssue], collecting: Bool = false) -> [N]? {
        ArrayCodec(element: ModelCodec<N>()).decodeRoot(value, in: rootMap(.fromJSON, collecting: collecting), issues: &issues)
    }

    /// Maps a JSON object of objects into a dictionary of models.
    func modelDictionary(from value: JSONElement, issues: inout [PendingIssue], collecting: Bool = false) -> [String: N]? {
        DictionaryCodec(element: ModelCodec<N>()).decodeRoot(value, in: rootMap(.fromJSON, collecting: collecting),
                                                            issues: &issues)
    }

    /// Maps JSON onto an existing model, keeping what the JSON does not mention.
    func update(_ object: N, from value: JSONElement?, issues: inout [PendingIssue]) -> N {
        guard let value, value.isObject else {
            if let value {
                issues.append(PendingIssue(.typeMismatch, expected: "\(N.self) (an object)", found: value.issueRendering))
            }
            return object
        }
        let map = rootMap(.fromJSON, value, toObject: true)
        var updated = object
        updated.mapping(map: map)
        issues.append(contentsOf: map.issues)
        return updated
    }

    /// Writes a model into a JSON object.
    func object(from model: N, issues: inout [PendingIssue], collecting: Bool = false) -> JSONObject {
        ModelCodec<N>.object(from: model, parent: rootMap(.toJSON, collecting: collecting), issues: &issues)
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
    func decodeRoot(_ json: JSONElement, in map: Map, issues: inout [PendingIssue]) -> Value? {
        decodeElement(json, in: map, issues: &issues)
    }
}
