import Foundation
import Testing
import Mapping
import Transforms

/// What the booking form sends (`Models/TravelRequests.swift`): subclasses of the open transform
/// classes whose `transformToJSON(_:)` gives `nil` for a value leave it out of the JSON, as in
/// ObjectMapper, or write `null` when nil values are included.
@Suite("Transform subclasses that send nothing, in Swift 5 mode")
struct TravelRequestTests {
    /// A local time, read in the device's zone as `CustomDateFormatTransform` reads it.
    private static func localTime(_ text: String) -> Date? {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm"
        return formatter.date(from: text)
    }

    @Test func transformSubclassesThatSendNothingLeaveTheValueOut() throws {
        var request = BookingRequest()
        request.website = URL(string: "http://insecure.example")
        request.receipts = [URL(string: "https://a.example/1")!, URL(string: "http://b.example/2")!]
        request.departuresByFlight = ["AF12": Self.localTime("2024-06-01T10:30")!, "AF13": .distantPast]
        request.issuedAt = Date(timeIntervalSince1970: 0)
        request.price = NSDecimalNumber.zero

        // As ObjectMapper: a `nil` from the override leaves the key, or the element, out.
        let (text, issues) = Mapper<BookingRequest>().toJSONStringWithIssues(request)
        #expect(issues.isEmpty)
        #expect(text == #"{"receipts":["https://a.example/1"],"departures":{"AF12":"2024-06-01T10:30"}}"#)
        #expect(request.toJSONString() == text)
        // ... or writes `null` for a key when nil values are included.
        let withNulls = try #require(Mapper<BookingRequest>(shouldIncludeNilValues: true).toJSONString(request))
        #expect(withNulls == #"{"website":null,"receipts":["https://a.example/1"],"cancelled_at":null,"departure":null,"departures":{"AF12":"2024-06-01T10:30"},"issued_at":null,"cabin":null,"price":null,"passport":null}"#)

        // Values the overrides send are written by the classes they subclass.
        request.website = URL(string: "https://secure.example")
        request.cancelledAt = Date(timeIntervalSince1970: 1_700_000_000)
        request.departure = Self.localTime("2024-06-02T08:00")!
        request.issuedAt = Date(timeIntervalSince1970: 1_700_000_000)
        request.cabin = .first
        request.price = NSDecimalNumber(string: "129.90")
        request.passport = Data([1, 2, 3])
        #expect(request.toJSONString() == #"{"website":"https://secure.example","receipts":["https://a.example/1"],"cancelled_at":1700000000,"departure":"2024-06-02T08:00","departures":{"AF12":"2024-06-01T10:30"},"issued_at":"2023-11-14T22:13:20Z","cabin":"first","price":"129.9","passport":"AQID"}"#)
    }

    @Test func transformSubclassesStillReportWhatTheirClassCannotWrite() throws {
        var request = BookingRequest()
        request.cancelledAt = Date(timeIntervalSince1970: .infinity)
        request.price = NSDecimalNumber.notANumber
        let (text, issues) = Mapper<BookingRequest>().toJSONStringWithIssues(request)
        #expect(text == nil)
        #expect(issues.map(\.keyPath) == ["cancelled_at", "price"])
        #expect(issues.allSatisfy { $0.kind == .unwritableValue })
    }
}
