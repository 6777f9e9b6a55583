import Foundation

/// ObjectMapper's static helpers over Foundation values, served by the library's own parser
/// and writer.
extension Mapper {
    /// Parses a JSON string into Foundation values (`[String: Any]`, `[Any]`, ...), or `nil`
    /// when it is not valid JSON, or holds a number that neither a `Double` nor a `Decimal` holds
    /// (`1e400`), as `JSONSerialization` refuses it.
    public static func parseJSONString(JSONString: String) -> Any? {
        (try? JSONValue(parsing: JSONString)).flatMap(FoundationBridge.exactFoundation)
    }

    /// Parses a JSON string holding an object into a Foundation dictionary.
    public static func parseJSONStringIntoDictionary(JSONString: String) -> [String: Any]? {
        parseJSONString(JSONString: JSONString) as? [String: Any]
    }

    /// Writes Foundation values as a JSON string, or `nil` when they have no JSON form.
    public static func toJSONString(_ JSONObject: Any, prettyPrint: Bool) -> String? {
        guard let value = JSONValue(foundation: JSONObject) else { return nil }
        return try? value.jsonString(pretty: prettyPrint)
    }

    /// Writes Foundation values as JSON data; `.prettyPrinted` and `.sortedKeys` are honoured.
    public static func toJSONData(_ JSONObject: Any, options: JSONSerialization.WritingOptions) -> Data? {
        guard let value = JSONValue(foundation: JSONObject) else { return nil }
        return try? value.jsonData(pretty: options.contains(.prettyPrinted), sortedKeys: options.contains(.sortedKeys))
    }
}
