import Transforms

/// The objects seen at one position: their members in order of first appearance, and how
/// often each was present and how often `null`.
///
/// A member is optional when it was missing from some object or `null` in some:
/// `presence < count || nulls > 0`.
struct ObjectShape: Equatable {
    /// One member of the objects.
    struct Member: Equatable {
        let key: String
        /// The merged shape of its non-null values.
        var shape: Shape
        /// In how many of the objects the key appeared (null or not).
        var presence: Int
        /// In how many of them its value was `null`.
        var nulls: Int

        /// Whether some object lacked it or held `null` for it.
        func isOptional(among count: Int) -> Bool { presence < count || nulls > 0 }
    }

    /// The members, in the order their keys first appeared.
    var members: [Member] { storage.members }
    /// How many objects were merged.
    var count: Int { storage.count }

    /// The members, where each key sits among them, and the object count, in a class so that
    /// ``merge(_:)`` can tell whether another shape holds them too: a shape held once is merged
    /// into where it is, and only a shared one is copied first (and counted as copied).
    private final class Storage {
        var members: [Member]
        var positions: [ExactKey: Int]
        var count: Int

        init(members: [Member], positions: [ExactKey: Int], count: Int) {
            self.members = members
            self.positions = positions
            self.count = count
        }
    }

    private var storage: Storage

    init(of object: JSONObject) {
        var members: [Member] = []
        members.reserveCapacity(object.count)
        var positions: [ExactKey: Int] = [:]
        for (key, value) in object where positions[ExactKey(key)] == nil {
            positions[ExactKey(key)] = members.count
            members.append(Member(key: key, shape: Shape(of: value), presence: 1, nulls: value.isNull ? 1 : 0))
        }
        storage = Storage(members: members, positions: positions, count: 1)
    }

    /// Equal when they describe the same members the same number of times (where each key
    /// sits follows from the members).
    static func == (lhs: ObjectShape, rhs: ObjectShape) -> Bool {
        lhs.storage === rhs.storage || (lhs.count == rhs.count && lhs.members == rhs.members)
    }

    /// The member for `key`, if some object had it.
    func member(_ key: String) -> Member? {
        storage.positions[ExactKey(key)].map { storage.members[$0] }
    }

    /// The keys, in order.
    var keys: [String] { members.map(\.key) }

    /// Adds the objects of `other` to this shape. The work is the members of `other`, so
    /// merging the objects of an array one by one costs as much as the objects have members,
    /// however many keys they have between them; but only when nothing else holds this shape,
    /// since a shared one is copied whole first. Folding callers keep the one reference to the
    /// shape they merge into (see ``Shape/merge(_:)`` for the shape inside an enum case).
    mutating func merge(_ other: ObjectShape) {
        if !isKnownUniquelyReferenced(&storage) {
            #if DEBUG
            InferenceMeter.membersMerged += storage.members.count
            #endif
            storage = Storage(members: storage.members, positions: storage.positions, count: storage.count)
        }
        #if DEBUG
        InferenceMeter.membersMerged += other.members.count
        #endif
        let result = storage
        result.count += other.count
        for member in other.members {
            if let index = result.positions[ExactKey(member.key)] {
                result.members[index].shape.merge(member.shape)
                result.members[index].presence += member.presence
                result.members[index].nulls += member.nulls
            } else {
                result.positions[ExactKey(member.key)] = result.members.count
                result.members.append(member)
            }
        }
    }

    /// The shape of the objects of both; a copy of this one, merged into (see ``merge(_:)``).
    func merged(with other: ObjectShape) -> ObjectShape {
        var result = self
        result.merge(other)
        return result
    }

    /// When every key is a whole number (`{"138586341": {...}, "138586345": {...}}`), the keys
    /// are data, not names: the object is a dictionary, and this is the merged member that
    /// describes its values. `nil` for an object with names for keys, or with no keys at all.
    var dictionaryValue: Member? {
        guard !members.isEmpty, members.allSatisfy({ Self.isNumericKey($0.key) }) else { return nil }
        var shape = Shape.nothing
        var nulls = 0
        for member in members {
            shape.merge(member.shape)
            nulls += member.nulls
        }
        return Member(key: "", shape: shape, presence: count, nulls: nulls)
    }

    private static func isNumericKey(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Whether two object shapes describe the same kind of thing, so that one type can serve
    /// both: they share at least half of the keys of the smaller one.
    func resembles(_ other: ObjectShape) -> Bool {
        let small = members.count <= other.members.count ? self : other
        let large = members.count <= other.members.count ? other : self
        guard !small.members.isEmpty else { return large.members.isEmpty }
        let shared = small.members.count { large.storage.positions[ExactKey($0.key)] != nil }
        return shared * 2 >= small.members.count
    }
}

/// A key compared by its UTF-8 bytes, as the library and the document compare keys: Swift's
/// `String` equality would make `"é"` precomposed and decomposed one key, and lose one.
struct ExactKey: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (lhs: ExactKey, rhs: ExactKey) -> Bool { lhs.text.utf8.elementsEqual(rhs.text.utf8) }

    func hash(into hasher: inout Hasher) {
        for byte in text.utf8 { hasher.combine(byte) }
    }
}
