import Foundation
import Mapping
import Testing

// The code of the Knowing What Went Wrong article
// (Sources/Mapping/Mapping.docc/KnowingWhatWentWrong.md), compiled and run. The types sit in an
// enum so they cannot clash with other tests' models.

enum WhatWentWrong {
    struct Order: Mappable {
        var id = 0
        var items: [Item] = []
        var note: String?

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            id    <- map["id"]
            items <- map["items"]
            note  <- map["note"]
        }
    }

    struct Item: Mappable {
        var sku = ""
        var quantity = 1

        init?(map: Map) {}

        mutating func mapping(map: Map) {
            sku      <- map["sku"]
            quantity <- map["quantity"]
        }
    }

    struct Invoice: ImmutableMappable {
        let number: String
        let total: Double

        init(map: Map) throws {
            number = try map.value("number")
            total  = try map.value("total")
        }
    }

    /// A model that holds itself, for the table's `tooDeep` row.
    final class Nest: Mappable {
        var a: Nest?

        init?(map: Map) {}

        func mapping(map: Map) {
            a <- map["a"]
        }
    }

    static let broken = """
        {"id": "A-17", "items": [{"sku": "pen", "quantity": 2}, {"sku": "ink", "quantity": 1.5}]}
        """
}

@Suite("Documentation: Knowing What Went Wrong")
struct KnowingWhatWentWrongSnippets {
    typealias Order = WhatWentWrong.Order

    @Test func everyIssueWithItsKeyPath() throws {
        let (order, issues) = Mapper<Order>().mapWithIssues(JSONString: WhatWentWrong.broken)
        #expect(order?.items.map(\.sku) == ["pen", "ink"])
        #expect(issues.map(\.description) == [
            #"id: expected Int, found string "A-17""#,
            "items.1.quantity: expected Int, found number 1.5",
        ])
        let first = try #require(issues.first)
        #expect(first.kind == .typeMismatch)
        #expect(first.keyPath == "id")
        #expect(first.expected == "Int")
        #expect(first.found == #"string "A-17""#)
    }

    @Test func theTableDescribesRepeatedKeysAndDepthAsTheyRead() {
        let (_, repeated) = Mapper<Order>().mapWithIssues(JSONString: #"{"id": 1, "id": 2, "items": []}"#)
        #expect(repeated.map(\.description) == [
            #"id: the key appears more than once: expected one value for "id", found 2 values; the last one was mapped"#,
        ])
        var nested = "{}"
        for _ in 0..<40 { nested = #"{"a": "# + nested + "}" }
        let (_, deep) = Mapper<WhatWentWrong.Nest>().mapWithIssues(JSONString: nested)
        #expect(deep.map(\.description) == [
            "a.a.a.a.a.a.a.a.<17 more>.a.a.a.a.a.a.a.a: cannot map a model nested deeper",
        ])
    }

    @Test func orFailThrowsTheIssues() {
        do {
            _ = try Mapper<Order>().mapOrFail(JSONString: WhatWentWrong.broken)
            Issue.record("mapOrFail accepted a broken order")
        } catch let error as MapError {
            #expect(error.issues.count == 2)
            #expect(error.key == "id")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func invalidJSONSaysWhere() {
        let (order, issues) = Mapper<Order>().mapWithIssues(JSONString: "{\"id\": 1,\n \"items\": [}")
        #expect(order == nil)
        #expect(issues.map(\.description) == ["(document): invalid JSON: line 2, column 12: expected a value, found '}'"])
        #expect(issues.first?.kind == .invalidJSON)
    }

    @Test func immutableModelsThrowWithTheLine() {
        #expect(throws: MapError.self) { try WhatWentWrong.Invoice(JSONString: #"{"number": "F-1"}"#) }
        do {
            _ = try WhatWentWrong.Invoice(JSONString: #"{"number": "F-1"}"#)
        } catch let error as MapError {
            #expect(error.key == "total")
            #expect(error.file != nil)
            #expect(error.line != nil)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func writingSaysWhatCouldNotBeWritten() {
        var order = Mapper<Order>().map(JSONString: #"{"id": 1}"#)!
        order.note = "fine"
        let (written, issues) = Mapper<Order>().toJSONStringWithIssues(order)
        #expect(written == #"{"id":1,"items":[],"note":"fine"}"#)
        #expect(issues.isEmpty)
    }
}
