import Foundation
import Transforms

/// `mapper format`: validates a document and writes it pretty-printed or compact.
enum FormatCommand: Command {
    static let name = "format"
    static let summary = "Validate a JSON document and pretty-print or compact it."
    static let usage = "Usage: mapper format [--compact] [--sort-keys] [--check] [FILE]"
    static let details = """
        Reads FILE, or standard input when FILE is missing or '-'. Invalid JSON is reported as
        FILE:LINE:COLUMN: error: ..., with the line and a caret under the spot, and exit code 1.
        An object that repeats a key is valid JSON, but ambiguous: a repetition is
        reported on standard error as FILE:LINE:COLUMN: warning: ..., and the exit code stays 0.

        Options:
          --compact     Write without whitespace instead of indenting by two spaces.
          --sort-keys   Sort the keys of every object (by Unicode code point).
          --check       Only validate: print nothing, exit 0 when the document is valid.
          -h, --help    Show this help.
        """
    static let flags: Set<String> = ["compact", "sort-keys", "check"]
    static let options: Set<String> = []

    static func run(_ arguments: Arguments, input: InputReader) throws(ToolError) -> String {
        guard arguments.positionals.count <= 1 else {
            throw .usage("expected at most one FILE, got \(arguments.positionals.count)", command: self)
        }
        let (name, document) = try input.document(at: arguments.positionals.first)
        if arguments.flags.contains("check") { return "" }
        do {
            let text = try document.jsonString(
                pretty: !arguments.flags.contains("compact"), sortedKeys: arguments.flags.contains("sort-keys"))
            return text + "\n"
        } catch {
            throw .failure("cannot write \(name): \(error)")
        }
    }
}
