/// Settings for reading a stream: how much it may hold at once, and what stops it.
///
/// ```swift
/// var options = StreamingOptions()
/// options.maximumElementSize = 1 << 20        // no element over 1 MiB
/// options.stopsAtInvalidLine = true           // JSON Lines: the first bad line ends the reading
/// try Mapper<Event>().mapJSONLines(contentsOf: log, options: options) { event in ... }
/// ```
public struct StreamingOptions: Sendable, Hashable {
    /// The largest element of a streamed array, line of JSON Lines, or scalar of the document
    /// around the array, in bytes; the default is 16 MiB.
    ///
    /// A larger one is an error (`JSONParseError.Kind.limitExceeded`) rather than an
    /// ever larger buffer: what a stream holds at once is bounded by this and ``readSize``.
    /// Values are clamped to `1...(1 << 30)`.
    public var maximumElementSize: Int {
        get { elementSize }
        set { elementSize = min(max(newValue, 1), 1 << 30) }
    }
    private var elementSize = 16 << 20

    /// How many bytes are read from a file at a time, and about how many bytes of elements are
    /// parsed together; the default is 256 KiB. Values are clamped to `1...(64 << 20)`.
    public var readSize: Int {
        get { size }
        set { size = min(max(newValue, 1), 64 << 20) }
    }
    private var size = 256 << 10

    /// The parser's limits inside the stream: nesting (counted from the document's root, as
    /// in memory), and the length of strings and numbers. `maximumDocumentSize` does not apply:
    /// a stream is never held whole.
    public var limits = JSONParseLimits()

    /// For JSON Lines: whether a line that is not valid JSON (or is too long) stops the reading
    /// with its ``JSONParseError``. By default such a line is passed over and reading goes on;
    /// the `WithIssues` forms report it as an issue with its line number.
    public var stopsAtInvalidLine = false

    /// The default options: elements up to 16 MiB, reads of 256 KiB, the parser's default
    /// limits, invalid lines passed over.
    public init() {}
}
