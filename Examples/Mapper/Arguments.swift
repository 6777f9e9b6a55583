/// Command-line arguments split into flags, options with values, and positional arguments.
///
/// Accepted forms: `--flag`, `--option value`, `--option=value`, `-h` / `--help`, `-` (standard
/// input, kept as a positional) and `--`, after which everything is positional. An unknown
/// option, a missing value or a value given to a flag is a usage error (exit code 2).
struct Arguments {
    private(set) var flags: Set<String> = []
    private(set) var options: [String: String] = [:]
    private(set) var positionals: [String] = []
    /// `-h` or `--help` was given.
    private(set) var wantsHelp = false

    /// Splits `arguments` (without the command name) for `command`, which declares its flags
    /// and options, named without the leading dashes.
    init(_ arguments: [String], for command: any Command.Type) throws(ToolError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals.append(contentsOf: arguments[index...])
                break
            }
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
                continue
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            guard argument.hasPrefix("--") else {
                throw .usage("unknown option '\(argument)'", command: command)
            }
            let body = argument.dropFirst(2)
            let name: String
            var value: String?
            if let equals = body.firstIndex(of: "=") {
                name = String(body[..<equals])
                value = String(body[body.index(after: equals)...])
            } else {
                name = String(body)
            }
            if command.flags.contains(name) {
                guard value == nil else { throw .usage("'--\(name)' takes no value", command: command) }
                flags.insert(name)
            } else if command.options.contains(name) {
                if value == nil {
                    guard index < arguments.count else { throw .usage("'--\(name)' needs a value", command: command) }
                    value = arguments[index]
                    index += 1
                }
                options[name] = value
            } else {
                throw .usage("unknown option '--\(name)'", command: command)
            }
        }
    }

    /// The value of `--name`, which must be one of `choices`; `nil` when it was not given.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ name: String, of type: Choice.Type, for command: any Command.Type
    ) throws(ToolError) -> Choice? where Choice.RawValue == String {
        guard let value = options[name] else { return nil }
        guard let choice = Choice(rawValue: value) else {
            let allowed = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw .usage("'--\(name)' must be one of \(allowed), not '\(value)'", command: command)
        }
        return choice
    }
}
