@testable import Networking
import Testing

struct PrintableTextTests {
    @Test func whenTextCarriesEscapeSequences_dropsThemWhole() {
        let hostile = "Invalid \u{1B}[31mkey\u{1B}[0m \u{1B}]0;owned\u{07}now"
        #expect(PrintableText.make(hostile) == "Invalid key now")
    }

    @Test func whenTextCarriesOtherControls_removesThemAndFoldsLineBreaks() {
        #expect(PrintableText.make("a\u{9B}b\u{7F}c\n\nd\u{202E}e") == "abc de")
    }

    @Test func whenTextIsLong_boundsItWithAnEllipsis() {
        let text = PrintableText.make(String(repeating: "x", count: 500), maximumLength: 10)
        #expect(text == String(repeating: "x", count: 9) + "…")
    }
}
