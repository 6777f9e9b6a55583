import Foundation
import Testing
import Mapping

@Suite("JSONValue as a collection")
struct JSONValueCollectionTests {
    @Test func countIsEmptyAndKeys() {
        let value: JSONValue = ["b": [1, 2, 3], "a": [:], "s": "text", "n": nil]
        #expect(value.count == 4 && value.keys == ["b", "a", "s", "n"])
        #expect(value["b"].count == 3 && !value["b"].isEmpty)
        #expect(value["a"].count == 0 && value["a"].isEmpty && value["a"].keys.isEmpty)
        #expect(value["s"].count == 0 && value["s"].isEmpty)           // scalars have no elements
        #expect(value["n"].isEmpty && value["missing"].isEmpty && value["missing"].count == 0)
        #expect(value["b"].keys.isEmpty)
    }

    @Test func iteratesInOrder() throws {
        let value = try JSONValue(parsing: #"{"z": 1, "a": 2, "m": 3, "list": ["x", "y"]}"#)
        var pairs: [String] = []
        for (key, member) in value.objectValue { pairs.append("\(key)=\(member.stringValue)") }
        #expect(pairs == ["z=1", "a=2", "m=3", "list="])
        var elements: [String] = []
        for element in value["list"].arrayValue { elements.append(element.stringValue) }
        #expect(elements == ["x", "y"])
        #expect(value["z"].arrayValue.isEmpty && value["missing"].objectValue.isEmpty)
    }
}
