extension JSONValue {
    /// This value with `patch` applied as an RFC 7396 JSON Merge Patch.
    ///
    /// A patch that is an object changes only the members it names: a `null` member removes
    /// the key, an object member patches the member the same way (creating it when absent),
    /// and any other member replaces it. Keys keep their positions; new keys are appended in
    /// the patch's order. A patch that is not an object replaces the whole value, and patching
    /// a value that is not an object starts from an empty object.
    ///
    /// ```swift
    /// let user: JSONValue = ["name": "Ada", "email": "ada@example.com", "langs": ["en"]]
    /// user.merging(["email": nil, "langs": ["en", "fr"], "age": 36])
    /// // {"name": "Ada", "langs": ["en", "fr"], "age": 36}
    /// ```
    ///
    /// Arrays are replaced, never merged element by element, as the RFC says. The patch is
    /// walked with a stack of its own, so any depth works.
    public func merging(_ patch: JSONValue) -> JSONValue {
        guard case .object(let patchObject) = patch else { return patch }
        struct Frame {
            var target: JSONObject
            let patch: JSONObject
            var next = 0
            let key: String
        }
        var stack = [Frame(target: object ?? JSONObject(), patch: patchObject, key: "")]
        while let top = stack.indices.last {
            guard stack[top].next < stack[top].patch.count else {
                let finished = stack.removeLast()
                guard let parent = stack.indices.last else { return .object(finished.target) }
                stack[parent].target[finished.key] = .object(finished.target)
                continue
            }
            let (key, member) = stack[top].patch[stack[top].next]
            stack[top].next += 1
            switch member {
            case .null:
                stack[top].target[key] = nil
            case .object(let inner):
                let existing = stack[top].target[key]?.object ?? JSONObject()
                stack[top].target[key] = .null  // holds the position; the member is now referenced only here
                stack.append(Frame(target: existing, patch: inner, key: key))
            default:
                stack[top].target[key] = member
            }
        }
        return patch  // not reached: the loop returns when the first frame finishes
    }
}
