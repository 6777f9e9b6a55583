import Foundation
import Testing
@testable import Mapping

/// Writing arrays and JSON Lines one model at a time: the in-memory writer's exact output,
/// valid JSON that reads back identically.
@Suite("Streaming writer")
struct MappingStreamWriterTests {
    static let items: [Item] = (0..<2000).map { index in
        var item = Item(id: index, name: index % 7 == 0 ? nil : "item \(index) \"é\" 😀\n", price: Double(index) * 0.1,
                        tags: index % 3 == 0 ? [] : ["t\(index)"])
        item.extra = index % 5 == 0 ? .object(["k": .array([1, .null, "s"])]) : nil
        return item
    }

    @Test("compact and pretty arrays are byte for byte the in-memory writer's output", arguments: [false, true])
    func sameAsInMemory(pretty: Bool) throws {
        for count in [0, 1, 2, 2000] {
            let models = Array(Self.items.prefix(count))
            var output: [UInt8] = []
            var pieces = 0
            let writer = Mapper<Item>().arrayWriter(prettyPrint: pretty) {
                output.append(contentsOf: $0)
                pieces += 1
            }
            for model in models { try writer.write(model) }
            #expect(writer.count == count)
            try writer.finish()
            try writer.finish()
            let expected = try #require(Mapper<Item>().toJSONString(models, prettyPrint: pretty))
            #expect(String(decoding: output, as: UTF8.self) == expected)
            #expect(try JSONValue(parsing: output) == JSONValue(parsing: expected))
            // Output is handed on in pieces of about 64 KiB.
            #expect(pieces == 1 + output.count / (64 << 10))
        }
    }

    @Test("sorted keys follow the mapper's options")
    func sortedKeys() throws {
        var output: [UInt8] = []
        let mapper = Mapper<Item>(options: .sortedKeys)
        let writer = mapper.arrayWriter { output.append(contentsOf: $0) }
        try writer.write(contentsOf: Self.items.prefix(20))
        try writer.finish()
        #expect(String(decoding: output, as: UTF8.self) == mapper.toJSONString(Array(Self.items.prefix(20))))
    }

    @Test("a round trip through a file: write streaming, read streaming, the same models")
    func roundTripThroughAFile() throws {
        let file = try TemporaryFile()
        let output = try FileHandle(forWritingTo: file.url)
        let writer = Mapper<Item>().arrayWriter(to: output, prettyPrint: true)
        try writer.write(contentsOf: Self.items)
        try writer.finish()
        try output.synchronize()
        var read: [Item] = []
        var options = StreamingOptions()
        options.readSize = 1000
        try Mapper<Item>().mapArrayOrFail(contentsOf: file.url, options: options) { read.append($0) }
        #expect(read == Self.items)
        #expect(Mapper<Item>().mapArray(JSONData: try Data(contentsOf: file.url)) == Self.items)
    }

    @Test("JSON Lines: one compact document per line, each the in-memory writer's")
    func jsonLines() throws {
        let file = try TemporaryFile()
        let output = try FileHandle(forWritingTo: file.url)
        let writer = Mapper<Item>().jsonLinesWriter(to: output)
        try writer.write(contentsOf: Self.items.prefix(50))
        try writer.finish()
        let lines = try String(contentsOf: file.url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 51)
        #expect(lines.last == "")
        for (line, item) in zip(lines.dropLast(), Self.items) {
            #expect(String(line) == Mapper<Item>().toJSONString(item))
        }
    }

    @Test("a value JSON cannot hold: an error naming the element, the model left out, the output valid")
    func unwritableValues() throws {
        var output: [UInt8] = []
        let writer = Mapper<Item>().arrayWriter { output.append(contentsOf: $0) }
        try writer.write(Item(id: 1))
        let error = #expect(throws: MapError.self) { try writer.write(Item(id: 2, price: .nan)) }
        #expect(error?.key == "1.price")
        #expect(error?.issues.map(\.kind) == [.unwritableValue])
        try writer.write(Item(id: 3))
        try writer.finish()
        #expect(Mapper<Item>().mapArray(JSONData: Data(output))?.map(\.id) == [1, 3])
        #expect(throws: MapError.self) { try writer.write(Item(id: 4)) }

        var lines: [UInt8] = []
        let linesWriter = Mapper<Item>().jsonLinesWriter { lines.append(contentsOf: $0) }
        let lineError = #expect(throws: MapError.self) { try linesWriter.write(Item(id: 2, price: .infinity)) }
        #expect(lineError?.key == "price")
        #expect(lineError?.reason?.hasPrefix("line 1: ") == true)
    }

