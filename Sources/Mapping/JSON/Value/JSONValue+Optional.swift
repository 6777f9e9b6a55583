import Foundation

// Chaining without `?`: every subscript and accessor of `JSONValue` also exists on
// `JSONValue?`, so `json[9]["list"]["person"]["name"].string` compiles and gives `nil` as soon
// as a step is missing or of the wrong kind. A missing value (`nil`) reads like nothing at all:
// `nil` from the optional accessors, the default from the `...Value` ones, `false` from
// `isNull` (a missing key is not a JSON `null`).
//
// Writes through a chain work too: `json["user"]["name"] = "Ada"` reads `json["user"]`, writes
// into it (a missing value becomes the object or array the step needs) and stores it back.
// Assigning `nil` removes, and never creates anything. The existing optional-chaining form
// (`json["user"]?["name"]`) keeps its meaning: it reads, or writes only where the value exists.

extension Optional where Wrapped == JSONValue {
    /// The member for `key` when the value exists and is an object holding it; `nil` otherwise.
    ///
    /// Assigning writes as on ``JSONValue``; a missing value becomes an object.
    @inlinable
    public subscript(key: String) -> JSONValue? {
        get { self?[key] }
        _modify {
            var member = self?.takeMember(key)
            defer {
                if self != nil {
                    self?.putMember(member, key)
                } else if let member {
                    var created = JSONValue.null
                    created.putMember(member, key)
                    self = created
                }
            }
            yield &member
        }
    }

    /// The element at `index` when the value exists and is an array that long; `nil`
    /// otherwise, never a trap.
    ///
    /// Assigning writes as on ``JSONValue``; a missing value becomes an array.
    @inlinable
    public subscript(index: Int) -> JSONValue? {
        get { self?[index] }
        _modify {
            var element = self?.takeElement(index)
            defer {
                if self != nil {
                    self?.putElement(element, index)
                } else if let element {
                    var created = JSONValue.null
                    if created.putElement(element, index) { self = created }
                }
            }
            yield &element
        }
    }

    /// The value at the end of a chain of keys and indices, as on ``JSONValue``.
    public subscript(
        first: any JSONSubscriptKey, second: any JSONSubscriptKey, rest: any JSONSubscriptKey...
    ) -> JSONValue? {
        get { self?.value(along: JSONValue.steps(first, second, rest)) }
        set {
            editWrapped(removing: newValue == nil) { $0.assign(newValue, along: JSONValue.steps(first, second, rest)) }
        }
    }

    /// The value at a key path such as `statuses.0.user.name`, as on ``JSONValue``.
    public subscript(path path: String, delimiter delimiter: String = ".") -> JSONValue? {
        get { self?[path: path, delimiter: delimiter] }
        set {
            editWrapped(removing: newValue == nil) {
                $0.assign(newValue, along: MapKeyPath(path, delimiter: delimiter).components.map(JSONValue.EditStep.component))
            }
        }
    }

    /// The value at an RFC 6901 JSON Pointer such as `/statuses/0/user/name`, as on ``JSONValue``.
    public subscript(pointer pointer: String) -> JSONValue? {
        get { self?[pointer: pointer] }
        set { editWrapped(removing: newValue == nil) { $0.assign(newValue, pointer: pointer) } }
    }

    /// Runs `edit` on the value, a missing one starting as `null`; a removal from a missing
    /// value, or a write `edit` refuses (returning `false`), leaves a missing value missing.
    @inlinable
    mutating func editWrapped(removing: Bool, _ edit: (inout JSONValue) -> Bool) {
        guard var value = self else {
            guard !removing else { return }
            var value = JSONValue.null
            if edit(&value) { self = value }
            return
        }
        self = nil  // the value is now referenced only here
        _ = edit(&value)
        self = value
    }
}

extension Optional where Wrapped == JSONValue {
    /// The string, or `nil` when the value is missing or not a string.
    @inlinable
    public var string: String? { self?.string }

    /// The boolean, or `nil` when the value is missing or not `true` or `false`.
    @inlinable
    public var bool: Bool? { self?.bool }

