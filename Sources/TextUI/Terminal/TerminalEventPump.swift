import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns tty readability and signals into `TerminalEvent`s on one stream.
///
/// Dispatch sources on one serial queue read the input, decode keys, wait out
/// the Esc ambiguity and catch signals; the events are yielded in the order
/// they happened.
///
/// On Linux, libdispatch routes a signal to its source by installing its own
/// handler the first time a source for that signal is created, and never
/// again. So dispositions are set to SIG_IGN only while still SIG_DFL (to
/// cover the moment before the source is registered) and are not reset when
/// the pump stops: resetting them would silently break any later pump.
///
/// `@unchecked Sendable`: the mutable state (decoder, sources, escape timer
/// generation) is accessed only with `lock` held.
final class TerminalEventPump: @unchecked Sendable {
    /// How long to wait after an Esc for the rest of a sequence; terminals send
    /// a sequence in one write, so anything later was typed by a person.
    static let escapeTimeout = DispatchTimeInterval.milliseconds(50)

    /// Every signal the terminal turns into events.
    static let allCaughtSignals: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]

    private let lock = Mutex(())
    private let queue = DispatchQueue(label: "TextUI.TerminalEventPump")
    private let inputDescriptor: Int32
    private let caughtSignals: [Int32]
    private let continuation: AsyncStream<TerminalEvent>.Continuation
    private let currentSize: @Sendable () -> Size
    private let suspend: @Sendable () -> Void
    private let resume: @Sendable () -> Void
    private var decoder = KeyDecoder()
    private var sources: [any DispatchSourceProtocol] = []
    private var escapeGeneration = 0
    private var isStopped = false

    init(
        inputDescriptor: Int32,
        caughtSignals: [Int32],
        continuation: AsyncStream<TerminalEvent>.Continuation,
        currentSize: @escaping @Sendable () -> Size,
        suspend: @escaping @Sendable () -> Void,
        resume: @escaping @Sendable () -> Void
    ) {
        self.inputDescriptor = inputDescriptor
        self.caughtSignals = caughtSignals
        self.continuation = continuation
        self.currentSize = currentSize
        self.suspend = suspend
        self.resume = resume
    }

    func start() {
        var newSources: [any DispatchSourceProtocol] = []
        let input = DispatchSource.makeReadSource(fileDescriptor: inputDescriptor, queue: queue)
        input.setEventHandler { [weak self] in self?.readInput() }
        newSources.append(input)
        for signalNumber in caughtSignals {
            // Until the source is registered, the default action (often:
            // terminate) would run instead.
            var current = sigaction()
            if sigaction(signalNumber, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil {
                signal(signalNumber, SIG_IGN)
            }
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
            source.setEventHandler { [weak self] in self?.handleSignal(signalNumber) }
            newSources.append(source)
        }
        lock.withLock { _ in sources = newSources }
        newSources.forEach { $0.resume() }
    }

    /// Stops reading and catching signals, and ends the stream. Idempotent.
    func stop() {
        let stopped: [any DispatchSourceProtocol] = lock.withLock { _ in
            guard !isStopped else { return [] }
            isStopped = true
            defer { sources = [] }
            return sources
        }
        guard !stopped.isEmpty else { return }
        stopped.forEach { $0.cancel() }
        continuation.finish()
    }

    private func readInput() {
        switch FileDescriptorIO.readAvailable(from: inputDescriptor) {
        case .bytes(let bytes):
            let (keys, generation) = lock.withLock { _ in
                let keys = decoder.decode(bytes)
                escapeGeneration += 1
                return (keys, decoder.hasPendingEscape ? escapeGeneration : nil)
            }
            deliver(keys)
            if let generation {
                queue.asyncAfter(deadline: .now() + Self.escapeTimeout) { [weak self] in
                    self?.flushEscape(ifStillAt: generation)
                }
            }
        case .nothingYet:
            break
        case .endOfInput, .failed:
            // A closed tty stays readable forever; stop watching it.
            let input = lock.withLock { _ in sources.first }
            input?.cancel()
            continuation.yield(.endOfInput)
        }
    }

    private func flushEscape(ifStillAt generation: Int) {
        let keys = lock.withLock { _ in
            escapeGeneration == generation ? decoder.flushPendingEscape() : []
        }
        deliver(keys)
    }

    private func deliver(_ keys: [Key]) {
        for key in keys {
            if caughtSignals.contains(SIGTSTP), key == .ctrl("z") {
                // Raw mode turns Ctrl-Z into a byte; do what the tty would have done.
                suspend()
            } else {
                continuation.yield(.key(key))
            }
        }
    }

    private func handleSignal(_ signalNumber: Int32) {
        switch signalNumber {
        case SIGWINCH:
            continuation.yield(.resize(currentSize()))
        case SIGINT:
            continuation.yield(.signal(.interrupt))
        case SIGTERM:
            continuation.yield(.signal(.terminate))
        case SIGHUP:
            continuation.yield(.signal(.hangup))
        case SIGTSTP:
            suspend()
        case SIGCONT:
            // Also after a SIGSTOP we never saw: the shell may have reset the tty.
            resume()
            continuation.yield(.resumed)
        default:
            break
        }
    }
}
