/// Turns the merged shape of the root objects into named model types.
///
/// Every object position in the document (`statuses[]`, `statuses[].user`,
/// `statuses[].retweeted_status.user`) asks for a type named after its key, singular when the
/// objects sit in an array or a dictionary (`statuses` -> `Status`). Positions are visited
/// breadth first, in the order their keys first appear, so names are handed out
/// deterministically, and the shallowest position gets the plain name. A position whose name is
/// already taken either joins that type, when the two shapes resemble each other (they share
/// at least half the keys of the smaller one: the `user` of a status and of a retweeted status),
/// or tries the next candidate: the parent's name in front (`UserEntities`), then a number
/// (`Entities2`). Reserved names (`Date`, `Map`, `Data`...) are never used.
///
/// A type that several positions joined has the keys of all of them; a key is optional when it
/// is optional anywhere or absent from some position, and its type comes from the merged shape.
struct ModelBuilder {
    /// One step from an object member down to a nested object.
    private enum Step: Hashable {
        /// Into the elements of an array.
        case element
        /// Into the values of a dictionary (an object whose keys are all numbers).
        case value
    }

    /// An object position and what it is called.
    private struct Node {
        let path: String
        let shape: ObjectShape
    }

    /// A type under construction: the positions that share it.
    private struct Group {
        let name: String
        var nodes: [Node]
        var merged: ObjectShape
    }

    private var groups: [Group] = []
    private var groupIndex: [String: Int] = [:]
    /// The type name given to each object position, by path.
    private var names: [ExactKey: String] = [:]

    /// Builds the types for `root` (the merge of every sample's top-level object); the root
    /// type comes first, then the nested ones in breadth-first order.
    static func build(root: ObjectShape, named rootName: String) -> [ModelType] {
        var builder = ModelBuilder()
        builder.nameTypes(root: root, rootName: rootName)
        return builder.groups.map(builder.modelType)
    }

    private mutating func nameTypes(root: ObjectShape, rootName: String) {
        let rootNode = Node(path: "", shape: root)
        names[ExactKey("")] = rootName
        groupIndex[rootName] = 0
        groups.append(Group(name: rootName, nodes: [rootNode], merged: root))
        var queue: [(node: Node, parent: String)] = [(rootNode, rootName)]
        var next = 0
        while next < queue.count {
            let (node, parentName) = queue[next]
            next += 1
            let typeName = names[ExactKey(node.path)] ?? parentName
            for member in node.shape.members {
                Self.visitObjects(in: member.shape, steps: []) { object, steps in
                    let path = Self.path(node.path, member.key, steps)
                    let base = SwiftNames.typeName(forKey: steps.isEmpty ? member.key : Singular.ofLastWord(in: member.key))
                    let child = Node(path: path, shape: object)
                    place(child, base: base, parent: typeName)
                    queue.append((child, typeName))
                }
            }
        }
    }

    /// Gives `node` a type: the first candidate name that is free or held by a type it resembles.
    private mutating func place(_ node: Node, base: String, parent: String) {
        // The names are made one by one as they are tried: the thousand numbered ones, made up
        // front for every object, cost a document of 10,000 sibling objects ten million strings.
        for attempt in 0..<1_002 {
            let candidate = attempt == 0 ? base : attempt == 1 ? parent + base : base + String(attempt)
            #if DEBUG
            InferenceMeter.namesTried += 1
            #endif
            guard !SwiftNames.reservedTypes.contains(candidate) else { continue }
            if let index = groupIndex[candidate] {
                guard groups[index].merged.resembles(node.shape) else { continue }
                groups[index].nodes.append(node)
                groups[index].merged.merge(node.shape)
            } else {
                groupIndex[candidate] = groups.count
                groups.append(Group(name: candidate, nodes: [node], merged: node.shape))
            }
            names[ExactKey(node.path)] = candidate
            return
        }
    }

    /// Calls `body` for the object that `shape` holds directly or through arrays and
    /// dictionaries, where a model can sit; the same walk ``swiftType`` does.
    /// Static, so that the builder is not borrowed while `body` changes it: a method of the
    /// builder made Swift copy it for the call, and each object placed then copied every name
    /// and group so far (a document of 10,000 sibling objects took seconds).
    private static func visitObjects(in shape: Shape, steps: [Step], _ body: (ObjectShape, [Step]) -> Void) {
        switch shape {
        case .array(let array) where !array.hasNulls:
            visitObjects(in: array.element, steps: steps + [.element], body)
        case .object(let object):
            if let value = object.dictionaryValue {
                if value.nulls == 0 { visitObjects(in: value.shape, steps: steps + [.value], body) }
            } else if !object.members.isEmpty, Self.modelFits(steps) {
                body(object, steps)
            }
        default:
            break
        }
    }

