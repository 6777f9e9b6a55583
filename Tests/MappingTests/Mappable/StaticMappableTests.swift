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
}
