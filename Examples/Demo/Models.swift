import Foundation
import Transforms

/// The envelope every response comes in.
struct Envelope: Mappable {
    var status = ""
    var requestID = ""
    var generatedAt: Date?
    var page = Page()
    var orders: [Order] = []

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        status      <- map["status"]
        requestID   <- map["meta.request_id"]
        generatedAt <- (map["meta.generated_at"], ISO8601DateTransform())
        page        <- map["meta.page"]
        orders      <- map["data.orders"]
    }
}

struct Page: Mappable {
    var number = 0
    var size = 0
    var total = 0

    init() {}
    init?(map: Map) {}

    mutating func mapping(map: Map) {
        number <- map["number"]
        size   <- map["size"]
        total  <- map["total"]
    }
}

enum OrderStatus: String {
    case pending, paid, shipped, delivered, cancelled
}

/// An order. `status` is an enum; a status this app does not know leaves it nil, with an issue.
struct Order: Mappable {
    var id = 0
    var status: OrderStatus?
    var placedAt: Date?
    var total: Decimal?
    var currency = ""
    var customer: Customer?
    var items: [Item] = []
    var payment: PaymentMethod?
    var city: String?
    var country: String?
    var estimatedArrival: Date?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id               <- map["id"]
        status           <- map["status"]
        placedAt         <- (map["placed_at"], ISO8601DateTransform())
        total            <- (map["total"], DecimalTransform())
        currency         <- map["currency"]
        customer         <- map["customer"]
        items            <- map["items"]
        payment          <- map["payment"]
        city             <- map["shipping.address.city"]
        country          <- map["shipping.address.country"]
        estimatedArrival <- (map["shipping.eta"], DateTransform())
    }
}

/// A customer, immutable: every property is a `let`, read in a throwing initializer.
struct Customer: ImmutableMappable {
    let id: Int
    let name: String
    let email: String?
    let tier: String

    init(map: Map) throws {
        id    = try map.value("id")
        name  = try map.value("name")
        email = try map.value("email")
        tier  = try map.value("tier", default: "standard")
    }

    func mapping(map: Map) {
        id    >>> map["id"]
        name  >>> map["name"]
        email >>> map["email"]
        tier  >>> map["tier"]
    }
}

struct Item: Mappable {
    var sku = ""
    var title = ""
    var quantity = 0
    var unitPrice: Decimal = 0

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        sku       <- map["sku"]
        title     <- map["title"]
        quantity  <- map["quantity"]
        unitPrice <- map["unit_price"]
    }
}

/// Payment methods: a class cluster. The base class picks the subclass from "type", and
/// refuses the kinds it does not know.
class PaymentMethod: StaticMappable {
    var kind: String { "unknown" }

    class func objectForMapping(map: Map) -> BaseMappable? {
        switch map["type"].currentValue as? String {
        case "card": return Card()
        case "wallet": return Wallet()
        default: return nil
        }
    }

    func mapping(map: Map) {}

    var summary: String { kind }
}

final class Card: PaymentMethod {
    var brand = ""
    var last4 = ""

    override var kind: String { "card" }

    override func mapping(map: Map) {
        kind  >>> map["type"]
        brand <- map["brand"]
        last4 <- map["last4"]
    }

    override var summary: String { "\(brand) card ending \(last4)" }
}

final class Wallet: PaymentMethod {
    var provider = ""

    override var kind: String { "wallet" }

    override func mapping(map: Map) {
        kind     >>> map["type"]
        provider <- map["provider"]
    }

    override var summary: String { "\(provider) wallet" }
}
