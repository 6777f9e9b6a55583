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
}
