import Testing
import TextUI

/// The terminal's answers to `TerminalCapabilityQuery` become `.reply`
/// events, however the reads cut them, and never typed keys.
@Suite struct KeyDecoderReplyTests {
    /// Decodes `bytes` in reads of `chunk` bytes, then lets the Esc timeout pass.
    private func decode(_ text: String, chunk: Int = .max) -> [TerminalEvent] {
        var decoder = KeyDecoder()
        let bytes = Array(text.utf8)
        var events: [TerminalEvent] = []
        var index = 0
        while index < bytes.count {
            let end = min(bytes.count, index + max(1, chunk))
            events += decoder.decodeEvents(bytes[index..<end])
            index = end
        }
        return events + decoder.flushPendingEscape().map(TerminalEvent.key)
    }

    static let chunks = [1, 2, 3, 5, 7, Int.max]

    static let replies: [(String, TerminalReply)] = [
        ("\u{1B}[?62;4;22c", .deviceAttributes([62, 4, 22])),
        ("\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", .deviceAttributes([64, 1, 2, 6, 9, 15, 16, 17, 18, 21, 22, 28])),
        ("\u{1B}[?6c", .deviceAttributes([6])),
        ("\u{1B}P>|kitty(0.26.5)\u{1B}\\", .terminalVersion("kitty(0.26.5)")),
        ("\u{1B}P>|WezTerm 20230408-112425-69ae8472\u{1B}\\", .terminalVersion("WezTerm 20230408-112425-69ae8472")),
        ("\u{1B}_Gi=31;OK\u{1B}\\", .kittyGraphics(imageID: 31, message: "OK")),
        ("\u{1B}_Gi=31;ENOTSUPPORTED:no such thing\u{1B}\\", .kittyGraphics(imageID: 31, message: "ENOTSUPPORTED:no such thing")),
        ("\u{1B}_Gi=7,p=3;OK\u{1B}\\", .kittyGraphics(imageID: 7, message: "OK")),
        ("\u{1B}[6;21;10t", .cellPixelSize(Size(width: 10, height: 21))),
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", .backgroundColor(RGBColor(red: 1, green: 1, blue: 1))),
        ("\u{1B}]11;rgb:0000/0000/0000\u{07}", .backgroundColor(RGBColor(red: 0, green: 0, blue: 0))),
        ("\u{1B}]11;rgb:ff/80/00\u{07}", .backgroundColor(RGBColor(red: 1, green: 128.0 / 255, blue: 0))),
    ]

    @Test(arguments: replies, chunks)
    func eachReply_isOneReplyEventWhateverTheReads(reply: (String, TerminalReply), chunk: Int) {
        #expect(decode(reply.0, chunk: chunk) == [.reply(reply.1)])
    }

