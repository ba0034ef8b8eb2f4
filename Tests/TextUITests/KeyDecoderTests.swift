import PropertyBased
import Testing
import TextUI

@Suite struct KeyDecoderTests {
    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }

    @Test(arguments: [
        ("\u{1B}[A", Key.up), ("\u{1B}[B", .down), ("\u{1B}[C", .right), ("\u{1B}[D", .left),
        ("\u{1B}OA", .up), ("\u{1B}OB", .down), ("\u{1B}OC", .right), ("\u{1B}OD", .left),
        ("\u{1B}[5~", .pageUp), ("\u{1B}[6~", .pageDown),
        ("\u{1B}[1~", .home), ("\u{1B}[7~", .home), ("\u{1B}[H", .home), ("\u{1B}OH", .home),
        ("\u{1B}[4~", .end), ("\u{1B}[8~", .end), ("\u{1B}[F", .end), ("\u{1B}OF", .end),
        ("\u{1B}[3~", .delete), ("\u{1B}[1;5A", .modified(.up, .control)), ("\u{1B}[15~", .unknown), ("\u{1B}OP", .unknown),
        ("\u{1B}OM", .enter), ("\u{1B}[Z", .modified(.tab, .shift)),
    ])
    func escapeSequences_decodeToTheirKeys(sequence: String, key: Key) {
        #expect(decode(sequence) == [key])
    }

    @Test(arguments: ["\u{9B}", "\u{202E}", "\u{2028}", "\u{2029}"])
    func controlsEncodedAsUTF8_areNeverTyped(scalar: String) {
        #expect(decode(scalar + "a") == [.character("a")])
    }

    @Test(arguments: [
        ([UInt8(0x0D)], Key.enter), ([0x0A], .enter), ([0x7F], .backspace), ([0x08], .backspace),
        ([0x09], .tab), ([0x03], .ctrl("c")), ([0x01], .ctrl("a")), ([0x1A], .ctrl("z")),
        ([0x71], .character("q")), ([0x2F], .character("/")), ([0x20], .character(" ")),
    ])
    func singleBytes_decodeToTheirKeys(bytes: [UInt8], key: Key) {
        var decoder = KeyDecoder()
        #expect(decoder.decode(bytes) == [key])
    }

    @Test func typedText_decodesCharacterByCharacter() {
        #expect(decode("jk q") == [.character("j"), .character("k"), .character(" "), .character("q")])
    }

    @Test func aSequenceSplitAcrossReads_isDecodedOnceComplete() {
        // given
        var decoder = KeyDecoder()
        // when
        let first = decoder.decode([0x1B, UInt8(ascii: "[")])
        let pendingBetween = decoder.hasPendingEscape
        let second = decoder.decode([UInt8(ascii: "5")])
        let third = decoder.decode([UInt8(ascii: "~"), UInt8(ascii: "j")])
        // then
        #expect(first.isEmpty)
        #expect(pendingBetween)
        #expect(second.isEmpty)
        #expect(third == [.pageUp, .character("j")])
        #expect(!decoder.hasPendingEscape)
    }

    @Test func aLoneEsc_isPendingUntilFlushed() {
        // given
        var decoder = KeyDecoder()
        // when
        let keys = decoder.decode([0x1B])
        // then
        #expect(keys.isEmpty)
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [.escape])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape().isEmpty)
    }

    @Test func escFollowedByALetterInOneRead_isAltWithIt_andBeforeAnotherKeyStandsAlone() {
        #expect(decode("\u{1B}q") == [.modified(.character("q"), .alt)])
        #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
        #expect(decode("\u{1B}\r") == [.escape, .enter])
    }

    @Test func flushingAnUnfinishedSequence_givesBackWhatWasTyped() {
        var decoder = KeyDecoder()
        _ = decoder.decode(Array("\u{1B}[1".utf8))
        #expect(decoder.flushPendingEscape() == [.escape, .character("["), .character("1")])
    }

    @Test func utf8SplitAcrossReads_isOneCharacter() {
        // given: 기 is EA B8 B0
        var decoder = KeyDecoder()
        // when
        let first = decoder.decode([0xEA])
        let second = decoder.decode([0xB8])
        let third = decoder.decode([0xB0, UInt8(ascii: "x")])
        // then
        #expect(first.isEmpty && second.isEmpty)
        #expect(!decoder.hasPendingEscape)
        #expect(third == [.character("기"), .character("x")])
    }

    @Test func fourByteUTF8_isOneCharacter() {
        #expect(decode("👍") == [.character("👍")])
    }

    @Test func invalidUTF8_isIgnored() {
        var decoder = KeyDecoder()
        // stray continuation, overlong "/", truncated sequence, bytes never used in UTF-8
        let keys = decoder.decode([0x80, 0xC0, 0xAF, 0xE0, 0x80, 0xAF, 0xEA, 0xB8, UInt8(ascii: "a"), 0xFF, 0xFE, UInt8(ascii: "b")])
        #expect(keys == [.character("a"), .character("b")])
    }

    @Test func anOverlongSequence_isDroppedAndDecodingRecovers() {
        var decoder = KeyDecoder()
        let garbage = [UInt8(0x1B), UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 200)
        _ = decoder.decode(garbage)
        #expect(decoder.decode(Array("\u{1B}[Bq".utf8)).suffix(2) == [.down, .character("q")])
    }

    @Test func randomBytes_neverCrashAndOnlyYieldPrintableCharacters() {
        // given
        // A fixed seed, so a failure replays exactly.
        var generator = Xoshiro(seed: (7, 0x9E37_79B9_7F4A_7C15, 0xBF58_476D_1CE4_E5B9, 0x94D0_49BB_1331_11EB))
        for _ in 0..<2_000 {
            var decoder = KeyDecoder()
            let length = Int(generator.next() % 64)
            let bytes = (0..<length).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
            // when: fed in random chunks
            var keys: [Key] = []
            var index = 0
            while index < bytes.count {
                let end = min(bytes.count, index + 1 + Int(generator.next() % 8))
                keys += decoder.decode(bytes[index..<end])
                index = end
            }
            keys += decoder.flushPendingEscape()
            // then: every character is text a buffer may show
            for case .character(let character) in keys {
                #expect(!character.unicodeScalars.contains { TextSanitizer.isUnsafe($0) })
            }
        }
    }
}

