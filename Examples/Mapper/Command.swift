/// A subcommand of `mapper`: its name, its help, the flags and options it accepts, and its work.
protocol Command: Sendable {
    /// The word after `mapper`.
    static var name: String { get }
    /// One line for the tool's command list.
    static var summary: String { get }
    /// The usage line: `Usage: mapper format [--compact] ...`.
    static var usage: String { get }
    /// The rest of `--help`, after the usage line.
    static var details: String { get }
    /// Flags it accepts, without dashes.
    static var flags: Set<String> { get }
    /// Options that take a value, without dashes.
    static var options: Set<String> { get }

    /// Runs the command and returns what it prints on standard output.
    static func run(_ arguments: Arguments, input: InputReader) throws(ToolError) -> String
}

extension Command {
    /// The complete `--help` text.
    static var help: String { summary + "\n\n" + usage + "\n\n" + details }
}
