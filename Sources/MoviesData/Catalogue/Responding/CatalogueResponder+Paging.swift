import Networking
/// Reading request parameters the endpoints share, and cutting lists into TMDB's pages.
extension CatalogueResponder {
    /// `page`, 1 when absent.
    /// - Throws: `.invalidPage` unless it is an integer from 1 to `maximumPage`.
    static func pageNumber(_ queryItems: [String: String]) throws(CatalogueRequestError) -> Int {
        guard let text = queryItems["page"] else { return 1 }
        guard let number = Int(text), (1...maximumPage).contains(number) else { throw .invalidPage }
        return number
    }

    /// The items of page `page` (1-based); empty past the end, as TMDB answers.
    static func slice<Item>(_ items: [Item], page: Int) -> ArraySlice<Item> {
        let start = (page - 1) * pageSize
        guard start < items.count else { return [] }
        return items[start..<min(start + pageSize, items.count)]
    }

    /// At least 1 (TMDB says one empty page), at most `maximumPage`.
    static func totalPages(_ count: Int) -> Int {
        min(max(1, (count + pageSize - 1) / pageSize), maximumPage)
    }

    /// The names in `append_to_response`, trimmed.
    static func appendedResponses(_ queryItems: [String: String]) -> Set<String> {
        Set((queryItems["append_to_response"] ?? "").split(separator: ",").map(\.trimmingSpacesAndTabs))
    }

    /// A TMDB id written in ASCII digits only (no sign, no spaces).
    static func id(_ text: String) -> Int? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int(text)
    }
}
