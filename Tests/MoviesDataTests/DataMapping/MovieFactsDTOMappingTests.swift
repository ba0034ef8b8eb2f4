import Foundation
import MoviesDomain
import Testing
@testable import MoviesData

/// The facts appended to a details answer, read as TMDB shapes them, and
/// leniently: a bad element costs that element, a bad part that part, never the film.
struct MovieFactsDTOMappingTests {
    private func details(_ json: String) throws -> MovieDetails {
        try JSONDecoder().decode(MovieDetailsResponseDTO.self, from: Data(json.utf8)).toDomain()
    }

    /// Invented values in TMDB's shapes.
    static let everyPart = """
    {"id":27205,"title":"Inception","original_language":"en","imdb_id":"tt0000001",
     "videos":{"results":[
       {"iso_639_1":"en","iso_3166_1":"US","name":"Official Trailer","key":"YoGHj1O0gBk","site":"YouTube","size":1080,
        "type":"Trailer","official":true,"published_at":"2010-05-11T17:00:06.000Z","id":"v1"},
       {"iso_639_1":"en","name":"Teaser","key":"111","site":"Vimeo","type":"Teaser","official":false,"published_at":"2009-12-10T18:00:00.000Z"}]},
     "release_dates":{"results":[{"iso_3166_1":"US","release_dates":[
       {"certification":"","descriptors":[],"iso_639_1":"","note":"Premiere","release_date":"2010-07-08T00:00:00.000Z","type":1},
       {"certification":"PG-13","descriptors":[],"iso_639_1":"","note":"","release_date":"2010-07-16T00:00:00.000Z","type":3}]}]},
     "external_ids":{"imdb_id":"tt1375666","wikidata_id":null,"facebook_id":null,"instagram_id":null,"twitter_id":null},
     "keywords":{"keywords":[{"id":849,"name":"dream"},{"id":10051,"name":"heist"}]},
     "watch/providers":{"results":{"GB":{"link":"https://www.themoviedb.org/movie/27205/watch?locale=GB",
       "flatrate":[{"logo_path":"/n.jpg","provider_id":8,"provider_name":"Netflix","display_priority":1}],
       "rent":[{"logo_path":"/a.jpg","provider_id":2,"provider_name":"Apple TV","display_priority":5}],
       "buy":[{"logo_path":"/a.jpg","provider_id":2,"provider_name":"Apple TV","display_priority":5}]}}},
     "reviews":{"page":1,"results":[{"author":"someone","author_details":{"name":"","username":"someone","avatar_path":null,"rating":8.0},
       "content":"**Great**.","created_at":"2021-03-01T12:00:00.000Z","id":"r1","updated_at":"2021-03-01T12:00:00.000Z",
       "url":"https://www.themoviedb.org/review/r1"}],"total_pages":1,"total_results":3}}
    """

