import Foundation
import Testing
@testable import Transforms

/// Every transform used from many tasks at once gives what it gives one call at a time. Run
/// under `--sanitize=thread` this also shows that shared transforms (formatter pools included)
/// have no data races.
@Suite struct ConcurrencyTests {
    /// Maps a document through every transform, both kinds of model, and each transform alone.
    static func work(_ seed: Int) -> [String] {
        var results: [String] = []
        let document = Catalog.document(seed)
        results.append(Everything(JSONString: document)?.toJSONString() ?? "refused")
        results.append(ImmutableEverything(JSONString: Catalog.document(seed, strict: true))?.toJSONString() ?? "threw")

        let when = Date(timeIntervalSince1970: 1_458_117_795 + Double(seed) * 86_401.5)
        results.append(text(Catalog.unixSeconds.transformToJSONValue(when)))
        results.append(text(Catalog.unixMilliseconds.transformToJSONValue(when)))
        results.append(text(Catalog.iso.transformToJSONValue(when)))
        results.append(text(Catalog.isoFraction.transformToJSONValue(when)))
        results.append(text(Catalog.day.transformToJSONValue(when)))
        results.append(text(Catalog.paris.transformToJSONValue(when)))
        results.append("\(Catalog.paris.transformFromJSONValue(Catalog.paris.transformToJSONValue(when)) == when)")
        results.append("\(Catalog.day.transformFromJSONValue(.string("2016-02-\(10 + seed % 19)"))?.timeIntervalSince1970 ?? -1)")
        results.append(text(Catalog.data.transformToJSONValue(Data((0..<seed % 50).map { UInt8($0) }))))
        results.append(text(Catalog.decimal.transformToJSONValue(Decimal(seed) / 7)))
        results.append(text(Catalog.coordinates.transformToJSONValue(Coordinates(lat: Double(seed) / 3, lon: 1))))
        results.append(text(Catalog.limits.transformToJSONValue([.free: Limit(requests: seed)])))
        results.append(Catalog.url.transformFromJSONValue(.string("https://example.com/\(seed) x"))?.absoluteString ?? "-")
        results.append(text(Catalog.role.transformToJSONValue(seed.isMultiple(of: 2) ? .admin : .member)))
        results.append(text(Catalog.stringID.transformToJSONValue(seed)))
        results.append(HexColor(hex: String(format: "#%06X", seed * 997 % 0xFFFFFF))?.hexString(prefix: true, alpha: true) ?? "-")
        return results
    }

    @Test func everyTransformFromManyTasksAtOnceMatchesSequentialResults() async {
        let seeds = Array(0..<400)
        let sequential = seeds.map(Self.work)
        let concurrent = await withTaskGroup(of: (Int, [String]).self) { group in
            for seed in seeds {
                group.addTask { (seed, Self.work(seed)) }
            }
            var results = [[String]](repeating: [], count: seeds.count)
            for await (seed, result) in group { results[seed] = result }
            return results
        }
        #expect(concurrent == sequential)
        #expect(!sequential[0].contains("refused") && !sequential[0].contains("threw"))
    }

    @Test func oneFormatterTransformFromManyThreadsAtOnce() async {
        let dates = (0..<2_000).map { Date(timeIntervalSince1970: 1_000_000_000 + Double($0) * 3_607) }
        let expected = dates.map { Catalog.paris.transformToJSON($0) }
        // Local times in the hour clocks go back read as one of two instants: count, don't assume.
        let expectedReadBack = dates.filter { Catalog.paris.transformFromJSON(Catalog.paris.transformToJSON($0)) == $0 }.count
        let results = await withTaskGroup(of: (Int, String?, Bool).self) { group in
            for (index, date) in dates.enumerated() {
                group.addTask {
                    let written = Catalog.paris.transformToJSON(date)
                    return (index, written, Catalog.paris.transformFromJSON(written) == date)
                }
            }
            var written = [String?](repeating: nil, count: dates.count)
            var readBack = 0
            for await (index, text, same) in group {
                written[index] = text
                if same { readBack += 1 }
            }
            return (written, readBack)
        }
        #expect(results.0 == expected)
        #expect(results.1 == expectedReadBack)
        #expect(expectedReadBack >= dates.count - 5)
    }
}
