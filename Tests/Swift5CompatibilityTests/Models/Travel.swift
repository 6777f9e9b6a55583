import Foundation
import Mapping
import Transforms

// Model files in the style of a travel-booking app: integers of every width and enums backed
// by them, immutable models read into nested containers of models and of transformed values,
// models that flatten another model's fields into their own object by handing it the same
// `Map`, a body builder that runs `mapping(map:)` on a `Map` it makes itself, properties typed
// with Foundation's classes, constants written with `>>>`, and a context read by nested models.

enum CabinClass: String {
    case economy
    case premium
    case business
    case first
}

enum SegmentStatus: Int8 {
    case scheduled = 0
    case delayed = 1
    case cancelled = -1
}

enum Terminal: UInt16 {
    case one = 1
    case two = 2
    case five = 5
}

enum FareMultiplier: Double {
    case child = 0.5
    case adult = 1
    case flex = 1.25
}

/// What the booking screens pass to their mappers.
struct BookingContext: MapContext {
    let currency: String
    let showNetFares: Bool
}

/// Baggage allowances, one integer of each width.
struct Allowance: Mappable, Hashable {
    var pieces: Int8 = 0
    var weightKg: UInt8 = 0
    var cabinKg: Int16?
    var lengthCm: UInt16?
    var fee: Int32 = 0
    var feeCents: UInt32?
    var bookingRef: Int64 = 0
    var loyaltyNumber: UInt64?
    var seatsLeft: UInt = 0

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        pieces <- map["pieces"]
        weightKg <- map["weight_kg"]
        cabinKg <- map["cabin_kg"]
        lengthCm <- map["length_cm"]
        fee <- map["fee"]
        feeCents <- map["fee_cents"]
        bookingRef <- map["booking_ref"]
        loyaltyNumber <- map["loyalty_number"]
        seatsLeft <- map["seats_left"]
    }
}

/// An address whose fields sit in the object that holds it: `{"street": ..., "city": ...}`.
struct Address: Mappable {
    var street = ""
    var city = ""
    var country: String?

    init?(map: Map) {
        if map.JSON["city"] == nil { return nil }
    }

    mutating func mapping(map: Map) {
        street <- map["street"]
        city <- map["city"]
        country <- map["country"]
    }
}

class Place: Mappable {
    var code = ""
    var name: String?
    var terminals: [Terminal] = []
    var terminalNames: [String: String]?
    var currency: String?
    var lastMappedOntoExisting = false

    required init?(map: Map) {
        guard map["code"].currentValue is String else { return nil }
    }

    func mapping(map: Map) {
        code <- map["code"]
        name <- map["name"]
        terminals <- map["terminals"]
        terminalNames <- map["terminal_names"]
        if map.mappingType == .fromJSON {
            lastMappedOntoExisting = map.toObject
            if let context = map.context as? BookingContext {
                currency = context.currency
            }
        }
    }
}

class Airport: Place {
    var iata: String {
        return code
    }
    var runways: [[Int]] = []
    var elevationFt: Int16 = 0

    override func mapping(map: Map) {
        super.mapping(map: map)
        runways <- map["runways"]
        elevationFt <- map["elevation_ft"]
    }
}

class Hotel: Place {
    var address: Address?
    var stars: UInt8?
    var amenities: NSArray?
    var policies: NSDictionary?
    var rawRates: [String: AnyObject]?
    var photoIDs: [AnyObject] = []
    var rating: NSNumber?
    var checkIn: NSString?

    override func mapping(map: Map) {
        super.mapping(map: map)
        if map.mappingType == .fromJSON {
            address = Address(map: map)
        }
        address?.mapping(map: map)
        stars <- map["stars"]
        amenities <- map["amenities"]
        policies <- map["policies"]
        rawRates <- map["raw_rates"]
        photoIDs <- map["photo_ids"]
        rating <- map["rating"]
        checkIn <- map["check_in"]
    }
}

/// Flights and hotel stays in one list, picked by "kind"; a struct picks itself.
struct Fare: StaticMappable, Hashable {
    var basis = ""
    var amount: Double = 0
    var multiplier: FareMultiplier = .adult
    var isNet = false

    static func objectForMapping(map: Map) -> BaseMappable? {
        if let context = map.context as? BookingContext, !context.showNetFares, map.JSON["net"] as? Bool == true {
            return nil
        }
        return Fare()
    }

    mutating func mapping(map: Map) {
        basis <- map["basis"]
        amount <- map["amount"]
        multiplier <- map["multiplier"]
        isNet <- map["net"]
    }
}

/// Times in the airport's local format, and a transform built from closures over optionals.
let localTimeTransform = CustomDateFormatTransform(formatString: "yyyy-MM-dd'T'HH:mm")
let minutesTransform = TransformOf<TimeInterval, Int>(fromJSON: { (minutes: Int?) -> TimeInterval? in
    return minutes.map { TimeInterval($0 * 60) }
}, toJSON: { (interval: TimeInterval?) -> Int? in
    guard let interval = interval else { return nil }
    return Int(interval / 60)
})

