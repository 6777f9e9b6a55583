import Foundation
import Testing
@testable import Transforms

/// Depth through the library's own coders (behind `CodableTransform`): a `JSONValue` passes
/// whole at any depth; other values stop at 64 levels of coding path with an error; nothing
/// overflows a 512 KB stack in a debug build.
@Suite("The library's coders at any depth", .serialized)
struct CodersDepthTests {
    /// A recursive `Codable` type.
    struct Tree: Codable, Equatable, Sendable {
        var children: [Tree] = []
        var payload: JSONValue?
    }

    @Test("a deep JSONValue goes through the coders whole", arguments: [1_000, 10_000, 100_000])
    func deepJSONValue(depth: Int) throws {
        let (encodedWhole, decodedWhole) = try onSmallStack { () -> (Bool, Bool) in
            var value: JSONValue = 1
            for level in 0..<depth { value = level % 2 == 0 ? [value] : ["a": value] }
            let encoded = try JSONValueEncoder().encode(value)
            let decoded = try JSONValueDecoder().decode(JSONValue.self, from: value)
            let result = (encoded == value, decoded == value)
            // Take the value apart one level at a time: Swift frees nested values recursively.
            var pending: [JSONValue] = []
            pending.append(consume value)
            pending.append(consume encoded)
            pending.append(consume decoded)
            while let next = pending.popLast() {
                if case .array(let elements) = next { pending.append(contentsOf: elements) }
                if case .object(let object) = next { pending.append(contentsOf: object.values) }
            }
            return result
        }
        #expect(encodedWhole)
        #expect(decodedWhole)
    }

    @Test("a recursive Codable type stops at 64 levels of coding path with an error")
    func recursiveType() throws {
        let outcome = try onSmallStack { () -> (String, String, Bool) in
            var tree = Tree()
            for _ in 0..<100 { tree = Tree(children: [tree]) }
            var encodeError = "none"
            do { _ = try JSONValueEncoder().encode(tree) } catch { encodeError = String(describing: error) }
            var deep: JSONValue = [:]
            for _ in 0..<100 { deep = ["children": [deep]] }
            var decodeError = "none"
            do { _ = try JSONValueDecoder().decode(Tree.self, from: deep) } catch { decodeError = String(describing: error) }
            var shallow = Tree()
            for _ in 0..<20 { shallow = Tree(children: [shallow], payload: ["x": [1]]) }
            let roundTrip = try JSONValueDecoder().decode(Tree.self, from: JSONValueEncoder().encode(shallow)) == shallow
            return (encodeError, decodeError, roundTrip)
        }
        #expect(outcome.0.contains("Values are encoded at most 64 levels deep."))
        #expect(outcome.1.contains("Values are decoded at most 64 levels deep."))
        #expect(outcome.2)
        #expect(CodableTransform<Tree>().transformFromJSONValue(["children": [["children": []]]]) != nil)
    }

    /// Runs `body` on a thread with a 512 KB stack, the size Apple platforms give secondary threads.
    private func onSmallStack<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) throws -> Value {
        let outcome = SmallStackOutcome<Value>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            outcome.result = Result { try body() }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        return try outcome.result?.get() ?? { throw CancellationError() }()
    }
}

/// The result of a body run on another thread: written there before the semaphore is signalled
/// and read after the wait, so the two accesses never overlap.
private final class SmallStackOutcome<Value: Sendable>: @unchecked Sendable {
    var result: Result<Value, any Error>?
}
