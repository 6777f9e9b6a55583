#if DEBUG
import Foundation

/// Counts of the steps inference takes, for the test that checks that the work of `generate`
/// grows linearly with its samples (`Tests/MapperToolTests/Commands/GenerateCommandTests.swift`).
///
/// Timing the tool on a shared machine proves nothing exact; counting its steps does. The
/// hooks are two: each value described (`Shape(of:)`), and each member a merge of two object
/// shapes copies or merges (`ObjectShape.merge(_:)`, which goes through the other one's
/// members, and first copies the shape it merges into when another shape holds it too). A
/// merge that went over everything merged before, or a value described again at every level,
/// shows in the counts.
///
/// Debug builds only: a release build of the tool has no meter. A debug build prints the
/// counts to standard error after `generate` when the environment has `MAPPER_COUNT_WORK=1`:
///
///     mapper: work: 13913 values described, 13502 members merged, 52000 key characters read, 40 names tried
///
/// The tool runs one command on one thread, so the counts are plain globals.
enum InferenceMeter {
    nonisolated(unsafe) static var valuesDescribed = 0
    nonisolated(unsafe) static var membersMerged = 0
    nonisolated(unsafe) static var keyCharactersRead = 0
    nonisolated(unsafe) static var namesTried = 0

    /// Prints the counts to standard error, when asked to.
    static func report() {
        guard ProcessInfo.processInfo.environment["MAPPER_COUNT_WORK"] == "1" else { return }
        let line = "mapper: work: \(valuesDescribed) values described, \(membersMerged) members merged, "
            + "\(keyCharactersRead) key characters read, \(namesTried) names tried\n"
        FileHandle.standardError.write(Data(line.utf8))
    }
}
#endif
