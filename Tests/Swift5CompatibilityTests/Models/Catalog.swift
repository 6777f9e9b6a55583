import Foundation
import Mapping
import Transforms

// Model files in the style of a catalog app's shared layer: NSObject models, immutable class
// hierarchies, generic pages and envelopes, a protocol every resource adopts with helpers in
// its extension, formatter transforms subclassed for the server's format, and a transform that
// tells a JSON null from a value.

class CatalogObject: NSObject, Mappable {
    var identifier = ""
    var title = ""

    override init() {
        super.init()
    }

    required convenience init?(map: Map) {
        self.init()
    }

    func mapping(map: Map) {
        identifier <- map["id"]
        title <- map["title"]
    }
}

class ImmutableEntry: ImmutableMappable {
    let id: Int

    required init(map: Map) throws {
        id = try map.value("id")
    }

    func mapping(map: Map) {
        id >>> map["id"]
    }
}

class ImmutableBook: ImmutableEntry {
    let isbn: String

    required init(map: Map) throws {
        isbn = try map.value("isbn")
        try super.init(map: map)
    }

    override func mapping(map: Map) {
        super.mapping(map: map)
        isbn >>> map["isbn"]
    }
}

struct Page<T: ImmutableMappable>: ImmutableMappable {
    let items: [T]
    let first: T?
    let total: Int

    init(map: Map) throws {
        items = try map.value("items")
        first = try? map.value("items.0")
        total = (try? map.value("meta.total")) ?? items.count
    }

    func mapping(map: Map) {
        items >>> map["items"]
        total >>> map["meta.total"]
    }
}

final class Envelope<T: BaseMappable>: Mappable {
    var data: T?
    var items: [T] = []

    required init?(map: Map) {}

    func mapping(map: Map) {
        data <- map["data"]
        items <- map["items"]
    }
}

protocol Resource: Mappable {
    static var path: String { get }
}

extension Resource {
    static func decode(_ text: String) -> Self? {
        return Mapper<Self>().map(JSONString: text)
    }

    func debugJSON() -> String {
        return toJSONString(prettyPrint: true) ?? ""
    }
}

struct Shelf: Resource {
    static var path: String { return "/shelves" }
    var name = ""
    var books: [CatalogObject] = []

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        name <- map["name"]
        books <- map["books"]
    }
}

/// What a networking layer sends: any model, as a body.
func requestBody(_ model: BaseMappable?) -> [String: Any]? {
    return model?.toJSON()
}

/// The server's timestamps, in UTC.
class ServerDateTransform: DateFormatterTransform {
    init() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        super.init(dateFormatter: formatter)
    }
}

class YearTransform: CustomDateFormatTransform {
    init() {
        super.init(formatString: "yyyy")
    }
}

extension ServerDateTransform: @unchecked Sendable {}
extension YearTransform: @unchecked Sendable {}

/// Says what the transform was given: nothing (a JSON null) or a value.
struct PresenceTransform: TransformType {
    func transformFromJSON(_ value: Any?) -> String? {
        guard let value = value else { return "null" }
        return "value \(value)"
    }

    func transformToJSON(_ value: String?) -> String? {
        return value
    }
}

class Catalog {
    var prefix = "sku-"

    func skuTransform() -> TransformOf<String, String> {
        return TransformOf<String, String>(fromJSON: { value in
            guard let value = value else { return nil }
            return self.prefix + value
        }, toJSON: { $0 })
    }
}

struct Edition: Mappable {
    var sku: String?
    var publishedAt: Date?
    var year: Date?
    var printings: [Date] = []
    var presence: String?
    var lastPresence: String? = "unset"
    var nullSeen = ""

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        sku <- (map["sku"], Catalog().skuTransform())
        publishedAt <- (map["published_at"], ServerDateTransform())
        year <- (map["year"], YearTransform())
        printings <- (map["printings"], ServerDateTransform())
        presence <- (map["presence"], PresenceTransform())
        lastPresence <- (map["absent"], PresenceTransform())
        let probe = map["presence"]
        nullSeen = "\(probe.isKeyPresent) \(probe.currentValue == nil)"
    }
}
