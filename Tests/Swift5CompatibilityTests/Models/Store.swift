import Foundation
import Mapping
import Transforms

// Model files in the style of a shop SDK: class models with implicitly unwrapped optionals,
// subclasses, nested key paths, custom transforms written against `Any?`, and a class cluster.

class Entity: Mappable {
    var id: Int!
    var createdAt: Date?

    required init?(map: Map) {
        if map.JSON["id"] == nil { return nil }
    }

    func mapping(map: Map) {
        id <- map["id"]
        createdAt <- (map["created_at"], DateTransform())
    }
}

class Product: Entity {
    var name: String!
    var price: NSDecimalNumber?
    var currency: String?
    var stock: Int = 0
    var colors: [String] = []
    var attributes: [String: Any] = [:]
    var thumbnail: URL?
    var related: [Product]?

    override func mapping(map: Map) {
        super.mapping(map: map)
        name <- map["name"]
        price <- (map["pricing.amount"], NSDecimalNumberTransform())
        currency <- map["pricing.currency"]
        stock <- map["inventory.0.count"]
        colors <- map["colors"]
        attributes <- map["attributes"]
        thumbnail <- (map["images.thumb"], URLTransform())
        related <- map["related"]
    }
}

/// A custom transform as ObjectMapper users write them: through `Any?`.
struct CentsTransform: TransformType {
    typealias Object = Double
    typealias JSON = Int

    func transformFromJSON(_ value: Any?) -> Double? {
        guard let cents = value as? Int else { return nil }
        return Double(cents) / 100
    }

    func transformToJSON(_ value: Double?) -> Int? {
        guard let value = value else { return nil }
        return Int((value * 100).rounded())
    }
}

struct LineItem: Mappable {
    var sku: String = ""
    var quantity: Int = 0
    var unitPrice: Double?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        sku <- map["sku"]
        quantity <- map["qty"]
        unitPrice <- (map["unit_price_cents"], CentsTransform())
    }
}

class Payment: StaticMappable {
    var amount: Int = 0

    class func objectForMapping(map: Map) -> BaseMappable? {
        guard let kind: String = map["kind"].value() else { return nil }
        switch kind {
        case "card": return CardPayment()
        case "cash": return CashPayment()
        default: return nil
        }
    }

    func mapping(map: Map) {
        amount <- map["amount"]
    }
}

class CardPayment: Payment {
    var last4: String?

    override func mapping(map: Map) {
        super.mapping(map: map)
        last4 <- map["card.last4"]
    }
}

class CashPayment: Payment {}

enum OrderStatus: String {
    case open, paid, shipped
}

struct Order: Mappable {
    var number: String?
    var status: OrderStatus = .open
    var statusHistory: [OrderStatus] = []
    var items: [LineItem] = []
    var payment: Payment?
    var shippingCity: String?
    var notes: [String: String] = [:]
    var flags: Set<OrderStatus> = []
    var matrix: [[OrderStatus]] = []

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        number <- map["number"]
        status <- map["status"]
        statusHistory <- map["history"]
        items <- map["items"]
        payment <- map["payment"]
        shippingCity <- map["shipping.address.city"]
        notes <- map["notes"]
        flags <- map["flags"]
        matrix <- map["matrix"]
    }
}
