#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ImportProgressLine {
    /// A progress line on stderr, timed from now; `nil` when stderr is no
    /// terminal (a file or a pipe gets the report alone).
    static func onStandardError() -> ImportProgressLine? {
        guard isatty(STDERR_FILENO) == 1 else { return nil }
        var size = winsize()
        let columns = ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
        let start = ContinuousClock.now
        return ImportProgressLine(width: columns, elapsed: { ContinuousClock.now - start }) { text in
            _ = StandardStreams.writeAll(Array(text.utf8), to: STDERR_FILENO)
        }
    }

    /// Redraws the line now and then while the import runs, so a slow step
    /// (one look-up waiting on the network) still shows, until cancelled.
    func keepDrawing() -> Task<Void, Never> {
        Task { [self] in
            while !Task.isCancelled {
                try? await Task.sleep(for: .milliseconds(100))
                refresh()
            }
        }
    }
}
