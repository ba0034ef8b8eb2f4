import Dispatch
import Foundation
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
/// `@unchecked Sendable`: the mutable state (decoder, sources, escape timer
/// generation) is accessed only with `lock` held.
final class TerminalEventPump: @unchecked Sendable {
    /// How long to wait after an Esc for the rest of a sequence; terminals send
    /// a sequence in one write, so anything later was typed by a person.
    static let escapeTimeout = DispatchTimeInterval.milliseconds(50)

    private static let signalsToCatch: [Int32] = [SIGWINCH, SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT]

    private let lock = NSLock()
    private let queue = DispatchQueue(label: "TextUI.TerminalEventPump")
    private let inputDescriptor: Int32
    private let handlesSignals: Bool
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
        handlesSignals: Bool,
        continuation: AsyncStream<TerminalEvent>.Continuation,
        currentSize: @escaping @Sendable () -> Size,
        suspend: @escaping @Sendable () -> Void,
        resume: @escaping @Sendable () -> Void
    ) {
        self.inputDescriptor = inputDescriptor
        self.handlesSignals = handlesSignals
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
        if handlesSignals {
            for signalNumber in Self.signalsToCatch {
                // Without this the default action (often: terminate) would run
                // before the source sees the signal.
                signal(signalNumber, SIG_IGN)
                let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: queue)
                source.setEventHandler { [weak self] in self?.handleSignal(signalNumber) }
                newSources.append(source)
            }
        }
        lock.withLock { sources = newSources }
        newSources.forEach { $0.resume() }
    }

    /// Stops reading and catching signals, and ends the stream. Idempotent.
    func stop() {
        let stopped: [any DispatchSourceProtocol] = lock.withLock {
            guard !isStopped else { return [] }
            isStopped = true
            defer { sources = [] }
            return sources
        }
        guard !stopped.isEmpty else { return }
        stopped.forEach { $0.cancel() }
        if handlesSignals {
            for signalNumber in Self.signalsToCatch {
                signal(signalNumber, SIG_DFL)
            }
        }
        continuation.finish()
    }

    private func readInput() {
        switch FileDescriptorIO.readAvailable(from: inputDescriptor) {
        case .bytes(let bytes):
            let (keys, generation) = lock.withLock {
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
            let input = lock.withLock { sources.first }
            input?.cancel()
            continuation.yield(.endOfInput)
        }
    }

    private func flushEscape(ifStillAt generation: Int) {
        let keys = lock.withLock {
            escapeGeneration == generation ? decoder.flushPendingEscape() : []
        }
        deliver(keys)
    }

    private func deliver(_ keys: [Key]) {
        for key in keys {
            if handlesSignals, key == .ctrl("z") {
                suspend()
                continuation.yield(.resumed)
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
            continuation.yield(.resumed)
        case SIGCONT:
            // Also after a SIGSTOP we never saw: the shell may have reset the tty.
            resume()
            continuation.yield(.resumed)
        default:
            break
        }
    }
}
