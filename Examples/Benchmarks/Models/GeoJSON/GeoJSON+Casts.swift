import Foundation

// The JSONSerialization-plus-casts approach; the coordinates come out of one bridging cast
// from nested NSArrays of NSNumbers, as an ObjectMapper-style mapper does it.
extension FeatureCollection: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("type", into: &type)
        json.read("features", into: &features)
    }

    var foundationObject: [String: Any] {
        ["type": type, "features": features.map(\.foundationObject)]
    }
}

extension Feature: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("type", into: &type)
        json.read("properties", into: &properties)
        json.read("geometry", into: &geometry)
    }

    var foundationObject: [String: Any] {
        ["type": type, "properties": properties, "geometry": geometry.foundationObject]
    }
}

extension Geometry: FoundationConvertible {
    init(foundation json: [String: Any]) {
        self.init()
        json.read("type", into: &type)
        json.read("coordinates", into: &coordinates)
    }

    var foundationObject: [String: Any] {
        ["type": type, "coordinates": coordinates]
    }
}
