/// Workload 3: canada.json as GeoJSON models: one feature whose polygon holds about 111,000
/// points as `[[[Double]]]` (rings of points of coordinates).
///
/// `Codable` is declared here, where Swift can synthesize it; the other approaches have their
/// own files (`+Casts`, `+Mappable`).
struct FeatureCollection: Codable {
    var type = ""
    var features: [Feature] = []
}

struct Feature: Codable {
    var type = ""
    var properties: [String: String] = [:]
    var geometry = Geometry()
}

struct Geometry: Codable {
    var type = ""
    var coordinates: [[[Double]]] = []
}

extension FeatureCollection: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        fingerprint.add(type)
        fingerprint.add(features) { $0.add($1) }
    }
}

extension Feature: Fingerprinted {
    func fingerprint(into fingerprint: inout Fingerprint) {
        fingerprint.add(type)
        fingerprint.add(properties) { $0.add($1) }
        fingerprint.add(geometry.type)
        fingerprint.add(geometry.coordinates) { fingerprint, ring in
            fingerprint.add(ring) { fingerprint, point in fingerprint.add(point) { $0.add($1) } }
        }
    }
}

extension FeatureCollection {
    /// The number of points, a cheap result check for timed runs.
    var pointCount: Int {
        features.reduce(0) { $0 + $1.geometry.coordinates.reduce(0) { $0 + $1.count } }
    }
}
