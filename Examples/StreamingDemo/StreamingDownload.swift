import Foundation
import Mapping
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Downloads a URL and hands each piece of the response to a streaming reader as it arrives,
/// printing progress twice a second: models so far, megabytes read, and the rates.
///
/// A `URLSessionDataDelegate` works on every platform (`URLSession.bytes(for:)` is missing
/// from Linux's FoundationNetworking).
final class StreamingDownload: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    // Every callback runs on the session's serial delegate queue, and `run` reads the state
    // only after `done` is signalled: the queue and the semaphore order all accesses.
    private let label: String
    private let consume: (Data) throws -> Int
    private let finish: () throws -> Int
    private let done = DispatchSemaphore(value: 0)
    private var error: (any Error)?
    private var models = 0
    private var bytes = 0
    private let started = Date()
    private var lastReport = Date()

    /// `consume` reads a piece and `finish` ends the stream; each returns the models it delivered.
    init(_ label: String, consume: @escaping (Data) throws -> Int, finish: @escaping () throws -> Int) {
        self.label = label
        self.consume = consume
        self.finish = finish
    }

    /// Downloads `url`, waiting at most `seconds`; returns the models mapped.
    func run(_ url: URL, seconds: Double = 600) throws -> Int {
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 1
        let session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: queue)
        defer { session.invalidateAndCancel() }
        session.dataTask(with: url).resume()
        guard done.wait(timeout: .now() + seconds) == .success else { throw URLError(.timedOut) }
        if let error { throw error }
        report(final: true)
        return models
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        guard error == nil else { return }
        bytes += data.count
        do {
            models += try consume(data)
        } catch {
            self.error = error
            dataTask.cancel()
        }
        if Date().timeIntervalSince(lastReport) >= 0.5 { report(final: false) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        if self.error == nil {
            if let error {
                self.error = error
            } else {
                do { models += try finish() } catch { self.error = error }
            }
        }
        done.signal()
    }

    private func report(final: Bool) {
        lastReport = Date()
        let seconds = max(Date().timeIntervalSince(started), 0.001)
        let figures = String(format: "%9d models, %7.1f MB read, %9.0f models/s, %6.1f MB/s", models,
                             Double(bytes) / 1e6, Double(models) / seconds, Double(bytes) / 1e6 / seconds)
        print("  \(label) \(final ? "done" : "    "): \(figures)")
        fflush(nil)
    }
}
