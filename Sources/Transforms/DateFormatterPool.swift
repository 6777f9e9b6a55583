import Foundation

/// Copies of one date formatter, each used by one thread at a time.
///
/// `DateFormatter` is a mutable class and not safe to use from several threads at once on
/// every platform. The pool holds a private copy of the user's formatter, the prototype,
/// which it never changes and never formats with; each use takes an idle copy of it (or makes
/// one), formats on this thread alone, and puts it back. So formatting runs in parallel, and
/// no formatter is shared between threads while in use.
///
/// `@unchecked Sendable`: `prototype` and `idle` are touched only while `lock` is held, and a
/// formatter taken out of `idle` belongs to the one caller of ``withFormatter(_:)`` until it
/// is returned.
final class DateFormatterPool: @unchecked Sendable {
    private let lock = NSLock()
    private let prototype: DateFormatter
    private var idle: [DateFormatter] = []
    /// Idle formatters kept beyond this number are dropped.
    private let capacity = 16

    /// Creates a pool of copies of `formatter`, as it is now: later changes to `formatter`
    /// do not reach the pool.
    init(copying formatter: DateFormatter) {
        prototype = Self.copy(of: formatter)
    }

    /// A new copy of the prototype, for callers to change as they like.
    func makeFormatter() -> DateFormatter {
        lock.withLock { Self.copy(of: prototype) }
    }

    /// Runs `body` with a formatter no other thread is using.
    func withFormatter<Result>(_ body: (DateFormatter) -> Result) -> Result {
        let formatter = lock.withLock { idle.popLast() ?? Self.copy(of: prototype) }
        let result = body(formatter)
        lock.withLock {
            if idle.count < capacity { idle.append(formatter) }
        }
        return result
    }

    /// A formatter with the same settings as `formatter`.
    private static func copy(of formatter: DateFormatter) -> DateFormatter {
        if let copy = formatter.copy() as? DateFormatter { return copy }
        // `copy()` of a DateFormatter is a DateFormatter; this only guards a broken subclass.
        let copy = DateFormatter()
        copy.locale = formatter.locale
        copy.timeZone = formatter.timeZone
        copy.calendar = formatter.calendar
        copy.gregorianStartDate = formatter.gregorianStartDate
        copy.dateFormat = formatter.dateFormat
        return copy
    }
}
