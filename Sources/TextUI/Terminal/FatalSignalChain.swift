#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Puts a handler in front of whatever handles the signals that end a process
/// abnormally — a crash, `abort()`, a trap, or someone's `kill -SEGV` — and,
/// once that handler has run, passes the signal on so the process ends the
/// way it would have without us.
///
/// Swift's runtime installs its crash handler (the backtracer) for these
/// signals at start-up, and only where it finds the default action. Ours is
/// installed later, so it sees Swift's as the previous handler and calls it
/// after giving the terminal back: the backtrace prints on the normal screen
/// in cooked mode instead of the raw alternate screen. Swift's handler resets
/// the signals to their default action and returns, expecting the faulting
/// instruction to fault again; a signal sent with `kill` would then simply be
/// swallowed. So, after it returns, the signal is raised again with its
/// default action: the process dies by that signal, with status 128+N and a
/// core dump where those are enabled.
///
/// `@unchecked Sendable`: `previousActions` is written by `install(_:)` (whose
/// caller serialises it) before any handler can run, and only read afterwards.
final class FatalSignalChain: @unchecked Sendable {
    typealias Handler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

    /// The signals whose default action ends the process abnormally and that
    /// Swift's backtracer catches (SIGQUIT among them), plus SIGSYS.
    static let signals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGQUIT, SIGSYS]

    private static let slotCount = 65
    /// Indexed by signal number; read by the handler, which must not allocate.
    private let previousActions: UnsafeMutablePointer<sigaction>
    private var isInstalled = false

    init() {
        previousActions = .allocate(capacity: Self.slotCount)
        previousActions.initialize(repeating: sigaction(), count: Self.slotCount)
    }

    deinit {
        previousActions.deinitialize(count: Self.slotCount)
        previousActions.deallocate()
    }

    /// Installs `handler` for every signal in `signals`, once; a signal that
    /// is ignored (as a parent may ask) is left alone. Callers serialise calls.
    func install(_ handler: Handler) {
        guard !isInstalled else { return }
        isInstalled = true
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = handler
        // On the alternate stack Swift's runtime sets up, so a stack overflow
        // is caught too; not deferred, as Swift's own handler asks, so that a
        // crash inside the handlers ends the process instead of hanging it.
        action.sa_flags = SA_SIGINFO | SA_ONSTACK | SA_NODEFER
        sigfillset(&action.sa_mask)
        for signalNumber in Self.signals {
            sigdelset(&action.sa_mask, signalNumber)
        }
        for signalNumber in Self.signals {
            var previous = sigaction()
            guard sigaction(signalNumber, nil, &previous) == 0,
                  Self.address(of: previous.__sigaction_handler.sa_handler) != Self.address(of: SIG_IGN)
            else { continue }
            previousActions[Int(signalNumber)] = previous
            _ = sigaction(signalNumber, &action, nil)
        }
    }

    /// Runs the handler that was there before ours, then ends the process by
    /// `signalNumber` with its default action. Async-signal-safe.
    func passOn(_ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?) -> Never {
        if signalNumber > 0, signalNumber < Self.slotCount {
            let previous = previousActions[Int(signalNumber)]
            if previous.sa_flags & SA_SIGINFO != 0 {
                previous.__sigaction_handler.sa_sigaction?(signalNumber, info, context)
            } else if Self.address(of: previous.__sigaction_handler.sa_handler) > Self.address(of: SIG_IGN) {
                previous.__sigaction_handler.sa_handler?(signalNumber)
            }
        }
        var defaultAction = sigaction()
        sigemptyset(&defaultAction.sa_mask)
        _ = sigaction(signalNumber, &defaultAction, nil)
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        sigaddset(&unblocked, signalNumber)
        _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
        _ = raise(signalNumber)
        // Only if the signal's default action did not end the process.
        _exit(128 + signalNumber)
    }

    /// A handler as a number: SIG_DFL is 0, SIG_IGN 1, anything else a function.
    private static func address(of handler: __sighandler_t?) -> Int {
        unsafeBitCast(handler, to: Int.self)
    }
}
