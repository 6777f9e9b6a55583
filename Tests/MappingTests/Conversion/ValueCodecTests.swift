import Foundation
import Testing
import Mapping

/// The one table every `<-` goes through (`ValueCodec`): what absence, `null` and a value of
/// the wrong type do to a property, and Foundation values (`Any`, `[String: Any]`) through a cast.
@Suite("Value codecs: presence, null, wrong types and Foundation values")
struct ValueCodecTests {
    struct Model: Mappable {
        var name: String? = "start"
        var count = 7
        var note: String? = "kept"
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            name  <- map["name"]
            count <- map["count"]
            note  <- map["note", ignoreNil: true]
        }
    }

    @Test func absentKeysLeavePropertiesAlone() throws {
        let model = try #require(Mapper<Model>().map(JSONString: "{}"))
        #expect(model.name == "start" && model.count == 7 && model.note == "kept")
    }

    @Test func nullSetsOptionalsToNilAndLeavesOthersAlone() throws {
        let model = try #require(Mapper<Model>().map(JSONString: #"{"name": null, "count": null, "note": null}"#))
        #expect(model.name == nil)
        #expect(model.count == 7)
        #expect(model.note == "kept")  // ignoreNil: null counts as absent
    }

    @Test func wrongTypesLeavePropertiesAloneWithAnIssue() throws {
        let (model, issues) = Mapper<Model>().mapWithIssues(JSONString: #"{"name": 1, "count": "x"}"#)
        #expect(model?.name == "start" && model?.count == 7)
        #expect(issues.map(\.description) == [
            "name: expected String, found number 1",
            "count: expected Int, found string \"x\"",
        ])
    }

    @Test func foundationDoorsGiveWhatJSONSerializationUsersExpect() throws {
        struct Bag: Mappable {
            var any: [String: Any] = [:]
            var list: [Any] = []
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                any  <- map["any"]
                list <- map["list"]
            }
        }
        let bag = try #require(Mapper<Bag>().map(JSONString: #"{"any": {"n": 3, "b": true, "z": null, "d": 1.5}, "list": [1, "s"]}"#))
        #expect(bag.any["n"] as? Int == 3)
        #expect(bag.any["n"] as? Double == 3)
        #expect(bag.any["b"] as? Bool == true)
        #expect(bag.any["z"] is NSNull)
        #expect(bag.any["d"] as? Double == 1.5)
        #expect(bag.list.count == 2 && bag.list.first as? Int == 1 && bag.list.last as? String == "s")
        let json = bag.toJSON()
        #expect((json["any"] as? [String: Any])?["n"] as? Int == 3)
    }
}
