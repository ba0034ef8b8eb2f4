import Foundation
import MoviesDomain
import Testing
@testable import MoviesData

struct MovieCatalogueTests {
    @Test func embeddedCatalogue_decodesWithAtLeast160FilmsAndUniqueIDs() throws {
        // when
        let catalogue = try MovieCatalogue.embedded()

        // then
        #expect(catalogue.movies.count >= 160)
        #expect(Set(catalogue.movies.map(\.id)).count == catalogue.movies.count)
    }

    @Test func embeddedCatalogue_everyFilmHasTheFieldsTheScreensShow() throws {
        // given
        let catalogue = try MovieCatalogue.embedded()
        let knownGenres = Set(CatalogueGenres.idsByName.keys)

        // then
        for movie in catalogue.movies {
            #expect(!movie.title.isEmpty, "\(movie.id)")
            #expect(!movie.originalTitle.isEmpty, "\(movie.id)")
            #expect(movie.originalLanguage.count == 2, "\(movie.id)")
            #expect(movie.overview.count > 40, "\(movie.id)")
            #expect(ReleaseDate(iso8601: movie.releaseDate) != nil, "\(movie.id) \(movie.releaseDate)")
            #expect(movie.runtime > 0, "\(movie.id)")
            #expect(!movie.directors.isEmpty, "\(movie.id)")
            #expect(!movie.cast.isEmpty, "\(movie.id)")
            #expect(!movie.genres.isEmpty && movie.genres.allSatisfy(knownGenres.contains), "\(movie.id)")
            #expect((0...10).contains(movie.voteAverage), "\(movie.id)")
            #expect(movie.status == "Released", "\(movie.id)")
        }
    }

    @Test func embeddedCatalogue_spansDecadesAndLanguages() throws {
        // given
        let catalogue = try MovieCatalogue.embedded()

        // when
        let decades = Set(catalogue.movies.compactMap(\.releaseYear).map { $0 / 10 * 10 })
        let languages = Set(catalogue.movies.map(\.originalLanguage))

        // then
        #expect(Set(stride(from: 1920, through: 2020, by: 10)).isSubset(of: decades))
        #expect(Set(["en", "fr", "it", "de", "es", "sv", "da", "ru", "ja", "ko", "zh", "hi", "fa", "pt"]).isSubset(of: languages))
    }

    @Test func embeddedCatalogue_hasNoControlCharactersThatCouldReachTheTerminal() throws {
        // given
        let catalogue = try MovieCatalogue.embedded()

        // then
        for movie in catalogue.movies {
            let texts = [movie.title, movie.originalTitle, movie.overview, movie.tagline ?? ""]
                + movie.directors + movie.cast.flatMap { [$0.name, $0.character] }
            let control = texts.flatMap(\.unicodeScalars).filter { $0.properties.generalCategory == .control }
            #expect(control.isEmpty, "\(movie.id)")
        }
    }

    @Test func whenLookingUpByID_findsTheFilmOrNothing() throws {
        // given
        let catalogue = try MovieCatalogue.embedded()

        // then
        #expect(catalogue.movie(withID: 27205)?.title == "Inception")
        #expect(catalogue.movie(withID: 496243)?.originalTitle == "기생충")
        #expect(catalogue.movie(withID: 194)?.title == "Amélie")
        #expect(catalogue.movie(withID: 999_999_999) == nil)
    }

    @Test func whenJSONIsMalformed_decodingThrowsMalformed() {
        // when / then
        #expect {
            try MovieCatalogue(jsonData: Data(#"{"version":1,"movies":[{"id":"x"}]}"#.utf8))
        } throws: { error in
            if case MovieCatalogueError.malformed = error { return true }
            return false
        }
    }

    @Test func whenVersionIsUnknown_decodingThrowsUnsupportedVersion() {
        // when / then
        #expect(throws: MovieCatalogueError.unsupportedVersion(1)) {
            try MovieCatalogue(jsonData: Data(#"{"version":1,"movies":[]}"#.utf8))
        }
    }

    @Test func whenTwoFilmsShareAnID_decodingThrowsDuplicateID() {
        // when / then
        #expect(throws: MovieCatalogueError.duplicateID(7)) {
            try CatalogueTestSupport.catalogue([
                (7, "One", "One", "2000-01-01", 1),
                (7, "Two", "Two", "2001-01-01", 2),
            ])
        }
    }
}
