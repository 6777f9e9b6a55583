import Foundation
import Testing
import Transforms

@Suite struct NSDecimalNumberTransformTests {
    static let readable: [(String, String?)] = [
        ("1.66", "1.66"),
        (#""1.66""#, "1.66"),
        ("123456789012345678901234567890", "123456789012345678901234567890"),
        ("-0.5", "-0.5"),
        ("3e2", "300"),
        (#""garbage""#, nil),
        ("false", nil),
        ("null", nil),
    ]

    @Test(arguments: readable)
    func readsTheLiteralDigits(input: String, expected: String?) {
        let read = NSDecimalNumberTransform().transformFromJSONValue(json(input))
        #expect(read?.decimalValue.description == expected)
    }

    @Test(arguments: ["1.66", "123456789012345678901234567890", "-0.5", "0.1"])
    func writesTheSameDigits(literal: String) {
        let transform = NSDecimalNumberTransform()
        #expect(text(transform.transformToJSONValue(transform.transformFromJSONValue(json(literal)))) == literal)
    }

    @Test func notANumberWritesNothing() {
        #expect(NSDecimalNumberTransform().transformToJSONValue(.notANumber) == nil)
        #expect(NSDecimalNumberTransform().transformToJSONValue(nil) == nil)
    }

    @Test func foundationDoor() {
        #expect(NSDecimalNumberTransform().transformFromJSON("1.66") == NSDecimalNumber(string: "1.66"))
        #expect(NSDecimalNumberTransform().transformToJSON(NSDecimalNumber(string: "2.5")) == NSDecimalNumber(string: "2.5"))
    }

    final class Account: Mappable {
        var balance: NSDecimalNumber?
        var history: [String: NSDecimalNumber] = [:]
        init?(map: Map) {}
        func mapping(map: Map) {
            balance <- (map["balance"], NSDecimalNumberTransform())
            history <- (map["history"], NSDecimalNumberTransform())
        }
    }

    @Test func mapsBothWaysInAModel() throws {
        let account = try #require(Account(JSONString: #"{"balance": 1.66, "history": {"jan": "10.05", "feb": "?"}}"#))
        #expect(account.balance == NSDecimalNumber(string: "1.66"))
        #expect(account.history == ["jan": NSDecimalNumber(string: "10.05")])
        #expect(account.toJSONString() == #"{"balance":1.66,"history":{"jan":10.05}}"#)
    }
}
