// doc-check: the two jobs scripts/docs.sh needs beyond `swift build` and `docc convert`.
//
//   doc-check prepare RAW OUT MODULE [EXCLUDED...]
//       Copies MODULE's symbol graphs from RAW (what `swift build -emit-symbol-graph` wrote)
//       into OUT, leaving out every symbol that belongs to an EXCLUDED module. Transforms
//       re-exports Mapping, so the compiler writes all of Mapping's symbols into Transforms'
//       graph too; without this step they would be documented twice.
//
//   doc-check check MODULE GRAPHS CATALOG ARCHIVE
//       Fails (exit 1) when a public symbol declared in Sources/MODULE has no documentation
//       comment, or when a top-level symbol is missing from the topic groups of the module's
//       landing page (DocC then files it under a generated group). Each line names the symbol
//       and says what to write, with the link DocC accepts. Then checks that the archive
//       opens: the landing page's HTML is there, its data lists every topic group of the
//       catalog's landing page, and every article of the catalog has its page.
//
// Built by scripts/docs.sh with the toolchain's swiftc; needs only Foundation.
import Foundation

struct Failure: Error, CustomStringConvertible {
    let description: String
}

/// Reads a JSON file as a Foundation object.
func readJSON(_ path: String) throws -> Any {
    guard let data = FileManager.default.contents(atPath: path) else { throw Failure(description: "cannot read \(path)") }
    return try JSONSerialization.jsonObject(with: data)
}

/// The symbol graph files of `module` in `directory`: `Module.symbols.json` and `Module@Other.symbols.json`.
func graphFiles(of module: String, in directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory)
        .filter { $0 == "\(module).symbols.json" || ($0.hasPrefix("\(module)@") && $0.hasSuffix(".symbols.json")) }
        .sorted()
}

func symbols(in graph: Any) -> [[String: Any]] {
    ((graph as? [String: Any])?["symbols"] as? [[String: Any]]) ?? []
}

func identifier(of symbol: [String: Any]) -> String? {
    (symbol["identifier"] as? [String: Any])?["precise"] as? String
}

// MARK: - prepare

func prepare(raw: String, out: String, module: String, excluded: [String]) throws {
    var foreign = Set<String>()
    for other in excluded {
        for file in try graphFiles(of: other, in: raw) {
            for symbol in symbols(in: try readJSON("\(raw)/\(file)")) {
                if let id = identifier(of: symbol) { foreign.insert(id) }
            }
        }
    }
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let files = try graphFiles(of: module, in: raw)
    guard !files.isEmpty else { throw Failure(description: "no symbol graph for \(module) in \(raw)") }
    for file in files {
        guard var graph = try readJSON("\(raw)/\(file)") as? [String: Any] else { continue }
        let kept = symbols(in: graph).filter { symbol in
            guard let id = identifier(of: symbol) else { return true }
            // A synthesized member is named after the type it lands on: `member::SYNTHESIZED::type`.
            let owner = id.components(separatedBy: "::SYNTHESIZED::").last ?? id
            return !foreign.contains(id) && !foreign.contains(owner)
        }
        let keptIDs = Set(kept.compactMap(identifier(of:)))
        // No symbol of the module left: the file only held the excluded module's extensions.
        guard !kept.isEmpty else { continue }
        graph["symbols"] = kept
        if let relationships = graph["relationships"] as? [[String: Any]] {
            graph["relationships"] = relationships.filter { keptIDs.contains($0["source"] as? String ?? "") }
        }
        let data = try JSONSerialization.data(withJSONObject: graph)
        guard FileManager.default.createFile(atPath: "\(out)/\(file)", contents: data) else {
            throw Failure(description: "cannot write \(out)/\(file)")
        }
    }
}

// MARK: - check

/// A public symbol of the module that needs a comment: where it is declared, and its name.
struct Declared {
    let file: String
    let line: Int
    let kind: String
    let path: String
}

func undocumented(module: String, graphs: String) throws -> [Declared] {
    var found: [String: Declared] = [:]
    for file in try graphFiles(of: module, in: graphs) {
        for symbol in symbols(in: try readJSON("\(graphs)/\(file)")) {
            let access = symbol["accessLevel"] as? String
            guard access == "public" || access == "open" else { continue }
            let kind = ((symbol["kind"] as? [String: Any])?["displayName"] as? String) ?? "symbol"
            guard kind != "Extension" else { continue }
            guard let location = symbol["location"] as? [String: Any],
                  let uri = location["uri"] as? String, uri.contains("/Sources/\(module)/")
            else { continue }
            let lines = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
            let text = lines.compactMap { $0["text"] as? String }.joined().trimmingCharacters(in: .whitespaces)
            guard text.isEmpty else { continue }
            let position = location["position"] as? [String: Any]
            let line = ((position?["line"] as? Int) ?? 0) + 1
            let relative = uri.components(separatedBy: "/Sources/").last.map { "Sources/" + $0 } ?? uri
            let path = (symbol["pathComponents"] as? [String])?.joined(separator: ".") ?? "?"
            found["\(relative):\(line)"] = Declared(file: relative, line: line, kind: kind.lowercased(), path: path)
        }
    }
    return found.values.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
}

