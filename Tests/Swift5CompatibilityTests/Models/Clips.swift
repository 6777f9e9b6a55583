import Foundation
import Mapping
import Transforms

// Subclasses of the remaining open transform classes, as ObjectMapper users write them.

/// Links the server sends with spaces around them.
class TrimmedURLTransform: URLTransform {
    override func transformFromJSON(_ value: Any?) -> URL? {
        guard let text = value as? String else { return nil }
        return super.transformFromJSON(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}

/// A base URL the paths are read against.
class RelativeURLTransform: URLTransform {
    let base: URL
    init(base: URL) {
        self.base = base
        super.init(shouldEncodeURLString: false)
    }
    override func transformFromJSON(_ value: Any?) -> URL? {
        guard let path = value as? String else { return nil }
        return URL(string: path, relativeTo: base)?.absoluteURL
    }
}

enum Quality: String {
    case low, high
}

/// Raw values in any letter case.
class QualityTransform: EnumTransform<Quality> {
    override func transformFromJSON(_ value: Any?) -> Quality? {
        guard let text = value as? String else { return nil }
        return Quality(rawValue: text.lowercased())
    }
}

/// Base64url, as JWTs use it.
class Base64URLTransform: DataTransform {
    override func transformFromJSON(_ value: Any?) -> Data? {
        guard var text = value as? String else { return nil }
        text = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while text.count % 4 != 0 { text += "=" }
        return super.transformFromJSON(text)
    }
}

/// Money written with two decimals.
class MoneyTransform: NSDecimalNumberTransform {
    override func transformToJSON(_ value: NSDecimalNumber?) -> String? {
        guard let value = value else { return nil }
        let handler = NSDecimalNumberHandler(roundingMode: .plain, scale: 2, raiseOnExactness: false,
                                             raiseOnOverflow: false, raiseOnUnderflow: false, raiseOnDivideByZero: false)
        return value.rounding(accordingToBehavior: handler).description
    }
}

/// Seconds as the server sends them: numbers that a Double cast reads.
class SecondsTransform: DateTransform {
    override func transformFromJSON(_ value: Any?) -> Date? {
        if let seconds = value as? Double {
            return Date(timeIntervalSince1970: seconds)
        }
        return nil
    }
}

class Clip: Mappable {
    var link: URL?
    var thumbnail: URL?
    var quality: Quality?
    var qualities: [Quality]?
    var token: Data?
    var price: NSDecimalNumber?
    var published: Date?

    required init?(map: Map) {}

    func mapping(map: Map) {
        link <- (map["link"], TrimmedURLTransform())
        thumbnail <- (map["thumbnail"], RelativeURLTransform(base: URL(string: "https://cdn.example.com/")!))
        quality <- (map["quality"], QualityTransform())
        qualities <- (map["qualities"], QualityTransform())
        token <- (map["token"], Base64URLTransform())
        price <- (map["price"], MoneyTransform())
        published <- (map["published"], SecondsTransform())
    }
}

extension TrimmedURLTransform: @unchecked Sendable {}
extension RelativeURLTransform: @unchecked Sendable {}
extension QualityTransform: @unchecked Sendable {}
extension Base64URLTransform: @unchecked Sendable {}
extension MoneyTransform: @unchecked Sendable {}
extension SecondsTransform: @unchecked Sendable {}
