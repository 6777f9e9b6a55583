import Foundation
import Mapping
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The streaming demo: a local HTTP server generates a large response as it sends it (a JSON
// array inside an envelope, then JSON Lines), and URLSession hands each piece to the mapper,
// which maps every user as soon as its bytes arrive. Memory stays flat however large the
// response.
//
//     swift run -c release mapping-stream-demo [--users N]

/// A user of a large export.
struct Account: Mappable {
    var id = 0
    var name = ""
    var email: String?
    var score = 0.0
    var tags: [String] = []

    init(id: Int) {
        self.id = id
        name = "user \(id) " + ["Ada", "Grace", "Edsger", "Barbara", "Ken", "Margaret"][id % 6]
        email = id % 10 == 0 ? nil : "user\(id)@example.com"
        score = Double(id % 1000) / 8
        tags = id % 3 == 0 ? ["early", "beta"] : ["regular"]
    }

    init?(map: Map) {}

    mutating func mapping(map: Map) {
        id    <- map["id"]
        name  <- map["name"]
        email <- map["email"]
        score <- map["score"]
        tags  <- map["tags"]
    }
}

var users = 1_000_000
var arguments = CommandLine.arguments.dropFirst()
while let argument = arguments.popFirst() {
    if argument == "--users", let text = arguments.popFirst(), let count = Int(text), count > 0 {
        users = count
    } else {
        print("usage: mapping-stream-demo [--users N]")
        exit(argument == "--help" ? 0 : 2)
    }
}

// A client that goes away makes writing to its socket fail, not end this process.
signal(SIGPIPE, SIG_IGN)

let mapper = Mapper<Account>()
let userCount = users
let server = try LocalServer(routes: [
    // {"data": {"items": [ ...users... ], "count": N}}, written as it is generated.
    "/users.json": { send in
        try send(Array(#"{"data": {"items": "#.utf8))
        let writer = mapper.arrayWriter(sink: send)
        for id in 0..<userCount { try writer.write(Account(id: id)) }
        try writer.finish()
        try send(Array(#", "count": \#(userCount)}}"#.utf8))
    },
    "/users.jsonl": { send in
        let writer = mapper.jsonLinesWriter(sink: send)
        for id in 0..<userCount { try writer.write(Account(id: id)) }
        try writer.finish()
    },
])
server.start()
defer { server.stop() }
print("Serving \(users) generated users on http://127.0.0.1:\(server.port)/ (users.json, users.jsonl)")

do {
    print("\nA JSON array at data.items, mapped while the response arrives:")
    let arrayReader = mapper.arrayReaderOrFail(atKeyPath: "data.items")
    var scoreSum = 0.0
    let array = StreamingDownload("array", consume: { data in
        var count = 0
        try arrayReader.read(data) { account in
            count += 1
            scoreSum += account.score
        }
        return count
    }, finish: {
        var count = 0
        try arrayReader.finish { _ in count += 1 }
        return count
    })
    let mappedArray = try array.run(URL(string: "http://127.0.0.1:\(server.port)/users.json")!)
    print("  \(mappedArray) users mapped; average score \(String(format: "%.3f", scoreSum / Double(max(mappedArray, 1))))")

    print("\nJSON Lines, each line mapped when its newline arrives:")
    let linesReader = mapper.jsonLinesReaderWithIssues()
    var issues = 0
    let lines = StreamingDownload("lines", consume: { data in
        var count = 0
        try linesReader.read(data) { line in
            count += 1
            issues += line.issues.count
        }
        return count
    }, finish: {
        var count = 0
        try linesReader.finish { _ in count += 1 }
        return count
    })
    let mappedLines = try lines.run(URL(string: "http://127.0.0.1:\(server.port)/users.jsonl")!)
    print("  \(mappedLines) lines mapped, \(issues) issues")

    #if canImport(Darwin)
    if #available(macOS 12, iOS 15, tvOS 15, watchOS 8, *) {
        print("\nThe same array through URLSession.bytes(from:) and an AsyncSequence of models:")
        let (bytes, _) = try await URLSession.shared.bytes(from: URL(string: "http://127.0.0.1:\(server.port)/users.json")!)
        var count = 0
        for try await _ in mapper.mapArray(bytes: bytes, atKeyPath: "data.items") { count += 1 }
        print("  \(count) users mapped")
    }
    #else
    print("\n(URLSession.bytes(from:) is missing from FoundationNetworking on Linux: the delegate does the work above.)")
    #endif
} catch {
    print("streaming failed: \(error)")
    exit(1)
}
