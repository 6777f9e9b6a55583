import Foundation
import Testing
import Mapping

/// What a `Map` tells the model that reads through it: whether the key is present, its current
/// value, and the context the mapper was given, down to nested models.
@Suite("Map")
struct MapTests {
    @Test func isKeyPresentAndCurrentValue() throws {
        let map = Map(mappingType: .fromJSON, JSON: ["a": NSNull(), "b": 2])
        #expect(map["a"].isKeyPresent && map.currentValue == nil)
        #expect(map["a", ignoreNil: true].isKeyPresent == false)
        #expect(map["b"].currentValue as? Int == 2)
        #expect(map.currentKey == "b")
        #expect(map["c"].isKeyPresent == false)
        let value: Int? = map["b"].value()
        #expect(value == 2)
    }

    @Test func contextReachesNestedMaps() throws {
        let json = #"{"email": "a@b.c", "owner": {}}"#
        let admin = try #require(Mapper<Account>(context: Audience(isAdmin: true)).map(JSONString: json))
        #expect(admin.email == "a@b.c" && admin.owner?.sawContext == true)
        #expect(Mapper<Account>().map(JSONString: json)?.email == nil)
        #expect(Account(JSONString: json, context: Audience(isAdmin: true))?.email == "a@b.c")
    }
}
