import Foundation

extension Record: FoundationConvertible {
    convenience init(foundation json: [String: Any]) {
        self.init()
        if let value = json["name"] as? String { name = value }
        if let value = json["count"] as? Int { count = value }
        if let value = json["score"] as? Double { score = value }
        // `as? Float` only succeeds when the Double is exactly a Float; round it instead.
        if let value = json["weight"] as? Double { weight = Float(value) }
        if let value = json["active"] as? Bool { active = value }
        if let value = json["values"] as? [Any] { values = value.compactMap(Scalar.init(foundation:)) }
        if let value = json["counts"] as? [String: Int] { counts = value }
        if let value = json["nested"] as? [String: Any] { nested = Record(foundation: value) }
        if let value = json["children"] as? [String: [String: Any]] {
            children = value.mapValues(Record.init(foundation:))
        }
    }

    var foundationObject: [String: Any] {
        var json: [String: Any] = [
            "name": name, "count": count, "score": score, "weight": Double(weight), "active": active,
            "values": values.map(\.foundationValue), "counts": counts,
        ]
        if let nested { json["nested"] = nested.foundationObject }
        if let children { json["children"] = children.mapValues(\.foundationObject) }
        return json
    }
}

extension Scalar {
    /// Reads a JSONSerialization value. Booleans and numbers are both NSNumber there, and a
    /// number 1 casts to `Bool`, so the boolean test asks the NSNumber what it holds.
    init?(foundation value: Any) {
        switch value {
        case let text as String: self = .string(text)
        case is NSNull: self = .null
        case let number as NSNumber:
            if String(cString: number.objCType) == "c", let flag = value as? Bool {
                self = .bool(flag)
            } else if let integer = value as? Int {
                self = .int(integer)
            } else {
                self = .double(number.doubleValue)
            }
        default: return nil
        }
    }

    var foundationValue: Any {
        switch self {
        case .int(let value): value
        case .double(let value): value
        case .string(let value): value
        case .bool(let value): value
        case .null: NSNull()
        }
    }
}
