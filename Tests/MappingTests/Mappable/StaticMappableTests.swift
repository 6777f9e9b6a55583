import Testing
import Mapping

/// Class clusters through `StaticMappable`: the base class picks the subclass to map.
@Suite("StaticMappable class clusters")
struct StaticMappableTests {
    struct Drawing: Mappable {
        var shapes: [Shape] = []
        var main: Shape?
        init?(map: Map) {}
        mutating func mapping(map: Map) {
            shapes <- map["shapes"]
            main   <- map["main"]
        }
    }

    @Test func theBaseClassPicksTheSubclass() throws {
        let json = #"{"main": {"kind": "square", "side": 2}, "shapes": [{"kind": "circle", "radius": 1.5, "name": "c"}, {"kind": "hexagon"}, {"kind": "square", "side": 3}]}"#
        let drawing = try #require(Mapper<Drawing>().map(JSONString: json))
        #expect((drawing.main as? Square)?.side == 2)
        #expect(drawing.shapes.count == 2)
        let circle = try #require(drawing.shapes.first as? Circle)
        #expect(circle.radius == 1.5 && circle.name == "c")
        #expect((drawing.shapes.last as? Square)?.side == 3)
        #expect(Mapper<Shape>().toJSONString(circle) == #"{"name":"c","kind":"circle","radius":1.5}"#)
        #expect(Mapper<Shape>().map(JSONString: #"{"kind": "hexagon"}"#) == nil)
    }

    /// A class whose `objectForMapping` hands back an instance of an unrelated class.
    final class Unrelated: Mappable {
        init?(map: Map) {}
        func mapping(map: Map) {}
    }

    class Picky: StaticMappable {
        class func objectForMapping(map: Map) -> BaseMappable? {
            (map["kind"].currentValue as? String) == "other" ? Unrelated(map: map) : nil
        }
        func mapping(map: Map) {}
    }

    @Test func theIssueSaysWhatObjectForMappingReturned() {
        let other = Mapper<Picky>().mapWithIssues(JSONString: #"{"kind": "other"}"#)
        #expect(other.value == nil)
        #expect(other.issues.map(\.found) == ["objectForMapping(map:) returned nil or an instance that is not a Picky"])
        let none = Mapper<Picky>().mapWithIssues(JSONString: #"{"kind": "none"}"#)
        #expect(none.issues.map(\.found) == other.issues.map(\.found))
    }

    /// A model that adopts StaticMappable beside Mappable or ImmutableMappable is made by
    /// `objectForMapping(map:)`, as in ObjectMapper, even where its own initializer refuses.
    struct Both: Mappable, StaticMappable {
        var madeBy = "init?(map:)"
        var id = 0
        init(madeBy: String) { self.madeBy = madeBy }
        init?(map: Map) { return nil }
        static func objectForMapping(map: Map) -> BaseMappable? { Both(madeBy: "objectForMapping") }
        mutating func mapping(map: Map) { id <- map["id"] }
    }

    struct Refusal: Error {}

    struct ImmutableBoth: ImmutableMappable, StaticMappable {
        let madeBy: String
        init(madeBy: String) { self.madeBy = madeBy }
        init(map: Map) throws { throw Refusal() }
        static func objectForMapping(map: Map) -> BaseMappable? { ImmutableBoth(madeBy: "objectForMapping") }
    }

    @Test func objectForMappingComesBeforeTheInitializer() throws {
        let both = try #require(Both(JSONString: #"{"id": 3}"#))
        #expect(both.madeBy == "objectForMapping" && both.id == 3)
        #expect(Mapper<Both>().mapArray(JSONString: #"[{"id": 1}, {"id": 2}]"#)?.map(\.id) == [1, 2])
        #expect(try ImmutableBoth(JSONString: "{}").madeBy == "objectForMapping")
        #expect(try Mapper<ImmutableBoth>().mapArray(JSONArray: [[:]]).map(\.madeBy) == ["objectForMapping"])
    }
}
