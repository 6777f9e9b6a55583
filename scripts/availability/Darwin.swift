// The C library declarations that Mapping uses, as Darwin imports them into Swift (and
// Foundation re-exports them), for scripts/availability.sh. Type-checked against, never run.
//
// read(2), write(2), memchr(3), memmove(3), memcmp(3), malloc(3), realloc(3), free(3), errno and
// EINTR are POSIX and C, in every version of every Apple OS, so none carries an @available line. `POSIXErrorCode` is the Darwin
// overlay's enum of errno values (only the cases the library names are written out).

private func stub() -> Never { fatalError("availability stub: type-checked, never run") }

public func read(_ fd: Int32, _ buf: UnsafeMutableRawPointer!, _ nbyte: Int) -> Int { stub() }
public func write(_ fd: Int32, _ buf: UnsafeRawPointer!, _ nbyte: Int) -> Int { stub() }
public func memchr(_ s: UnsafeRawPointer!, _ c: Int32, _ n: Int) -> UnsafeMutableRawPointer! { stub() }
public func memmove(_ dst: UnsafeMutableRawPointer!, _ src: UnsafeRawPointer!, _ n: Int) -> UnsafeMutableRawPointer! {
    stub()
}
public func memcmp(_ s1: UnsafeRawPointer!, _ s2: UnsafeRawPointer!, _ n: Int) -> Int32 { stub() }
public func malloc(_ size: Int) -> UnsafeMutableRawPointer! { stub() }
public func realloc(_ pointer: UnsafeMutableRawPointer!, _ size: Int) -> UnsafeMutableRawPointer! { stub() }
public func free(_ pointer: UnsafeMutableRawPointer!) { stub() }

public var errno: Int32 {
    get { stub() }
    set { stub() }
}
public var EINTR: Int32 { stub() }

// Signals, for a stream writer's write that holds SIGPIPE back (sigprocmask(2), sigsetops(3),
// sigpending(2), sigwait(2), pthread_sigmask(3)): POSIX, in every version of every Apple OS.
// Darwin's `sigset_t` is a 32-bit mask; C functions' results may be left unused, as imported.
public typealias sigset_t = UInt32
public var SIGPIPE: Int32 { stub() }
public var SIG_BLOCK: Int32 { stub() }
public var SIG_SETMASK: Int32 { stub() }
@discardableResult public func sigemptyset(_ set: UnsafeMutablePointer<sigset_t>!) -> Int32 { stub() }
@discardableResult public func sigaddset(_ set: UnsafeMutablePointer<sigset_t>!, _ signal: Int32) -> Int32 { stub() }
@discardableResult public func sigismember(_ set: UnsafePointer<sigset_t>!, _ signal: Int32) -> Int32 { stub() }
@discardableResult public func sigpending(_ set: UnsafeMutablePointer<sigset_t>!) -> Int32 { stub() }
@discardableResult public func sigwait(_ set: UnsafePointer<sigset_t>!, _ signal: UnsafeMutablePointer<Int32>!) -> Int32 { stub() }
@discardableResult public func pthread_sigmask(_ how: Int32, _ set: UnsafePointer<sigset_t>!, _ previous: UnsafeMutablePointer<sigset_t>!) -> Int32 {
    stub()
}

public enum POSIXErrorCode: Int32, Sendable {
    case EINTR = 4
    case EIO = 5
    case EPIPE = 32
}
