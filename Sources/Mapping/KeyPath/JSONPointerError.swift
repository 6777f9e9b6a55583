import Foundation

/// Why a ``JSONPointer`` could not be parsed, read or written, and where.
///
/// ```swift
/// do {
///     let name = try document.value(at: JSONPointer("/statuses/7/user"))
/// } catch {
///     print(error)   // no value at "/statuses/7/user": index 7 is out of range: the array at "/statuses" has 3 elements
///     error.kind     // .notFound
///     error.tokenIndex   // 1: "/statuses" exists, "7" does not
/// }
/// ```
public struct JSONPointerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        /// The text is not a JSON Pointer; ``JSONPointerError/offset`` says where.
        public static let malformed = Kind(name: "malformed")
        /// A token names nothing in the value; ``JSONPointerError/tokenIndex`` says which.
        public static let notFound = Kind(name: "notFound")
        /// A write would pad an array with more than 10,000 `null`s to reach the index, or the
        /// index is negative; ``JSONPointerError/tokenIndex`` says which token.
        public static let indexOutOfReach = Kind(name: "indexOutOfReach")
        /// A write met an array with a token that is not an array index (`x`, `01`, `-1`),
        /// which RFC 6901 makes an error; ``JSONPointerError/tokenIndex`` says which token.
        public static let notAnIndex = Kind(name: "notAnIndex")

        /// The kind's name.
        public var description: String { name }
    }

    /// What went wrong.
    public let kind: Kind
    /// The pointer, as written or as ``JSONPointer/description`` writes it.
    public let pointer: String
    /// For a malformed pointer, the UTF-8 offset of the problem in ``pointer``.
    public let offset: Int?
    /// For a read or write, the position in ``JSONPointer/tokens`` of the token that failed;
    /// the tokens before it were found.
    public let tokenIndex: Int?
    /// Why, in a sentence naming where.
    public let reason: String

    init(malformed pointer: String, offset: Int, reason: String) {
        kind = .malformed
        self.pointer = pointer
        self.offset = offset
        tokenIndex = nil
        self.reason = reason
    }

    init(_ kind: Kind, pointer: JSONPointer, tokenIndex: Int, reason: String) {
        self.kind = kind
        self.pointer = pointer.description
        offset = nil
        self.tokenIndex = tokenIndex
        self.reason = reason
    }

    /// The error in one line: `invalid JSON Pointer "a/b" at offset 0: ...`,
    /// `no value at "/a/7": ...` or `cannot write at "/a/99999": ...`.
    public var description: String {
        switch kind {
        case .malformed: "invalid JSON Pointer \"\(pointer)\" at offset \(offset ?? 0): \(reason)"
        case .notFound: "no value at \"\(pointer)\": \(reason)"
        default: "cannot write at \"\(pointer)\": \(reason)"
        }
    }
}

extension JSONPointerError: LocalizedError {
    /// The same text as ``description``.
    public var errorDescription: String? { description }
}
