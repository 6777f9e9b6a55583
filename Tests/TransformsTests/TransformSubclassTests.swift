import Foundation
import Testing
import Transforms

/// ObjectMapper's transforms are open classes, and its users subclass them to override one
/// direction or to name a configuration once. The subclasses here are written as they would be
/// for ObjectMapper; the models map through the library's typed entry points, which must reach
/// the overrides.
@Suite struct TransformSubclassTests {
    /// Dates sent as `"1458117795"` strings only, written back as strings.
    final class StringDateTransform: DateTransform, @unchecked Sendable {
        override func transformFromJSON(_ value: Any?) -> Date? {
            (value as? String).flatMap(Double.init).map { Date(timeIntervalSince1970: $0) }
        }
        override func transformToJSON(_ value: Date?) -> Double? {
            value.map { $0.timeIntervalSince1970 + 1 }   // visible in the output
        }
    }

    final class IntString: TransformOf<Int, String>, @unchecked Sendable {
        init() {
            super.init(fromJSON: { $0.flatMap { Int($0) } }, toJSON: { $0.map { String($0) } })
        }
    }

    /// Overrides the Foundation door of a `TransformOf`, reading numbers as well.
    final class LenientIntString: TransformOf<Int, String>, @unchecked Sendable {
        init() {
            super.init(fromJSON: { $0.flatMap { Int($0) } }, toJSON: { $0.map { String($0) } })
        }
        override func transformFromJSON(_ value: Any?) -> Int? {
            (value as? Int) ?? super.transformFromJSON(value)
        }
    }

    enum Role: String { case admin, member }

    final class CaseInsensitiveRole: EnumTransform<Role>, @unchecked Sendable {
        override func transformFromJSON(_ value: Any?) -> Role? {
            (value as? String).flatMap { Role(rawValue: $0.lowercased()) }
        }
        override func transformToJSON(_ value: Role?) -> String? {
            value?.rawValue.uppercased()
        }
    }

    final class HostOnlyURL: URLTransform, @unchecked Sendable {
        override func transformFromJSON(_ value: Any?) -> URL? {
            (value as? String).flatMap { URL(string: "https://\($0)") }
        }
        override func transformToJSON(_ value: URL?) -> String? {
            value?.host
        }
    }

    final class HexData: DataTransform, @unchecked Sendable {
        override func transformToJSON(_ value: Data?) -> String? {
            value.map { $0.map { String(format: "%02x", $0) }.joined() }
        }
    }

    final class CentsDecimal: NSDecimalNumberTransform, @unchecked Sendable {
        override func transformFromJSON(_ value: Any?) -> NSDecimalNumber? {
            (value as? Int).map { NSDecimalNumber(value: $0).dividing(by: 100) }
        }
    }

    final class StampTransform: ISO8601DateTransform, @unchecked Sendable {
        override func transformToJSON(_ value: Date?) -> String? {
            super.transformToJSON(value).map { "at " + $0 }
        }
    }

    /// Inherits everything: must read and write as the base class does.
    final class PlainDate: DateTransform, @unchecked Sendable {}
    final class PlainEnum: EnumTransform<Role>, @unchecked Sendable {}

