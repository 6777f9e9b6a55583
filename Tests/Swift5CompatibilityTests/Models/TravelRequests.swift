import Foundation
import Mapping
import Transforms

// Subclasses of the open transform classes whose `transformToJSON(_:)` gives `nil` for a value
// the app does not send: ObjectMapper leaves such a value out of the JSON (or writes `null`
// when nil values are included), key or element alike.

/// Links the app never sends over plain HTTP.
class SecureURLTransform: URLTransform {
    override func transformToJSON(_ value: URL?) -> String? {
        guard let url = value, url.scheme == "https" else { return nil }
        return super.transformToJSON(url)
    }
}

/// `distantPast` stands for "no date" in the app; the server wants no key for it.
class OptionalTimestampTransform: DateTransform {
    override func transformToJSON(_ value: Date?) -> Double? {
        guard let date = value, date != Date.distantPast else { return nil }
        return super.transformToJSON(date)
    }
}

/// Local times, with nothing sent for the placeholder the booking form starts with.
class LocalTimeTransform: CustomDateFormatTransform {
    init() {
        super.init(formatString: "yyyy-MM-dd'T'HH:mm")
    }

    override func transformToJSON(_ value: Date?) -> String? {
        guard let date = value, date != Date.distantPast else { return nil }
        return super.transformToJSON(date)
    }
}

/// Times of day with no date: nothing is sent before the first of January 1970.
class ISO8601AfterEpochTransform: ISO8601DateTransform {
    override func transformToJSON(_ value: Date?) -> String? {
        guard let date = value, date.timeIntervalSince1970 > 0 else { return nil }
        return super.transformToJSON(date)
    }
}

/// Economy is the server's default cabin, so it is not sent.
class CabinTransform: EnumTransform<CabinClass> {
    override func transformToJSON(_ value: CabinClass?) -> String? {
        guard let cabin = value, cabin != .economy else { return nil }
        return cabin.rawValue
    }
}

/// A price of zero means "not priced yet", and is not sent.
class QuotedPriceTransform: NSDecimalNumberTransform {
    override func transformToJSON(_ value: NSDecimalNumber?) -> String? {
        guard let price = value, price != NSDecimalNumber.zero else { return nil }
        return super.transformToJSON(price)
    }
}

/// An empty attachment is not sent.
class AttachmentTransform: DataTransform {
    override func transformToJSON(_ value: Data?) -> String? {
        guard let data = value, !data.isEmpty else { return nil }
        return super.transformToJSON(data)
    }
}

extension SecureURLTransform: @unchecked Sendable {}
extension OptionalTimestampTransform: @unchecked Sendable {}
extension LocalTimeTransform: @unchecked Sendable {}
extension ISO8601AfterEpochTransform: @unchecked Sendable {}
extension CabinTransform: @unchecked Sendable {}
extension QuotedPriceTransform: @unchecked Sendable {}
extension AttachmentTransform: @unchecked Sendable {}

/// What the booking form sends.
struct BookingRequest: Mappable {
    var website: URL?
    var receipts: [URL] = []
    var cancelledAt = Date.distantPast
    var departure = Date.distantPast
    var departuresByFlight: [String: Date] = [:]
    var issuedAt: Date?
    var cabin: CabinClass = .economy
    var price: NSDecimalNumber?
    var passport = Data()

    init() {}

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        website <- (map["website"], SecureURLTransform())
        receipts <- (map["receipts"], SecureURLTransform())
        cancelledAt <- (map["cancelled_at"], OptionalTimestampTransform())
        departure <- (map["departure"], LocalTimeTransform())
        departuresByFlight <- (map["departures"], LocalTimeTransform())
        issuedAt <- (map["issued_at"], ISO8601AfterEpochTransform())
        cabin <- (map["cabin"], CabinTransform())
        price <- (map["price"], QuotedPriceTransform())
        passport <- (map["passport"], AttachmentTransform())
    }
}
