// What the mapping layer reads a document through.
//
// ## Design
//
// A model is mapped from one of two representations of its document:
//
//     a tape      a JSON string or data, parsed into a `JSONTape` and read in place: strings are
//                 decoded and numbers rebuilt only for the properties that ask for them
//     a tree      a `JSONValue` given to a door, a Foundation value bridged to one, a document
//                 too large for a tape's 32-bit offsets, a declared default
//
// Both are read through `JSONReadable`, the narrow interface below, and nothing above it knows
// which one it reads: `TapeValue` reads a tape entry, `JSONValue` reads itself. A `JSONElement`
// (what codecs, maps and key-path walks hold) holds one of the two, and `JSONElement.read(_:_:)`
// is the one place that tells them apart (it holds them side by side rather than as `any
// JSONReadable`, whose copies cost a quarter more instructions per decode; see JSONElement).
// One hot path goes past it on purpose: a map looks a plain key up in a tape as an entry index
// (`Map.lookUpSelection()`), 2% of a decode's instructions. A door chooses the representation
// once, when it makes the document's root element, and every element read from it is of the
// same kind.
//
// The interface answers the questions a codec asks of one value (is it null, a string, a number,
// an object, how many elements) and the steps that go down one level (each element, each
// member, one member by key, one key-path component). A key an object repeats is settled by the
// same rule in both: one member, at the key's first position, with its last value.

/// A value being read, as the mapping layer sees it. See the comment at the top of this file.
@usableFromInline
protocol JSONReadable: Sendable {
    /// The value as a `JSONValue` (built from a tape; the value itself for a tree).
    var value: JSONValue { get }
    /// Whether the value is `null`.
    var isNull: Bool { get }
    /// The boolean, or `nil` when the value is not `true` or `false`.
    var bool: Bool? { get }
    /// The string, decoded, or `nil` when the value is not a string.
    var string: String? { get }
    /// The number, or `nil` when the value is not a number.
    var number: JSONNumber? { get }
    /// Whether the value is an object.
    var isObject: Bool { get }
    /// The number of elements when the value is an array, or `nil`.
    var arrayCount: Int? { get }
    /// The number of members when the value is an object (a repeated key counted each time it
    /// appears, in a document read lazily), or `nil`: room to reserve, not a count to report.
    var memberCountBound: Int? { get }
    /// A short rendering for issue reports, built without materializing containers.
    var issueRendering: String { get }

    /// Calls `body` with each element of an array, in order, until it returns `false`; returns
    /// `false` when the value is not an array.
    func forEachElement(_ body: (JSONElement) -> Bool) -> Bool
    /// Calls `body` with each member of an object, in order (a repeated key once, at its first
    /// position, with its last value), until it returns `false`; returns `false` when the value
    /// is not an object.
    func forEachMember(_ body: (String, JSONElement) -> Bool) -> Bool
    /// The member for `key` of an object (a repeated key: its last value), searching from
    /// `hint`, a position the previous search left just after the member it found.
    func member(_ key: String, hint: inout Int) -> JSONElement?
    /// The value one key-path step down (see `MapKeyPath+Walking.swift`).
    func childElement(_ component: MapKeyPath.Component) -> JSONElement?
    /// The keys an object repeats, in the order of their first appearance, with how many times
    /// each appears; empty when none repeats (and always for a tree, whose objects were settled
    /// when they were built).
    func repeatedKeys() -> [(key: String, count: Int)]
}
