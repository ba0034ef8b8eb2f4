#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How to give a taken-over terminal back: the modes to switch off and the
/// tty settings from before.
struct TerminalRestoreState {
    let inputDescriptor: Int32
    let outputDescriptor: Int32
    /// The tty settings before full screen.
    let attributes: termios
    var modes = TerminalModeStack()

    /// Writes the `off` bytes of every mode, newest first, then gives the tty
    /// its settings back once those bytes are out. `SignalSafeRestoreRecord`
    /// plays the same two steps from a crash handler.
    func play() {
        FileDescriptorIO.writeAll(modes.restoreBytes, to: outputDescriptor)
        var attributes = attributes
        _ = tcsetattr(inputDescriptor, TCSADRAIN, &attributes)
    }
}
