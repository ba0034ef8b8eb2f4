import Foundation
import MoviesDomain
import PropertyBased
import PropertyTestSupport
import Testing
@testable import MoviesData

/// Whatever bytes a server sends, decoding a TMDB answer either gives a value
/// that maps to the domain or throws: it never crashes.
@Suite(.propertySeedReplay) struct DTODecodingFuzzTests {
    /// Real answers of the embedded catalogue, the starting points for mutations.
    static let searchAnswer = catalogueAnswer(path: "/3/search/movie", query: ["query": "the", "page": "1"])
    static let detailsAnswer = catalogueAnswer(path: "/3/movie/27205", query: ["append_to_response": "credits"])

    @Test func whenTheBodyIsArbitraryBytes_decodingThrowsOrSucceeds() async {
        let bytes = Gen<UInt8>.value(in: 0...255).array(of: 0...400)
        await propertyCheck(count: 500, input: bytes) { bytes in
            Self.decodeBoth(Data(bytes))
        }
    }

    @Test func whenTheBodyIsArbitraryJSONText_decodingThrowsOrSucceeds() async {
        // Bytes from the JSON alphabet reach deeper into the parser than noise does.
        let jsonByte = Gen<UInt8?>.element(of: Array(#"{}[]":,-+.eE0123456789 truefalsnl\u"#.utf8)).map { $0 ?? 0x7B }
        await propertyCheck(count: 500, input: jsonByte.array(of: 0...200)) { bytes in
            Self.decodeBoth(Data(bytes))
        }
    }

    @Test(arguments: [("search", searchAnswer), ("details", detailsAnswer)])
    func whenARealAnswerIsMutated_decodingThrowsOrSucceeds(label: String, answer: Data) async throws {
        try #require(!answer.isEmpty, "the catalogue gave no \(label) answer")
        await propertyCheck(count: 400, input: Gen<UInt64>.value().array(of: 1...10)) { mutations in
            Self.decodeBoth(Self.mutate(answer, with: mutations))
        }
    }

    @Test func whenValuesAreExtremeButWellFormed_decodingThrowsOrSucceeds() async {
        let extremes = [
            "0", "-1", "1e400", "-1e400", "1e-400", "9223372036854775807", "9223372036854775808",
            "-9223372036854775809", "1.5", "null", "true", "\"\"", "\"2010-13-45\"", "\"99999-01-01\"",
            "\"\\u0000\\u001b[2J\"", "\"\\ud800\"", "[]", "{}", "[null]", "[{}]",
        ]
        let value = Gen<String?>.element(of: extremes).map { $0 ?? "null" }
        await propertyCheck(count: 300, input: value.array(of: 13)) { values in
            let search = """
                {"page":\(values[0]),"total_pages":\(values[1]),"total_results":\(values[2]),"results":[
                {"id":\(values[3]),"title":\(values[4]),"release_date":\(values[5]),"vote_average":\(values[6]),
                 "vote_count":\(values[7]),"genre_ids":\(values[8])}, \(values[9])]}
                """
            let details = """
                {"id":\(values[3]),"title":\(values[4]),"release_date":\(values[5]),"runtime":\(values[10]),
                 "vote_average":\(values[6]),"genres":\(values[8]),"tagline":\(values[11]),
                 "credits":{"cast":[{"name":\(values[4]),"order":\(values[12])}, \(values[9])],"crew":\(values[8])}}
                """
            Self.decodeBoth(Data(search.utf8))
            Self.decodeBoth(Data(details.utf8))
        }
    }

    @Test func whenAReleaseDateIsArbitraryText_parsingGivesADateOrNothing() async {
        let text = Gen<Character?>.element(of: Array("0123456789-T:Z +")).map { $0 ?? "0" }.string(of: 0...24)
        await propertyCheck(count: 500, input: text) { text in
            if let date = ReleaseDate(iso8601: text) {
                #expect((1...12).contains(date.month) && (1...31).contains(date.day), "\(text) → \(date)")
            }
        }
    }

    /// Decodes `body` as both answers and maps whatever decodes; a crash fails the whole run.
    static func decodeBoth(_ body: Data) {
        if let page = try? JSONDecoder().decode(MoviesResponseDTO.self, from: body) {
            let domain = page.toDomain()
            #expect(domain.movies.count == page.movies.count)
        }
        if let details = try? JSONDecoder().decode(MovieDetailsResponseDTO.self, from: body) {
            let domain = details.toDomain()
            #expect(domain.cast.count <= MovieDetailsResponseDTO.castLimit)
        }
    }

    /// `data` changed once per word of `mutations`: a byte replaced, a
    /// JSON-significant byte inserted, a byte removed, or the end cut off.
    static func mutate(_ data: Data, with mutations: [UInt64]) -> Data {
        var bytes = [UInt8](data)
        let significant = Array(#"{}[]":,\-0e"#.utf8)
        for word in mutations where !bytes.isEmpty {
            let position = Int(word % UInt64(bytes.count))
            let value = UInt8(truncatingIfNeeded: word >> 32)
            switch (word >> 60) % 4 {
            case 0: bytes[position] = value
            case 1: bytes.insert(significant[Int(value) % significant.count], at: position)
            case 2: bytes.remove(at: position)
            default: bytes.removeSubrange(position...)
            }
        }
        return Data(bytes)
    }

    static func catalogueAnswer(path: String, query: [String: String]) -> Data {
        guard let catalogue = try? MovieCatalogue.embedded() else { return Data() }
        let answer = CatalogueResponder(catalogue: catalogue).respond(method: "GET", path: path, queryItems: query)
        return answer.statusCode == 200 ? answer.body : Data()
    }
}
