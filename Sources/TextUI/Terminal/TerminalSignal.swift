#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A request to end the program that arrived as a POSIX signal (or as Ctrl-C,
/// which raw mode turns into a byte and the terminal turns back into `.interrupt`).
public enum TerminalSignal: Hashable, Sendable {
    /// SIGINT (Ctrl-C, or `kill -INT`).
    case interrupt
    /// SIGTERM.
    case terminate
    /// SIGHUP: the terminal was closed.
    case hangup

    /// The POSIX signal number.
    public var number: Int32 {
        switch self {
        case .interrupt: return SIGINT
        case .terminate: return SIGTERM
        case .hangup: return SIGHUP
        }
    }

    /// The status a shell reports for a process this signal ended: 128 + N.
    public var exitStatus: Int32 {
        128 + number
    }

    /// Ends the process by this signal's default action, as if it had never
    /// been caught: the parent sees the process killed by the signal (a shell
    /// reports 128 + N, and a shell script running it stops too). Call it
    /// once the terminal is restored and everything is closed.
    public func terminateProcess() -> Never {
        let signalNumber = number
        // Caught signals stay with libdispatch's handler; take them back.
        signal(signalNumber, SIG_DFL)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signalNumber)
        // libdispatch blocks signals in the threads it touches, which may be
        // this one; raise() targets this thread alone.
        _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        _ = raise(signalNumber)
        _exit(exitStatus)
    }
}
