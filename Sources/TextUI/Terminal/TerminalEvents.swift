/// The events of one terminal, in the order the program should handle them:
/// as they happened, except that signals asking the program to end come
/// before input still waiting (see `TerminalEventQueue`).
public struct TerminalEvents: AsyncSequence, Sendable {
    public typealias Element = TerminalEvent
    public typealias Failure = Never

    let queue: TerminalEventQueue

    /// The events `queue` hands out (for terminals outside TextUI, such as the tests' in-memory one).
    package init(queue: TerminalEventQueue) {
        self.queue = queue
    }

    /// Whether more events are already waiting: a program drawing after each
    /// event can draw once a backlog (a paste, a held key) is handled instead.
    public var hasPendingEvents: Bool { queue.hasPending }

    public struct AsyncIterator: AsyncIteratorProtocol {
        public typealias Element = TerminalEvent
        public typealias Failure = Never

        let queue: TerminalEventQueue

        public mutating func next() async -> TerminalEvent? {
            await queue.next()
        }
    }

    public func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(queue: queue)
    }
}
