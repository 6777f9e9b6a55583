/// The keys repeated by the objects of a document, found where the mapping reads through or
/// into them. A model's map reports its own object's (``Map/reportRepeatedKeys()``); these are
/// the others: the objects a key path goes through, and everything inside a value read whole.
extension JSONElement {
    /// The keys that the objects on `path` repeat where the path goes through them, each at its
    /// path from this element (the last value is the one followed). With `skippingFirst`, this
    /// element's own object is left to its model.
    func repeatedKeys(along path: [MapKeyPath.Component], skippingFirst: Bool = false) -> [PendingIssue] {
        var found: [PendingIssue] = []
        var position = 0
        _ = walk(path) { current, component in
            defer { position += 1 }
            if position > 0 || !skippingFirst,
               let (key, count) = current.repeatedKeys().first(where: { $0.key == component.key }) {
                found.append(.repeatedKey(key, count: count, path: path[..<position].map(\.key) + [key]))
            }
            return current.child(component)
        }
        return found
    }

    /// The keys repeated by the objects inside this element, itself included, each at its path
    /// from the element: what a value read whole (a `JSONValue`, `Any`, `[String: Any]`, a
    /// transform's input) keeps of such a key is its last value. Empty for a tree (which holds
    /// one value per key); a tape's subtree is first scanned for an object marked as repeating
    /// a key, so that the common case costs one pass over its entries.
    func repeatedKeysWithin() -> [PendingIssue] {
        guard index >= 0 else { return [] }
        let kind = tape.entries[index].kind
        guard kind == .object || kind == .array else { return [] }
        let end = tape.next(after: index)
        var marked = false
        for position in index..<end {
            let entry = tape.entries[position]
            if entry.kind == .object && entry.flag {
                marked = true
                break
            }
        }
        guard marked else { return [] }
        var found: [PendingIssue] = []
        // Without recursion, so that a document as deep as the parser allows cannot overflow
        // the stack here.
        var pending: [(element: JSONElement, path: [String])] = [(self, [])]
        while let (element, path) = pending.popLast() {
            for (key, count) in element.repeatedKeys() {
                found.append(.repeatedKey(key, count: count, path: path + [key]))
            }
            var children: [(element: JSONElement, path: [String])] = []
            if element.isObject {
                _ = element.forEachMember { key, child in
                    children.append((child, path + [key]))
                    return true
                }
            } else if element.arrayCount != nil {
                var position = 0
                _ = element.forEachElement { child in
                    children.append((child, path + [String(position)]))
                    position += 1
                    return true
                }
            }
            // In document order when popped.
            pending.append(contentsOf: children.reversed())
        }
        return found
    }
}

extension MapCoding {
    /// Reports the keys repeated inside `element`, a value read whole (see
    /// ``JSONElement/repeatedKeysWithin()``), when issues are kept. Not a failure: the value is
    /// read, with each such key's last value.
    @inlinable
    mutating func noteRepeatedKeys(within element: JSONElement) {
        // Inlined up to here: a mapping that keeps no issues (a strict read of a plain door
        // builds texts only for its error) pays one test.
        guard map.collectsIssues, element.index >= 0 else { return }
        noteRepeatedKeys(inContainer: element)
    }

    /// ``noteRepeatedKeys(within:)`` past its common case. The issues are noted as a failure
    /// is (``failed``), which the read's value does not depend on, so that the map takes
    /// them in on the path that takes in any other issue.
    @usableFromInline
    mutating func noteRepeatedKeys(inContainer element: JSONElement) {
        let found = element.repeatedKeysWithin()
        guard !found.isEmpty else { return }
        failed = true
        issues.append(contentsOf: found)
    }

    /// Reports the keys that the object `element` itself repeats (a dictionary's keys), when
    /// issues are kept. Not a failure.
    @inlinable
    mutating func noteRepeatedKeys(of element: JSONElement) {
        // Inlined up to here, as ``noteRepeatedKeys(within:)`` is.
        guard map.collectsIssues, element.index >= 0 else { return }
        noteRepeatedKeys(ofObject: element)
    }

    /// ``noteRepeatedKeys(of:)`` past its common case.
    @usableFromInline
    mutating func noteRepeatedKeys(ofObject element: JSONElement) {
        for (key, count) in element.repeatedKeys() {
            failed = true
            issues.append(.repeatedKey(key, count: count, path: [key]))
        }
    }

    /// Reports keys of a value read whole that its Foundation form held as one (see
    /// ``FoundationBridge/mergedKey(_:replacing:path:)``), as repeated keys are reported: when
    /// issues are kept, and then as a failure.
    @inlinable
    mutating func noteMergedKeys(_ found: [PendingIssue]) {
        guard !found.isEmpty, map.collectsIssues else { return }
        failed = true
        issues.append(contentsOf: found)
    }

    /// Reports `key`, just put into `dictionary` (read from the object `object`), when it
    /// replaced the entry of another key of that object that Swift takes as equal but whose bytes
    /// differ (`"é"` precomposed and `"e\u{301}"`): the dictionary holds one of them, with the
    /// later value. A key the object repeats is reported as such (``noteRepeatedKeys(of:)``), and
    /// an entry of a dictionary being updated is no other key of the object. The issue's path is
    /// empty, for the caller to place under `key`.
    @usableFromInline @inline(never)
    mutating func noteMergedKey<Value>(_ key: String, in dictionary: [String: Value], from object: JSONElement) {
        guard map.collectsIssues, let position = dictionary.index(forKey: key) else { return }
        let kept = dictionary.keys[position]
        guard !kept.utf8.elementsEqual(key.utf8) else { return }
        var isTheObjects = false
        _ = object.forEachMember { member, _ in
            isTheObjects = member.utf8.elementsEqual(kept.utf8)
            return !isTheObjects
        }
        guard isTheObjects else { return }
        failed = true
        let issue = FoundationBridge.mergedKey(key, replacing: kept, path: [])
        issues.append(PendingIssue(issue.kind, expected: issue.expected, found: issue.found))
    }
}
