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
    private(set) var members: [Member]
    /// Where each key sits in `members`.
    private var positions: [String: Int]
    /// How many objects were merged.
    private(set) var count: Int

    init(of object: JSONObject) {
        members = []
        members.reserveCapacity(object.count)
        positions = [:]
        count = 1
        for (key, value) in object where positions[key] == nil {
            positions[key] = members.count
            members.append(Member(key: key, shape: Shape(of: value), presence: 1, nulls: value.isNull ? 1 : 0))
        }
    }

    /// The member for `key`, if some object had it.
    func member(_ key: String) -> Member? {
        positions[key].map { members[$0] }
    }

    /// The keys, in order.
    var keys: [String] { members.map(\.key) }

    func merged(with other: ObjectShape) -> ObjectShape {
        #if DEBUG
        InferenceMeter.membersMerged += members.count + other.members.count
        #endif
        var result = self
        result.count += other.count
        for member in other.members {
            if let index = result.positions[member.key] {
                result.members[index].shape = result.members[index].shape.merged(with: member.shape)
                result.members[index].presence += member.presence
                result.members[index].nulls += member.nulls
            } else {
                result.positions[member.key] = result.members.count
                result.members.append(member)
            }
        }
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
            shape = shape.merged(with: member.shape)
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
        let shared = small.members.count { large.positions[$0.key] != nil }
        return shared * 2 >= small.members.count
    }
}
