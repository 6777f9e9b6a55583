import Foundation

/// Mapping streams as they arrive, with `async`/`await`: a streamed array or JSON Lines from
/// any `AsyncSequence` of bytes (`URLSession.AsyncBytes`, `FileHandle.AsyncBytes`) or of pieces
/// of bytes (`Data`, `[UInt8]`), as a ``MappingStream`` of models.
///
/// ```swift
/// let (bytes, _) = try await URLSession.shared.bytes(from: exportURL)
/// for try await item in Mapper<Item>().mapArray(bytes: bytes, atKeyPath: "data.items") {
///     await store.insert(item)
/// }
/// ```
///
/// The rules are those of the synchronous doors (see ``Mapper/mapArray(contentsOf:atKeyPath:options:_:)``
/// and ``Mapper/mapJSONLines(contentsOf:options:_:)``). From a sequence of bytes, an element is
/// mapped as soon as its closing bracket (or its line's newline) arrives.
@available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
extension Mapper where N: SendableMetatype {
    // MARK: - Arrays

    /// The models of the array at `keyPath` (or the top-level array) in a sequence of bytes,
    /// each mapped as soon as its element has arrived.
    @inlinable
    public func mapArray<Bytes: AsyncSequence>(bytes: Bytes, atKeyPath keyPath: String? = nil,
                                               options: StreamingOptions = StreamingOptions()) -> MappingStream<N>
    where Bytes.Element == UInt8 {
        MappingStream(engine: { self.modelEngine(.array(keyPath: keyPath), options: options, failing: false) },
                      feed: MappingStream.feed(bytes: bytes, boundary: UInt8(ascii: "}"), otherBoundary: UInt8(ascii: "]"),
                                  size: options.readSize))
    }

    /// Every element of a streamed array in a sequence of bytes, with its index, model and issues.
    @inlinable
    public func mapArrayWithIssues<Bytes: AsyncSequence>(bytes: Bytes, atKeyPath keyPath: String? = nil,
                                                         options: StreamingOptions = StreamingOptions())
        -> MappingStream<(index: Int, value: N?, issues: [MappingIssue])> where Bytes.Element == UInt8 {
        MappingStream(engine: { self.indexedEngine(atKeyPath: keyPath, options: options) },
                      feed: MappingStream.feed(bytes: bytes, boundary: UInt8(ascii: "}"), otherBoundary: UInt8(ascii: "]"),
                                  size: options.readSize))
    }

    /// The models of a streamed array in a sequence of bytes; iteration throws ``MapError`` at
    /// the first element with any issue.
    @inlinable
    public func mapArrayOrFail<Bytes: AsyncSequence>(bytes: Bytes, atKeyPath keyPath: String? = nil,
                                                     options: StreamingOptions = StreamingOptions()) -> MappingStream<N>
    where Bytes.Element == UInt8 {
        MappingStream(engine: { self.modelEngine(.array(keyPath: keyPath), options: options, failing: true) },
                      feed: MappingStream.feed(bytes: bytes, boundary: UInt8(ascii: "}"), otherBoundary: UInt8(ascii: "]"),
                                  size: options.readSize))
    }

    /// The models of a streamed array in a sequence of pieces of bytes (`Data`, `[UInt8]`),
    /// mapped piece by piece.
    @inlinable
    public func mapArray<Chunks: AsyncSequence>(chunks: Chunks, atKeyPath keyPath: String? = nil,
                                                options: StreamingOptions = StreamingOptions()) -> MappingStream<N>
    where Chunks.Element: Collection, Chunks.Element.Element == UInt8 {
        MappingStream(engine: { self.modelEngine(.array(keyPath: keyPath), options: options, failing: false) },
                      feed: MappingStream.feed(chunks: chunks))
    }

    /// Every element of a streamed array in a sequence of pieces of bytes, with its issues.
    @inlinable
    public func mapArrayWithIssues<Chunks: AsyncSequence>(chunks: Chunks, atKeyPath keyPath: String? = nil,
                                                          options: StreamingOptions = StreamingOptions())
        -> MappingStream<(index: Int, value: N?, issues: [MappingIssue])>
    where Chunks.Element: Collection, Chunks.Element.Element == UInt8 {
        MappingStream(engine: { self.indexedEngine(atKeyPath: keyPath, options: options) }, feed: MappingStream.feed(chunks: chunks))
    }

