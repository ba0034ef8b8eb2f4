import PropertyBased
import PropertyTestSupport
import Testing
@testable import TextUI

/// Arbitrary bytes from a terminal, in arbitrary chunks: nothing crashes, the
/// chunking makes no difference, and no key carries a control character.
@Suite(.propertySeedReplay) struct KeyDecoderFuzzTests {
    /// Bytes weighted towards what terminals send: Esc, `[`, `O`, digits, `;`, `~`, UTF-8 lead and continuation bytes.
    static let terminalByte = Gen<UInt8>.oneOf(
        Gen<UInt8>.value(in: 0...255),
        Gen<UInt8?>.element(of: Array("\u{1B}[O0123456789;~ABCDHFM".utf8)).map { $0 ?? 0x1B },
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
            let expected = whole.decode(bytes) + whole.flushPendingEscape()
            var keys: [Key] = []
            for (start, end) in zip(boundaries, boundaries.dropFirst()) {
                keys += chunked.decode(bytes[start..<end])
            }
            keys += chunked.flushPendingEscape()

            // then
            #expect(keys == expected, "bytes \(bytes) cut at \(boundaries)")
            #expect(keys.count <= bytes.count, "more keys than bytes")
            #expect(!whole.hasPendingEscape && !chunked.hasPendingEscape)
            for case .character(let character) in keys {
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
}
