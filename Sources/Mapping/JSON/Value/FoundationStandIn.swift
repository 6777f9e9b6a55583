// What a document mapped from Foundation values holds where a value has no JSON form.
//
// ## Design
//
// A Foundation door (`map(JSON:)`, `mapArray(JSONObject:)`, `Map(mappingType:JSON:)`...) bridges
// its whole input to a `JSONValue` tree before any model reads it. A value the bridge cannot
// represent (a `Date`, a `URL`, a custom class) or a container nested deeper than the bridge
// follows must then fail the mapping of the property that reads it, and only that one, as a
// bad value does in a JSON text or a `JSONValue`: the property keeps its value and an issue
// says what was found, at its key path. Leaving the value out instead would make its key read
// as missing, and a partial container would read as a whole one.
//
// So the bridge puts a stand-in there: an object with no members whose block (see
// `MemberBlock`) is one no parse or edit makes, holding one member that says what was there
// (its key the value's type, its value `true` for a value nested too deep). Its block counts one
// member and has room for none, a state that `makeRoom(for:)` never takes for its own: any
// edit of a stand-in copies its (zero) members into a new block, so the stand-in is never
// written to and an edited copy is a plain object.
//
// Readers treat it as what it stands for, a value of no JSON kind: `JSONValue`'s reading
// interface says it is not an object and has no members (so a model, an array or a scalar
// read there fails with a type mismatch whose rendering names the value), the walk to
// Foundation values fails at its path (so `Any`, `[String: Any]` properties report it there),
// and `JSONValue`/`JSONObject` properties refuse a value that holds one.

extension JSONObject {
    /// A stand-in for a Foundation value with no JSON form: one of type `typeName`, or one nested
    /// deeper than the bridge follows when `tooDeep`.
    static func standIn(for typeName: String, tooDeep: Bool) -> JSONObject {
        let block = MemberBlock.create(minimumCapacity: 1) { _ in MemberBlock.Header(count: 1, capacity: 0) }
        let standIn = unsafeDowncast(block, to: MemberBlock.self)
        standIn.base.initialize(to: Member(key: typeName, value: .bool(tooDeep)))
        return JSONObject(block: standIn, start: 0, count: 0)
    }

    /// Whether the object is a stand-in (see ``standIn(for:tooDeep:)``): a few instructions,
    /// for the readers of every object of a tree.
    @inlinable
    var isStandIn: Bool {
        guard memberCount == 0, let block else { return false }
        return block.header.capacity == 0
    }

    /// What the object stands for, when it is a stand-in (see ``standIn(for:tooDeep:)``).
    var standsIn: (typeName: String, tooDeep: Bool)? {
        guard isStandIn, let block, block.count == 1 else { return nil }
        let member = block.base.pointee
        return (member.key, member.value == .bool(true))
    }
}

extension JSONValue {
    /// A stand-in for a Foundation value with no JSON form (see ``JSONObject/standIn(for:tooDeep:)``).
    static func standIn(for typeName: String, tooDeep: Bool) -> JSONValue {
        .object(JSONObject.standIn(for: typeName, tooDeep: tooDeep))
    }

    /// What the value stands for, when it is a stand-in.
    var standsIn: (typeName: String, tooDeep: Bool)? {
        switch self {
        case .object(let object): return object.standsIn
        default: return nil
        }
    }

    /// The first stand-in the value is or holds, in the order of its members, with its path from
    /// the value; found without recursion, in time linear in the value's size.
    @usableFromInline
    func firstStandIn() -> (path: [String], typeName: String, tooDeep: Bool)? {
        if let standIn = standsIn { return ([], standIn.typeName, standIn.tooDeep) }
        // Each open container, and the position of the child to look at next.
        var frames: [(container: JSONValue, next: Int)] = [(self, 0)]
        while var frame = frames.popLast() {
            let child: JSONValue
            switch frame.container {
            case .array(let elements) where frame.next < elements.count: child = elements[frame.next]
            case .object(let object) where frame.next < object.count: child = object[frame.next].value
            default: continue
            }
            frame.next += 1
            frames.append(frame)
            if let standIn = child.standsIn {
                let path = frames.map { frame -> String in
                    if case .object(let object) = frame.container { return object[frame.next - 1].key }
                    return String(frame.next - 1)
                }
                return (path, standIn.typeName, standIn.tooDeep)
            }
            switch child {
            case .array, .object: frames.append((child, 0))
            default: continue
            }
        }
        return nil
    }

    /// How an issue shows a container that holds a stand-in, after the container's own rendering.
    var standInInsideRendering: String {
        // Only a value mapped from Foundation dictionaries holds stand-ins: the first in the
        // order of their keys, which does not change from run to run (see JSONValue+KeyOrder.swift).
        guard let inside = inKeyOrder.firstStandIn() else { return "" }
        // A long path (a value nested too deep is 512 levels down) shows its ends.
        let path = inside.path.count <= 8 ? inside.path.joined(separator: ".")
            : (inside.path.prefix(3) + ["<\(inside.path.count - 6) more>"] + inside.path.suffix(3)).joined(separator: ".")
        return ", holding at \(path) " + Self.standInRendering(inside.typeName, tooDeep: inside.tooDeep)
    }

    /// How an issue shows a stand-in.
    static func standInRendering(_ typeName: String, tooDeep: Bool) -> String {
        tooDeep ? "a value nested deeper than \(FoundationBridge.maximumDepth) levels"
            : "a value of type \(typeName), which has no JSON form"
    }
}

extension JSONElement {
    /// Whether the element is or holds a stand-in (see ``JSONObject/standIn(for:tooDeep:)``):
    /// only an element of a tree can, and only an object or an array; other values are passed
    /// at the cost of a switch.
    @inlinable
    var holdsStandIn: Bool {
        guard index < 0 else { return false }
        switch tree {
        case .array, .object: return tree.firstStandIn() != nil
        default: return false
        }
    }
}
