import Foundation

/// Mapping arrays larger than memory: the elements of the array at a key path (or of the
/// top-level array) are read from a file or pushed piece by piece, and each model is delivered
/// as soon as its element is complete, holding only that element (and a batch of about
/// ``StreamingOptions/readSize`` bytes) at a time.
///
/// ```swift
/// // {"data": {"items": [{"id": 1, ...}, {"id": 2, ...}, ...]}}, 3 GB of it
/// try Mapper<Item>().mapArray(contentsOf: exportURL, atKeyPath: "data.items") { item in
///     try database.insert(item)
/// }
/// ```
///
/// Every element is validated by the same parser and mapped by the same code as in memory;
/// the document around the array is validated too. Each door throws, after delivering every
/// model before the problem: ``JSONParseError`` for invalid JSON, a truncated document or an
/// element over ``StreamingOptions/maximumElementSize``, with the offset, line and column in
/// the whole stream; ``MapError`` when the document holds no array at the key path. As in
/// memory, an object where the array is expected maps as one element. An element that cannot be
/// made is passed over (an ``ImmutableMappable`` model's throws ``MapError``); the `WithIssues`
/// twins report every element's issues with their absolute key path (`data.items.41237.price`),
/// and the `OrFail` twins throw at the first element with any issue.
extension Mapper {
    // MARK: - Files

    /// Maps the elements of the array at `keyPath` (or the top-level array) in the file at
    /// `url` one at a time, calling `body` with each model as soon as it is read.
    public func mapArray(contentsOf url: URL, atKeyPath keyPath: String? = nil,
                         options: StreamingOptions = StreamingOptions(), _ body: (N) throws -> Void) throws {
        try stream(modelEngine(.array(keyPath: keyPath), options: options, failing: false), contentsOf: url,
                   options: options, body)
    }

    /// Maps the elements of a streamed array in the file at `url`, calling `body` with each
    /// element's index, model (`nil` when it could not be made) and issues.
    public func mapArrayWithIssues(contentsOf url: URL, atKeyPath keyPath: String? = nil,
                                   options: StreamingOptions = StreamingOptions(),
                                   _ body: ((index: Int, value: N?, issues: [MappingIssue])) throws -> Void) throws {
        try stream(indexedEngine(atKeyPath: keyPath, options: options), contentsOf: url, options: options, body)
    }

    /// Maps the elements of a streamed array in the file at `url`, throwing ``MapError`` at the
    /// first element with any issue.
    public func mapArrayOrFail(contentsOf url: URL, atKeyPath keyPath: String? = nil,
                               options: StreamingOptions = StreamingOptions(), _ body: (N) throws -> Void) throws {
        try stream(modelEngine(.array(keyPath: keyPath), options: options, failing: true), contentsOf: url,
                   options: options, body)
    }

    /// Maps the elements of a streamed array in the file at `path`, one at a time.
    public func mapArray(contentsOfFile path: String, atKeyPath keyPath: String? = nil,
                         options: StreamingOptions = StreamingOptions(), _ body: (N) throws -> Void) throws {
        try mapArray(contentsOf: URL(fileURLWithPath: path), atKeyPath: keyPath, options: options, body)
    }

    /// Maps the elements of a streamed array in the file at `path`, with each one's issues.
    public func mapArrayWithIssues(contentsOfFile path: String, atKeyPath keyPath: String? = nil,
                                   options: StreamingOptions = StreamingOptions(),
                                   _ body: ((index: Int, value: N?, issues: [MappingIssue])) throws -> Void) throws {
        try mapArrayWithIssues(contentsOf: URL(fileURLWithPath: path), atKeyPath: keyPath, options: options, body)
    }

    /// Maps the elements of a streamed array in the file at `path`, throwing at the first issue.
    public func mapArrayOrFail(contentsOfFile path: String, atKeyPath keyPath: String? = nil,
                               options: StreamingOptions = StreamingOptions(), _ body: (N) throws -> Void) throws {
        try mapArrayOrFail(contentsOf: URL(fileURLWithPath: path), atKeyPath: keyPath, options: options, body)
    }

    // MARK: - File handles

    /// Maps the elements of a streamed array read from `fileHandle` (a file, pipe or socket)
    /// from its current offset to its end, one at a time.
    public func mapArray(fileHandle: FileHandle, atKeyPath keyPath: String? = nil,
                         options: StreamingOptions = StreamingOptions(), _ body: (N) throws -> Void) throws {
        try stream(modelEngine(.array(keyPath: keyPath), options: options, failing: false), fileHandle: fileHandle,
                   options: options, body)
    }

    /// Maps the elements of a streamed array read from `fileHandle`, with each one's issues.
    public func mapArrayWithIssues(fileHandle: FileHandle, atKeyPath keyPath: String? = nil,
                                   options: StreamingOptions = StreamingOptions(),
                                   _ body: ((index: Int, value: N?, issues: [MappingIssue])) throws -> Void) throws {
        try stream(indexedEngine(atKeyPath: keyPath, options: options), fileHandle: fileHandle, options: options, body)
    }

    /// Maps the elements of a streamed array read from `fileHandle`, throwing at the first issue.
    public func mapArrayOrFail(fileHandle: FileHandle, atKeyPath keyPath: String? = nil,
                               options: StreamingOptions = StreamingOptions(), _ body: (N) throws -> Void) throws {
        try stream(modelEngine(.array(keyPath: keyPath), options: options, failing: true), fileHandle: fileHandle,
                   options: options, body)
    }
}

/// Readers of bytes pushed piece by piece. A reader can be handed to another task, or to a
/// delegate's queue, and fed there, so the model's conformance must be usable wherever that
/// is: `N: SendableMetatype` refuses a conformance isolated to an actor (`@MainActor Mappable`).
extension Mapper where N: SendableMetatype {
    /// A reader for a streamed array whose bytes are handed to it piece by piece (from a
    /// `URLSessionDataDelegate`, a socket, a decompressor): each piece delivers the models it
    /// completes. See ``MappingStreamReader``.
    public func arrayReader(atKeyPath keyPath: String? = nil, options: StreamingOptions = StreamingOptions())
        -> MappingStreamReader<N> {
        MappingStreamReader(engine: modelEngine(.array(keyPath: keyPath), options: options, failing: false))
    }

    /// A reader for a streamed array that delivers every element's index, model and issues.
    public func arrayReaderWithIssues(atKeyPath keyPath: String? = nil, options: StreamingOptions = StreamingOptions())
        -> MappingStreamReader<(index: Int, value: N?, issues: [MappingIssue])> {
        MappingStreamReader(engine: indexedEngine(atKeyPath: keyPath, options: options))
    }

    /// A reader for a streamed array that throws ``MapError`` at the first element with any issue.
    public func arrayReaderOrFail(atKeyPath keyPath: String? = nil, options: StreamingOptions = StreamingOptions())
        -> MappingStreamReader<N> {
        MappingStreamReader(engine: modelEngine(.array(keyPath: keyPath), options: options, failing: true))
    }
}
