import Foundation

/// `error.localizedDescription` of a parse error says what was expected, and where: what iOS
/// code logs.
extension JSONParseError: LocalizedError {
    /// The ``description``: the problem, the line and column, and an excerpt of the input.
    public var errorDescription: String? { description }
}
