import Testing
@testable import TextUI

/// The quick ways of cutting a row (bytes for ASCII, one walk over the kept
/// scalars for common punctuation) give exactly what measuring every
/// grapheme cluster gives, whatever follows the cut.
struct TextLayoutTruncationAgreementTests {
    /// ASCII, narrow punctuation, a precomposed letter, combining marks, a
    /// wide character, an emoji with a selector, a control character.
    private static let pieces = ["a", "Z", " ", "~", "\u{2019}", "\u{2014}", "é", "e\u{301}", "\u{301}", "界", "❤\u{FE0F}", "\t", "…"]

    @Test func everyQuickCut_agreesWithTheClusterByClusterCut() {
        var state: UInt64 = 0x5DEE_CE66
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3_000 {
            // Mostly ASCII, as titles and overviews are.
            let text = (0..<next(24)).map { _ in next(3) == 0 ? Self.pieces[next(Self.pieces.count)] : "abc d"[next(5)] }.joined()
            let width = next(12) + 1
            #expect(TextLayout.truncate(text, toWidth: width) == TextLayout.truncatedByClusters(text, toWidth: width).text, "\(text.debugDescription) at \(width)")
        }
    }
}

extension String {
    fileprivate subscript(_ offset: Int) -> String {
        String(self[index(startIndex, offsetBy: offset)])
    }
}
