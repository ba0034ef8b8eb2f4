import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The restore sequence kept in fixed memory, so that a fatal-signal handler
/// can play it: playing takes no lock and allocates nothing, it calls only
/// `write` and `tcsetattr` (both async-signal-safe).
///
/// There are two slots. A new state goes into the slot written least
/// recently and is then published with one atomic store, so a handler never
/// reads a slot while it is being written. Taking the published slot is an
/// atomic exchange, so the sequence plays once however many ways out race.
///
/// `@unchecked Sendable`: the slots are written only by `store(_:)`, whose
/// callers serialise it (`TerminalRestoreBackstop` holds its lock), and read
/// only after the atomic `published` hands them over.
final class SignalSafeRestoreRecord: @unchecked Sendable {
    private struct Slot {
        var inputDescriptor: Int32 = -1
        var outputDescriptor: Int32 = -1
        var attributes = termios()
        var byteCount = 0
    }

    private static let capacity = TerminalModeStack.restoreByteCapacity
    private static let none = -1

    private let slots: UnsafeMutablePointer<Slot>
    private let bytes: UnsafeMutablePointer<UInt8>
    /// The slot to play, or `none`.
    private let published = Atomic<Int>(-1)
    private var lastWritten = 1

    init() {
        slots = .allocate(capacity: 2)
        slots.initialize(repeating: Slot(), count: 2)
        bytes = .allocate(capacity: 2 * Self.capacity)
        bytes.initialize(repeating: 0, count: 2 * Self.capacity)
    }

    deinit {
        slots.deinitialize(count: 2)
        slots.deallocate()
        bytes.deallocate()
    }

    /// Whether a state is waiting to be played.
    var isArmed: Bool {
        published.load(ordering: .acquiring) != Self.none
    }

    /// Publishes `state` as the one to play. Callers serialise calls.
    func store(_ state: TerminalRestoreState) {
        let index = 1 - lastWritten
        lastWritten = index
        let restoreBytes = state.modes.restoreBytes
        let count = min(restoreBytes.count, Self.capacity)
        restoreBytes.withUnsafeBufferPointer { source in
            if let base = source.baseAddress {
                (bytes + index * Self.capacity).update(from: base, count: count)
            }
        }
        slots[index] = Slot(
            inputDescriptor: state.inputDescriptor,
            outputDescriptor: state.outputDescriptor,
            attributes: state.attributes,
            byteCount: count
        )
        published.store(index, ordering: .releasing)
    }

    /// Forgets the published state: the terminal was given back another way.
    func clear() {
        published.store(Self.none, ordering: .releasing)
    }

    /// Plays the published state, if any, and forgets it. Async-signal-safe.
    /// - Parameter whenToApply: `TCSADRAIN` to change the tty settings once
    ///   the bytes are out, `TCSANOW` where waiting could hang (a crash).
    /// - Returns: Whether there was something to play.
    @discardableResult
    func takeAndPlay(whenToApply: Int32) -> Bool {
        let index = published.exchange(Self.none, ordering: .acquiringAndReleasing)
        guard index != Self.none else { return false }
        let slot = slots[index]
        FileDescriptorIO.writeAll(
            UnsafeRawBufferPointer(start: bytes + index * Self.capacity, count: slot.byteCount),
            to: slot.outputDescriptor
        )
        var attributes = slot.attributes
        _ = tcsetattr(slot.inputDescriptor, whenToApply, &attributes)
        return true
    }
}