    @Test func everyPart_isRead() throws {
        // when
        let facts = try details(Self.everyPart).facts

        // then
        #expect(facts.videos?.map(\.key) == ["YoGHj1O0gBk", "111"])
        #expect(facts.videos?.first == MovieVideo(
            key: "YoGHj1O0gBk", site: "YouTube", type: "Trailer", name: "Official Trailer", isOfficial: true,
            publishedAt: Timestamp(secondsSince1970: 1_273_597_206), language: "en"
        ))
        #expect(facts.releases == [CountryReleases(country: "US", releases: [
            MovieRelease(type: .premiere, certification: nil, date: ReleaseDate(year: 2010, month: 7, day: 8), note: "Premiere"),
            MovieRelease(type: .theatrical, certification: "PG-13", date: ReleaseDate(year: 2010, month: 7, day: 16)),
        ])])
        #expect(facts.imdbID == IMDbID("tt1375666"))
        #expect(facts.keywords == [Keyword(id: 849, name: "dream"), Keyword(id: 10051, name: "heist")])
        let gb = try #require(facts.watchProviders?.regions["GB"])
        #expect(gb.link == "https://www.themoviedb.org/movie/27205/watch?locale=GB")
        #expect(gb.offers[.stream] == [WatchProvider(id: 8, name: "Netflix", logoPath: "/n.jpg", displayPriority: 1)])
        #expect(gb.offers[.rent]?.map(\.id) == [2] && gb.offers[.buy]?.map(\.id) == [2] && gb.offers[.ads] == nil)
        #expect(facts.reviews == ReviewsPage(page: 1, totalPages: 1, totalResults: 3, reviews: [MovieReview(
            id: "r1", author: "someone", authorRating: 8, createdAt: Timestamp(iso8601: "2021-03-01T12:00:00Z"),
            content: "**Great**.", url: "https://www.themoviedb.org/review/r1"
        )]))
    }

    @Test func detailsWithoutTheParts_knowNoneOfThem_asBefore() throws {
        // when
        let details = try details(#"{"id":1,"title":"T","credits":{"cast":[],"crew":[]}}"#)

        // then
        #expect(details.facts == .unknown)
    }

    @Test func theDetailsOwnIMDbID_standsInWithoutExternalIDs_andABadOneIsNone() throws {
        #expect(try details(#"{"id":1,"title":"T","imdb_id":"tt0137523"}"#).facts.imdbID == IMDbID("tt0137523"))
        #expect(try details(#"{"id":1,"title":"T","imdb_id":"","external_ids":{"imdb_id":"javascript:x"}}"#).facts.imdbID == nil)
    }

    @Test func partsOfTheWrongShape_costThatPartOnly() throws {
        // given: every part a string, a number or an array where an object belongs
        let json = """
        {"id":1,"title":"Still here","videos":"none","release_dates":7,"external_ids":[],"keywords":{"keywords":"x"},
         "watch/providers":{"results":[1,2]},"reviews":{"results":{"a":1}}}
        """

        // when
        let details = try details(json)

        // then
        #expect(details.movie.title == "Still here")
        #expect(details.facts.videos == nil && details.facts.releases == nil && details.facts.imdbID == nil)
        #expect(details.facts.keywords == [])
        #expect(details.facts.watchProviders == WatchProviders(regions: [:]))
        #expect(details.facts.reviews?.reviews == [])
    }

    @Test func elementsMissingFieldsOrOfWrongTypes_areSkipped_theRestKept() throws {
        // given
        let json = """
        {"id":1,"title":"T",
         "videos":{"results":[{"key":null,"site":"YouTube","type":"Trailer"},{"key":"k","site":"YouTube","type":"Clip","official":"yes","published_at":5},
           {"key":"","site":"YouTube","type":"Trailer"},7]},
         "release_dates":{"results":[{"iso_3166_1":"US","release_dates":[{"certification":"R"},{"type":"3","certification":12},{"type":3.0,"certification":" "}]},
           {"iso_3166_1":"USA","release_dates":[]},{"release_dates":[]}]},
         "keywords":{"keywords":[{"id":"x","name":"a"},{"id":5,"name":""},{"id":6,"name":"kept"},{"id":6,"name":"again"},{"id":-1,"name":"n"}]},
         "watch/providers":{"results":{"gb":{"flatrate":[{"provider_id":"8","provider_name":"Netflix"},{"provider_id":9,"provider_name":"Prime","display_priority":"1"}]},
           "US":"nothing","DE":{"rent":{"provider_id":1}},"EUR":{"buy":[{"provider_id":1,"provider_name":"Long code"}]}}},
         "reviews":{"page":"one","results":[{"author":"a","content":"kept","author_details":{"rating":"ten"}},{"author":"b"},
           {"content":"  ","author":"c"},{"content":"no author","author_details":{"username":"handle","rating":11}}],"total_results":-4}}
        """

        // when
        let facts = try details(json).facts

        // then
        #expect(facts.videos == [MovieVideo(key: "k", site: "YouTube", type: "Clip", name: "Clip", isOfficial: false, publishedAt: nil, language: nil)])
        #expect(facts.releases == [CountryReleases(country: "US", releases: [MovieRelease(type: .theatrical, certification: nil)])])
        #expect(facts.keywords == [Keyword(id: 6, name: "kept")])
        #expect(facts.watchProviders?.regions.keys.sorted() == ["DE", "GB"])
        #expect(facts.watchProviders?.regions["GB"]?.offers[.stream] == [WatchProvider(id: 9, name: "Prime")])
        #expect(facts.watchProviders?.regions["DE"]?.isEmpty == true)
        #expect(facts.reviews?.reviews.map(\.author) == ["a", "handle"])
        #expect(facts.reviews?.reviews.map(\.authorRating) == [nil, nil])
        #expect(facts.reviews?.page == 1 && facts.reviews?.totalResults == 3)
    }

    @Test func hugeParts_areReadInOnePass_andCut() throws {
        // given: 5,000 providers in one region, 1,000 videos, 1,000 keywords
        let provider = #"{"provider_id":1,"provider_name":"Same","display_priority":1}"#
        let video = #"{"key":"k","site":"YouTube","type":"Clip"}"#
        let keywords = (1...1_000).map { #"{"id":\#($0),"name":"k\#($0)"}"# }.joined(separator: ",")
        let json = """
        {"id":1,"title":"T","watch/providers":{"results":{"GB":{"rent":[\(Array(repeating: provider, count: 5_000).joined(separator: ","))]}}},
         "videos":{"results":[\(Array(repeating: video, count: 1_000).joined(separator: ","))]},"keywords":{"keywords":[\(keywords)]}}
        """

        // when
        let details = try details(json)

        // then
        #expect(details.facts.watchProviders?.regions["GB"]?.offers[.rent]?.count == 200)
        #expect(details.facts.videos?.count == 200)
        #expect(details.facts.keywords?.count == 100)
        guard case .offered(let offering)? = details.watchAvailability(in: WatchRegion(code: "GB", origin: .flag)!) else {
            Issue.record("expected offers")
            return
        }
        #expect(offering.sections.first?.providers.count == 1)
    }

    @Test func theServicesOfARegion_andAKeywordSearch_areRead() throws {
        // given
        let services = #"{"results":[{"display_priorities":{"GB":1},"display_priority":1,"logo_path":"/n.jpg","provider_name":"Netflix","provider_id":8},{"provider_id":8,"provider_name":"Netflix again"},{"provider_name":"no id"}]}"#
        let keywords = #"{"page":1,"results":[{"id":849,"name":"dream"},{"id":null,"name":"x"}],"total_pages":1,"total_results":2}"#

        // when
        let list = try JSONDecoder().decode(WatchProviderListResponseDTO.self, from: Data(services.utf8)).toDomain()
        let found = try JSONDecoder().decode(KeywordSearchResponseDTO.self, from: Data(keywords.utf8)).toDomain()

        // then
        #expect(list == [WatchProvider(id: 8, name: "Netflix", logoPath: "/n.jpg", displayPriority: 1)])
        #expect(found == [Keyword(id: 849, name: "dream")])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(KeywordSearchResponseDTO.self, from: Data(#"{"status_code":7}"#.utf8)) }
    }
}
