// Values mapped from Foundation dictionaries, put in an order that does not change from run to run.
//
// ## Design
//
// A Foundation door converts its input to a `JSONValue` tree without sorting any object's
// members (see `FoundationBridge.convert`): a model looks its keys up, so their order costs
// nothing to leave as it is. But a Swift dictionary's order is its hash order, which changes
// from run to run, and some readers take an object's members one by one: the issues of a
// `[String: T]`, the first value of a `[String: Any]` that has no JSON form, a `JSONValue`
// property, the value a transform is handed. Those readers put the members in the order of their
// keys' UTF-8 bytes, the order `JSONValue(foundation:)` gives them and the writer writes a
// Foundation dictionary in, and only when the map says the objects have no order of their own
// (`Map.readsUnorderedObjects`): a document's own order is kept everywhere else.

extension JSONValue {
    /// The value with the members of every object in it in the order of their keys' UTF-8
    /// bytes; the value itself when they already are (no copy is made), and the stand-ins of a
    /// Foundation door (see FoundationStandIn.swift) kept as they are.
    ///
    /// Walked with a stack of its own rather than by recursion, so that no depth overflows the
    /// thread's stack; a first walk only compares keys, and a value is rebuilt only when an
    /// object in it is out of order.
    @usableFromInline
    var inKeyOrder: JSONValue {
        switch self {
        case .array, .object: break
        default: return self
        }
        guard !isInKeyOrder else { return self }
        return rebuiltInKeyOrder()
    }

    /// Whether every object in the value has its members in key order.
    private var isInKeyOrder: Bool {
        var pending = [self]
        while let value = pending.popLast() {
            switch value {
            case .array(let elements):
                for element in elements {
                    switch element {
                    case .array, .object: pending.append(element)
                    default: continue
                    }
                }
            case .object(let object):
                guard !object.isStandIn else { continue }
                for position in object.indices {
                    let member = object[position]
                    if position > 0, !object[position - 1].key.utf8.lexicographicallyPrecedes(member.key.utf8) {
                        return false
                    }
                    switch member.value {
                    case .array, .object: pending.append(member.value)
                    default: continue
                    }
                }
            default:
                continue
            }
        }
        return true
    }

    /// A container being rebuilt: its children's positions in the new order, and the children
    /// rebuilt so far.
    private struct Rebuilding {
        let source: JSONValue
        let order: [Int]
        var next = 0
        var children: [JSONValue] = []

        init(_ source: JSONValue) {
            self.source = source
            switch source {
            case .array(let elements):
                order = Array(elements.indices)
            case .object(let object) where !object.isStandIn:
                order = object.positionsInKeyOrder()
            default:
                order = []
            }
            children.reserveCapacity(order.count)
        }

        /// The next child to rebuild, in the new order.
        mutating func take() -> JSONValue {
            defer { next += 1 }
            switch source {
            case .array(let elements): return elements[order[next]]
            case .object(let object): return object[order[next]].value
            default: return .null
            }
        }

        /// The container, of its rebuilt children.
        var value: JSONValue {
            switch source {
            case .array:
                return .array(children)
            case .object(let object) where !object.isStandIn:
                var rebuilt = JSONObject()
                rebuilt.reserveCapacity(children.count)
                for (position, child) in zip(order, children) { rebuilt.appendUnique(object[position].key, child) }
                return .object(rebuilt)
            default:
                return source
            }
        }
    }

    /// The value rebuilt with every object's members in key order, children first.
    private func rebuiltInKeyOrder() -> JSONValue {
        var parents: [Rebuilding] = []
        var current = Rebuilding(self)
        while true {
            guard current.next < current.order.count else {
                let done = current.value
                guard !parents.isEmpty else { return done }
                current = parents.removeLast()
                current.children.append(done)
                continue
            }
            let child = current.take()
            switch child {
            case .array, .object:
                parents.append(current)
                current = Rebuilding(child)
            default:
                current.children.append(child)
            }
        }
    }
}
