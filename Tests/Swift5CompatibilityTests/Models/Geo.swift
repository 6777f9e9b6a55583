import Foundation
import Mapping
import Transforms

// Model files in the style of a maps app: a coordinate type of the app's own mapped by an
// operator the app declares over `Map` (reading `currentValue`, writing with `>>>`), the same
// through `TransformOf<Coordinate, [Double]>` and a `Map` helper, GeoJSON's nested arrays of
// numbers, optional strings through `TransformOf` closures over optionals, and the static
// helpers an app's networking layer calls.

/// The app's own coordinate, `[longitude, latitude]` in GeoJSON.
struct Coordinate: Equatable, Hashable {
    var latitude: Double
    var longitude: Double
}

/// Maps a coordinate in both directions, as apps wrote such operators for ObjectMapper.
func <- (left: inout Coordinate?, right: Map) {
    if right.mappingType == .fromJSON {
        guard right.isKeyPresent else { return }
        if let pair = right.currentValue as? [Double], pair.count == 2 {
            left = Coordinate(latitude: pair[1], longitude: pair[0])
        } else {
            left = nil
        }
    } else {
        let pair = left.map { [$0.longitude, $0.latitude] }
        pair >>> right
    }
}

func <- (left: inout Coordinate, right: Map) {
    var optional: Coordinate? = left
    optional <- right
    if let value = optional {
        left = value
    }
}

let coordinateTransform = TransformOf<Coordinate, [Double]>(fromJSON: { (pair: [Double]?) -> Coordinate? in
    guard let pair = pair, pair.count == 2 else { return nil }
    return Coordinate(latitude: pair[1], longitude: pair[0])
}, toJSON: { (coordinate: Coordinate?) -> [Double]? in
    guard let coordinate = coordinate else { return nil }
    return [coordinate.longitude, coordinate.latitude]
})

/// Empty strings as nil, both ways: the closures take and give optionals.
let emptyAsNil = TransformOf<String, String>(fromJSON: { (text: String?) -> String? in
    guard let text = text, !text.isEmpty else { return nil }
    return text
}, toJSON: { (text: String?) -> String? in
    return text ?? ""
})

extension Map {
    /// A coordinate read from `{"lat": ..., "lng": ...}` at `key`.
    func coordinate(_ key: String) -> Coordinate? {
        guard let object = self[key].currentValue as? [String: Any],
              let latitude = object["lat"] as? Double, let longitude = object["lng"] as? Double else {
            return nil
        }
        return Coordinate(latitude: latitude, longitude: longitude)
    }
}

enum GeometryKind: String {
    case point = "Point"
    case lineString = "LineString"
    case polygon = "Polygon"
}

struct Geometry: Mappable {
    var kind: GeometryKind?
    var point: Coordinate?
    var line: [[Double]]?
    var rings: [[[Double]]] = []

    init?(map: Map) {
        guard let kind: String = map["type"].value(), GeometryKind(rawValue: kind) != nil else { return nil }
    }

    mutating func mapping(map: Map) {
        kind <- map["type"]
        switch kind {
        case .point?:
            point <- map["coordinates"]
        case .lineString?:
            line <- map["coordinates"]
        case .polygon?:
            rings <- map["coordinates"]
        case nil:
            break
        }
    }
}

struct Feature: Mappable, Hashable {
    var id = ""
    var name: String?
    var label: String?
    var center: Coordinate = Coordinate(latitude: 0, longitude: 0)
    var entrance: Coordinate?
    var pin: Coordinate?
    var corners: [Coordinate] = []
    var bbox: [Double]?

    init?(map: Map) {}

    static func == (lhs: Feature, rhs: Feature) -> Bool {
        return lhs.id == rhs.id
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }

    mutating func mapping(map: Map) {
        id <- map["id"]
        name <- (map["properties.name"], emptyAsNil)
        label <- (map["properties.label"], emptyAsNil)
        center <- map["center"]
        entrance <- (map["properties.entrance"], coordinateTransform)
        if map.mappingType == .fromJSON {
            pin = map.coordinate("properties.pin")
        }
        corners <- (map["corners"], coordinateTransform)
        bbox <- map["bbox"]
    }
}

struct FeatureCollection: Mappable {
    var features: Set<Feature> = []
    var geometries: [String: Geometry] = [:]
    var order: [String] = []

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        features <- map["features"]
        geometries <- map["geometries"]
        order <- map["order"]
    }
}

/// What the networking layer does with bodies it cannot model.
enum GeoAPI {
    static func body(_ collection: FeatureCollection) -> Data? {
        return Mapper<FeatureCollection>.toJSONData(collection.toJSON(), options: [.prettyPrinted])
    }

    static func envelope(_ text: String) -> [String: Any]? {
        return Mapper<FeatureCollection>.parseJSONStringIntoDictionary(JSONString: text)
    }

    static func anyJSON(_ text: String) -> Any? {
        return Mapper<FeatureCollection>.parseJSONString(JSONString: text)
    }
}
