/// The API responses the demo maps: what a typical order service returns.
enum Payloads {
    /// A page of orders inside the usual envelope. Note the details real APIs have: dates in
    /// two formats, a price and a customer id sent as strings, an order status this app does not
    /// know yet ("partially_refunded"), and payment methods of two kinds told apart by a "type".
    static let orders = #"""
    {
      "status": "ok",
      "meta": {
        "request_id": "req_7f3a9c",
        "generated_at": "2026-11-22T09:30:00Z",
        "page": { "number": 1, "size": 3, "total": 42 }
      },
      "data": {
        "orders": [
          {
            "id": 1001,
            "status": "shipped",
            "placed_at": "2026-11-20T08:15:30Z",
            "total": "129.90",
            "currency": "EUR",
            "customer": { "id": "12345", "name": "Ada Lovelace", "email": "ada@example.com", "tier": "gold" },
            "items": [
              { "sku": "BK-001", "title": "Notes on the Analytical Engine", "quantity": 2, "unit_price": 19.99 },
              { "sku": "PN-204", "title": "Fountain pen", "quantity": 1, "unit_price": 89.92 }
            ],
            "payment": { "type": "card", "brand": "visa", "last4": "4242" },
            "shipping": { "address": { "city": "London", "country": "GB" }, "eta": 1795766400 }
          },
          {
            "id": 1002,
            "status": "partially_refunded",
            "placed_at": "2026-11-21T17:02:11.250+01:00",
            "total": 15.5,
            "currency": "EUR",
            "customer": { "id": 67890, "name": "Charles Babbage", "email": null, "tier": "standard" },
            "items": [
              { "sku": "CB-777", "title": "Difference Engine postcard", "quantity": 5, "unit_price": 3.10 }
            ],
            "payment": { "type": "wallet", "provider": "paypal" },
            "shipping": { "address": { "city": "Teignmouth", "country": "GB" }, "eta": null }
          },
          {
            "id": 1003,
            "status": "pending",
            "placed_at": "2026-11-22T09:29:58Z",
            "total": "1234567890123456789.99",
            "currency": "JPY",
            "customer": { "id": 424242, "name": "Grace Hopper", "email": "grace@example.com", "tier": "platinum" },
            "items": [],
            "payment": { "type": "voucher", "code": "NOV-2026" },
            "shipping": { "address": { "city": "Arlington", "country": "US" } }
          }
        ]
      }
    }
    """#

    /// A broken response: wrong types, a missing required field, a refused nested object.
    static let broken = #"""
    {
      "data": {
        "orders": [
          {
            "id": "one thousand",
            "status": "shipped",
            "placed_at": "yesterday",
            "customer": { "name": "Nobody" },
            "items": [ { "sku": "X-1", "quantity": 1.5, "unit_price": 2 }, "not an item" ],
            "payment": { "type": "card", "brand": "visa", "last4": 4242 }
          }
        ]
      }
    }
    """#

    /// Not JSON at all: a trailing comma, as hand-edited files have.
    static let invalid = """
    {
      "data": {
        "orders": [1, 2, 3,]
      }
    }
    """
}
