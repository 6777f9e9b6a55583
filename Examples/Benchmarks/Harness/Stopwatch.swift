import Dispatch

/// Measures one call with the monotonic clock, in seconds.
///
/// `DispatchTime` rather than `ContinuousClock`, which needs macOS 13: the package declares
/// macOS 10.13, and every target in it, this one included, builds there.
enum Stopwatch {
    static func seconds<Result>(_ body: () throws -> Result) rethrows -> (Result, Double) {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        return (result, Double(elapsed) / 1e9)
    }
}
