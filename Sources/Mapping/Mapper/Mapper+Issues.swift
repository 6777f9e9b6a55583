import Foundation

/// Knowing what went wrong: every entry point here reports each ``MappingIssue`` with its key
/// path, what was expected and what was found.
extension Mapper {
    /// Maps a JSON string and returns the model (when one could be made) with every issue:
    /// invalid JSON, type mismatches, failed transforms, refused nested objects, and missing
    /// keys of non-optional properties.
    ///
    /// ```swift
    /// let (user, issues) = Mapper<User>().mapWithIssues(JSONString: body)
    /// if !issues.isEmpty { log(issues.map(\.description).joined(separator: "\n")) }
    /// ```
    public func mapWithIssues(JSONString: String) -> (value: N?, issues: [MappingIssue]) {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONString, issues: &issues) else { return (nil, issues.map(\.issue)) }
        let value = model(from: document, issues: &issues, collecting: true)
        return (value, issues.map(\.issue))
    }

    /// Maps UTF-8 JSON data and returns the model with every issue.
    public func mapWithIssues(JSONData: Data) -> (value: N?, issues: [MappingIssue]) {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONData, issues: &issues) else { return (nil, issues.map(\.issue)) }
        let value = model(from: document, issues: &issues, collecting: true)
        return (value, issues.map(\.issue))
    }

    /// Maps a JSON string holding an array, returning the models and every issue.
    public func mapArrayWithIssues(JSONString: String) -> (value: [N]?, issues: [MappingIssue]) {
        var issues: [PendingIssue] = []
        guard let document = parse(JSONString, issues: &issues) else { return (nil, issues.map(\.issue)) }
        let value = models(from: document, issues: &issues, collecting: true)
        return (value, issues.map(\.issue))
    }

    /// Maps a JSON string, throwing ``MapError`` when anything at all did not map; the error
    /// lists every issue, the first in its description.
    public func mapOrFail(JSONString: String) throws -> N {
        try orFail(mapWithIssues(JSONString: JSONString))
    }

    /// Maps UTF-8 JSON data, throwing ``MapError`` when anything did not map.
    public func mapOrFail(JSONData: Data) throws -> N {
        try orFail(mapWithIssues(JSONData: JSONData))
    }

    /// Maps a Foundation dictionary, throwing ``MapError`` when anything did not map.
    public func mapOrFail(JSON: [String: Any]) throws -> N {
        var issues: [PendingIssue] = []
        let source = JSONElement(.object(Mapping.JSONObject(foundation: JSON, issues: &issues)))
        let value = model(from: source, issues: &issues, collecting: true)
        return try orFail((value, issues.map(\.issue)))
    }

    /// Maps a Foundation value (a `[String: Any]`), throwing ``MapError`` when anything did not map.
    public func mapOrFail(JSONObject: Any) throws -> N {
        guard let dictionary = JSONObject as? [String: Any] else {
            let found = Mapping.JSONValue(foundation: JSONObject)?.issueRendering ?? "\(type(of: JSONObject))"
            let issue = MappingIssue(kind: .typeMismatch, keyPath: "", expected: "\(N.self) (an object)", found: found)
            throw MapError(key: nil, json: nil, reason: issue.description, issues: [issue])
        }
        return try mapOrFail(JSON: dictionary)
    }

    private func orFail(_ result: (value: N?, issues: [MappingIssue])) throws -> N {
        if let value = result.value, result.issues.isEmpty { return value }
        let first = result.issues.first
        throw MapError(key: first?.keyPath, json: nil, reason: first?.description ?? "cannot map \(N.self)",
                       issues: result.issues)
    }
}
