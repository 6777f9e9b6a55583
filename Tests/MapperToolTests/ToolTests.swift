import Foundation
import Testing

@Suite("mapper: commands, help and exit codes")
struct ToolTests {
    @Test func toolHelpListsTheCommands() throws {
        let run = try MapperProcess.run("--help")
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("mapper: models and answers for JSON documents.\n\nUsage: mapper <command>"))
        for command in ["generate", "get", "format"] { #expect(run.stdout.contains("\n  \(command) ")) }
        #expect(run.stderr.isEmpty)
    }

    @Test(arguments: ["format", "get", "generate"])
    func everyCommandHasHelp(command: String) throws {
        let run = try MapperProcess.run(command, "--help")
        #expect(run.status == 0)
        #expect(run.stdout.contains("Usage: mapper \(command) "))
        #expect(run.stdout.contains("-h, --help"))
        #expect(try MapperProcess.run("help", command).stdout == run.stdout)
    }

    @Test func noCommandIsBadUsage() throws {
        let run = try MapperProcess.run([])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            mapper: error: no command given
            Usage: mapper <command> [options] [arguments]
            See 'mapper --help'.

            """)
    }

    @Test func unknownCommandIsBadUsage() throws {
        let run = try MapperProcess.run("fromat")
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("mapper: error: unknown command 'fromat' (commands: generate, get, format)\n"))
    }

    @Test(arguments: [
        (["format", "--pretty"], "unknown option '--pretty'"),
        (["format", "-x"], "unknown option '-x'"),
        (["format", "--check=yes"], "'--check' takes no value"),
        (["format", "a.json", "b.json"], "expected at most one FILE, got 2"),
        (["get"], "missing KEYPATH"),
        (["get", "a", "b.json", "c.json"], "expected KEYPATH and at most one FILE, got 3 arguments"),
        (["generate", "--name"], "'--name' needs a value"),
        (["generate", "--style", "fancy"], "'--style' must be one of mappable, immutable, not 'fancy'"),
        (["generate", "--kind=enum"], "'--kind' must be one of struct, class, not 'enum'"),
        (["generate", "--access", "open"], "'--access' must be one of public, internal, not 'open'"),
        (["generate", "--name", "my-model"], "'--name' must be a Swift type name, not 'my-model'"),
        (["generate", "--name", "_"], "'--name' must be a Swift type name, not '_'"),
        (["generate", "--name", "__"], "'--name' must be a Swift type name, not '__'"),
        (["generate", "--name", "Date"], "'--name Date' would hide a type of Swift, Foundation or the library"),
        (["generate", "-", "-"], "'-' given 2 times: standard input can be read only once"),
        (["generate", "a.json", "-", "b.json", "-", "-"], "'-' given 3 times: standard input can be read only once"),
        (["generate", "--", "-", "-"], "'-' given 2 times: standard input can be read only once"),
    ])
    func badUsageExitsWith2(arguments: [String], message: String) throws {
        let run = try MapperProcess.run(arguments, input: "{}")
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        let command = arguments[0]
        #expect(run.stderr.hasPrefix("mapper: error: \(message)\nUsage: mapper \(command) "))
        #expect(run.stderr.hasSuffix("\nSee 'mapper \(command) --help'.\n"))
    }

    @Test(arguments: ["format", "generate"])
    func missingFileIsBadInput(command: String) throws {
        let run = try MapperProcess.run(command, "/no/such/file.json")
        #expect(run.status == 1)
        #expect(run.stderr == "mapper: error: cannot read '/no/such/file.json': no such file\n")
    }

    /// Output that cannot be written (a full disk, a closed descriptor) is an error with exit
    /// 1, not a crash.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "needs /dev/full (Linux)"),
          arguments: [["format", Samples.path("people.json")], ["generate", Samples.path("people.json")]])
    func outputThatCannotBeWrittenIsAnError(arguments: [String]) throws {
        let binary = try #require(MapperProcess.binary)
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("mapper-full-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 1)
        let message = String(decoding: try Data(contentsOf: errors), as: UTF8.self)
        #expect(message.hasPrefix("mapper: error: cannot write the output: "), "\(message)")
    }

    /// A file Foundation does not read whole (a device, a pipe) is read through a handle: an
    /// empty one is an empty document, not "permission denied".
    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/dev/null"), "needs /dev/null"))
    func aDeviceIsReadLikeAFile() throws {
        let run = try MapperProcess.run("format", "/dev/null")
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("/dev/null:1:1: error: expected a value, found end of input"), "\(run.stderr)")
    }

    /// A repeated key is valid JSON, but the first value is dropped: `get` answers with the last
    /// one and `generate` types it from the last one, so they warn as `format` does, and still
    /// succeed.
    @Test(arguments: [
        (["format", "--check"], ""),
        (["get", "a"], "2\n"),
        (["generate", "--name", "Model"], "import Transforms\n\nstruct Model: Mappable {\n    var a: Int?\n"),
    ])
    func everyCommandWarnsAboutARepeatedKey(arguments: [String], output: String) throws {
        let run = try MapperProcess.run(arguments, input: #"{"a": "one", "a": 2}"#)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix(output))
        #expect(run.stderr.hasPrefix(#"<stdin>:1:14: warning: expected each key once in an object, found "a" again"#), "\(run.stderr)")
    }

    @Test func aDirectoryIsBadInput() throws {
        let run = try MapperProcess.run("get", "a", Samples.folder.path)
        #expect(run.status == 1)
        #expect(run.stderr == "mapper: error: cannot read '\(Samples.folder.path)': it is a directory\n")
    }
}
