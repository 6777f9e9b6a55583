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

    /// Numbers mapped from text are converted straight from the parsed document; from a tree
    /// they go through `JSONNumber`. Every stored form must give the same values (and the same
    /// refusals) both ways, and the nearest `Double` must be the one Swift's own parser gives.
    @Test("a number read from text converts as the same number read from a tree",
          arguments: [
            "0", "-0", "-0.0", "1", "-1", "127", "128", "-128", "-129", "255", "-255",
            "9007199254740992", "9007199254740993", "-9007199254740993", "123456789012345678",
            "9223372036854775807", "-9223372036854775808", "-9223372036854775809",
            "9223372036854775808", "18446744073709551615", "18446744073709551616",
            "1.0", "-2.50", "3.0000000000000000000000", "1.5", "0.1", "0.30000000000000004",
            "-65.613616999999977", "1234567890.123456789", "9007199254740993.0",
            "0.0000000000000000000000001", "0.00000000000000000000000000000000000000000000000001",
            "1e2", "-1E-2", "1.7976931348623157e308", "4.9e-324", "2.2250738585072011e-308",
            "12345678901234567890123", "0.1234567890123456789012",
          ])
    func textAndTreeConvertAlike(literal: String) throws {
        let keys = ["int", "int8", "int64", "uint", "double"]
        let document = "{" + keys.map { "\"\($0)\": \(literal)" }.joined(separator: ", ") + "}"
        let mapper = Mapper<Numbers>()
        let (fromText, textIssues) = mapper.mapWithIssues(JSONString: document)
        let (fromTree, treeIssues) = mapper.mapWithIssues(JSONValue: try JSONValue(parsing: document))
        let text = try #require(fromText)
        let tree = try #require(fromTree)
        #expect(text.int == tree.int && text.int8 == tree.int8 && text.int64 == tree.int64 && text.uint == tree.uint)
        #expect(text.double.bitPattern == tree.double.bitPattern)
        #expect(textIssues.map(\.keyPath) == treeIssues.map(\.keyPath))
        let nearest = try #require(Double(literal))
        #expect(text.double.bitPattern == nearest.bitPattern)
        if let whole = Int64(literal) {
            #expect(text.int64 == whole)
            #expect(text.int == Int(whole))
            #expect(text.int8 == Int8(exactly: whole) ?? 0)
        }
    }

    @Test("a numeric string maps with .lenientTypes, only when exact")
    func lenientTypesMapNumericStringsOnlyWhenExact() {
        let lenient = Mapper<Numbers>(options: .lenientTypes)
        #expect(lenient.map(JSONString: #"{"int": "12"}"#)?.int == 12)
        #expect(lenient.map(JSONString: #"{"int": "12.5"}"#)?.int == 0)
        #expect(lenient.map(JSONString: #"{"bool": 1}"#)?.bool == true)
    }
}

/// `CGFloat`, which iOS models use for sizes and ratios, maps as a basic value on every
/// platform: a cast from `NSNumber` works only where Foundation bridges the two.
@Suite("CGFloat properties")
struct CGFloatConversionTests {
    struct Layout: Mappable {
        var ratio: CGFloat = 1
        var radius: CGFloat?
        var stops: [CGFloat] = []
        var insets: [String: CGFloat] = [:]
        var extra: [String: Any] = [:]

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            ratio <- map["ratio"]
            radius <- map["radius"]
            stops <- map["stops"]
            insets <- map["insets"]
            extra <- map["extra"]
        }
    }

    @Test func readsAndWritesEveryShape() throws {
        let json = #"{"ratio":1.3333,"radius":8,"stops":[0,0.5,1],"insets":{"top":2.5},"extra":{}}"#
        let (layout, issues) = Mapper<Layout>().mapWithIssues(JSONString: json)
        let read = try #require(layout)
        #expect(issues.isEmpty)
        #expect(read.ratio == 1.3333 && read.radius == 8 && read.stops == [0, 0.5, 1] && read.insets == ["top": 2.5])
        #expect(read.toJSONString() == #"{"ratio":1.3333,"radius":8,"stops":[0,0.5,1],"insets":{"top":2.5},"extra":{}}"#)
        // What does not convert is reported, as for a Double.
        let (kept, refused) = Mapper<Layout>().mapWithIssues(JSONString: #"{"ratio": "wide"}"#)
        let mismatch = refused.filter { $0.kind == .typeMismatch }
        #expect(kept?.ratio == 1 && mismatch.map(\.keyPath) == ["ratio"] && mismatch.first?.expected == "CGFloat")
        // A CGFloat in a dictionary built in code is written as a number.
        var built = try #require(Layout(JSON: [:]))
        built.extra = ["scale": CGFloat(2.5)]
        #expect(built.toJSONString() == #"{"ratio":1,"stops":[],"insets":{},"extra":{"scale":2.5}}"#)
    }
}
