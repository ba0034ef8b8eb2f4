public import TextUI
import Synchronization

/// A terminal for tests: a fixed-size window that records every byte written
/// to it, shows them as text through a `VirtualScreen`, and delivers events
/// that the test scripts, in the order a real terminal would (signals ahead
/// of waiting input). Modes and their restore sequence behave as on a real
/// terminal, so the bytes written on the way out are the real ones.
///
/// `@unchecked Sendable`: every stored property is read and written only while
/// `lock` is held.
public final class InMemoryTerminal: Terminal, @unchecked Sendable {
    private let lock = Mutex(())
    private var currentSize: Size
    private var recordedOutput: [UInt8] = []
    private var virtualScreen: VirtualScreen
    private var fullScreen = false
    private var fullScreenEntryCount = 0
    private var writes = 0
    private var modes = TerminalModeStack()
    /// The modes switched off while the terminal is lent, to switch on again.
    private var lentModes: [TerminalMode]?
    private var lendCount = 0
    private let queue = TerminalEventQueue()

    /// - Parameters:
    ///   - size: The window size.
    ///   - events: Events already waiting when the program starts reading.
    public init(size: Size, events: [TerminalEvent] = []) {
        currentSize = size
        virtualScreen = VirtualScreen(size: size)
        for event in events {
            queue.enqueue(event)
        }
    }

    /// - Parameters:
    ///   - size: The window size.
    ///   - keys: Keys already typed when the program starts reading.
    public convenience init(size: Size, keys: [Key]) {
        self.init(size: size, events: keys.map(TerminalEvent.key))
    }

    // MARK: Terminal

    public var size: Size {
        lock.withLock { _ in currentSize }
    }

    public func write(_ bytes: [UInt8]) {
        lock.withLock { _ in
            writes += 1
            record(bytes)
        }
    }

    /// How many times the program wrote (about one a frame).
    public var writeCount: Int {
        lock.withLock { _ in writes }
    }

    public func enterFullScreen() throws {
        lock.withLock { _ in
            guard !fullScreen else { return }
            fullScreen = true
            fullScreenEntryCount += 1
            _ = switchOnLocked(.fullScreen)
        }
    }

    public func leaveFullScreen() {
        lock.withLock { _ in
            guard fullScreen else { return }
            fullScreen = false
            record(modes.restoreBytes)
            modes.removeAll()
        }
    }

    @discardableResult
    public func switchOn(_ mode: TerminalMode) -> Bool {
        lock.withLock { _ in fullScreen && switchOnLocked(mode) }
    }

    public func switchOff(_ mode: TerminalMode) {
        lock.withLock { _ in
            if modes.remove(mode) {
                record(mode.off)
            }
        }
    }

    /// Plays the restore sequence, as a real terminal gives the screen back
    /// to another program.
    public func lend() {
        lock.withLock { _ in
            guard fullScreen else { return }
            fullScreen = false
            lendCount += 1
            lentModes = modes.modes
            record(modes.restoreBytes)
            modes.removeAll()
        }
    }

    /// Switches every lent mode on again, in order.
    public func takeBack() {
        lock.withLock { _ in
            guard let lent = lentModes else { return }
            lentModes = nil
            fullScreen = true
            for mode in lent { _ = switchOnLocked(mode) }
        }
    }

    /// The scripted events; there is only one queue, so a second caller
    /// shares (and competes for) the same events.
    public func events() -> TerminalEvents {
        TerminalEvents(queue: queue)
    }

    /// Call with `lock` held.
    private func switchOnLocked(_ mode: TerminalMode) -> Bool {
        guard modes.push(mode) else { return false }
        record(mode.on)
        return true
    }

    /// Call with `lock` held.
    private func record(_ bytes: [UInt8]) {
        recordedOutput += bytes
        virtualScreen.feed(bytes)
    }

    // MARK: Scripting

    /// Delivers an event to the program.
    public func send(_ event: TerminalEvent) {
        queue.enqueue(event)
    }

    /// Delivers keys to the program, in order.
    public func send(keys: [Key]) {
        for key in keys {
            queue.enqueue(.key(key))
        }
    }

    /// Resizes the window (keeping what fits on screen) and delivers the
    /// `.resize` event a real terminal would.
    public func resize(to newSize: Size) {
        lock.withLock { _ in
            currentSize = newSize
            virtualScreen.resize(to: newSize)
        }
        queue.enqueue(.resize(newSize))
    }

    /// Ends the event stream, as when the input is closed.
    public func finishEvents() {
        queue.finish()
    }

    // MARK: Inspection

    /// Every byte written so far.
    public var output: [UInt8] {
        lock.withLock { _ in recordedOutput }
    }

    /// Forgets the recorded bytes (not the screen), to measure what comes next.
    public func clearOutput() {
        lock.withLock { _ in recordedOutput.removeAll() }
    }

    /// What a user would see: each row of the screen, trailing spaces removed.
    public var lines: [String] {
        lock.withLock { _ in virtualScreen.lines }
    }

    /// The emulated screen, for checks beyond the text (attributes, cursor).
    public var screen: VirtualScreen {
        lock.withLock { _ in virtualScreen }
    }

    /// Whether the program is in full-screen mode right now.
    public var isFullScreen: Bool {
        lock.withLock { _ in fullScreen }
    }

    /// The modes switched on right now, oldest first (full screen among them).
    public var activeModes: [TerminalMode] {
        lock.withLock { _ in modes.modes }
    }

    /// How many times the terminal was lent to another program.
    public var lends: Int {
        lock.withLock { _ in lendCount }
    }

    /// How many times full-screen mode was entered.
    public var fullScreenEntries: Int {
        lock.withLock { _ in fullScreenEntryCount }
    }
}
