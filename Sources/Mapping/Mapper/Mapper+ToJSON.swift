import Foundation

/// Writing models. Keys come out in the order `mapping(map:)` wrote them, or sorted with
/// ``MappingOptions/sortedKeys``.
extension Mapper {
    /// The model as a Foundation dictionary.
    public func toJSON(_ object: N) -> [String: Any] {
        var issues: [PendingIssue] = []
        return JSONValue.object(self.object(from: object, issues: &issues)).foundationValue as? [String: Any] ?? [:]
    }

    /// The models as an array of Foundation dictionaries.
    public func toJSONArray(_ array: [N]) -> [[String: Any]] {
        array.map(toJSON)
    }

    /// The models as an array of Foundation dictionaries.
    public func toJSONSet(_ set: Set<N>) -> [[String: Any]] where N: Hashable {
        set.map(toJSON)
    }

    /// The models as a dictionary of Foundation dictionaries.
    public func toJSONDictionary(_ dictionary: [String: N]) -> [String: [String: Any]] {
        dictionary.mapValues(toJSON)
    }

    /// The models as a dictionary of arrays of Foundation dictionaries.
    public func toJSONDictionaryOfArrays(_ dictionary: [String: [N]]) -> [String: [[String: Any]]] {
        dictionary.mapValues(toJSONArray)
    }

    /// The model as a JSON value.
    public func toJSONValue(_ object: N) -> JSONValue {
        var issues: [PendingIssue] = []
        return .object(self.object(from: object, issues: &issues))
    }

    /// The model as a JSON string, or `nil` when it holds a value JSON cannot (NaN, infinity);
    /// ``toJSONStringWithIssues(_:prettyPrint:)`` says where.
    public func toJSONString(_ object: N, prettyPrint: Bool = false) -> String? {
        toJSONStringWithIssues(object, prettyPrint: prettyPrint).string
    }

    /// The models as a JSON array string, or `nil` when one holds a value JSON cannot.
    public func toJSONString(_ array: [N], prettyPrint: Bool = false) -> String? {
        var issues: [PendingIssue] = []
        return text(arrayValue(array, issues: &issues), prettyPrint: prettyPrint, issues: &issues)
    }

    /// The models as a JSON array string, or `nil` when one holds a value JSON cannot.
    public func toJSONString(_ set: Set<N>, prettyPrint: Bool = false) -> String? where N: Hashable {
        toJSONString(Array(set), prettyPrint: prettyPrint)
    }

    /// The model as UTF-8 JSON data, or `nil` when it holds a value JSON cannot.
    public func toJSONData(_ object: N, prettyPrint: Bool = false) -> Data? {
        var issues: [PendingIssue] = []
        let value = JSONValue.object(self.object(from: object, issues: &issues))
        return bytes(of: value, prettyPrint: prettyPrint, issues: &issues).map { Data($0) }
    }

    /// The models as UTF-8 JSON array data, or `nil` when one holds a value JSON cannot.
    public func toJSONData(_ array: [N], prettyPrint: Bool = false) -> Data? {
        var issues: [PendingIssue] = []
        return bytes(of: arrayValue(array, issues: &issues), prettyPrint: prettyPrint, issues: &issues).map { Data($0) }
    }

    /// The model as a JSON string, with every issue met on the way: a NaN or infinite number
    /// makes the string `nil` and names the key path.
    public func toJSONStringWithIssues(_ object: N, prettyPrint: Bool = false) -> (string: String?, issues: [MappingIssue]) {
        var issues: [PendingIssue] = []
        let value = JSONValue.object(self.object(from: object, issues: &issues, collecting: true))
        let string = text(value, prettyPrint: prettyPrint, issues: &issues)
        return (string, issues.map(\.issue))
    }

    /// The model as a JSON string; throws ``MapError`` listing the issues when any value could
    /// not be written.
    public func toJSONStringOrFail(_ object: N, prettyPrint: Bool = false) throws -> String {
        let (string, issues) = toJSONStringWithIssues(object, prettyPrint: prettyPrint)
        if let string, issues.isEmpty { return string }
        throw MapError(writing: issues)
    }

    /// The model as UTF-8 JSON data; throws ``MapError`` listing the issues when any value
    /// could not be written.
    public func toJSONDataOrFail(_ object: N, prettyPrint: Bool = false) throws -> Data {
        Data(try toJSONStringOrFail(object, prettyPrint: prettyPrint).utf8)
    }

    private func arrayValue(_ array: [N], issues: inout [PendingIssue]) -> JSONValue {
        var elements: [JSONValue] = []
        elements.reserveCapacity(array.count)
        for (index, model) in array.enumerated() {
            let before = issues.count
            elements.append(.object(object(from: model, issues: &issues)))
            issues.place(from: before, under: String(index))
        }
        return .array(elements)
    }

    private func text(_ value: JSONValue, prettyPrint: Bool, issues: inout [PendingIssue]) -> String? {
        bytes(of: value, prettyPrint: prettyPrint, issues: &issues).map { String(decoding: $0, as: UTF8.self) }
    }
}

extension MapError {
    /// An error for a write that met issues.
    init(writing issues: [MappingIssue]) {
        self.init(key: issues.first?.keyPath, json: nil, reason: issues.first?.description ?? "cannot write the value",
                  issues: issues)
    }
}