    @Test("a value with no JSON form (a Date without a transform) is reported as in memory, never dropped")
    func valuesWithNoJSONForm() throws {
        let models = [Stamped(id: 1), Stamped(id: 2, when: Date(timeIntervalSince1970: 0)), Stamped(id: 3)]
        // In memory: no text, and an issue at the element's key.
        let memory = Mapper<Stamped>().toJSONStringWithIssues(models)
        #expect(memory.value == nil)
        #expect(memory.issues.map(\.keyPath) == ["1.when"])

        var output: [UInt8] = []
        let writer = Mapper<Stamped>().arrayWriter(prettyPrint: true) { output.append(contentsOf: $0) }
        var errors: [MapError] = []
        for model in models {
            do { try writer.write(model) } catch let error as MapError { errors.append(error) }
        }
        try writer.finish()
        #expect(errors.count == 1)
        #expect(errors.first?.issues == memory.issues)
        #expect(errors.first?.key == "1.when")
        #expect(writer.count == 2)
        #expect(Mapper<Stamped>().mapArray(JSONData: Data(output))?.map(\.id) == [1, 3])

        let linesWriter = Mapper<Stamped>().jsonLinesWriter { _ in }
        let lineError = #expect(throws: MapError.self) { try linesWriter.write(models[1]) }
        #expect(lineError?.issues == Mapper<Stamped>().toJSONStringWithIssues(models[1]).issues)
        #expect(lineError?.reason?.hasPrefix("line 1: ") == true)
    }

    @Test("models nested past the depth limit: the in-memory writer's tooDeep issue, under the element's index")
    func modelsTooDeep() throws {
        let chain = DeepNode.chain(40)
        let memory = Mapper<DeepNode>().toJSONStringWithIssues([chain])
        #expect(memory.value == nil)
        #expect(memory.issues.map(\.kind) == [.tooDeep])
        let writer = Mapper<DeepNode>().arrayWriter { _ in }
        let error = #expect(throws: MapError.self) { try writer.write(chain) }
        #expect(error?.issues == memory.issues)
        #expect(error?.issues.first?.keyPathComponents == ["0"] + Array(repeating: "a", count: Map.maximumModelDepth + 1))
    }

    /// The model's object and the array around it are two levels: a value 9,999 deep reaches
    /// the writer's 10,001st level in an array, and its 10,000th as a line of its own.
    @Test("a value nested past the writer's limit: the in-memory writer's tooDeep issue and path, in an array and as a line")
    func valueTooDeepForTheWriter() throws {
        var holder = Holder()
        holder.raw = Deep.object(JSONWriter.maximumDepth - 1)
        let memory = Mapper<Holder>().toJSONStringWithIssues([holder])
        #expect(memory.value == nil)
        #expect(memory.issues.map(\.kind) == [.tooDeep])
        let writer = Mapper<Holder>().arrayWriter { _ in }
        let error = #expect(throws: MapError.self) { try writer.write(holder) }
        #expect(error?.issues == memory.issues)
        #expect(error?.issues.first?.keyPathComponents.prefix(2) == ["0", "raw"])

        var lines: [UInt8] = []
        let linesWriter = Mapper<Holder>().jsonLinesWriter { lines.append(contentsOf: $0) }
        try linesWriter.write(holder)
        try linesWriter.finish()
        let alone = try #require(Mapper<Holder>().toJSONString(holder))
        #expect(String(decoding: lines, as: UTF8.self) == alone + "\n")

        holder.raw = Deep.object(JSONWriter.maximumDepth)
        let line = Mapper<Holder>().toJSONStringWithIssues(holder)
        let lineError = #expect(throws: MapError.self) { try Mapper<Holder>().jsonLinesWriter { _ in }.write(holder) }
        #expect(line.value == nil)
        #expect(lineError?.issues == line.issues)
    }

