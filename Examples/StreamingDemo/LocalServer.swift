import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A tiny HTTP server on 127.0.0.1, on a port the system picks, for the demo: each request is
/// answered on its own thread by the route for its path, which writes the body as it is
/// generated. The body ends when the connection closes (HTTP/1.0), so its size need not be
/// known before it is written.
final class LocalServer: @unchecked Sendable {
    // `listener` is set once before the accepting thread starts and closed once by `stop()`;
    // the routes are immutable. Each connection is owned by the thread that answers it.
    typealias Route = (_ send: @escaping ([UInt8]) throws -> Void) throws -> Void

    let port: Int
    private let listener: Int32
    private let routes: [String: Route]

    struct Failure: Error, CustomStringConvertible {
        let call: String
        var description: String { "\(call) failed: \(String(cString: strerror(errno)))" }
    }

    init(routes: [String: Route]) throws {
        self.routes = routes
        #if canImport(Glibc)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard descriptor >= 0 else { throw Failure(call: "socket") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { socketAddress in
                bind(descriptor, socketAddress, length) == 0 && listen(descriptor, 16) == 0
                    && getsockname(descriptor, socketAddress, &length) == 0
            }
        }
        guard bound else {
            close(descriptor)
            throw Failure(call: "bind")
        }
        listener = descriptor
        port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Starts answering requests, each on its own thread.
    func start() {
        Thread.detachNewThread { [self] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                Thread.detachNewThread { [self] in answer(connection) }
            }
        }
    }

    /// Stops accepting requests.
    func stop() {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private func answer(_ connection: Int32) {
        defer { close(connection) }
        // The request line and headers: only the path matters here.
        var request: [UInt8] = []
        var piece = [UInt8](repeating: 0, count: 4096)
        while request.count < 65_536, !request.contains(subsequence: [13, 10, 13, 10]) {
            let count = read(connection, &piece, piece.count)
            guard count > 0 else { return }
            request.append(contentsOf: piece[..<count])
        }
        let line = String(decoding: request.prefix { $0 != 13 }, as: UTF8.self).split(separator: " ")
        let path = line.count > 1 ? String(line[1]) : "/"
        let send: ([UInt8]) throws -> Void = { bytes in try Self.send(bytes, to: connection) }
        do {
            guard let route = routes[path] else {
                try send(Array("HTTP/1.0 404 Not Found\r\nContent-Length: 0\r\n\r\n".utf8))
                return
            }
            try send(Array("HTTP/1.0 200 OK\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n".utf8))
            try route(send)
        } catch {
            // The client went away: nothing more to send.
        }
    }

    private static func send(_ bytes: [UInt8], to connection: Int32) throws {
        try bytes.withUnsafeBytes { buffer in
            guard var next = buffer.baseAddress else { return }
            var remaining = buffer.count
            while remaining > 0 {
                let sent = write(connection, next, remaining)
                guard sent > 0 else { throw Failure(call: "write") }
                next += sent
                remaining -= sent
            }
        }
    }
}

extension Array where Element == UInt8 {
    func contains(subsequence: [UInt8]) -> Bool {
        guard count >= subsequence.count else { return false }
        return (0...(count - subsequence.count)).contains { self[$0..<($0 + subsequence.count)].elementsEqual(subsequence) }
    }
}
