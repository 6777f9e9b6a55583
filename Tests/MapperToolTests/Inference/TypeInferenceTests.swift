import Testing

/// The inference rules, each checked on the property line that `--style immutable` writes
/// (in that style optionality shows).
@Suite("mapper generate: type inference")
struct TypeInferenceTests {
    /// The property declarations of the first type generated for `samples` (one per argument).
    static func properties(_ samples: String..., type: String = "Root") throws -> [String] {
        let run: MapperProcess.Outcome
        if samples.count == 1 {
            run = try MapperProcess.run("generate", "--style", "immutable", input: samples[0])
        } else {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mapper-infer-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            var paths: [String] = []
            for (index, sample) in samples.enumerated() {
                let url = folder.appendingPathComponent("\(index).json")
                try Data(sample.utf8).write(to: url)
                paths.append(url.path)
            }
            run = try MapperProcess.run(["generate", "--style", "immutable"] + paths)
        }
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard let start = lines.firstIndex(where: { $0.hasPrefix("struct \(type):") }) else { return [] }
        return lines[(start + 1)...].prefix { $0.hasPrefix("    let ") }.map { String($0.dropFirst(8)) }
    }

    @Test(arguments: [
        (#"{"a": 1}"#, "a: Int"),
        (#"{"a": -9223372036854775808}"#, "a: Int"),
        (#"{"a": 9223372036854775808}"#, "a: UInt64"),
        (#"{"a": 18446744073709551616}"#, "a: Decimal"),
        (#"{"a": [-1, 9223372036854775808]}"#, "a: [Decimal]"),
        (#"{"a": 1.5}"#, "a: Double"),
        (#"{"a": 1e400}"#, "a: JSONValue"),
        (#"{"a": [1.5, 1e-200]}"#, "a: [Double]"),
        (#"{"a": 12345678901234567890123456789012345678}"#, "a: Decimal"),
        (#"{"a": 123456789012345678901234567890123456789}"#, "a: Decimal"),   // 39 digits, below 2^128
        (#"{"a": 340282366920938463463374607431768211456}"#, "a: JSONValue"),   // 2^128: no Decimal
        (#"{"a": [18446744073709551616, 1e400]}"#, "a: [JSONValue]"),
        (#"{"a": [1, 2.5]}"#, "a: [Double]"),
        (#"{"a": true}"#, "a: Bool"),
        (#"{"a": "x"}"#, "a: String"),
        (#"{"a": "2024-02-29T23:59:59Z"}"#, "a: Date"),
        (#"{"a": "2024-02-29T23:59:59+0530"}"#, "a: Date"),
        (#"{"a": ["2024-02-29T23:59:59Z", "soon"]}"#, "a: [String]"),
        (#"{"a": "2024-02-29"}"#, "a: String"),
        (#"{"a": "2024-02-29T23:59:59.123Z"}"#, "a: Date"),
        (#"{"a": "2024-05-02T08:15:30.123+02:00"}"#, "a: Date"),
        (#"{"a": "2024-05-02T08:15:30+02:00"}"#, "a: Date"),
        (#"{"a": ["2024-05-02T08:15:30Z", "2024-05-02T08:15:30.5-0500"]}"#, "a: [Date]"),
        (#"{"a": "2024-02-30T00:00:00Z"}"#, "a: String"),
        (#"{"a": "2024-05-01T12:00:00.123456Z"}"#, "a: String"),
        (#"{"a": "2024-05-01T12:00:00.9999Z"}"#, "a: String"),
        (#"{"a": "2016-12-31T23:59:60Z"}"#, "a: String"),
        (#"{"a": "2024-05-02 08:15:30Z"}"#, "a: String"),
        (#"{"a": "2024-05-02T08:15:30."}"#, "a: String"),
        (#"{"a": "2024-05-02T08:15:30.123"}"#, "a: String"),
        (#"{"a": "2024-05-02T08:15:30.123+2:00"}"#, "a: String"),
        (#"{"a": "2024-13-01T00:00:00Z"}"#, "a: String"),
        (#"{"a": [1, "1"]}"#, "a: [JSONValue]"),
        (#"{"a": [[1, 2], [3]]}"#, "a: [[Int]]"),
        (#"{"a": [[[1.5]]]}"#, "a: [[[Double]]]"),
        (#"{"a": []}"#, "a: [JSONValue]"),
        (#"{"a": [1, null]}"#, "a: [JSONValue]"),
        (#"{"a": {}}"#, "a: [String: JSONValue]"),
        (#"{"a": {"1": true, "2": false}}"#, "a: [String: Bool]"),
        (#"{"a": {"1": [1], "2": [2, 3]}}"#, "a: [String: [Int]]"),
        (#"{"a": {"1": "2024-02-29T23:59:59Z"}}"#, "a: [String: Date]"),
        (#"{"a": [[[{"b": 1}]]]}"#, "a: [[[JSONValue]]]"),
        (#"{"a": [[[[1]]]]}"#, "a: [[[[Int]]]]"),
        (#"{"a": [[[[[1]]]]]}"#, "a: [[[[JSONValue]]]]"),
    ])
    func valueTypes(sample: String, property: String) throws {
        #expect(try Self.properties(sample) == [property])
    }

    /// Keys are compared by their bytes, as the library compares them: `"é"` written
    /// precomposed and decomposed are two keys, and both get a property.
    @Test func keysEqualOnlyAfterNormalizationStayTwoProperties() throws {
        let sample = "{\"e\u{301}\": 5, \"\u{E9}\": \"six\"}"
        #expect(try Self.properties(sample) == ["e: Int", "e2: String"])
    }

    @Test func missingOrNullInSomeSamplesIsOptional() throws {
        let properties = try Self.properties(
            #"{"always": 1, "sometimes": 1, "null_once": 1, "only_null": null}"#,
            #"{"always": 2, "null_once": null, "only_null": null}"#)
        #expect(properties == ["always: Int", "sometimes: Int?", "nullOnce: Int?", "onlyNull: JSONValue?"])
    }

    @Test func arrayElementsAreMergedLikeSamples() throws {
        let sample = #"{"items": [{"id": 1, "name": "a"}, {"id": 2.5}, {"id": 3, "name": null, "extra": true}]}"#
        #expect(try Self.properties(sample) == ["items: [Item]"])
        #expect(try Self.properties(sample, type: "Item") == ["id: Double", "name: String?", "extra: Bool?"])
    }

    @Test func topLevelArraysAreSamplesOfTheRoot() throws {
        #expect(try Self.properties(#"[{"a": 1}, null, {"a": 2, "b": "x"}]"#) == ["a: Int", "b: String?"])
    }

    @Test func samplesAreMergedWhateverTheirOrder() throws {
        let first = #"{"n": 1, "o": {"x": 1}}"#
        let second = #"{"n": 2.5, "o": {"y": "s"}}"#
        let forward = try Self.properties(first, second, type: "O")
        #expect(forward == ["x: Int?", "y: String?"])
        #expect(try Self.properties(second, first, type: "O") == ["y: String?", "x: Int?"])
        #expect(try Self.properties(second, first) == ["n: Double", "o: O"])
    }

    @Test func incompatibleValuesBecomeJSONValue() throws {
        #expect(try Self.properties(#"{"a": 1}"#, #"{"a": "one"}"#, #"{"a": [1]}"#) == ["a: JSONValue"])
        #expect(try Self.properties(#"{"a": {"b": 1}}"#, #"{"a": [{"b": 1}]}"#) == ["a: JSONValue"])
    }

    @Test func modelsInsideDictionariesAndNestedArrays() throws {
        let sample = #"{"events": {"11": {"name": "a"}, "12": {"name": "b"}}, "grid": [[{"x": 1}]]}"#
        #expect(try Self.properties(sample) == ["events: [String: Event]", "grid: [[Grid]]"])
        #expect(try Self.properties(sample, type: "Event") == ["name: String"])
    }
}

import Foundation
