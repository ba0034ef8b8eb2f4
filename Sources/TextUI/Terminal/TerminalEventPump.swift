import Dispatch
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns tty readability and signals into `TerminalEvent`s on one queue.
///
/// Dispatch sources on one serial queue read the input, decode keys, wait out
/// the Esc ambiguity and catch signals; the events are queued in the order
/// they happened, except that requests to end the program go first (see
/// `TerminalEventQueue`). In raw mode the tty no longer turns Ctrl-C into
/// SIGINT nor Ctrl-Z into SIGTSTP; the pump does, when it catches those signals.
///
/// On Linux, libdispatch routes a signal to its source by installing its own
/// handler when the source is registered, asynchronously, the first time a
/// source for that signal is created, and never again. Until then a signal
/// would take its default action (often: terminate) or, ignored, be lost; so
/// while a disposition is still SIG_DFL a handler that only notes the signal
/// covers that moment, and the source's registration handler delivers what it
/// noted. Dispositions are not reset when the pump stops: resetting them would
/// silently break any later pump.
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
    private let dispatchQueue = DispatchQueue(label: "TextUI.TerminalEventPump")
    private let inputDescriptor: Int32
    private let caughtSignals: [Int32]
    private let queue: TerminalEventQueue
    private let currentSize: @Sendable () -> Size
    private let suspend: @Sendable () -> Void
    private let resume: @Sendable () -> Void
    private var decoder = KeyDecoder()
    private var sources: [any DispatchSourceProtocol] = []
    private var escapeGeneration = 0
    private var replyDeadline: DispatchTime?
    private var isStopped = false
    /// The tty is lent to another program (`pauseInput()`): its keys are not
    /// read, and the signals its keys raise in the whole process group are its own.
    private var isLent = false

    init(
        inputDescriptor: Int32,
        caughtSignals: [Int32],
        queue: TerminalEventQueue,
        currentSize: @escaping @Sendable () -> Size,
        suspend: @escaping @Sendable () -> Void,
        resume: @escaping @Sendable () -> Void
    ) {
        self.inputDescriptor = inputDescriptor
        self.caughtSignals = caughtSignals
        self.queue = queue
        self.currentSize = currentSize
        self.suspend = suspend
        self.resume = resume
    }

    func start() {
        var newSources: [any DispatchSourceProtocol] = []
        let input = DispatchSource.makeReadSource(fileDescriptor: inputDescriptor, queue: dispatchQueue)
        input.setEventHandler { [weak self] in self?.readInput() }
        newSources.append(input)
        for signalNumber in caughtSignals {
            var current = sigaction()
            if sigaction(signalNumber, nil, &current) == 0, current.__sigaction_handler.sa_handler == nil {
                Self.noteUntilRegistered(signalNumber)
            }
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: dispatchQueue)
            source.setEventHandler { [weak self] in self?.handleSignal(signalNumber) }
            source.setRegistrationHandler { [weak self] in
                if Self.takeNotedSignal(signalNumber) {
                    self?.handleSignal(signalNumber)
                }
            }
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
            // A suspended source must be resumed before it is let go.
            if isLent { sources.first?.resume() }
            isLent = false
            defer { sources = [] }
            return sources
        }
        guard !stopped.isEmpty else { return }
        stopped.forEach { $0.cancel() }
        queue.finish()
    }

    /// Stops reading keys while another program has the tty (`Terminal.lend()`).
    func pauseInput() {
        lock.withLock { _ in
            guard !isStopped, !isLent, let input = sources.first else { return }
            isLent = true
            input.suspend()
        }
    }

    /// Reads keys again after `pauseInput()`.
    func resumeInput() {
        lock.withLock { _ in
            guard isLent, let input = sources.first else { return }
            isLent = false
            input.resume()
        }
    }

    /// Replies to queries just written are on their way for up to `budget`
    /// (or until the device attributes, which end every batch, come): until
    /// then a sequence cut between two reads is waited for, not taken as Esc
    /// and keys. A terminal sends its answer in one write, but a busy machine
    /// may hand it over in pieces further apart than `escapeTimeout`.
    func expectReplies(within budget: Duration) {
        let deadline = DispatchTime.now() + Self.interval(budget)
        lock.withLock { _ in replyDeadline = deadline }
    }

    /// When a sequence left unfinished at `now` is given up on: after
    /// `escapeTimeout`, or at the end of the wait for replies if that is later.
    static func escapeDeadline(now: DispatchTime, replyDeadline: DispatchTime?) -> DispatchTime {
        let usual = now + escapeTimeout
        guard let replyDeadline, replyDeadline > usual else { return usual }
        return replyDeadline
    }

    private func readInput() {
        // An Esc timer may still fire while the tty is lent: its bytes are not ours.
        guard !lock.withLock({ _ in isLent }) else { return }
        switch FileDescriptorIO.readAvailable(from: inputDescriptor) {
        case .bytes(let bytes):
            let (events, pending) = lock.withLock { _ in
                let events = decoder.decodeEvents(bytes)
                if events.contains(where: Self.endsReplies) { replyDeadline = nil }
                escapeGeneration += 1
                let deadline = Self.escapeDeadline(now: .now(), replyDeadline: replyDeadline)
                return (events, decoder.hasPendingEscape ? (escapeGeneration, deadline) : nil)
            }
            deliver(events)
            if let (generation, deadline) = pending {
                dispatchQueue.asyncAfter(deadline: deadline) { [weak self] in
                    self?.flushEscape(ifStillAt: generation)
                }
            }
        case .nothingYet:
            break
        case .endOfInput, .failed:
            // A closed tty stays readable forever; stop watching it.
            let input = lock.withLock { _ in sources.first }
            input?.cancel()
            queue.enqueue(.endOfInput)
        }
    }

    private func flushEscape(ifStillAt generation: Int) {
        // Silence means nothing to read, not nothing read yet: on a busy
        // machine the rest of a sequence may wait in the tty while this timer
        // runs first on the queue. Read it; the sequence then completes (or a
        // new wait starts).
        if Self.hasInput(inputDescriptor) {
            readInput()
            return
        }
        let keys = lock.withLock { _ in
            escapeGeneration == generation ? decoder.flushPendingEscape() : []
        }
        deliver(keys.map(TerminalEvent.key))
    }

    /// The device attributes close a batch of queries: nothing else is coming.
    private static func endsReplies(_ event: TerminalEvent) -> Bool {
        if case .reply(.deviceAttributes) = event { return true }
        return false
    }

    private static func interval(_ duration: Duration) -> DispatchTimeInterval {
        let (seconds, attoseconds) = duration.components
        let milliseconds = max(0, min(seconds, 86_400)) * 1000 + max(0, attoseconds) / 1_000_000_000_000_000
        return .milliseconds(Int(milliseconds))
    }

    /// Whether bytes wait to be read on `descriptor`.
    private static func hasInput(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&request, 1, 0) > 0 && request.revents & Int16(POLLIN) != 0
    }

    /// Queues decoded events; keys may stand for a signal first.
    private func deliver(_ events: [TerminalEvent]) {
        for event in events {
            guard case .key(let key) = event else {
                queue.enqueue(event)
                continue
            }
            switch Self.action(for: key, caughtSignals: caughtSignals) {
            case .suspend: suspend()
            case .deliver(let event): queue.enqueue(event)
            }
        }
    }

    enum KeyAction: Equatable {
        case suspend
        case deliver(TerminalEvent)
    }

    /// What a typed key does. Raw mode turns Ctrl-C and Ctrl-Z into bytes;
    /// where their signals are caught, they do what the tty would have done:
    /// Ctrl-C becomes SIGINT's event (and so goes ahead of waiting input),
    /// Ctrl-Z suspends.
    static func action(for key: Key, caughtSignals: [Int32]) -> KeyAction {
        if key == .ctrl("z"), caughtSignals.contains(SIGTSTP) { return .suspend }
        if key == .ctrl("c"), caughtSignals.contains(SIGINT) { return .deliver(.signal(.interrupt)) }
        return .deliver(.key(key))
    }

    private func handleSignal(_ signalNumber: Int32) {
        // While another program has the tty, in our process group, the
        // signals its keys raise in the whole group are its own: Ctrl-C is
        // its; Ctrl-Z stops this process too, as it is, so the shell gets the
        // terminal back; when the group is continued the other program still
        // has it. Other signals wait their turn in the queue.
        let isLent = lock.withLock { _ in self.isLent }
        switch signalNumber {
        case SIGWINCH:
            queue.enqueue(.resize(currentSize()))
        case SIGINT:
            if !isLent { queue.enqueue(.signal(.interrupt)) }
        case SIGTERM:
            queue.enqueue(.signal(.terminate))
        case SIGHUP:
            queue.enqueue(.signal(.hangup))
        case SIGTSTP:
            if isLent { kill(getpid(), SIGSTOP) } else { suspend() }
        case SIGCONT:
            guard !isLent else { return }
            // Also after a SIGSTOP we never saw: the shell may have reset the tty.
            resume()
            queue.enqueue(.resumed)
        default:
            break
        }
    }

    // MARK: Signals before registration

    /// Signals that arrived before their source was registered, one bit each.
    private static let notedSignals = Atomic<UInt64>(0)

    /// Installs a handler that only notes `signalNumber`, until libdispatch
    /// replaces it with its own.
    private static func noteUntilRegistered(_ signalNumber: Int32) {
        _ = notedSignals.load(ordering: .relaxed)
        var action = sigaction()
        action.__sigaction_handler.sa_handler = { signalNumber in
            guard signalNumber > 0, signalNumber < 64 else { return }
            TerminalEventPump.notedSignals.bitwiseOr(UInt64(1) << UInt64(signalNumber), ordering: .relaxed)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_RESTART
        _ = sigaction(signalNumber, &action, nil)
    }

    /// Whether `signalNumber` was noted before its source was registered; forgets it.
    private static func takeNotedSignal(_ signalNumber: Int32) -> Bool {
        guard signalNumber > 0, signalNumber < 64 else { return false }
        let bit = UInt64(1) << UInt64(signalNumber)
        return notedSignals.bitwiseAnd(~bit, ordering: .relaxed).oldValue & bit != 0
    }
}
