import Foundation

/// Nested values measured and taken apart one level at a time, without recursion.
///
/// Swift frees a nested value recursively, one call per level, so freeing a tree thousands of
/// levels deep can overflow a thread's stack. Where the library itself drops a tree it did not
/// build level by level (a member replaced by a key Swift takes as equal), it takes the tree apart
/// here first: each container's children are moved to a list before the container goes, so no
/// release ever recurses more than one level.
enum Nesting {
    /// Drops `value` without recursion.
    static func drop(_ value: consuming JSONValue) {
        var pending: [JSONValue] = [value]
        while let next = pending.popLast() {
            switch next {
            case .array(let elements): pending.append(contentsOf: elements)
            case .object(let object): pending.append(contentsOf: object.values)
            default: break
            }
        }
    }

    /// Drops a Foundation value (Swift collections of `Any`, or Foundation's mutable containers)
    /// without recursion.
    static func drop(foundation value: consuming Any) {
        var pending: [Any] = [value]
        while let next = pending.popLast() {
            if type(of: next) is AnyObject.Type {
                // Foundation's containers free their contents recursively too: empty them in
                // place (casting one to a Swift collection would copy it and leave it full).
                let object = next as AnyObject
                if let dictionary = object as? NSMutableDictionary {
                    pending.append(contentsOf: dictionary.allValues)
                    dictionary.removeAllObjects()
                } else if let array = object as? NSMutableArray {
                    pending.append(contentsOf: array.map { $0 })
                    array.removeAllObjects()
                }
            } else if let dictionary = next as? [String: Any] {
                pending.append(contentsOf: dictionary.values)
            } else if let array = next as? [Any] {
                pending.append(contentsOf: array)
            }
        }
    }

    /// The nesting depth of a value (a scalar is 0, `[]` is 1), counted without recursion; at
    /// most `cap`, whose levels are all the walk looks at.
    static func depth(of value: JSONValue, cappedAt cap: Int = .max) -> Int {
        var deepest = 0
        var pending: [(JSONValue, Int)] = [(value, 0)]
        while let (next, level) = pending.popLast() {
            switch next {
            case .array(let elements):
                deepest = max(deepest, level + 1)
                if level + 1 < cap { pending.append(contentsOf: elements.lazy.map { ($0, level + 1) }) }
            case .object(let object):
                deepest = max(deepest, level + 1)
                if level + 1 < cap { pending.append(contentsOf: object.values.lazy.map { ($0, level + 1) }) }
            default: break
            }
        }
        return deepest
    }

    /// The path (outermost component first) to the first container of `value` nested more than
    /// `levels` deep, `value` itself being 1 deep; `nil` when it nests no deeper. "First" is in
    /// the order the Foundation bridge converts (members and elements in order, each whole
    /// before the next), so the path is the one the bridge would stop at. No recursion.
    static func path(deeperThan levels: Int, in value: JSONValue) -> [String]? {
        switch value {
        case .array, .object: break
        default: return nil
        }
        guard levels > 0 else { return [] }
        // Each open container with the position of the child to look at next.
        var open: [(container: JSONValue, next: Int)] = [(value, 0)]
        while let (container, next) = open.last {
            let count: Int
            switch container {
            case .array(let elements): count = elements.count
            case .object(let object): count = object.count
            default: count = 0
            }
            guard next < count else {
                open.removeLast()
                continue
            }
            open[open.count - 1].next = next + 1
            let child: JSONValue
            switch container {
            case .array(let elements): child = elements[next]
            case .object(let object): child = object.value(at: next)
            default: child = .null
            }
            switch child {
            case .array, .object:
                guard open.count < levels else {
                    return open.map { frame in
                        // The component of the child each open container is at (one before `next`).
                        if case .object(let object) = frame.container { return object.member(at: frame.next - 1).key }
                        return String(frame.next - 1)
                    }
                }
                open.append((child, 0))
            default:
                break
            }
        }
        return nil
    }

    /// The nesting depth of a Foundation value made of Swift collections, counted without
    /// recursion.
    static func depth(ofFoundation value: Any) -> Int {
        var deepest = 0
        var pending: [(Any, Int)] = [(value, 0)]
        while let (next, level) = pending.popLast() {
            if let dictionary = next as? [String: Any] {
                deepest = max(deepest, level + 1)
                pending.append(contentsOf: dictionary.values.lazy.map { ($0, level + 1) })
            } else if let array = next as? [Any] {
                deepest = max(deepest, level + 1)
                pending.append(contentsOf: array.lazy.map { ($0, level + 1) })
            }
        }
        return deepest
    }
}