    /// The number, or `nil` when the value is missing or not a number.
    @inlinable
    public var number: JSONNumber? { self?.number }

    /// The number as an `Int`, or `nil` when it is missing, not a number or not exactly an `Int`.
    @inlinable
    public var int: Int? { self?.int }

    /// The number as an `Int64`, or `nil` when it is missing, not a number or not exactly an `Int64`.
    @inlinable
    public var int64: Int64? { self?.int64 }

    /// The number as a `UInt64`, or `nil` when it is missing, not a number or not exactly a `UInt64`.
    @inlinable
    public var uint64: UInt64? { self?.uint64 }

    /// The nearest `Double`, or `nil` when the value is missing, not a number or beyond `Double`'s range.
    @inlinable
    public var double: Double? { self?.double }

    /// The nearest `Float`, or `nil` when the value is missing, not a number or beyond `Float`'s range.
    public var float: Float? { self?.float }

    /// The number as a `Decimal` with the document's exact digits, or `nil`.
    public var decimal: Decimal? { self?.decimal }

    /// The elements, or `nil` when the value is missing or not an array.
    @inlinable
    public var array: [JSONValue]? { self?.array }

    /// The object, or `nil` when the value is missing or not an object.
    @inlinable
    public var object: JSONObject? { self?.object }

    /// Whether the value is a JSON `null`; a missing value is not.
    @inlinable
    public var isNull: Bool { self?.isNull ?? false }
}

extension Optional where Wrapped == JSONValue {
    /// The string or a number's exact text, as on ``JSONValue``; `""` when missing.
    @inlinable
    public var stringValue: String { self?.stringValue ?? "" }

    /// The number (or numeric string) as an exact `Int`, as on ``JSONValue``; `0` when missing.
    @inlinable
    public var intValue: Int { self?.intValue ?? 0 }

    /// The nearest `Double` to the number (or numeric string), as on ``JSONValue``; `0` when missing.
    @inlinable
    public var doubleValue: Double { self?.doubleValue ?? 0 }

    /// The boolean, as on ``JSONValue``; `false` when missing.
    @inlinable
    public var boolValue: Bool { self?.boolValue ?? false }

    /// The elements, or `[]` when the value is missing or not an array.
    @inlinable
    public var arrayValue: [JSONValue] { self?.array ?? [] }

    /// The object, or an empty one when the value is missing or not an object.
    @inlinable
    public var objectValue: JSONObject { self?.object ?? JSONObject() }

    /// The number of elements or members; `0` when the value is missing or not a container.
    @inlinable
    public var count: Int { self?.count ?? 0 }

    /// Whether ``count`` is zero.
    @inlinable
    public var isEmpty: Bool { count == 0 }

    /// An object's keys in order; `[]` when the value is missing or not an object.
    public var keys: [String] { self?.keys ?? [] }
}

extension Optional where Wrapped == JSONValue {
    /// Appends `element` to the array; a missing value becomes `[element]`, as on ``JSONValue``.
    ///
    /// `json["tags"].append("new")` adds to the array at `"tags"`, creating it when absent.
    public mutating func append(_ element: JSONValue) {
        editWrapped(removing: false) {
            $0.append(element)
            return true
        }
    }

    /// Removes the member `key` and returns its value; `nil` when there is none.
    @discardableResult
    public mutating func removeValue(forKey key: String) -> JSONValue? {
        var removed: JSONValue?
        editWrapped(removing: true) {
            removed = $0.removeValue(forKey: key)
            return true
        }
        return removed
    }

    /// Removes the element at `index` and returns it; `nil` when there is none, never a trap.
    @discardableResult
    public mutating func remove(at index: Int) -> JSONValue? {
        var removed: JSONValue?
        editWrapped(removing: true) {
            removed = $0.remove(at: index)
            return true
        }
        return removed
    }

    /// The value with `patch` applied as an RFC 7396 JSON Merge Patch; a missing value is
    /// patched as `null` (so an object patch gives the patch's own non-null members).
    public func merging(_ patch: JSONValue) -> JSONValue {
        (self ?? .null).merging(patch)
    }
}
