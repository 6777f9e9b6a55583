import Foundation

/// A model of the JSONSerialization-plus-casts contestant: read from and written to the
/// `[String: Any]` that `JSONSerialization` deals in.
protocol FoundationConvertible {
    init(foundation json: [String: Any])
    var foundationObject: [String: Any] { get }
}

// The casts an ObjectMapper-style mapper makes underneath, as small generic helpers: a property
// takes the value when the key holds one of its type and is left alone otherwise.
extension Dictionary where Key == String, Value == Any {
    func read<T>(_ key: String, into target: inout T) {
        if let value = self[key] as? T { target = value }
    }

    func read<T>(_ key: String, into target: inout T?) {
        if let value = self[key] as? T { target = value }
    }

    func read<Model: FoundationConvertible>(_ key: String, into target: inout Model) {
        if let value = self[key] as? [String: Any] { target = Model(foundation: value) }
    }

    func read<Model: FoundationConvertible>(_ key: String, into target: inout Model?) {
        if let value = self[key] as? [String: Any] { target = Model(foundation: value) }
    }

    func read<Model: FoundationConvertible>(_ key: String, into target: inout [Model]) {
        if let value = self[key] as? [[String: Any]] { target = value.map(Model.init(foundation:)) }
    }

    func read<Model: FoundationConvertible>(_ key: String, into target: inout [Model]?) {
        if let value = self[key] as? [[String: Any]] { target = value.map(Model.init(foundation:)) }
    }

    func read<Model: FoundationConvertible>(_ key: String, into target: inout [String: Model]) {
        if let value = self[key] as? [String: [String: Any]] { target = value.mapValues(Model.init(foundation:)) }
    }

    /// Sets `key` unless `value` is nil, as ObjectMapper leaves nil optionals out.
    mutating func write(_ key: String, _ value: Any?) {
        if let value { self[key] = value }
    }
}
