import Foundation

/// A mapping that could not be completed: thrown by ``ImmutableMappable`` reads
/// (`try map.value(...)`) and by the throwing ``Mapper`` entry points.
///
/// It keeps ObjectMapper's fields, and adds the ``issues`` found on the way, so the reason
/// names the key path, what was expected and what was found.
///
/// It is the library's own error: an error that a model's initializer throws is handed back
/// unchanged by every throwing entry point, so `catch MyError.contextMissing` works.
///
/// ```swift
/// do {
///     let point = try Point(JSONString: #"{"x": 1}"#)
/// } catch let error as MapError {
///     print(error.key ?? "", error.reason ?? "")     // y  expected Double, found no value ...
///     print(error.file ?? "", error.line ?? 0)        // where `try map.value("y")` was written
///     print(error.localizedDescription)               // Mapping failed at "y": expected Double, ...
/// }
/// ```
public struct MapError: Error, CustomStringConvertible, LocalizedError {
    /// The key being read, when there was one.
    public var key: String?
    /// The value found at the key, as Foundation represents it (`NSNull` is `nil`); `nil` too
    /// for a value nested deeper than 512 levels (only a ``JSONValue`` built in code is).
    public var currentValue: Any? {
        get { currentJSON.flatMap { $0.isNull ? nil : FoundationBridge.shallowFoundation($0) } }
        set { currentJSON = newValue.flatMap { JSONValue(foundation: $0) } }
    }
    /// Why the mapping failed.
    public var reason: String?
    /// The file of the `try map.value(...)` call that failed.
    public var file: StaticString?
    /// The function of the failing call.
    public var function: StaticString?
    /// The line of the failing call.
    public var line: UInt?
    /// Every issue found, the one that caused the error first.
    public var issues: [MappingIssue] = []

    /// The found value, kept as a `Sendable` JSON value.
    var currentJSON: JSONValue?

    /// Creates an error.
    public init(key: String?, currentValue: Any?, reason: String?, file: StaticString? = nil,
                function: StaticString? = nil, line: UInt? = nil) {
        self.key = key
        self.currentJSON = currentValue.flatMap { JSONValue(foundation: $0) }
        self.reason = reason
        self.file = file
        self.function = function
        self.line = line
    }

    init(key: String?, json: JSONValue?, reason: String, issues: [MappingIssue],
         file: StaticString? = nil, function: StaticString? = nil, line: UInt? = nil) {
        self.key = key
        self.currentJSON = json
        self.reason = reason
        self.issues = issues
        self.file = file
        self.function = function
        self.line = line
    }

    /// `Mapping failed at "y": expected Double, found no value (the key is missing)
    /// (Point.swift:12)`, then any further issues, one per line.
    public var description: String {
        var text = "Mapping failed"
        if let key {
            // An issue about the whole document has no key: it says `(document)`, as a
            // `MappingIssue` does; an empty key of an object is `""`.
            let wholeDocument = key.isEmpty && issues.first.map { $0.keyPathComponents.isEmpty } == true
            text += " at " + (wholeDocument ? "(document)" : "\"\(key)\"")   // an empty key: `""`
        }
        if let reason { text += ": \(reason)" }
        if let file, let line {
            let name = "\(file)".split(separator: "/").last.map(String.init) ?? "\(file)"
            text += " (\(name):\(line))"
        }
        for issue in issues.dropFirst() { text += "\n- \(issue)" }
        return text
    }

    /// The ``description``, for `error.localizedDescription`.
    public var errorDescription: String? { description }
}
