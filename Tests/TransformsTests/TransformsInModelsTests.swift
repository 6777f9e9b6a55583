import Foundation
import Testing
import Transforms

@Suite struct TransformsInModelsTests {
    static let expected = #"""
        {"id":"7","seconds":1458143002,"millis":1458143002250,"iso":"2016-03-16T08:43:17Z",\#
        "isoFraction":"2016-03-16T08:43:15.107Z","day":"2016-03-17","paris":"16/03/2016 09:17:00",\#
        "roles":["admin","member"],"url":"https://example.com/p%207?q=7","data":"AQIDBA==",\#
        "limits":{"pro":{"requests":7}},"price":7.66,"big":"123456789012345678901234567897",\#
        "position":{"lat":7.5,"lon":-7.25}}
        """#

    @Test func aMappableModelMapsEveryTransformBothWays() throws {
        let model = try #require(Everything(JSONString: Catalog.document(7)))
        #expect(model.roles == [.admin, .member])
        #expect(model.url?.host == "example.com")
        #expect(model.toJSONString() == Self.expected)
        // What was written reads back to the same text.
        let again = try #require(Everything(JSONString: Self.expected))
        #expect(again.toJSONString() == Self.expected)
    }

    @Test func anImmutableModelMapsEveryTransformBothWays() throws {
        let model = try ImmutableEverything(JSONString: Catalog.document(7, strict: true))
        #expect(model.toJSONString() == Self.expected)
        // The unknown role of the lenient document fails an immutable model, naming the element.
        #expect(throws: MapError.self) { try ImmutableEverything(JSONString: Catalog.document(7)) }
        #expect(try ImmutableEverything(JSONString: Self.expected).toJSONString() == Self.expected)
    }

    @Test(arguments: ["seconds", "iso", "url", "data", "price", "position", "id", "limits"])
    func aFailedTransformThrowsForAnImmutableModel(key: String) throws {
        var document = try JSONValue(parsing: Catalog.document(7, strict: true))
        guard case .object(var object) = document else { return }
        object[key] = [1, 2]
        document = .object(object)
        let text = try document.jsonString()
        #expect(throws: MapError.self) { try ImmutableEverything(JSONString: text) }
        let issues = Mapper<Everything>().mapWithIssues(JSONString: text).issues
        #expect(issues.contains { $0.keyPath == key && $0.kind == .failedTransform })
    }

    /// The keys of ``Catalog/document(_:strict:)`` whose transforms read a date, a number, a URL
    /// or base64 from a string, in the order the models map them.
    static let valueStrings = ["seconds", "millis", "iso", "isoFraction", "day", "paris", "url", "data", "price", "big"]

    /// Every transform that reads a date, a number, a URL or base64 from a string ignores JSON's
    /// white space around it, as a hand-edited payload leaves it, through `<-` and
    /// `try map.value(_:using:)`, from text and from Foundation values; what is written is
    /// unchanged. An enum's raw value is exact.
    @Test func whiteSpaceAroundAStringIsIgnoredByEveryTransformThatReadsAValue() throws {
        guard case .object(var object) = try JSONValue(parsing: Catalog.document(7, strict: true)) else {
            Issue.record("the document is not an object")
            return
        }
        for key in Self.valueStrings {
            let value = try #require(object[key])
            let literal = try value.string ?? value.jsonString()
            object[key] = .string(" \t\(literal)\r\n")
        }
        let text = try JSONValue.object(object).jsonString()
        let foundation = try #require(JSONValue.object(object).foundationValue as? [String: Any])
        let (model, issues) = Mapper<Everything>().mapWithIssues(JSONString: text)
        #expect(issues.isEmpty)
        #expect(model.flatMap { Mapper<Everything>().toJSONString($0) } == Self.expected)
        #expect(Everything(JSON: foundation)?.toJSONString() == Self.expected)
        #expect(try ImmutableEverything(JSONString: text).toJSONString() == Self.expected)
        #expect(try ImmutableEverything(JSON: foundation).toJSONString() == Self.expected)

        object["roles"] = [" admin", "member"]
        let padded = Mapper<Everything>().mapWithIssues(JSONString: try JSONValue.object(object).jsonString())
        #expect(padded.value?.roles == [.member])
        #expect(padded.issues.map(\.description) == [#"roles.0: expected Role, found string " admin", which the transform rejected"#])
    }

    /// White space alone is no value: each property is left as it was, and reported with the
    /// string found, as an empty string is.
    @Test(arguments: [" ", "\r\n\t", ""])
    func whiteSpaceAloneIsNoValueForAnyTransform(blank: String) throws {
        guard case .object(var object) = try JSONValue(parsing: Catalog.document(7, strict: true)) else {
            Issue.record("the document is not an object")
            return
        }
        for key in Self.valueStrings { object[key] = .string(blank) }
        let text = try JSONValue.object(object).jsonString()
        let (model, issues) = Mapper<Everything>().mapWithIssues(JSONString: text)
        let found = "string \(try JSONValue.string(blank).jsonString())"
        // An empty string is empty data: the one value that reads.
        let refused = Self.valueStrings.filter { !(blank.isEmpty && $0 == "data") }
        #expect(issues.map(\.keyPath) == refused)
        #expect(issues.allSatisfy { $0.kind == .failedTransform && $0.found == found })
        #expect(model?.seconds == nil && model?.iso == nil && model?.day == nil && model?.url == nil && model?.big == nil)
        #expect(throws: MapError.self) { try ImmutableEverything(JSONString: text) }
    }

    @Test func nullLeavesMappablePropertiesAlone() throws {
        let model = try #require(Everything(JSONString: #"{"seconds": null, "iso": null, "price": null, "position": null}"#))
        #expect(model.seconds == nil && model.iso == nil && model.price == nil && model.position == nil)
        #expect(model.toJSONString() == #"{"roles":[],"limits":{}}"#)
    }
}
