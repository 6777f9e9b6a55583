import Foundation

/// The `mapper` tool: picks the subcommand, runs it, and turns the outcome into output and an
/// exit code.
enum Tool {
    static let commands: [any Command.Type] = [GenerateCommand.self, GetCommand.self, FormatCommand.self]

    static let usage = "Usage: mapper <command> [options] [arguments]"

    static var help: String {
        let width = commands.map { $0.name.count }.max() ?? 0
        let list = commands.map { command in
            "  " + command.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + command.summary
        }
        return """
            mapper: models and answers for JSON documents.

            \(usage)

            Commands:
            \(list.joined(separator: "\n"))

            Run 'mapper <command> --help' for the options of a command.
            Exit codes: 0 success, 1 bad input, 2 bad usage.
            """
    }

    /// Runs the tool for `arguments` (without the program name); returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        do {
            let output = try run(arguments)
            if let failure = write(output, to: STDOUT_FILENO) {
                // Said once; if standard error cannot be written either, the exit code says it.
                _ = write("mapper: error: cannot write the output: \(failure)\n", to: STDERR_FILENO)
                return 1
            }
            return 0
        } catch {
            _ = write(error.message + "\n", to: STDERR_FILENO)
            return error.exitCode
        }
    }

    private static func run(_ arguments: [String]) throws(ToolError) -> String {
        guard let first = arguments.first else { throw .usage("no command given", command: nil) }
        if first == "-h" || first == "--help" || first == "help" {
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                return command.help + "\n"
            }
            return help + "\n"
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            let names = commands.map { $0.name }.joined(separator: ", ")
            throw .usage("unknown command '\(first)' (commands: \(names))", command: nil)
        }
        let parsed = try Arguments(Array(arguments.dropFirst()), for: command)
        if parsed.wantsHelp { return command.help + "\n" }
        return try command.run(parsed, input: InputReader())
    }

    /// Writes `text` whole to the file descriptor; the reason it could not (a full disk, a closed
    /// descriptor), or `nil`. `FileHandle.write(_:)` traps on such a failure instead of throwing.
    private static func write(_ text: String, to descriptor: Int32) -> String? {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                return String(cString: strerror(errno))
            }
            offset += written
        }
        return nil
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// POSIX `write(2)`, which `Tool.write(_:to:)`'s own name hides there.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.write(descriptor, bytes, count)
    #elseif canImport(Musl)
    Musl.write(descriptor, bytes, count)
    #else
    Darwin.write(descriptor, bytes, count)
    #endif
}
