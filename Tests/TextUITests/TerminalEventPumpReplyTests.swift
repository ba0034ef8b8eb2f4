import Dispatch
import Testing
@testable import TextUI
#if canImport(Glibc)
import Glibc
#endif

/// The pump against a real pipe: a reply to the capability queries that a
/// busy machine hands over in two reads, further apart than the Esc timeout.
struct TerminalEventPumpReplyTests {
    /// A pump reading the read end of a pipe; the test writes into the other.
    private final class PipedPump: Sendable {
        let pump: TerminalEventPump
        let queue = TerminalEventQueue()
        let readEnd: Int32
        let writeEnd: Int32

        init() throws {
            var descriptors: [Int32] = [-1, -1]
            try #require(pipe(&descriptors) == 0)
            readEnd = descriptors[0]
            writeEnd = descriptors[1]
            pump = TerminalEventPump(
                inputDescriptor: readEnd, caughtSignals: [], queue: queue,
                currentSize: { .zero }, suspend: {}, resume: {}
            )
            pump.start()
        }

        func type(_ text: String) {
            let bytes = Array(text.utf8)
            bytes.withUnsafeBytes { _ = write(writeEnd, $0.baseAddress, $0.count) }
        }

        /// The next event, or `nil` when none comes within `bound` (a bound
        /// for a pump that never delivers, not a measure of its speed).
        func nextEvent(within bound: Duration = .seconds(30)) async -> TerminalEvent? {
            await withTaskGroup(of: TerminalEvent?.self) { group in
                group.addTask { await self.queue.next() }
                group.addTask {
                    // At the bound, an event no pipe makes unblocks the wait.
                    guard (try? await Task.sleep(for: bound)) != nil else { return nil }
                    self.queue.enqueue(.resumed)
                    return nil
                }
                let first = await group.next() ?? nil
                group.cancelAll()
                return first == .resumed ? nil : first
            }
        }

        deinit {
            pump.stop()
            close(writeEnd)
            close(readEnd)
        }
    }

    private static let deviceAttributes = TerminalEvent.reply(.deviceAttributes([62, 4]))

    @Test func aReplyCutAfterItsEsc_whileRepliesAreExpected_isOneReply_notEscAndKeys() async throws {
        let piped = try PipedPump()
        piped.pump.expectReplies(within: .seconds(600))
        piped.type("\u{1B}")
        // Four times the Esc timeout: without the expectation the Esc would
        // have been taken alone by now. (A slower machine only widens the gap.)
        try await Task.sleep(for: .milliseconds(200))
        piped.type("[?62;4c")
        #expect(await piped.nextEvent() == Self.deviceAttributes)
    }

    @Test func withoutAnExpectation_aLoneEsc_isTheEscKey() async throws {
        let piped = try PipedPump()
        piped.type("\u{1B}")
        #expect(await piped.nextEvent() == .key(.escape))
    }

    @Test func theDeviceAttributesEndTheWait_soALaterLoneEsc_isTheEscKeyAgain() async throws {
        let piped = try PipedPump()
        piped.pump.expectReplies(within: .seconds(600))
        piped.type("\u{1B}[?62;4c")
        #expect(await piped.nextEvent() == Self.deviceAttributes)
        piped.type("\u{1B}")
        // Still waiting for replies, this Esc would be held for 600 s.
        #expect(await piped.nextEvent() == .key(.escape))
    }

    @Test func anUnfinishedSequence_isHeldUntilTheEndOfTheWaitForReplies_atTheLatest() {
        let now = DispatchTime.now()
        let usual = now + TerminalEventPump.escapeTimeout
        #expect(TerminalEventPump.escapeDeadline(now: now, replyDeadline: nil) == usual)
        #expect(TerminalEventPump.escapeDeadline(now: now, replyDeadline: now + .seconds(2)) == now + .seconds(2))
        // A wait already over (or ending sooner) never shortens the usual one.
        #expect(TerminalEventPump.escapeDeadline(now: now, replyDeadline: now + .milliseconds(10)) == usual)
    }
}
