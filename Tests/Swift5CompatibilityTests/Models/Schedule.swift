import Foundation
import Mapping
import Transforms

// Model files in the style of a calendar app: transforms subclassed as ObjectMapper users
// subclass its open transform classes, and the ISO 8601 transform used as the date formatter
// transform it is in ObjectMapper.

/// Timestamps the server sends as strings of seconds ("1700000000"), and expects back as numbers.
class StringDateTransform: DateTransform {
    override func transformFromJSON(_ value: Any?) -> Date? {
        if let text = value as? String, let seconds = Double(text) {
            return Date(timeIntervalSince1970: seconds)
        }
        return super.transformFromJSON(value)
    }
}

/// Identifiers sent as strings, named once.
class IntStringTransform: TransformOf<Int, String> {
    init() {
        super.init(fromJSON: { (value: String?) -> Int? in
            guard let value = value else { return nil }
            return Int(value)
        }, toJSON: { (value: Int?) -> String? in
            guard let value = value else { return nil }
            return String(value)
        })
    }
}

/// Dates written without the seconds the server does not want.
class MinuteISO8601Transform: ISO8601DateTransform {
    override func transformToJSON(_ value: Date?) -> String? {
        guard let value = value else { return nil }
        let whole = Date(timeIntervalSince1970: (value.timeIntervalSince1970 / 60).rounded(.down) * 60)
        return super.transformToJSON(whole)
    }
}

class Appointment: Mappable {
    var id: Int?
    var createdAt: Date?
    var startsAt: Date?
    var endsAt: Date?
    var fee: NSDecimalNumber?

    /// Any formatter transform will do; ObjectMapper users pass the ISO 8601 one here.
    static let dateTransform: DateFormatterTransform = ISO8601DateTransform()

    required init?(map: Map) {}

    func mapping(map: Map) {
        id <- (map["id"], IntStringTransform())
        createdAt <- (map["created_at"], StringDateTransform())
        startsAt <- (map["starts_at"], Appointment.dateTransform)
        endsAt <- (map["ends_at"], MinuteISO8601Transform())
        fee <- (map["fee"], NSDecimalNumberTransform())
    }
}

/// A formatter taken from the ISO 8601 transform, as ObjectMapper exposes it.
func appointmentDateFormatter() -> DateFormatter {
    return ISO8601DateTransform().dateFormatter
}

/// Days off, with the formatter made by ObjectMapper's `DateFormatter(withFormat:locale:)`.
struct Holiday: Mappable {
    var day: Date?
    var name = ""

    static let dayTransform = DateFormatterTransform(dateFormatter: DateFormatter(withFormat: "yyyy-MM-dd", locale: "en_US_POSIX"))

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        day <- (map["day"], Holiday.dayTransform)
        name <- map["name"]
    }
}

// The subclasses above compile as they are; the library's transforms are `@unchecked Sendable`
// open classes, so Swift warns that a subclass "must restate inherited '@unchecked Sendable'
// conformance". Restating it, one line each, is the remedy the migration guide gives.
extension StringDateTransform: @unchecked Sendable {}
extension IntStringTransform: @unchecked Sendable {}
extension MinuteISO8601Transform: @unchecked Sendable {}
