import Foundation
@testable import Networking
import Testing

/// What a body that did not decode is called: "not valid JSON" only when it is not.
@Suite struct DecodingErrorDescriptionTests {
    private struct Page: Decodable {
        let page: Int
        let totalPages: Int

        enum CodingKeys: String, CodingKey {
            case page
            case totalPages = "total_pages"
        }
    }

    private func describe(_ text: String) -> String {
        let body = Data(text.utf8)
        do {
            _ = try JSONDecoder().decode(Page.self, from: body)
            return "decoded"
        } catch {
            return DecodingErrorDescription.describe(error, body: body)
        }
    }

    @Test func whenAValidDocumentHoldsANumberOutOfRange_itSaysWhichNumber() {
        // Foundation calls this "not valid JSON", with no path.
        #expect(describe(#"{"page":1,"total_pages":9223372036854775808}"#) == "the number at total_pages is out of range")
        #expect(describe(#"{"page":1e400,"total_pages":1}"#) == "the number at page is out of range")
    }

    @Test func whenTheDocumentIsNotJSON_itSaysSo() {
        #expect(describe(#"{"page":1,"#) == "the body is not valid JSON")
        #expect(describe("<html>hotel wifi</html>") == "the body is not valid JSON")
    }

    @Test func whenAValidDocumentHasAFractionWhereAWholeNumberBelongs_itDoesNotCallItInvalidJSON() {
        let text = describe(#"{"page":1.5,"total_pages":1}"#)
        #expect(!text.contains("not valid JSON"), "\(text)")
        #expect(text.contains("valid JSON") || text.contains("page"), "\(text)")
    }

    @Test func whenAKeyIsMissing_itStillNamesIt() {
        #expect(describe(#"{"page":1}"#) == "missing key 'total_pages' at the top level")
    }

    @Test func throughTheTransferService_anOutOfRangeTotalIsNotCalledInvalidJSON() throws {
        // given
        let service = DefaultDataTransferService(
            networkService: CurlNetworkService(),
            config: ApiDataNetworkConfig(baseURL: try #require(URL(string: "http://127.0.0.1:9")), credentialNames: TestSecrets.credentialNames)
        )
        let endpoint = Endpoint<Page>(path: "3/search/movie")
        // when
        let error = #expect(throws: DataTransferError.self) {
            try service.decode(Data(#"{"page":1,"total_pages":9223372036854775808}"#.utf8), for: endpoint)
        }
        // then
        #expect(error == .undecodableBody(detail: "the number at total_pages is out of range"))
    }
}