    @Test(arguments: chunks)
    func aWholeBatchOfReplies_amidTypedKeys_leavesExactlyTheKeys(chunk: Int) {
        // given: what kitty answers to the batch, with keys typed around it
        let batch = "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}P>|kitty(0.35.2)\u{1B}\\\u{1B}[6;20;9t\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\\u{1B}[?62;c"
        // when
        let events = decode("j" + batch + "k\u{1B}[B", chunk: chunk)
        // then
        #expect(events == [
            .key(.character("j")),
            .reply(.kittyGraphics(imageID: 31, message: "OK")),
            .reply(.terminalVersion("kitty(0.35.2)")),
            .reply(.cellPixelSize(Size(width: 9, height: 20))),
            .reply(.backgroundColor(RGBColor(red: 0x1E1E / 65535.0, green: 0x1E1E / 65535.0, blue: 0x2E2E / 65535.0))),
            .reply(.deviceAttributes([62])),
            .key(.character("k")),
            .key(.down),
        ])
    }

    @Test(arguments: [
        "\u{1B}]10;rgb:0/0/0\u{1B}\\", "\u{1B}]11;not a colour\u{07}", "\u{1B}P1$r0m\u{1B}\\", "\u{1B}_Xsomething\u{1B}\\",
        "\u{1B}^private\u{1B}\\", "\u{1B}Xstart of string\u{1B}\\", "\u{1B}]52;c;aGVsbG8=\u{07}",
    ])
    func stringSequencesThatAreNoReplyWeAskFor_areConsumedWithoutAKey(text: String) {
        #expect(decode(text + "q") == [.key(.character("q"))])
        #expect(decode(text + "q", chunk: 1) == [.key(.character("q"))])
    }

    @Test func aStringLongerThanTheBound_isDroppedWholeAndDecodingRecovers() {
        // given: an OSC 11 answer far longer than any real one
        let long = "\u{1B}]11;rgb:" + String(repeating: "f", count: KeyDecoder.maximumStringBytes * 3) + "\u{1B}\\"
        // when
        let events = decode(long + "x\u{1B}[?1;2c", chunk: 100)
        // then: nothing of it typed, and what follows still decodes
        #expect(events == [.key(.character("x")), .reply(.deviceAttributes([1, 2]))])
    }

    @Test func aReplyArrivingLongAfterItWasAsked_isStillNoKey() {
        // given: a decoder that has seen keys, Esc timeouts and more keys
        var decoder = KeyDecoder()
        _ = decoder.decode(Array("abc\u{1B}".utf8))
        _ = decoder.flushPendingEscape()
        // when
        let events = decoder.decodeEvents(Array("\u{1B}]11;rgb:0/0/0\u{07}z".utf8))
        // then
        #expect(events == [.reply(.backgroundColor(RGBColor(red: 0, green: 0, blue: 0))), .key(.character("z"))])
    }

    @Test func aReplyCutAcrossReads_waitsForItsEndWithoutAnEscTimeout() {
        // given: half an answer, then silence longer than the Esc timeout
        var decoder = KeyDecoder()
        let first = decoder.decodeEvents(Array("\u{1B}P>|XTer".utf8))
        // then: nothing is pending: the rest may come whenever it comes
        #expect(first.isEmpty)
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape().isEmpty)
        #expect(decoder.decodeEvents(Array("m(388)\u{1B}".utf8)).isEmpty)
        #expect(decoder.hasPendingEscape, "the Esc may begin ST")
        #expect(decoder.decodeEvents(Array("\\".utf8)) == [.reply(.terminalVersion("XTerm(388)"))])
    }

    @Test(arguments: ["P", "]", "_", "^", "X"])
    func altWithAStringIntroducer_isTheAltKeyOnceSilenceFollows(letter: String) {
        // given
        var decoder = KeyDecoder()
        // when: Alt-P (Esc P in one read), then nothing
        let before = decoder.decode(Array("\u{1B}\(letter)".utf8))
        // then
        #expect(before.isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [.modified(.character(Character(letter)), .alt)])
        #expect(decoder.decode(Array("a".utf8)) == [.character("a")])
    }

    @Test func anEscTypedInsideAnUnfinishedString_isTheEscKey() {
        var decoder = KeyDecoder()
        _ = decoder.decode(Array("\u{1B}]11;rgb:1".utf8))
        _ = decoder.decode([0x1B])
        #expect(decoder.flushPendingEscape() == [.escape])
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
    }

    @Test func aControlKeyInsideAnUnfinishedString_endsItAndIsTyped() {
        // Replies carry no controls: Enter or Ctrl-C gets the keyboard back.
        #expect(decode("\u{1B}]11;rgb:1\r") == [.key(.enter)])
        #expect(decode("\u{1B}P>|abc\u{03}x") == [.key(.ctrl("c")), .key(.character("x"))])
    }

    @Test func anEscThatIsNotST_cancelsTheStringAndStartsAnewSequence() {
        #expect(decode("\u{1B}]11;rgb:1\u{1B}[A") == [.key(.up)])
    }

    @Test func replyTextIsKeptToPrintableASCII() {
        #expect(decode("\u{1B}P>|evil\u{7F}\u{C2}\u{9B}31mterm\u{1B}\\") == [.reply(.terminalVersion("evil31mterm"))])
    }

    @Test func keysStillDecodeAsBefore_andDecodeLeavesRepliesOut() {
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array("a\u{1B}[?62;4c\u{1B}[6;20;10t\u{1B}[15~b".utf8))
        #expect(keys == [.character("a"), .unknown, .character("b")])
    }

    @Test func anOverlongControlSequence_isOneUnknownKeyNotTypedText() {
        let sequence = "\u{1B}[?" + String(repeating: "1;", count: 200) + "c"
        #expect(decode(sequence + "z", chunk: 9) == [.key(.unknown), .key(.character("z"))])
    }
}
