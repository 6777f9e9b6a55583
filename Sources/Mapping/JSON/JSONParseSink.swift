/// Where the parser sends what it reads: a builder of ``JSONValue`` trees, or of a ``JSONTape``.
///
/// The parser checks everything (grammar, UTF-8, escapes, numbers, depth, limits) and reports
/// values in document order; a sink only records them, so it never fails. Strings and numbers
/// arrive as ranges of the input, already validated, for the sink to materialize or to keep.
protocol JSONParseSink: ~Copyable {
    associatedtype Output

    /// Whether the sink checks the UTF-8 of the strings with bytes above 0x7F itself (returning
    /// `false` from ``key(_:)`` or ``string(_:)`` when it is invalid), sparing the parser its own
    /// pass: a sink that builds `String`s gets the check from the standard library's decoding.
    static var checksUTF8: Bool { get }

    mutating func beginArray()
    mutating func beginObject()
    /// Closes the innermost array, which has `count` elements.
    mutating func endArray(count: Int)
    /// Closes the innermost object, which has `count` members; `repeatsKeys` says whether a key
    /// appears more than once (see ``JSONObject`` for the policy).
    mutating func endObject(count: Int, repeatsKeys: Bool)
    /// An object's key, with the fingerprint of its decoded bytes (see ``DuplicateFinder``); its
    /// value follows. Returns `false` only when the sink checks UTF-8 and the key's bytes are not
    /// valid UTF-8.
    mutating func key(_ string: ScannedString, fingerprint: UInt64) -> Bool
    /// A string value; returns `false` as ``key(_:)`` does.
    mutating func string(_ string: ScannedString) -> Bool
    mutating func number(_ number: ScannedNumber)
    mutating func bool(_ value: Bool)
    mutating func null()
    /// The document's value, once the parser has read all of it.
    mutating func finish() -> Output
}

/// A string as the parser found it: its content between the quotes, already validated.
struct ScannedString {
    /// The first byte after the opening quote.
    var start: Int
    /// The closing quote.
    var end: Int
    /// Whether the content has backslash escapes to decode.
    var hasEscapes: Bool
    /// Whether the content has bytes above 0x7F.
    var nonASCII = true
}

/// A number as the parser found it: its text, already validated, and its kind.
struct ScannedNumber {
    var start: Int
    var end: Int
    var kind: NumberScanner.Kind
}
