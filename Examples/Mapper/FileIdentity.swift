#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The file an input names, told by its device and inode rather than its name: `-`,
/// `/dev/stdin`, `/proc/self/fd/0` and a symbolic link to any of them are one pipe.
///
/// A pipe or a socket is read once: what one read takes, a second read never sees. So a command
/// that reads several inputs asks ``firstRepeatedStream(in:)`` for two names of one before it
/// reads any. A file named twice is read twice, each time whole, and a terminal gives what is
/// typed for each read, so those may be named again.
struct FileIdentity: Hashable {
    let device: UInt64
    let inode: UInt64
    /// What the file is, when reading it takes what it reads ("pipe", "socket"); `nil` for a
    /// file that reads the same again, or a device.
    let stream: String?

    /// The file `path` names, following symbolic links, or standard input's for `-`; `nil`
    /// when it cannot be found (reading it says why).
    init?(of path: String) {
        var status = stat()
        let found = path == "-" ? fstat(STDIN_FILENO, &status) : stat(path, &status)
        guard found == 0 else { return nil }
        device = UInt64(truncatingIfNeeded: status.st_dev)
        inode = UInt64(truncatingIfNeeded: status.st_ino)
        switch status.st_mode & S_IFMT {
        case S_IFIFO: stream = "pipe"
        case S_IFSOCK: stream = "socket"
        default: stream = nil
        }
    }

    /// The first two of `paths` that name one pipe or socket, with what it is; `nil` when
    /// none do.
    static func firstRepeatedStream(in paths: [String]) -> (first: String, second: String, stream: String)? {
        var seen: [FileIdentity: String] = [:]
        for path in paths {
            guard let identity = FileIdentity(of: path), let stream = identity.stream else { continue }
            if let first = seen[identity] { return (first, path, stream) }
            seen[identity] = path
        }
        return nil
    }
}
