/// An issue while it travels up through nested maps, collecting its path innermost first.
@usableFromInline
struct PendingIssue {
    @usableFromInline var kind: MappingIssue.Kind
    @usableFromInline var reversedPath: [String]
    @usableFromInline var expected: String
    @usableFromInline var found: String
    @usableFromInline
    init(_ kind: MappingIssue.Kind, expected: String, found: String, path: [String] = []) {
        self.kind = kind
        self.reversedPath = path.reversed()
        self.expected = expected
        self.found = found
    }

    /// A key that an object holds `count` times, at `path` (the key last): the last value is
    /// the one read.
    static func repeatedKey(_ key: String, count: Int, path: [String]) -> PendingIssue {
        PendingIssue(.duplicateKey, expected: "one value for \"\(key)\"",
                     found: "\(count) values; the last one was mapped", path: path)
    }

    /// An issue already rendered, travelling on (with its path relative to the value it is about).
    init(_ issue: MappingIssue) {
        self.init(issue.kind, expected: issue.expected, found: issue.found, path: issue.keyPathComponents)
    }

    var issue: MappingIssue {
        MappingIssue(kind: kind, keyPathComponents: reversedPath.reversed(), expected: expected, found: found)
    }

    /// The issues as the caller sees them.
    @usableFromInline
    static func rendered(_ issues: [PendingIssue]) -> [MappingIssue] {
        issues.isEmpty ? [] : issues.map(\.issue)
    }
}
