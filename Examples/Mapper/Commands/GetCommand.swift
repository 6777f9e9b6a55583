import Transforms

/// `mapper get`: prints the value at a key path or a JSON Pointer.
enum GetCommand: Command {
    static let name = "get"
    static let summary = "Print the value at a key path, such as statuses.0.user.screen_name."
    static let usage = """
        Usage: mapper get [--raw] [--compact] [--delimiter TEXT] KEYPATH [FILE]
               mapper get [--raw] [--compact] --pointer POINTER [FILE]
        """
    static let details = """
        KEYPATH uses the library's syntax: keys separated by '.', and whole numbers to index
        arrays (statuses.0.user). An empty KEYPATH ('') is the whole document. Reads FILE, or
        standard input when FILE is missing or '-'.

        To reach a key with dots in it, choose another delimiter (--delimiter /) or give an
        RFC 6901 JSON Pointer instead of the key path: --pointer /statuses/0/user, where '~1'
        stands for '/' and '~0' for '~' inside a key, and '' is the whole document. Both are
        read by the library's own path engine (JSONValue.value(at:)).

        An object that repeats a key is reported on standard error as FILE:LINE:COLUMN:
        warning: ...; the last value is the one read.

        When the path does not exist, says which component is missing and what is there
        instead, and exits with code 1.

        Options:
          --raw               Print a string without quotes or escapes (other values stay JSON).
          --compact           Print arrays and objects on one line.
          --delimiter TEXT    Split KEYPATH at TEXT instead of '.'.
          --pointer POINTER   Read the value at a JSON Pointer; no KEYPATH is given.
          -h, --help          Show this help.
        """
    static let flags: Set<String> = ["raw", "compact"]
    static let options: Set<String> = ["delimiter", "pointer"]

    static func run(_ arguments: Arguments, input: InputReader) throws(ToolError) -> String {
        let positionals = arguments.positionals
        let lookup: PathLookup
        let file: String?
        let shownPath: String
        if let pointer = arguments.options["pointer"] {
            guard arguments.options["delimiter"] == nil else {
                throw .usage("'--delimiter' splits a KEYPATH; a JSON Pointer is split at '/'", command: self)
            }
            guard positionals.count <= 1 else {
                throw .usage("with '--pointer', expected at most one FILE, got \(positionals.count) arguments", command: self)
            }
            do {
                lookup = try PathLookup(pointer: pointer)
            } catch {
                throw .usage(error.description, command: self)
            }
            file = positionals.first
            shownPath = pointer
        } else {
            guard let path = positionals.first else { throw .usage("missing KEYPATH", command: self) }
            guard positionals.count <= 2 else {
                throw .usage("expected KEYPATH and at most one FILE, got \(positionals.count) arguments", command: self)
            }
            let delimiter = arguments.options["delimiter"] ?? "."
            guard !delimiter.isEmpty else { throw .usage("'--delimiter' needs at least one character", command: self) }
            lookup = PathLookup(keyPath: path, delimiter: delimiter)
            file = positionals.count == 2 ? positionals[1] : nil
            shownPath = path
        }
        let (_, document) = try input.document(at: file)
        let value: JSONValue
        switch lookup.value(in: document) {
        case .success(let found): value = found
        case .failure(let error): throw .failure(error.message)
        }
        if arguments.flags.contains("raw"), case .string(let string) = value {
            return string + "\n"
        }
        do {
            return try value.jsonString(pretty: !arguments.flags.contains("compact")) + "\n"
        } catch {
            throw .failure("cannot write the value at \(shownPath): \(error)")
        }
    }
}
