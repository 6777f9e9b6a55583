import Foundation
import Testing
@testable import Mapping

@Suite struct SmokeTests {
    @Test func roundTrip() throws {
        let text = #"{"a":[1,-2,3.25,-0.0,1e5,12345678901234567890,true,false,null,"x\n\u00e9\ud83d\ude00"],"b":{"c":"d"}}"#
        let value = try JSONValue(parsing: text)
        #expect(try value.jsonString() == #"{"a":[1,-2,3.25,-0.0,1e5,12345678901234567890,true,false,null,"x\né😀"],"b":{"c":"d"}}"#)
        #expect(value[path: "a.1"]?.int == -2)
        #expect(value[path: "a.3"]?.double?.sign == .minus)
    }

    @Test func errors() {
        #expect(throws: JSONParseError.self) { try JSONValue(parsing: "[1,]") }
        do {
            _ = try JSONValue(parsing: "{\n  \"a\": 1,\n  \"b\": tru }")
        } catch {
            #expect(error.description == "line 3, column 11: expected 'true', found ' '")
        }
    }

    @Test func eiselLemire() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200_000 {
            let w = UInt64.random(in: 1...UInt64.max, using: &generator) >> UInt64.random(in: 0...63, using: &generator)
            let q = Int.random(in: -330...300, using: &generator)
            let text = "\(w)e\(q)"
            if let fast = DecimalToBinary.double(significand: w, exponent: q) {
                #expect(fast == Double(text)!, "\(text)")
            }
        }
    }
}
