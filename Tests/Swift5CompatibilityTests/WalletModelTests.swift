import Foundation
import Testing
import Mapping
import Transforms

/// The payments app's models (Models/Wallet.swift): what ObjectMapper 4 gave for the same JSON.
@Suite("A payments app's ObjectMapper models, in Swift 5 mode")
struct WalletModelTests {
    static let transactionJSON = #"""
        {"id": 4000000000, "amount_cents": 1234, "currency": "EUR", "status": "settled", "kind": 2,
         "meta": {"labels": [{"text": "groceries"}, {"text": "food"}]}, "label_list": "home,weekly",
         "created_at": "2024-03-14T22:07:43Z", "settled_at": 1710454063,
         "receipt_url": "https://r.example/x.pdf",
         "counterparty": {"name": "Shop", "iban": "FR76", "address": {"country": "BE"}},
         "history": ["pending", "settled"], "fees": {"fx": 0.5, "card": 0.25}}
        """#

    @Test func anImmutableModelReadsKeyPathsTransformsAndOptionals() throws {
        let transaction = try Transaction(JSONString: Self.transactionJSON)
        #expect(transaction.id == 4_000_000_000 && transaction.amount == 12.34 && transaction.currency == "EUR")
        #expect(transaction.status == .settled && transaction.kind == .refund)
        #expect(transaction.firstLabel == "groceries" && transaction.labels == ["home", "weekly"])
        #expect(transaction.note == nil)
        #expect(transaction.createdAt == Date(timeIntervalSince1970: 1_710_454_063))
        #expect(transaction.settledAt == Date(timeIntervalSince1970: 1_710_454_063))
        #expect(transaction.receipt?.absoluteString == "https://r.example/x.pdf")
        #expect(transaction.counterparty?.name == "Shop" && transaction.counterparty?.country == "BE")
        #expect(transaction.history == [.pending, .settled] && transaction.fees == ["fx": 0.5, "card": 0.25])
        let minimal = try Transaction(JSONString: #"""
            {"id": 1, "amount_cents": "250", "currency": "USD", "status": "pending",
             "meta": {"labels": [{"text": "x"}]}, "created_at": "2024-03-14T22:07:43Z",
             "kind": 9, "counterparty": {"iban": "no name"}}
            """#)
        #expect(minimal.amount == 2.5 && minimal.kind == nil && minimal.counterparty == nil)
        #expect(minimal.labels.isEmpty && minimal.history.isEmpty && minimal.fees.isEmpty)
        let counterparty = try Counterparty(JSON: ["name": "Bank"])
        #expect(counterparty.country == "FR" && counterparty.iban == nil)
    }

    @Test func aMissingOrWrongRequiredValueThrowsAMapErrorNamingTheKey() throws {
        do {
            _ = try Transaction(JSONString: #"{"id": 1, "amount_cents": 1, "status": "pending"}"#)
            Issue.record("a transaction without a currency mapped")
        } catch let error as MapError {
            #expect(error.key == "currency")
        }
        #expect(throws: MapError.self) {
            try Transaction(JSONString: #"{"id": 1, "amount_cents": 1, "currency": "EUR", "status": "lost"}"#)
        }
        #expect(throws: MapError.self) {
            try Transaction(JSONString: #"{"id": 1, "amount_cents": 1, "currency": "EUR", "status": "pending", "meta": {"labels": []}}"#)
        }
        #expect(throws: (any Error).self) { try Transaction(JSONString: "not json") }
    }

    @Test func optionalsReadWithTryAreNilWhenAbsentOrNull() throws {
        // ObjectMapper threw here for the model, the enum, the transformed date and the array;
        // the migration guide lists the difference.
        let absent = try Dispute(JSONString: #"{"reference": "D-1"}"#)
        #expect(absent.reference == "D-1" && absent.counterparty == nil && absent.status == nil)
        #expect(absent.openedAt == nil && absent.related == nil && absent.memo == nil)
        let nulls = try Dispute(JSONString: #"""
            {"reference": "D-2", "counterparty": null, "status": null, "opened_at": null, "related": null, "memo": null}
            """#)
        #expect(nulls.counterparty == nil && nulls.status == nil && nulls.openedAt == nil && nulls.related == nil)
        let full = try Dispute(JSONString: #"""
            {"reference": "D-3", "counterparty": {"name": "Shop"}, "status": "failed",
             "opened_at": "2024-03-14T22:07:43Z", "related": [\#(Self.transactionJSON)], "memo": "late"}
            """#)
        #expect(full.counterparty?.name == "Shop" && full.status == .failed && full.memo == "late")
        #expect(full.openedAt == Date(timeIntervalSince1970: 1_710_454_063) && full.related?.count == 1)
        // A value of another type still throws.
        #expect(throws: MapError.self) { try Dispute(JSONString: #"{"reference": "D-4", "status": "lost"}"#) }
        #expect(throws: MapError.self) { try Dispute(JSONString: #"{"reference": "D-5", "counterparty": "Shop"}"#) }
    }

    @Test func theThrowingMapperDoorsOfAnImmutableModel() throws {
        let mapper = Mapper<Transaction>()
        let one = try mapper.map(JSONString: Self.transactionJSON)
        #expect(one.id == 4_000_000_000)
        let list = try mapper.mapArray(JSONString: "[\(Self.transactionJSON), \(Self.transactionJSON)]")
        #expect(list.count == 2)
        // One model that fails fails the whole throwing array.
        #expect(throws: MapError.self) { try mapper.mapArray(JSONString: "[\(Self.transactionJSON), {\"id\": 2}]") }
        let optional: [Transaction]? = [Transaction](JSONString: "[\(Self.transactionJSON), {\"id\": 2}]")
        #expect(optional?.count == 1)
        let dictionary = try mapper.mapDictionary(JSONString: "{\"a\": \(Self.transactionJSON)}")
        #expect(dictionary["a"]?.currency == "EUR")
    }

    @Test func anImmutableModelWritesWhatItRead() throws {
        let transaction = try Transaction(JSONString: Self.transactionJSON)
        let json = transaction.toJSON()
        #expect(json["id"] as? Int64 == 4_000_000_000 && json["amount_cents"] as? Int == 1234)
        #expect(json["kind"] as? Int == 2 && json["status"] as? String == "settled")
        #expect(json["label_list"] as? String == "home,weekly")
        #expect(json["created_at"] as? String == "2024-03-14T22:07:43Z")
        #expect(json["history"] as? [String] == ["pending", "settled"])
        #expect(json.keys.contains("note") == false)
        let counterparty = try #require(json["counterparty"] as? [String: Any])
        #expect(counterparty["name"] as? String == "Shop" && (counterparty["address"] as? [String: Any])?["country"] as? String == "BE")
        let withNils = Mapper<Transaction>(shouldIncludeNilValues: true).toJSON(transaction)
        #expect(withNils["note"] is NSNull)
        let text = try #require(transaction.toJSONString())
        let back = try Transaction(JSONString: text.replacingOccurrences(of: "{\"id\"", with: "{\"meta\": {\"labels\": [{\"text\": \"t\"}]}, \"id\""))
        #expect(back.amount == 12.34 && back.kind == .refund && back.counterparty?.country == "BE")
    }

    @Test func literalKeysCustomDelimitersAndAnyContainers() throws {
        let json = #"""
            {"file.name": "r.pdf", "store": {"address": {"city": "Lille"}},
             "lines": [{"sku": "a", "qty": 1}, {"sku": "b"}], "totals": {"net": [1.5, 2], "tax": []}}
            """#
        let receipt = try Receipt(JSONString: json)
        #expect(receipt.fileName == "r.pdf" && receipt.store == "Lille")
        #expect(receipt.lines.count == 2 && receipt.lines[0]["qty"] as? Int == 1)
        #expect(receipt.totals == ["net": [1.5, 2], "tax": []])
        #expect(throws: MapError.self) { try Receipt(JSONString: #"{"file": {"name": "r.pdf"}}"#) }
    }

    @Test func aStaticMappableBaseClassPicksItsSubclass() throws {
        let json = #"""
            {"latest": {"type": "transfer", "title": "Sent", "transaction": \#(Self.transactionJSON)},
             "items": [{"type": "alert", "title": "Low balance", "level": 2}, {"type": "promo", "title": "New"},
                       {"type": "transfer", "title": "Received"}],
             "by_day": {"2024-03-14": [{"type": "alert", "title": "x", "sent_at": 1710454063}]},
             "pinned": {"top": {"title": "Welcome"}}}
            """#
        let inbox = try #require(Inbox(JSONString: json))
        let latest = try #require(inbox.latest as? TransferNotification)
        #expect(latest.title == "Sent" && latest.transaction?.currency == "EUR")
        #expect(inbox.items.count == 3)
        #expect((inbox.items[0] as? AlertNotification)?.level == .high)
        #expect(type(of: inbox.items[1]) == WalletNotification.self && inbox.items[1].title == "New")
        #expect((inbox.items[2] as? TransferNotification)?.transaction == nil)
        let day = try #require(inbox.byDay["2024-03-14"]?.first as? AlertNotification)
        #expect(day.sentAt == Date(timeIntervalSince1970: 1_710_454_063) && day.level == .normal)
        #expect(inbox.pinned["top"]?.title == "Welcome")
        let one = try #require(Mapper<WalletNotification>().map(JSONString: #"{"type": "alert", "level": 0}"#))
        #expect((one as? AlertNotification)?.level == .low)
        let all = try #require(Mapper<WalletNotification>().mapArray(JSONString: #"[{"type": "alert"}, {"title": "t"}]"#))
        #expect(all.count == 2 && all[0] is AlertNotification)
        let written = inbox.toJSON()
        let items = try #require(written["items"] as? [[String: Any]])
        #expect(items[0]["level"] as? Int == 2 && items[1]["title"] as? String == "New")
        #expect(((written["latest"] as? [String: Any])?["transaction"] as? [String: Any])?["currency"] as? String == "EUR")
    }
}
