import Foundation
import Mapping

/// Workload 2's input: a JSON array of 1,002 records, generated the same way on every run.
///
/// Each record has a string, an int, a double, a float (two decimals), a bool, an array of five
/// mixed values, a dictionary of three ints, a nested record, and a dictionary of two nested
/// records; nested records have the same scalar fields but no further nesting.
enum RecordDocument {
    static let count = 1_002

    static func json() -> String {
        var generator = SplitMix64(seed: 1_002)
        let records = (0..<count).map { index in record(index, depth: 0, using: &generator) }
        return (try? JSONValue.array(records).jsonString()) ?? "[]"
    }

    private static func record(_ index: Int, depth: Int, using generator: inout SplitMix64) -> JSONValue {
        var object: JSONObject = [
            "name": .string("record \(index) " + generator.sentence(words: 2)),
            "count": .number(JSONNumber(Int.random(in: -1_000_000...1_000_000, using: &generator))),
            "score": .number(JSONNumber(Double(Int.random(in: 1...99_999_999, using: &generator)) / 10_000)),
            "weight": .number(JSONNumber(literal: "\(Int.random(in: 0...999, using: &generator)).\(Int.random(in: 10...99, using: &generator))") ?? 0),
            "active": .bool(Bool.random(using: &generator)),
            "values": [
                .number(JSONNumber(index)), .string(generator.word(length: 6, from: SplitMix64.latin)),
                .number(JSONNumber(Double(index) + 0.25)), .bool(index % 2 == 0), .null,
            ],
            "counts": .object([
                "views": .number(JSONNumber(Int.random(in: 0...100_000, using: &generator))),
                "likes": .number(JSONNumber(Int.random(in: 0...10_000, using: &generator))),
                "shares": .number(JSONNumber(Int.random(in: 0...1_000, using: &generator))),
            ]),
        ]
        if depth == 0 {
            object["nested"] = record(index * 10 + 1, depth: 1, using: &generator)
            object["children"] = .object([
                "left": record(index * 10 + 2, depth: 1, using: &generator),
                "right": record(index * 10 + 3, depth: 1, using: &generator),
            ])
        }
        return .object(object)
    }
}
