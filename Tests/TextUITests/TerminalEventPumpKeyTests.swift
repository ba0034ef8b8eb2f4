import Testing
@testable import TextUI

struct TerminalEventPumpKeyTests {
    @Test func ctrlC_isSIGINTsEventWhereSIGINTIsCaught() {
        #expect(TerminalEventPump.action(for: .ctrl("c"), caughtSignals: TerminalEventPump.allCaughtSignals) == .deliver(.signal(.interrupt)))
        #expect(TerminalEventPump.action(for: .ctrl("c"), caughtSignals: []) == .deliver(.key(.ctrl("c"))))
    }

    @Test func ctrlZ_suspendsWhereSIGTSTPIsCaught() {
        #expect(TerminalEventPump.action(for: .ctrl("z"), caughtSignals: TerminalEventPump.allCaughtSignals) == .suspend)
        #expect(TerminalEventPump.action(for: .ctrl("z"), caughtSignals: []) == .deliver(.key(.ctrl("z"))))
    }

    @Test func otherKeys_areDeliveredAsKeys() {
        for key in [Key.character("q"), .ctrl("u"), .escape, .pageDown] {
            #expect(TerminalEventPump.action(for: key, caughtSignals: TerminalEventPump.allCaughtSignals) == .deliver(.key(key)))
        }
    }
}
