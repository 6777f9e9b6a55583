import Foundation
import Mapping
import Transforms

// Model files in the style of a weather app's API client: nested arrays of forecasts, dates as
// unix timestamps, ISO 8601 strings and a formatted text in UTC, enums with String and Int raw
// values, values flattened out of nested objects with dot paths, arrays of arrays, a key with a
// dot in it, a transform written with TransformOf, and an immutable model for coordinates.

enum Units: String {
    case standard
    case metric
    case imperial
}

/// The first digit of OpenWeather's condition codes.
enum ConditionGroup: Int {
    case thunderstorm = 2
    case drizzle = 3
    case rain = 5
    case snow = 6
    case atmosphere = 7
    case clear = 8
}

enum AlertTag: String {
    case wind = "Wind"
    case rain = "Rain"
    case flood = "Flood"
    case extremeTemperature = "Extreme temperature"
}

enum AlertSeverity: Int {
    case minor = 1
    case moderate = 2
    case severe = 3
}

/// Temperatures arrive in kelvin; the app shows degrees Celsius.
let kelvinTransform = TransformOf<Double, Double>(fromJSON: { (value: Double?) -> Double? in
    guard let value = value else { return nil }
    return value - 273.15
}, toJSON: { (value: Double?) -> Double? in
    guard let value = value else { return nil }
    return value + 273.15
})

/// "2023-11-14 22:00:00", always in UTC.
let utcTextFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
    return formatter
}()

struct Condition: Mappable {
    var id = 0
    var main = ""
    var detail: String?
    var icon: String?

    var group: ConditionGroup? {
        return ConditionGroup(rawValue: id / 100)
    }

    init?(map: Map) {
        if map.JSON["id"] == nil {
            return nil
        }
    }

    mutating func mapping(map: Map) {
        id <- map["id"]
        main <- map["main"]
        detail <- map["description"]
        icon <- map["icon"]
    }
}

class CurrentWeather: Mappable {
    var time: Date?
    var sunrise: Date?
    var sunset: Date?
    var temperature: Double = 0
    var feelsLike: Double?
    var humidity: Int = 0
    var pressure: Int?
    var windSpeed: Double?
    var windDirection: Int?
    var gusts: Double?
    var visibility: Int?
    var conditions: [Condition] = []

    required init?(map: Map) {}

    func mapping(map: Map) {
        time <- (map["dt"], DateTransform())
        sunrise <- (map["sunrise"], DateTransform())
        sunset <- (map["sunset"], DateTransform())
        temperature <- (map["temp"], kelvinTransform)
        feelsLike <- (map["feels_like"], kelvinTransform)
        humidity <- map["humidity"]
        pressure <- map["pressure"]
        windSpeed <- map["wind.speed"]
        windDirection <- map["wind.deg"]
        gusts <- map["wind.gust"]
        visibility <- map["visibility"]
        conditions <- map["weather"]
    }
}

struct HourlyForecast: Mappable {
    var time: Date!
    var temperature: Double?
    var precipitationChance: Double = 0
    var rainVolume: Double?
    var conditions: [Condition]?
    var text: Date?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        time <- (map["dt"], DateTransform())
        temperature <- (map["temp"], kelvinTransform)
        precipitationChance <- map["pop"]
        rainVolume <- map["rain.1h"]
        conditions <- map["weather"]
        text <- (map["dt_txt"], DateFormatterTransform(dateFormatter: utcTextFormatter))
    }
}

struct DailyForecast: Mappable {
    var date: Date?
    var minimum: Double?
    var maximum: Double?
    var day: Double!
    var night: Double?
    var precipitationChance: Double = 0
    var uvIndex: Float?
    var summary: String?
    var mainCondition: String?
    var conditions: [Condition] = []

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        date <- (map["dt"], DateTransform())
        minimum <- (map["temp.min"], kelvinTransform)
        maximum <- (map["temp.max"], kelvinTransform)
        day <- (map["temp.day"], kelvinTransform)
        night <- (map["temp.night"], kelvinTransform)
        precipitationChance <- map["pop"]
        uvIndex <- map["uvi"]
        summary <- map["summary"]
        if map.mappingType == .fromJSON {
            mainCondition <- map["weather.0.main"]
        }
        conditions <- map["weather"]
    }
}