/// The top-level symbols DocC had to file under a generated group on the landing page.
func uncurated(module: String, archive: String) throws -> [(title: String, link: String)] {
    let page = "\(archive)/data/documentation/\(module.lowercased()).json"
    guard let root = try readJSON(page) as? [String: Any] else { throw Failure(description: "cannot read \(page)") }
    let references = root["references"] as? [String: Any] ?? [:]
    var missing: [(String, String)] = []
    for section in root["topicSections"] as? [[String: Any]] ?? [] where section["generated"] as? Bool == true {
        for id in section["identifiers"] as? [String] ?? [] {
            let reference = references[id] as? [String: Any]
            // Extended modules (`Swift`, `Foundation`: the extensions of Array, Decimal, ...) are
            // DocC's own grouping; their pages list the extensions.
            if reference?["role"] as? String == "collection" { continue }
            let title = reference?["title"] as? String ?? id
            // The link is the title (`<-(_:_:)`), plus DocC's disambiguating suffix when the
            // page path has one (`value(_:)-8x2k`).
            let path = id.components(separatedBy: "/").last ?? title
            var link = title
            if let dash = path.lastIndex(of: "-"), !path[dash...].contains(")"), !title.contains("-") {
                link += String(path[dash...])
            }
            missing.append((title, link))
        }
    }
    return missing
}

/// What is wrong with the rendered archive: missing pages, topic groups that did not render.
func renderingProblems(module: String, catalog: String, archive: String) throws -> [String] {
    let fileManager = FileManager.default
    let slug = module.lowercased()
    var problems: [String] = []
    if !fileManager.fileExists(atPath: "\(archive)/documentation/\(slug)/index.html") {
        problems.append("no landing page at documentation/\(slug)/index.html")
    }
    // The landing page's topic groups: the `### ` headings after `## Topics`.
    let landing = try String(contentsOfFile: "\(catalog)/\(module).md", encoding: .utf8)
    var inTopics = false
    var headings: [String] = []
    for line in landing.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("## ") { inTopics = line == "## Topics" }
        if inTopics, line.hasPrefix("### ") { headings.append(String(line.dropFirst(4))) }
    }
    let page = try readJSON("\(archive)/data/documentation/\(slug).json") as? [String: Any] ?? [:]
    let rendered = Set((page["topicSections"] as? [[String: Any]] ?? []).compactMap { $0["title"] as? String })
    for heading in headings where !rendered.contains(heading) {
        problems.append("the landing page does not list the topic group \"\(heading)\"")
    }
    if headings.isEmpty { problems.append("the landing page \(module).md has no ## Topics groups") }
    for file in try fileManager.contentsOfDirectory(atPath: catalog).sorted() where file.hasSuffix(".md") {
        let name = String(file.dropLast(3))
        guard name != module else { continue }
        let path = "documentation/\(slug)/\(name.lowercased())/index.html"
        if !fileManager.fileExists(atPath: "\(archive)/\(path)") { problems.append("no page for the article \(name) (\(path))") }
    }
    return problems
}

func check(module: String, graphs: String, catalog: String, archive: String) throws -> Bool {
    var clean = true
    let bare = try undocumented(module: module, graphs: graphs)
    for symbol in bare {
        print("\(symbol.file):\(symbol.line): error: public \(symbol.kind) \(symbol.path) has no documentation comment")
    }
    if !bare.isEmpty {
        print("\(module): \(bare.count) public declaration(s) without a documentation comment (one-line summary, blank ///, detail)")
        clean = false
    }
    let loose = try uncurated(module: module, archive: archive)
    for symbol in loose {
        print("\(module).docc: error: \(symbol.title) is in no topic group; add `- ``\(symbol.link)``` under a ### heading of the landing page's ## Topics")
    }
    if !loose.isEmpty {
        print("\(module): \(loose.count) top-level symbol(s) missing from the landing page's topic groups")
        clean = false
    }
    let problems = try renderingProblems(module: module, catalog: catalog, archive: archive)
    for problem in problems { print("\(module).doccarchive: error: \(problem)") }
    if !problems.isEmpty { clean = false }
    if clean {
        print("ok   \(module): every public symbol documented, every top-level symbol in a topic group, "
            + "\(headings(in: archive, module: module)) topic groups and every article rendered")
    }
    return clean
}

func headings(in archive: String, module: String) -> Int {
    let page = (try? readJSON("\(archive)/data/documentation/\(module.lowercased()).json")) as? [String: Any]
    return (page?["topicSections"] as? [[String: Any]] ?? []).count
}

// MARK: - main

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "prepare" where arguments.count >= 4:
        try prepare(raw: arguments[1], out: arguments[2], module: arguments[3], excluded: Array(arguments.dropFirst(4)))
    case "check" where arguments.count == 5:
        let clean = try check(module: arguments[1], graphs: arguments[2], catalog: arguments[3], archive: arguments[4])
        exit(clean ? 0 : 1)
    default:
        print("usage: doc-check prepare RAW OUT MODULE [EXCLUDED...] | doc-check check MODULE GRAPHS CATALOG ARCHIVE")
        exit(2)
    }
} catch {
    print("doc-check: error: \(error)")
    exit(1)
}
