import Foundation
import Testing
import Transforms

/// Parses JSON text written in a test; a typo in a fixture fails the test that uses it.
func json(_ text: String) -> JSONValue {
    do {
        return try JSONValue(parsing: text)
    } catch {
        Issue.record("fixture is not JSON: \(text): \(error)")
        return .null
    }
}

/// The compact JSON text of a written value, or a marker for no value.
func text(_ value: JSONValue?) -> String {
    guard let value else { return "<nil>" }
    return (try? value.jsonString()) ?? "<unwritable>"
}

/// A date from seconds since 1970.
func date(_ seconds: Double) -> Date {
    Date(timeIntervalSince1970: seconds)
}

/// 2016-03-16T08:43:15Z, the date most tests use.
let sampleSeconds: Double = 1_458_117_795
