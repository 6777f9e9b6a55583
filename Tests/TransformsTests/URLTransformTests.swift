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
