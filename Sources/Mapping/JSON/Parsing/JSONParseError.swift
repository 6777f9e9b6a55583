/// Why and where a document is not valid JSON.
///
/// The description reads like a compiler's diagnostic:
///
/// ```
/// line 3, column 8: expected a value, found 'T'
/// ```
///
/// and ``excerpt`` with ``excerptColumn`` let a tool show the spot:
///
/// ```swift
/// do {
///     _ = try JSONValue(parsing: "{\"a\": [1, 2,]}")
/// } catch {
///     print(error)                 // line 1, column 13: expected a value, found ']'
///     print(error.excerpt)         // {"a": [1, 2,]}
///     print(String(repeating: " ", count: error.excerptColumn - 1) + "^")
/// }
/// ```
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem this is.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }
        /// The kind's name: `unexpectedCharacter`.
        public var description: String { name }

        /// A byte that cannot appear here.
        public static let unexpectedCharacter = Kind("unexpectedCharacter")
        /// The input ended inside a value, or held no value at all.
        public static let unexpectedEndOfInput = Kind("unexpectedEndOfInput")
        /// The bytes are not valid UTF-8.
        public static let invalidUTF8 = Kind("invalidUTF8")
        /// A backslash escape that JSON does not define, or a `\u` escape with a lone surrogate.
        public static let invalidEscape = Kind("invalidEscape")
        /// A raw control character (below U+0020) inside a string.
        public static let controlCharacterInString = Kind("controlCharacterInString")
        /// A number that does not follow JSON's grammar.
        public static let invalidNumber = Kind("invalidNumber")
        /// More content after the document's single value.
        public static let trailingContent = Kind("trailingContent")
        /// Arrays and objects nested deeper than the limit.
        public static let tooDeep = Kind("tooDeep")
        /// The document, a string or a number is longer than its limit.
        public static let limitExceeded = Kind("limitExceeded")
        /// An object holds a key a second time, when parsing with
        /// ``JSONParseOptions/rejectDuplicateKeys``.
        public static let duplicateKey = Kind("duplicateKey")
    }

    /// What kind of problem this is.
    public let kind: Kind
    /// What the parser expected at this spot, in words: `a value`, `',' or ']'`.
    public let expected: String
    /// What it found there, in words: `'t'`, `end of input`, `byte 0xFF`.
    public let found: String
    /// The byte offset of the spot, from 0 (after a byte-order mark, if any, which counts).
    public let offset: Int
    /// The 1-based line of the spot. A line ends at `\n`, at `\r\n` (one end, not two) or at a
    /// lone `\r`, as most editors count them.
    public let line: Int
    /// The 1-based column of the spot, in Unicode scalars from the start of its line: a `é` of
    /// one scalar counts one, an `e` followed by a combining accent two, and `中` one. For a
    /// caret under ``excerpt``, see ``excerptColumn``.
    public let column: Int
    /// The text of the line around the spot, at most about 60 characters, with tabs and other
    /// control characters shown as spaces.
    public let excerpt: String
    /// The 1-based column of the spot under ``excerpt`` as a terminal shows it, for a caret
    /// beneath it: a character outside ASCII takes one column however many bytes it has, a
    /// wide one two (CJK ideographs, kana, Hangul, fullwidth forms, emoji, flags and emoji
    /// joined into one picture), and a combining mark or an invisible format character such
    /// as U+200B none. When the spot is a mark inside a character, the caret goes under that
    /// character.
    public let excerptColumn: Int

    /// `line L, column C: expected X, found Y`.
    public var description: String {
        "line \(line), column \(column): expected \(expected), found \(found)"
    }

    /// The description, the excerpt, and a caret under the spot, on three lines.
    public var diagnostic: String {
        description + "\n" + excerpt + "\n" + String(repeating: " ", count: excerptColumn - 1) + "^"
    }

    /// Creates an error and works out the line, column and excerpt from the input.
    init(_ kind: Kind, expected: String, found: String, offset: Int, in input: UnsafeBufferPointer<UInt8>) {
        self.kind = kind
        self.expected = expected
        self.found = found
        self.offset = offset
        let location = SourceLocation(offset: offset, in: input)
        line = location.line
        column = location.column
        excerpt = location.excerpt
        excerptColumn = location.excerptColumn
    }

    /// Creates an error whose position was worked out elsewhere: a stream reports errors found
    /// in one piece of its input at their place in the whole.
    init(_ kind: Kind, expected: String, found: String, offset: Int, line: Int, column: Int,
         excerpt: String, excerptColumn: Int) {
        self.kind = kind
        self.expected = expected
        self.found = found
        self.offset = offset
        self.line = line
        self.column = column
        self.excerpt = excerpt
        self.excerptColumn = excerptColumn
    }
}
