import Foundation
import Testing
import Mapping

/// Numbers, booleans and strings into typed properties: exact or not at all. A value that does
/// not fit leaves the property as it was and is reported; `.lenientTypes` converts numeric
/// strings only when the conversion is exact.
@Suite("Scalars into typed properties")
struct ScalarConversionTests {
    @Test("a value that does not fit leaves the property as it was, with an issue",
          arguments: [
            ("int", "9223372036854775808", "number 9223372036854775808"),
            ("int", "18446744073709551616", "number 18446744073709551616"),
            ("int", "123456789012345678901234567890", "number 123456789012345678901234567890"),
            ("uint", "-1", "number -1"),
            ("int8", "300", "number 300"),
            ("int", "1.5", "number 1.5"),
            ("int", "0.1", "number 0.1"),
            ("int", "true", "bool true"),
            ("bool", "1", "number 1"),
            ("float", "3.4028236e38", "number 3.4028236e38"),
            ("int", "\"12\"", "string \"12\""),
          ])
    func aValueThatDoesNotFitLeavesThePropertyAlone(key: String, literal: String, found: String) throws {
        let (numbers, allIssues) = Mapper<Numbers>().mapWithIssues(JSONString: "{\"\(key)\": \(literal)}")
        #expect(numbers == Numbers())
        // The other properties' keys are absent: each is a missing-key issue, not this case's.
        let issues = allIssues.filter { $0.kind != .missingKey }
        let issue = try #require(issues.first)
        #expect(issues.count == 1)
        #expect(issue.kind == .typeMismatch)
        #expect(issue.keyPath == key)
        #expect(issue.found == found)
    }

    @Test("conversions are exact: 1.0 is an Int, big integers round only into Double, -0 keeps its sign")
    func conversionsAreExact() throws {
        let mapper = Mapper<Numbers>()
        #expect(mapper.map(JSONString: #"{"int": 1.0}"#)?.int == 1)
        #expect(mapper.map(JSONString: #"{"int64": 9007199254740993}"#)?.int64 == 9_007_199_254_740_993)
        #expect(mapper.map(JSONString: #"{"double": 9007199254740993}"#)?.double == 9_007_199_254_740_992)
        #expect(mapper.map(JSONString: #"{"double": 9223372036854775807}"#)?.double == 9_223_372_036_854_775_808)
        let negativeZero = try #require(mapper.map(JSONString: #"{"double": -0.0}"#))
        #expect(negativeZero.double.sign == .minus)
        #expect(mapper.toJSONString(negativeZero)?.contains("\"double\":-0") == true)
        let written = try #require(mapper.toJSONString(negativeZero))
        let again = try #require(mapper.map(JSONString: written))
        #expect(again.double.sign == .minus && again.double == 0)
        #expect(mapper.map(JSONString: #"{"double": -0}"#)?.double.sign == .minus)
        #expect(mapper.map(JSONString: #"{"decimal": 1.66}"#)?.decimal == Decimal(string: "1.66"))
    }

    @Test("a numeric string maps with .lenientTypes, only when exact")
    func lenientTypesMapNumericStringsOnlyWhenExact() {
        let lenient = Mapper<Numbers>(options: .lenientTypes)
        #expect(lenient.map(JSONString: #"{"int": "12"}"#)?.int == 12)
        #expect(lenient.map(JSONString: #"{"int": "12.5"}"#)?.int == 0)
        #expect(lenient.map(JSONString: #"{"bool": 1}"#)?.bool == true)
    }
}
