import PropertyBased
import PropertyTestSupport
import Testing
@testable import TextUI

/// Arbitrary bytes from a terminal, in arbitrary chunks: nothing crashes, the
/// chunking makes no difference, and no key carries a control character;
/// replies to queries mixed into typing come out whole and leave the typing as it was.
@Suite(.propertySeedReplay) struct KeyDecoderFuzzTests {
    /// Bytes weighted towards what terminals send: Esc, `[`, `O`, digits, `;`, `~`, the openings and
    /// ends of string sequences (`P ] _ ^ X`, `\\`, BEL), `?`, `c`, `t`, UTF-8 lead and continuation bytes.
    static let terminalByte = Gen<UInt8>.oneOf(
        Gen<UInt8>.value(in: 0...255),
        Gen<UInt8?>.element(of: Array("\u{1B}[O0123456789;~ABCDHFM".utf8)).map { $0 ?? 0x1B },
        Gen<UInt8?>.element(of: Array("\u{1B}P]_^X\\\u{07}?ct|>G".utf8)).map { $0 ?? 0x1B },
        Gen<UInt8>.value(in: 0x80...0xF7)
    )

    @Test func whenAnyBytesArriveInAnyChunks_theKeysAreTheSameAsInOneChunk() async {
        let cuts = Gen.int(in: 0...200).array(of: 0...8)
        await propertyCheck(count: 500, input: Self.terminalByte.array(of: 0...200), cuts) { bytes, cuts in
            // given
            var whole = KeyDecoder()
            var chunked = KeyDecoder()
            let boundaries = ([0, bytes.count] + cuts.map { min($0, bytes.count) }).sorted()

            // when
            let expected = whole.decodeEvents(bytes) + whole.flushPendingEscape().map(TerminalEvent.key)
            var events: [TerminalEvent] = []
            for (start, end) in zip(boundaries, boundaries.dropFirst()) {
                events += chunked.decodeEvents(bytes[start..<end])
            }
            events += chunked.flushPendingEscape().map(TerminalEvent.key)

            // then
            #expect(events == expected, "bytes \(bytes) cut at \(boundaries)")
            #expect(events.count <= bytes.count, "more events than bytes")
            #expect(!whole.hasPendingEscape && !chunked.hasPendingEscape)
            for case .key(.character(let character)) in events {
                #expect(!character.unicodeScalars.contains(where: HostileText.isForbiddenInCells), "\(character.debugDescription)")
            }
        }
    }

    @Test func whenPrintableTextIsTyped_itComesBackCharacterForCharacter() async {
        let printable = HostileText.scalar
            .filter { !HostileText.isForbiddenInCells($0) && $0.value >= 0x20 }
            .array(of: 0...40)
        await propertyCheck(count: 300, input: printable, Gen.int(in: 1...7)) { scalars, chunkSize in
            // given
            var decoder = KeyDecoder()
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars)
            let bytes = Array(String(text).utf8)

            // when
            var keys: [Key] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + chunkSize)
                keys += decoder.decode(bytes[start..<end])
                start = end
            }

            // then
            let typed = keys.compactMap { key -> Unicode.Scalar? in
                guard case .character(let character) = key, character.unicodeScalars.count == 1 else { return nil }
                return character.unicodeScalars.first
            }
            #expect(keys.count == scalars.count && typed == scalars, "\(String(text).debugDescription) → \(keys)")
        }
    }

    /// Replies as a terminal sends them (see `TerminalCapabilityQuery`).
    static let reply = Gen<String?>.element(of: [
        "\u{1B}[?62;4;22c", "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c", "\u{1B}P>|kitty(0.26.5)\u{1B}\\",
        "\u{1B}_Gi=31;OK\u{1B}\\", "\u{1B}_Gi=31;ENOTSUPPORTED:nope\u{1B}\\", "\u{1B}[6;20;10t",
        "\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\", "\u{1B}]11;rgb:ff/ff/ff\u{07}", "\u{1B}]52;c;Zm9v\u{07}",
    ]).map { $0 ?? "" }

    @Test func whenRepliesArriveAmidTyping_inAnyChunks_theTypingComesThroughUnchanged() async {
        let typed = Gen<String?>.element(of: ["a", "q", "/", " ", "\r", "\u{1B}[A", "\u{1B}[<0;3;4M", "é", "기", "\u{7F}"]).map { $0 ?? "" }
        let piece = Gen<(Bool, String)>.oneOf(typed.map { (false, $0) }, Self.reply.map { (true, $0) })
        await propertyCheck(count: 300, input: piece.array(of: 0...30), Gen.int(in: 1...9)) { pieces, chunkSize in
            // given
            let bytes = Array(pieces.map(\.1).joined().utf8)
            var alone = KeyDecoder()
            let expectedKeys = pieces.filter { !$0.0 }.flatMap { alone.decode(Array($0.1.utf8)) }
            var replyDecoder = KeyDecoder()
            let expectedReplies = pieces.filter(\.0).flatMap { replyDecoder.decodeEvents(Array($0.1.utf8)) }

            // when
            var decoder = KeyDecoder()
            var events: [TerminalEvent] = []
            var start = 0
            while start < bytes.count {
                let end = min(bytes.count, start + chunkSize)
                events += decoder.decodeEvents(bytes[start..<end])
                start = end
            }

            // then
            let keys = events.compactMap { event -> Key? in if case .key(let key) = event { key } else { nil } }
            let replies = events.filter { if case .reply = $0 { true } else { false } }
            #expect(keys == expectedKeys, "\(pieces) in chunks of \(chunkSize)")
            #expect(replies == expectedReplies, "\(pieces) in chunks of \(chunkSize)")
            #expect(!decoder.hasPendingEscape)
        }
    }
}
