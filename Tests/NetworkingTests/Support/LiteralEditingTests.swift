import Foundation
import Testing
@testable import Networking

/// The string helpers that replaced Foundation's `CharacterSet` trimming,
/// `replacingOccurrences` and percent-decoding, held to Foundation's answers.
struct LiteralEditingTests {
    @Test(arguments: ["  a b\t", "\u{3000}x\u{A0}", "\n x \r\n", "", " \u{301}a", "\u{2028}y\u{85}"])
    func trimming_removesWhatFoundationsCharacterSetsRemove(text: String) {
        // when / then
        #expect(text.trimming(where: \.isHorizontalWhitespace) == text.trimmingCharacters(in: .whitespaces))
        #expect(text.trimming(where: \.isLineBreak) == text.trimmingCharacters(in: .newlines))
        #expect(text.trimming(where: \.isWhitespaceOrLineBreak) == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func whenTheSecretIsFollowedByACombiningMark_itIsStillReplaced() {
        // given
        let text = "token=abcd\u{301} and abcd"

        // when
        let replaced = text.replacingEvery("abcd", with: "<redacted>")

        // then
        #expect(replaced == "token=<redacted>\u{301} and <redacted>")
    }

    @Test(arguments: ["a%20b", "%E2%82%AC", "%zz", "%", "%C3", "plain", "100%25", "%41%42"])
    func decode_readsEscapesAsFoundationDoes(text: String) {
        // when / then
        #expect(QueryEncoding.decode(text) == text.removingPercentEncoding)
    }

    @Test(arguments: ["a b+c&d=e", "é€😀", "-._~AZaz09", "/?#[]@!$'()*,;"])
    func encode_keepsOnlyUnreservedCharacters(text: String) {
        // when / then
        let unreserved = CharacterSet(charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
        #expect(QueryEncoding.encode(text) == text.addingPercentEncoding(withAllowedCharacters: unreserved))
    }
}
