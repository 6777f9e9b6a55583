import Testing

@Suite("mapper format")
struct FormatCommandTests {
    @Test func prettyPrintsStandardInput() throws {
        let run = try MapperProcess.run("format", input: #"{"b":[1,{"x":null}],"a":"s"}"#)
        #expect(run.status == 0)
        #expect(run.stdout == """
            {
              "b": [
                1,
                {
                  "x": null
                }
              ],
              "a": "s"
            }

            """)
        #expect(run.stderr.isEmpty)
    }

    @Test func compactsAndSortsKeys() throws {
        let input = "{ \"b\" : 2,\n \"a\" : { \"d\": 1, \"c\": [ 1.50, 1e2 ] } }"
        #expect(try MapperProcess.run("format", "--compact", input: input).stdout == #"{"b":2,"a":{"d":1,"c":[1.50,1e2]}}"# + "\n")
        let sorted = try MapperProcess.run("format", "--compact", "--sort-keys", input: input)
        #expect(sorted.stdout == #"{"a":{"c":[1.50,1e2],"d":1},"b":2}"# + "\n")
    }

    @Test func readsAFileAndDashMeansStandardInput() throws {
        let fromFile = try MapperProcess.run("format", "--compact", Samples.path("order-1.json"))
        #expect(fromFile.status == 0)
        #expect(fromFile.stdout == #"{"id":1,"total":10,"coupon":"SPRING","items":[{"sku":"A1","qty":1}]}"# + "\n")
        #expect(try MapperProcess.run("format", "--compact", "-", input: "[ true ]").stdout == "[true]\n")
    }

    @Test func checkPrintsNothingForValidJSON() throws {
        let run = try MapperProcess.run("format", "--check", input: #"{"ok": true}"#)
        #expect(run.status == 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.isEmpty)
    }

    @Test func invalidJSONIsReportedLikeACompiler() throws {
        let run = try MapperProcess.run("format", input: "{\"a\": [1, 2,]}")
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == """
            <stdin>:1:13: error: expected a value, found ']'
            {"a": [1, 2,]}
                        ^

            """)
    }

    @Test func theDiagnosticNamesTheFileLineAndColumn() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mapper-format-\(UUID().uuidString).json").path
        try Data("{\n  \"name\": \"Ada\",\n  \"age\": 36,\n  \"tags\": [\"a\" \"b\"]\n}\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        for arguments in [["format", path], ["format", "--check", path]] {
            let run = try MapperProcess.run(arguments)
            #expect(run.status == 1)
            #expect(run.stderr == """
                \(path):4:16: error: expected ',' or ']', found '"'
                  "tags": ["a" "b"]
                               ^

                """)
        }
    }

    @Test(arguments: [
        ("", "<stdin>:1:1: error: expected a value, found end of input\n\n^\n"),
        ("[1] 2", "<stdin>:1:5: error: expected end of input after the value, found '2'\n[1] 2\n    ^\n"),
        ("{\"é\": tru}", "<stdin>:1:10: error: expected 'true', found '}'\n{\"é\": tru}\n         ^\n"),
        // Wide characters take two columns of the terminal, a combining mark none.
        ("{\"名前\": tru}", "<stdin>:1:11: error: expected 'true', found '}'\n{\"名前\": tru}\n            ^\n"),
        ("[\"😀\", x]", "<stdin>:1:7: error: expected a value, found 'x'\n[\"😀\", x]\n       ^\n"),
        ("[\"e\u{301}\", x]", "<stdin>:1:8: error: expected a value, found 'x'\n[\"e\u{301}\", x]\n      ^\n"),
        // A lone carriage return ends a line, as \r\n and \n do.
        ("[1,\r2,]", "<stdin>:2:3: error: expected a value, found ']'\n2,]\n  ^\n"),
        ("[1,\r\n2,]", "<stdin>:2:3: error: expected a value, found ']'\n2,]\n  ^\n"),
        ("[1,\r\r\n\n2,]", "<stdin>:4:3: error: expected a value, found ']'\n2,]\n  ^\n"),
    ])
    func caretSitsUnderTheSpot(input: String, expected: String) throws {
        let run = try MapperProcess.run("format", "--check", input: input)
        #expect(run.status == 1)
        #expect(run.stderr == expected)
    }

    /// A no-break space pasted from a web page, a zero-width space or a second byte-order mark
    /// looks like nothing, or like a plain space, between quotes: the message names its code point.
    @Test(arguments: [
        ("{}\u{A0}", "found U+00A0"),
        ("{\"a\":\u{200B}1}", "found U+200B"),
        ("\u{FEFF}\u{FEFF}{}", "found U+FEFF"),
        ("[1,\u{2028}2]", "found U+2028"),
        ("[1,\u{301}2]", "found U+0301"),
        ("[1,é]", "found 'é'"),
    ])
    func anInvisibleCharacterIsNamedByItsCodePoint(input: String, found: String) throws {
        let run = try MapperProcess.run("format", "--check", input: input)
        #expect(run.status == 1)
        let firstLine = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).first ?? ""
        #expect(firstLine.hasSuffix(found))
    }
}

import Foundation
