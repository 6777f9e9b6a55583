import Foundation

/// `error.localizedDescription` of a write error says what could not be written, and where.
extension JSONWriteError: LocalizedError {
    /// The ``description``.
    public var errorDescription: String? { description }
}
