import MoviesDomain
import MoviesPresentation
import Testing
import TestSupport

/// How a person's credits become the filmography's rows: one per film, every
/// part named once, in linear time, and at most `filmLimit` films.
struct PersonFilmographyMergeTests {
    private static let film = Movie(id: 1, title: "One Film", releaseDate: ReleaseDate(year: 2001, month: 1, day: 1))

    private static func details(_ credits: [PersonCredit]) -> PersonDetails {
        PersonDetails(person: Person(id: 9, name: "Someone"), credits: credits)
    }

    @Test func partsRepeatedInAFilm_areNamedOnce_inTheOrderFirstMet() {
        // given: one film with a job twice and a part played twice
        let credits: [PersonCredit] = [
            PersonCredit(movie: Self.film, role: .crew(job: "Director", department: "Directing")),
            PersonCredit(movie: Self.film, role: .cast(character: "Himself")),
            PersonCredit(movie: Self.film, role: .crew(job: "Director", department: "Directing")),
            PersonCredit(movie: Self.film, role: .crew(job: "Writer", department: "Writing")),
            PersonCredit(movie: Self.film, role: .cast(character: "Himself")),
            PersonCredit(movie: Self.film, role: .cast(character: nil)),
        ]

        // when
        let content = PersonContentViewModel(details: Self.details(credits))

        // then: one row; every part once, every department once; all six parts for --json
        #expect(content.credits.count == 1)
        #expect(content.credits.first?.roles == "Director, as Himself, Writer, Acting")
        #expect(content.credits.first?.departments == ["Directing", "Acting", "Writing"])
        #expect(content.credits.first?.parts.count == 6)
        #expect(content.filmsLeftOut == 0 && content.filmsLeftOutNote == nil)
    }

    @Test func aFilmWithMoreParts_thanARowNames_saysHowManyItLeavesOut() {
        // given: 25 different jobs in one film
        let credits = (0..<25).map { PersonCredit(movie: Self.film, role: .crew(job: "Job \($0)", department: "Crew")) }

        // when
        let row = PersonContentViewModel(details: Self.details(credits)).credits.first

        // then: the first twenty named, the five others counted; every part kept
        let named = (0..<20).map { "Job \($0)" }.joined(separator: ", ")
        #expect(row?.roles == named + " and 5 more")
        #expect(row?.departments == ["Crew"])
        #expect(row?.parts.count == 25)
    }

    @Test func onRandomFilmographies_theRowsAreThoseOfTheStraightforwardMerge() {
        var generator = SeededGenerator(seed: 0x5EED_F11E)
        for _ in 0..<300 {
            // given: up to 60 credits over a few films, jobs, characters and departments
            let credits = (0..<Int.random(in: 0...60, using: &generator)).map { _ in Self.randomCredit(using: &generator) }

            // when
            let rows = PersonContentViewModel(details: Self.details(credits)).credits

            // then
            let expected = Self.referenceRows(credits)
            #expect(rows.map(\.movieID) == expected.map(\.movieID), "credits: \(credits)")
            #expect(rows.map(\.roles) == expected.map(\.roles), "credits: \(credits)")
            #expect(rows.map(\.departments) == expected.map(\.departments), "credits: \(credits)")
            #expect(rows.map(\.parts.count) == expected.map(\.parts), "credits: \(credits)")
        }
    }

    @Test func twoHundredThousandPartsInOneFilm_makeOneRow_withEveryPartKept() {
        // given: what a hostile server sent (issue #25): one film, each credit a different job
        let credits = (0..<200_000).map { PersonCredit(movie: Self.film, role: .crew(job: "J\($0)", department: nil)) }

        // when
        let content = PersonContentViewModel(details: Self.details(credits))

        // then
        let row = content.credits.first
        #expect(content.credits.count == 1)
        #expect(row?.roles.hasSuffix("J18, J19 and 199,980 more") == true, "\(row?.roles.suffix(60) ?? "")")
        #expect(row?.departments.count == 200_000 && row?.departments.last == "J199999")
        #expect(row?.parts.count == 200_000)
    }

    @Test func pastTheFilmLimit_theNewestFilmsAreKept_andTheRestCounted() {
        // given: one more film than the limit, and a second part in the last kept film
        let limit = PersonContentViewModel.filmLimit
        var credits = (1...limit + 1).map { id in
            PersonCredit(movie: Movie(id: id, title: "Film \(id)"), role: .crew(job: "Editor", department: "Editing"))
        }
        credits.append(PersonCredit(movie: Movie(id: limit, title: "Film \(limit)"), role: .cast(character: "Cameo")))

        // when
        let content = PersonContentViewModel(details: Self.details(credits))

        // then
        #expect(content.credits.count == limit)
        #expect(content.credits.last?.movieID == limit && content.credits.last?.roles == "Editor, as Cameo")
        #expect(content.filmsLeftOut == 1)
        #expect(content.filmsLeftOutNote == "1 more film is not listed; only the newest 5,000 are.")
    }

    // MARK: - Random credits and the reference merge

    private static func randomCredit(using generator: inout SeededGenerator) -> PersonCredit {
        let movie = Movie(id: Int.random(in: 1...6, using: &generator), title: "Film")
        let words = ["", "Director", "Writer", "Cobb", "Crew", "Sound"]
        let word = words.randomElement(using: &generator) ?? ""
        if Bool.random(using: &generator) {
            return PersonCredit(movie: movie, role: .cast(character: Bool.random(using: &generator) ? word : nil))
        }
        let department = Bool.random(using: &generator) ? words.randomElement(using: &generator) : nil
        return PersonCredit(movie: movie, role: .crew(job: word, department: department))
    }

    /// The merge written the obvious (quadratic) way, for small inputs only.
    private static func referenceRows(_ credits: [PersonCredit]) -> [(movieID: Int, roles: String, departments: [String], parts: Int)] {
        var films: [Int] = []
        for credit in credits where !films.contains(credit.movie.id) { films.append(credit.movie.id) }
        return films.map { id in
            let own = credits.filter { $0.movie.id == id }
            var names: [String] = []
            var departments: [String] = []
            for credit in own {
                let name: String
                switch credit.role {
                case .cast(let character): name = (character?.isEmpty == false ? character.map { "as \($0)" } : nil) ?? "Acting"
                case .crew(let job, _): name = job
                }
                if !names.contains(name) { names.append(name) }
                if !departments.contains(credit.department) { departments.append(credit.department) }
            }
            let roles = names.prefix(20).joined(separator: ", ") + (names.count > 20 ? " and \(names.count - 20) more" : "")
            return (id, roles, departments, own.count)
        }
    }
}
