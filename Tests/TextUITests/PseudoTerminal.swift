import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A real pseudo-terminal pair for tests: the program under test gets the
/// `subordinate` side as its tty, the test plays the terminal emulator on the
/// `controller` side.
final class PseudoTerminal {
    let controller: Int32
    let subordinate: Int32

    init() throws {
        var controller: Int32 = -1
        var subordinate: Int32 = -1
        guard openpty(&controller, &subordinate, nil, nil, nil) == 0 else {
            throw PseudoTerminalError.cannotOpen(errno)
        }
        _ = fcntl(controller, F_SETFL, fcntl(controller, F_GETFL) | O_NONBLOCK)
        self.controller = controller
        self.subordinate = subordinate
    }

    deinit {
        close(subordinate)
        close(controller)
    }

    /// Sets the window size, as a terminal emulator does when its window is resized.
    func setSize(columns: UInt16, rows: UInt16, pixelWidth: UInt16 = 0, pixelHeight: UInt16 = 0) {
        var window = winsize(ws_row: rows, ws_col: columns, ws_xpixel: pixelWidth, ws_ypixel: pixelHeight)
        _ = ioctl(controller, UInt(TIOCSWINSZ), &window)
    }

    /// Sends bytes as if typed.
    func type(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = write(controller, $0.baseAddress, $0.count) }
    }

    /// Everything the program has written so far (never blocks).
    func readOutput() -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(controller, $0.baseAddress, $0.count) }
            guard count > 0 else { return result }
            result += buffer[0..<count]
        }
    }

    /// The tty attributes the program's side has right now.
    func attributes() -> termios {
        var attributes = termios()
        _ = tcgetattr(subordinate, &attributes)
        return attributes
    }
}

enum PseudoTerminalError: Error {
    case cannotOpen(Int32)
}
