import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives the terminal back on the ways out that bypass the program: an
/// `exit()` anywhere (through an `atexit` handler) and the signals of a crash
/// (through `FatalSignalChain`).
///
/// The terminal publishes its restore sequence here every time it changes
/// (full screen entered, a mode switched on or off) and withdraws it once it
/// has restored the terminal itself. `atexit` and signal handlers are C
/// functions that capture nothing, so what to restore must live in a
/// process-wide place. TextUI keeps global state only for such handlers: this
/// object, and the signals `TerminalEventPump` notes before libdispatch
/// takes them over.
///
/// `@unchecked Sendable`: `owner` and the registration flag are accessed only
/// with `lock` held; the record and the chain serialise their writers the same
/// way and are read lock-free by the handlers.
final class TerminalRestoreBackstop: @unchecked Sendable {
    private let lock = Mutex(())
    private let record = SignalSafeRestoreRecord()
    private let fatalSignals = FatalSignalChain()
    private var owner: ObjectIdentifier?
    private var isExitHandlerRegistered = false

    /// Remembers how to restore `owner`'s terminal, replacing what was there.
    /// - Parameter catchingFatalSignals: Also restore it on a crash; the
    ///   handlers are process-wide and stay installed (see `FatalSignalChain`).
    func publish(_ state: TerminalRestoreState, owner: ObjectIdentifier, catchingFatalSignals: Bool) {
        lock.withLock { _ in
            self.owner = owner
            record.store(state)
            if !isExitHandlerRegistered {
                isExitHandlerRegistered = true
                atexit { terminalRestoreBackstop.restoreAtExit() }
            }
            if catchingFatalSignals {
                fatalSignals.install { signalNumber, info, context in
                    terminalRestoreBackstop.restoreAndPassOn(signalNumber, info, context)
                }
            }
        }
    }

    /// Forgets `owner`'s terminal after it was restored the normal way.
    func withdraw(owner: ObjectIdentifier) {
        lock.withLock { _ in
            guard self.owner == owner else { return }
            self.owner = nil
            record.clear()
        }
    }

    /// Whether a terminal is waiting to be restored.
    var isArmed: Bool {
        record.isArmed
    }

    /// Restores the published terminal, once.
    func restoreAtExit() {
        lock.withLock { _ in
            owner = nil
            record.takeAndPlay(whenToApply: TCSADRAIN)
        }
    }

    /// The fatal-signal handler: restores the published terminal without a
    /// lock (the crashed thread may hold it), then lets the signal do what it
    /// would have done.
    private func restoreAndPassOn(
        _ signalNumber: Int32,
        _ info: UnsafeMutablePointer<siginfo_t>?,
        _ context: UnsafeMutableRawPointer?
    ) -> Never {
        record.takeAndPlay(whenToApply: TCSANOW)
        fatalSignals.passOn(signalNumber, info, context)
    }
}

/// See `TerminalRestoreBackstop` for why this is global.
let terminalRestoreBackstop = TerminalRestoreBackstop()
