import Foundation

/// Reading JSON Lines (`.jsonl`, NDJSON): one document per line, each mapped as soon as its
/// line is complete, holding one line at a time.
///
/// ```swift
/// try Mapper<Event>().mapJSONLinesWithIssues(contentsOf: logURL) { line, event, issues in
///     for issue in issues { print("line \(line): \(issue)") }
///     if let event { handle(event) }
/// }
/// ```
///
/// Each line is parsed and mapped exactly as a document in memory; blank lines are passed
/// over. Lines end at `\n` (a `\r` before it is whitespace), though a parse error's line and
/// column, those of the whole stream, count a lone `\r` as a line end too. A line that is not valid JSON (or is longer than
/// ``StreamingOptions/maximumElementSize``) is passed over and reading goes on: the
/// `WithIssues` forms report it as an `invalidJSON` issue whose
/// `found` holds the parse error with its line and column. With
/// ``StreamingOptions/stopsAtInvalidLine``, and always in the `OrFail` forms, it throws its
/// ``JSONParseError`` instead. Issues of a line's model have key paths relative to the line
/// (`price`), and errors name the line in their reason (`line 7: expected Double, ...`).
extension Mapper {
    // MARK: - Files

    /// Maps each line of the JSON Lines file at `url`, calling `body` with each model as soon
    /// as its line is read.
    public func mapJSONLines(contentsOf url: URL, options: StreamingOptions = StreamingOptions(),
                             _ body: (N) throws -> Void) throws {
        try stream(modelEngine(.lines, options: options, failing: false), contentsOf: url, options: options, body)
    }

    /// Maps each line of the JSON Lines file at `url`, calling `body` with the line's number,
    /// its model (`nil` when it could not be made) and its issues.
    public func mapJSONLinesWithIssues(contentsOf url: URL, options: StreamingOptions = StreamingOptions(),
                                       _ body: ((line: Int, value: N?, issues: [MappingIssue])) throws -> Void) throws {
        try stream(lineEngine(options: options), contentsOf: url, options: options, body)
    }

    /// Maps each line of the JSON Lines file at `url`, throwing at the first line that is not
    /// valid JSON (``JSONParseError``) or has any issue (``MapError``).
    public func mapJSONLinesOrFail(contentsOf url: URL, options: StreamingOptions = StreamingOptions(),
                                   _ body: (N) throws -> Void) throws {
        try stream(modelEngine(.lines, options: options, failing: true), contentsOf: url, options: options, body)
    }

    /// Maps each line of the JSON Lines file at `path`.
    public func mapJSONLines(contentsOfFile path: String, options: StreamingOptions = StreamingOptions(),
                             _ body: (N) throws -> Void) throws {
        try mapJSONLines(contentsOf: URL(fileURLWithPath: path), options: options, body)
    }

    /// Maps each line of the JSON Lines file at `path`, with its number and issues.
    public func mapJSONLinesWithIssues(contentsOfFile path: String, options: StreamingOptions = StreamingOptions(),
                                       _ body: ((line: Int, value: N?, issues: [MappingIssue])) throws -> Void) throws {
        try mapJSONLinesWithIssues(contentsOf: URL(fileURLWithPath: path), options: options, body)
    }

    /// Maps each line of the JSON Lines file at `path`, throwing at the first problem.
    public func mapJSONLinesOrFail(contentsOfFile path: String, options: StreamingOptions = StreamingOptions(),
                                   _ body: (N) throws -> Void) throws {
        try mapJSONLinesOrFail(contentsOf: URL(fileURLWithPath: path), options: options, body)
    }

    // MARK: - File handles

    /// Maps each line read from `fileHandle` (a file, pipe or socket), from its current offset
    /// to its end.
    public func mapJSONLines(fileHandle: FileHandle, options: StreamingOptions = StreamingOptions(),
                             _ body: (N) throws -> Void) throws {
        try stream(modelEngine(.lines, options: options, failing: false), fileHandle: fileHandle, options: options, body)
    }

    /// Maps each line read from `fileHandle`, with its number and issues.
    public func mapJSONLinesWithIssues(fileHandle: FileHandle, options: StreamingOptions = StreamingOptions(),
                                       _ body: ((line: Int, value: N?, issues: [MappingIssue])) throws -> Void) throws {
        try stream(lineEngine(options: options), fileHandle: fileHandle, options: options, body)
    }

    /// Maps each line read from `fileHandle`, throwing at the first problem.
    public func mapJSONLinesOrFail(fileHandle: FileHandle, options: StreamingOptions = StreamingOptions(),
                                   _ body: (N) throws -> Void) throws {
        try stream(modelEngine(.lines, options: options, failing: true), fileHandle: fileHandle, options: options, body)
    }
}

/// Readers of JSON Lines pushed piece by piece; like the array readers, they require
/// `N: SendableMetatype`, since a reader may be fed in another task.
extension Mapper where N: SendableMetatype {
    /// A reader for JSON Lines whose bytes are handed to it piece by piece; each piece
    /// delivers the models of the lines it completes. See ``MappingStreamReader``.
    public func jsonLinesReader(options: StreamingOptions = StreamingOptions()) -> MappingStreamReader<N> {
        MappingStreamReader(engine: modelEngine(.lines, options: options, failing: false))
    }

    /// A reader for JSON Lines that delivers every line's number, model and issues.
    public func jsonLinesReaderWithIssues(options: StreamingOptions = StreamingOptions())
        -> MappingStreamReader<(line: Int, value: N?, issues: [MappingIssue])> {
        MappingStreamReader(engine: lineEngine(options: options))
    }

    /// A reader for JSON Lines that throws at the first problem.
    public func jsonLinesReaderOrFail(options: StreamingOptions = StreamingOptions()) -> MappingStreamReader<N> {
        MappingStreamReader(engine: modelEngine(.lines, options: options, failing: true))
    }
}
