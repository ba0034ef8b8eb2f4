import Testing
@testable import TextUI

struct TerminalModeStackTests {
    private let mouse = TerminalMode(name: "mouse", on: Array("\u{1B}[?1000h".utf8), off: Array("\u{1B}[?1000l".utf8))
    private let paste = TerminalMode(name: "paste", on: Array("\u{1B}[?2004h".utf8), off: Array("\u{1B}[?2004l".utf8))

    /// Pushes each mode in turn; whether each was taken.
    private func push(_ modes: [TerminalMode], onto stack: inout TerminalModeStack) -> [Bool] {
        modes.map { stack.push($0) }
    }

    @Test func restoreBytes_switchModesOffNewestFirst() {
        // given
        var stack = TerminalModeStack()
        // when
        let taken = push([.fullScreen, mouse, paste], onto: &stack)
        // then
        #expect(taken == [true, true, true])
        #expect(stack.restoreBytes == paste.off + mouse.off + TerminalMode.fullScreen.off)
    }

    @Test func aModeAlreadyOn_isNotAddedTwice() {
        var stack = TerminalModeStack()
        let taken = push([mouse, mouse], onto: &stack)
        #expect(taken == [true, false])
        #expect(stack.restoreBytes == mouse.off)
    }

    @Test func removingAMode_takesItOutOfTheSequenceWhereverItIs() {
        // given
        var stack = TerminalModeStack()
        _ = push([.fullScreen, mouse, paste], onto: &stack)
        // when
        let removed = [stack.remove(mouse), stack.remove(mouse)]
        // then
        #expect(removed == [true, false])
        #expect(stack.restoreBytes == paste.off + TerminalMode.fullScreen.off)
    }

    @Test func aModeWhoseOffBytesWouldNotFit_isRefused() {
        // given: a sequence filled to one byte short of its capacity
        var stack = TerminalModeStack()
        let filler = TerminalMode(name: "filler", on: [], off: Array(repeating: 0x20, count: TerminalModeStack.restoreByteCapacity - 1))
        // when
        let taken = push([
            filler,
            TerminalMode(name: "two bytes", on: [], off: [0x1B, 0x63]),
            TerminalMode(name: "one byte", on: [], off: [0x07]),
        ], onto: &stack)
        // then
        #expect(taken == [true, false, true])
        #expect(stack.restoreBytes.count == TerminalModeStack.restoreByteCapacity)
    }
}
