import Foundation
import Testing
import Transforms

// The code of the Migrating from ObjectMapper article
// (Sources/Mapping/Mapping.docc/MigratingFromObjectMapper.md), compiled and run: one test per
// intentional difference, showing the behaviour and what to write instead. The types sit in an
// enum so they cannot clash with other tests' models.

enum Migrating {
    struct Session: MapContext {
        let userID: Int
        let locale: String
    }

    struct Player: Mappable {
        var level: Int8?
        var score: Int?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            level <- map["level"]
            score <- map["score"]
        }
    }

    struct Profile: Mappable {
        enum Role: String { case admin, member }

        var nickname: String? = "none"
        var role: Role? = .member
        var greeting = ""

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            nickname <- map["nickname"]
            role <- map["role"]
            if let session = map.context as? Session { greeting = "hello \(session.userID)" }
        }
    }

    struct RoundedPlayer: Mappable {
        var score: Int?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            score <- (map["score"], TransformOf<Int, Double>(fromJSON: { $0.map { Int($0.rounded()) } }, toJSON: { $0.map(Double.init) }))
        }
    }

    struct Flags: Mappable {
        var active: Bool?
        var count: Int?
        var seenAsInt: Int?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            active <- map["active"]
            count  <- map["count"]
            if map.mappingType == .fromJSON { seenAsInt = map["count"].currentValue as? Int }
        }
    }

    /// Reads 1/0 and true/false into a Bool, as ObjectMapper's NSNumber casts did.
    struct FlagTransform: TransformType {
        func transformFromJSON(_ value: Any?) -> Bool? {
            if let flag = value as? Bool { return flag }
            return (value as? Int).map { $0 != 0 }
        }
        func transformToJSON(_ value: Bool?) -> Bool? { value }
    }

    struct Counter: Mappable {
        var legs = 4

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            legs <- map["legs"]
        }
    }

    struct Item: Mappable, Equatable {
        var id = 0

        init(id: Int) { self.id = id }

        init?(map: Map) {
            guard map["id"].isKeyPresent else { return nil }
        }

        mutating func mapping(map: Map) {
            id <- map["id"]
        }
    }

    struct Order: Mappable {
        var ids: [Int]?
        var items: [Item]?
        var byCode: [String: Item]?
        var stamp: Date?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            ids    <- map["ids"]
            items  <- map["items"]
            byCode <- map["byCode"]
            stamp  <- (map["stamp"], DateTransform())
        }
    }

    struct Release: ImmutableMappable {
        let id: Int

        init(map: Map) throws {
            id = try map.value("id")
        }
    }

    struct Shipment: ImmutableMappable {
        let release: Release?
        let stamp: Date?

        init(map: Map) throws {
            release = try map.value("release")
            stamp = try map.value("stamp", using: DateTransform())
        }
    }

    struct StrictShipment: ImmutableMappable {
        let release: Release?

        init(map: Map) throws {
            release = try map.value("release") as Release
        }
    }

    struct Grid: Mappable {
        var first: String?
        var zValue = 1.5
        var aValue = 2.5

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            first  <- map["rows.0.name"]
            zValue <- map["z"]
            aValue <- map["a"]
        }
    }

    /// Empty strings as no value, as ObjectMapper users wrote it.
    static let emptyAsNil = TransformOf<String, String>(fromJSON: { $0?.isEmpty == false ? $0 : nil }, toJSON: { $0 })

    struct Nickname: Mappable {
        var name: String? = "Guest"
        var cleared: String? = "Guest"

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            name <- (map["name"], Migrating.emptyAsNil)
            if map["name"].isKeyPresent { cleared = nil }
            cleared <- (map["name"], Migrating.emptyAsNil)
        }
    }

    struct Author: Mappable {
        var name: String?
        var fallback: String?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            name <- map["user.name"]
            fallback <- map["user.name"]
            if let name = map["user"].currentValue as? String { self.fallback = name }
        }
    }

    struct Sloppy: Mappable {
        var price = 9

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            price <- map["offer..price"]
        }
    }
}

