#if DEBUG
import Foundation

// The work meter: counts of the steps the library's loops take, for the tests that check that
// work grows linearly with the input (the large-input, crafted-key and depth suites).
//
// Timing a loop on a shared machine proves nothing exact, and a test that times things fails
// when the machine is busy. Counting the steps is exact: a test runs the same work on an input
// and on one four times larger, and expects about four times the count, never sixteen. The
// counts are taken where the work is done, one bump per step of a loop, so a loop that starts
// again from the beginning, or a copy made on every append, shows in the count.
//
// The hooks are few, each behind `#if DEBUG`:
//
//   bytes        the parser's string and number scanners, and escape decoding
//                (JSONParser+Strings.swift, NumberScanner.swift, EscapeDecoding.swift)
//   keys         probes and comparisons that find repeated keys (DuplicateFinder.swift), the key
//                searches of an object and of the tape (JSONObject.swift, JSONTape+Reading.swift),
//                and the members object equality pairs up (JSONValue+Hashable.swift)
//   moves        values the parse stacks move (ScratchStack.swift)
//   conversions  values the Foundation bridge classifies, and of them `casts`, those it tries
//                against its chain of casts (JSONValue+Foundation.swift)
//
// This file and every hook exist in debug builds only: a release build has no meter, no
// counting and no check for one. In a debug build, a hook with no meter installed reads one
// task-local value and does nothing else.
//
// A meter counts only the work done inside `WorkMeter.measure`, in that task and the tasks it
// starts: tests that run side by side each see their own counts.

/// A kind of step the meter counts; see the comment at the top of this file.
@usableFromInline
enum Work: Int, CaseIterable, Sendable {
    /// An input byte stepped over by a scanner or decoder.
    case bytes
    /// A key probed or compared while looking for a key or a repeat, or a member paired up.
    case keys
    /// A value moved from one buffer to another (into its container; not a stack's growth).
    case moves
    /// A Foundation value classified by the bridge.
    case conversions
    /// A Foundation value tried against the bridge's chain of casts.
    case casts
}

/// Counts of work, by kind, for tests.
@usableFromInline
final class WorkMeter: @unchecked Sendable {  // the counts are read and written under `lock`
    /// The meter the work of the current task goes to, if a test installed one.
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    @TaskLocal static var current: WorkMeter?

    private let lock = NSLock()
    private var counts = [Int](repeating: 0, count: Work.allCases.count)

    /// The steps of `work` counted so far.
    subscript(work: Work) -> Int { lock.withLock { counts[work.rawValue] } }

    /// All the steps counted so far, of every kind.
    var total: Int { lock.withLock { counts.reduce(0, +) } }

    /// Adds `steps` steps of `work` to the current task's meter, if there is one.
    @usableFromInline
    static func count(_ work: Work, _ steps: Int = 1) {
        guard #available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *), let meter = current else { return }
        meter.lock.withLock { meter.counts[work.rawValue] += steps }
    }

    /// Runs `body` with a fresh meter installed, and returns what it counted.
    @available(macOS 10.15, iOS 13.0, tvOS 13.0, watchOS 6.0, *)
    static func measure(_ body: () throws -> Void) rethrows -> WorkMeter {
        let meter = WorkMeter()
        try $current.withValue(meter) { try body() }
        return meter
    }
}

extension WorkMeter: CustomStringConvertible {
    @usableFromInline
    var description: String {
        Work.allCases.map { "\($0): \(self[$0])" }.joined(separator: ", ")
    }
}
#endif
