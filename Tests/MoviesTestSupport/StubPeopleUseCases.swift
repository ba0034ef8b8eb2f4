public import MoviesDomain

/// Answers a search for people with fixed pages (by page number), or a failure.
public struct StubSearchPeopleUseCase: SearchPeopleUseCase {
    public let pages: [Int: PeoplePage]
    public let failure: MoviesRepositoryError?

    public init(pages: [PeoplePage] = [], failure: MoviesRepositoryError? = nil) {
        self.pages = Dictionary(pages.map { ($0.page, $0) }, uniquingKeysWith: { _, last in last })
        self.failure = failure
    }

    public func execute(query: String, page: Int, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PeoplePage>, any Error> {
        let answer = pages[page]
        let failure = failure
        return AsyncThrowingStream { continuation in
            if let failure { return continuation.finish(throwing: failure) }
            continuation.yield(Fetched(value: answer ?? PeoplePage(page: page, totalPages: 0, people: []), origin: .live))
            continuation.finish()
        }
    }
}

/// Answers with fixed details of a person, or a failure.
public struct StubPersonDetailsUseCase: FetchByIDUseCase {
    public let result: Result<PersonDetails, MoviesRepositoryError>

    public init(_ result: Result<PersonDetails, MoviesRepositoryError>) {
        self.result = result
    }

    public func execute(id: Person.Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<PersonDetails>, any Error> {
        let result = result
        return AsyncThrowingStream { continuation in
            switch result {
            case .success(let details):
                continuation.yield(Fetched(value: details, origin: .live))
                continuation.finish()
            case .failure(let error):
                continuation.finish(throwing: error)
            }
        }
    }
}

/// People and filmographies the tests share.
public enum PeopleFixtures {
    public static let nolan = Person(id: 525, name: "Christopher Nolan", knownForDepartment: "Directing", knownFor: ["Inception", "Interstellar", "Tenet", "Memento"].map { KnownForTitle(title: $0) })
    public static let caine = Person(id: 3895, name: "Michael Caine", knownForDepartment: "Acting", knownFor: [KnownForTitle(title: "The Dark Knight")])

    public static let inception = Movie(id: 27205, title: "Inception", releaseDate: ReleaseDate(year: 2010, month: 7, day: 15), voteAverage: 8.4, voteCount: 36_000)
    public static let following = Movie(id: 11660, title: "Following", releaseDate: ReleaseDate(year: 1998, month: 9, day: 12))
    public static let tenet = Movie(id: 577922, title: "Tenet", releaseDate: ReleaseDate(year: 2020, month: 8, day: 22))

    /// Nolan directing three films, writing two of them, and acting in one.
    public static let nolanDetails = PersonDetails(
        person: nolan,
        biography: "A director.\n\nKnown for puzzles.",
        birthday: ReleaseDate(year: 1970, month: 7, day: 30),
        placeOfBirth: "London, England, UK",
        credits: [
            PersonCredit(movie: tenet, role: .crew(job: "Director", department: "Directing")),
            PersonCredit(movie: inception, role: .crew(job: "Director", department: "Directing")),
            PersonCredit(movie: inception, role: .crew(job: "Screenplay", department: "Writing")),
            PersonCredit(movie: following, role: .crew(job: "Director", department: "Directing")),
            PersonCredit(movie: following, role: .crew(job: "Writer", department: "Writing")),
            PersonCredit(movie: following, role: .cast(character: "Burglar")),
        ]
    )
}
