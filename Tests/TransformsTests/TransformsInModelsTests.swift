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

    @Test func nullLeavesMappablePropertiesAlone() throws {
        let model = try #require(Everything(JSONString: #"{"seconds": null, "iso": null, "price": null, "position": null}"#))
        #expect(model.seconds == nil && model.iso == nil && model.price == nil && model.position == nil)
        #expect(model.toJSONString() == #"{"roles":[],"limits":{}}"#)
    }
}
