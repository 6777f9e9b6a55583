import Testing

@Suite("mapper generate: names")
struct NamingTests {
    /// The generated source for one sample.
    static func generate(_ sample: String, _ extra: String...) throws -> String {
        let run = try MapperProcess.run(["generate"] + extra, input: sample)
        #expect(run.status == 0, "\(run.stderr)")
        return run.stdout
    }

    /// The names of the generated types, in order.
    static func typeNames(_ sample: String) throws -> [String] {
        try generate(sample).split(separator: "\n").filter { $0.hasPrefix("struct ") }
            .map { String($0.dropFirst(7).prefix { $0 != ":" }) }
    }

    @Test(arguments: [
        ("in_reply_to_status_id", "inReplyToStatusId"),
        ("screenName", "screenName"),
        ("display-name", "displayName"),
        ("HTTPStatus", "httpStatus"),
        ("URLs", "urls"),
        ("userID", "userID"),
        ("stats.visits", "statsVisits"),
        ("Title", "title"),
        ("__value_", "value"),
        ("123abc", "_123abc"),
        ("self", "selfValue"),
        ("日本", "value"),
        ("ünïcødé", "unicode"),
        ("Straße", "strasse"),
        ("café_au_lait", "cafeAuLait"),
        ("prénom_日本", "prenom"),
        ("smørrebrød", "smorrebrod"),
        // Invisible characters are no part of a name, even joined to the letter before them.
        ("zwj\u{200D}", "zwj"),
        ("one\u{FE0F}_two", "oneTwo"),
    ])
    func propertiesAreCamelCase(key: String, name: String) throws {
        let source = try Self.generate("{\"\(key)\": 1}")
        #expect(source.contains("    var \(name): Int?\n"))
    }

    @Test(arguments: ["default", "class", "func", "in", "is", "return", "protocol", "true", "nil"])
    func keywordsAreEscaped(key: String) throws {
        let source = try Self.generate("{\"\(key)\": 1}")
        #expect(source.contains("    var `\(key)`: Int?\n"))
        #expect(source.contains("        `\(key)` <- map[\"\(key)\"]\n"))
    }

    @Test func keysAreWrittenAsValidStringLiterals() throws {
        let source = try Self.generate(#"{"say \"hi\"\\": 1, "tab\there": 2}"#)
        #expect(source.contains(#"        sayHi <- map["say \"hi\"\\"]"# + "\n"))
        #expect(source.contains(#"        tabHere <- map["tab\there"]"# + "\n"))
    }

    /// A bidirectional override in a key would reorder the code around it on screen, and a
    /// zero-width or no-break space would hide in it: such characters are written as escapes,
    /// which read back as the same key.
    @Test func invisibleCharactersInKeysAreEscaped() throws {
        let source = try Self.generate("{\"a\\u202Eb\\u200Bc\\u00A0d\\u2028e\\uFEFF\": 1, \"é日本😀\": 2}")
        #expect(source.contains(#"map["a\u{202e}b\u{200b}c\u{a0}d\u{2028}e\u{feff}"]"#), "\(source)")
        #expect(source.contains(#"map["é日本😀"]"#))
    }

    @Test func clashingPropertyNamesGetNumbers() throws {
        let source = try Self.generate(#"{"user_name": 1, "userName": 2, "user-name": 3}"#)
        #expect(source.contains("        userName <- map[\"user_name\"]\n"))
        #expect(source.contains("        userName2 <- map[\"userName\"]\n"))
        #expect(source.contains("        userName3 <- map[\"user-name\"]\n"))
    }

    @Test(arguments: [
        ("statuses", "Status"), ("categories", "Category"), ("addresses", "Address"), ("boxes", "Box"),
        ("matches", "Match"), ("people", "Person"), ("children", "Child"), ("media", "Media"),
        ("user_mentions", "UserMention"), ("items", "Item"), ("series", "Series"), ("data_points", "DataPoint"),
    ])
    func arrayElementTypesAreSingular(key: String, type: String) throws {
        #expect(try Self.typeNames("{\"\(key)\": [{\"a\": 1}]}") == ["Root", type])
        #expect(try Self.generate("{\"\(key)\": [{\"a\": 1}]}").contains(": [\(type)]?\n"))
    }

    @Test func reservedAndClashingTypeNamesAreResolvedDeterministically() throws {
        let sample = """
            {"data": {"value": 1},
             "status": {"code": 200},
             "statuses": [{"id": 1, "entities": {"hashtags": [1]}}],
             "user": {"entities": {"url": "x"}},
             "url": {"href": "x"},
             "date": {"day": 1}}
            """
        let expected = ["Root", "RootData", "Status", "RootStatus", "User", "Url", "RootDate", "Entities", "UserEntities"]
        #expect(try Self.typeNames(sample) == expected)
        #expect(try Self.typeNames(sample) == expected)
    }

    /// Keys named like a type of Swift, Foundation or the library (`Task`, `JSONPointer`) give
    /// another name, so that the generated types shadow nothing in the user's module.
    @Test func namesOfSwiftFoundationAndLibraryTypesAreNeverUsed() throws {
        let sample = """
            {"task": {"a": 1}, "swift": {"a": 1}, "foundation": {"a": 1}, "JSONPointer": {"a": 1},
             "MappingStream": {"a": 1}, "DateFormatter": {"a": 1}, "URLTransform": {"a": 1}, "unicode": {"a": 1}}
            """
        #expect(try Self.typeNames(sample) == [
            "Root", "RootTask", "RootSwift", "RootFoundation", "RootJSONPointer", "RootMappingStream",
            "RootDateFormatter", "RootURLTransform", "RootUnicode",
        ])
        #expect(try MapperProcess.run("generate", "--name", "Swift", input: "{}").status == 2)
    }

    @Test func resemblingObjectsShareOneType() throws {
        let sample = """
            {"author": {"user": {"id": 1, "name": "a"}},
             "reviewer": {"user": {"id": 2, "name": "b", "email": "b@example.com"}},
             "owner": {"user": {"login": "c"}}}
            """
        #expect(try Self.typeNames(sample) == ["Root", "Author", "Reviewer", "Owner", "User", "OwnerUser"])
        let source = try Self.generate(sample, "--style", "immutable")
        #expect(source.contains("struct User: ImmutableMappable {\n    let id: Int\n    let name: String\n    let email: String?\n"))
    }

    @Test func samplesFromTheRepositoryGenerate() throws {
        let run = try MapperProcess.run("generate", Samples.path("names.json"))
        #expect(run.status == 0)
        #expect(run.stdout.contains("struct RootData: Mappable {"))
        #expect(run.stdout.contains("    var statuses: [RootStatus]?\n"))
        #expect(run.stdout.contains("    var people: [Person]?\n"))
    }
}
