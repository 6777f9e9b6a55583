import Mapping

extension FeatureCollection: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        type     <- map["type"]
        features <- map["features"]
    }
}

extension Feature: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        type       <- map["type"]
        properties <- map["properties"]
        geometry   <- map["geometry"]
    }
}

extension Geometry: Mappable {
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        type        <- map["type"]
        coordinates <- map["coordinates"]
    }
}
