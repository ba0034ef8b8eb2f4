import Foundation
import Testing
@testable import MoviesData

/// Promises about the embedded catalogue's data itself.
struct CatalogueDataIntegrityTests {
    @Test func everyPersonID_belongsToExactlyOneName() throws {
        // given
        let catalogue = try MovieCatalogue.embedded()

        // when
        var namesByID: [Int: Set<String>] = [:]
        for person in catalogue.people {
            if let id = person.id { namesByID[id, default: []].insert(person.name) }
        }

        // then
        #expect(namesByID.values.allSatisfy { $0.count == 1 })
        #expect(Set(catalogue.people.map(\.name)).count == catalogue.people.count)
        #expect(namesByID.count >= 60)
    }

    @Test func everyCollection_hasAtLeastTwoParts_andEveryPartNamesAKnownCollection() throws {
        // given
        let catalogue = try MovieCatalogue.embedded()

        // when
        var parts: [Int: Int] = [:]
        for movie in catalogue.movies {
            if let id = movie.collectionID { parts[id, default: 0] += 1 }
        }

        // then
        for collection in catalogue.collections {
            #expect(parts[collection.id, default: 0] >= 2, "\(collection.name)")
        }
        #expect(Set(parts.keys) == Set(catalogue.collections.map(\.id)))
    }

    @Test func everyFilm_hasADirector_TMDBGenres_andSensibleFigures() throws {
        // given
        let catalogue = try MovieCatalogue.embedded()

        // then
        for movie in catalogue.movies {
            #expect(!movie.directors.isEmpty, "\(movie.id)")
            #expect(movie.genres.allSatisfy { CatalogueGenres.idsByName[$0] != nil }, "\(movie.id)")
            #expect((0...10).contains(movie.voteAverage) && movie.voteCount > 0 && movie.popularity > 0, "\(movie.id)")
        }
        #expect(catalogue.movies.count >= 340)
    }

    @Test func theFiftyPeopleWhoAppearMost_haveBiographies() throws {
        // given
        let catalogue = try MovieCatalogue.embedded()
        var films: [String: Set<Int>] = [:]
        for movie in catalogue.movies {
            for name in movie.cast.map(\.name) + movie.crew.map(\.name) { films[name, default: []].insert(movie.id) }
        }

        // when
        let ranked = films.sorted { lhs, rhs in
            lhs.value.count != rhs.value.count ? lhs.value.count > rhs.value.count : lhs.key < rhs.key
        }
        let cutoff = ranked[49].value.count
        // Everyone above the fiftieth person's count must have one; ties at that count may share the last places.
        let certain = ranked.filter { $0.value.count > cutoff }.map(\.key)

        // then
        let described = Set(catalogue.people.filter { ($0.biography ?? "").count > 80 }.map(\.name))
        #expect(certain.allSatisfy(described.contains), "\(certain.filter { !described.contains($0) })")
        #expect(described.count >= 50)
    }

    @Test func aDirectorsFilmography_hasMoreThanOneFilm() throws {
        // given
        let catalogue = try MovieCatalogue.embedded()

        // when
        var films: [String: Int] = [:]
        for movie in catalogue.movies {
            for name in movie.directors { films[name, default: 0] += 1 }
        }

        // then
        #expect(films.filter { $0.value >= 3 }.count >= 25)
    }

    @Test(arguments: [
        (#"[{"name":"A","id":1},{"name":"B","id":1}]"#, MovieCatalogueError.duplicatePersonID(1)),
        (#"[{"name":"A","id":1},{"name":"A","id":2}]"#, MovieCatalogueError.duplicatePersonName("A")),
    ])
    func aCatalogueThatGivesOneIDTwoNames_isRefused(people: String, error: MovieCatalogueError) {
        // given
        let json = #"{"version":2,"people":"# + people + #","movies":[]}"#

        // when / then
        #expect(throws: error) {
            try MovieCatalogue(jsonData: Data(json.utf8))
        }
    }

    @Test func aFilmInAnUndescribedCollection_isRefused() {
        // given
        let json = """
            {"version":2,"collections":[],"movies":[{"id":1,"title":"T","original_title":"T","original_language":"en",
             "release_date":"2000-01-01","genres":[],"runtime":1,"overview":"","vote_average":1,"vote_count":1,
             "popularity":1,"cast":[],"crew":[],"collection_id":9,"status":"Released","poster_path":null}]}
            """

        // when / then
        #expect(throws: MovieCatalogueError.unknownCollection(9)) {
            try MovieCatalogue(jsonData: Data(json.utf8))
        }
    }
}
