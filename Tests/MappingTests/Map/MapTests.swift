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

    @Test func valueReadsFloatsToTheNearestAsTheOperatorDoes() throws {
        let map = Map(mappingType: .fromJSON, JSON: [
            "f": 0.1, "i": 3, "list": [0.1, 2], "bad": [0.1, "x"], "dict": ["a": 0.3], "big": 1e39, "text": "0.5",
        ])
        let float: Float? = map["f"].value()
        let whole: Float? = map["i"].value()
        let list: [Float]? = map["list"].value()
        let bad: [Float]? = map["bad"].value()
        let dict: [String: Float]? = map["dict"].value()
        let big: Float? = map["big"].value()
        let text: Float? = map["text"].value()
        let double: Double? = map["f"].value()
        #expect(float == 0.1 && whole == 3 && list == [0.1, 2] && dict == ["a": 0.3])
        #expect(bad == nil && big == nil && text == nil && double == 0.1)
        // CGFloat, which Foundation bridges from NSNumber on some platforms only.
        let ratio: CGFloat? = map["f"].value()
        let ratios: [String: CGFloat]? = map["dict"].value()
        #expect(ratio == 0.1 && ratios == ["a": 0.3])
        // A JSONValue, which no Foundation value casts to.
        let raw: JSONValue? = map["list"].value()
        #expect(raw == [0.1, 2])
        // In the lenient mode, as `<-` reads it there.
        struct Reading: Mappable {
            var value: Float?
            init?(map: Map) {}
            mutating func mapping(map: Map) { value = map["v"].value() }
        }
        #expect(Mapper<Reading>(options: .lenientTypes).map(JSONString: #"{"v": "0.5"}"#)?.value == 0.5)
        #expect(Mapper<Reading>().map(JSONString: #"{"v": "0.5"}"#)?.value == nil)
    }

    @Test func contextReachesNestedMaps() throws {
        let json = #"{"email": "a@b.c", "owner": {}}"#
        let admin = try #require(Mapper<Account>(context: Audience(isAdmin: true)).map(JSONString: json))
        #expect(admin.email == "a@b.c" && admin.owner?.sawContext == true)
        #expect(Mapper<Account>().map(JSONString: json)?.email == nil)
        #expect(Account(JSONString: json, context: Audience(isAdmin: true))?.email == "a@b.c")
    }
}

/// Keys read after the object's last key: a model's map tries the key after the last one found
/// first, and once every key up to the last was read there is none; what follows must still
/// find earlier keys, paths, `null`s and absences, from text and from data, as the
/// `>>>` pass after an ImmutableMappable's `init(map:)` selects keys then.
@Suite("Map: keys read after the last one")
struct MapKeysAfterTheLastTests {
    struct Late: Mappable {
        var first = 0, last = 0, again = 0, deep = "", nothing: Int?, empty: Int? = 7, tail = 0
        var ignored = 5

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            first   <- map["first"]
            last    <- map["last"]
            // Every key is behind the map now.
            again   <- map["first"]
            deep    <- map["inner.name"]
            nothing <- map["absent"]
            empty   <- map["null"]
            ignored <- map["null", ignoreNil: true]
            tail    <- map["last"]
        }
    }

    struct Frozen: ImmutableMappable {
        let first: Int
        let last: Int
        let deep: String

        init(map: Map) throws {
            first = try map.value("first")
            last  = try map.value("last")
            deep  = try map.value("inner.name")
        }

        mutating func mapping(map: Map) {
            first >>> map["first"]
            last  >>> map["last"]
            deep  >>> map["inner.name"]
        }
    }

    static let json = #"{"first": 1, "inner": {"name": "x"}, "null": null, "last": 9}"#

    @Test("a Mappable model finds earlier keys, paths, nulls and absences after the last key")
    func mappable() throws {
        for late in [Mapper<Late>().map(JSONString: Self.json), Mapper<Late>().map(JSONData: Data(Self.json.utf8))] {
            let late = try #require(late)
            #expect(late.first == 1 && late.last == 9 && late.again == 1 && late.tail == 9)
            #expect(late.deep == "x")
            #expect(late.nothing == nil)
            #expect(late.empty == nil)
            #expect(late.ignored == 5)
        }
        let (value, issues) = Mapper<Late>().mapWithIssues(JSONString: Self.json)
        #expect(value != nil && issues.isEmpty, "\(issues)")
    }

    @Test("an ImmutableMappable model reads, and its >>> pass after init(map:) writes back the same JSON")
    func immutable() throws {
        let frozen = try Mapper<Frozen>().mapOrFail(JSONString: Self.json)
        #expect(frozen.first == 1 && frozen.last == 9 && frozen.deep == "x")
        #expect(try Mapper<Frozen>().mapOrFail(JSONData: Data(Self.json.utf8)).deep == "x")
        let written = try #require(Mapper<Frozen>(options: .sortedKeys).toJSONString(frozen))
        #expect(written == #"{"first":1,"inner":{"name":"x"},"last":9}"#)
    }
}

