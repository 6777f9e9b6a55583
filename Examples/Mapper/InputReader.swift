import Foundation
import Transforms

/// Reads documents from files or standard input and parses them, turning every failure into a
/// message that names the file.
struct InputReader {
    /// The name shown for standard input in messages.
    static let standardInputName = "<stdin>"

    /// The bytes of `path`, or of standard input for `nil` or `-`.
    func bytes(of path: String?) throws(ToolError) -> (name: String, bytes: [UInt8]) {
        guard let path, path != "-" else {
            return (Self.standardInputName, [UInt8](FileHandle.standardInput.readDataToEndOfFile()))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw .failure("cannot read '\(path)': no such file")
        }
        guard !isDirectory.boolValue else { throw .failure("cannot read '\(path)': it is a directory") }
        if let data = FileManager.default.contents(atPath: path) { return (path, [UInt8](data)) }
        // Foundation reads only regular files whole: a pipe, a FIFO, `/dev/stdin` or
        // `/dev/null` (`mapper format <(curl ...)`) is read through a handle instead.
        guard let handle = FileHandle(forReadingAtPath: path), let data = Self.readToEnd(handle) else {
            throw .failure("cannot read '\(path)': permission denied or unreadable")
        }
        return (path, [UInt8](data))
    }

    /// Everything left in `handle` (empty at its end), or `nil` when reading fails.
    private static func readToEnd(_ handle: FileHandle) -> Data? {
        if #available(macOS 10.15.4, iOS 13.4, tvOS 13.4, watchOS 6.2, *) {
            do { return try handle.readToEnd() ?? Data() } catch { return nil }
        }
        return handle.readDataToEndOfFile()
    }

    /// The parsed document at `path` (standard input for `nil` or `-`) and the name to show for it.
    /// An object that repeats a key is reported on standard error (``repeatedKeyWarning(in:name:)``).
    func document(at path: String?) throws(ToolError) -> (name: String, value: JSONValue) {
        let (name, bytes) = try bytes(of: path)
        let document = try Self.parse(bytes, name: name)
        if let warning = Self.repeatedKeyWarning(in: bytes, name: name) {
            FileHandle.standardError.write(Data((warning + "\n").utf8))
        }
        return (name, document)
    }

    /// Parses bytes read from `name`, reporting an error as ``diagnostic(_:in:severity:)`` does.
    static func parse(_ bytes: [UInt8], name: String) throws(ToolError) -> JSONValue {
        do {
            return try JSONValue(parsing: bytes)
        } catch {
            throw .input(diagnostic(error, in: name))
        }
    }

    /// The warning for the first key that an object of a valid document repeats (the parser
    /// keeps the last value), or `nil` when no object repeats a key.
    static func repeatedKeyWarning(in bytes: [UInt8], name: String) -> String? {
        do {
            _ = try JSONValue(parsing: bytes, options: .rejectDuplicateKeys)
            return nil
        } catch {
            guard error.kind == .duplicateKey else { return nil }
            return diagnostic(error, in: name, severity: "warning")
                + "\nnote: the last value of a repeated key is the one kept; most parsers do the same, some keep the first"
        }
    }

    /// A compiler-style report of a parse error:
    ///
    /// ```
    /// data.json:3:8: error: expected a value, found ']'
    ///   "a": [1,]
    ///          ^
    /// ```
    static func diagnostic(_ error: JSONParseError, in name: String, severity: String = "error") -> String {
        let caret = String(repeating: " ", count: max(error.excerptColumn - 1, 0)) + "^"
        return "\(name):\(error.line):\(error.column): \(severity): expected \(error.expected), found \(error.found)\n"
            + error.excerpt + "\n" + caret
    }
}
