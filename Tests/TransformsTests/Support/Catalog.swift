import Foundation
import Transforms

/// One shared instance of every transform, as an app would keep them, and models that use
/// them all: the fixtures of the model and concurrency tests.
enum Catalog {
    static let unixSeconds = DateTransform()
    static let unixMilliseconds = DateTransform(unit: .milliseconds)
    static let iso = ISO8601DateTransform()
    static let isoFraction = ISO8601DateTransform(fractionalSeconds: true)
    static let day = CustomDateFormatTransform(formatString: "yyyy-MM-dd")
    static let paris: DateFormatterTransform = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/Paris")
        formatter.dateFormat = "dd/MM/yyyy HH:mm:ss"
        return DateFormatterTransform(dateFormatter: formatter)
    }()
    static let role = EnumTransform<Role>()
    static let url = URLTransform()
    static let data = DataTransform()
    static let limits = DictionaryTransform<Plan, Limit>()
    static let decimal = DecimalTransform()
    static let decimalNumber = NSDecimalNumberTransform()
    static let coordinates = CodableTransform<Coordinates>()
    static let stringID = TransformOf<Int, String>(fromJSON: { $0.flatMap { Int($0) } }, toJSON: { $0.map(String.init) })

    /// A document for ``Everything`` and ``ImmutableEverything``, varied by `seed`.
    ///
    /// It has an unknown role, which a Mappable model leaves out of its array; a `strict`
    /// document has none, since one bad element fails an ImmutableMappable model.
    static func document(_ seed: Int, strict: Bool = false) -> String {
        let seconds = 1_458_117_795 + seed * 3_601
        return """
            {"id": "\(seed)", "seconds": \(seconds), "millis": "\(seconds)250", \
            "iso": "2016-03-16T16:43:\(10 + seed % 50)+08:00", "isoFraction": "2016-03-16T08:43:15.\(100 + seed % 900)Z", \
            "day": "2016-03-\(10 + seed % 19)", "paris": "16/03/2016 09:\(10 + seed % 50):00", \
            "roles": \(strict ? #"["admin", "member"]"# : #"["admin", "owner", "member"]"#), "url": "https://example.com/p \(seed)?q=\(seed)", \
            "data": "AQID\(["", "BA==", "BAU="][seed % 3])", "limits": {"pro": {"requests": \(seed)}, "gold": {"requests": 1}}, \
            "price": \(seed).66, "big": "12345678901234567890123456789\(seed % 10)", \
            "position": {"lat": \(seed).5, "lon": -\(seed).25}}
            """
    }
}

/// A Mappable model with every transform, mapped with `<-`.
struct Everything: Mappable {
    var id: Int?
    var seconds: Date?
    var millis: Date?
    var iso: Date?
    var isoFraction: Date?
    var day: Date?
    var paris: Date?
    var roles: [Role] = []
    var url: URL?
    var data: Data?
    var limits: [Plan: Limit] = [:]
    var price: Decimal?
    var big: NSDecimalNumber?
    var position: Coordinates?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id <- (map["id"], Catalog.stringID)
        seconds <- (map["seconds"], Catalog.unixSeconds)
        millis <- (map["millis"], Catalog.unixMilliseconds)
        iso <- (map["iso"], Catalog.iso)
        isoFraction <- (map["isoFraction"], Catalog.isoFraction)
        day <- (map["day"], Catalog.day)
        paris <- (map["paris"], Catalog.paris)
        roles <- (map["roles"], Catalog.role)
        url <- (map["url"], Catalog.url)
        data <- (map["data"], Catalog.data)
        limits <- (map["limits"], Catalog.limits)
        price <- (map["price"], Catalog.decimal)
        big <- (map["big"], Catalog.decimalNumber)
        position <- (map["position"], Catalog.coordinates)
    }
}

/// The same model as an ImmutableMappable: `map.value(_:using:)` in, `>>>` out.
struct ImmutableEverything: ImmutableMappable {
    let id: Int
    let seconds: Date
    let millis: Date
    let iso: Date
    let isoFraction: Date
    let day: Date
    let paris: Date
    let roles: [Role]
    let url: URL
    let data: Data
    let limits: [Plan: Limit]
    let price: Decimal
    let big: NSDecimalNumber
    let position: Coordinates

    init(map: Map) throws {
        id = try map.value("id", using: Catalog.stringID)
        seconds = try map.value("seconds", using: Catalog.unixSeconds)
        millis = try map.value("millis", using: Catalog.unixMilliseconds)
        iso = try map.value("iso", using: Catalog.iso)
        isoFraction = try map.value("isoFraction", using: Catalog.isoFraction)
        day = try map.value("day", using: Catalog.day)
        paris = try map.value("paris", using: Catalog.paris)
        roles = try map.value("roles", using: Catalog.role)
        url = try map.value("url", using: Catalog.url)
        data = try map.value("data", using: Catalog.data)
        limits = try map.value("limits", using: Catalog.limits)
        price = try map.value("price", using: Catalog.decimal)
        big = try map.value("big", using: Catalog.decimalNumber)
        position = try map.value("position", using: Catalog.coordinates)
    }

    func mapping(map: Map) {
        id >>> (map["id"], Catalog.stringID)
        seconds >>> (map["seconds"], Catalog.unixSeconds)
        millis >>> (map["millis"], Catalog.unixMilliseconds)
        iso >>> (map["iso"], Catalog.iso)
        isoFraction >>> (map["isoFraction"], Catalog.isoFraction)
        day >>> (map["day"], Catalog.day)
        paris >>> (map["paris"], Catalog.paris)
        roles >>> (map["roles"], Catalog.role)
        url >>> (map["url"], Catalog.url)
        data >>> (map["data"], Catalog.data)
        limits >>> (map["limits"], Catalog.limits)
        price >>> (map["price"], Catalog.decimal)
        big >>> (map["big"], Catalog.decimalNumber)
        position >>> (map["position"], Catalog.coordinates)
    }
}
