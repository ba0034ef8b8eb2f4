@testable import Networking
import Testing

struct HeaderFieldsTests {
    @Test func whenAReplacementDiffersOnlyInCase_itReplacesEverySpellingOfThatName() {
        // given
        let headers = ["If-None-Match": "\"old\"", "IF-NONE-MATCH": "\"older\"", "Accept": "application/json"]

        // when
        let merged = HeaderFields.merging(["if-none-match": "\"new\""], into: headers)

        // then
        #expect(merged == ["if-none-match": "\"new\"", "Accept": "application/json"])
    }

    @Test func whenThereAreNoReplacements_theHeadersStayAsTheyWere() {
        #expect(HeaderFields.merging([:], into: ["Accept": "application/json"]) == ["Accept": "application/json"])
    }
}
