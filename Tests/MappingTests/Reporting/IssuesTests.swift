import Foundation
import Testing
import Mapping

/// Issues name where they happened (`departments.1.head.age`), what was expected and what was
/// found; `mapOrFail` throws them, and a clean mapping has none.
@Suite("Issues with key paths")
struct IssuesTests {
    struct Company: Mappable {
        var name = ""
        var departments: [Department] = []
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            name        <- map["name"]
            departments <- map["departments"]
        }
    }

    struct Department: Mappable {
        var title: String?
        var people: [Person] = []
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            title  <- map["title"]
            people <- map["people"]
        }
    }

    @Test func pathsGoThroughNestedModelsAndArrays() {
        let json = #"{"name": "Acme", "departments": [{"title": "R&D", "people": [{"id": 1, "age": 30}, {"id": 2}, {"id": 3, "age": "x", "address": {"city": 7}}]}]}"#
        let (company, issues) = Mapper<Company>().mapWithIssues(JSONString: json)
        #expect(company?.departments.first?.people.count == 3)
        let reported = issues.filter { $0.kind != .missingKey }
        #expect(reported.map(\.description) == [
            "departments.0.people.2.age: expected Int, found string \"x\"",
            "departments.0.people.2.address.city: expected String, found number 7",
        ])
        let issue = reported[0]
        #expect(issue.keyPath == "departments.0.people.2.age")
        #expect(issue.expected == "Int")
        #expect(issue.found == "string \"x\"")
        #expect(issue.kind == .typeMismatch)
    }

    @Test func missingKeysAreIssuesOnlyForNonOptionalProperties() {
        let (_, issues) = Mapper<Address>().mapWithIssues(JSONString: "{}")
        #expect(issues.map(\.description) == ["city: expected String, found no value (the key is missing)"])
    }

    @Test func invalidJSONGivesLineAndColumn() {
        let (value, issues) = Mapper<Address>().mapWithIssues(JSONString: "{\n  \"city\": tru\n}")
        #expect(value == nil)
        #expect(issues.map(\.kind) == [.invalidJSON])
        #expect(issues.first?.found == "line 2, column 14: expected 'true', found U+000A")
    }

    @Test func mapOrFailThrowsTheIssuesFirstFirst() throws {
        #expect(try Mapper<Address>().mapOrFail(JSONString: #"{"city": "Oslo"}"#).city == "Oslo")
        do {
            _ = try Mapper<Address>().mapOrFail(JSONString: #"{"city": 1, "zip": 2}"#)
            Issue.record("expected MapError")
        } catch let error as MapError {
            #expect(error.issues.count == 2)
            #expect(error.reason == "expected String, found number 1")
            #expect(error.key == "city")
            #expect(error.description.contains("- zip: expected String, found number 2"))
        }
        #expect(throws: MapError.self) { try Mapper<Address>().mapOrFail(JSON: ["city": 1]) }
        #expect(throws: MapError.self) { try Mapper<Address>().mapOrFail(JSONObject: [1, 2]) }
        #expect(throws: MapError.self) { try Mapper<Point>().mapOrFail(JSONString: #"{"x": 1, "y": 2, "extra": [}"#) }
    }

    @Test func cleanMappingHasNoIssues() {
        let (value, issues) = Mapper<Address>().mapWithIssues(JSONString: #"{"city": "Oslo", "zip": null}"#)
        #expect(value == Address(city: "Oslo"))
        #expect(issues.isEmpty)
    }

    struct Blank: Mappable {
        var value = 0
        init?(map: Map) {}
        mutating func mapping(map: Map) { value <- map["", nested: false] }
    }

    @Test func anErrorAboutTheWholeDocumentSaysSoAsItsIssueDoes() throws {
        let whole = try #require(throws: MapError.self) { try Mapper<Company>().mapOrFail(JSONString: "1") }
        #expect(whole.description.hasPrefix("Mapping failed at (document): expected"))
        #expect(whole.issues.first?.description.hasPrefix("(document): expected") == true)
        // An empty key of an object is still `""`.
        let blank = try #require(throws: MapError.self) { try Mapper<Blank>().mapOrFail(JSONString: #"{"": "x"}"#) }
        #expect(blank.description.hasPrefix(#"Mapping failed at "": expected Int"#))
    }

    struct Tagged: Mappable {
        var tags: Set<String> = []
        init?(map: Map) {}
        mutating func mapping(map: Map) { tags <- map["tags"] }
    }

    /// A set says it expected a set, whatever it found and however it was reached.
    @Test func aSetThatIsNotAnArrayIsNamedAsASet() throws {
        for found in ["5", "\"a\"", "null", "{\"a\": 1}"] {
            let (_, issues) = Mapper<Tagged>().mapWithIssues(JSONString: #"{"tags": "# + found + "}")
            #expect(issues.map(\.expected) == ["Set<String>"], "tags: \(found)")
        }
        for document in ["5", "\"a\"", "null"] {
            let (_, issues) = Mapper<HashableProbe>().mapSetWithIssues(JSONString: document)
            #expect(issues.map(\.expected) == ["Set<HashableProbe>"], "document: \(document)")
            let strict = try #require(throws: MapError.self) { try Mapper<HashableStrictProbe>().mapSet(JSONString: document) }
            #expect(strict.issues.map(\.expected) == ["Set<HashableStrictProbe>"], "document: \(document)")
        }
    }

    /// `nil` given where a Foundation value goes is `null`, as it is inside a value and on the
    /// ImmutableMappable doors (which take `Any`): the same issue, naming what was expected.
    @Test func aNilFoundationDocumentIsReportedAsNull() throws {
        let none: Any? = nil
        let probe = Mapper<Probe>()
        #expect(probe.mapWithIssues(JSONObject: none).issues == probe.mapWithIssues(JSONObject: NSNull()).issues)
        #expect(probe.mapWithIssues(JSONObject: none).issues.map(\.description) == ["(document): expected Probe (an object), found null"])
        #expect(probe.mapArrayWithIssues(JSONObject: none).issues.map(\.description) == ["(document): expected [Probe], found null"])
        #expect(probe.mapDictionaryWithIssues(JSONObject: none).issues.map(\.expected) == ["[String: Probe]"])
        #expect(probe.mapDictionaryOfArraysWithIssues(JSONObject: none).issues.map(\.expected) == ["[String: [Probe]]"])
        #expect(probe.mapArrayOfArraysWithIssues(JSONObject: none).issues.map(\.expected) == ["[[Probe]]"])
        #expect(Mapper<HashableProbe>().mapSetWithIssues(JSONObject: none).issues.map(\.expected) == ["Set<HashableProbe>"])
        let update = try #require(throws: MapError.self) { try probe.mapOrFail(JSONObject: none, toObject: Probe(id: 7)) }
        #expect(update.issues == probe.mapWithIssues(JSONObject: NSNull()).issues)
        let strict = try #require(throws: MapError.self) { try Mapper<StrictProbe>().map(JSONObject: none as Any) }
        #expect(strict.issues.map(\.description) == ["(document): expected StrictProbe (an object), found null"])
    }

    struct Counted: Mappable {
        var count = 0
        init?(map: Map) {}
        mutating func mapping(map: Map) { count <- map["count"] }
    }

    /// A string is shown as JSON writes it, and a character that would show as a plain space or
    /// as nothing is written as its escape: a pasted no-break space is not mistaken for a space.
    @Test(arguments: [
        ("\u{A0}12", #""\u00A012""#),
        ("12\u{200B}", #""12\u200B""#),
        ("\u{FEFF}12", #""\uFEFF12""#),
        ("1\u{2028}2\u{202E}", #""1\u20282\u202E""#),
        ("\u{301}12", #""\u030112""#),
        ("12\u{7F}", #""12\u007F""#),
        ("a\tb\n", #""a\tb\n""#),
        ("1 2", #""1 2""#),
        ("caf\u{E9} cafe\u{301} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{2764}\u{FE0F} \u{915}\u{93F}", "\"caf\u{E9} cafe\u{301} \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467} \u{2764}\u{FE0F} \u{915}\u{93F}\""),
        ("\u{E0001}", #""\uDB40\uDC01""#),
    ])
    func invisibleCharactersAreNamed(value: String, shown: String) throws {
        let json: JSONValue = ["count": .string(value)]
        let text = try json.jsonString()
        let issues = Mapper<Counted>().mapWithIssues(JSONString: text).issues
        #expect(issues.map(\.found) == ["string " + shown])
    }
}
