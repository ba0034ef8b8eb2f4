import Testing
@testable import TextUI

struct TerminalEventQueueTests {
    @Test func aSignal_comesBeforeEveryKeyStillWaiting() async {
        // given: a backlog of keys, as from a huge paste
        let queue = TerminalEventQueue()
        for _ in 0..<10_000 {
            queue.enqueue(.key(.character("x")))
        }
        // when
        queue.enqueue(.signal(.terminate))
        // then
        #expect(await queue.next() == .signal(.terminate))
        #expect(await queue.next() == .key(.character("x")))
    }

    @Test func otherEvents_keepTheirOrder() async {
        // given
        let queue = TerminalEventQueue()
        let events: [TerminalEvent] = [.key(.down), .resize(Size(width: 9, height: 3)), .resumed, .key(.enter), .endOfInput]
        events.forEach(queue.enqueue)
        queue.finish()
        // when
        var received: [TerminalEvent] = []
        while let event = await queue.next() {
            received.append(event)
        }
        // then
        #expect(received == events)
    }

    @Test func aWaitingReader_getsTheNextEvent() async {
        // given
        let queue = TerminalEventQueue()
        let reader = Task { await queue.next() }
        // when
        queue.enqueue(.key(.up))
        // then
        #expect(await reader.value == .key(.up))
    }

    @Test func finishing_deliversWhatWaitsThenEnds_andLaterEventsAreDropped() async {
        let queue = TerminalEventQueue()
        queue.enqueue(.key(.up))
        queue.finish()
        queue.enqueue(.key(.down))
        #expect(await queue.next() == .key(.up))
        #expect(await queue.next() == nil)
    }

    @Test func cancellingTheReader_endsItsWait() async {
        // given
        let queue = TerminalEventQueue()
        let reader = Task { await queue.next() }
        // when
        reader.cancel()
        // then
        #expect(await reader.value == nil)
    }
}
