import Foundation
import Testing
import TestSupport
@testable import MoviesData

/// A page read without JSONDecoder (`MoviesResponseDTO(plainJSON:)`) is
/// exactly the page JSONDecoder reads, or not read at all: checked on
/// thousands of generated pages full of what servers send wrong — numbers in
/// every form, strings where numbers belong, escapes, nulls, bad elements.
struct PlainJSONPageAgreementTests {
    /// The shared deterministic picker (no seed-dependent test results).
    private typealias Generator = ChoicePicker

    private static let numbers = [
        "0", "7", "-3", "27205", "12.0", "12.5", "1e3", "1E-2", "-0.0", "9223372036854775807", "9223372036854775808",
        "-9223372036854775809", "1e400", "-1e400", "123456789012345678901234567890", "4.9e-324", "8.4", "2.5e1",
    ]
    private static let strings = [
        #""Inception""#, #""""#, #""Am\u00e9lie""#, #""\u4e16\u754c""#, #""a \"quoted\" \\ word\n""#, #""caf\u00E9 \/ slash""#,
        "\"Ta\u{301}xi\"", "\"🎬 film\"", #""tab\there""#, #""2010-07-15""#, #""/abc.jpg""#,
    ]

    private func value(_ generator: inout Generator, depth: Int = 0) -> String {
        switch generator.next(depth > 1 ? 5 : 7) {
        case 0, 1: return generator.pick(Self.numbers)
        case 2, 3: return generator.pick(Self.strings)
        case 4: return generator.pick(["null", "true", "false"])
        case 5: return "[" + (0..<generator.next(3)).map { _ in value(&generator, depth: depth + 1) }.joined(separator: ",") + "]"
        default: return "{\"k\":" + value(&generator, depth: depth + 1) + "}"
        }
    }

    private func field(_ name: String, _ generator: inout Generator, usual: String) -> String? {
        switch generator.next(6) {
        case 0: return nil
        case 1, 2: return "\"\(name)\": " + value(&generator)
        default: return "\"\(name)\":\(usual)"
        }
    }

    private func film(_ generator: inout Generator) -> String {
        switch generator.next(12) {
        case 0: return "null"
        case 1: return value(&generator)
        default: break
        }
        let genres = "[" + (0..<generator.next(4)).map { _ in
            generator.next(5) == 0 ? value(&generator) : String(generator.next(100))
        }.joined(separator: ",") + "]"
        let fields = [
            field("id", &generator, usual: String(generator.next(100_000) + 1)),
            field("title", &generator, usual: generator.pick(Self.strings)),
            field("original_title", &generator, usual: generator.pick(Self.strings)),
            field("original_language", &generator, usual: #""en""#),
            field("overview", &generator, usual: generator.pick(Self.strings)),
            field("release_date", &generator, usual: #""2010-07-15""#),
            field("poster_path", &generator, usual: #""/p.jpg""#),
            field("vote_average", &generator, usual: "8.4"),
            field("vote_count", &generator, usual: "36000"),
            field("genre_ids", &generator, usual: genres),
            generator.next(4) == 0 ? "\"adult\":false" : nil,
        ].compactMap { $0 }
        return "{" + fields.joined(separator: generator.next(3) == 0 ? " , " : ",") + "}"
    }

    private func page(_ generator: inout Generator) -> String {
        let results: String = switch generator.next(10) {
        case 0: "null"
        case 1: value(&generator)
        default: "[" + (0..<generator.next(8)).map { _ in film(&generator) }.joined(separator: ",") + "]"
        }
        let fields = [
            field("page", &generator, usual: "1"),
            field("total_pages", &generator, usual: "6"),
            field("total_results", &generator, usual: "109"),
            generator.next(10) == 0 ? nil : "\"results\":" + results,
        ].compactMap { $0 }
        return (generator.next(4) == 0 ? " \n" : "") + "{" + fields.joined(separator: ",") + "}"
    }

    @Test func everyPageReadWithoutJSONDecoder_isThePageJSONDecoderReads() throws {
        var generator = Generator(state: 0x2718_2818)
        var readPlainly = 0
        let total = 4_000
        for _ in 0..<total {
            let text = page(&generator)
            let data = Data(text.utf8)
            let decoded = try? JSONDecoder().decode(MoviesResponseDTO.self, from: data)
            guard let plain = MoviesResponseDTO(plainJSON: data) else { continue }
            readPlainly += 1
            #expect(plain == decoded, "\(text)")
        }
        // Most pages must take the quick way, or the check above checks little.
        #expect(readPlainly > total / 2, "\(readPlainly) of \(total)")
    }

    @Test func whatTheReaderGivesUpOn_isLeftToJSONDecoder() {
        let cases = [
            #"{"page":1,"page":2,"results":[]}"#,  // a repeated name
            #"{"page":1,"results":[{"id":1,"title":"\ud83c\udfac"}]}"#,  // an escaped surrogate pair
            #"{"page":-0,"results":[]}"#,
            #"{"page":1,"results":[{"id":1,"genre_ids":[28.0]}]}"#,  // a genre id with a fraction
            #"{"page":1,"results":[]} x"#,
            #"{"page":01,"results":[]}"#,
            "{\"page\":1,\"results\":[{\"id\":1,\"title\":\"a\u{1}b\"}]}",
            #"{"results":[]}"#,  // not a page: JSONDecoder says why
            #"{"page":1,"results":{"id":1}}"#,
        ]
        for text in cases {
            #expect(MoviesResponseDTO(plainJSON: Data(text.utf8)) == nil, "\(text)")
        }
    }

    @Test func aSearchPageFromTheDecoderTheAppUses_isReadEitherWayTheSame() throws {
        let text = #"""
        {"page":1,"total_pages":1,"total_results":2,"results":[
          {"id":27205,"title":"Inception","original_title":"Inception","overview":"A thief \u2014 \"dreams\".","release_date":"2010-07-15",
           "poster_path":"/a.jpg","vote_average":8.4,"vote_count":36000,"genre_ids":[28,878,null,"x"]},
          null, 7, {"title":"no id"}]}
        """#
        let data = Data(text.utf8)
        let decoder = TMDBResponseDecoder()
        let page: MoviesResponseDTO = try decoder.decode(data)
        #expect(page == (try JSONDecoder().decode(MoviesResponseDTO.self, from: data)))
        #expect(page.movies.count == 1 && page.skippedCount == 2)
        #expect(page.movies.first?.genreIDs == [28, 878])
        #expect(page.movies.first?.overview == "A thief — \"dreams\".")
    }
}
