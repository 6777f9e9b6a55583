extension JSONValue: CustomStringConvertible, CustomDebugStringConvertible {
    /// The value as compact JSON text, so that `print(value)` shows JSON.
    ///
    /// ```swift
    /// let value: JSONValue = ["name": "Ada", "langs": ["en", "fr"], "ratio": 0.5]
    /// print(value)   // {"name":"Ada","langs":["en","fr"],"ratio":0.5}
    /// ```
    ///
    /// Printing never fails: NaN and the infinities, which JSON cannot hold, print as `nan`,
    /// `inf` and `-inf` (``jsonString(pretty:sortedKeys:)`` refuses them), and a value nested
    /// deeper than the writer follows (10,000 levels) prints as a labelled placeholder.
    public var description: String { printed(pretty: false) }

    /// The value as pretty JSON text, indented by two spaces, for the debugger and `debugPrint`.
    ///
    /// The same rules as ``description`` apply: `nan`, `inf` and `-inf` for non-finite
    /// numbers, a labelled placeholder past 10,000 levels.
    public var debugDescription: String { printed(pretty: true) }

    /// The JSON text for printing.
    func printed(pretty: Bool) -> String {
        var writer = JSONWriter(pretty: pretty, sortedKeys: false, writesNonFinite: true)
        do {
            try writer.write(self)
        } catch {
            return "<JSON value nested deeper than \(JSONWriter.maximumDepth) levels, not printed>"
        }
        return writer.string()
    }
}

extension JSONObject: CustomStringConvertible, CustomDebugStringConvertible {
    /// The object as compact JSON text, keys in order: `{"id":1,"name":"Ada"}`.
    ///
    /// See ``JSONValue/description`` for non-finite numbers and very deep values.
    public var description: String { JSONValue.object(self).printed(pretty: false) }

    /// The object as pretty JSON text, indented by two spaces.
    public var debugDescription: String { JSONValue.object(self).printed(pretty: true) }
}
