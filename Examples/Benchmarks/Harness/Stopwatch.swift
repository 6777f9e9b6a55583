import Foundation

/// Measures one call with the monotonic clock, in seconds.
enum Stopwatch {
    static func seconds<Result>(_ body: () throws -> Result) rethrows -> (Result, Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try body()
        let elapsed = clock.now - start
        let (whole, attoseconds) = elapsed.components
        return (result, Double(whole) + Double(attoseconds) / 1e18)
    }
}