    @Test("the sink's errors reach the caller")
    func sinkErrors() {
        struct Full: Error {}
        let writer = Mapper<Item>().arrayWriter { _ in throw Full() }
        #expect(throws: Full.self) { try writer.finish() }

        // The output the sink refused is handed to it again, at the next write or finish: a
        // finish that failed is not taken for a finished output.
        var output: [UInt8] = []
        var refuses = true
        let retried = Mapper<Item>().arrayWriter { bytes in
            if refuses {
                refuses = false
                throw Full()
            }
            output += bytes
        }
        #expect(throws: Never.self) { try retried.write(Item(id: 1)) }
        #expect(throws: Full.self) { try retried.finish() }
        #expect(throws: Never.self) { try retried.finish() }
        #expect(String(decoding: output, as: UTF8.self) == Mapper<Item>().toJSONString([Item(id: 1)]))
        #expect(throws: Never.self) { try retried.finish() }
        #expect(String(decoding: output, as: UTF8.self) == #"[{"id":1}]"#)
    }
}

#if canImport(Glibc) || canImport(Darwin)
/// A writer to a `FileHandle` whose descriptor takes part of the output and then refuses the
/// rest (a non-blocking pipe that is full): the part written is not written again.
@Suite("Streaming writer: partial writes")
struct MappingStreamWriterPartialTests {
    @Test("after a write that took part of the output, a retry hands on only the rest")
    func partialWritesAreNotRepeated() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        let readEnd = FileHandle(fileDescriptor: ends[0], closeOnDealloc: true)
        let writeEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        try #require(fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK) == 0)
        try #require(fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK) == 0)
        func drain(into received: inout [UInt8]) {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
                guard count > 0 else { return }
                received += buffer[..<count]
            }
        }
        let models = MappingStreamWriterTests.items
        let writer = Mapper<Item>().jsonLinesWriter(to: writeEnd)
        var received: [UInt8] = []
        var refusals = 0
        for model in models {
            do {
                try writer.write(model)
            } catch {
                // The pipe is full: read what it holds, then go on; the writer keeps the rest.
                refusals += 1
                drain(into: &received)
            }
        }
        while true {
            do {
                try writer.finish()
                break
            } catch {
                refusals += 1
                drain(into: &received)
                try #require(refusals < 1000)
            }
        }
        drain(into: &received)
        #expect(refusals > 0)
        let expected = models.map { (Mapper<Item>().toJSONString($0) ?? "") + "\n" }.joined()
        #expect(received.count == expected.utf8.count)
        #expect(String(decoding: received, as: UTF8.self) == expected)
        _ = readEnd
    }

    /// A reader that went away (a pipe's read end closed, a socket's peer gone) made the
    /// system send the process SIGPIPE, whose default action ends it: the writer's first flush
    /// killed the program. It is an error (`EPIPE`) instead, for every flush, and the thread's
    /// signals are as they were.
    @Test("a pipe whose reader is gone is an EPIPE error, not the end of the process")
    func closedPipeIsAnError() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        try #require(close(ends[0]) == 0)
        let writeEnd = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
        var before = sigset_t()
        try #require(pthread_sigmask(SIG_SETMASK, nil, &before) == 0)
        for lines in [false, true] {
            let writer = lines ? Mapper<Item>().jsonLinesWriter(to: writeEnd) : Mapper<Item>().arrayWriter(to: writeEnd)
            for model in MappingStreamWriterTests.items.prefix(3) {
                #expect(throws: Never.self) { try writer.write(model) }
            }
            let error = try #require(throws: POSIXError.self) { try writer.finish() }
            #expect(error.code == .EPIPE)
            // Finishing again tries the same output again, with the same answer.
            #expect(throws: POSIXError.self) { try writer.finish() }
        }
        var after = sigset_t()
        try #require(pthread_sigmask(SIG_SETMASK, nil, &after) == 0)
        #expect(sigismember(&after, SIGPIPE) == sigismember(&before, SIGPIPE))
        var pending = sigset_t()
        sigpending(&pending)
        #expect(sigismember(&pending, SIGPIPE) == 0)
    }
}
#endif

/// A model with a `Date` mapped without a transform: it reads from Foundation values, and has no
/// JSON form to write.
struct Stamped: Mappable {
    var id = 0
    var when: Date?

    init(id: Int, when: Date? = nil) {
        self.id = id
        self.when = when
    }

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id   <- map["id"]
        when <- map["when"]
    }
}