    struct Record: Mappable {
        var created: Date?
        var id: Int?
        var count: Int?
        var role: Role?
        var site: URL?
        var bytes: Data?
        var price: NSDecimalNumber?
        var stamp: Date?
        var plain: Date?
        var plainRole: Role?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            created <- (map["created"], StringDateTransform())
            id <- (map["id"], IntString())
            count <- (map["count"], LenientIntString())
            role <- (map["role"], CaseInsensitiveRole())
            site <- (map["site"], HostOnlyURL())
            bytes <- (map["bytes"], HexData())
            price <- (map["price"], CentsDecimal())
            stamp <- (map["stamp"], StampTransform())
            plain <- (map["plain"], PlainDate())
            plainRole <- (map["plain_role"], PlainEnum())
        }
    }

    @Test func overridesApplyInBothDirections() throws {
        let record = try #require(Record(JSONString: #"""
            {"created": "1458117795", "id": "7", "count": 3, "role": "ADMIN", "site": "example.com",
             "bytes": "AQI=", "price": 2490, "stamp": "2016-03-16T08:43:15Z", "plain": "1458117795",
             "plain_role": "member"}
            """#))
        #expect(record.created == date(sampleSeconds))
        #expect(record.id == 7)
        #expect(record.count == 3)
        #expect(record.role == .admin)
        #expect(record.site?.absoluteString == "https://example.com")
        #expect(record.bytes == Data([1, 2]))
        #expect(record.price == NSDecimalNumber(string: "24.9"))
        #expect(record.stamp == date(sampleSeconds))
        #expect(record.plain == date(sampleSeconds))
        #expect(record.plainRole == .member)
        #expect(record.toJSONString() == #"{"created":1458117796,"id":"7","count":"3","role":"ADMIN","site":"example.com","bytes":"0102","#
            + #""price":"24.9","stamp":"at 2016-03-16T08:43:15Z","plain":1458117795,"plain_role":"member"}"#)
    }

    @Test func overridesSeeTheFoundationValue() throws {
        // A number for the string-only subclass: its override gets the number and refuses it.
        let record = try #require(Record(JSONString: #"{"created": 1458117795, "id": 7}"#))
        #expect(record.created == nil)
        #expect(record.id == nil)
    }

    @Test func aSubclassWithoutOverridesReadsAsTheBaseClass() {
        for input in ["1458117795", #""1458117795""#, "1458117795.5", #""abc""#, "true", "null"] {
            #expect(PlainDate().transformFromJSONValue(json(input)) == DateTransform().transformFromJSONValue(json(input)))
        }
        #expect(text(PlainDate().transformToJSONValue(date(sampleSeconds))) == "1458117795")
    }

    @Test func iso8601IsADateFormatterTransform() throws {
        let transform: DateFormatterTransform = ISO8601DateTransform()
        #expect(transform.transformFromJSON("2016-03-16T16:43:15+08:00") == date(sampleSeconds))
        #expect(transform.transformToJSON(date(sampleSeconds)) == "2016-03-16T08:43:15Z")
        #expect(transform.transformFromJSONValue(.string("2016-03-16T08:43:15.5Z")) == date(sampleSeconds + 0.5))

        struct Post: Mappable {
            var published: Date?
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                let transform: DateFormatterTransform = ISO8601DateTransform()
                published <- (map["published"], transform)
            }
        }
        let post = try #require(Post(JSONString: #"{"published": "2016-03-16T08:43:15Z"}"#))
        #expect(post.published == date(sampleSeconds))
        #expect(post.toJSONString() == #"{"published":"2016-03-16T08:43:15Z"}"#)
    }

    @Test(arguments: [
        (ISO8601DateTransform.FractionalSeconds.whenPresent, [sampleSeconds, 0, -86_400.0, 253_402_300_799]),
        (.never, [sampleSeconds, sampleSeconds + 0.25]),
        (.always, [sampleSeconds, sampleSeconds + 0.125, 0]),
    ])
    func iso8601DateFormatterWritesAndReadsWhatTheTransformDoes(
        style: ISO8601DateTransform.FractionalSeconds, seconds: [Double]
    ) {
        let transform = ISO8601DateTransform(fractionalSeconds: style)
        let formatter = transform.dateFormatter
        for value in seconds.map(date) {
            let written = transform.transformToJSON(value)
            #expect(written != nil)
            #expect(formatter.string(from: value) == written)
            #expect(written.flatMap(formatter.date(from:)) == written.flatMap(transform.transformFromJSON))
        }
    }

    /// A subclass whose override gives `nil` for a date it does not send: ObjectMapper leaves the
    /// key out.
    final class SentinelDate: DateTransform, @unchecked Sendable {
        override func transformToJSON(_ value: Date?) -> Double? {
            value == .distantPast ? nil : super.transformToJSON(value)
        }
    }

    /// The same, saying `false` in so many words.
    final class SaidSentinelDate: DateTransform, @unchecked Sendable {
        override class var refusesValueWhenNil: Bool { false }
        override func transformToJSON(_ value: Date?) -> Double? {
            value == .distantPast ? nil : super.transformToJSON(value)
        }
    }

    /// The same, saying that its `nil` is a refusal.
    final class StrictDate: DateTransform, @unchecked Sendable {
        override class var refusesValueWhenNil: Bool { true }
        override func transformToJSON(_ value: Date?) -> Double? {
            value == .distantPast ? nil : super.transformToJSON(value)
        }
    }

    struct Stamped: Mappable {
        var sentinel = Date.distantPast
        var said = Date.distantPast
        var strict = Date(timeIntervalSince1970: 5)
        init() {}
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            sentinel <- (map["sentinel"], SentinelDate())
            said <- (map["said"], SaidSentinelDate())
            strict <- (map["strict"], StrictDate())
        }
    }

    @Test func aSubclassSaysWhetherItsNilIsARefusal() {
        var stamped = Stamped()
        #expect(stamped.toJSONString() == #"{"strict":5}"#)
        #expect(Mapper<Stamped>(shouldIncludeNilValues: true).toJSONString(stamped) == #"{"sentinel":null,"said":null,"strict":5}"#)
        stamped.strict = .distantPast
        let written = Mapper<Stamped>().toJSONStringWithIssues(stamped)
        #expect(written.value == nil)
        #expect(written.issues.map(\.keyPath) == ["strict"])
        #expect(written.issues.map(\.kind) == [.unwritableValue])
    }

    /// What the class itself cannot write stays a refusal in a subclass, whatever its override
    /// does with other values, and when the subclass is used through its base class's type.
    @Test func aSubclassStillRefusesWhatItsClassCannotWrite() {
        struct Overflow: Mappable {
            var date = Date(timeIntervalSince1970: .infinity)
            var seen = Date(timeIntervalSince1970: .infinity)
            var text = Date(timeIntervalSince1970: .nan)
            var iso = Date(timeIntervalSince1970: 1e15)
            var price = NSDecimalNumber.notANumber
            init() {}
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                let asBase: DateTransform = SentinelDate()
                date <- (map["date"], SentinelDate())
                seen <- (map["seen"], asBase)
                text <- (map["text"], LocalDay())
                iso <- (map["iso"], WholeSecondISO())
                price <- (map["price"], TwoDecimals())
            }
        }
        let written = Mapper<Overflow>().toJSONStringWithIssues(Overflow())
        #expect(written.value == nil)
        #expect(written.issues.map(\.keyPath) == ["date", "seen", "text", "iso", "price"])
        #expect(written.issues.allSatisfy { $0.kind == .unwritableValue })
    }

    final class LocalDay: CustomDateFormatTransform, @unchecked Sendable {
        init() { super.init(formatString: "yyyy-MM-dd") }
        override func transformToJSON(_ value: Date?) -> String? {
            value == .distantPast ? nil : super.transformToJSON(value)
        }
    }

    final class WholeSecondISO: ISO8601DateTransform, @unchecked Sendable {
        override func transformToJSON(_ value: Date?) -> String? {
            value == .distantPast ? nil : super.transformToJSON(value)
        }
    }

    final class TwoDecimals: NSDecimalNumberTransform, @unchecked Sendable {
        override func transformToJSON(_ value: NSDecimalNumber?) -> String? {
            value == NSDecimalNumber.zero ? nil : super.transformToJSON(value)
        }
    }
}
