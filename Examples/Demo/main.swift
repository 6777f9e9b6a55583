import Foundation
import Transforms

// The demo: map a realistic API response into models, show what was read and what could not
// be, write the models back, then show how a broken response is reported.

func section(_ title: String) {
    print("\n== \(title) " + String(repeating: "=", count: max(0, 66 - title.count)))
}

let dateStyle = Date.FormatStyle(date: .abbreviated, time: .shortened, timeZone: TimeZone(identifier: "UTC") ?? .gmt)

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
if let generated = envelope.generatedAt { print("generated \(generated.formatted(dateStyle)) UTC") }
for order in envelope.orders {
    let status = order.status.map(\.rawValue) ?? "unknown status"
    let total = order.total.map { "\($0) \(order.currency)" } ?? "no total"
    print("\norder #\(order.id): \(status), \(total)")
    if let placed = order.placedAt { print("  placed    \(placed.formatted(dateStyle)) UTC") }
    if let customer = order.customer {
        print("  customer  \(customer.name) (id \(customer.id), \(customer.tier)), \(customer.email ?? "no email")")
    }
    for item in order.items {
        print("  item      \(item.quantity) x \(item.title) [\(item.sku)] at \(item.unitPrice)")
    }
    print("  payment   \(order.payment?.summary ?? "not recognised")")
    print("  ships to  \(order.city ?? "?"), \(order.country ?? "?")"
        + (order.estimatedArrival.map { ", arriving \($0.formatted(dateStyle)) UTC" } ?? ""))
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