@Suite("Documentation: Migrating from ObjectMapper")
struct MigratingSnippets {
    @Test func contextsAreSendableValues() {
        let mapper = Mapper<Migrating.Profile>(context: Migrating.Session(userID: 7, locale: "fr"))
        #expect(mapper.map(JSONString: "{}")?.greeting == "hello 7")
    }

    @Test func numbersConvertOnlyExactly() {
        let (player, issues) = Mapper<Migrating.Player>().mapWithIssues(JSONString: #"{"level": 300, "score": 12.7}"#)
        #expect(player?.level == nil)
        #expect(player?.score == nil)
        #expect(issues.map(\.description) == [
            "level: expected Int8, found number 300",
            "score: expected Int, found number 12.7",
        ])
        // What to write instead: say how the number becomes an Int.
        #expect(Mapper<Migrating.RoundedPlayer>().map(JSONString: #"{"score": 12.7}"#)?.score == 13)
        // Numbers sent as strings: opt in to the lenient conversions, which stay exact.
        let lenient = Mapper<Migrating.Player>(options: .lenientTypes)
        #expect(lenient.map(JSONString: #"{"score": "12"}"#)?.score == 12)
        #expect(lenient.map(JSONString: #"{"score": "12.7"}"#)?.score == nil)
        // A number beyond Float's range is no Float, where ObjectMapper gave infinity.
        struct Gauge: Mappable {
            var reading: Float?
            init?(map: Map) {}
            mutating func mapping(map: Map) { reading <- map["reading"] }
        }
        let (gauge, refused) = Mapper<Gauge>().mapWithIssues(JSONString: #"{"reading": 1e39}"#)
        #expect(gauge?.reading == nil && refused.map(\.description) == ["reading: expected Float, found number 1e39"])
    }

    @Test func aNonOptionalIntegerIsNotResetToZero() throws {
        let counter = try #require(Migrating.Counter(JSONString: "{}"))
        for text in [#"{"legs": null}"#, #"{"legs": "3"}"#, #"{"legs": 1e30}"#, #"{"legs": 2.5}"#] {
            let (mapped, issues) = Mapper<Migrating.Counter>().mapWithIssues(JSONString: text, toObject: counter)
            #expect(mapped.legs == 4, "\(text)")
            #expect(issues.count == 1, "\(text)")
        }
    }

