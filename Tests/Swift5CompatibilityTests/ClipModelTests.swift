import Foundation
import Testing
import Mapping
import Transforms

/// Subclasses of `URLTransform`, `EnumTransform`, `DataTransform`, `NSDecimalNumberTransform`
/// and `DateTransform`, in Swift 5 mode: their overrides read and write, and a subclass with a
/// stored property and its own initializer works as in ObjectMapper.
@Suite("Subclassed transforms, in Swift 5 mode")
struct ClipModelTests {
    @Test func overridesReadAndWrite() throws {
        let json = #"""
            {"link": " https://example.com/a \n", "thumbnail": "img/1.png", "quality": "HIGH",
             "qualities": ["Low", "x", "high"], "token": "-_8", "price": 24.905, "published": 1458117795}
            """#
        let (clip, issues) = Mapper<Clip>().mapWithIssues(JSONString: json)
        let read = try #require(clip)
        #expect(read.link?.absoluteString == "https://example.com/a")
        #expect(read.thumbnail?.absoluteString == "https://cdn.example.com/img/1.png")
        #expect(read.quality == .high)
        #expect(read.qualities == [.low, .high])
        #expect(read.token == Data([0xFB, 0xFF]))
        #expect(read.price == NSDecimalNumber(string: "24.905"))
        #expect(read.published == Date(timeIntervalSince1970: 1_458_117_795))   // a JSON integer casts to Double
        #expect(issues.map(\.keyPath) == ["qualities.1"])
        #expect(read.toJSONString() == #"{"link":"https://example.com/a","thumbnail":"https://cdn.example.com/img/1.png","quality":"high","qualities":["low","high"],"token":"+/8=","price":"24.91","published":1458117795}"#)
    }
}
