import Foundation
@testable import Mapping

/// Values nested thousands of levels deep, built and taken apart without recursion, and the two
/// stacks every depth test runs on.
///
/// Swift frees a nested value recursively, one call per level, so a test that builds a value
/// deeper than a stack can free must take it apart itself (``dismantle(_:)``) before dropping
/// it. Every deep value in these tests is built inside the closure that a ``Stack`` runs, used
/// there, and dismantled there, so that no reference outlives it on another thread.
enum Deep {
    /// `[[[...[leaf]...]]]`, `depth` arrays deep.
    static func array(_ depth: Int, leaf: JSONValue = 1) -> JSONValue {
        var value = leaf
        for _ in 0..<depth { value = .array([value]) }
        return value
    }

    /// `{"a": {"a": ... leaf}}`, `depth` objects deep, each with a second, scalar member.
    static func object(_ depth: Int, key: String = "a", leaf: JSONValue = 1) -> JSONValue {
        var value = leaf
        for level in 0..<depth { value = .object([key: value, "level": .number(JSONNumber(depth - level))]) }
        return value
    }

    /// Objects and arrays in turn: `{"a": [{"a": [... leaf]}]}`, `depth` containers deep.
    static func mixed(_ depth: Int, leaf: JSONValue = 1) -> JSONValue {
        var value = leaf
        for level in 0..<depth { value = level % 2 == 0 ? .array([value]) : .object(["a": value]) }
        return value
    }

    /// `["a": ["a": ... ["leaf": 1]]]` as Foundation values, `depth` dictionaries deep.
    static func dictionary(_ depth: Int, key: String = "a") -> [String: Any] {
        var value: [String: Any] = ["leaf": 1]
        for level in 1..<max(depth, 1) { value = [key: value, "level": level] }
        return value
    }

    /// Takes `value` apart one level at a time, so that freeing it never recurses.
    static func dismantle(_ value: consuming JSONValue) { Nesting.drop(value) }

    /// Takes a Foundation value apart one level at a time.
    static func dismantle(foundation value: consuming Any) { Nesting.drop(foundation: value) }

    /// The nesting depth of a value, counted without recursion.
    static func depth(of value: JSONValue) -> Int { Nesting.depth(of: value) }

    /// The nesting depth of a Foundation value, counted without recursion.
    static func depth(ofFoundation value: Any) -> Int { Nesting.depth(ofFoundation: value) }
}

/// The thread a depth test runs on: the test's own, or a new thread with a 512 KB stack, the
/// size Apple platforms give secondary threads (where apps map their responses).
enum Stack: String, CustomStringConvertible, CaseIterable, Sendable {
    case normal
    case small = "512 KB"

    var description: String { rawValue }

    /// Runs `body` on this stack and returns what it returns.
    func run<Result: Sendable>(_ body: @escaping @Sendable () throws -> Result) throws -> Result {
        guard self == .small else { return try body() }
        let outcome = Outcome<Result>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.result = Swift.Result { try body() }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        guard let result = outcome.result else { throw CancellationError() }
        return try result.get()
    }
}

/// The result of a body run on another thread: written there before the semaphore is signalled
/// and read here after it, so the two accesses never overlap.
private final class Outcome<Value: Sendable>: @unchecked Sendable {
    var result: Result<Value, any Error>?
}
