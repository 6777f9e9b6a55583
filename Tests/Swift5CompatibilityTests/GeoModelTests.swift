import Foundation
import Testing
import Mapping
import Transforms

/// The maps app's model files (`Models/Geo.swift`), in Swift 5 mode: an operator of the app's
/// own over `Map`, `TransformOf` over arrays and over optionals, GeoJSON's nested arrays, a set
/// of models with a hash of their own, and the static helpers.
@Suite("Maps app model files, in Swift 5 mode")
struct GeoModelTests {
    static let json = #"""
        {"features": [
            {"id": "louvre", "properties": {"name": "Louvre", "label": "", "entrance": [2.3376, 48.8606],
                                            "pin": {"lat": 48.861, "lng": 2.336}},
             "center": [2.3376, 48.8606], "corners": [[2.33, 48.86], [2.34], [2.34, 48.87]], "bbox": [2.33, 48.86, 2.34, 48.87]},
            {"id": "orsay", "properties": {"name": ""}, "center": "unknown"},
            {"id": "louvre", "properties": {"name": "Louvre again"}}],
         "geometries": {"a": {"type": "Point", "coordinates": [2, 48]},
                        "b": {"type": "LineString", "coordinates": [[2, 48], [2.5, 48.5]]},
                        "c": {"type": "Polygon", "coordinates": [[[0, 0], [1, 0], [1, 1], [0, 0]]]},
                        "d": {"type": "Circle", "radius": 5}},
         "order": ["a", "b", "c"]}
        """#

    @Test func anOperatorOfTheAppsOwnAndTransformsOverArraysAndOptionals() throws {
        let collection = try #require(FeatureCollection(JSONString: Self.json))
        #expect(collection.features.count == 2)
        let louvre = try #require(collection.features.first { $0.id == "louvre" })
        #expect(louvre.name == "Louvre" && louvre.label == nil)
        #expect(louvre.center == Coordinate(latitude: 48.8606, longitude: 2.3376))
        #expect(louvre.entrance == louvre.center && louvre.pin == Coordinate(latitude: 48.861, longitude: 2.336))
        // The transform's `nil` for `[2.34]` leaves that corner out, as ObjectMapper's compactMap did.
        #expect(louvre.corners == [Coordinate(latitude: 48.86, longitude: 2.33), Coordinate(latitude: 48.87, longitude: 2.34)])
        #expect(louvre.bbox == [2.33, 48.86, 2.34, 48.87])
        let orsay = try #require(collection.features.first { $0.id == "orsay" })
        #expect(orsay.name == nil && orsay.center == Coordinate(latitude: 0, longitude: 0) && orsay.entrance == nil)

        #expect(collection.geometries.keys.sorted() == ["a", "b", "c"])
        #expect(collection.geometries["a"]?.point == Coordinate(latitude: 48, longitude: 2))
        #expect(collection.geometries["b"]?.line == [[2, 48], [2.5, 48.5]])
        #expect(collection.geometries["c"]?.rings == [[[0, 0], [1, 0], [1, 1], [0, 0]]])

        // Written back: the operator writes with `>>>`, the transforms their arrays, and the
        // `toJSON` closure's "" for a nil label.
        let written = try #require(louvre.toJSONString())
        #expect(written == #"{"id":"louvre","properties":{"name":"Louvre","label":"","entrance":[2.3376,48.8606]},"center":[2.3376,48.8606],"corners":[[2.33,48.86],[2.34,48.87]],"bbox":[2.33,48.86,2.34,48.87]}"#)
        let geometry = try #require(collection.geometries["a"])
        #expect(geometry.toJSONString() == #"{"type":"Point","coordinates":[2,48]}"#)
        let again = try #require(FeatureCollection(JSONString: collection.toJSONString() ?? ""))
        #expect(again.features == collection.features && again.geometries["c"]?.rings.first?.count == 4)
    }

    @Test func aTransformsNilForAValueThatIsThereKeepsTheProperty() throws {
        // ObjectMapper sets an optional to nil when its transform gives nil; the library keeps
        // the property's value and reports the value, as the migration guide's table says.
        var feature = try #require(Feature(JSON: ["id": "x", "properties": ["name": "Old"]]))
        #expect(feature.name == "Old")
        let (updated, issues) = Mapper<Feature>().mapWithIssues(JSONString: #"{"properties": {"name": ""}}"#, toObject: feature)
        #expect(updated.name == "Old")
        #expect(issues.contains { $0.keyPath == "properties.name" && $0.kind == .failedTransform })
        // What the guide says to write for the old result: clear the property when the key is there.
        let map = Map(mappingType: .fromJSON, JSON: ["properties": ["name": ""]])
        if map["properties.name"].isKeyPresent { feature.name = nil }
        feature.name <- (map["properties.name"], emptyAsNil)
        #expect(feature.name == nil)
    }

    @Test func theStaticHelpersOfANetworkingLayer() throws {
        let collection = try #require(FeatureCollection(JSONString: Self.json))
        let body = try #require(GeoAPI.body(collection))
        let text = try #require(String(data: body, encoding: .utf8))
        // A Foundation dictionary is written with its keys sorted.
        #expect(text.hasPrefix("{\n  \"features\": [\n    {\n      \"bbox\": ["))
        #expect(FeatureCollection(JSONString: text)?.features == collection.features)
        #expect(GeoAPI.envelope(#"{"type": "FeatureCollection"}"#)?["type"] as? String == "FeatureCollection")
        #expect(GeoAPI.envelope("[1]") == nil && GeoAPI.envelope("{") == nil)
        #expect(GeoAPI.anyJSON("[1, 2]") as? [Int] == [1, 2] && GeoAPI.anyJSON("7") as? Int == 7)
        // Sets of models, pretty or compact, and the mapper's own set doors.
        let features = collection.features
        let pretty = try #require(features.toJSONString(prettyPrint: true))
        #expect(Set<Feature>(JSONString: pretty) == features)
        #expect(Mapper<Feature>().toJSONSet(features).count == 2)
        #expect(Mapper<Feature>().mapSet(JSONArray: Mapper<Feature>().toJSONSet(features)) == features)
        #expect(Mapper<Feature>().toJSONString(features, prettyPrint: false)?.hasPrefix("[{\"id\":") == true)
    }
}
