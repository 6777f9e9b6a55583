import Foundation
import Mapping

/// Issue 17's large documents: flat users like the seed's (``User/json``), with varied values,
/// as one JSON array or as JSON Lines, written to a file by the library's streaming writer.
enum StreamDocuments {
    /// The `index`th user: the seed user's shape and sizes, with values that vary.
    static func user(_ index: Int, random: inout SplitMix64) -> User {
        var user = User()
        user.userId = String(10_000_000 + index)
        user.nickname = random.sentence(words: Int.random(in: 1...3, using: &random))
        user.avatarImgUrl = "http://example.com/avatars/\(index % 100_000).jpg"
        user.signature = random.sentence(words: Int.random(in: 1...4, using: &random))
        user.age = Int.random(in: 16...90, using: &random)
        user.birthday = 1_052_209_042_000 + Int.random(in: 0...999_999_999, using: &random)
        user.gender = index % 3
        user.constellation = ["金牛座", "双子座", "巨蟹座", "狮子座"][index % 4]
        user.imAccId = random.word(length: 16, from: SplitMix64.latin)
        user.realMan = index % 2
        user.realPersonGender = (index / 2) % 2
        user.registerTime = 1_620_289_047_216 + index
        user.language = index % 5 == 0 ? "zh-CN" : "en-US"
        return user
    }

    /// Writes users to `url` until it holds at least `bytes` bytes: a JSON array, or JSON Lines.
    /// Returns the number of users and the file's size.
    static func write(to url: URL, bytes: Int, lines: Bool) throws -> (users: Int, bytes: Int) {
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else { throw NoResult("createFile") }
        let handle = try FileHandle(forWritingTo: url)
        let mapper = Mapper<User>()
        let writer = lines ? mapper.jsonLinesWriter(to: handle) : mapper.arrayWriter(to: handle)
        var random = SplitMix64(seed: 17)
        var count = 0
        var written = 0
        while written < bytes {
            for _ in 0..<1000 {
                try writer.write(user(count, random: &random))
                count += 1
            }
            written = Int(try handle.offset())
        }
        try writer.finish()
        let size = Int(try handle.offset())
        try handle.close()
        return (count, size)
    }

    /// The first `bytes` bytes' worth of the same users, in memory: arrays of `perChunk` users,
    /// each a separate document, as a program mapping the data in chunks would hold them.
    static func chunks(bytes: Int, perChunk: Int) throws -> [Data] {
        let mapper = Mapper<User>()
        var random = SplitMix64(seed: 17)
        var chunks: [Data] = []
        var total = 0
        var index = 0
        while total < bytes {
            let users = (0..<perChunk).map { offset in user(index + offset, random: &random) }
            index += perChunk
            guard let data = mapper.toJSONData(users) else { throw NoResult("toJSONData") }
            chunks.append(data)
            total += data.count
        }
        return chunks
    }

    /// The same users as JSON Lines held in memory: one document per line.
    static func lines(bytes: Int) throws -> [Data] {
        let mapper = Mapper<User>()
        var random = SplitMix64(seed: 17)
        var lines: [Data] = []
        var total = 0
        while total < bytes {
            guard let data = mapper.toJSONData(user(lines.count, random: &random)) else { throw NoResult("toJSONData") }
            lines.append(data)
            total += data.count + 1
        }
        return lines
    }
}