    @Test func collectionsKeepTheirGoodElements() throws {
        let (order, issues) = Mapper<Migrating.Order>().mapWithIssues(
            JSONString: #"{"ids": [1, "2", 3], "items": [{"id": 1}, 5, {"name": "no id"}], "byCode": {"a": {"id": 1}, "b": 5}}"#)
        #expect(order?.ids == [1, 3])
        #expect(order?.items == [Migrating.Item(id: 1)])
        #expect(order?.byCode == ["a": Migrating.Item(id: 1)])
        #expect(issues.map(\.keyPath) == ["ids.1", "items.1", "items.2", "byCode.b"])
    }

    @Test func aCollectionOfFailuresIsNoValueButAnEmptyOneIs() throws {
        let refused = #"[{"name": "no id"}]"#
        #expect(Mapper<Migrating.Item>().mapArray(JSONString: refused) == nil)
        // ObjectMapper's result, when wanted:
        #expect(Mapper<Migrating.Item>().mapArray(JSONString: refused) ?? [] == [])
        let order = try #require(Mapper<Migrating.Order>().map(JSONString: #"{"items": [{"name": "no id"}], "byCode": {}}"#))
        #expect(order.items == nil)
        #expect(order.byCode == [:])
        #expect(Mapper<Migrating.Item>().mapDictionary(JSONString: "{}") == [:])
        #expect(Mapper<Migrating.Item>().mapDictionaryOfArrays(JSON: [:]) == [:])
        #expect(Mapper<Migrating.Item>().mapArrayOfArrays(JSONObject: [Any]()) == [])
    }

    @Test func includedNilValuesIncludeNilCollectionsOfModels() throws {
        let order = try #require(Mapper<Migrating.Order>().map(JSONString: "{}"))
        #expect(Mapper<Migrating.Order>(shouldIncludeNilValues: true).toJSONString(order, prettyPrint: false)
            == #"{"ids":null,"items":null,"byCode":null,"stamp":null}"#)
        #expect(Mapper<Migrating.Order>().toJSONString(order, prettyPrint: false) == "{}")
    }

    @Test func dateTransformReadsOnlyNumbersAndNumericStrings() throws {
        for text in [#"{"stamp": "abc"}"#, #"{"stamp": "2016-03-16"}"#] {
            let (order, issues) = Mapper<Migrating.Order>().mapWithIssues(JSONString: text)
            #expect(order?.stamp == nil, "\(text)")
            #expect(issues.map(\.keyPath) == ["stamp"], "\(text)")
        }
        #expect(Mapper<Migrating.Order>().map(JSONString: #"{"stamp": "1458117795"}"#)?.stamp == Date(timeIntervalSince1970: 1_458_117_795))
        #expect(NSDecimalNumberTransform().transformFromJSON("abc") == nil)
    }

    @Test func theThrowingMapArrayReadsOneObjectAsTheOptionalOneDoes() throws {
        let one = #"{"id": 1}"#
        #expect(try Mapper<Migrating.Release>().mapArray(JSONString: one).map(\.id) == [1])
        #expect(Mapper<Migrating.Item>().mapArray(JSONString: one) == [Migrating.Item(id: 1)])
    }

    @Test func anArrayOfImmutableModelsIsOptionalWhenSaidSo() throws {
        let text = #"[{"id": 1}, {"id": "x"}, {"id": 3}]"#
        let posts: [Migrating.Release]? = [Migrating.Release](JSONString: text)
        #expect(posts?.map(\.id) == [1, 3])
        #expect(throws: MapError.self) { try [Migrating.Release](JSONString: text) }
        let rows: [[String: Any]] = [["id": 1], ["id": "x"], ["id": 3]]
        #expect(rows.compactMap { Migrating.Release(JSON: $0) }.map(\.id) == [1, 3])
        #expect(throws: MapError.self) { try [Migrating.Release](JSONArray: rows) }
    }

    @Test func anAbsentOrNullOptionalIsNilForEveryType() throws {
        for text in ["{}", #"{"release": null, "stamp": null}"#] {
            let shipment = try Migrating.Shipment(JSONString: text)
            #expect(shipment.release == nil && shipment.stamp == nil, "\(text)")
            // ObjectMapper's result, when wanted: the non-optional type requires the key.
            #expect(throws: MapError.self, "\(text)") { try Migrating.StrictShipment(JSONString: text) }
        }
        #expect(throws: MapError.self) { try Migrating.Shipment(JSONString: #"{"release": 5}"#) }
        #expect(try Migrating.StrictShipment(JSONString: #"{"release": {"id": 2}}"#).release?.id == 2)
    }

    @Test func aWrongTypeLeavesTheOptionalAsItWas() {
        let (profile, issues) = Mapper<Migrating.Profile>().mapWithIssues(JSONString: #"{"nickname": 42}"#)
        #expect(profile?.nickname == "none")
        #expect(issues.first?.description == "nickname: expected String, found number 42")
        // A JSON null still sets it to nil.
        #expect(Mapper<Migrating.Profile>().map(JSONString: #"{"nickname": null}"#)?.nickname == nil)
        // So does an enum's raw value that names no case: ObjectMapper's nil, here the value kept.
        let (owner, unknown) = Mapper<Migrating.Profile>().mapWithIssues(JSONString: #"{"role": "owner"}"#)
        #expect(owner?.role == .member)
        #expect(unknown.map(\.keyPath) == ["role"])
        #expect(Mapper<Migrating.Profile>().map(JSONString: #"{"role": null}"#)?.role == nil)
        #expect(Mapper<Migrating.Profile>().map(JSONString: #"{"role": "admin"}"#)?.role == .admin)
    }

    @Test func aTransformsNilForAValueLeavesTheOptionalAsItWas() throws {
        let (user, issues) = Mapper<Migrating.Nickname>().mapWithIssues(JSONString: #"{"name": ""}"#)
        #expect(user?.name == "Guest")
        #expect(issues.first?.description == #"name: expected String, found string "", which the transform rejected"#)
        // What to write for ObjectMapper's nil: clear the property when the key is there.
        #expect(user?.cleared == nil)
        #expect(Mapper<Migrating.Nickname>().map(JSONString: #"{"name": "Ada"}"#)?.cleared == "Ada")
        #expect(Mapper<Migrating.Nickname>().map(JSONString: "{}")?.cleared == "Guest")
    }

    @Test func aKeyPathThatMeetsAStringReadsNothing() throws {
        let author = try #require(Mapper<Migrating.Author>().map(JSONString: #"{"user": "alice"}"#))
        #expect(author.name == nil && author.fallback == "alice")
        let nested = try #require(Mapper<Migrating.Author>().map(JSONString: #"{"user": {"name": "bob"}}"#))
        #expect(nested.name == "bob" && nested.fallback == "bob")
    }

    @Test func indexComponentsWriteArrays() throws {
        var grid = try #require(Mapper<Migrating.Grid>().map(JSONString: #"{"rows": [{"name": "top"}]}"#))
        #expect(grid.first == "top")
        grid.first = "bottom"
        #expect(grid.toJSONString() == #"{"rows":[{"name":"bottom"}],"z":1.5,"a":2.5}"#)
    }

    @Test func anEmptyKeyPathComponentIsAKeyBothWays() throws {
        let sloppy = try #require(Mapper<Migrating.Sloppy>().map(JSONString: "{}"))
        #expect(sloppy.toJSONString() == #"{"offer":{"":{"price":9}}}"#)
        #expect(Mapper<Migrating.Sloppy>().map(JSONString: #"{"offer":{"":{"price":4}}}"#)?.price == 4)
    }

    @Test func keysFollowTheMappingOrderUnlessSorted() throws {
        let grid = try #require(Mapper<Migrating.Grid>().map(JSONString: "{}"))
        #expect(grid.toJSONString() == #"{"z":1.5,"a":2.5}"#)
        #expect(Mapper<Migrating.Grid>(options: .sortedKeys).toJSONString(grid) == #"{"a":2.5,"z":1.5}"#)
    }

    @Test func nonFiniteNumbersAreReportedNotDropped() throws {
        var grid = try #require(Mapper<Migrating.Grid>().map(JSONString: "{}"))
        grid.zValue = .nan
        #expect(grid.toJSONString() == nil)
        let (string, issues) = Mapper<Migrating.Grid>().toJSONStringWithIssues(grid)
        #expect(string == nil)
        #expect(issues.map(\.description) == ["z: cannot write nan as JSON"])
    }

    @Test func boolsAndNumbersDoNotCrossUnlessLenient() throws {
        let document = #"{"active": 1, "count": true}"#
        let (flags, issues) = Mapper<Migrating.Flags>().mapWithIssues(JSONString: document)
        #expect(flags?.active == nil && flags?.count == nil)
        #expect(issues.map(\.description) == ["active: expected Bool, found number 1", "count: expected Int, found bool true"])
        // `currentValue` is a Swift Bool for `true`: `as? Int` fails where ObjectMapper's NSNumber gave 1.
        #expect(flags?.seenAsInt == nil)
        let lenient = try #require(Mapper<Migrating.Flags>(options: .lenientTypes).map(JSONString: document))
        #expect(lenient.active == true)
        // `.lenientTypes` reads 1/0 as a Bool, but not true/false as a number: say how.
        #expect(lenient.count == nil)
        let flagAsInt = TransformOf<Int, Bool>(fromJSON: { $0.map { $0 ? 1 : 0 } }, toJSON: { $0.map { $0 != 0 } })
        #expect(flagAsInt.transformFromJSONValue(json("true")) == 1)
        #expect(Migrating.FlagTransform().transformFromJSONValue(json("1")) == true)
        #expect(Migrating.FlagTransform().transformFromJSONValue(json("false")) == false)
    }

    /// The row on `CodableTransform`: a struct that holds one, where ObjectMapper's users subclassed.
    struct Tag: Codable, Equatable {
        var displayName: String
    }

    struct TagTransform: TransformType {
        let codable: CodableTransform<Tag> = {
            let decoder = JSONDecoder()
            decoder.keyDecodingStrategy = .convertFromSnakeCase
            return CodableTransform<Tag>(decoder: decoder)
        }()

        func transformFromJSON(_ value: Any?) -> Tag? {
            codable.transformFromJSON(value).map(clean)
        }

        func transformToJSON(_ value: Tag?) -> Any? {
            codable.transformToJSON(value)
        }

        private func clean(_ tag: Tag) -> Tag {
            Tag(displayName: tag.displayName.trimmingCharacters(in: .whitespaces))
        }
    }

    @Test func codableTransformIsWrappedNotSubclassed() {
        let read = TagTransform().transformFromJSONValue(json(#"{"display_name": "  swift "}"#))
        #expect(read == Tag(displayName: "swift"))
        #expect(TagTransform().transformToJSONValue(Tag(displayName: "json")) == json(#"{"displayName": "json"}"#))
    }

    /// The row on `dateFormatter`: a subclass hands over a formatter it has set up, where
    /// ObjectMapper's users changed the transform's own after `super.init(formatString:)`.
    final class TokyoMinuteTransform: DateFormatterTransform, @unchecked Sendable {
        init() {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
            formatter.dateFormat = "yyyy-MM-dd HH:mm"
            super.init(dateFormatter: formatter)
        }
    }

    @Test func aTransformsFormatterIsSetUpBeforeItIsHandedOver() throws {
        let tokyoNine = Date(timeIntervalSince1970: 1_704_067_200)  // 2024-01-01 00:00 UTC
        #expect(TokyoMinuteTransform().transformFromJSON("2024-01-01 09:00") == tokyoNine)
        #expect(TokyoMinuteTransform().transformToJSON(tokyoNine) == "2024-01-01 09:00")
        // Changing `dateFormatter` changes a copy, not the transform.
        let transform = CustomDateFormatTransform(formatString: "yyyy-MM-dd HH:mm")
        transform.dateFormatter.timeZone = TimeZone(identifier: "Asia/Tokyo")
        #expect(transform.dateFormatter.timeZone == TimeZone.current)
        // It reads in the device's zone, as a new copy does.
        let read = transform.transformFromJSON("2024-01-01 09:00")
        #expect(read != nil && read == transform.dateFormatter.date(from: "2024-01-01 09:00"))
    }

    @Test func iso8601ReadsRFC3339AndTheFormatterReadsTheRest() {
        let formatted = CustomDateFormatTransform(formatString: "yyyy-MM-dd'T'HH:mm:ssZZZZZ")
        let march6 = Date(timeIntervalSince1970: 1_457_253_795)
        for text in ["2016-3-6T8:43:15Z", "2016-03-06T08:43:15GMT", "2016-03-06T09:43:15 +01:00"] {
            #expect(ISO8601DateTransform().transformFromJSON(text) == nil)
            #expect(formatted.transformFromJSON(text) == march6)
        }
        #expect(ISO8601DateTransform().transformFromJSON("2016-03-06 08:43:15+0000") == march6)
        // JSON white space around the text is no part of it, for both.
        #expect(ISO8601DateTransform().transformFromJSON(" 2016-03-06T08:43:15Z\n") == march6)
        #expect(formatted.transformFromJSON(" 2016-03-06T08:43:15Z") == march6)
    }

    @Test func objectMappersISO8601TextIsACustomFormat() {
        let objectMapperText = CustomDateFormatTransform(formatString: "yyyy-MM-dd'T'HH:mm:ssZZZZZ")
        let when = Date(timeIntervalSince1970: 1_458_117_795)
        let written = objectMapperText.transformToJSON(when)
        #expect(written.flatMap(ISO8601DateTransform().transformFromJSON) == when)
        #expect(ISO8601DateTransform().transformToJSON(when) == "2016-03-16T08:43:15Z")
    }
}
