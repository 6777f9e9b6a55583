import Foundation

/// libFuzzer target `parser`: any bytes go through every parsing door.
///
/// For every input:
/// - `[UInt8]`, `Data` and (when the bytes are valid UTF-8) `String` give the same outcome;
/// - the tape parser (used for lazy mapping) gives the same value or the same error;
/// - tight limits never accept what the defaults reject, and what they accept is the same value;
/// - an error's position lies within the input and its diagnostic can be printed.
///
/// For every accepted input, in each of compact, pretty, and sorted-keys writing:
/// - the value writes without error and the output re-parses to an identical value
///   (same string bytes, same number text, same keys in the same order unless sorted);
/// - writing the re-parsed value gives the same bytes again;
/// - equal values hash equally.
public func parserFuzzerTestOneInput(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let bytes = start.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    ParserFuzzer(input: bytes).run()
    return 0
}

struct ParserFuzzer {
    let input: [UInt8]

    func expect(_ condition: @autoclosure () -> Bool, _ reason: @autoclosure () -> String) {
        FuzzCheck.expect(condition(), reason(), input: input)
    }

    func run() {
        let outcome = Result { () throws(JSONParseError) in try JSONValue(parsing: input) }
        checkOtherDoors(against: outcome)
        checkTape(against: outcome)
        checkTightLimits(against: outcome)
        switch outcome {
        case .success(let value):
            checkRoundTrip(value, pretty: false, sortedKeys: false)
            checkRoundTrip(value, pretty: true, sortedKeys: false)
            checkRoundTrip(value, pretty: false, sortedKeys: true)
        case .failure(let error):
            checkError(error)
        }
    }

    func same(_ lhs: Result<JSONValue, JSONParseError>, _ rhs: Result<JSONValue, JSONParseError>) -> Bool {
        switch (lhs, rhs) {
        case (.success(let a), .success(let b)): return FuzzCheck.identical(a, b)
        case (.failure(let a), .failure(let b)): return a == b
        default: return false
        }
    }

    func checkOtherDoors(against outcome: Result<JSONValue, JSONParseError>) {
        let data = Result { () throws(JSONParseError) in try JSONValue(parsing: Data(input)) }
        expect(same(outcome, data), "Data parse differs from [UInt8] parse: \(data) vs \(outcome)")
        if let text = String(validating: input, as: UTF8.self) {
            let string = Result { () throws(JSONParseError) in try JSONValue(parsing: text) }
            expect(same(outcome, string), "String parse differs from [UInt8] parse: \(string) vs \(outcome)")
        }
    }

    func checkTape(against outcome: Result<JSONValue, JSONParseError>) {
        let tape = Result { () throws(JSONParseError) in try JSONTape.parse(input, limits: JSONParseLimits()) }
        switch (tape, outcome) {
        case (.success(let tape?), .success(let value)):
            let read = JSONElement(tape: tape, index: 0).value
            expect(FuzzCheck.identical(read, value), "tape reads \(read), tree is \(value)")
        case (.success(nil), _):
            expect(false, "tape refused a document smaller than 4 GB")
        case (.failure(let tapeError), .failure(let treeError)):
            expect(tapeError == treeError, "tape error \(tapeError), tree error \(treeError)")
        default:
            expect(false, "tape and tree disagree: \(tape) vs \(outcome)")
        }
    }

    func checkTightLimits(against outcome: Result<JSONValue, JSONParseError>) {
        var limits = JSONParseLimits()
        limits.maximumDepth = 3
        limits.maximumStringLength = 6
        limits.maximumNumberLength = 6
        limits.maximumDocumentSize = 64
        let limited = Result { () throws(JSONParseError) in try JSONValue(parsing: input, limits: limits) }
        switch (limited, outcome) {
        case (.success(let a), .success(let b)):
            expect(FuzzCheck.identical(a, b), "limits changed the value: \(a) vs \(b)")
        case (.success, .failure(let error)):
            expect(false, "tight limits accepted what the defaults reject (\(error))")
        case (.failure(let error), _):
            checkError(error)
        }
    }

    func checkError(_ error: JSONParseError) {
        expect((0...input.count).contains(error.offset), "offset \(error.offset) outside the input")
        expect(error.line >= 1 && error.column >= 1, "line \(error.line), column \(error.column)")
        // A character of the excerpt takes at most two columns.
        expect(error.excerptColumn >= 1 && error.excerptColumn <= 2 * error.excerpt.count + 1,
               "caret at \(error.excerptColumn) in an excerpt of \(error.excerpt.count) characters")
        expect(!error.diagnostic.isEmpty, "empty diagnostic")
    }

    func checkRoundTrip(_ value: JSONValue, pretty: Bool, sortedKeys: Bool) {
        let written: [UInt8]
        do {
            written = try value.jsonBytes(pretty: pretty, sortedKeys: sortedKeys)
        } catch {
            return expect(false, "a parsed value does not write: \(error)")
        }
        let reparsed: JSONValue
        do {
            reparsed = try JSONValue(parsing: written)
        } catch {
            return expect(false, "written output does not parse: \(error)\n\(String(decoding: written, as: UTF8.self))")
        }
        expect(FuzzCheck.identical(reparsed, value, orderedKeys: !sortedKeys),
               "round trip (pretty \(pretty), sorted \(sortedKeys)) changed the value: \(reparsed) vs \(value)")
        expect(reparsed == value, "identical values are not ==")
        expect(reparsed.hashValue == value.hashValue, "equal values hash differently")
        let again = try? reparsed.jsonBytes(pretty: pretty, sortedKeys: sortedKeys)
        expect(again == written, "writing the re-parsed value gives other bytes")
    }
}