struct Segment: ImmutableMappable {
    let flightNumber: String
    let status: SegmentStatus
    let cabin: CabinClass?
    let from: Airport
    let to: Airport
    let departure: Date
    let duration: TimeInterval
    let stops: [Airport]
    let seatMap: [[String]]
    let fares: [String: [Fare]]
    let fareByCabin: [String: Fare]
    let fareGrid: [[Fare]]
    let allowances: Set<Allowance>
    let layovers: [TimeInterval]
    let layoverByAirport: [String: TimeInterval]
    let boardingGroups: [[Date]]
    let operatedBy: String?

    init(map: Map) throws {
        flightNumber = try map.value("flight_number")
        status = try map.value("status")
        cabin = try map.value("cabin")
        from = try map.value("from")
        to = try map.value("to")
        departure = try map.value("departure", using: localTimeTransform)
        duration = try map.value("duration_min", using: minutesTransform)
        stops = try map.value("stops")
        seatMap = try map.value("seat_map")
        fares = try map.value("fares")
        fareByCabin = try map.value("fare_by_cabin")
        fareGrid = try map.value("fare_grid")
        allowances = try map.value("allowances")
        layovers = try map.value("layovers_min", using: minutesTransform)
        layoverByAirport = try map.value("layover_by_airport", using: minutesTransform)
        boardingGroups = try map.value("boarding_groups", using: localTimeTransform)
        operatedBy = try map.value("operated_by.name")
    }

    func mapping(map: Map) {
        flightNumber >>> map["flight_number"]
        status >>> map["status"]
        cabin >>> map["cabin"]
        from >>> map["from"]
        to >>> map["to"]
        departure >>> (map["departure"], localTimeTransform)
        duration >>> (map["duration_min"], minutesTransform)
        stops >>> map["stops"]
        seatMap >>> map["seat_map"]
        fares >>> map["fares"]
        fareByCabin >>> map["fare_by_cabin"]
        fareGrid >>> map["fare_grid"]
        allowances >>> map["allowances"]
        layovers >>> (map["layovers_min"], minutesTransform)
        layoverByAirport >>> (map["layover_by_airport"], minutesTransform)
        boardingGroups >>> (map["boarding_groups"], localTimeTransform)
        operatedBy >>> map["operated_by.name"]
        "v2" >>> map["schema"]
        stops.count >>> map["stop_count"]
        true >>> map["bookable"]
    }
}

/// A booking, mapped both ways, with optional containers of every shape.
final class Booking: Mappable {
    var reference = ""
    var segments: [Segment]!
    var hotels: [Hotel]?
    var hotelsByCity: [String: [Hotel]]?
    var rooms: [[Hotel]]?
    var fares: Set<Fare>?
    var primaryHotel: Hotel!
    var allowanceByPassenger: [String: Allowance]!
    var passengerCount: UInt8 = 0
    var totals: [String: Int64] = [:]
    var miles: [UInt32]?
    var statusByFlight: [String: SegmentStatus]?
    var multipliers: [FareMultiplier] = []
    var terminalsByAirport: [String: [Terminal]]?
    var bookedAt: Date?
    var checkInTimes: [String: Date]?
    var manageURL: URL?
    var receiptURLs: [URL] = []
    var note: String?
    var readKeyPaths: [String] = []

    required init?(map: Map) {}

    func mapping(map: Map) {
        reference <- map["reference"]
        segments <- map["segments"]
        hotels <- map["hotels"]
        hotelsByCity <- map["hotels_by_city"]
        rooms <- map["rooms"]
        fares <- map["fares"]
        primaryHotel <- map["primary_hotel"]
        allowanceByPassenger <- map["allowance_by_passenger"]
        passengerCount <- map["passenger_count"]
        totals <- map["totals"]
        miles <- map["miles"]
        statusByFlight <- map["status_by_flight"]
        multipliers <- (map["multipliers"], EnumTransform<FareMultiplier>())
        terminalsByAirport <- map["terminals_by_airport"]
        bookedAt <- (map["booked_at", delimiter: "->"], ISO8601DateTransform())
        checkInTimes <- (map["check_in_times"], localTimeTransform)
        manageURL <- (map["links->manage", delimiter: "->"], URLTransform(shouldEncodeURLString: false, allowedCharacterSet: .urlPathAllowed))
        receiptURLs <- (map["links->receipts", delimiter: "->", ignoreNil: true], URLTransform())
        note <- map["meta->note.text", delimiter: "->"]
        if map.mappingType == .fromJSON {
            let probe = map["meta.note", nested: true]
            readKeyPaths.append("\(probe.currentKey ?? "") \(probe.nestedKeyDelimiter) \(probe.isKeyPresent)")
            let literal = map["meta.note", nested: false, delimiter: "."]
            readKeyPaths.append("\(literal.currentKey ?? "") \(literal.isKeyPresent)")
        }
    }
}

/// What the app sends back when a booking changes: a body built by running `mapping(map:)` on a
/// `Map` the app makes itself, then editing its `JSON`.
func changeRequestBody(for booking: Booking, context: BookingContext) -> [String: Any] {
    let map = Map(mappingType: .toJSON, JSON: [:], context: context, shouldIncludeNilValues: false)
    booking.mapping(map: map)
    var body = map.JSON
    body["segments"] = nil
    body["currency"] = context.currency
    return body
}

/// Reads a hotel from a `Map` the app makes itself, onto an existing object.
func refresh(_ hotel: Hotel, with json: [String: Any]) {
    let map = Map(mappingType: .fromJSON, JSON: json, toObject: true)
    hotel.mapping(map: map)
}
