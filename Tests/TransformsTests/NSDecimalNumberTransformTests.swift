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
        (#"" 24.90\r\n""#, "24.9"),
        (#""garbage""#, nil),
        ("false", nil),
        ("null", nil),
    ]

    @Test(arguments: readable)
    func readsTheLiteralDigits(input: String, expected: String?) {
        let read = NSDecimalNumberTransform().transformFromJSONValue(json(input))
        #expect(read?.decimalValue.description == expected)
    }

    /// ObjectMapper wrote the value's description, as a JSON string; servers written for it
    /// expect `"24.9"`, not `24.9`.
    @Test(arguments: ["1.66", "24.9", "123456789012345678901234567890", "-0.5", "0.1", "0.000001"])
    func writesTheSameDigitsAsAString(literal: String) {
        let transform = NSDecimalNumberTransform()
        let read = transform.transformFromJSONValue(json(literal))
        #expect(transform.transformToJSONValue(read) == .string(literal))
        let written: String? = transform.transformToJSON(read)
        #expect(written == literal)
    }

    @Test func readsItsOwnOutputExactly() {
        let transform = NSDecimalNumberTransform()
        for literal in ["24.90", "123456789012345678901234567890", "-0.5"] {
            let once = transform.transformFromJSONValue(json(literal))
            #expect(transform.transformFromJSONValue(transform.transformToJSONValue(once)) == once)
        }
    }

    @Test func nilWritesNothing() {
        #expect(NSDecimalNumberTransform().transformToJSONValue(nil) == nil)
        #expect(NSDecimalNumberTransform().transformToJSON(nil) == nil)
    }

    /// NaN has no JSON form: as with ``DecimalTransform``, it is not written, and a mapper says
    /// so at its key, instead of writing a string `"NaN"` that no transform reads back.
    @Test func nanIsNotWritten() throws {
        #expect(NSDecimalNumberTransform().transformToJSONValue(.notANumber) == nil)
        #expect(NSDecimalNumberTransform().transformToJSON(.notANumber) == nil)
        #expect(NSDecimalNumberTransform().transformFromJSONValue(.string("NaN")) == nil)

        let account = try #require(Account(JSONString: #"{"balance": 1.66}"#))
        account.balance = .notANumber
        #expect(account.toJSONString() == nil)
        let (text, issues) = Mapper<Account>().toJSONStringWithIssues(account)
        #expect(text == nil)
        #expect(issues.map(\.description) == ["balance: cannot write NSDecimalNumber NaN (the transform wrote nothing) as JSON"])
    }

    @Test func foundationDoor() {
        #expect(NSDecimalNumberTransform().transformFromJSON("1.66") == NSDecimalNumber(string: "1.66"))
        #expect(NSDecimalNumberTransform().transformFromJSON(NSDecimalNumber(string: "1.66")) == NSDecimalNumber(string: "1.66"))
        #expect(NSDecimalNumberTransform().transformToJSON(NSDecimalNumber(string: "2.5")) == "2.5")
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
        #expect(account.toJSONString() == #"{"balance":"1.66","history":{"jan":"10.05"}}"#)
    }
}
