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

    /// A raw value is exact: JSON's white space around a string is part of it, so `" admin"`
    /// names no case, where the transforms that read dates, numbers, URLs, colors and base64
    /// ignore it. `<-` without the transform reads raw values the same way.
    @Test(arguments: [#"" admin""#, #""admin\n""#, #""\r\n\tadmin ""#, #"" ""#])
    func whiteSpaceAroundARawValueIsPartOfIt(input: String) throws {
        #expect(EnumTransform<Role>().transformFromJSONValue(json(input)) == nil)
        #expect(EnumTransform<Role>().transformFromJSON(json(input).foundationValue) == nil)
        let text = #"{"role": \#(input), "roles": [\#(input), "member"]}"#
        let found = "string \(input)"
        let (account, issues) = Mapper<Account>().mapWithIssues(JSONString: text)
        #expect(account?.role == nil && account?.roles == [.member])
        #expect(issues.filter { $0.kind != .missingKey }.map(\.found) == [found, found])
        #expect(throws: MapError.self) { try FixedAccount(JSONString: text) }
        #expect(try FixedAccount(JSONString: #"{"role": "admin"}"#).role == .admin)
        let (plain, plainIssues) = Mapper<PlainAccount>(options: .lenientTypes).mapWithIssues(JSONString: text)
        #expect(plain?.role == nil && plain?.roles == [.member])
        #expect(plainIssues.filter { $0.kind != .missingKey }.map(\.found) == [found, found])
    }

    struct FixedAccount: ImmutableMappable {
        let role: Role
        init(map: Map) throws { role = try map.value("role", using: EnumTransform<Role>()) }
        func mapping(map: Map) { role >>> (map["role"], EnumTransform<Role>()) }
    }

    /// `<-` with no transform, which reads raw values as the transform does.
    struct PlainAccount: Mappable {
        var role: Role?
        var roles: [Role] = []
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            role <- map["role"]
            roles <- map["roles"]
        }
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
