import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Restores the terminal when the process exits without leaving full screen
/// (an `exit()` call anywhere, for instance).
///
/// `atexit` accepts only a C function that captures nothing, so what to
/// restore must live in a process-wide place: this is the one piece of global
/// state in TextUI, and nothing reads it except that exit handler.
///
/// `@unchecked Sendable`: all stored state is read and written with `lock` held.
final class TerminalRestoreBackstop: @unchecked Sendable {
    private struct Saved {
        let inputDescriptor: Int32
        let outputDescriptor: Int32
        let attributes: termios
    }

    private let lock = Mutex(())
    private var saved: Saved?
    private var isRegistered = false

    /// Remembers how to restore a terminal that has just entered full screen.
    func arm(inputDescriptor: Int32, outputDescriptor: Int32, attributes: termios) {
        lock.withLock { _ in
            saved = Saved(inputDescriptor: inputDescriptor, outputDescriptor: outputDescriptor, attributes: attributes)
            if !isRegistered {
                isRegistered = true
                atexit { terminalRestoreBackstop.restore() }
            }
        }
    }

    /// Forgets the terminal after it was restored the normal way.
    func disarm() {
        lock.withLock { _ in saved = nil }
    }

    /// Restores the remembered terminal, once.
    func restore() {
        lock.withLock { _ in
            guard let state = saved else { return }
            saved = nil
            FileDescriptorIO.writeAll(ControlSequence.leaveFullScreen, to: state.outputDescriptor)
            var attributes = state.attributes
            _ = tcsetattr(state.inputDescriptor, TCSADRAIN, &attributes)
        }
    }
}

/// See `TerminalRestoreBackstop` for why this is global.
let terminalRestoreBackstop = TerminalRestoreBackstop()
