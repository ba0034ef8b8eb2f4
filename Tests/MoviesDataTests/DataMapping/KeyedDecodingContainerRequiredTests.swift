import Foundation
import Testing
@testable import MoviesData

/// The reads every DTO shares: the key that makes an object the answer it is
/// read as, a number an item cannot do without, and a list read item by item.
struct KeyedDecodingContainerRequiredTests {
    private struct Item: Decodable, Sendable, Equatable {
        let id: Int

        private enum CodingKeys: String, CodingKey { case id }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeRequiredInt(forKey: .id, failure: "the item has no usable id")
        }
    }

    private struct Page: Decodable {
        let items: [Item]?

        private enum CodingKeys: String, CodingKey { case items }

        init(from decoder: any Decoder) throws {
            items = try decoder.container(keyedBy: CodingKeys.self).decodeLossyList(Item.self, forKey: .items)
        }
    }

    /// A page of reviews: `results` or `page` says it is one.
    private struct ReviewsLike: Decodable {
        private enum CodingKeys: String, CodingKey { case results, page }

        init(from decoder: any Decoder) throws {
            try decoder.container(keyedBy: CodingKeys.self).requireAnyKey(.results, .page, failure: "not a page of reviews")
        }
    }

    @Test func whenNoneOfTheKeysIsThere_thenTheObjectIsNotThatAnswer() throws {
        // given / when / then: either key will do, whatever its value
        _ = try JSONDecoder().decode(ReviewsLike.self, from: Data(#"{"results":"nonsense"}"#.utf8))
        _ = try JSONDecoder().decode(ReviewsLike.self, from: Data(#"{"page":null}"#.utf8))
        let error = #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ReviewsLike.self, from: Data(#"{"status_code":7,"status_message":"Invalid API key"}"#.utf8))
        }
        guard case .keyNotFound(let key, let context)? = error else {
            Issue.record("expected keyNotFound, got \(String(describing: error))")
            return
        }
        #expect(key.stringValue == "results")
        #expect(context.debugDescription == "not a page of reviews")
    }

    private func page(_ json: String) throws -> Page {
        try JSONDecoder().decode(Page.self, from: Data(json.utf8))
    }

    @Test func whenItemsLackAUsableID_thenOnlyThoseAreDropped() throws {
        // given: a whole number as a double is still whole; a fraction, text or null is not
        let json = #"{"items":[{"id":1},{"id":2.0},{"id":2.5},{"id":"3"},{"id":null},{},{"id":4}]}"#

        // when
        let items = try page(json).items

        // then
        #expect(items == [try item(1), try item(2), try item(4)])
    }

    @Test func whenTheListIsMissingNullOrNoList_thenItReadsAsNil() throws {
        #expect(try page(#"{}"#).items == nil)
        #expect(try page(#"{"items":null}"#).items == nil)
        #expect(try page(#"{"items":{"id":1}}"#).items == nil)
        #expect(try page(#"{"items":[]}"#).items == [])
    }

    @Test func whenTheIDIsMissing_thenTheFailureSaysWhy() {
        let error = #expect(throws: DecodingError.self) { try JSONDecoder().decode(Item.self, from: Data(#"{"id":"x"}"#.utf8)) }
        guard case .dataCorrupted(let context)? = error else {
            Issue.record("expected dataCorrupted, got \(String(describing: error))")
            return
        }
        #expect(context.debugDescription == "the item has no usable id")
    }

    private func item(_ id: Int) throws -> Item {
        try JSONDecoder().decode(Item.self, from: Data(#"{"id":\#(id)}"#.utf8))
    }
}
