import Testing
import Mapping

/// Key paths as models write them: nested objects, array indices, literal keys, custom
/// delimiters, in both directions.
@Suite("Key paths")
struct KeyPathTests {
    struct Model: Mappable {
        var city: String?
        var firstFriend: String?
        var cell: Int?
        var dotted: String?
        var arrow: String?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            city        <- map["user.address.city"]
            firstFriend <- map["user.friends.0.name"]
            cell        <- map["matrix.1.2"]
            dotted      <- map["file.name", nested: false]
            arrow       <- map["a->b", delimiter: "->"]
        }
    }

    @Test func readsNestedObjectsArraysAndLiteralKeys() throws {
        let json = #"{"user": {"address": {"city": "Oslo"}, "friends": [{"name": "Bo"}]}, "matrix": [[1,2,3],[4,5,6]], "file.name": "a.txt", "a": {"b": "arrow"}}"#
        let model = try #require(Mapper<Model>().map(JSONString: json))
        #expect(model.city == "Oslo")
        #expect(model.firstFriend == "Bo")
        #expect(model.cell == 6)
        #expect(model.dotted == "a.txt")
        #expect(model.arrow == "arrow")
    }

    @Test func keysMatchByTheirDecodedBytes() throws {
        struct Keys: Mappable {
            var empty: Int?, escaped: Int?, long: Int?, accented: Int?
            init?(map: Map) {}
            mutating func mapping(map: Map) {
                empty    <- map[""]
                escaped  <- map["ab"]
                long     <- map["/api/v1/users/123/profile/settings"]
                accented <- map["caf\u{E9}"]
            }
        }
        let json = #"{"": 1, "a\u0062": 2, "/api/v1/users/123/profile/settings": 3, "/api/v1/users/123/profile/settingz": 4, "cafe\u0301": 5, "café": 6}"#
        let keys = try #require(Mapper<Keys>().map(JSONString: json))
        #expect(keys.empty == 1 && keys.escaped == 2 && keys.long == 3 && keys.accented == 6)
    }

    @Test func missingStepsLeaveThePropertyAlone() throws {
        let model = try #require(Mapper<Model>().map(JSONString: #"{"user": {"friends": []}, "matrix": [[1]]}"#))
        #expect(model.city == nil && model.firstFriend == nil && model.cell == nil)
    }

    @Test func writingBuildsObjectsAndArrays() throws {
        var model = try #require(Mapper<Model>().map(JSONString: "{}"))
        model.city = "Oslo"
        model.firstFriend = "Bo"
        model.dotted = "a.txt"
        #expect(Mapper<Model>().toJSONString(model)
                == #"{"user":{"address":{"city":"Oslo"},"friends":[{"name":"Bo"}]},"file.name":"a.txt"}"#)
    }

    @Test func anIndexComponentWritesIntoAnArray() throws {
        struct Writer: Mappable {
            var value = "v"
            init?(map: Map) {}
            mutating func mapping(map: Map) { value >>> map["a.0.b"] }
        }
        let writer = try #require(Writer(JSON: [:]))
        #expect(writer.toJSONString() == #"{"a":[{"b":"v"}]}"#)
    }

    /// The search for the delimiter reads a key eight bytes at a time: a dot at any position of
    /// a key of any length makes it a path, and a key without one is a plain key.
    @Test(arguments: 1...24)
    func aDotAnywhereInAKeyOfAnyLengthMakesItAPath(length: Int) throws {
        struct OneKey: Mappable {
            var key = ""
            var value = 1
            init(key: String) { self.key = key }
            init?(map: Map) {}
            mutating func mapping(map: Map) { value <- map[key] }
        }
        let plain = String(repeating: "k", count: length)
        #expect(OneKey(key: plain).toJSONString() == "{\"\(plain)\":1}")
        let wide = String(repeating: "\u{E9}", count: length)  // two bytes each, none a dot
        #expect(OneKey(key: wide).toJSONString() == "{\"\(wide)\":1}")
        for position in 0..<length {
            var bytes = Array(plain.utf8)
            bytes[position] = UInt8(ascii: ".")
            let key = String(decoding: bytes, as: UTF8.self)
            let head = String(repeating: "k", count: position)
            let tail = String(repeating: "k", count: length - position - 1)
            #expect(OneKey(key: key).toJSONString() == "{\"\(head)\":{\"\(tail)\":1}}", "key \(key)")
            let read = Mapper<OneKey>().map(JSONString: "{\"\(head)\":{\"\(tail)\":7}}", toObject: OneKey(key: key))
            #expect(read.value == 7, "key \(key)")
        }
    }
}