    /// The models of a streamed array in a sequence of pieces of bytes, throwing at the first issue.
    @inlinable
    public func mapArrayOrFail<Chunks: AsyncSequence>(chunks: Chunks, atKeyPath keyPath: String? = nil,
                                                      options: StreamingOptions = StreamingOptions()) -> MappingStream<N>
    where Chunks.Element: Collection, Chunks.Element.Element == UInt8 {
        MappingStream(engine: { self.modelEngine(.array(keyPath: keyPath), options: options, failing: true) },
                      feed: MappingStream.feed(chunks: chunks))
    }

    // MARK: - JSON Lines

    /// The models of the JSON Lines in a sequence of bytes, each mapped as soon as its line
    /// has arrived.
    @inlinable
    public func mapJSONLines<Bytes: AsyncSequence>(bytes: Bytes, options: StreamingOptions = StreamingOptions())
        -> MappingStream<N> where Bytes.Element == UInt8 {
        MappingStream(engine: { self.modelEngine(.lines, options: options, failing: false) },
                      feed: MappingStream.feed(bytes: bytes, boundary: UInt8(ascii: "\n"), otherBoundary: UInt8(ascii: "\n"),
                                  size: options.readSize))
    }

    /// Every line of the JSON Lines in a sequence of bytes, with its number, model and issues.
    @inlinable
    public func mapJSONLinesWithIssues<Bytes: AsyncSequence>(bytes: Bytes, options: StreamingOptions = StreamingOptions())
        -> MappingStream<(line: Int, value: N?, issues: [MappingIssue])> where Bytes.Element == UInt8 {
        MappingStream(engine: { self.lineEngine(options: options) },
                      feed: MappingStream.feed(bytes: bytes, boundary: UInt8(ascii: "\n"), otherBoundary: UInt8(ascii: "\n"),
                                  size: options.readSize))
    }

    /// The models of the JSON Lines in a sequence of bytes, throwing at the first problem.
    @inlinable
    public func mapJSONLinesOrFail<Bytes: AsyncSequence>(bytes: Bytes, options: StreamingOptions = StreamingOptions())
        -> MappingStream<N> where Bytes.Element == UInt8 {
        MappingStream(engine: { self.modelEngine(.lines, options: options, failing: true) },
                      feed: MappingStream.feed(bytes: bytes, boundary: UInt8(ascii: "\n"), otherBoundary: UInt8(ascii: "\n"),
                                  size: options.readSize))
    }

    /// The models of the JSON Lines in a sequence of pieces of bytes.
    @inlinable
    public func mapJSONLines<Chunks: AsyncSequence>(chunks: Chunks, options: StreamingOptions = StreamingOptions())
        -> MappingStream<N> where Chunks.Element: Collection, Chunks.Element.Element == UInt8 {
        MappingStream(engine: { self.modelEngine(.lines, options: options, failing: false) }, feed: MappingStream.feed(chunks: chunks))
    }

    /// Every line of the JSON Lines in a sequence of pieces of bytes, with its number and issues.
    @inlinable
    public func mapJSONLinesWithIssues<Chunks: AsyncSequence>(chunks: Chunks, options: StreamingOptions = StreamingOptions())
        -> MappingStream<(line: Int, value: N?, issues: [MappingIssue])>
    where Chunks.Element: Collection, Chunks.Element.Element == UInt8 {
        MappingStream(engine: { self.lineEngine(options: options) }, feed: MappingStream.feed(chunks: chunks))
    }

    /// The models of the JSON Lines in a sequence of pieces of bytes, throwing at the first problem.
    @inlinable
    public func mapJSONLinesOrFail<Chunks: AsyncSequence>(chunks: Chunks, options: StreamingOptions = StreamingOptions())
        -> MappingStream<N> where Chunks.Element: Collection, Chunks.Element.Element == UInt8 {
        MappingStream(engine: { self.modelEngine(.lines, options: options, failing: true) }, feed: MappingStream.feed(chunks: chunks))
    }
}
