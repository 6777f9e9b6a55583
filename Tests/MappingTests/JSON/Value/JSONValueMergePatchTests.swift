import Foundation
import Testing
import Mapping

@Suite("JSON Merge Patch (RFC 7396)")
struct JSONValueMergePatchTests {
    /// The test cases of RFC 7396, appendix A, compared as written text (so key order counts).
    @Test(arguments: [
        (#"{"a":"b"}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"b"}"#, #"{"b":"c"}"#, #"{"a":"b","b":"c"}"#),
        (#"{"a":"b"}"#, #"{"a":null}"#, #"{}"#),
        (#"{"a":"b","b":"c"}"#, #"{"a":null}"#, #"{"b":"c"}"#),
        (#"{"a":["b"]}"#, #"{"a":"c"}"#, #"{"a":"c"}"#),
        (#"{"a":"c"}"#, #"{"a":["b"]}"#, #"{"a":["b"]}"#),
        (#"{"a":{"b":"c"}}"#, #"{"a":{"b":"d","c":null}}"#, #"{"a":{"b":"d"}}"#),
        (#"{"a":[{"b":"c"}]}"#, #"{"a":[1]}"#, #"{"a":[1]}"#),
        (#"["a","b"]"#, #"["c","d"]"#, #"["c","d"]"#),
        (#"{"a":"b"}"#, #"["c"]"#, #"["c"]"#),
        (#"{"a":"foo"}"#, "null", "null"),
        (#"{"a":"foo"}"#, #""bar""#, #""bar""#),
        (#"{"e":null}"#, #"{"a":1}"#, #"{"e":null,"a":1}"#),
        ("[1,2]", #"{"a":"b","c":null}"#, #"{"a":"b"}"#),
        ("{}", #"{"a":{"bb":{"ccc":null}}}"#, #"{"a":{"bb":{}}}"#),
    ])
    func appendixA(original: String, patch: String, result: String) throws {
        let merged = try JSONValue(parsing: original).merging(JSONValue(parsing: patch))
        #expect(try merged.jsonString() == result)
    }

    @Test func theSection3ExampleKeepsOrderAndAppendsNewKeys() throws {
        let target = try JSONValue(parsing: #"""
            {"title": "Goodbye!", "author": {"givenName": "John", "familyName": "Doe"},
             "tags": ["example", "sample"], "content": "This will be unchanged"}
            """#)
        let patch = try JSONValue(parsing: #"""
            {"title": "Hello!", "phoneNumber": "+01-123-456-7890", "author": {"familyName": null}, "tags": ["example"]}
            """#)
        #expect(try target.merging(patch).jsonString() == #"""
            {"title":"Hello!","author":{"givenName":"John"},"tags":["example"],"content":"This will be unchanged",\#
            "phoneNumber":"+01-123-456-7890"}
            """#)
        #expect(target["author"]["familyName"] == "Doe")        // the original is unchanged
    }

    @Test func missingValuesAndDeepPatches() throws {
        let json: JSONValue = ["settings": ["theme": "dark"]]
        #expect(json["missing"].merging(["a": 1, "b": nil]) == ["a": 1])
        #expect(json["settings"].merging(["theme": nil]) == [:])

        // A patch nested 10,000 deep is walked without recursion.
        var patch: JSONValue = ["leaf": 1]
        for _ in 0..<10_000 { patch = ["n": patch] }
        var merged = JSONValue.null.merging(patch)
        var depth = 0
        while let next = merged["n"] {
            merged = next
            depth += 1
        }
        #expect(depth == 10_000 && merged == ["leaf": 1])
    }
}