@Suite struct KeyDecoderPasteAndMouseTests {
    private func decode(_ text: String, chunk: Int = .max) -> [Key] {
        var decoder = KeyDecoder()
        let bytes = Array(text.utf8)
        var keys: [Key] = []
        var index = 0
        while index < bytes.count {
            let end = min(bytes.count, index + max(1, chunk))
            keys += decoder.decode(bytes[index..<end])
            index = end
        }
        return keys
    }

    @Test(arguments: [1, 2, 3, 7, Int.max])
    func aBracketedPaste_isOneKeyWhateverTheReads(chunk: Int) {
        let keys = decode("a\u{1B}[200~hello\u{1B}[2world\u{1B}\u{1B}[201~b", chunk: chunk)
        #expect(keys == [.character("a"), .paste("hello\u{1B}[2world\u{1B}"), .character("b")])
    }

    @Test func aHugePaste_keepsItsFirst64KiB_andTheKeysAfterItsEndAreTyped() {
        let keys = decode("\u{1B}[200~" + String(repeating: "x", count: 200_000) + "\u{1B}[201~q")
        guard case .paste(let text)? = keys.first else {
            Issue.record("no paste: \(keys.prefix(3))")
            return
        }
        #expect(keys.count == 2)
        #expect(text.utf8.count == KeyDecoder.maximumPasteBytes)
        #expect(keys.last == .character("q"))
    }

    @Test(arguments: [1, 5, Int.max])
    func ctrlCInAPasteThatNeverEnds_endsItAndIsCtrlC(chunk: Int) {
        // when: a paste opened and never closed, then Ctrl-C and more keys
        let keys = decode("a\u{1B}[200~text with no end\u{03}q", chunk: chunk)
        // then: the interrupted text is not typed; Ctrl-C and what follows are keys
        #expect(keys == [.character("a"), .ctrl("c"), .character("q")])
    }

    @Test func ctrlCInThePartOfAPastePastItsLimit_isCtrlC() {
        let keys = decode("\u{1B}[200~" + String(repeating: "x", count: 100_000) + "\u{1B}[20\u{03}q")
        #expect(keys.count == 3)
        #expect(keys.dropFirst() == [.ctrl("c"), .character("q")])
    }

    @Test func aPasteThatReachesItsLimit_isDeliveredThen_withoutWaitingForItsEnd() {
        // when: a paste past its limit whose end has not come
        var decoder = KeyDecoder()
        let keys = decoder.decode(Array(("\u{1B}[200~" + String(repeating: "y", count: KeyDecoder.maximumPasteBytes + 10)).utf8))
        // then: delivered; the rest of it, up to its end, is dropped, not typed
        #expect(keys == [.paste(String(repeating: "y", count: KeyDecoder.maximumPasteBytes))])
        #expect(decoder.decode(Array("more pasted text\u{1B}[201~".utf8)).isEmpty)
        #expect(decoder.decode(Array("q".utf8)) == [.character("q")])
        #expect(!decoder.hasPendingEscape)
    }

    @Test func sgrMouseReports_becomeMouseEventsCountedFromZero() {
        #expect(decode("\u{1B}[<0;10;5M") == [.mouse(MouseEvent(kind: .press(button: 0), column: 9, row: 4))])
        #expect(decode("\u{1B}[<0;10;5m") == [.mouse(MouseEvent(kind: .release, column: 9, row: 4))])
        #expect(decode("\u{1B}[<64;3;3M") == [.mouse(MouseEvent(kind: .wheelUp, column: 2, row: 2))])
        #expect(decode("\u{1B}[<65;3;3M") == [.mouse(MouseEvent(kind: .wheelDown, column: 2, row: 2))])
        #expect(decode("\u{1B}[<32;1;1M") == [.mouse(MouseEvent(kind: .drag, column: 0, row: 0))])
        #expect(decode("\u{1B}[<0;0;5M") == [.unknown])
        #expect(decode("\u{1B}[<0;99999999999999999999;5M") == [.unknown])
    }

    @Test func modifiedArrowsAltLettersAndShiftTab_areToldApart() {
        #expect(decode("\u{1B}[1;3D") == [.modified(.left, .alt)])
        #expect(decode("\u{1B}[1;5C") == [.modified(.right, .control)])
        #expect(decode("\u{1B}b") == [.modified(.character("b"), .alt)])
        #expect(decode("\u{1B}[Z") == [.modified(.tab, .shift)])
        #expect(decode("\u{1B}[D") == [.left])
    }
}
