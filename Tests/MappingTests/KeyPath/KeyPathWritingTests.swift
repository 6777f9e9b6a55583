import Foundation
import Testing
import Mapping

/// Writes through a key path or a JSON Pointer never replace an array that is already there:
/// a component that is not an array index (`x`, `-1`, `01`, a number of 19 digits or more) is
/// refused where it meets one, as an index too far past the end is, by every door that writes
/// at a path. Where nothing is there yet, the write creates what the path needs, as before.
@Suite("Key-path writes keep the arrays they meet")
struct KeyPathWritingTests {
    /// Components that are keys, never array indexes.
    static let notIndexes = ["-1", "x", "01", "99999999999999999999", "+1", ""]

    /// Writes `first` at `list.0`, then `second` at the path its mapper's context names.
    struct TwoWrites: Mappable {
        var first = 1
        var second = 2
        var path = ""
        init(path: String) { self.path = path }
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            first <- map["list.0"]
            second <- map[path]
        }
    }

    /// The same writes from an `ImmutableMappable`'s `>>>`.
    struct ImmutableTwoWrites: ImmutableMappable {
        let first: Int
        let second: Int
        let path: String
        init(path: String) { (first, second, self.path) = (1, 2, path) }
        init(map: Map) throws { (first, second, path) = (1, 2, "") }
        func mapping(map: Map) {
            first >>> map["list.0"]
            second >>> map[path]
        }
    }

    @Test("a model's <- write at a non-index component of an existing array is refused with an issue",
          arguments: notIndexes)
    func mappableWrite(component: String) {
        let model = TwoWrites(path: "list." + component)
        let (text, issues) = Mapper<TwoWrites>().toJSONStringWithIssues(model)
        #expect(text == nil)  // a value was left out: no text
        #expect(Mapper<TwoWrites>().toJSON(model) as NSDictionary == ["list": [1]] as NSDictionary)
        #expect(issues.map(\.kind) == [.unwritableKeyPath])
        #expect(issues.map(\.keyPathComponents) == [["list", component]])
        #expect(issues.first?.found
            == "\"\(component)\" is not an array index: the value at \"list\" is an array of 1 element, which a write does not replace")
    }

    @Test("an ImmutableMappable's >>> write is refused the same way", arguments: notIndexes)
    func immutableWrite(component: String) {
        let model = ImmutableTwoWrites(path: "list." + component)
        let (text, issues) = Mapper<ImmutableTwoWrites>().toJSONStringWithIssues(model)
        #expect(text == nil)
        #expect(Mapper<ImmutableTwoWrites>().toJSON(model) as NSDictionary == ["list": [1]] as NSDictionary)
        #expect(issues.map(\.kind) == [.unwritableKeyPath])
        #expect(issues.map(\.keyPathComponents) == [["list", component]])
    }

    @Test("an index too far past the end and a component that is not an index are refused alike")
    func sameKindAsTheIndexCap() {
        let farIndex = Mapper<TwoWrites>().toJSONStringWithIssues(TwoWrites(path: "list.999999999999999999")).issues
        let notIndex = Mapper<TwoWrites>().toJSONStringWithIssues(TwoWrites(path: "list.9999999999999999999")).issues
        #expect(farIndex.map(\.kind) == [.unwritableKeyPath])
        #expect(notIndex.map(\.kind) == [.unwritableKeyPath])
        #expect(notIndex.first?.description
            == #"list.9999999999999999999: expected a key path that can be written, found "9999999999999999999" is not an array index: the value at "list" is an array of 1 element, which a write does not replace"#)
    }

    @Test("a path through an array element refuses a non-index component in a nested array too")
    func nestedArrays() {
        let (text, issues) = Mapper<TwoWrites>().toJSONStringWithIssues(TwoWrites(path: "list.1.x"))
        #expect(text == #"{"list":[1,{"x":2}]}"#)  // list.1 is past the end: a fresh object there
        #expect(issues.isEmpty)
        var value: JSONValue = ["m": [[1, 2], [3]]]
        let before = value
        value[path: "m.1.a"] = 9
        #expect(value == before)
        value[path: "m.1.1"] = 4
        #expect(value == ["m": [[1, 2], [3, 4]]])
    }

    @Test("JSONValue[path:] leaves the array and its values as they were", arguments: notIndexes)
    func pathSubscript(component: String) {
        var value: JSONValue = ["x": [1, 2, 3]]
        value[path: "x." + component] = 7
        #expect(value == ["x": [1, 2, 3]])
        var optional: JSONValue? = ["x": [1, 2, 3]]
        optional[path: "x." + component] = 7
        #expect(optional == ["x": [1, 2, 3]])
    }

    /// (A whole number too long for an `Int`, `99999999999999999999`, is an index by RFC 6901's
    /// grammar: `indexOutOfReach`, tested with the other far indexes in JSONValueEditingTests.)
    @Test("set(_:at:) with a pointer throws notAnIndex; [pointer:] changes nothing (RFC 6901)",
          arguments: ["01", "-1", "x", "1e0"])
    func pointerWrite(token: String) throws {
        var value: JSONValue = ["x": [1, 2, 3]]
        value[pointer: "/x/" + token] = 7
        #expect(value == ["x": [1, 2, 3]])
        do {
            try value.set(7, at: JSONPointer("/x/" + token))
            Issue.record("expected a refusal")
        } catch {
            #expect(error.kind == .notAnIndex)
            #expect(error.tokenIndex == 1)
            #expect(error.description
                == "cannot write at \"/x/\(token)\": \"\(token)\" is not an array index: the value at \"/x\" is an array of 3 elements, which a write does not replace")
        }
        #expect(value == ["x": [1, 2, 3]])
        // The pointer at the top level of an array names the top level.
        var list: JSONValue = [1]
        #expect(throws: JSONPointerError.self) { try list.set(2, at: JSONPointer("/a")) }
        do { try list.set(2, at: JSONPointer("/a")) } catch {
            #expect(error.reason == #""a" is not an array index: the value at the top level is an array of 1 element, which a write does not replace"#)
        }
        #expect(list == [1])
    }

    @Test("indexes and \"-\" still write into arrays")
    func indexesStillWrite() throws {
        var value: JSONValue = ["x": [1, 2, 3]]
        try value.set(4, at: JSONPointer("/x/-"))
        value[pointer: "/x/0"] = 0
        value[path: "x.5"] = 6
        #expect(value == ["x": [0, 2, 3, 4, nil, 6]])
        let (text, issues) = Mapper<TwoWrites>().toJSONStringWithIssues(TwoWrites(path: "list.2"))
        #expect(text == #"{"list":[1,null,2]}"#)
        #expect(issues.isEmpty)
    }

    @Test("over an absent key, any component still creates objects, and numbers in objects are keys")
    func absentKeysCreateObjects() throws {
        var value: JSONValue = ["o": [:]]
        value[path: "a.-1"] = 1
        value[path: "b.01.c"] = 2
        try value.set(3, at: JSONPointer("/d/x"))
        value[path: "o.0"] = 4
        value[path: "o.-1"] = 5
        #expect(value == ["o": ["0": 4, "-1": 5], "a": ["-1": 1], "b": ["01": ["c": 2]], "d": ["x": 3]])
        let (text, issues) = Mapper<TwoWrites>().toJSONStringWithIssues(TwoWrites(path: "other.-1"))
        #expect(text == #"{"list":[1],"other":{"-1":2}}"#)
        #expect(issues.isEmpty)
    }

    @Test("a subscript's String key is a key, and still replaces what stands in its way, as documented")
    func subscriptKeysReplace() {
        var value: JSONValue = ["x": [1, 2, 3]]
        value["x"]["name"] = 7
        #expect(value == ["x": ["name": 7]])
        var chained: JSONValue = ["x": [1, 2, 3]]
        chained["x", "name"] = 7
        #expect(chained == ["x": ["name": 7]])
    }
}
