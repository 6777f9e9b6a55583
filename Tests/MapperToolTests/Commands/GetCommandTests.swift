import Testing

@Suite("mapper get")
struct GetCommandTests {
    static let document = """
        {"statuses": [{"id": 1, "user": {"screen_name": "ada", "name": "Ada"}, "tags": ["a", "b"]},
                      {"id": 2, "user": {"screen_name": "bob", "name": "Bob"}, "tags": []},
                      {"id": 3, "user": null, "tags": ["c"]}],
         "count": 3, "0": "zero", "empty": {}}
        """

    @Test(arguments: [
        ("statuses.0.user.screen_name", "\"ada\"\n"),
        ("statuses.1.id", "2\n"),
        ("statuses.2.user", "null\n"),
        ("statuses.0.tags", "[\n  \"a\",\n  \"b\"\n]\n"),
        ("0", "\"zero\"\n"),
        ("count", "3\n"),
    ])
    func printsTheValueAsJSON(path: String, expected: String) throws {
        let run = try MapperProcess.run("get", path, input: Self.document)
        #expect(run.status == 0)
        #expect(run.stdout == expected)
        #expect(run.stderr.isEmpty)
    }

    @Test func rawPrintsStringsUnquotedAndOtherValuesAsJSON() throws {
        #expect(try MapperProcess.run("get", "--raw", "statuses.1.user.name", input: Self.document).stdout == "Bob\n")
        #expect(try MapperProcess.run("get", "statuses.1.user", "--raw", "--compact", input: Self.document).stdout
            == #"{"screen_name":"bob","name":"Bob"}"# + "\n")
        let escaped = try MapperProcess.run("get", "--raw", "s", input: #"{"s": "line\n\"two\""}"#)
        #expect(escaped.stdout == "line\n\"two\"\n")
    }

    @Test func theEmptyPathIsTheWholeDocument() throws {
        #expect(try MapperProcess.run("get", "--compact", "", input: #"[1, {"a": 2}]"#).stdout == #"[1,{"a":2}]"# + "\n")
    }

    @Test func readsAFile() throws {
        let run = try MapperProcess.run("get", "items.0.sku", Samples.path("order-2.json"))
        #expect(run.status == 0)
        #expect(run.stdout == "\"B2\"\n")
    }

    @Test(arguments: [
        ("statuses.0.usr",
         #"no key "usr" in the object at "statuses.0" (did you mean "user"?); keys there: "id", "user", "tags""#),
        ("statuses.7",
         #"index 7 is out of range: the array at "statuses" has 3 elements"#),
        ("statuses.1.tags.0",
         #"index 0 is out of range: the array at "statuses.1.tags" has 0 elements"#),
        ("statuses.first",
         #""first" is not an array index: the value at "statuses" is an array of 3 elements"#),
        ("statuses.01",
         #""01" is not an array index: the value at "statuses" is an array of 3 elements"#),
        ("statuses.2.user.name",
         #"no "name" in null at "statuses.2.user": only objects and arrays have components"#),
        ("count.value",
         #"no "value" in the number 3 at "count": only objects and arrays have components"#),
        ("Count",
         #"no key "Count" in the object at the top level (did you mean "count"?); keys there: "statuses", "count", "0", "empty""#),
        ("empty.x",
         #"no key "x" in the object at "empty"; the object is empty"#),
        ("statuses.0.user.screen_name.x",
         #"no "x" in the string "ada" at "statuses.0.user.screen_name": only objects and arrays have components"#),
    ])
    func aMissingComponentIsExplained(path: String, message: String) throws {
        let run = try MapperProcess.run("get", path, input: Self.document)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "mapper: error: " + message + "\n")
    }

    @Test func longKeyListsAreCut() throws {
        let keys = (1...15).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
        let run = try MapperProcess.run("get", "zzz", input: "{\(keys)}")
        #expect(run.status == 1)
        #expect(run.stderr.hasSuffix(#""k11", "k12" and 3 more"# + "\n"))
    }

    @Test func invalidJSONIsReportedWithItsPlace() throws {
        let run = try MapperProcess.run("get", "a", input: "{\"a\": 1,}")
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix("<stdin>:1:9: error: expected "))
        #expect(run.stderr.hasSuffix("{\"a\": 1,}\n        ^\n"))
    }

    static let dotted = #"{"file.name": {"a/b": ["x", "y"], "m~n": 1}, "file": {"name": "not this one"}}"#

    @Test(arguments: [
        ("/statuses/0/user/screen_name", "\"ada\"\n"),
        ("/statuses/2/user", "null\n"),
        ("/0", "\"zero\"\n"),
        ("", "3\n"),
    ])
    func readsAJSONPointer(pointer: String, expected: String) throws {
        let document = pointer.isEmpty ? "3" : Self.document
        let run = try MapperProcess.run("get", "--pointer", pointer, input: document)
        #expect(run.status == 0)
        #expect(run.stdout == expected)
        #expect(run.stderr.isEmpty)
    }

    @Test func reachesKeysWithDotsAndSlashes() throws {
        #expect(try MapperProcess.run("get", "file.name.m~n", input: Self.dotted).status == 1)
        #expect(try MapperProcess.run("get", "--raw", "file.name", input: Self.dotted).stdout == "not this one\n")
        #expect(try MapperProcess.run("get", "--delimiter", "/", "file.name/m~n", input: Self.dotted).stdout == "1\n")
        #expect(try MapperProcess.run("get", "--delimiter=->", "--raw", "file.name->a/b->1", input: Self.dotted).stdout == "y\n")
        #expect(try MapperProcess.run("get", "--pointer", "/file.name/a~1b/0", "--raw", input: Self.dotted).stdout == "x\n")
        #expect(try MapperProcess.run("get", "--pointer=/file.name/m~0n", input: Self.dotted).stdout == "1\n")
    }

    @Test(arguments: [
        ("/statuses/0/usr",
         #"no key "usr" in the object at "/statuses/0" (did you mean "user"?); keys there: "id", "user", "tags""#),
        ("/statuses/7", #"index 7 is out of range: the array at "/statuses" has 3 elements"#),
        ("/statuses/-", #""-" is not an array index: the value at "/statuses" is an array of 3 elements"#),
        ("/count/value", #"no "value" in the number 3 at "/count": only objects and arrays have components"#),
    ])
    func aMissingPointerTokenIsExplainedInPointerSyntax(pointer: String, message: String) throws {
        let run = try MapperProcess.run("get", "--pointer", pointer, input: Self.document)
        #expect(run.status == 1)
        #expect(run.stderr == "mapper: error: " + message + "\n")
    }

    @Test func aMissingComponentIsExplainedWithTheDelimiter() throws {
        let run = try MapperProcess.run("get", "--delimiter", "/", "statuses/0/usr", input: Self.document)
        #expect(run.status == 1)
        #expect(run.stderr.hasPrefix(#"mapper: error: no key "usr" in the object at "statuses/0" (did you mean "user"?)"#))
    }

    @Test func anEmptyKeyIsNamedAsOneAndNeverSuggested() throws {
        // `.a` is the empty key, then `a`: the place is that key, not the top level, and the
        // empty key is no suggestion for a key that has letters.
        let run = try MapperProcess.run("get", ".a", input: #"{"": {"count": 1, "": 2}}"#)
        #expect(run.status == 1)
        #expect(run.stderr == #"mapper: error: no key "a" in the object at the empty key ""; keys there: "count", """# + "\n")
    }

    @Test(arguments: [
        (["--pointer", "statuses/0"], #"invalid JSON Pointer "statuses/0" at offset 0: a JSON Pointer starts with "/""#),
        (["--pointer", "/a~2"], #"invalid JSON Pointer "/a~2" at offset 2: "~" must be followed by "0""#),
        (["--pointer", "/a", "--delimiter", "/"], "'--delimiter' splits a KEYPATH; a JSON Pointer is split at '/'"),
        (["--pointer", "/a", "x.json", "y.json"], "with '--pointer', expected at most one FILE, got 2 arguments"),
        (["--delimiter", "", "a"], "'--delimiter' needs at least one character"),
        (["--pointer"], "'--pointer' needs a value"),
    ])
    func badPointerOptionsAreUsageErrors(arguments: [String], message: String) throws {
        let run = try MapperProcess.run(["get"] + arguments, input: Self.document)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("mapper: error: " + message))
        #expect(run.stderr.contains("Usage: mapper get"))
    }

    // Needs ../shared/corpus/twitter.json, which a fresh clone does not have.
    @Test(.enabled(if: Samples.corpus("twitter.json") != nil, "needs ../shared/corpus/twitter.json"))
    func worksOnTwitter() throws {
        let twitter = try #require(Samples.corpus("twitter.json"))
        let run = try MapperProcess.run("get", "--raw", "statuses.0.user.screen_name", twitter)
        #expect(run.status == 0)
        #expect(run.stdout == "ayuu0123\n")
        #expect(try MapperProcess.run("get", "--raw", "--pointer", "/statuses/0/user/screen_name", twitter).stdout == "ayuu0123\n")
        let missing = try MapperProcess.run("get", "statuses.100", twitter)
        #expect(missing.status == 1)
        #expect(missing.stderr == "mapper: error: index 100 is out of range: the array at \"statuses\" has 100 elements\n")
    }
}
