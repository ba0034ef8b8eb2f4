import MoviesDomain
import Testing

/// Reviews' Markdown and HTML reduced to the text a terminal shows.
struct ReviewTextTests {
    private func plain(_ markdown: String) -> String {
        ReviewText.plainText(fromMarkdown: markdown)
    }

    @Test func links_andImages_becomeTheirText() {
        #expect(plain("See [the trailer](https://example.invalid/t) and ![a still](https://example.invalid/s.jpg).") == "See the trailer and a still.")
        #expect(plain("[**bold** link](https://x.invalid/a_(b))") == "bold link")
        #expect(plain("Autolink <https://example.invalid/page> stays.") == "Autolink https://example.invalid/page stays.")
    }

    @Test func emphasisMarkers_go_butLoneMarksAndWordsWithUnderscoresStay() {
        #expect(plain("A **great** _film_, ***really*** ~~bad~~ __fun__.") == "A great film, really bad fun.")
        #expect(plain("snake_case_name and 5 * 3 and ~ approx") == "snake_case_name and 5 * 3 and ~ approx")
        #expect(plain(#"Escaped \*stars\* stay"#) == "Escaped *stars* stay")
    }

    @Test func code_isKeptAsWritten_withoutItsBackticksOrFences() {
        #expect(plain("Run `rm **x** [a](b)` now") == "Run rm **x** [a](b) now")
        #expect(plain("Before\n```swift\nlet _a_ = **1**\n```\nAfter") == "Before\nlet _a_ = **1**\nAfter")
        #expect(plain("Unclosed ` tick") == "Unclosed ` tick")
    }

    @Test func htmlTags_go_lineBreaksBreak_entitiesAreDecoded() {
        #expect(plain("<p>One<br/>Two</p><em>three</em> &amp; &lt;four&gt; &quot;five&quot; &#39;six&#39; &#x41;") == "One\nTwo\nthree & <four> \"five\" 'six' A")
        #expect(plain("a < b > c and &unknown; and & alone") == "a < b > c and &unknown; and & alone")
        #expect(plain("<script>alert(1)</script>text") == "alert(1)text")
    }

    @Test func blockMarkers_go_bulletsStay_blankLinesCollapse() {
        let markdown = "## Verdict ##\r\n\r\n\r\n> quoted line\r\n* first\r\n+ second\r\n- third\r\n\r\n---\r\n\r\nEnd   "
        #expect(plain(markdown) == "Verdict\n\nquoted line\n- first\n- second\n- third\n\nEnd")
    }

    @Test func hostileLines_areReadInOnePass() {
        // given: lines of ten thousand unmatched openers of every kind
        let lines = ["[", "<", "`", "(", "*", "&", "!["].map { "x" + String(repeating: $0, count: 10_000) + " end" }

        // when
        let texts = lines.map(plain)

        // then: nothing is lost but the markers the rules drop (a run of `*` touching a word)
        #expect(texts[0].hasSuffix(" end") && texts[0].count == 10_005)
        #expect(texts.map(\.count) == [10_005, 10_005, 10_005, 10_005, 5, 10_005, 20_005])
    }
}
