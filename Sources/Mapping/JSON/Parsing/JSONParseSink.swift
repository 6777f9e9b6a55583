/// Where the parser sends what it reads: a builder of ``JSONValue`` trees, or of a ``JSONTape``.
///
/// The parser checks everything (grammar, UTF-8, escapes, numbers, depth, limits) and reports
/// values in document order; a sink only records them. Its one way to fail is the UTF-8 check it
/// may take over from the parser (``checksUTF8``). Strings arrive as ranges of the input, for the
/// sink to decode or to keep; numbers arrive classified, and decoded when they fit a compact
/// form (``ScannedNumber``).
protocol JSONParseSink: ~Copyable {
    associatedtype Output

    /// Whether the sink checks the UTF-8 of the strings with bytes above 0x7F itself (returning
    /// `false` from ``key(_:fingerprint:)`` or ``string(_:)`` when it is invalid), sparing the parser its own
    /// pass: a sink that builds `String`s gets the check from the standard library's decoding.
    static var checksUTF8: Bool { get }

    mutating func beginArray()
    mutating func beginObject()
    /// Closes the innermost array, which has `count` elements.
    mutating func endArray(count: Int)
    /// Closes the innermost object, which has `count` members and whose text is `span` bytes
    /// long, braces included; `repeatsKeys` says whether a key appears more than once (see
    /// ``JSONObject`` for the policy).
    mutating func endObject(count: Int, repeatsKeys: Bool, span: Int)
    /// An object's key, with the fingerprint of its decoded bytes (see ``DuplicateFinder``); its
    /// value follows. Returns `false` only when the sink checks UTF-8 and the key's bytes are not
    /// valid UTF-8.
    mutating func key(_ string: ScannedString, fingerprint: UInt64) -> Bool
    /// A string value; returns `false` as ``key(_:fingerprint:)`` does.
    mutating func string(_ string: ScannedString) -> Bool
    mutating func number(_ number: ScannedNumber)
    mutating func bool(_ value: Bool)
    mutating func null()
    /// The document's value, once the parser has read all of it.
    mutating func finish() -> Output
}

/// A string as the parser found it: its content between the quotes, with its grammar and
/// escapes already validated, and its UTF-8 too unless the sink checks that itself.
struct ScannedString {
    /// The first byte after the opening quote.
    var start: Int
    /// The closing quote.
    var end: Int
    /// Whether the content has backslash escapes to decode.
    var hasEscapes: Bool
    /// Whether the content has bytes above 0x7F (`true` when not known).
    var nonASCII = true
    /// Whether those bytes are still to be checked as UTF-8: not when the input came from a
    /// Swift `String`, whose bytes are valid, or when the parser has checked them.
    var uncheckedUTF8 = true
}

/// A number as the parser found it: where its text is, already validated, and its kind, which
/// holds the decoded value when it fits an integer or a 64-bit significand with a scale.
struct ScannedNumber {
    var start: Int
    var end: Int
    var kind: NumberScanner.Kind
}
