import Foundation
import Testing
@testable import Mapping

/// Streaming against memory on many small generated documents, cut at every byte: the same
/// values, the same issues with the same key paths, the same errors at the same places.
@Suite("Streaming against memory")
struct StreamingDifferentialTests {
    /// Small documents spelled with the tokens that are hardest to split: escapes (`\u00e9`,
    /// surrogate pairs), raw multi-byte characters, numbers with signs and exponents, literals,
    /// CRLF and tabs, nested containers, scalars where objects belong, and now and then a
    /// mistake (a trailing comma, a stray byte, garbage after the end, a byte-order mark inside).
    struct Documents {
        var random: SplitMix64

        init(seed: UInt64) { random = SplitMix64(seed: seed) }

        mutating func pick<T>(_ choices: [T]) -> T { choices[Int.random(in: 0..<choices.count, using: &random)] }
        mutating func chance(_ percent: Int) -> Bool { Int.random(in: 0..<100, using: &random) < percent }

        mutating func space() -> String { chance(60) ? "" : pick([" ", "\n", "\r\n", "\t", "  \r\n "]) }

        mutating func string() -> String {
            pick([#""""#, #""a""#, #""é😀""#, #""\u00e9""#, #""\ud83d\ude00""#, #""\"]},{[\\""#, #""\n\/\t""#,
                  #""Ada \u0041""#, #""x""#])
        }

        mutating func scalar() -> String {
            pick(["-1.5e10", "0", "12", "-0.0", "1E-2", "true", "false", "null", "3.25e+2", "7"] + [string()])
        }

        mutating func value(depth: Int) -> String {
            guard depth < 3, chance(35) else { return scalar() }
            if chance(50) {
                return "[" + (0..<Int.random(in: 0...2, using: &random)).map { _ in space() + value(depth: depth + 1) + space() }
                    .joined(separator: ",") + "]"
            }
            return object(depth: depth + 1, keys: ["a", "b", "ké", "c"])
        }

        mutating func object(depth: Int, keys: [String]) -> String {
            let members = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                space() + "\"" + pick(keys) + "\"" + space() + ":" + space() + value(depth: depth) + space()
            }
            return "{" + members.joined(separator: ",") + "}"
        }

        /// An element for `Item`: its own keys with values of the right type or not.
        mutating func element() -> String {
            if chance(15) { return value(depth: 1) }
            let members = (0..<Int.random(in: 0...4, using: &random)).map { _ -> String in
                let key = pick(["id", "name", "price", "tags", "extra", "other"])
                let value: String
                switch key {
                case "id": value = pick(["1", "42", "-3", #""x""#, "1.5", "null", "1e400"])
                case "name": value = chance(70) ? string() : scalar()
                case "price": value = pick(["-1.5e10", "2", "0.25", #""cheap""#, "true", "1E-2"])
                case "tags": value = chance(70) ? "[" + (0..<2).map { _ in string() }.joined(separator: ",") + "]" : self.value(depth: 1)
                default: value = self.value(depth: 1)
                }
                return space() + "\"" + key + "\"" + space() + ":" + space() + value + space()
            }
            return "{" + members.joined(separator: ",") + "}"
        }

        mutating func array() -> String {
            let elements = (0..<Int.random(in: 0...4, using: &random)).map { _ in space() + element() + space() }
            return "[" + elements.joined(separator: ",") + space() + "]"
        }

        /// A document and the key path of its array (`nil`: the top level).
        mutating func document() -> (text: String, keyPath: String?) {
            var text: String
            var keyPath: String?
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                text = array()
            case 1:
                text = chance(50) ? element() : array()
                keyPath = nil
            case 2:
                let before = chance(50) ? #""meta": "# + value(depth: 0) + "," + space() : ""
                let after = chance(50) ? "," + space() + #""next": "# + value(depth: 0) : ""
                text = "{" + space() + before + #""items""# + space() + ":" + space() + (chance(85) ? array() : element())
                    + after + space() + "}"
                keyPath = "items"
            default:
                let inner = #"{"items": "# + array() + (chance(30) ? #", "items": []"# : "") + "}"
                text = #"{"data": ["# + (chance(50) ? "{}, " : "") + inner + "]}"
                keyPath = chance(80) ? "data.\(text.hasPrefix(#"{"data": [{}, "#) ? 1 : 0).items" : "data.0.missing"
            }
            text = space() + text + space()
            if chance(10) { text = "\u{FEFF}" + text }
            if chance(12) {
                // A mistake somewhere.
                var bytes = Array(text.utf8)
                let position = Int.random(in: 0...bytes.count, using: &random)
                let mistake: [UInt8] = pick([Array(",".utf8), Array("]".utf8), Array("x".utf8), [0xEF, 0xBB, 0xBF], [0xC3],
                                             Array(" {}".utf8)])
                bytes.insert(contentsOf: mistake, at: position)
                text = String(decoding: bytes, as: UTF8.self)
            }
            return (text, keyPath)
        }
    }

    @Test("generated documents, split at every byte and fed a byte at a time, give what memory gives")
    func generatedDocuments() {
        var documents = Documents(seed: 56)
        var compared = (values: 0, errors: 0, shapes: 0)
        for trial in 0..<250 {
            let (text, keyPath) = documents.document()
            let bytes = Array(text.utf8)
            let memory = keyPath.map { Mapper<Item>().mapArrayWithIssues(JSONData: Data(bytes), atKeyPath: $0) }
                ?? Mapper<Item>().mapArrayWithIssues(JSONData: Data(bytes))
            let memoryError = Self.parseError(bytes)
            var splits = (0...bytes.count).map { [$0] }
            splits.append(Array(0..<bytes.count))
            // A key on the path repeated after the streamed array: memory maps the last, a stream
            // cannot go back, and says so (the elements it has delivered are the first's).
            let repeated = memory.issues.contains { $0.kind == .duplicateKey && $0.keyPath == keyPath }
            // Memory gives no array when no element could be made; a stream has delivered each
            // element with its issues by then.
            let depth = keyPath.map { MapKeyPath($0).components.count } ?? 0
            let elementIssuesOnly = !memory.issues.isEmpty && memory.issues.allSatisfy { $0.keyPathComponents.count > depth }
            for cuts in splits {
                let outcome = feed(Mapper<Item>().arrayReaderWithIssues(atKeyPath: keyPath), bytes, cuts: cuts)
                let agrees: Bool
                if let memoryError {
                    compared.errors += 1
                    agrees = outcome.parseError.map(ErrorPlace.init) == ErrorPlace(memoryError)
                } else if repeated {
                    agrees = outcome.mapError?.issues.map(\.kind) == [.duplicateKey]
                } else if let values = memory.value ?? (elementIssuesOnly ? [] : nil) {
                    compared.values += 1
                    agrees = outcome.error == nil && outcome.elements.compactMap(\.value) == values
                        && outcome.elements.flatMap(\.issues) == memory.issues
                        && (outcome.elements.map(\.index) == Array(0..<outcome.elements.count) || outcome.elements.count == 1)
                } else {
                    compared.shapes += 1
                    agrees = outcome.mapError?.issues == memory.issues
                }
                if !agrees {
                    let split = cuts.count == 1 ? "split at \(cuts[0])" : "a byte at a time"
                    Issue.record("""
                        trial \(trial), \(split): \(text.debugDescription) at \(keyPath ?? "the top")
                          memory: \(String(describing: memory.value?.map(\.id))) \(memory.issues) \(String(describing: memoryError))
                          stream: \(outcome.elements.map { $0.value?.id }) \(outcome.elements.flatMap(\.issues)) \(String(describing: outcome.error))
                        """)
                    break
                }
            }
        }
        // Every kind of outcome was exercised.
        #expect(compared.values > 1000 && compared.errors > 100 && compared.shapes > 100, "\(compared)")
    }

    @Test("generated JSON Lines, split at every byte, give each line as memory maps it")
    func generatedLines() {
        var documents = Documents(seed: 65)
        for trial in 0..<100 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 1...5, using: &documents.random) {
                lines.append(documents.pick([documents.element(), documents.element(), "", "  \t", documents.value(depth: 1),
                                             documents.element() + ",", "[" + documents.element() + "]"]))
            }
            let endings = lines.indices.map { _ in documents.pick(["\n", "\r\n"]) }
            var text = zip(lines, endings).map { $0 + $1 }.joined()
            if documents.chance(40) { text.removeLast() }     // A last line without its newline.
            let bytes = Array(text.utf8)
            // Memory: each line a document.
            var expected: [(line: Int, value: Item?, issues: [MappingIssue], invalid: Bool)] = []
            // By bytes: "\r\n" is one Character, which a split of the String at "\n" would not cut.
            for (number, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
                guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { continue }
                let result = Mapper<Item>().mapWithIssues(JSONData: Data(line))
                let invalid = result.issues.map(\.kind) == [.invalidJSON]
                expected.append((number + 1, result.value, invalid ? [] : result.issues, invalid))
            }
            for cut in 0...bytes.count {
                let outcome = feed(Mapper<Item>().jsonLinesReaderWithIssues(), bytes, cuts: [cut])
                let label = "trial \(trial), cut \(cut): \(text.debugDescription)"
                #expect(outcome.error == nil, "\(label)")
                #expect(outcome.elements.map(\.line) == expected.map(\.line), "\(label)")
                #expect(outcome.elements.map(\.value) == expected.map(\.value), "\(label)")
                #expect(outcome.elements.map { $0.issues.map(\.kind) == [.invalidJSON] } == expected.map(\.invalid), "\(label)")
                #expect(outcome.elements.map { $0.issues.map(\.kind) == [.invalidJSON] ? [] : $0.issues } == expected.map(\.issues),
                        "\(label)")
            }
        }
    }

    static func parseError(_ bytes: [UInt8]) -> JSONParseError? {
        do {
            _ = try JSONValue(parsing: bytes)
            return nil
        } catch {
            return error
        }
    }
}
