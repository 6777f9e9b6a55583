import Foundation
import Testing
import Transforms

enum Role: String, Sendable { case admin, member }
enum Level: Int, Sendable { case low = 1, high = 3 }
enum Ratio: Double, Sendable { case half = 0.5, whole = 1 }

@Suite struct EnumTransformTests {
    static let roles: [(String, Role?)] = [
        (#""admin""#, .admin), (#""member""#, .member), (#""owner""#, nil), (#""Admin""#, nil),
        ("1", nil), ("null", nil), ("[]", nil),
    ]

    @Test(arguments: roles)
    func readsStringRawValues(input: String, expected: Role?) {
        #expect(EnumTransform<Role>().transformFromJSONValue(json(input)) == expected)
        #expect(EnumTransform<Role>().transformFromJSON(json(input).foundationValue) == expected)
    }

    static let levels: [(String, Level?)] = [
        ("1", .low), ("3", .high), ("3.0", .high), ("2", nil), ("1.5", nil), (#""1""#, nil), ("true", nil),
    ]

    @Test(arguments: levels)
    func readsIntegerRawValuesExactly(input: String, expected: Level?) {
        #expect(EnumTransform<Level>().transformFromJSONValue(json(input)) == expected)
    }

    @Test(arguments: [("0.5", Ratio.half as Ratio?), ("1", .whole), ("2", nil)])
    func readsDoubleRawValues(input: String, expected: Ratio?) {
        #expect(EnumTransform<Ratio>().transformFromJSONValue(json(input)) == expected)
    }

    @Test func writesRawValues() {
        #expect(EnumTransform<Role>().transformToJSONValue(.admin) == "admin")
        #expect(EnumTransform<Level>().transformToJSONValue(.high) == 3)
        #expect(EnumTransform<Ratio>().transformToJSONValue(.half) == 0.5)
        #expect(EnumTransform<Role>().transformToJSONValue(nil) == nil)
        #expect(EnumTransform<Level>().transformToJSON(.low) == 1)
    }

    struct Account: Mappable {
        var role: Role?
        var roles: [Role] = []
        var byTeam: [String: Level] = [:]
        var grid: [[Level]] = []
        var unique: Set<Role> = []
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            role <- (map["role"], EnumTransform<Role>())
            roles <- (map["roles"], EnumTransform<Role>())
            byTeam <- (map["byTeam"], EnumTransform<Level>())
            grid <- (map["grid"], EnumTransform<Level>())
            unique <- (map["unique"], EnumTransform<Role>())
        }
    }

    @Test func unknownRawValuesAreDroppedFromCollections() throws {
        let account = try #require(Account(JSONString: #"""
            {"role": "owner", "roles": ["admin", "owner", "member", 7], "byTeam": {"a": 1, "b": 2},
             "grid": [[1, 2, 3], [9]], "unique": ["admin", "admin", "x"]}
            """#))
        #expect(account.role == nil)
        #expect(account.roles == [.admin, .member])
        #expect(account.byTeam == ["a": .low])
        // The inner [9] has no element that converts: the row stays, empty, so the rows after
        // it keep their positions (as ObjectMapper's transform of an array of arrays gave).
        #expect(account.grid == [[.low, .high], []])
        #expect(account.unique == [.admin])
        #expect(account.toJSONString() == #"{"roles":["admin","member"],"byTeam":{"a":1},"grid":[[1,3],[]],"unique":["admin"]}"#)
    }

    @Test func anUnknownRawValueIsReportedAsAFailedTransform() {
        let result = Mapper<Account>().mapWithIssues(JSONString: #"{"roles": ["admin", "owner"]}"#)
        #expect(result.value?.roles == [.admin])
        let failed = result.issues.filter { $0.kind == .failedTransform }
        #expect(failed.map(\.keyPath) == ["roles.1"])
        #expect(failed.map(\.found) == [#"string "owner""#])
    }
}
