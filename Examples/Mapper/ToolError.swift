/// A failure that ends the tool with a message and an exit code.
///
/// Exit codes: 0 success, 1 bad input (unreadable file, invalid JSON, a key path that does not
/// exist), 2 bad usage (unknown option, missing argument). Usage errors are followed by the
/// command's usage line and a pointer to its `--help`.
struct ToolError: Error, Equatable {
    /// The process exit code.
    let exitCode: Int32
    /// The complete text for standard error, without the final newline.
    let message: String

    /// Bad input: exit code 1. `message` is printed as given.
    static func input(_ message: String) -> ToolError {
        ToolError(exitCode: 1, message: message)
    }

    /// Bad input, in the tool's voice: `mapper: error: ...`.
    static func failure(_ message: String) -> ToolError {
        .input("mapper: error: " + message)
    }

    /// Bad usage: exit code 2, with the usage line of `command` (`format`, or `nil` for the tool).
    static func usage(_ message: String, command: (any Command.Type)?) -> ToolError {
        let usage = command?.usage ?? Tool.usage
        let helpCommand = command.map { "mapper \($0.name) --help" } ?? "mapper --help"
        return ToolError(exitCode: 2, message: "mapper: error: \(message)\n\(usage)\nSee '\(helpCommand)'.")
    }
}
