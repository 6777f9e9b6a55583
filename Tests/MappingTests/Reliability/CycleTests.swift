import Foundation
import Mapping
import Testing

/// A graph of class models that leads back to a model already being mapped: written, or
/// updated in place, the same property would be mapped inside its own mapping, which Swift's
/// exclusive-access check stops with a trap. Each door reports the cycle at its key path
/// instead, and maps the rest.
@Suite("Cycles: a model that holds a model it is inside of")
struct CycleTests {
    @Test("a model that holds itself is written up to the cycle, which is reported where it closes")
    func selfReference() throws {
        let node = Link(name: "a")
        node.next = node
        defer { node.next = nil }

        let (object, issues) = Mapper<Link>().toJSONWithIssues(node)
        #expect(object["name"] as? String == "a")
        #expect(object["next"] == nil)
        #expect(issues.map(\.kind) == [.tooDeep])
        #expect(issues.first?.keyPathComponents == ["next"])
        #expect(issues.first?.found.contains("cycle") == true)

        // A model left out gives no text, as any value that cannot be written.
        #expect(node.toJSONString() == nil)
        #expect(Mapper<Link>().toJSONString(node) == nil)
        #expect(throws: MapError.self) { try Mapper<Link>().toJSONStringOrFail(node) }
    }

    @Test("a cycle through two models closes at the second one's key")
    func twoModelCycle() {
        let first = Link(name: "first")
        let second = Link(name: "second")
        first.next = second
        second.next = first
        defer { first.next = nil }

        let (object, issues) = Mapper<Link>().toJSONWithIssues(first)
        #expect((object["next"] as? [String: Any])?["name"] as? String == "second")
        #expect(issues.map(\.keyPathComponents) == [["next", "next"]])
    }

    @Test("a model in an array of its own is reported at its element")
    func selfInArray() {
        let group = Group(title: "g")
        let other = Group(title: "other")
        group.members = [other, group]
        defer { group.members = [] }

        let (object, issues) = Mapper<Group>().toJSONWithIssues(group)
        #expect(issues.map(\.kind) == [.tooDeep])
        #expect(issues.first?.keyPathComponents == ["members", "1"])
        // An array is written whole or not at all, as with any element that cannot be written.
        #expect(object["title"] as? String == "g")
        #expect(object["members"] == nil)
    }

    @Test("one model held twice, side by side, is no cycle: both places are written")
    func sharedModelIsWrittenTwice() throws {
        let shared = Link(name: "shared")
        let pair = Pair()
        pair.left = shared
        pair.right = shared

        let (object, issues) = Mapper<Pair>().toJSONWithIssues(pair)
        #expect(issues.isEmpty)
        #expect((object["left"] as? [String: Any])?["name"] as? String == "shared")
        #expect((object["right"] as? [String: Any])?["name"] as? String == "shared")
        let text = try #require(Mapper<Pair>().toJSONString(pair))
        #expect(Mapper<Pair>().map(JSONString: text)?.right?.name == "shared")
    }

    @Test("updating an object whose nested model is itself reports the cycle and keeps the link")
    func updatingACycleInPlace() throws {
        let node = Link(name: "a")
        node.next = node
        defer { node.next = nil }

        let json = #"{"name": "renamed", "next": {"name": "b"}}"#
        let (value, issues) = Mapper<Link>().mapWithIssues(JSONString: json, toObject: node)
        #expect(value === node)
        #expect(node.name == "renamed")
        #expect(node.next === node)
        #expect(issues.map(\.kind) == [.tooDeep])
        #expect(issues.first?.keyPathComponents == ["next"])

        // The plain door maps the same and says nothing; the throwing one throws.
        node.name = "a"
        _ = Mapper<Link>().map(JSONString: json, toObject: node)
        #expect(node.name == "renamed" && node.next === node)
        #expect(throws: MapError.self) { try Mapper<Link>().mapOrFail(JSONString: json, toObject: node) }
    }

    @Test("a StaticMappable that hands back a model already being read is reported, not mapped again")
    func staticMappableReturningAnAncestor() throws {
        let registry = Registry()
        let json = #"{"id": 1, "child": {"id": 2, "child": {"id": 3}}}"#
        let (value, issues) = Mapper<Registered>(context: registry).mapWithIssues(JSONString: json)
        let root = try #require(value)
        #expect(root === registry.node)
        #expect(root.id == 1)
        #expect(issues.map(\.kind) == [.tooDeep])
        #expect(issues.first?.keyPathComponents == ["child"])
        root.child = nil
    }
}

// MARK: Models

private final class Link: Mappable {
    var name = ""
    var next: Link?

    init(name: String) { self.name = name }
    required init?(map: Map) {}

    func mapping(map: Map) {
        name <- map["name"]
        next <- map["next"]
    }
}

private final class Group: Mappable {
    var title = ""
    var members: [Group] = []

    init(title: String) { self.title = title }
    required init?(map: Map) {}

    func mapping(map: Map) {
        title <- map["title"]
        members <- map["members"]
    }
}

private final class Pair: Mappable {
    var left: Link?
    var right: Link?

    init() {}
    required init?(map: Map) {}

    func mapping(map: Map) {
        left <- map["left"]
        right <- map["right"]
    }
}

/// Hands out one model for every object: the shape of an identity map that returns the
/// instance it already has for an id.
private final class Registry: MapContext, @unchecked Sendable {
    let node = Registered()
}

private final class Registered: StaticMappable {
    var id = 0
    var child: Registered?

    static func objectForMapping(map: Map) -> BaseMappable? {
        (map.context as? Registry)?.node
    }

    func mapping(map: Map) {
        id <- map["id"]
        child <- map["child"]
    }
}
