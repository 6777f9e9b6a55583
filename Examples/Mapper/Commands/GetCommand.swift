import Transforms

/// `mapper get`: prints the value at a key path.
enum GetCommand: Command {
    static let name = "get"
    static let summary = "Print the value at a key path, such as statuses.0.user.screen_name."
    static let usage = "Usage: mapper get [--raw] [--compact] KEYPATH [FILE]"
    static let details = """
        KEYPATH uses the library's syntax: keys separated by '.', and whole numbers to index
        arrays (statuses.0.user). An empty KEYPATH ('') is the whole document. Reads FILE, or
        standard input when FILE is missing or '-'.

        When the path does not exist, says which component is missing and what is there
        instead, and exits with code 1.

        Options:
          --raw         Print a string without quotes or escapes (other values stay JSON).
          --compact     Print arrays and objects on one line.
          -h, --help    Show this help.
        """
    static let flags: Set<String> = ["raw", "compact"]
    static let options: Set<String> = []

    static func run(_ arguments: Arguments, input: InputReader) throws(ToolError) -> String {
        let positionals = arguments.positionals
        guard let path = positionals.first else { throw .usage("missing KEYPATH", command: self) }
        guard positionals.count <= 2 else {
            throw .usage("expected KEYPATH and at most one FILE, got \(positionals.count) arguments", command: self)
        }
        let (_, document) = try input.document(at: positionals.count == 2 ? positionals[1] : nil)
        let value: JSONValue
        switch PathLookup.value(at: path, in: document) {
        case .success(let found): value = found
        case .failure(let error): throw .failure(error.message)
        }
        if arguments.flags.contains("raw"), case .string(let string) = value {
            return string + "\n"
        }
        do {
            return try value.jsonString(pretty: !arguments.flags.contains("compact")) + "\n"
        } catch {
            throw .failure("cannot write the value at \(path): \(error)")
        }
    }
}
