import Foundation
import Testing
import Mapping
import Transforms

/// The travel-booking model files (`Models/Travel.swift`), in Swift 5 mode: integers of every
/// width, immutable models with nested containers, models flattened into their holder's object,
/// maps the app makes itself, Foundation class properties, and transform subclasses that send
/// nothing for some values.
@Suite("Travel booking model files, in Swift 5 mode")
struct TravelModelTests {
    /// A local time, read in the device's zone as `CustomDateFormatTransform` reads it.
    private static func localTime(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return formatter.date(from: text)
    }

    static let segmentJSON = #"""
        {"flight_number": "AF12", "status": -1, "cabin": "business",
         "from": {"code": "CDG", "terminals": [1, 2, 9], "runways": [[1, 2], [3]], "elevation_ft": 392},
         "to": {"code": "JFK", "terminals": [5]},
         "departure": "2024-06-01T10:30", "duration_min": 495,
         "stops": [{"code": "KEF"}], "seat_map": [["1A", "1B"], ["2A"]],
         "fares": {"Y": [{"basis": "YOW", "amount": 120.5, "multiplier": 0.5}], "J": []},
         "fare_by_cabin": {"Y": {"basis": "Y1", "amount": 1}},
         "fare_grid": [[{"basis": "A"}], []],
         "allowances": [{"pieces": 2, "weight_kg": 23, "booking_ref": 9223372036854775807,
                         "loyalty_number": 18446744073709551615, "seats_left": 4}],
         "layovers_min": [60, 90], "layover_by_airport": {"KEF": 75},
         "boarding_groups": [["2024-06-01T09:30", "2024-06-01T09:40"], []],
         "operated_by": {"name": "Delta"}}
        """#

    @Test func integersOfEveryWidthReadAndWriteExactly() throws {
        let json = #"""
            {"pieces": 127, "weight_kg": 255, "cabin_kg": -32768, "length_cm": 65535,
             "fee": 2147483647, "fee_cents": 4294967295, "booking_ref": -9223372036854775808,
             "loyalty_number": 18446744073709551615, "seats_left": 18446744073709551615}
            """#
        let allowance = try #require(Allowance(JSONString: json))
        #expect(allowance.pieces == Int8.max && allowance.weightKg == UInt8.max)
        #expect(allowance.cabinKg == Int16.min && allowance.lengthCm == UInt16.max)
        #expect(allowance.fee == Int32.max && allowance.feeCents == UInt32.max)
        #expect(allowance.bookingRef == Int64.min && allowance.loyaltyNumber == UInt64.max)
        #expect(allowance.seatsLeft == UInt.max)
        #expect(allowance.toJSONString() == #"{"pieces":127,"weight_kg":255,"cabin_kg":-32768,"length_cm":65535,"fee":2147483647,"fee_cents":4294967295,"booking_ref":-9223372036854775808,"loyalty_number":18446744073709551615,"seats_left":18446744073709551615}"#)
        // A whole number written with a fraction or an exponent is still that integer.
        let written = try #require(Allowance(JSONString: #"{"pieces": 2.0, "fee": 1e3, "cabin_kg": null}"#))
        #expect(written.pieces == 2 && written.fee == 1000 && written.cabinKg == nil)
        let toJSON = allowance.toJSON()
        #expect(toJSON["pieces"] as? Int == 127 && toJSON["loyalty_number"] as? UInt64 == UInt64.max)
        #expect(JSONSerialization.isValidJSONObject(toJSON))
    }

    @Test func anImmutableSegmentWithNestedContainersOfModelsAndTransformedValues() throws {
        let segment = try Segment(JSONString: Self.segmentJSON)
        #expect(segment.flightNumber == "AF12" && segment.status == .cancelled && segment.cabin == .business)
        #expect(segment.from.code == "CDG" && segment.from.terminals == [.one, .two])
        #expect(segment.from.runways == [[1, 2], [3]] && segment.from.elevationFt == 392)
        #expect(segment.to.iata == "JFK" && segment.to.terminals == [.five])
        #expect(segment.departure == Self.localTime("2024-06-01T10:30"))
        #expect(segment.duration == 495 * 60)
        #expect(segment.stops.map { $0.code } == ["KEF"] && segment.seatMap == [["1A", "1B"], ["2A"]])
        #expect(segment.fares["Y"]?.first?.multiplier == .child && segment.fares["Y"]?.first?.amount == 120.5)
        #expect(segment.fares["J"]?.isEmpty == true && segment.fareByCabin["Y"]?.basis == "Y1")
        #expect(segment.fareGrid.map { $0.map { $0.basis } } == [["A"], []])
        let allowance = try #require(segment.allowances.first)
        #expect(segment.allowances.count == 1 && allowance.bookingRef == Int64.max && allowance.loyaltyNumber == UInt64.max)
        #expect(segment.layovers == [3600, 5400] && segment.layoverByAirport == ["KEF": 4500])
        #expect(segment.boardingGroups.map { $0.count } == [2, 0])
        #expect(segment.boardingGroups.first?.first == Self.localTime("2024-06-01T09:30"))
        #expect(segment.operatedBy == "Delta")

        // Written back with `>>>`, constants included, in the order `mapping(map:)` wrote them.
        #expect(segment.toJSONString() == #"{"flight_number":"AF12","status":-1,"cabin":"business","from":{"code":"CDG","terminals":[1,2],"runways":[[1,2],[3]],"elevation_ft":392},"to":{"code":"JFK","terminals":[5],"runways":[],"elevation_ft":0},"departure":"2024-06-01T10:30","duration_min":495,"stops":[{"code":"KEF","terminals":[],"runways":[],"elevation_ft":0}],"seat_map":[["1A","1B"],["2A"]],"fares":{"J":[],"Y":[{"basis":"YOW","amount":120.5,"multiplier":0.5,"net":false}]},"fare_by_cabin":{"Y":{"basis":"Y1","amount":1,"multiplier":1,"net":false}},"fare_grid":[[{"basis":"A","amount":0,"multiplier":1,"net":false}],[]],"allowances":[{"pieces":2,"weight_kg":23,"fee":0,"booking_ref":9223372036854775807,"loyalty_number":18446744073709551615,"seats_left":4}],"layovers_min":[60,90],"layover_by_airport":{"KEF":75},"boarding_groups":[["2024-06-01T09:30","2024-06-01T09:40"],[]],"operated_by":{"name":"Delta"},"schema":"v2","stop_count":1,"bookable":true}"#)
        // Nil values are written as null in nested models too, when the mapper says so.
        let withNulls = try #require(Mapper<Segment>(shouldIncludeNilValues: true).toJSON(segment)["to"] as? [String: Any])
        #expect(withNulls["name"] is NSNull && withNulls["terminal_names"] is NSNull)
        let again = try Segment(JSONString: segment.toJSONString() ?? "")
        #expect(again.fares["Y"]?.first?.multiplier == .child && again.allowances == segment.allowances)

        // One model that does not map fails the immutable read, naming where.
        #expect(throws: MapError.self) {
            try Segment(JSONString: Self.segmentJSON.replacingOccurrences(of: #""stops": [{"code": "KEF"}]"#, with: #""stops": [{"code": 5}]"#))
        }
        let segments = try Mapper<Segment>().mapArray(JSONString: "[\(Self.segmentJSON), \(Self.segmentJSON)]")
        #expect(segments.map { $0.flightNumber } == ["AF12", "AF12"])
    }

    static let bookingJSON = #"""
        {"reference": "ABC123",
         "hotels": [{"code": "H1", "name": "Inn", "street": "1 Rue", "city": "Paris", "stars": 4,
                     "amenities": ["wifi", 1], "policies": {"pets": false}, "raw_rates": {"std": 100, "x": [1]},
                     "photo_ids": [1, "a"], "rating": 4.5, "check_in": "15:00"},
                    {"name": "no code: refused"}],
         "hotels_by_city": {"Paris": [{"code": "H1", "city": "Paris"}], "Rome": []},
         "rooms": [[{"code": "R1"}], [{"code": "R2"}, {"code": "R3"}]],
         "fares": [{"basis": "A", "net": true}, {"basis": "B"}],
         "primary_hotel": {"code": "H9", "city": "Nice", "street": "2 Av"},
         "allowance_by_passenger": {"p1": {"pieces": 1}},
         "passenger_count": 2, "totals": {"eur": 123456789012}, "miles": [100, 200],
         "status_by_flight": {"AF12": 1}, "multipliers": [1, 1.25, 3], "terminals_by_airport": {"CDG": [1, 2]},
         "booked_at": "2024-05-01T12:00:00Z", "check_in_times": {"H1": "2024-06-01T15:00"},
         "links": {"manage": "https://x.example/m/a%20b", "receipts": ["https://x.example/r/1"]},
         "meta": {"note.text": "window seat", "note": "n"}, "meta.note": "literal"}
        """#

    @Test func optionalContainersOfModelsFoundationPropertiesAndAFlattenedAddress() throws {
        let context = BookingContext(currency: "EUR", showNetFares: false)
        let booking = try #require(Mapper<Booking>(context: context).map(JSONString: Self.bookingJSON))
        #expect(booking.reference == "ABC123" && booking.segments == nil)
        let hotel = try #require(booking.hotels?.first)
        #expect(booking.hotels?.count == 1 && hotel.code == "H1" && hotel.currency == "EUR")
        #expect(hotel.address?.street == "1 Rue" && hotel.address?.city == "Paris" && hotel.stars == 4)
        #expect(hotel.amenities?.count == 2 && hotel.amenities?.firstObject as? String == "wifi")
        #expect(hotel.policies?["pets"] as? Bool == false && hotel.rawRates?["std"] as? Int == 100)
        #expect(hotel.photoIDs.count == 2 && hotel.rating?.doubleValue == 4.5 && hotel.checkIn == "15:00")
        #expect(booking.hotelsByCity?["Paris"]?.map { $0.code } == ["H1"] && booking.hotelsByCity?["Rome"]?.isEmpty == true)
        #expect(booking.rooms?.map { $0.map { $0.code } } == [["R1"], ["R2", "R3"]])
        // The context refuses net fares in `objectForMapping(map:)`.
        #expect(booking.fares?.map { $0.basis } == ["B"])
        #expect(booking.primaryHotel.address?.city == "Nice" && booking.primaryHotel.address?.street == "2 Av")
        #expect(booking.allowanceByPassenger["p1"]?.pieces == 1 && booking.passengerCount == 2)
        #expect(booking.totals == ["eur": 123_456_789_012] && booking.miles == [100, 200])
        #expect(booking.statusByFlight == ["AF12": .delayed] && booking.multipliers == [.adult, .flex])
        #expect(booking.terminalsByAirport == ["CDG": [.one, .two]])
        #expect(booking.bookedAt == Date(timeIntervalSince1970: 1_714_564_800))
        #expect(booking.checkInTimes?["H1"] == Self.localTime("2024-06-01T15:00"))
        #expect(booking.manageURL?.absoluteString == "https://x.example/m/a%20b")
        #expect(booking.receiptURLs.map { $0.absoluteString } == ["https://x.example/r/1"])
        #expect(booking.note == "window seat")
        #expect(booking.readKeyPaths == ["meta.note . true", "meta.note true"])

        // The address is written back into the hotel's own object.
        let written = booking.toJSON()
        let hotels = try #require(written["hotels"] as? [[String: Any]])
        #expect(hotels.first?["street"] as? String == "1 Rue" && hotels.first?["city"] as? String == "Paris")
        #expect((hotels.first?["amenities"] as? [Any])?.count == 2 && (hotels.first?["policies"] as? [String: Any])?["pets"] as? Bool == false)
        #expect((written["links"] as? [String: Any])?["manage"] as? String == "https://x.example/m/a%20b")
        #expect((written["meta"] as? [String: Any])?["note.text"] as? String == "window seat")
        #expect(written["multipliers"] as? [Double] == [1, 1.25] && written["segments"] == nil)
        let rooms = try #require(written["rooms"] as? [[[String: Any]]])
        #expect(rooms.map { $0.count } == [1, 2])
        let again = try #require(Booking(JSONString: booking.toJSONString() ?? ""))
        #expect(again.hotels?.first?.address?.city == "Paris" && again.rooms?.count == 2 && again.fares?.count == 1)

        // Sets and arrays of models, pretty-printed, read back.
        let fares = try #require(booking.fares?.toJSONString(prettyPrint: true))
        #expect(fares.contains("\n  {\n    \"basis\": \"B\"") && Set<Fare>(JSONString: fares) == booking.fares)
        let rows = try #require(booking.hotels?.toJSONString(prettyPrint: true))
        #expect([Hotel](JSONString: rows)?.first?.address?.street == "1 Rue")
        #expect(Mapper<Fare>(context: context).mapSet(JSONString: #"[{"basis": "N", "net": true}, {"basis": "B"}, {"basis": "B"}]"#)?.count == 1)
    }

    @Test func mapsTheAppMakesItself() throws {
        let context = BookingContext(currency: "CHF", showNetFares: true)
        let booking = try #require(Mapper<Booking>(context: context).map(JSONString: Self.bookingJSON))
        let body = changeRequestBody(for: booking, context: context)
        #expect(body["reference"] as? String == "ABC123" && body["currency"] as? String == "CHF")
        #expect(body["segments"] == nil && (body["fares"] as? [[String: Any]])?.count == 2)
        #expect((body["primary_hotel"] as? [String: Any])?["city"] as? String == "Nice")

        let hotel = try #require(booking.primaryHotel)
        #expect(!hotel.lastMappedOntoExisting)
        refresh(hotel, with: ["name": "Negresco", "city": "Nice", "street": "37 Promenade", "stars": 5])
        #expect(hotel.name == "Negresco" && hotel.address?.street == "37 Promenade" && hotel.stars == 5)
        #expect(hotel.lastMappedOntoExisting && hotel.code == "H9")
        let same = Mapper<Hotel>().map(JSON: ["stars": 4], toObject: hotel)
        #expect(same === hotel && hotel.stars == 4 && hotel.name == "Negresco")
    }

    @Test func theThrowingDoorsOfAnImmutableModel() throws {
        let object = try #require(Mapper<Segment>.parseJSONString(JSONString: Self.segmentJSON))
        #expect(try Segment(JSONObject: object).flightNumber == "AF12")
        let mapper = Mapper<Segment>(context: BookingContext(currency: "EUR", showNetFares: true))
        let byDay = try mapper.mapDictionaryOfArrays(JSONObject: ["2024-06-01": [object, object], "2024-06-02": []])
        #expect(byDay.mapValues { $0.count } == ["2024-06-01": 2, "2024-06-02": 0])
        let legs = try mapper.mapArrayOfArrays(JSONObject: [[object], [object, object]])
        #expect(legs.map { $0.count } == [1, 2])
        let named = try mapper.mapDictionary(JSONString: "{\"out\": \(Self.segmentJSON)}")
        #expect(named["out"]?.to.code == "JFK")
        #expect(mapper.toJSONDictionaryOfArrays(byDay)["2024-06-01"]?.first?["schema"] as? String == "v2")
        // As in ObjectMapper, one model that cannot be made fails the whole read.
        #expect(throws: MapError.self) { try mapper.mapArrayOfArrays(JSONObject: [[object], [["flight_number": "X"]]]) }
        #expect(throws: MapError.self) { try mapper.mapDictionary(JSONString: #"{"out": {}}"#) }
    }
}
