import Foundation
import Testing
import Mapping

@Suite("JSON Pointer (RFC 6901)")
struct JSONPointerTests {
    /// The example document of RFC 6901, section 5.
    static let document = #"""
        {"foo": ["bar", "baz"], "": 0, "a/b": 1, "c%d": 2, "e^f": 3, "g|h": 4, "i\\j": 5, "k\"l": 6, " ": 7, "m~n": 8}
        """#

    @Test(arguments: [
        ("/foo", #"["bar","baz"]"#), ("/foo/0", #""bar""#), ("/", "0"), ("/a~1b", "1"), ("/c%d", "2"), ("/e^f", "3"),
        ("/g|h", "4"), (#"/i\j"#, "5"), (#"/k"l"#, "6"), ("/ ", "7"), ("/m~0n", "8"),
    ])
    func readsTheRFCExamples(pointer: String, expected: String) throws {
        let document = try JSONValue(parsing: Self.document)
        #expect(try document[pointer: pointer]?.jsonString() == expected)
        #expect(try document.value(at: JSONPointer(pointer)).jsonString() == expected)
    }

    @Test func theEmptyPointerIsTheWholeDocument() throws {
        let document = try JSONValue(parsing: Self.document)
        #expect(document[pointer: ""] == document)
        #expect(try JSONPointer("").tokens.isEmpty)
    }

    @Test func tokensAreUnescapedOnceAndWrittenBack() throws {
        #expect(try JSONPointer("/a~1b/m~0n/~01").tokens == ["a/b", "m~n", "~1"])   // "~01" is "~" then "1"
        #expect(try JSONPointer("/a~1b/m~0n/~01").description == "/a~1b/m~0n/~01")
        #expect(JSONPointer(tokens: ["a/b", "~", ""]).description == "/a~1b/~0/")
        #expect(try JSONPointer("//").tokens == ["", ""])
        #expect(JSONPointer(keyPath: "statuses.0.user").tokens == ["statuses", "0", "user"])
        #expect(JSONPointer(keyPath: "a->b.c", delimiter: "->").tokens == ["a", "b.c"])
        #expect(try JSONPointer("/a/b/c").prefix(1) == JSONPointer("/a"))
    }

    @Test(arguments: [
        ("a/b", 0, #"invalid JSON Pointer "a/b" at offset 0: a JSON Pointer starts with "/", or is empty for the whole document"#),
        ("#/a", 0, ##"invalid JSON Pointer "#/a" at offset 0: a JSON Pointer starts with "/", or is empty for the whole document (leave out the "#" of the URI fragment form)"##),
        ("/a~2b", 2, #"invalid JSON Pointer "/a~2b" at offset 2: "~" must be followed by "0" (for "~") or "1" (for "/")"#),
        ("/a~", 2, #"invalid JSON Pointer "/a~" at offset 2: "~" must be followed by "0" (for "~") or "1" (for "/")"#),
    ])
    func malformedPointersAreErrors(pointer: String, offset: Int, message: String) throws {
        #expect(throws: JSONPointerError.self) { try JSONPointer(pointer) }
        do {
            _ = try JSONPointer(pointer)
        } catch {
            #expect(error.kind == .malformed)
            #expect(error.offset == offset)
            #expect(error.description == message)
            #expect(error.localizedDescription == message)
        }
        var value: JSONValue = ["a": ["b": 1]]
        #expect(value[pointer: pointer] == nil)
        value[pointer: pointer] = 2
        #expect(value == ["a": ["b": 1]])
    }

    @Test(arguments: [
        ("/foo/2", 1, #"no value at "/foo/2": index 2 is out of range: the array at "/foo" has 2 elements"#),
        ("/foo/-", 1, #"no value at "/foo/-": "-" names the position after the last element of the array at "/foo", which holds no value"#),
        ("/foo/01", 1, #"no value at "/foo/01": "01" is not an array index: the value at "/foo" is an array of 2 elements"#),
        ("/bar", 0, #"no value at "/bar": no key "bar" in the object at the top level"#),
        ("/foo/0/x", 2, #"no value at "/foo/0/x": no "x" in the string at "/foo/0": only objects and arrays have members"#),
        ("/a~1b/c", 1, #"no value at "/a~1b/c": no "c" in the number at "/a~1b": only objects and arrays have members"#),
    ])
    func aMissingValueIsExplained(pointer: String, tokenIndex: Int, message: String) throws {
        let document = try JSONValue(parsing: Self.document)
        #expect(document[pointer: pointer] == nil)
        do {
            _ = try document.value(at: JSONPointer(pointer))
            Issue.record("expected an error")
        } catch {
            #expect(error.kind == .notFound)
            #expect(error.tokenIndex == tokenIndex)
            #expect(error.description == message)
        }
    }

    @Test func writesCreateWhatIsMissingAndDashAppends() throws {
        var value: JSONValue = ["tags": ["a"], "-": 0]
        value[pointer: "/tags/-"] = "b"
        value[pointer: "/new/-"] = "first"              // no array there yet: one is created
        value[pointer: "/-"] = 1                        // in an object, "-" is a key
        value[pointer: "/paths/~1users~1{id}/get"] = true
        try value.set("c", at: JSONPointer("/tags/-"))
        #expect(value == ["tags": ["a", "b", "c"], "-": 1, "new": ["first"], "paths": ["/users/{id}": ["get": true]]])
        #expect(value[pointer: "/paths/~1users~1{id}/get"] == true)
    }

    @Test func pointersAndKeyPathsShareOneEngine() throws {
        var byPointer: JSONValue = [:]
        var byPath: JSONValue = [:]
        for (pointer, path) in [("/a/0/b", "a.0.b"), ("/a/1", "a.1"), ("/c/d/0/0", "c.d.0.0"), ("/e/01", "e.01")] {
            byPointer[pointer: pointer] = 1
            byPath[path: path] = 1
            #expect(byPointer == byPath)
            #expect(byPointer[pointer: pointer] == byPath[path: path])
            #expect(try byPointer.value(at: JSONPointer(keyPath: path)) == 1)
        }
    }
}
