import PropertyBased
import Testing
import TextUI
import TextUITesting

@Suite struct InMemoryTerminalTests {
    private func frame(_ size: Size, _ rows: [(String, Style)]) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: size)
        for (y, row) in rows.enumerated() {
            buffer.write(row.0, at: Point(x: 0, y: y), style: row.1)
        }
        return buffer
    }

    @Test func renderedFrames_readBackAsTheSameLines() throws {
        // given
        let size = Size(width: 20, height: 4)
        let terminal = InMemoryTerminal(size: size)
        var renderer = FrameRenderer(colorMode: .ansi256)
        try terminal.enterFullScreen()
        let first = frame(size, [("기생충 (2019)", .reverse), ("Amélie 👍🏽", .plain), ("千と千尋の神隠しの長い題名", .plain)])
        let second = frame(size, [("기생충 (2019)", .plain), ("Amélie 👍🏽", .reverse), ("Alien", .bold), ("end", .dim)])
        // when
        terminal.write(renderer.render(first))
        #expect(terminal.lines == first.lines)
        terminal.write(renderer.render(second))
        // then
        #expect(terminal.lines == second.lines)
        #expect(terminal.screen.attributes(at: Point(x: 0, y: 1)).contains(.reverse))
        #expect(!terminal.screen.attributes(at: Point(x: 0, y: 0)).contains(.reverse))
    }

    @Test func manyRandomDiffs_alwaysConvergeOnTheBuffer() {
        // given
        let size = Size(width: 13, height: 5)
        let terminal = InMemoryTerminal(size: size)
        var renderer = FrameRenderer(colorMode: .trueColor)
        // A fixed seed, so a failure replays exactly.
        var generator = Xoshiro(seed: (42, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
        let words = ["a", "千", "bc", "👨‍👩‍👧", "e\u{301}", "기생충", "  ", "xyz…"]
        var buffer = ScreenBuffer(size: size)
        for _ in 0..<300 {
            // when: random writes of narrow and wide text in random styles
            let word = words[Int(generator.next() % UInt64(words.count))]
            let point = Point(x: Int(generator.next() % 13), y: Int(generator.next() % 5))
            let style = generator.next() % 2 == 0 ? Style.plain : Style(attributes: .reverse, foreground: .cyan)
            buffer.write(word, at: point, style: style)
            terminal.write(renderer.render(buffer))
            // then
            #expect(terminal.lines == buffer.lines)
        }
    }

    @Test func scriptedKeys_arriveInOrder() async {
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2), keys: [.down, .enter])
        terminal.send(keys: [.escape])
        terminal.finishEvents()
        var received: [TerminalEvent] = []
        for await event in terminal.events() {
            received.append(event)
        }
        #expect(received == [.key(.down), .key(.enter), .key(.escape)])
    }

    @Test func resize_changesTheSizeAndDeliversAnEvent() async {
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2))
        terminal.resize(to: Size(width: 30, height: 8))
        terminal.finishEvents()
        var received: [TerminalEvent] = []
        for await event in terminal.events() {
            received.append(event)
        }
        #expect(terminal.size == Size(width: 30, height: 8))
        #expect(received == [.resize(Size(width: 30, height: 8))])
    }

    @Test func leavingFullScreen_isRecordedAndIdempotent() throws {
        let terminal = InMemoryTerminal(size: Size(width: 10, height: 2))
        try terminal.enterFullScreen()
        #expect(terminal.isFullScreen)
        terminal.leaveFullScreen()
        terminal.leaveFullScreen()
        #expect(!terminal.isFullScreen)
        let output = terminal.output
        #expect(output.suffix(ControlSequence.leaveFullScreen.count).elementsEqual(ControlSequence.leaveFullScreen))
        #expect(terminal.fullScreenEntries == 1)
    }
}
