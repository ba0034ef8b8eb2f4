import Foundation
import PropertyBased
import PropertyTestSupport
import Testing
@testable import TextUI

/// The one-pass measuring and cutting (with its byte-wise ASCII path) against
/// the plain definitions: sum the clusters' widths, cut cluster by cluster.
@Suite(.propertySeedReplay) struct LayoutFastPathFuzzTests {
    @Test func whenAnyTextIsMeasured_itsWidthIsTheSumOverItsClusters() async {
        await propertyCheck(count: 500, input: HostileText.any(upTo: 60)) { text in
            // when
            let width = DisplayWidth.of(text)

            // then
            #expect(width == Reference.width(of: text), "\(text.debugDescription)")
            let tail = text.dropFirst(text.count / 2)
            #expect(DisplayWidth.of(tail) == Reference.width(of: tail), "\(tail.debugDescription)")
        }
    }

    @Test func whenAnyClusterIsMeasured_itFollowsTheScalarRules() async {
        await propertyCheck(count: 500, input: HostileText.any(upTo: 30)) { text in
            for character in text {
                #expect(DisplayWidth.of(character) == Reference.width(of: character), "\(character.debugDescription)")
            }
        }
    }

    @Test func whenAnyTextIsTruncated_itMatchesCuttingClusterByCluster() async {
        await propertyCheck(count: 500, input: HostileText.any(upTo: 60), Gen.int(in: -1...40)) { text, width in
            // when
            let result = TextLayout.truncate(text, toWidth: width)

            // then
            #expect(result == Reference.truncate(text, toWidth: width), "\(text.debugDescription) at \(width)")
            #expect(TextLayout.prefix(text, width: width) == Reference.prefix(text, width: width))
        }
    }

    @Test func whenRowLikeTextIsTruncated_itMatchesCuttingClusterByCluster() async {
        let fastPathTaken = Counter()
        await propertyCheck(count: 1000, input: HostileText.rowLike(upTo: 14), Gen.int(in: -1...40)) { text, width in
            if DisplayWidth.isSingleColumnClusters(text) { fastPathTaken.increment() }
            // when
            let result = TextLayout.truncate(text, toWidth: width)

            // then
            #expect(result == Reference.truncate(text, toWidth: width), "\(text.debugDescription) at \(width)")
            #expect(result == TextLayout.truncatedByClusters(text, toWidth: width).text)
        }
        // then: most lines took the scalar-counting path being checked
        #expect(fastPathTaken.value > 300, "only \(fastPathTaken.value) of 1000 lines took the fast path")
    }

    @Test func whenTextHasOnlySingleColumnClusters_eachScalarIsOneColumnCluster() async {
        await propertyCheck(count: 500, input: HostileText.rowLike(upTo: 14)) { text in
            guard DisplayWidth.isSingleColumnClusters(text) else { return }
            #expect(text.count == text.unicodeScalars.count && DisplayWidth.of(text) == text.count, "\(text.debugDescription)")
        }
    }

    @Test func asciiFollowedByACombiningMark_staysOneClusterWhenCut() {
        // given
        let text = "abcde\u{301}fgh"

        // when
        let result = TextLayout.truncate(text, toWidth: 6)

        // then
        #expect(result == "abcde\u{301}…")
        #expect(DisplayWidth.of(result) == 6)
    }

    @Test func asciiDigitWithKeycap_isMeasuredAsOneWideCluster() {
        #expect(DisplayWidth.of("ab1\u{FE0F}\u{20E3}c") == 5)
    }
}

/// The layout rules written the slow, obvious way.
private enum Reference {
    static func width<Text: StringProtocol>(of text: Text) -> Int {
        text.reduce(0) { $0 + width(of: $1) }
    }

    static func width(of character: Character) -> Int {
        let scalars = Array(character.unicodeScalars)
        guard let base = scalars.first(where: { DisplayWidth.width(ofScalar: $0) > 0 }) else { return 0 }
        let values = scalars.map(\.value)
        if scalars.count > 1, base.properties.isEmoji {
            if values.contains(0xFE0F) || values.contains(0x20E3) { return 2 }
            if values.contains(0xFE0E) { return 1 }
            if values.contains(0x200D) { return 2 }
        }
        return DisplayWidth.width(ofScalar: base)
    }

    static func prefix(_ text: String, width: Int) -> String {
        var result = ""
        var used = 0
        for character in text {
            used += self.width(of: character)
            if used > width { break }
            result.append(character)
        }
        return result
    }

    static func truncate(_ text: String, toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        let clean = TextSanitizer.sanitize(text)
        if self.width(of: clean) <= width { return clean }
        let result = prefix(clean, width: width - 1) + "…"
        return result + String(repeating: " ", count: max(0, width - self.width(of: result)))
    }
}

/// Counts from inside a property's closure.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}
