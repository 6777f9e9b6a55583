import Foundation
import Transforms

// The demo: map a realistic API response into models, show what was read and what could not
// be, write the models back, then show how a broken response is reported.

func section(_ title: String) {
    print("\n== \(title) " + String(repeating: "=", count: max(0, 66 - title.count)))
}

/// "16 Mar 2024, 08:43" in UTC. A `DateFormatter` rather than `Date.FormatStyle` (macOS 12, iOS 15):
/// every target of the package builds at its declared minimums (macOS 10.13, iOS 12).
let dateFormatter: DateFormatter = {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(secondsFromGMT: 0)
    formatter.dateFormat = "d MMM yyyy, HH:mm"
    return formatter
}()

// 1. Map the response. `.lenientTypes` accepts the customer id and prices sent as strings.
section("1. An API response, mapped")
let mapper = Mapper<Envelope>(options: .lenientTypes)
let (mapped, issues) = mapper.mapWithIssues(JSONString: Payloads.orders)
guard let envelope = mapped else {
    print("The response did not map:")
    for issue in issues { print("  - \(issue)") }
    exit(1)
}

let pages = (envelope.page.total + max(envelope.page.size, 1) - 1) / max(envelope.page.size, 1)
print("status \(envelope.status), request \(envelope.requestID), page \(envelope.page.number) of \(pages) "
    + "(\(envelope.page.total) orders in all)")
if let generated = envelope.generatedAt { print("generated \(dateFormatter.string(from: generated)) UTC") }
for order in envelope.orders {
    let status = order.status.map(\.rawValue) ?? "unknown status"
    let total = order.total.map { "\($0) \(order.currency)" } ?? "no total"
    print("\norder #\(order.id): \(status), \(total)")
    if let placed = order.placedAt { print("  placed    \(dateFormatter.string(from: placed)) UTC") }
    if let customer = order.customer {
        print("  customer  \(customer.name) (id \(customer.id), \(customer.tier)), \(customer.email ?? "no email")")
    }
    for item in order.items {
        print("  item      \(item.quantity) x \(item.title) [\(item.sku)] at \(item.unitPrice)")
    }
    print("  payment   \(order.payment?.summary ?? "not recognised")")
    print("  ships to  \(order.city ?? "?"), \(order.country ?? "?")"
        + (order.estimatedArrival.map { ", arriving \(dateFormatter.string(from: $0)) UTC" } ?? ""))
}

print("\nWhat did not map (the models kept their defaults there):")
for issue in issues { print("  - \(issue)") }

// 2. Write the first order back: keys in the order mapping(map:) wrote them, key paths
// rebuilt as nested objects, the decimal total with its exact digits.
section("2. The first order, written back")
if let first = envelope.orders.first, let json = Mapper<Order>().toJSONString(first, prettyPrint: true) {
    print(json)
}

// 3. A broken response: every problem, with its key path, what was expected, what was found.
section("3. A broken response, reported")
let (_, brokenIssues) = Mapper<Envelope>().mapWithIssues(JSONString: Payloads.broken)
for issue in brokenIssues { print("  - \(issue)") }

section("4. Not JSON at all")
let (_, invalidIssues) = Mapper<Envelope>().mapWithIssues(JSONString: Payloads.invalid)
for issue in invalidIssues { print("  - \(issue)") }
do {
    _ = try JSONValue(parsing: Payloads.invalid)
} catch {
    print("\n" + error.diagnostic)
}