struct WeatherAlert: Mappable {
    var sender = ""
    var event = ""
    var start: Date?
    var end: Date?
    var issuedAt: Date?
    var tags: [AlertTag] = []
    var severity: AlertSeverity?
    var regions: [String]?

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        sender <- map["sender_name"]
        event <- map["event"]
        start <- (map["start"], DateTransform())
        end <- (map["end"], DateTransform())
        issuedAt <- (map["issued_at"], ISO8601DateTransform())
        tags <- (map["tags"], EnumTransform<AlertTag>())
        severity <- (map["severity"], EnumTransform<AlertSeverity>())
        regions <- map["regions"]
    }
}

struct Coordinates: ImmutableMappable {
    let latitude: Double
    let longitude: Double
    let elevation: Int?

    init(map: Map) throws {
        latitude = try map.value("lat")
        longitude = try map.value("lon")
        elevation = try? map.value("elevation")
    }

    func mapping(map: Map) {
        latitude >>> map["lat"]
        longitude >>> map["lon"]
        elevation >>> map["elevation"]
    }
}

/// A station refuses JSON without coordinates, read with `map[key].value()` in `init?(map:)`.
struct Station: Mappable {
    var id = ""
    var latitude: Float
    var longitude: Float
    var calibration: [Float] = []
    var offsets: [String: Float] = [:]

    init?(map: Map) {
        guard let latitude: Float = map["lat"].value(), let longitude: Float = map["lon"].value() else {
            return nil
        }
        self.latitude = latitude
        self.longitude = longitude
        if let calibration: [Float] = map["calibration"].value() {
            self.calibration = calibration
        }
        if let offsets: [String: Float] = map["offsets"].value() {
            self.offsets = offsets
        }
    }

    mutating func mapping(map: Map) {
        id <- map["id"]
        latitude >>> map["lat"]
        longitude >>> map["lon"]
        calibration >>> map["calibration"]
        offsets >>> map["offsets"]
    }
}

final class WeatherReport: Mappable {
    var coordinates: Coordinates?
    var latitude: Double = 0
    var longitude: Double = 0
    var timezone: TimeZone?
    var timezoneOffset: Int = 0
    var units: Units = .standard
    var generatedAt: Date?
    var stationID: String?
    var current: CurrentWeather?
    var currentTemperature: Double?
    var currentCondition: String?
    var minutely: [[Double]]?
    var hourly: [HourlyForecast] = []
    var daily: [DailyForecast]!
    var alerts: [WeatherAlert]?
    var sources: [String: String] = [:]
    var normals: [Double]?
    var records: [String: Double] = [:]
    var isStale: Bool!

    required init?(map: Map) {
        if map.JSON["lat"] == nil || map.JSON["lon"] == nil {
            return nil
        }
    }

    func mapping(map: Map) {
        if map.mappingType == .fromJSON {
            coordinates = Coordinates(JSON: map.JSON)
        }
        latitude <- map["lat"]
        longitude <- map["lon"]
        timezone <- (map["timezone"], TransformOf<TimeZone, String>(fromJSON: { (identifier: String?) -> TimeZone? in
            guard let identifier = identifier else { return nil }
            return TimeZone(identifier: identifier)
        }, toJSON: { (zone: TimeZone?) -> String? in
            return zone?.identifier
        }))
        timezoneOffset <- map["timezone_offset"]
        units <- map["units"]
        generatedAt <- (map["generated_at"], ISO8601DateTransform())
        stationID <- map["station.id", nested: false]
        current <- map["current"]
        if map.mappingType == .fromJSON {
            currentTemperature <- (map["current.temp"], kelvinTransform)
            currentCondition <- map["current.weather.0.description"]
        }
        minutely <- map["minutely"]
        hourly <- map["hourly"]
        daily <- map["daily"]
        alerts <- map["alerts"]
        sources <- map["sources"]
        normals <- (map["normals"], kelvinTransform)
        records <- (map["records"], kelvinTransform)
        isStale <- map["stale"]
    }
}
