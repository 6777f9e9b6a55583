import Foundation
import Testing
import Mapping
import Transforms

/// The catalog app's models (Models/Catalog.swift): what ObjectMapper 4 gave for the same JSON.
@Suite("A catalog app's ObjectMapper models, in Swift 5 mode")
struct CatalogModelTests {
    @Test func anNSObjectModelMapsBothWays() throws {
        let object = try #require(CatalogObject(JSONString: #"{"id": "b1", "title": "Dune"}"#))
        #expect(object.identifier == "b1" && object.title == "Dune")
        #expect(object.toJSONString() == #"{"id":"b1","title":"Dune"}"#)
        let objects = try #require(Set<CatalogObject>(JSONString: #"[{"id": "a"}, {"id": "b"}]"#))
        #expect(objects.count == 2)
    }

    @Test func anImmutableClassHierarchyReadsAndWritesThroughItsBaseClass() throws {
        let book = try ImmutableBook(JSONString: #"{"id": 3, "isbn": "978-0"}"#)
        #expect(book.id == 3 && book.isbn == "978-0")
        let entry: ImmutableEntry = book
        #expect(Mapper<ImmutableEntry>().toJSONString(entry) == #"{"id":3,"isbn":"978-0"}"#)
        #expect(throws: MapError.self) { try ImmutableBook(JSONString: #"{"id": 3}"#) }
        #expect(throws: MapError.self) { try ImmutableBook(JSONString: #"{"isbn": "978-0"}"#) }
    }

    @Test func genericPagesAndEnvelopes() throws {
        let page = try Page<ImmutableBook>(JSONString: #"{"items": [{"id": 1, "isbn": "a"}, {"id": 2, "isbn": "b"}], "meta": {"total": 40}}"#)
        #expect(page.items.map { $0.isbn } == ["a", "b"] && page.first?.id == 1 && page.total == 40)
        #expect(page.toJSONString() == #"{"items":[{"id":1,"isbn":"a"},{"id":2,"isbn":"b"}],"meta":{"total":40}}"#)
        #expect(throws: MapError.self) { try Page<ImmutableBook>(JSONString: #"{"items": [{"id": 1}]}"#) }
        let envelope = try #require(Mapper<Envelope<ImmutableBook>>().map(JSONString: #"""
            {"data": {"id": 7, "isbn": "x"}, "items": [{"id": 8, "isbn": "y"}, {"id": 9}]}
            """#))
        #expect(envelope.data?.isbn == "x" && envelope.items.map { $0.id } == [8])
        let objects = try #require(Envelope<CatalogObject>(JSONString: #"{"data": {"id": "o"}, "items": [{"id": "p"}]}"#))
        #expect(objects.data?.identifier == "o" && objects.items.first?.identifier == "p")
    }

    @Test func helpersInAProtocolExtensionAndModelsAsExistentials() throws {
        let shelf = try #require(Shelf.decode(#"{"name": "SF", "books": [{"id": "b1", "title": "Dune"}]}"#))
        #expect(shelf.name == "SF" && shelf.books.first?.title == "Dune" && Shelf.path == "/shelves")
        let reread = try #require(Shelf.decode(shelf.debugJSON()))
        #expect(reread.books.first?.identifier == "b1")
        let body = try #require(requestBody(shelf))
        #expect(body["name"] as? String == "SF" && (body["books"] as? [[String: Any]])?.count == 1)
        #expect(requestBody(nil) == nil)
        let models: [BaseMappable] = [shelf, try ImmutableBook(JSON: ["id": 1, "isbn": "i"])]
        #expect(models.map { $0.toJSON().count } == [2, 2])
    }

    @Test func subclassedFormatterTransformsAndANullGivenToATransform() throws {
        let json = #"""
            {"sku": "123", "published_at": "2024-01-02 03:04:05", "year": "2020",
             "printings": ["2024-01-02 03:04:05", "not a date"], "presence": null}
            """#
        let edition = try #require(Edition(JSONString: json))
        #expect(edition.sku == "sku-123")
        #expect(edition.publishedAt == Date(timeIntervalSince1970: 1_704_164_645))
        let year = try #require(edition.year)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone.current
        #expect(calendar.component(.year, from: year) == 2020)
        // A transform's array leaves out what it cannot read, as ObjectMapper's did.
        #expect(edition.printings == [Date(timeIntervalSince1970: 1_704_164_645)])
        // A JSON null reaches a transform as nil; an absent key does not reach it at all.
        #expect(edition.presence == "null" && edition.lastPresence == "unset")
        #expect(edition.nullSeen == "true true")
        #expect(Edition(JSONString: #"{"presence": 5}"#)?.presence == "value 5")
        let out = edition.toJSON()
        #expect(out["published_at"] as? String == "2024-01-02 03:04:05" && out["year"] as? String == "2020")
        #expect(out["printings"] as? [String] == ["2024-01-02 03:04:05"] && out["sku"] as? String == "sku-123")
    }
}
