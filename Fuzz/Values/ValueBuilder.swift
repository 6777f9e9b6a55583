import Foundation

/// Reads the fuzzer's bytes as choices; past the end every choice is zero.
struct ChoiceReader {
    let bytes: [UInt8]
    var position = 0

    mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A number in `0..<bound`.
    mutating func below(_ bound: Int) -> Int {
        guard bound > 1 else { return 0 }
        let wide = Int(byte()) << 8 | Int(byte())
        return wide % bound
    }

    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    mutating func word() -> UInt64 {
        (0..<8).reduce(0) { value, _ in value << 8 | UInt64(byte()) }
    }
}

/// Builds `JSONValue`s, Foundation trees and key paths from the fuzzer's bytes: wide trees a few
/// levels deep (built by a bounded recursion), with now and then a chain thousands of levels deep
/// (built by a loop) in place of a leaf.
struct ValueBuilder {
    var reader: ChoiceReader
    /// Nodes left to build, so that one input stays quick.
    var budget = 2_000
    /// Whether a number that JSON cannot hold (NaN, an infinity) was built.
    var builtNonFinite = false

    /// Keys the models map, keys that look like indexes or paths, and normalization twins.
    static let keys = ["c", "k", "x", "r", "l", "d", "a", "0", "1", "", "a.b", "é", "e\u{301}", "1e2", "\u{0}",
                       "\"", "\\", "longer key with spaces", "\u{1F600}"]

    init(_ bytes: [UInt8]) {
        reader = ChoiceReader(bytes: bytes)
    }

    /// A value: an object most of the time, as models want.
    mutating func value() -> JSONValue {
        reader.chance(80) ? .object(object(level: 0)) : tree(level: 0)
    }

    mutating func tree(level: Int) -> JSONValue {
        budget -= 1
        let choice = reader.below(level >= 5 || budget <= 0 ? 6 : 10)
        switch choice {
        case 0: return .null
        case 1: return .bool(reader.chance(50))
        case 2: return .number(number())
        case 3, 4: return .string(string())
        case 5: return reader.chance(5) ? chain() : .string(Self.keys[reader.below(Self.keys.count)])
        case 6, 7: return .array((0..<reader.below(5)).map { _ in tree(level: level + 1) })
        default: return .object(object(level: level + 1))
        }
    }

    mutating func object(level: Int) -> JSONObject {
        var object = JSONObject()
        for _ in 0..<reader.below(6) {
            let key = reader.chance(80) ? Self.keys[reader.below(Self.keys.count)] : string()
            let member = tree(level: level + 1)
            // A key drawn twice replaces its value: take the old one apart first, since freeing
            // a chain 20,000 deep would overflow the stack (the documented limit of dropping).
            if let replaced = object[key] {
                object[key] = .null
                Nesting.drop(replaced)
            }
            object[key] = member
        }
        return object
    }

    /// A chain of containers up to 20,000 levels deep around a small value, built by a loop.
    mutating func chain() -> JSONValue {
        let depth = reader.below(20_000)
        let kind = reader.below(3)
        let key = Self.keys[reader.below(7)]
        var value = tree(level: 5)
        for level in 0..<depth {
            let array = kind == 0 || (kind == 2 && level % 2 == 0)
            value = array ? .array([value]) : .object([key: value])
        }
        return value
    }

    mutating func number() -> JSONNumber {
        switch reader.below(6) {
        case 0: return JSONNumber(Int64(bitPattern: reader.word()))
        case 1: return JSONNumber(UInt64(Int64.max) + reader.word() % 1_000)
        case 2:
            let double = Double(bitPattern: reader.word())
            if !double.isFinite { builtNonFinite = true }
            return JSONNumber(double)
        case 3: return JSONNumber(reader.below(2_000) - 1_000)
        case 4: return JSONNumber(literal: "\(reader.below(100_000)).\(reader.below(100))") ?? 0
        default:
            let float = Float(bitPattern: UInt32(truncatingIfNeeded: reader.word()))
            if !float.isFinite { builtNonFinite = true }
            return JSONNumber(float)
        }
    }

    mutating func string() -> String {
        let bytes = (0..<reader.below(12)).map { _ in reader.byte() }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A key path: short paths of keys and indexes, now and then a huge index or thousands of
    /// components.
    mutating func path() -> [MapKeyPath.Component] {
        if reader.chance(5) {
            return Array(repeating: MapKeyPath.Component(Self.keys[reader.below(7)]), count: reader.below(3_000))
        }
        return (0..<reader.below(6)).map { _ in
            switch reader.below(10) {
            case 0, 1, 2: return MapKeyPath.Component(index: reader.below(4))
            case 3: return MapKeyPath.Component(index: reader.chance(50) ? 100_000_000 : 10_000 + reader.below(20))
            default: return MapKeyPath.Component(Self.keys[reader.below(Self.keys.count)])
            }
        }
    }
}

/// Foundation forms of a value made of Foundation's own classes (`NSMutableArray`,
/// `NSMutableDictionary`, `NSString`, `NSNumber`), built without recursion, so the bridge's
/// class path is driven as well as its Swift path.
enum FoundationClasses {
    private struct Open {
        let source: JSONValue
        let container: AnyObject
        var next = 0

        var count: Int { source.array?.count ?? source.object?.count ?? 0 }

        func child(_ position: Int) -> JSONValue {
            source.array?[position] ?? source.object?[position].value ?? .null
        }

        /// Adds the child at `next - 1`.
        ///
        /// Of two keys equal after Unicode normalization only the first is kept: on Linux,
        /// `NSString` hashes them apart but compares them equal, and an `NSMutableDictionary`
        /// holding both traps when it grows ("Duplicate keys of type 'NSObject'").
        func add(_ child: AnyObject) {
            if let array = container as? NSMutableArray {
                array.add(child)
            } else if let dictionary = container as? NSMutableDictionary, let object = source.object {
                let key = object[next - 1].key
                let earlier = object[..<(next - 1)].contains { $0.key == key }
                if !earlier { dictionary[NSString(string: key)] = child }
            }
        }
    }

    static func make(_ value: JSONValue) -> Any {
        switch value {
        case .array, .object: break
        default: return leaf(value)
        }
        var stack = [Open(source: value, container: container(for: value))]
        while var top = stack.popLast() {
            guard top.next < top.count else {
                guard let parent = stack.last else { return top.container }
                parent.add(top.container)
                continue
            }
            let child = top.child(top.next)
            top.next += 1
            stack.append(top)
            switch child {
            case .array, .object: stack.append(Open(source: child, container: container(for: child)))
            default: top.add(leaf(child))
            }
        }
        return NSNull()
    }

    private static func container(for value: JSONValue) -> AnyObject {
        if case .array = value { return NSMutableArray() }
        return NSMutableDictionary()
    }

    private static func leaf(_ value: JSONValue) -> AnyObject {
        switch value {
        case .string(let string): return NSString(string: string)
        // A number with no Foundation form (1e400) is the infinity `foundationValue` gives it:
        // the targets check that infinities are refused going back.
        case .number(let number): return number.foundationNumberOrInfinity
        case .bool(let flag): return NSNumber(value: flag)
        default: return NSNull()
        }
    }
}
