import Foundation
import Testing
import Transforms

@Suite struct URLTransformTests {
    static let encoded: [(String, String?, String?, String?)] = [
        // input, absolute string, host, path
        ("https://example.com/a path?q=1", "https://example.com/a%20path?q=1", "example.com", "/a path"),
        ("https://example.com/a%20b", "https://example.com/a%20b", "example.com", "/a b"),
        ("https://example.com/caf\u{E9}", "https://example.com/caf%C3%A9", "example.com", "/caf\u{E9}"),
        ("https://example.com/", "https://example.com/", "example.com", "/"),
        ("mailto:someone@example.com", "mailto:someone@example.com", nil, "someone@example.com"),
        ("relative/path", "relative/path", nil, "relative/path"),
        ("", nil, nil, nil),
    ]

    @Test(arguments: encoded)
    func encodesWhenAsked(input: String, absolute: String?, host: String?, path: String?) {
        let url = URLTransform().transformFromJSONValue(.string(input))
        #expect(url?.absoluteString == absolute)
        #expect(url?.host == host)
        #expect(url?.path == path)
        #expect(URLTransform().transformFromJSON(input)?.absoluteString == absolute)
    }

    /// A `%` that starts no escape is encoded as `%25`, and the escapes made for the other
    /// characters stay single: the query reads `a b`, not `a%20b`.
    @Test(arguments: [
        ("https://example.com/p?q=a b&r=100%", "https://example.com/p?q=a%20b&r=100%25", "q=a b&r=100%"),
        ("https://example.com/p?q=a b&r=%zz", "https://example.com/p?q=a%20b&r=%25zz", "q=a b&r=%zz"),
        ("https://example.com/p?q=a%20b c&r=%4", "https://example.com/p?q=a%20b%20c&r=%254", "q=a b c&r=%4"),
        ("https://example.com/p?r=100%", "https://example.com/p?r=100%25", "r=100%"),
    ])
    func encodesAPercentThatStartsNoEscape(input: String, absolute: String, query: String) {
        let url = URLTransform().transformFromJSONValue(.string(input))
        #expect(url?.absoluteString == absolute)
        #expect(url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.query } == query)
        #expect(URLTransform().transformFromJSON(input)?.absoluteString == absolute)
    }

    /// JSON's white space around the string (spaces, tabs, line breaks, as a hand-edited
    /// payload leaves them) is not part of the URL, with and without encoding, as around a
    /// numeric string read by `DateTransform`; inside the string it is encoded like any other
    /// character. Other characters around it are refused, and white space alone is no URL.
    @Test(arguments: [
        (" https://example.com/a ", "https://example.com/a" as String?),
        ("https://example.com/a\n", "https://example.com/a"),
        ("\r\n\thttps://example.com/a b?q=1\r\n", "https://example.com/a%20b?q=1"),
        ("https://example.com/a\nb", "https://example.com/a%0Ab"),
        (" relative/path\n", "relative/path"),
        (" \n\t\r", nil),
        ("\u{A0}https://example.com/a", nil),
    ])
    func ignoresWhiteSpaceAroundTheString(input: String, absolute: String?) {
        #expect(URLTransform().transformFromJSONValue(.string(input))?.absoluteString == absolute)
        #expect(URLTransform().transformFromJSON(input)?.absoluteString == absolute)
    }

    struct Page: Mappable {
        var link: URL?
        var links: [URL] = []
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            link  <- (map["link"], .url)
            links <- (map["links"], URLTransform())
        }
    }

    /// In a model, from text and from Foundation values alike; a string that still makes no URL
    /// is reported at its key path, the string shown with its escapes.
    @Test func whiteSpaceAroundAURLInAModel() throws {
        let text = #"{"link": " https://example.com/a\n", "links": ["https://example.com/b\r\n", "\u00a0https://example.com/c"]}"#
        let expected = [#"links.1: expected URL, found string "\u00A0https://example.com/c", which the transform rejected"#]
        let fromText = Mapper<Page>().mapWithIssues(JSONString: text)
        #expect(fromText.value?.link?.absoluteString == "https://example.com/a")
        #expect(fromText.value?.links.map(\.absoluteString) == ["https://example.com/b"])
        #expect(fromText.issues.map(\.description) == expected)
        let dictionary = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let fromDictionary = Mapper<Page>().mapWithIssues(JSON: dictionary)
        #expect(fromDictionary.value?.link == fromText.value?.link)
        #expect(fromDictionary.value?.links == fromText.value?.links)
        #expect(fromDictionary.issues.map(\.description) == expected)
    }

    @Test(arguments: [" https://example.com/a?q=1 ", "https://example.com/a?q=1\n", "\r\n\thttps://example.com/a?q=1\r\n"])
    func ignoresWhiteSpaceAroundTheStringWithoutEncoding(input: String) {
        let transform = URLTransform(shouldEncodeURLString: false)
        #expect(transform.transformFromJSONValue(.string(input))?.absoluteString == "https://example.com/a?q=1")
        #expect(transform.transformFromJSON(input)?.absoluteString == "https://example.com/a?q=1")
    }

    @Test(arguments: ["https://example.com/a%20b", "https://example.com/?q=1&r=2"])
    func leavesValidStringsAloneWithoutEncoding(input: String) {
        #expect(URLTransform(shouldEncodeURLString: false).transformFromJSONValue(.string(input))?.absoluteString == input)
    }

    @Test func withoutEncodingAnInvalidStringIsNoURL() {
        let url = URLTransform(shouldEncodeURLString: false).transformFromJSONValue(.string("http://[bad"))
        #expect(url == nil)
    }

    @Test func aNarrowerCharacterSetEncodesMore() {
        let transform = URLTransform(allowedCharacterSet: .urlPathAllowed)
        #expect(transform.transformFromJSONValue(.string("https://example.com/a b?q"))?.absoluteString == "https://example.com/a%20b%3Fq")
    }

    @Test(arguments: ["12", "true", "null", "{}"])
    func readsOnlyStrings(input: String) {
        #expect(URLTransform().transformFromJSONValue(json(input)) == nil)
    }

    @Test func writesTheAbsoluteString() throws {
        let url = try #require(URL(string: "https://example.com/a%20b?q=1"))
        #expect(URLTransform().transformToJSONValue(url) == "https://example.com/a%20b?q=1")
        #expect(URLTransform().transformToJSON(url) == "https://example.com/a%20b?q=1")
        #expect(URLTransform().transformToJSONValue(nil) == nil)
    }

    struct Profile: ImmutableMappable {
        let avatar: URL
        let links: [URL]
        init(map: Map) throws {
            avatar = try map.value("avatar", using: URLTransform())
            links = try map.value("links", using: .url)
        }
        func mapping(map: Map) {
            avatar >>> (map["avatar"], URLTransform())
            links >>> (map["links"], .url)
        }
    }

    @Test func mapsAnImmutableModel() throws {
        // An immutable model's collections are strict: one bad link fails the model.
        #expect(throws: MapError.self) { try Profile(JSONString: #"{"avatar": "https://a.example", "links": ["https://a.example", 4]}"#) }
        let profile = try Profile(JSONString: #"{"avatar": "https://example.com/me 1.png", "links": ["https://a.example"]}"#)
        #expect(profile.avatar.host == "example.com")
        #expect(profile.links.map(\.absoluteString) == ["https://a.example"])
        #expect(profile.toJSONString() == #"{"avatar":"https://example.com/me%201.png","links":["https://a.example"]}"#)
    }
}
