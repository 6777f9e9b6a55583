import Foundation
import Mapping
import Transforms

// Model files in the style of a media-tracking app's ObjectMapper models: immutable models
// read with `try` and `try?`, optionals of types with no dedicated overload (Date, Codable
// structs), dictionaries of optionals, and enums backed by NSNumber.

enum Int64Enum: NSNumber {
    case a = 0
    case b = 1000
}

enum Kind: String {
    case movie
    case show
}

struct Ids: Codable, Equatable {
    var trakt: Int
    var slug: String?
}

struct WatchedItem: ImmutableMappable {
    let id: Int
    let kind: Kind
    let title: String?
    let watchedAt: Date?
    let links: [String: String?]
    let ids: Ids?
    let rating: Int64Enum?
    let ratings: [Int64Enum]
    let tags: [Any]?
    let extra: [String: Any]?
    let plays: Int

    init(map: Map) throws {
        id = try map.value("id")
        kind = try map.value("type")
        title = try? map.value("title")
        self.watchedAt = try? map.value("watched_at", using: ISO8601DateTransform())
        links = (try? map.value("links")) ?? [:]
        ids = try? map.value("ids", using: CodableTransform<Ids>())
        rating = try? map.value("rating")
        ratings = (try? map.value("ratings")) ?? []
        tags = try map.value("tags")
        extra = try map.value("extra")
        plays = (try? map.value("plays")) ?? 0
    }

    mutating func mapping(map: Map) {
        id >>> map["id"]
        kind >>> map["type"]
        title >>> map["title"]
        watchedAt >>> (map["watched_at"], ISO8601DateTransform())
        rating >>> map["rating"]
        ratings >>> map["ratings"]
        plays >>> map["plays"]
    }
}

/// A value the app stores as-is: `try? map.value` into a `Codable` struct's optional and into a
/// `Date?` with no transform (both through the cast path, as in ObjectMapper).
struct CodableModel: Codable, Equatable {
    var value: Int
}

struct Holder: ImmutableMappable {
    let nilValue: CodableModel?
    let when: Date?
    let array: [Any]?
    let dictionary: [String: Any]?

    init(map: Map) throws {
        nilValue = try? map.value("value")
        when = try? map.value("when")
        array = try map.value("array")
        dictionary = try map.value("dictionary")
    }
}
