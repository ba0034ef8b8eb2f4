import Foundation
import Testing
@testable import MoviesData

/// People: search, details with movie credits, and ids in a film's credits.
struct CatalogueResponderPeopleTests {
    private typealias Support = CatalogueTestSupport

    @Test func searchPerson_findsALinkedPersonByAnyWordOfTheName_withKnownFor() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, "/3/search/person", ["query": "nolan"])

        // then
        let first = try #require(Support.results(body).first)
        #expect(first["id"] as? Int == 525)
        #expect(first["name"] as? String == "Christopher Nolan")
        #expect(first["known_for_department"] as? String == "Directing")
        #expect(first["profile_path"] is NSNull)
        let knownFor = try #require(first["known_for"] as? [[String: Any]])
        #expect(knownFor.count == 3)
        #expect(knownFor.allSatisfy { $0["media_type"] as? String == "movie" && $0["genre_ids"] is [Int] })
        #expect(body["total_results"] as? Int == 1)
    }

    @Test func searchPerson_leavesOutPeopleWithoutAConfirmedID() throws {
        // given
        let responder = try Support.embeddedResponder()
        let catalogue = try MovieCatalogue.embedded()
        let unlinked = try #require(catalogue.movies.lazy.flatMap(\.cast).first { catalogue.person(named: $0.name)?.id == nil })

        // when
        let body = try Support.get(responder, "/3/search/person", ["query": unlinked.name])

        // then
        #expect(try Support.results(body).allSatisfy { $0["name"] as? String != unlinked.name })
    }

    @Test func searchPerson_withNoQuery_isAnEmptyPage() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, "/3/search/person", [:])

        // then
        #expect(try Support.results(body).isEmpty)
        #expect(body["total_pages"] as? Int == 1)
        #expect(body["total_results"] as? Int == 0)
    }

    @Test func person_withMovieCredits_givesBiographyAndEveryCreditWithJobOrCharacter() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, "/3/person/31", ["append_to_response": "movie_credits"])

        // then
        #expect(body["name"] as? String == "Tom Hanks")
        #expect(body["birthday"] as? String == "1956-07-09")
        #expect(body["deathday"] is NSNull)
        #expect(body["known_for_department"] as? String == "Acting")
        #expect((body["biography"] as? String)?.isEmpty == false)
        let credits = try #require(body["movie_credits"] as? [String: Any])
        #expect(credits["id"] == nil)
        let cast = try #require(credits["cast"] as? [[String: Any]])
        let gump = try #require(cast.first { $0["id"] as? Int == 13 })
        #expect(gump["character"] as? String == "Forrest Gump")
        #expect(gump["title"] as? String == "Forrest Gump")
        #expect(gump["credit_id"] is String)
        let dates = cast.compactMap { $0["release_date"] as? String }
        #expect(dates == dates.sorted(by: >))
        #expect(cast.count >= 8)
    }

    @Test func aDirectorsCredits_areCrewWithJobAndDepartment() throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, "/3/person/525/movie_credits")

        // then
        #expect(body["id"] as? Int == 525)
        let crew = try #require(body["crew"] as? [[String: Any]])
        let inception = try #require(crew.first { $0["id"] as? Int == 27205 })
        #expect(inception["job"] as? String == "Director")
        #expect(inception["department"] as? String == "Directing")
        #expect(crew.count >= 12)
    }

    @Test(arguments: ["/3/person/999999999", "/3/person/abc", "/3/person/-3", "/3/person/999999999/movie_credits"])
    func anUnknownPerson_isTMDBsNotFound(path: String) throws {
        // given
        let responder = try Support.embeddedResponder()

        // when
        let body = try Support.get(responder, path, status: 404)

        // then
        #expect(body["status_code"] as? Int == 34)
    }

    @Test func filmCredits_carryPersonIDs_andNullForUnlinkedPeople() throws {
        // given
        let responder = try Support.embeddedResponder()
        let catalogue = try MovieCatalogue.embedded()

        // when
        let body = try Support.get(responder, "/3/movie/550/credits")

        // then
        #expect(body["id"] as? Int == 550)
        let cast = try #require(body["cast"] as? [[String: Any]])
        let pitt = try #require(cast.first { $0["name"] as? String == "Brad Pitt" })
        #expect(pitt["id"] as? Int == 287)
        #expect(pitt["profile_path"] is NSNull)
        #expect(pitt["known_for_department"] as? String == "Acting")
        let crew = try #require(body["crew"] as? [[String: Any]])
        #expect(crew.first { $0["job"] as? String == "Director" }?["id"] as? Int == 7467)
        for entry in cast + crew {
            let name = try #require(entry["name"] as? String)
            if let id = catalogue.person(named: name)?.id {
                #expect(entry["id"] as? Int == id)
            } else {
                #expect(entry["id"] is NSNull, "\(name)")
            }
        }
        let creditIDs = (cast + crew).compactMap { $0["credit_id"] as? String }
        #expect(Set(creditIDs).count == cast.count + crew.count)
        #expect(creditIDs.allSatisfy { $0.count == 24 && $0.allSatisfy(\.isHexDigit) })
    }
}
