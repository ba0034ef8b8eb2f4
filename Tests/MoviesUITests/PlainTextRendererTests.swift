import PropertyBased
import PropertyTestSupport
import Testing
import TextUI
@testable import MoviesUI

/// Plain output skips the cell buffer for rows of single-column clusters; it
/// must read exactly as rows written through a `ScreenBuffer` do.
@Suite(.propertySeedReplay) struct PlainTextRendererTests {
    static let piece = Gen<String?>.element(of: [
        "The", "Dark", "Knight", " ", "   ", "(2008)", "★ 8.5", "…", "—", "·", "“", "”", "기생충", "e\u{301}",
        "\u{301}", "👩‍👩‍👧", "\u{1B}[31m", "\t", "\u{200B}", "\u{202E}", "\u{600}", "表",
    ]).map { $0 ?? "" }

    static let lines = piece.array(of: 0...12).map { $0.joined() }.array(of: 0...5)

    @Test func whenLinesAreRendered_theyReadAsRowsOfACellBuffer() async {
        await propertyCheck(count: 500, input: Self.lines, Gen.int(in: 1...30)) { texts, width in
            // when
            let rendered = PlainTextRenderer.lines(texts.map { StyledLine($0) }, width: width)

            // then
            #expect(rendered == Self.throughCellBuffer(texts, width: width), "\(texts.debugDescription) at \(width)")
        }
    }

    @Test func whenARowHasOnlySingleColumnClusters_itIsCutWithAnEllipsisAndTrimmed() {
        let rendered = PlainTextRenderer.lines([StyledLine("The Dark Knight — ★ 8.5   "), StyledLine("ab  ")], width: 12)
        #expect(rendered == ["The Dark Kn…", "ab"])
    }

    /// How plain output was made before the shortcut: every row through cells.
    private static func throughCellBuffer(_ texts: [String], width: Int) -> [String] {
        guard !texts.isEmpty else { return [] }
        var buffer = ScreenBuffer(size: Size(width: width, height: texts.count))
        for (row, text) in texts.enumerated() {
            buffer.write(TextLayout.truncate(text, toWidth: width), at: Point(x: 0, y: row), maxWidth: width)
        }
        return buffer.lines
    }
}
