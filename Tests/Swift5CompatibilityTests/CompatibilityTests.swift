import Foundation
import Testing
import Mapping
import Transforms

/// Model files written the way ObjectMapper users write them, compiled in Swift 5 language
/// mode with nothing changed but the import, mapping real-looking JSON both ways.
@Suite("ObjectMapper model files, in Swift 5 mode")
struct CompatibilityTests {
    @Test func immutableModelsWithOptionalsOfAnyType() throws {
        let json = #"""
            {"id": 7, "type": "show", "watched_at": "2024-03-14T22:07:43Z",
             "links": {"imdb": "tt0903747", "tvdb": null}, "ids": {"trakt": 1, "slug": "bb"},
             "rating": 1000, "ratings": [0, 1000], "tags": ["drama", 5], "extra": {"a": [1, true]}}
            """#
        let item = try WatchedItem(JSONString: json)
        #expect(item.id == 7 && item.kind == .show && item.title == nil)
        #expect(item.watchedAt == Date(timeIntervalSince1970: 1_710_454_063))
        #expect(item.links.count == 2)
        #expect(item.links["imdb"] == .some("tt0903747"))
        #expect(item.links["tvdb"] == .some(nil))
        #expect(item.ids == Ids(trakt: 1, slug: "bb"))
        #expect(item.rating == .b && item.ratings == [.a, .b])
        #expect(item.tags?.count == 2 && item.tags?.first as? String == "drama")
        #expect((item.extra?["a"] as? [Any])?.count == 2)
        #expect(item.plays == 0)
        // `try?` gives nil on any failure, as ObjectMapper's single generic `value` did.
        let broken = try WatchedItem(JSONString: #"{"id": 1, "type": "movie", "watched_at": 5, "rating": 3, "links": 4}"#)
        #expect(broken.watchedAt == nil && broken.rating == nil && broken.links.isEmpty)
        #expect(item.toJSONString() == #"{"id":7,"type":"show","watched_at":"2024-03-14T22:07:43Z","rating":1000,"ratings":[0,1000],"plays":0}"#)
    }

    @Test func castPathOptionalsAreNilWhenAbsentOrNotConvertible() throws {
        let holder = try Holder(JSONString: #"{"value": {"value": 1}, "array": [1, "a"], "dictionary": {"k": null}}"#)
        // A Codable struct has no JSON cast: `try?` gives nil, as it did in ObjectMapper.
        #expect(holder.nilValue == nil)
        #expect(holder.when == nil)
        #expect(holder.array?.count == 2)
        #expect(holder.dictionary?["k"] is NSNull)
        let empty = try Holder(JSONString: "{}")
        #expect(empty.array == nil && empty.dictionary == nil)
    }

    @Test func classModelsSubclassesAndKeyPaths() throws {
        let json = #"""
            {"id": 12, "created_at": 1700000000, "name": "Kettle",
             "pricing": {"amount": 24.90, "currency": "EUR"}, "inventory": [{"count": 3}],
             "colors": ["steel", "black"], "attributes": {"watts": 2200, "cordless": true},
             "images": {"thumb": "https://cdn.example.com/k 1.png"},
             "related": [{"id": 13, "name": "Mug"}, {"name": "no id: refused"}]}
            """#
        let product = try #require(Mapper<Product>().map(JSONString: json))
        #expect(product.id == 12 && product.name == "Kettle")
        #expect(product.createdAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(product.price == NSDecimalNumber(string: "24.90"))
        #expect(product.currency == "EUR" && product.stock == 3)
        #expect(product.colors == ["steel", "black"])
        #expect(product.attributes["watts"] as? Int == 2200 && product.attributes["cordless"] as? Bool == true)
        #expect(product.thumbnail?.absoluteString == "https://cdn.example.com/k%201.png")
        #expect(product.related?.map { $0.id } == [13])
        #expect(Product(JSONString: #"{"name": "no id"}"#) == nil)
        let written = try #require(product.toJSONString())
        let again = try #require(Product(JSONString: written))
        #expect(again.name == "Kettle" && again.stock == 3 && again.price == product.price)
    }

    @Test func transformsClustersEnumsAndContainers() throws {
        let json = #"""
            {"number": "A-1", "status": "paid", "history": ["open", "paid", "lost"],
             "items": [{"sku": "K1", "qty": 2, "unit_price_cents": 2490}, {"sku": "M1", "qty": 1}],
             "payment": {"kind": "card", "amount": 5980, "card": {"last4": "4242"}},
             "shipping": {"address": {"city": "Lyon"}}, "notes": {"gift": "yes"},
             "flags": ["paid", "shipped", "paid"], "matrix": [["open"], ["paid", "shipped"]]}
            """#
        let order = try #require(Order(JSONString: json))
        #expect(order.number == "A-1" && order.status == .paid)
        #expect(order.statusHistory == [.open, .paid])
        #expect(order.items.map { $0.sku } == ["K1", "M1"] && order.items.first?.unitPrice == 24.9)
        #expect((order.payment as? CardPayment)?.last4 == "4242" && order.payment?.amount == 5980)
        #expect(order.shippingCity == "Lyon" && order.notes == ["gift": "yes"])
        #expect(order.flags == [.paid, .shipped] && order.matrix == [[.open], [.paid, .shipped]])
        let text = try #require(order.toJSONString())
        let again = try #require(Order(JSONString: text))
        #expect(again.flags == order.flags && again.matrix == order.matrix && again.statusHistory == order.statusHistory)
        #expect(again.items.first?.unitPrice == 24.9)
        #expect(text.contains(#""flags":["paid","shipped"]"#))
    }

    @Test func arraysOfModelsAndTheStaticHelpers() throws {
        let items = try #require([LineItem](JSONString: #"[{"sku": "a", "qty": 1}, {"sku": "b", "qty": 2}]"#))
        #expect(items.map { $0.quantity } == [1, 2])
        #expect(items.toJSONString() == #"[{"sku":"a","qty":1},{"sku":"b","qty":2}]"#)
        let parsed = Mapper<LineItem>.parseJSONStringIntoDictionary(JSONString: #"{"sku": "x"}"#)
        #expect(parsed?["sku"] as? String == "x")
        #expect(Mapper<LineItem>().mapArray(JSONArray: [["sku": "c"]]).first?.sku == "c")
    }

    @Test func subclassedTransformsAndTheISO8601FormatterTransform() throws {
        let json = #"""
            {"id": "31", "created_at": "1700000000", "starts_at": "2024-03-14T22:07:43+01:00",
             "ends_at": "2024-03-14T23:07:43Z", "fee": 24.90}
            """#
        let appointment = try #require(Appointment(JSONString: json))
        #expect(appointment.id == 31)
        #expect(appointment.createdAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(appointment.startsAt == Date(timeIntervalSince1970: 1_710_450_463))
        #expect(appointment.endsAt == Date(timeIntervalSince1970: 1_710_457_663))
        #expect(appointment.fee == NSDecimalNumber(string: "24.9"))
        #expect(appointment.toJSONString() == #"{"id":"31","created_at":1700000000,"starts_at":"2024-03-14T21:07:43Z","ends_at":"2024-03-14T23:07:00Z","fee":"24.9"}"#)
        // The base class still reads numbers, through `super`.
        let numeric = try #require(Appointment(JSONString: #"{"created_at": 1700000000}"#))
        #expect(numeric.createdAt == Date(timeIntervalSince1970: 1_700_000_000))
        let formatter = appointmentDateFormatter()
        #expect(formatter.string(from: Date(timeIntervalSince1970: 1_710_450_463)) == "2024-03-14T21:07:43Z")
        #expect(formatter.date(from: "2024-03-14T21:07:43Z") == Date(timeIntervalSince1970: 1_710_450_463))
    }

    @Test func aFormatterMadeWithFormatAndLocaleReadsAndWritesItsFormat() throws {
        let made = DateFormatter(withFormat: "dd MMMM yyyy", locale: "fr_FR")
        #expect(made.dateFormat == "dd MMMM yyyy" && made.locale.identifier == "fr_FR")
        // Formatted in the device's time zone, as any DateFormatter is: the day written is the
        // day read, wherever the tests run.
        let holiday = try #require(Holiday(JSONString: #"{"day": "2024-12-25", "name": "Christmas"}"#))
        let day = try #require(holiday.day)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        #expect(calendar.dateComponents([.year, .month, .day], from: day) == DateComponents(year: 2024, month: 12, day: 25))
        #expect(holiday.toJSONString() == #"{"day":"2024-12-25","name":"Christmas"}"#)
    }
}