/// A key found where the map's hint points is kept as the position of its entry in the parsed
/// document, not as the `String` the model passed: `currentKey` and the paths of issues must
/// still give the key exactly as written, whatever its bytes, in both kinds of documents and
/// for keys found elsewhere or not at all.
@Suite("Map: the selected key, as found in the document")
struct MapSelectedKeyTests {
    /// Reads its keys in the document's order (so each is found at the hint) and records
    /// `currentKey` after each.
    struct Spelled: Mappable {
        var plain = 0, accented = 0, cjk = 0, long = 0, absent = 0, early = 0
        var seen: [String?] = []

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            plain    <- map["id"]
            seen.append(map.currentKey)
            accented <- map["prénom"]
            seen.append(map.currentKey)
            cjk      <- map["名前"]
            seen.append(map.currentKey)
            long     <- map["a_key_longer_than_fifteen_bytes"]
            seen.append(map.currentKey)
            absent   <- map["missing"]
            seen.append(map.currentKey)
            early    <- map["id"]
            seen.append(map.currentKey)
        }
    }

    static let keys: [String?] = ["id", "prénom", "名前", "a_key_longer_than_fifteen_bytes", "missing", "id"]
    static let json = #"{"id": 1, "prénom": "x", "名前": true, "a_key_longer_than_fifteen_bytes": [1]}"#

    @Test("currentKey gives each key as written, from a string, from data and from a dictionary")
    func currentKeyAsWritten() throws {
        let fromText = try #require(Mapper<Spelled>().map(JSONString: Self.json))
        #expect(fromText.seen == Self.keys)
        let fromData = try #require(Mapper<Spelled>().map(JSONData: Data(Self.json.utf8)))
        #expect(fromData.seen == Self.keys)
        let dictionary = try #require(JSONSerialization.jsonObject(with: Data(Self.json.utf8)) as? [String: Any])
        let fromDictionary = try #require(Mapper<Spelled>().map(JSON: dictionary))
        #expect(fromDictionary.seen == Self.keys)
        #expect(fromText.plain == 1 && fromText.early == 1)
    }

    @Test("issues found at the hint name the key as written")
    func issuePathsAsWritten() throws {
        let (model, issues) = Mapper<Spelled>().mapWithIssues(JSONString: Self.json)
        #expect(model != nil)
        // "prénom" holds a string, "名前" a Boolean and the long key an array, for `Int`s.
        let paths = issues.filter { $0.kind == .typeMismatch }.map(\.keyPath)
        #expect(paths == ["prénom", "名前", "a_key_longer_than_fifteen_bytes"])
        #expect(issues.contains { $0.kind == .missingKey && $0.keyPath == "missing" })
    }

    @Test("a model reused for the next element starts with no key")
    func reusedMapStartsClean() throws {
        let array = "[" + Array(repeating: Self.json, count: 3).joined(separator: ",") + "]"
        let models = try #require(Mapper<Spelled>().mapArray(JSONString: array))
        #expect(models.count == 3 && models.allSatisfy { $0.seen == Self.keys })
    }
}
