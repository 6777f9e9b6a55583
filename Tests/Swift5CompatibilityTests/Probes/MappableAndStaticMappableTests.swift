import Foundation
import Testing
import Mapping
import Transforms

// Model files found by a tester that did not compile: a type that is both Mappable and
// StaticMappable, by inheritance or directly. ObjectMapper makes such a model with
// `objectForMapping(map:)`. The snippets are as the tester wrote them, but for `private`.

private class Vehicle: StaticMappable {
    init() {}
    class func objectForMapping(map: Map) -> BaseMappable? { return Car() }
    func mapping(map: Map) {}
}
private final class Car: Vehicle, Mappable {
    var doors = 0
    override init() { super.init() }
    required init?(map: Map) { super.init() }
    override func mapping(map: Map) { doors <- map["doors"] }
}
private let car = Car(JSONString: #"{"doors":3}"#)

private struct Config: Mappable, StaticMappable {
    var x: Int?
    init() {}
    init?(map: Map) {}
    static func objectForMapping(map: Map) -> BaseMappable? { return Config() }
    mutating func mapping(map: Map) { x <- map["x"] }
}

/// Not a tester's file: a model whose two ways of being made can be told apart, to see which
/// one runs.
private struct Chosen: Mappable, StaticMappable {
    var madeBy = ""
    var x: Int?
    var child: [Chosen] = []
    init(madeBy: String) { self.madeBy = madeBy }
    init?(map: Map) { madeBy = "init?(map:)" }
    static func objectForMapping(map: Map) -> BaseMappable? { return Chosen(madeBy: "objectForMapping") }
    mutating func mapping(map: Map) {
        x <- map["x"]
        child <- map["child"]
    }
}

/// The same, for a class whose base class is the StaticMappable one.
private class Shape: StaticMappable {
    var madeBy = "Shape"
    init() {}
    class func objectForMapping(map: Map) -> BaseMappable? { return Square(madeBy: "objectForMapping") }
    func mapping(map: Map) {}
}
private final class Square: Shape, Mappable {
    var side = 0
    init(madeBy: String) {
        super.init()
        self.madeBy = madeBy
    }
    required init?(map: Map) { return nil }
    override func mapping(map: Map) { side <- map["side"] }
}

@Suite("A model both Mappable and StaticMappable is made by objectForMapping, as in ObjectMapper")
struct MappableAndStaticMappableTests {
    @Test func aSubclassThatAddsMappable() throws {
        #expect(car?.doors == 3)
        #expect(Mapper<Car>().map(JSONString: #"{"doors": 5}"#)?.doors == 5)
        let vehicle = try #require(Mapper<Vehicle>().map(JSON: ["doors": 2]))
        #expect((vehicle as? Car)?.doors == 2)
        #expect(Car(JSON: ["doors": 4])?.toJSONString() == #"{"doors":4}"#)
    }

    @Test func aStructThatAdoptsBoth() throws {
        #expect(Config(JSONString: #"{"x": 1}"#)?.x == 1)
        #expect(Mapper<Config>().mapArray(JSONString: #"[{"x": 1}, {"x": 2}]"#)?.map { $0.x } == [1, 2])
        #expect(Config(JSON: ["x": 9])?.toJSON()["x"] as? Int == 9)
    }

    @Test func objectForMappingComesFirst() throws {
        let chosen = try #require(Chosen(JSONString: #"{"x": 1, "child": [{"x": 2}]}"#))
        #expect(chosen.madeBy == "objectForMapping" && chosen.x == 1)
        #expect(chosen.child.map { $0.madeBy } == ["objectForMapping"] && chosen.child.first?.x == 2)
        #expect(Mapper<Chosen>().map(JSON: [:])?.madeBy == "objectForMapping")
        // `init?(map:)` refuses every square; `objectForMapping` makes them.
        let square = try #require(Square(JSONString: #"{"side": 3}"#))
        #expect(square.madeBy == "objectForMapping" && square.side == 3)
        #expect([Square](JSONString: #"[{"side": 1}, {"side": 2}]"#)?.map { $0.side } == [1, 2])
    }
}
