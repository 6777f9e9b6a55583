import Foundation
import Testing
import Mapping
import Transforms

/// The weather app's models (Models/Weather.swift): what ObjectMapper 4 gave for the same JSON.
@Suite("A weather app's ObjectMapper models, in Swift 5 mode")
struct WeatherModelTests {
    static let reportJSON = #"""
        {"lat": 48.8534, "lon": 2.3488, "elevation": 35, "timezone": "Europe/Paris", "timezone_offset": 3600,
         "units": "metric", "generated_at": "2023-11-14T22:13:20Z", "station.id": "LFPB",
         "current": {"dt": 1700000000, "sunrise": 1699945200, "sunset": 1699979400, "temp": 284.5,
                     "feels_like": 283.5, "humidity": 81, "pressure": 1003,
                     "wind": {"speed": 4.6, "deg": 220}, "visibility": 10000,
                     "weather": [{"id": 500, "main": "Rain", "description": "light rain", "icon": "10n"}]},
         "minutely": [[1700000060, 0.25], [1700000120, 0.5]],
         "hourly": [{"dt": 1700002800, "temp": 284.0, "pop": 0.6, "rain": {"1h": 0.75},
                     "weather": [{"id": 501, "main": "Rain"}], "dt_txt": "2023-11-14 23:00:00"},
                    {"dt": 1700006400, "temp": 283.5, "pop": 0, "weather": [{"main": "no id: refused"}, {"id": 804, "main": "Clouds"}],
                     "dt_txt": "2023-11-15 00:00:00"}],
         "daily": [{"dt": 1699959600, "temp": {"min": 281.5, "max": 286.0, "day": 285.0, "night": 282.0},
                    "pop": 1, "uvi": 0.5, "summary": "Rain all day", "weather": [{"id": 500, "main": "Rain"}]}],
         "alerts": [{"sender_name": "Meteo-France", "event": "Wind warning", "start": 1700000000, "end": 1700036000,
                     "issued_at": "2023-11-14T20:00:00+01:00", "tags": ["Wind", "Hail", "Rain"], "severity": 2,
                     "regions": null}],
         "sources": {"model": "arome", "radar": "meteofrance"},
         "normals": [278.15, 283.15, "warm"], "records": {"high": 313.15, "low": 258.15}, "stale": false}
        """#

    static func close(_ value: Double?, _ expected: Double) -> Bool {
        guard let value = value else { return false }
        return abs(value - expected) < 1e-9
    }

    @Test func theReportMapsEveryLevel() throws {
        let report = try #require(Mapper<WeatherReport>().map(JSONString: Self.reportJSON))
        #expect(report.coordinates?.latitude == 48.8534 && report.coordinates?.elevation == 35)
        #expect(report.latitude == 48.8534 && report.longitude == 2.3488)
        #expect(report.timezone == TimeZone(identifier: "Europe/Paris") && report.timezoneOffset == 3600)
        #expect(report.units == .metric)
        #expect(report.generatedAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(report.stationID == "LFPB")
        #expect(Self.close(report.currentTemperature, 11.35))
        #expect(report.currentCondition == "light rain")
        #expect(report.minutely == [[1_700_000_060, 0.25], [1_700_000_120, 0.5]])
        #expect(report.sources == ["model": "arome", "radar": "meteofrance"])
        // A transform over an array leaves out the element it gives nil for.
        #expect(report.normals?.count == 2 && Self.close(report.normals?.last, 10))
        #expect(Self.close(report.records["high"], 40) && Self.close(report.records["low"], -15))
        #expect(report.isStale == false)

        let current = try #require(report.current)
        #expect(current.time == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(current.sunrise == Date(timeIntervalSince1970: 1_699_945_200))
        #expect(Self.close(current.temperature, 11.35) && Self.close(current.feelsLike, 10.35))
        #expect(current.humidity == 81 && current.pressure == 1003)
        #expect(current.windSpeed == 4.6 && current.windDirection == 220 && current.gusts == nil)
        #expect(current.conditions.count == 1 && current.conditions[0].group == .rain)
        #expect(current.conditions[0].detail == "light rain" && current.conditions[0].icon == "10n")

        #expect(report.hourly.count == 2)
        #expect(report.hourly[0].time == Date(timeIntervalSince1970: 1_700_002_800))
        #expect(report.hourly[0].text == Date(timeIntervalSince1970: 1_700_002_800))
        #expect(report.hourly[0].precipitationChance == 0.6 && report.hourly[0].rainVolume == 0.75)
        #expect(report.hourly[1].precipitationChance == 0 && report.hourly[1].rainVolume == nil)
        // The condition without an id refuses itself in `init?(map:)` and is left out.
        #expect(report.hourly[1].conditions?.map { $0.id } == [804])
        #expect(report.hourly[1].text == Date(timeIntervalSince1970: 1_700_006_400))

        let day = try #require(report.daily.first)
        #expect(Self.close(day.minimum, 8.35) && Self.close(day.maximum, 12.85))
        #expect(Self.close(day.day, 11.85) && Self.close(day.night, 8.85))
        #expect(day.precipitationChance == 1 && day.uvIndex == 0.5)
        #expect(day.summary == "Rain all day" && day.mainCondition == "Rain")

        let alert = try #require(report.alerts?.first)
        #expect(alert.sender == "Meteo-France" && alert.event == "Wind warning")
        #expect(alert.start == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(alert.end == Date(timeIntervalSince1970: 1_700_036_000))
        #expect(alert.issuedAt == Date(timeIntervalSince1970: 1_699_988_400))
        // An EnumTransform over an array leaves out the raw values it does not know.
        #expect(alert.tags == [.wind, .rain])
        #expect(alert.severity == .moderate)
        #expect(alert.regions == nil)
    }

    @Test func theReportWritesBackWhatItRead() throws {
        let report = try #require(WeatherReport(JSONString: Self.reportJSON))
        let json = report.toJSON()
        #expect(json["lat"] as? Double == 48.8534 && json["lon"] as? Double == 2.3488)
        #expect(json["timezone"] as? String == "Europe/Paris" && json["units"] as? String == "metric")
        #expect(json["generated_at"] as? String == "2023-11-14T22:13:20Z")
        // `nested: false` writes the dotted key as it is.
        #expect(json["station.id"] as? String == "LFPB" && json["station"] == nil)
        #expect(json["minutely"] as? [[Double]] == [[1_700_000_060, 0.25], [1_700_000_120, 0.5]])
        #expect(json["sources"] as? [String: String] == ["model": "arome", "radar": "meteofrance"])
        #expect((json["normals"] as? [Double])?.count == 2 && Self.close((json["normals"] as? [Double])?.first, 278.15))
        #expect(Self.close((json["records"] as? [String: Double])?["low"], 258.15))
        #expect(json["stale"] as? Bool == false)

        let current = try #require(json["current"] as? [String: Any])
        #expect(current["dt"] as? Double == 1_700_000_000)
        #expect(Self.close(current["temp"] as? Double, 284.5))
        // Two dot paths into the same object write one nested object.
        let wind = try #require(current["wind"] as? [String: Any])
        #expect(wind.count == 2 && wind["speed"] as? Double == 4.6 && wind["deg"] as? Int == 220)
        #expect(current["feels_like"] != nil && current["humidity"] as? Int == 81)
        let conditions = try #require(current["weather"] as? [[String: Any]])
        #expect(conditions.count == 1 && conditions[0]["description"] as? String == "light rain")

        let hourly = try #require(json["hourly"] as? [[String: Any]])
        #expect(hourly.count == 2)
        #expect(hourly[0]["dt_txt"] as? String == "2023-11-14 23:00:00")
        #expect(hourly[0]["rain"] as? [String: Double] == ["1h": 0.75])
        #expect(hourly[1]["rain"] == nil)

        let daily = try #require(json["daily"] as? [[String: Any]])
        let temperatures = try #require(daily.first?["temp"] as? [String: Double])
        #expect(Set(temperatures.keys) == ["min", "max", "day", "night"])
        #expect(Self.close(temperatures["max"], 286))
        #expect((daily.first?["weather"] as? [[String: Any]])?.first?["main"] as? String == "Rain")

        let alerts = try #require(json["alerts"] as? [[String: Any]])
        #expect(alerts[0]["tags"] as? [String] == ["Wind", "Rain"])
        #expect(alerts[0]["severity"] as? Int == 2)
        #expect(alerts[0]["issued_at"] as? String == "2023-11-14T19:00:00Z")
        #expect(alerts[0]["regions"] == nil)

        let again = try #require(WeatherReport(JSONString: report.toJSONString() ?? ""))
        #expect(again.daily.count == 1 && again.hourly.map { $0.time } == report.hourly.map { $0.time })
        #expect(Self.close(again.current?.temperature, 11.35) && again.alerts?.first?.tags == [.wind, .rain])
    }

    @Test func aReportWithoutCoordinatesIsRefused() {
        #expect(Mapper<WeatherReport>().map(JSONString: #"{"lat": 1, "timezone": "UTC"}"#) == nil)
        #expect(WeatherReport(JSON: ["lon": 2]) == nil)
        #expect(WeatherReport(JSON: ["lat": 1, "lon": 2])?.daily == nil)
    }

    @Test func anAbsentOrNullNestedObjectLeavesItsValuesAlone() throws {
        let noCurrent = try #require(WeatherReport(JSONString: #"{"lat": 1, "lon": 2, "daily": []}"#))
        #expect(noCurrent.current == nil && noCurrent.currentTemperature == nil)
        #expect(noCurrent.daily?.isEmpty == true)
        let nullCurrent = try #require(WeatherReport(JSONString: #"{"lat": 1, "lon": 2, "current": null, "alerts": null}"#))
        #expect(nullCurrent.current == nil && nullCurrent.currentTemperature == nil && nullCurrent.alerts == nil)
        // A null nested value sets the optional to nil; the non-optional keeps its value.
        let forecast = try #require(DailyForecast(JSONString: #"{"temp": {"min": null, "day": null}, "pop": null}"#))
        #expect(forecast.minimum == nil && forecast.day == nil && forecast.precipitationChance == 0)
    }

    @Test func standaloneEndpointsMapArraysAndDictionaries() throws {
        let hourly = #"[{"dt": 1700002800, "temp": 273.15}, {"dt": 1700006400, "pop": 0.25}]"#
        let forecasts = try #require(Mapper<HourlyForecast>().mapArray(JSONString: hourly))
        #expect(forecasts.map { $0.time } == [Date(timeIntervalSince1970: 1_700_002_800), Date(timeIntervalSince1970: 1_700_006_400)])
        #expect(forecasts[0].temperature == 0 && forecasts[1].precipitationChance == 0.25)
        #expect([HourlyForecast](JSONString: hourly)?.count == 2)
        let inferred: [HourlyForecast]? = Mapper().mapArray(JSONString: hourly)
        #expect(inferred?.last?.precipitationChance == 0.25)
        let written = Mapper<HourlyForecast>().toJSONString(forecasts, prettyPrint: false)
        #expect(written == #"[{"dt":1700002800,"temp":273.15,"pop":0},{"dt":1700006400,"pop":0.25}]"#)

        let cities = #"{"paris": {"temp": 283.15, "humidity": 70}, "oslo": {"temp": 263.15, "humidity": 90}}"#
        let byCity = try #require(Mapper<CurrentWeather>().mapDictionary(JSONString: cities))
        #expect(Set(byCity.keys) == ["paris", "oslo"])
        #expect(Self.close(byCity["oslo"]?.temperature, -10) && byCity["paris"]?.humidity == 70)

        let grouped: [String: [[String: Any]]] = ["paris": [["dt": 1_700_002_800], ["dt": 1_700_006_400]], "oslo": []]
        let hoursByCity = try #require(Mapper<HourlyForecast>().mapDictionaryOfArrays(JSON: grouped))
        #expect(hoursByCity["paris"]?.count == 2 && hoursByCity["oslo"]?.isEmpty == true)
        let writtenGroups = Mapper<HourlyForecast>().toJSONDictionaryOfArrays(hoursByCity)
        #expect(writtenGroups["paris"]?.compactMap { $0["dt"] as? Double } == [1_700_002_800, 1_700_006_400])

        let anyObject: Any = ["id": 800, "main": "Clear"]
        #expect(Mapper<Condition>().map(JSONObject: anyObject)?.group == .clear)
        #expect(Mapper<Condition>().map(JSONObject: ["main": "Clear"]) == nil)
        #expect(Mapper<Condition>().map(JSONObject: nil) == nil)
    }

    @Test func floatsReadWithMapValueAsObjectMapperReadThem() throws {
        // ObjectMapper's `value()` reads a Float, [Float] and [String: Float] from any number,
        // to the nearest Float, as `<-` does: a cast of 48.97 to Float alone gives nil.
        let json = #"{"id": "LFPB", "lat": 48.97, "lon": 2, "calibration": [0.1, 1, -2.5], "offsets": {"temp": 0.3}}"#
        let station = try #require(Station(JSONString: json))
        #expect(station.id == "LFPB" && station.latitude == 48.97 && station.longitude == 2)
        #expect(station.calibration == [0.1, 1, -2.5] && station.offsets == ["temp": 0.3])
        #expect(station.toJSONString() == #"{"id":"LFPB","lat":48.97,"lon":2,"calibration":[0.1,1,-2.5],"offsets":{"temp":0.3}}"#)
        #expect(Station(JSONString: #"{"lat": "48.97", "lon": 2}"#) == nil)
        #expect(Station(JSONString: #"{"lat": 48.97}"#) == nil)
        // A number past Float's range is no Float, as for `<-`.
        #expect(Station(JSONString: #"{"lat": 1e39, "lon": 2}"#) == nil)
    }

    @Test func coordinatesAreImmutableAndThrowWhenIncomplete() throws {
        let point = try Coordinates(JSONString: #"{"lat": 59.91, "lon": 10.75}"#)
        #expect(point.latitude == 59.91 && point.longitude == 10.75 && point.elevation == nil)
        #expect(point.toJSONString() == #"{"lat":59.91,"lon":10.75}"#)
        #expect(throws: MapError.self) { try Coordinates(JSONString: #"{"lat": 59.91}"#) }
        do {
            _ = try Coordinates(JSON: ["lat": 59.91, "lon": "east"])
            Issue.record("a string longitude was accepted")
        } catch let error as MapError {
            #expect(error.key == "lon")
        }
        let withNulls = Mapper<Coordinates>(shouldIncludeNilValues: true).toJSONString(point)
        #expect(withNulls == #"{"lat":59.91,"lon":10.75,"elevation":null}"#)
    }
}
