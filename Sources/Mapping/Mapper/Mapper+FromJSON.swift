import Foundation

/// Reading models. These return `nil` (or leave elements out) when the JSON is invalid or a
/// model refuses its object; ``Mapper/mapWithIssues(JSONString:)`` says why.
extension Mapper {
    /// Maps a JSON string holding an object.
    public func map(JSONString: String) -> N? {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONString, issues: &issues) else { return nil }
        return model(from: document, issues: &issues)
    }

    /// Maps UTF-8 JSON data holding an object.
    public func map(JSONData: Data) -> N? {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONData, issues: &issues) else { return nil }
        return model(from: document, issues: &issues)
    }

    /// Maps the object found at `keyPath` of a JSON string (`"data.user"`): an envelope.
    public func map(JSONString: String, atKeyPath keyPath: String) -> N? {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONString, issues: &issues),
              let inner = value(at: keyPath, in: document, issues: &issues)
        else { return nil }
        return model(from: inner, issues: &issues)
    }

    /// Maps the object found at `keyPath` of JSON data: an envelope.
    public func map(JSONData: Data, atKeyPath keyPath: String) -> N? {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONData, issues: &issues),
              let inner = value(at: keyPath, in: document, issues: &issues)
        else { return nil }
        return model(from: inner, issues: &issues)
    }

    /// Maps a ``JSONValue`` holding an object.
    public func map(JSONValue value: JSONValue) -> N? {
        var issues: [PendingIssue] = []
        return model(from: JSONElement(value), issues: &issues)
    }

    /// Maps a Foundation dictionary.
    public func map(JSON: [String: Any]) -> N? {
        var issues: [PendingIssue] = []
        let source = JSONElement(.object(Mapping.JSONObject(foundation: JSON, issues: &issues)))
        return model(from: source, issues: &issues)
    }

    /// Maps a Foundation value that should be a `[String: Any]`.
    public func map(JSONObject: Any?) -> N? {
        guard let dictionary = JSONObject as? [String: Any] else { return nil }
        return map(JSON: dictionary)
    }

    /// Maps the JSON object in the file at `path`.
    public func map(JSONfile path: String) -> N? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return map(JSONData: data)
    }

    /// Maps a JSON string onto an existing object, keeping what the JSON does not mention.
    ///
    /// Invalid JSON leaves the object as it was.
    public func map(JSONString: String, toObject object: N) -> N {
        var issues: [PendingIssue] = []
        return update(object, from: parse(JSONString, issues: &issues), issues: &issues)
    }

    /// Maps a Foundation dictionary onto an existing object.
    public func map(JSON: [String: Any], toObject object: N) -> N {
        var issues: [PendingIssue] = []
        let source = JSONElement(.object(Mapping.JSONObject(foundation: JSON, issues: &issues)))
        return update(object, from: source, issues: &issues)
    }

    /// Maps a Foundation value (a `[String: Any]`) onto an existing object.
    public func map(JSONObject: Any?, toObject object: N) -> N {
        guard let dictionary = JSONObject as? [String: Any] else { return object }
        return map(JSON: dictionary, toObject: object)
    }

    // MARK: - Arrays

    /// Maps a JSON string holding an array of objects; a single object gives a one-element array.
    public func mapArray(JSONString: String) -> [N]? {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONString, issues: &issues) else { return nil }
        return modelsOrSingle(from: document, issues: &issues)
    }

    /// Maps UTF-8 JSON data holding an array of objects.
    public func mapArray(JSONData: Data) -> [N]? {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONData, issues: &issues) else { return nil }
        return modelsOrSingle(from: document, issues: &issues)
    }

    /// Maps the array found at `keyPath` of a JSON string (`"data.items"`): an envelope.
    public func mapArray(JSONString: String, atKeyPath keyPath: String) -> [N]? {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONString, issues: &issues),
              let inner = value(at: keyPath, in: document, issues: &issues)
        else { return nil }
        return models(from: inner, issues: &issues)
    }

    /// Maps the array found at `keyPath` of JSON data: an envelope.
    public func mapArray(JSONData: Data, atKeyPath keyPath: String) -> [N]? {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONData, issues: &issues),
              let inner = value(at: keyPath, in: document, issues: &issues)
        else { return nil }
        return models(from: inner, issues: &issues)
    }

    /// Maps an array of Foundation dictionaries, leaving out the ones refused.
    public func mapArray(JSONArray: [[String: Any]]) -> [N] {
        var issues: [PendingIssue] = []
        return models(from: JSONElement(.array(JSONArray.map { .object(Mapping.JSONObject(foundation: $0)) })), issues: &issues) ?? []
    }

    /// Maps a Foundation value that should be an array of dictionaries.
    public func mapArray(JSONObject: Any?) -> [N]? {
        guard let array = JSONObject as? [[String: Any]] else { return nil }
        return mapArray(JSONArray: array)
    }

    /// Maps the JSON array in the file at `path`.
    public func mapArray(JSONfile path: String) -> [N]? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return mapArray(JSONData: data)
    }

    /// An array document maps element by element; an object document maps as one element.
    private func modelsOrSingle(from document: JSONElement, issues: inout [PendingIssue]) -> [N]? {
        if document.isObject { return model(from: document, issues: &issues).map { [$0] } }
        return models(from: document, issues: &issues)
    }

    // MARK: - Arrays of arrays and dictionaries

    /// Maps a Foundation array of arrays of dictionaries.
    public func mapArrayOfArrays(JSONObject: Any?) -> [[N]]? {
        guard let arrays = JSONObject as? [[[String: Any]]] else { return nil }
        return arrays.map { mapArray(JSONArray: $0) }
    }

    /// Maps a JSON string holding an object of objects into a dictionary of models.
    public func mapDictionary(JSONString: String) -> [String: N]? {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONString, issues: &issues) else { return nil }
        return modelDictionary(from: document, issues: &issues)
    }

    /// Maps a Foundation dictionary of dictionaries into a dictionary of models.
    public func mapDictionary(JSON: [String: [String: Any]]) -> [String: N]? {
        var issues: [PendingIssue] = []
        var object = JSONObject()
        for (key, value) in JSON { object.appendUnique(key, .object(Mapping.JSONObject(foundation: value))) }
        return modelDictionary(from: JSONElement(.object(object)), issues: &issues)
    }

    /// Maps a Foundation value that should be a dictionary of dictionaries.
    public func mapDictionary(JSONObject: Any?) -> [String: N]? {
        guard let dictionary = JSONObject as? [String: [String: Any]] else { return nil }
        return mapDictionary(JSON: dictionary)
    }

    /// Maps a dictionary of dictionaries onto existing models: entries present in both are
    /// updated in place, new ones are created.
    public func mapDictionary(JSON: [String: [String: Any]], toDictionary dictionary: [String: N]) -> [String: N] {
        var result = dictionary
        for (key, value) in JSON {
            if let existing = result[key] {
                result[key] = map(JSON: value, toObject: existing)
            } else if let created = map(JSON: value) {
                result[key] = created
            }
        }
        return result
    }

    /// Maps a Foundation dictionary of arrays of dictionaries.
    public func mapDictionaryOfArrays(JSON: [String: [[String: Any]]]) -> [String: [N]]? {
        JSON.mapValues { mapArray(JSONArray: $0) }
    }

    /// Maps a Foundation value that should be a dictionary of arrays of dictionaries.
    public func mapDictionaryOfArrays(JSONObject: Any?) -> [String: [N]]? {
        guard let dictionary = JSONObject as? [String: [[String: Any]]] else { return nil }
        return mapDictionaryOfArrays(JSON: dictionary)
    }
}

extension Mapper where N: Hashable {
    /// Maps a JSON string holding an array of objects into a set.
    public func mapSet(JSONString: String) -> Set<N>? {
        mapArray(JSONString: JSONString).map { Set($0) }
    }

    /// Maps an array of Foundation dictionaries into a set.
    public func mapSet(JSONArray: [[String: Any]]) -> Set<N> {
        Set(mapArray(JSONArray: JSONArray))
    }

    /// Maps a Foundation value that should be an array of dictionaries into a set.
    public func mapSet(JSONObject: Any?) -> Set<N>? {
        mapArray(JSONObject: JSONObject).map { Set($0) }
    }
}
