import Foundation
import Testing
import Mapping

/// Every name of API.md Part 1, used the way the API sheet shows. It compiles, and it behaves.
@Suite("API.md Part 1")
struct APISurfaceTests {
    /// A transform over a JSON string, for the transform shapes.
    struct Shout: TransformType {
        func transformFromJSON(_ value: Any?) -> String? { (value as? String)?.uppercased() }
        func transformToJSON(_ value: String?) -> String? { value?.lowercased() }
    }

    /// One property for every shape `<-` maps, plain, optional and implicitly unwrapped.
    struct Everything: Mappable {
        var bool = false, string = "", double = 0.0, float: Float = 0
        var int = 0, int8: Int8 = 0, int16: Int16 = 0, int32: Int32 = 0, int64: Int64 = 0
        var uint: UInt = 0, uint8: UInt8 = 0, uint16: UInt16 = 0, uint32: UInt32 = 0, uint64: UInt64 = 0
        var optional: Int?
        var unwrapped: String!
        var anyArray: [Any] = []
        var anyDictionary: [String: Any] = [:]
        var optionalAnyArray: [Any]?
        var basicArray: [Int] = []
        var basicDictionary: [String: Double] = [:]
        var nestedBasics: [[String]]?
        var role: Role = .member
        var roles: [Role]?
        var roleByName: [String: Role] = [:]
        var roleSet: Set<Role> = []
        var roleGrid: [[Role]]?
        var address: Address?
        var addresses: [Address] = []
        var grid: [[Address]]?
        var addressByName: [String: Address] = [:]
        var addressesByName: [String: [Address]]?
        var addressSet: Set<Address> = []
        var shouted: String?
        var shoutedList: [String] = []
        var shoutedGrid: [[String]]?
        var shoutedByName: [String: String] = [:]
        var shoutedListsByName: [String: [String]]?
        var shoutedSet: Set<String>?
        var raw: JSONValue?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            bool <- map["bool"]; string <- map["string"]; double <- map["double"]; float <- map["float"]
            int <- map["int"]; int8 <- map["int8"]; int16 <- map["int16"]; int32 <- map["int32"]; int64 <- map["int64"]
            uint <- map["uint"]; uint8 <- map["uint8"]; uint16 <- map["uint16"]; uint32 <- map["uint32"]; uint64 <- map["uint64"]
            optional <- map["optional"]
            unwrapped <- map["unwrapped"]
            anyArray <- map["anyArray"]
            anyDictionary <- map["anyDictionary"]
            optionalAnyArray <- map["optionalAnyArray"]
            basicArray <- map["basicArray"]
            basicDictionary <- map["basicDictionary"]
            nestedBasics <- map["nestedBasics"]
            role <- map["role"]
            roles <- map["roles"]
            roleByName <- map["roleByName"]
            roleSet <- map["roleSet"]
            roleGrid <- map["roleGrid"]
            address <- map["address"]
            addresses <- map["addresses"]
            grid <- map["grid"]
            addressByName <- map["addressByName"]
            addressesByName <- map["addressesByName"]
            addressSet <- map["addressSet"]
            shouted <- (map["shouted"], Shout())
            shoutedList <- (map["shoutedList"], Shout())
            shoutedGrid <- (map["shoutedGrid"], Shout())
            shoutedByName <- (map["shoutedByName"], Shout())
            shoutedListsByName <- (map["shoutedListsByName"], Shout())
            shoutedSet <- (map["shoutedSet"], Shout())
            raw <- map["raw"]
        }
    }

    static let everything = #"""
    {"bool": true, "string": "s", "double": 1.5, "float": 0.25,
     "int": -1, "int8": -8, "int16": 16, "int32": 32, "int64": 9007199254740993,
     "uint": 1, "uint8": 8, "uint16": 16, "uint32": 32, "uint64": 18446744073709551615,
     "optional": 5, "unwrapped": "u", "anyArray": [1, "a"], "anyDictionary": {"k": [true]},
     "optionalAnyArray": [], "basicArray": [1, 2], "basicDictionary": {"pi": 3.14},
     "nestedBasics": [["a"], []], "role": "admin", "roles": ["member"], "roleByName": {"ada": "admin"},
     "roleSet": ["admin", "member", "admin"], "roleGrid": [["admin"], [], ["member", "admin"]],
     "address": {"city": "A"}, "addresses": [{"city": "B"}], "grid": [[{"city": "C"}]],
     "addressByName": {"d": {"city": "D"}}, "addressesByName": {"e": [{"city": "E"}]},
     "addressSet": [{"city": "F"}], "shouted": "hi", "shoutedList": ["a"], "shoutedGrid": [["b"]],
     "shoutedByName": {"c": "c"}, "shoutedListsByName": {"d": ["d"]}, "shoutedSet": ["e"],
     "raw": {"any": [1, {"json": null}]}}
    """#

    /// A Foundation object of string values as a comparable dictionary (`nil` for any other).
    static func strings(_ object: [String: Any]) -> [String: String]? {
        let strings = object.compactMapValues { $0 as? String }
        return strings.count == object.count ? strings : nil
    }

    @Test func everyShapeMapsBothWays() throws {
        let model = try #require(Mapper<Everything>().map(JSONString: Self.everything))
        #expect(model.bool && model.string == "s" && model.double == 1.5 && model.float == 0.25)
        #expect(model.int == -1 && model.int8 == -8 && model.int16 == 16 && model.int32 == 32)
        #expect(model.int64 == 9_007_199_254_740_993 && model.uint64 == .max && model.uint8 == 8)
        #expect(model.optional == 5 && model.unwrapped == "u")
        #expect(model.anyArray.count == 2 && model.anyArray.first as? Int == 1 && model.anyArray.last as? String == "a")
        #expect((model.anyDictionary["k"] as? [Bool]) == [true] && model.optionalAnyArray?.isEmpty == true)
        #expect(model.basicArray == [1, 2] && model.basicDictionary == ["pi": 3.14] && model.nestedBasics == [["a"], []])
        #expect(model.role == .admin && model.roles == [.member] && model.roleByName == ["ada": .admin])
        #expect(model.roleSet == [.admin, .member] && model.roleGrid == [[.admin], [], [.member, .admin]])
        #expect(model.address?.city == "A" && model.addresses.first?.city == "B" && model.grid?.first?.first?.city == "C")
        #expect(model.addressByName["d"]?.city == "D" && model.addressesByName?["e"]?.first?.city == "E")
        #expect(model.addressSet == [Address(city: "F")])
        #expect(model.shouted == "HI" && model.shoutedList == ["A"] && model.shoutedGrid == [["B"]])
        #expect(model.shoutedByName == ["c": "C"] && model.shoutedListsByName == ["d": ["D"]] && model.shoutedSet == ["E"])
        #expect(model.raw == ["any": [1, ["json": nil]]])

        let written = try #require(Mapper<Everything>().toJSONString(model))
        let json = try JSONValue(parsing: written)
        #expect(json["roles"] == ["member"] && json["roleByName"] == ["ada": "admin"])
        #expect(json["roleSet"]?.array?.compactMap(\.string).sorted() == ["admin", "member"])  // a set has no order
        #expect(json["roleGrid"] == [["admin"], [], ["member", "admin"]])
        #expect(json["addressSet"] == [["city": "F"]] && json["shoutedSet"] == ["e"])
        let again = try #require(Mapper<Everything>().map(JSONString: written))
        #expect(try JSONValue(parsing: Mapper<Everything>().toJSONString(again) ?? "") == json)
        #expect(again.roleSet == model.roleSet && again.roleGrid == model.roleGrid)
        #expect(again.shouted == "HI")  // written lower case, read upper case
    }

    @Test func mapProperties() {
        let map = Map(mappingType: .fromJSON, JSON: ["a": 1], toObject: false, context: nil, shouldIncludeNilValues: false)
        #expect(map.mappingType == .fromJSON && map.toObject == false && map.context == nil)
        #expect(map.shouldIncludeNilValues == false && map.nestedKeyDelimiter == ".")
        #expect(map.JSON["a"] as? Int == 1)
        _ = map["a", delimiter: "->"]
        _ = map["a", nested: false]
        _ = map["a", nested: true, delimiter: "."]
        _ = map["a", ignoreNil: true]
        _ = map["a", nested: false, ignoreNil: true]
        _ = map["a", delimiter: ".", ignoreNil: true]
        _ = map["a", nested: nil, delimiter: ".", ignoreNil: false]
        #expect(map.currentKey == "a" && map.isKeyPresent)
        let writing = Map(mappingType: .toJSON, JSON: [:])
        var value = 3
        value <- writing["deep.value"]
        value >>> writing["copy"]
        #expect((writing.JSON["deep"] as? [String: Any])?["value"] as? Int == 3)
        #expect(writing.JSON["copy"] as? Int == 3)
    }

    @Test func mapperEntryPointsAndStatics() throws {
        let mapper = Mapper<Address>(context: nil, shouldIncludeNilValues: false)
        let address = Address(city: "Oslo")
        #expect(mapper.map(JSON: ["city": "Oslo"]) == address)
        #expect(mapper.map(JSONObject: ["city": "Oslo"]) == address)
        #expect(mapper.map(JSON: ["zip": "1"], toObject: address).zip == "1")
        #expect(mapper.map(JSONObject: ["zip": "2"], toObject: address).zip == "2")
        let a = Address(city: "A")
        #expect(mapper.mapArray(JSONObject: [["city": "A"]]) == [a])
        #expect(mapper.mapSet(JSONArray: [["city": "A"], ["city": "A"]]) == [a])
        #expect(mapper.mapSet(JSONObject: [["city": "A"]]) == [a])
        #expect(mapper.mapDictionary(JSON: ["a": ["city": "A"]]) == ["a": a])
        #expect(mapper.mapDictionary(JSONObject: ["a": ["city": "A"]]) == ["a": a])
        #expect(mapper.mapDictionary(JSON: ["a": ["zip": "9"]], toDictionary: ["a": address]) == ["a": Address(city: "Oslo", zip: "9")])
        #expect(mapper.mapDictionaryOfArrays(JSONObject: ["a": [["city": "A"]]]) == ["a": [a]])

        #expect(mapper.toJSON(address)["city"] as? String == "Oslo")
        #expect(mapper.toJSONArray([address]).map(Self.strings) == [["city": "Oslo"]])
        #expect(mapper.toJSONSet([address]).map(Self.strings) == [["city": "Oslo"]])
        #expect(mapper.toJSONDictionary(["a": address]).mapValues(Self.strings) == ["a": ["city": "Oslo"]])
        #expect(mapper.toJSONDictionaryOfArrays(["a": [address]]).mapValues { $0.map(Self.strings) } == ["a": [["city": "Oslo"]]])
        #expect(mapper.toJSONString(address, prettyPrint: false) == #"{"city":"Oslo"}"#)
        #expect(mapper.toJSONString([address], prettyPrint: false) == #"[{"city":"Oslo"}]"#)
        #expect(mapper.toJSONString(Set([address]), prettyPrint: false) == #"[{"city":"Oslo"}]"#)

        #expect((Mapper<Address>.parseJSONString(JSONString: "[1]") as? [Int]) == [1])
        #expect(Mapper<Address>.parseJSONStringIntoDictionary(JSONString: #"{"a": 1}"#)?["a"] as? Int == 1)
        #expect(Mapper<Address>.toJSONString(["a": [1]], prettyPrint: false) == #"{"a":[1]}"#)
        #expect(Mapper<Address>.toJSONData(["b": 1, "a": 2], options: [.sortedKeys]).map { String(decoding: $0, as: UTF8.self) }
                == #"{"a":2,"b":1}"#)

        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mapping-\(UUID().uuidString).json")
        try Data(#"[{"city": "F"}]"#.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(mapper.mapArray(JSONfile: file.path)?.first?.city == "F")
        try Data(#"{"city": "G"}"#.utf8).write(to: file)
        #expect(mapper.map(JSONfile: file.path)?.city == "G")
    }

    @Test func modelArrayAndSetConveniences() throws {
        let address = try #require(Address(JSONString: #"{"city": "A"}"#))
        #expect(Address(JSON: ["city": "A"]) == address)
        #expect(address.toJSON()["city"] as? String == "A")
        #expect(address.toJSONString(prettyPrint: true) == "{\n  \"city\": \"A\"\n}")
        #expect([Address](JSONString: #"[{"city": "A"}]"#) == [address])
        #expect([Address](JSONArray: [["city": "A"]]) == [address])
        #expect([address].toJSON().map(Self.strings) == [["city": "A"]] && [address].toJSONString() == #"[{"city":"A"}]"#)
        #expect(Set<Address>(JSONString: #"[{"city": "A"}, {"city": "A"}]"#) == [address])
        #expect(Set<Address>(JSONArray: [["city": "A"]]) == [address])
        #expect(Set([address]).toJSON().map(Self.strings) == [["city": "A"]] && Set([address]).toJSONString() == #"[{"city":"A"}]"#)
        let point = Point(x: 1, y: 2, label: nil, weight: 1)
        #expect(try Point(JSONObject: ["x": 1, "y": 2]) == point)
        #expect(try Point(JSON: ["x": 1, "y": 2]) == point)
        #expect(try [Point](JSONArray: [["x": 1, "y": 2]]) == [point])
        let error = MapError(key: "k", currentValue: 1, reason: "r", file: #file, function: #function, line: #line)
        #expect(error.key == "k" && error.currentValue as? Int == 1 && error.reason == "r" && error.line != nil)
        #expect(error.function != nil && error.file != nil)
    }
}
