import Foundation

/// For ``ImmutableMappable`` models the reading entry points throw ``MapError`` instead of
/// returning `nil`: a model that cannot be made says why. In arrays and dictionaries, one
/// element that cannot be made fails the whole call.
extension Mapper where N: ImmutableMappable {
    /// Maps a JSON string holding an object; throws when it is invalid or the model refuses it.
    public func map(JSONString: String) throws -> N {
        var issues: [PendingIssue] = []
        let document = parse(JSONString, issues: &issues)
        return try required(document.flatMap { model(from: $0, issues: &issues, collecting: true) }, issues)
    }

    /// Maps UTF-8 JSON data holding an object; throws when it is invalid or the model refuses it.
    public func map(JSONData: Data) throws -> N {
        var issues: [PendingIssue] = []
        let document = parse(JSONData, issues: &issues)
        return try required(document.flatMap { model(from: $0, issues: &issues, collecting: true) }, issues)
    }

    /// Maps a Foundation dictionary; throws when the model refuses it.
    public func map(JSON: [String: Any]) throws -> N {
        var issues: [PendingIssue] = []
        let source = JSONElement(.object(Mapping.JSONObject(foundation: JSON, issues: &issues)))
        return try required(model(from: source, issues: &issues, collecting: true), issues)
    }

    /// Maps a Foundation value that must be a `[String: Any]`.
    public func map(JSONObject: Any) throws -> N {
        try mapOrFail(JSONObject: JSONObject, whenNotObject: ())
    }

    /// Maps a JSON string holding an array; throws when any element cannot be made.
    public func mapArray(JSONString: String) throws -> [N] {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONString, issues: &issues) else { throw failure(issues) }
        if document.isObject { return [try required(model(from: document, issues: &issues, collecting: true), issues)] }
        return try requiredElements(document, issues: &issues)
    }

    /// Maps an array of Foundation dictionaries; throws when any element cannot be made.
    public func mapArray(JSONArray: [[String: Any]]) throws -> [N] {
        try JSONArray.map { try map(JSON: $0) }
    }

    /// Maps a Foundation value that must be an array of dictionaries.
    public func mapArray(JSONObject: Any) throws -> [N] {
        guard let array = JSONObject as? [[String: Any]] else { throw notA("an array of objects", JSONObject) }
        return try mapArray(JSONArray: array)
    }

    /// Maps a JSON string holding an object of objects; throws when any value cannot be made.
    public func mapDictionary(JSONString: String) throws -> [String: N] {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONString, issues: &issues) else { throw failure(issues) }
        guard document.isObject else {
            throw failure([PendingIssue(.typeMismatch, expected: "[String: \(N.self)]", found: document.issueRendering)])
        }
        var members: [(String, JSONElement)] = []
        _ = document.forEachMember { key, value in
            members.append((key, value))
            return true
        }
        var result: [String: N] = [:]
        for (key, value) in members {
            var elementIssues: [PendingIssue] = []
            result[key] = try required(model(from: value, issues: &elementIssues, collecting: true), elementIssues.prefixed(key))
        }
        return result
    }

    /// Maps a Foundation dictionary of dictionaries; throws when any value cannot be made.
    public func mapDictionary(JSON: [String: [String: Any]]) throws -> [String: N] {
        try JSON.mapValues { try map(JSON: $0) }
    }

    /// Maps a Foundation value that must be a dictionary of dictionaries.
    public func mapDictionary(JSONObject: Any) throws -> [String: N] {
        guard let dictionary = JSONObject as? [String: [String: Any]] else { throw notA("an object of objects", JSONObject) }
        return try mapDictionary(JSON: dictionary)
    }

    /// Maps a Foundation dictionary of arrays of dictionaries.
    public func mapDictionaryOfArrays(JSON: [String: [[String: Any]]]) throws -> [String: [N]] {
        try JSON.mapValues { try mapArray(JSONArray: $0) }
    }

    /// Maps a Foundation value that must be a dictionary of arrays of dictionaries.
    public func mapDictionaryOfArrays(JSONObject: Any) throws -> [String: [N]] {
        guard let dictionary = JSONObject as? [String: [[String: Any]]] else {
            throw notA("an object of arrays of objects", JSONObject)
        }
        return try mapDictionaryOfArrays(JSON: dictionary)
    }

    /// Maps a Foundation value that must be an array of arrays of dictionaries.
    public func mapArrayOfArrays(JSONObject: Any) throws -> [[N]] {
        guard let arrays = JSONObject as? [[[String: Any]]] else { throw notA("an array of arrays of objects", JSONObject) }
        return try arrays.map { try mapArray(JSONArray: $0) }
    }

    private func mapOrFail(JSONObject: Any, whenNotObject: Void) throws -> N {
        guard let dictionary = JSONObject as? [String: Any] else { throw notA("an object", JSONObject) }
        return try map(JSON: dictionary)
    }

    private func requiredElements(_ document: JSONElement, issues: inout [PendingIssue]) throws -> [N] {
        var elements: [JSONElement] = []
        guard document.forEachElement({ elements.append($0); return true }) else {
            throw failure([PendingIssue(.typeMismatch, expected: "[\(N.self)]", found: document.issueRendering)])
        }
        var result: [N] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            var elementIssues: [PendingIssue] = []
            result.append(try required(model(from: element, issues: &elementIssues, collecting: true), elementIssues.prefixed(String(index))))
        }
        return result
    }

    private func required(_ value: N?, _ issues: [PendingIssue]) throws -> N {
        if let value { return value }
        throw failure(issues)
    }

    /// The error for a model that could not be made: the issues that caused it come first; when
    /// the model's initializer threw a ``MapError``, that error is kept, with its file and line.
    private func failure(_ issues: [PendingIssue]) -> MapError {
        let all = issues.map(\.issue)
        let ordered = all.filter { $0.kind != .refusedObject } + all.filter { $0.kind == .refusedObject }
        if var thrown = issues.last(where: { $0.reversedPath.isEmpty && $0.thrown != nil })?.thrown {
            thrown.issues = ordered
            return thrown
        }
        return MapError(key: ordered.first?.keyPath, json: nil, reason: ordered.first?.description ?? "cannot map \(N.self)",
                        issues: ordered)
    }

    private func notA(_ expected: String, _ value: Any) -> MapError {
        let found = JSONValue(foundation: value)?.issueRendering ?? "a value of type \(type(of: value))"
        return failure([PendingIssue(.typeMismatch, expected: expected, found: found)])
    }
}

extension Array where Element == PendingIssue {
    /// The issues, one level deeper: under `component`.
    func prefixed(_ component: String) -> [PendingIssue] {
        map { issue in
            var issue = issue
            issue.reversedPath.append(component)
            return issue
        }
    }
}
