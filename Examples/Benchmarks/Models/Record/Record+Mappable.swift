import Foundation
import Mapping

extension Record: Mappable {
    convenience init?(map: Map) { self.init() }

    func mapping(map: Map) {
        name     <- map["name"]
        count    <- map["count"]
        score    <- map["score"]
        weight   <- map["weight"]
        active   <- map["active"]
        values   <- (map["values"], ScalarTransform())
        counts   <- map["counts"]
        nested   <- map["nested"]
        children <- map["children"]
    }
}

/// Maps a mixed-array element. It implements the typed entry points (`JSONValue` in and out)
/// as well as ObjectMapper's `Any` ones, as a user of this library who cares about speed would.
struct ScalarTransform: TransformType {
    func transformFromJSON(_ value: Any?) -> Scalar? {
        guard let value else { return .null }
        return Scalar(foundation: value)
    }

    func transformToJSON(_ value: Scalar?) -> Any? {
        value?.foundationValue
    }

    func transformFromJSONValue(_ value: JSONValue?) -> Scalar? {
        switch value {
        case nil, .null?: return .null
        case .bool(let flag)?: return .bool(flag)
        case .string(let text)?: return .string(text)
        case .number(let number)?:
            if let integer = number.exactly(Int.self) { return .int(integer) }
            return number.double.map(Scalar.double)
        default: return nil
        }
    }

    func transformToJSONValue(_ value: Scalar?) -> JSONValue? {
        switch value {
        case nil: return nil
        case .int(let integer)?: return .number(JSONNumber(integer))
        case .double(let double)?: return .number(JSONNumber(double))
        case .string(let text)?: return .string(text)
        case .bool(let flag)?: return .bool(flag)
        case .null?: return .null
        }
    }
}
