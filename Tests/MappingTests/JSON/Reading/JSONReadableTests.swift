import Testing
@testable import Mapping

/// The two readers behind `JSONElement` (JSONReadable.swift): a tape entry and a tree answer
/// every question the mapping layer asks the same way, for every kind of value, at every level.
@Suite("One read interface: tape and tree agree")
struct JSONReadableTests {
    static let documents = [
        "null", "true", "false", "0", "-0", "-1.50", "12345678901234567890123", "1e400", #""""#,
        #""a \"quoted\" \u00e9 line\n""#, "[]", "{}",
        #"[1, "two", [3], {"four": 4}, null, true]"#,
        #"{"id": 7, "name": "Ada", "tags": ["x", "y"], "nested": {"deep": [{"k": "v"}]}}"#,
        #"{"a": 1, "b": 2, "a": {"c": 3}, "b": null, "a": [4]}"#,
        "{\"\u{E9}\": 1, \"e\u{301}\": 2, \"\u{E9}\": 3}",
    ]

    @Test(arguments: documents)
    func everyAnswerIsTheSame(document: String) throws {
        let tape = try #require(try JSONTape.parse(Array(document.utf8), limits: JSONParseLimits()))
        let tree = try JSONValue(parsing: document)
        try compare(JSONElement(tape: tape, index: 0), JSONElement(tree), at: "$")
    }

    @Test("a depth limit counts every array alike on both, those read whole in place included")
    func depthLimitOnBoth() {
        var limits = JSONParseLimits()
        limits.maximumDepth = 2
        for (text, fits) in ParserTests.depthCases {
            #expect(((try? JSONValue(parsing: text, limits: limits)) != nil) == fits, "\(text)")
            #expect(((try? JSONTape.parse(Array(text.utf8), limits: limits)) != nil) == fits, "tape: \(text)")
        }
    }

    @Test("a repeated key is one member, at its first position, with its last value, on both")
    func repeatedKeysSettleAlike() throws {
        let document = #"{"a": 1, "b": 2, "a": 3, "c": 4, "b": 5}"#
        let tape = try #require(try JSONTape.parse(Array(document.utf8), limits: JSONParseLimits()))
        for element in [JSONElement(tape: tape, index: 0), JSONElement(try JSONValue(parsing: document))] {
            var members: [String] = []
            _ = element.forEachMember { key, value in
                members.append("\(key)=\(value.value)")
                return true
            }
            #expect(members == ["a=3", "b=5", "c=4"])
        }
        // Only the tape still knows which keys repeated, for the report.
        #expect(JSONElement(tape: tape, index: 0).repeatedKeys().map { "\($0.key)x\($0.count)" } == ["ax2", "bx2"])
    }

    @Test("stopping a walk early stops it on both")
    func stoppingEarly() throws {
        let document = #"{"a": [1, 2, 3], "b": 2, "a": [4, 5, 6]}"#
        let tape = try #require(try JSONTape.parse(Array(document.utf8), limits: JSONParseLimits()))
        for element in [JSONElement(tape: tape, index: 0), JSONElement(try JSONValue(parsing: document))] {
            var keys: [String] = []
            #expect(element.forEachMember { key, _ in keys.append(key); return false })
            #expect(keys == ["a"])
            var hint = 0
            let array = try #require(element.member("a", hint: &hint))
            var seen: [JSONValue] = []
            #expect(array.forEachElement { seen.append($0.value); return seen.count < 2 })
            #expect(seen == [4, 5])
        }
    }

    /// Compares every answer of two elements, then their elements and members, recursively
    /// (the documents here are shallow).
    private func compare(_ tape: JSONElement, _ tree: JSONElement, at path: String) throws {
        #expect(tape.value == tree.value, "value at \(path)")
        #expect(tape.isNull == tree.isNull, "isNull at \(path)")
        #expect(tape.bool == tree.bool, "bool at \(path)")
        #expect(tape.string == tree.string, "string at \(path)")
        #expect(tape.number == tree.number, "number at \(path)")
        #expect(tape.number(.lenient) == tree.number(.lenient), "lenient number at \(path)")
        #expect(tape.isObject == tree.isObject, "isObject at \(path)")
        #expect(tape.arrayCount == tree.arrayCount, "arrayCount at \(path)")
        #expect(tape.issueRendering == tree.issueRendering, "issueRendering at \(path)")

        var tapeElements: [JSONElement] = []
        var treeElements: [JSONElement] = []
        #expect(tape.forEachElement { tapeElements.append($0); return true }
                == tree.forEachElement { treeElements.append($0); return true })
        try #require(tapeElements.count == treeElements.count, "element count at \(path)")
        for (position, (left, right)) in zip(tapeElements, treeElements).enumerated() {
            try compare(left, right, at: "\(path)[\(position)]")
            let component = MapKeyPath.Component(String(position))
            #expect(tape.child(component)?.value == tree.child(component)?.value)
        }

        var tapeMembers: [(String, JSONElement)] = []
        var treeMembers: [(String, JSONElement)] = []
        #expect(tape.forEachMember { tapeMembers.append(($0, $1)); return true }
                == tree.forEachMember { treeMembers.append(($0, $1)); return true })
        #expect(tapeMembers.map(\.0) == treeMembers.map(\.0), "keys at \(path)")
        for ((key, left), (_, right)) in zip(tapeMembers, treeMembers) {
            try compare(left, right, at: "\(path).\(key)")
            var tapeHint = 0
            var treeHint = 0
            #expect(tape.member(key, hint: &tapeHint)?.value == tree.member(key, hint: &treeHint)?.value)
            #expect(tape.child(MapKeyPath.Component(key))?.value == tree.child(MapKeyPath.Component(key))?.value)
        }
        var hint = 0
        #expect(tape.member("absent", hint: &hint) == nil && tree.member("absent", hint: &hint) == nil)
    }
}