    private func modelType(of group: Group) -> ModelType {
        var used: Set<String> = []
        // The next number to try for each name taken: counting up from 2 for every clash made
        // 20,000 keys with one name (`x一`, `x丁`, ...) cost 200 million tries.
        var nextNumber: [String: Int] = [:]
        let properties = group.merged.members.map { member in
            var name = SwiftNames.propertyName(forKey: member.key)
            if used.contains(name) {
                let base = name
                var number = nextNumber[base] ?? 2
                repeat {
                    #if DEBUG
                    InferenceMeter.namesTried += 1
                    #endif
                    name = base + String(number)
                    number += 1
                } while used.contains(name)
                nextNumber[base] = number
            }
            used.insert(name)
            let type = swiftType(of: member.shape, steps: []) { steps in
                resolveModel(key: member.key, steps: steps, in: group)
            }
            return ModelProperty(
                key: member.key, name: name, type: type, isOptional: member.isOptional(among: group.merged.count))
        }
        return ModelType(name: group.name, properties: properties)
    }

    /// The Swift type for a merged member shape; `model` names the type of an object position,
    /// or answers `nil` to fall back to `JSONValue`.
    private func swiftType(of shape: Shape, steps: [Step], model: ([Step]) -> String?) -> SwiftType {
        switch shape {
        case .nothing, .mixed:
            return .json
        case .bool:
            return .bool
        case .number(let number):
            if number.beyondDecimal { return .json }
            if number.fractional { return number.beyondUInt64 ? .decimal : .double }
            if number.beyondUInt64 || (number.beyondInt64 && number.negative) { return .decimal }
            return number.beyondInt64 ? .uint64 : .int
        case .string(let string):
            guard string.allDates, Self.dateFits(steps) else { return .string }
            return .date(fractionalSeconds: string.fractionalSeconds)
        case .array(let array):
            // Deeper arrays of arrays take the compiler seconds to type-check per level.
            if array.hasNulls || array.element == .nothing { return .array(.json) }
            if steps.count >= Self.deepestArrays - 1, case .array = array.element { return .array(.json) }
            return .array(swiftType(of: array.element, steps: steps + [.element], model: model))
        case .object(let object):
            if let value = object.dictionaryValue {
                guard value.nulls == 0 else { return .dictionary(.json) }
                return .dictionary(swiftType(of: value.shape, steps: steps + [.value], model: model))
            }
            if object.members.isEmpty { return .dictionary(.json) }
            guard Self.modelFits(steps), let name = model(steps) else { return .json }
            return .model(name)
        }
    }

    /// The one type that every position of `group` gives to the object at `key` + `steps`, or
    /// `nil` when they disagree or one of them holds a different kind of value there.
    private func resolveModel(key: String, steps: [Step], in group: Group) -> String? {
        var found: String?
        for node in group.nodes {
            guard let member = node.shape.member(key) else { continue }
            switch Self.shape(member.shape, at: steps) {
            case .nothing:
                continue
            case .object:
                guard let name = names[ExactKey(Self.path(node.path, key, steps))] else { return nil }
                if let found, found != name { return nil }
                found = name
            default:
                return nil
            }
        }
        return found
    }

    /// The shape reached from `shape` by following `steps`; ``Shape/nothing`` when there is none.
    private static func shape(_ shape: Shape, at steps: [Step]) -> Shape {
        var current = shape
        for step in steps {
            switch (step, current) {
            case (.element, .array(let array)): current = array.element
            case (.value, .object(let object)): current = object.dictionaryValue?.shape ?? .mixed
            case (_, .nothing): return .nothing
            default: return .mixed
            }
        }
        return current
    }

    /// The container shapes the library maps models in: `T`, `[T]`, `[[T]]`, `[String: T]`,
    /// `[String: [T]]`.
    private static func modelFits(_ steps: [Step]) -> Bool {
        switch steps {
        case [], [.element], [.element, .element], [.value], [.value, .element]: true
        default: false
        }
    }

    /// How many levels of containers a property's type nests before its innermost arrays hold
    /// `JSONValue`: past four, the `<-` overloads of `[[[[T]]]]` take the compiler seconds a
    /// level to type-check (a minute at 28).
    static let deepestArrays = 4

    /// The container shapes a transform maps in: `T`, `[T]`, `[[T]]`, `[String: T]`.
    private static func dateFits(_ steps: [Step]) -> Bool {
        switch steps {
        case [], [.element], [.element, .element], [.value]: true
        default: false
        }
    }

    /// A unique name for an object position: the parent's path, the key, the steps.
    private static func path(_ parent: String, _ key: String, _ steps: [Step]) -> String {
        var path = parent + "\u{1F}" + key
        for step in steps { path += step == .element ? "\u{1E}" : "\u{1D}" }
        return path
    }
}
