/// Limits on what the parser accepts, to bound the work and memory a document can demand.
///
/// Only nesting is limited by default (512 levels, like most JSON parsers); the size limits are
/// off until set. Each exceeded limit is a ``JSONParseError`` of kind `.tooDeep` or
/// `.limitExceeded` at the spot where it was exceeded.
///
/// ```swift
/// var limits = JSONParseLimits()
/// limits.maximumDepth = 64
/// limits.maximumStringLength = 1 << 20
/// let value = try JSONValue(parsing: body, limits: limits)
/// ```
public struct JSONParseLimits: Sendable, Hashable {
    /// The deepest nesting of arrays and objects accepted; the default is 512.
    ///
    /// Values are clamped to `1...1_000`. Below an object a tree is freed in a loop, at any
    /// depth, but Swift frees arrays nested in arrays recursively, one call per level: measured
    /// on a thread with a 512 KB stack (what Apple platforms give secondary threads), arrays
    /// nested 2,000 levels deep were freed in a debug build and 5,000 overflowed it, so no
    /// parsed tree is deeper than half the first.
    public var maximumDepth: Int {
        get { depth }
        set { depth = min(max(newValue, 1), 1_000) }
    }
    private var depth = 512

    /// The largest document accepted, in bytes; `nil` (the default) for no limit.
    public var maximumDocumentSize: Int?
    /// The longest string accepted (keys included), in bytes of its JSON text; `nil` for no limit.
    public var maximumStringLength: Int?
    /// The longest number accepted, in characters; `nil` for no limit.
    public var maximumNumberLength: Int?

    /// Whether a repeated key in an object is an error (set from ``JSONParseOptions``).
    var rejectsDuplicateKeys = false

    /// The default limits: depth 512, no size limits.
    public init() {}
}

/// How strictly the parser reads what RFC 8259 leaves open.
///
/// RFC 8259 says an object's names "SHOULD be unique" and leaves repeated ones to the
/// implementation. By default the parser keeps the last value, as most parsers do, and mapping
/// reports the repetition as a `duplicateKey` ``MappingIssue``. To refuse such documents:
///
/// ```swift
/// let value = try JSONValue(parsing: body, options: .rejectDuplicateKeys)
/// // JSONParseError: line 1, column 11: expected each key once in an object, found "id" again
/// ```
public struct JSONParseOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: Int

    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// An object that holds a key twice is a ``JSONParseError`` of kind
    /// ``JSONParseError/Kind/duplicateKey``, at the second occurrence's line and column.
    public static let rejectDuplicateKeys = JSONParseOptions(rawValue: 1 << 0)
}
