import TextUI

/// The full-screen UI was ended by a signal (Ctrl-C, SIGTERM, SIGHUP): not a
/// failure to report, but a way out the process takes by that same signal, so
/// its status is 128 + N (DESIGN §1) once everything has been closed.
struct EndedBySignal: Error, Equatable {
    let signal: TerminalSignal
}
