/// The parse sink that builds ``JSONValue`` trees.
///
/// Finished values wait on two flat stacks until their container closes:
///
///     input:     {"a": [1, 2], "b": true}
///
///     after 2:   members []                      pending keys ["a"]
///                values  [1, 2]
///     after ]:   members [("a", [1, 2])]         values []
///     after }:   the object is built from the top two members, moved out in one block
///
/// Closing a container moves its elements from the stack into a new array with a single block
/// move, so each value is written twice in all (once onto the stack, once into its container)
/// and never retained or released on the way. The stacks are a plain manually managed buffer
/// (``ValueStack``), owned by the builder and freed with it.
struct JSONTreeBuilder: JSONParseSink {
    private let base: UnsafePointer<UInt8>
    private let values = ValueStack<JSONValue>()
    private let members = ValueStack<JSONObject.Element>()
    private var pendingKeys: [String] = []
    /// Whether each open container is an object.
    private var objects: [Bool] = []
    private var root: JSONValue = .null

    init(input base: UnsafePointer<UInt8>) {
        self.base = base
    }

    mutating func beginArray() { objects.append(false) }
    mutating func beginObject() { objects.append(true) }

    mutating func endArray(count: Int) {
        objects.removeLast()
        add(.array(values.popArray(from: values.count - count)))
    }

    mutating func endObject(count: Int, repeatsKeys: Bool) {
        objects.removeLast()
        let entries = members.popArray(from: members.count - count)
        add(.object(repeatsKeys ? JSONObject(entries.lazy.map { ($0.key, $0.value) }) : JSONObject(uniqueEntries: entries)))
    }

    mutating func key(_ string: ScannedString) {
        pendingKeys.append(EscapeDecoding.string(base, string))
    }

    mutating func string(_ string: ScannedString) {
        add(.string(EscapeDecoding.string(base, string)))
    }

    mutating func number(_ number: ScannedNumber) {
        add(.number(JSONNumber(storage: number.kind.storage(base, from: number.start, to: number.end))))
    }

    /// Adds a number that is already decoded.
    mutating func add(number: JSONNumber) { add(.number(number)) }

    mutating func bool(_ value: Bool) { add(.bool(value)) }
    mutating func null() { add(.null) }

    @inline(__always)
    private mutating func add(_ value: JSONValue) {
        guard let inObject = objects.last else {
            root = value
            return
        }
        if inObject {
            members.push((pendingKeys.removeLast(), value))
        } else {
            values.push(value)
        }
    }

    mutating func finish() -> JSONValue { root }
}
