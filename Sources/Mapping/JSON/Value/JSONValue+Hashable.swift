/// Equality and hashing of JSON values, at any depth, without recursion.
///
/// ## Design
///
/// A `JSONValue` can be built in code (or bridged from Foundation) far deeper than the parser
/// accepts, so comparing and hashing must not follow the nesting on the call stack: a recursive
/// walk of a value 100,000 levels deep overflows any thread's stack. Both walks keep their own
/// stack instead, on the heap:
///
/// - ``JSONValue/==(_:_:)`` keeps a list of container pairs still to compare. Scalars are
///   compared where they are met; only pairs of arrays or objects wait on the list. Objects
///   compare member by member while both keep their keys in the same order, and look the rest
///   up in a table by key bytes (Swift's `Dictionary`, seeded per process), so the whole walk
///   is linear in the size of the values.
/// - ``JSONValue/hash(into:)`` computes a digest per container, children first: a stack of
///   open containers, each with the position of its next child and the hasher (arrays) or the
///   order-independent sum (objects) of the children done so far.
///
/// Equal values hash alike: objects hash their members without regard to order (their
/// equality ignores order), numbers hash the `Double` that equal numbers share, strings hash as
/// Swift `String`s (whose equality is canonical equivalence), and keys by their UTF-8 bytes.
extension JSONValue {
    /// Whether two values are equal: the same kind, with equal contents.
    ///
    /// Objects are equal when they have the same keys (compared by UTF-8 bytes) with equal
    /// values, in any order; arrays when their elements are equal in order; numbers when they
    /// denote the same decimal value (see ``JSONNumber``). Any depth is compared in time linear in
    /// the size of the values, without recursion.
    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        var pending = PendingPairs()
        guard pending.compare(lhs, rhs) else { return false }
        return pending.compareAll()
    }

    /// Hashes the value, consistently with ``==(_:_:)``, at any depth without recursion.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .array, .object:
            hasher.combine(6 as UInt8)
            hasher.combine(ContainerDigest.digest(of: self))
        default:
            hashScalar(into: &hasher)
        }
    }

    /// Hashes a value that is not a container.
    fileprivate func hashScalar(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0 as UInt8)
        case .bool(let flag):
            hasher.combine(1 as UInt8)
            hasher.combine(flag)
        case .number(let number):
            hasher.combine(2 as UInt8)
            hasher.combine(number)
        case .string(let string):
            hasher.combine(3 as UInt8)
            hasher.combine(string)
        case .array, .object:
            break
        }
    }
}

extension JSONObject: Hashable {
    /// Two objects are equal when they have the same keys with equal values; order does not
    /// matter, as in JSON itself.
    public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
        var pending = PendingPairs()
        guard pending.compareMembers(lhs, rhs) else { return false }
        return pending.compareAll()
    }

    /// Hashes the entries without regard to their order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ContainerDigest.digest(of: .object(self)))
    }
}

/// The pairs of containers still to compare, for ``JSONValue/==(_:_:)``.
private struct PendingPairs {
    private var pairs: [(JSONValue, JSONValue)] = []

    /// Compares two values shallowly: scalars completely, containers by kind and count (their
    /// contents are queued). Returns `false` at the first difference found.
    mutating func compare(_ lhs: JSONValue, _ rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)):
            guard a.count == b.count else { return false }
            if !a.isEmpty { pairs.append((lhs, rhs)) }
            return true
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            if !a.isEmpty { pairs.append((lhs, rhs)) }
            return true
        default:
            return false
        }
    }

    /// Compares the queued containers, and the containers they hold, until none is left.
    mutating func compareAll() -> Bool {
        while let (lhs, rhs) = pairs.popLast() {
            switch (lhs, rhs) {
            case (.array(let a), .array(let b)):
                for index in a.indices where !compare(a[index], b[index]) { return false }
            case (.object(let a), .object(let b)):
                guard compareMembers(a, b) else { return false }
            default:
                return false
            }
        }
        return true
    }

    /// Compares the members of two objects shallowly, in any order.
    mutating func compareMembers(_ lhs: JSONObject, _ rhs: JSONObject) -> Bool {
        guard lhs.count == rhs.count else { return false }
        // Same order is the common case: compare position by position while the keys agree.
        for index in lhs.indices {
            #if DEBUG
            WorkMeter.count(.keys)
            #endif
            let entry = lhs.member(at: index)
            let other = rhs.member(at: index)
            guard JSONObject.key(entry.key, equals: other.key) else {
                return compareInAnotherOrder(lhs, rhs, from: index)
            }
            guard compare(entry.value, other.value) else { return false }
        }
        return true
    }

    /// Compares the members from `start` on when they come in another order, in time linear in
    /// their number (a search per key would be quadratic).
    private mutating func compareInAnotherOrder(_ lhs: JSONObject, _ rhs: JSONObject, from start: Int) -> Bool {
        var positions: [UTF8Key: Int] = [:]
        positions.reserveCapacity(rhs.count - start)
        for index in start..<rhs.count {
            #if DEBUG
            WorkMeter.count(.keys)
            #endif
            positions[UTF8Key(rhs.member(at: index).key)] = index
        }
        for position in start..<lhs.count {
            let entry = lhs.member(at: position)
            #if DEBUG
            WorkMeter.count(.keys)
            #endif
            guard let index = positions[UTF8Key(entry.key)], compare(entry.value, rhs.value(at: index)) else {
                return false
            }
        }
        return true
    }
}

/// The digest of a container, children first, for ``JSONValue/hash(into:)``.
private enum ContainerDigest {
    /// A container being hashed: its children, the next one to take, and what the children
    /// done so far add up to.
    private struct Open {
        var value: JSONValue
        var next = 0
        /// For arrays: the elements' digests in order.
        var hasher = Hasher()
        /// For objects: the sum of the members' digests, which does not depend on their order.
        var members = 0

        init(_ value: JSONValue) {
            self.value = value
        }

        var count: Int {
            switch value {
            case .array(let elements): return elements.count
            case .object(let object): return object.count
            default: return 0
            }
        }

        /// Adds the digest of the child at `next - 1`.
        mutating func add(_ digest: Int) {
            switch value {
            case .object(let object):
                var member = Hasher()
                let key = object.member(at: next - 1).key
                member.combine(key.utf8.count)
                for byte in key.utf8 { member.combine(byte) }
                member.combine(digest)
                members &+= member.finalize()
            default:
                hasher.combine(digest)
            }
        }

        /// The container's digest, once every child is added.
        consuming func finish() -> Int {
            switch value {
            case .object(let object):
                var result = Hasher()
                result.combine(7 as UInt8)
                result.combine(object.count)
                result.combine(members)
                return result.finalize()
            default:
                hasher.combine(6 as UInt8)
                hasher.combine(count)
                return hasher.finalize()
            }
        }
    }

    /// The digest of `value`, a container.
    static func digest(of value: JSONValue) -> Int {
        var open = [Open(value)]
        while true {
            let last = open.count - 1
            let position = open[last].next
            guard position < open[last].count else {
                let done = open.removeLast().finish()
                if open.isEmpty { return done }
                open[open.count - 1].add(done)
                continue
            }
            open[last].next = position + 1
            let child: JSONValue
            switch open[last].value {
            case .array(let elements): child = elements[position]
            case .object(let object): child = object.value(at: position)
            default: child = .null
            }
            switch child {
            case .array, .object:
                open.append(Open(child))
            default:
                var scalar = Hasher()
                child.hashScalar(into: &scalar)
                open[last].add(scalar.finalize())
            }
        }
    }
}
