import Foundation

/// Files from `../shared`, beside the repository: the JSONTestSuite and the corpus documents.
///
/// The one place every test target looks for them. A fresh clone does not have them, so the
/// tests that read them are enabled only when they are present (`.enabled(if:)`), and
/// `swift test` reports them as skipped, with the reason.
public enum SharedFiles {
    /// The `shared` folder beside the repository (this file is
    /// `<repository>/Tests/TestSupport/SharedFiles.swift`).
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .appendingPathComponent("shared")

    /// The file or folder at `path` inside `shared`.
    public static func url(_ path: String) -> URL { folder.appendingPathComponent(path) }

    /// Whether `shared` has a file or folder at `path`.
    public static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }
}
