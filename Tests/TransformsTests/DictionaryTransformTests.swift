import Foundation
import Testing
import Transforms

enum Plan: String, Sendable { case free, pro, team }

struct Limit: Mappable, Equatable {
    var requests = 0
    init?(map: Map) {
        // Refuses objects without a number of requests, to test refused members.
        guard map.JSON["requests"] != nil else { return nil }
    }
    init(requests: Int) { self.requests = requests }
    mutating func mapping(map: Map) { requests <- map["requests"] }
}

@Suite struct DictionaryTransformTests {
    static let readable: [(String, [Plan: Int]?)] = [
        (#"{"free": {"requests": 10}, "pro": {"requests": 1000}}"#, [.free: 10, .pro: 1000]),
        (#"{"free": {"requests": 10}, "enterprise": {"requests": 5}}"#, [.free: 10]),   // unknown key left out
        (#"{"free": {"requests": 10}, "pro": {}}"#, [.free: 10]),                       // refused model left out
        (#"{"free": {"requests": 10}, "pro": 7}"#, [.free: 10]),                        // not an object
        ("{}", [:]),
        ("[]", nil),
        (#""free""#, nil),
        ("null", nil),
    ]

    @Test(arguments: readable)
    func readsModelsByEnumKey(input: String, expected: [Plan: Int]?) {
        let transform = DictionaryTransform<Plan, Limit>()
        #expect(transform.transformFromJSONValue(json(input))?.mapValues(\.requests) == expected)
        #expect(transform.transformFromJSON(json(input).foundationValue)?.mapValues(\.requests) == expected)
    }

    @Test func writesSortedByRawValue() {
        let transform = DictionaryTransform<Plan, Limit>()
        let limits: [Plan: Limit] = [.team: Limit(requests: 3), .free: Limit(requests: 1), .pro: Limit(requests: 2)]
        #expect(text(transform.transformToJSONValue(limits)) == #"{"free":{"requests":1},"pro":{"requests":2},"team":{"requests":3}}"#)
        #expect(transform.transformToJSON([.free: Limit(requests: 1)])?["free"] is [String: Any])
        #expect(transform.transformToJSONValue(nil) == nil)
    }

    struct Service: Mappable {
        var limits: [Plan: Limit] = [:]
        var optionalLimits: [Plan: Limit]?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            limits <- (map["limits"], DictionaryTransform<Plan, Limit>())
            optionalLimits <- (map["optional"], DictionaryTransform())
        }
    }

    @Test func mapsBothWaysInAModel() throws {
        let service = try #require(Service(JSONString: #"{"limits": {"pro": {"requests": 2}, "gold": {"requests": 9}}, "optional": {"free": {"requests": 1}}}"#))
        #expect(service.limits == [.pro: Limit(requests: 2)])
        #expect(service.optionalLimits == [.free: Limit(requests: 1)])
        #expect(service.toJSONString() == #"{"limits":{"pro":{"requests":2}},"optional":{"free":{"requests":1}}}"#)
    }

    struct Quota: ImmutableMappable {
        let limits: [Plan: Limit]
        init(map: Map) throws { limits = try map.value("limits", using: DictionaryTransform<Plan, Limit>()) }
        func mapping(map: Map) { limits >>> (map["limits"], DictionaryTransform<Plan, Limit>()) }
    }

    @Test func mapsAnImmutableModel() throws {
        let quota = try Quota(JSONString: #"{"limits": {"team": {"requests": 30}}}"#)
        #expect(quota.limits == [.team: Limit(requests: 30)])
        #expect(quota.toJSONString() == #"{"limits":{"team":{"requests":30}}}"#)
        #expect(throws: MapError.self) { try Quota(JSONString: #"{"limits": [1]}"#) }
    }

    struct Rate: Mappable {
        var value = 0.0
        init(value: Double) { self.value = value }
        init?(map: Map) {}
        mutating func mapping(map: Map) { value <- map["value"] }
    }

    struct Tariff: Mappable {
        var rates: [Plan: Rate] = [:]
        init(rates: [Plan: Rate]) { self.rates = rates }
        init?(map: Map) {}
        mutating func mapping(map: Map) { rates <- (map["rates"], DictionaryTransform<Plan, Rate>()) }
    }

    @Test func aModelThatCannotBeWrittenIsReportedNotWrittenInPart() {
        let tariff = Tariff(rates: [.free: Rate(value: 1), .pro: Rate(value: .nan)])
        #expect(tariff.toJSONString() == nil)
        let written = Mapper<Tariff>().toJSONStringWithIssues(tariff)
        #expect(written.value == nil)
        #expect(written.issues.map(\.keyPath) == ["rates"])
        #expect(written.issues.map(\.kind) == [.unwritableValue])
        #expect(DictionaryTransform<Plan, Rate>().transformToJSONValue([.pro: Rate(value: .infinity)]) == nil)
        #expect(Tariff(rates: [.free: Rate(value: 1)]).toJSONString() == #"{"rates":{"free":{"value":1}}}"#)
    }
}
