import Foundation
import Mapping
import Transforms

// Model files in the style of a payments app: immutable models read with `try map.value` through
// key paths with array indexes, transforms passed with `using:`, a final class adopting
// ImmutableMappable, custom transforms written as a class and as a struct, and a StaticMappable
// hierarchy whose base class maps what it does not recognise.

enum TxStatus: String {
    case pending
    case settled
    case failed
}

enum TxKind: Int {
    case payment = 1
    case refund = 2
}

/// Comma-separated labels ("a,b,c") as an array, written as a class.
class CommaSeparatedTransform: TransformType {
    typealias Object = [String]
    typealias JSON = String

    init() {}

    func transformFromJSON(_ value: Any?) -> [String]? {
        guard let text = value as? String else { return nil }
        return text.split(separator: ",").map { String($0) }
    }

    func transformToJSON(_ value: [String]?) -> String? {
        guard let value = value else { return nil }
        return value.joined(separator: ",")
    }
}

/// Amounts in minor units (cents) as a decimal amount, written as a struct.
struct MinorUnitsTransform: TransformType {
    let scale: Double

    func transformFromJSON(_ value: Any?) -> Double? {
        if let cents = value as? Int { return Double(cents) / scale }
        if let text = value as? String, let cents = Int(text) { return Double(cents) / scale }
        return nil
    }

    func transformToJSON(_ value: Double?) -> Int? {
        guard let value = value else { return nil }
        return Int((value * scale).rounded())
    }
}

struct Transaction: ImmutableMappable {
    let id: Int64
    let amount: Double
    let currency: String
    let status: TxStatus
    let kind: TxKind?
    let firstLabel: String
    let labels: [String]
    let note: String?
    let createdAt: Date
    let settledAt: Date?
    let receipt: URL?
    let counterparty: Counterparty?
    let history: [TxStatus]
    let fees: [String: Double]

    init(map: Map) throws {
        id = try map.value("id")
        amount = try map.value("amount_cents", using: MinorUnitsTransform(scale: 100))
        currency = try map.value("currency")
        status = try map.value("status")
        kind = try? map.value("kind", using: EnumTransform<TxKind>())
        firstLabel = try map.value("meta.labels.0.text")
        labels = (try? map.value("label_list", using: CommaSeparatedTransform())) ?? []
        note = try? map.value("note")
        createdAt = try map.value("created_at", using: ISO8601DateTransform())
        settledAt = try? map.value("settled_at", using: DateTransform())
        receipt = try? map.value("receipt_url", using: URLTransform())
        counterparty = try? map.value("counterparty")
        history = (try? map.value("history")) ?? []
        fees = (try? map.value("fees")) ?? [:]
    }

    mutating func mapping(map: Map) {
        id >>> map["id"]
        amount >>> (map["amount_cents"], MinorUnitsTransform(scale: 100))
        currency >>> map["currency"]
        status >>> map["status"]
        kind >>> (map["kind"], EnumTransform<TxKind>())
        labels >>> (map["label_list"], CommaSeparatedTransform())
        note >>> map["note"]
        createdAt >>> (map["created_at"], ISO8601DateTransform())
        counterparty >>> map["counterparty"]
        history >>> map["history"]
    }
}

final class Counterparty: ImmutableMappable {
    let name: String
    let iban: String?
    let country: String

    required init(map: Map) throws {
        name = try map.value("name")
        iban = try? map.value("iban")
        country = (try? map.value("address.country")) ?? "FR"
    }

    func mapping(map: Map) {
        name >>> map["name"]
        iban >>> map["iban"]
        country >>> map["address.country"]
    }
}

/// A model with nothing but `let`s, where a literal dotted key and a custom delimiter are read.
struct Receipt: ImmutableMappable {
    let fileName: String
    let store: String
    let lines: [[String: Any]]
    let totals: [String: [Double]]

    init(map: Map) throws {
        fileName = try map.value("file.name", nested: false)
        store = try map.value("store/address/city", delimiter: "/")
        lines = try map.value("lines")
        totals = try map.value("totals")
    }
}

/// Notifications of several kinds, picked by their "type"; unknown ones map as the base class.
class WalletNotification: StaticMappable {
    var title: String = ""
    var sentAt: Date?

    class func objectForMapping(map: Map) -> BaseMappable? {
        if let type = map.JSON["type"] as? String {
            switch type {
            case "transfer": return TransferNotification()
            case "alert": return AlertNotification()
            default: break
            }
        }
        return WalletNotification()
    }

    init() {}

    func mapping(map: Map) {
        title <- map["title"]
        sentAt <- (map["sent_at"], DateTransform())
    }
}

class TransferNotification: WalletNotification {
    var transaction: Transaction?

    override func mapping(map: Map) {
        super.mapping(map: map)
        transaction <- map["transaction"]
    }
}

class AlertNotification: WalletNotification {
    var level: Priority = .normal

    override func mapping(map: Map) {
        super.mapping(map: map)
        level <- map["level"]
    }
}

/// The inbox keeps its notifications in every container the server uses.
struct Inbox: Mappable {
    var latest: WalletNotification?
    var items: [WalletNotification] = []
    var byDay: [String: [WalletNotification]] = [:]
    var pinned: [String: WalletNotification] = [:]

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        latest <- map["latest"]
        items <- map["items"]
        byDay <- map["by_day"]
        pinned <- map["pinned"]
    }
}

/// Optionals read with `try`, not `try?`: an absent or null key gives nil for every type.
struct Dispute: ImmutableMappable {
    let reference: String
    let counterparty: Counterparty?
    let status: TxStatus?
    let openedAt: Date?
    let related: [Transaction]?
    let memo: String?

    init(map: Map) throws {
        reference = try map.value("reference")
        counterparty = try map.value("counterparty")
        status = try map.value("status")
        openedAt = try map.value("opened_at", using: ISO8601DateTransform())
        related = try map.value("related")
        memo = try map.value("memo")
    }
}
