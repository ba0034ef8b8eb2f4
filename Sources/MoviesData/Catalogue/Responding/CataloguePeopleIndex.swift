/// Every credit of the catalogue gathered per person, for person screens, people
/// search and the credits of a film.
struct CataloguePeopleIndex: Sendable {
    /// One film a person worked on, and how.
    struct Credit: Sendable {
        enum Role: Sendable {
            /// `order` is the billing position in the film's cast.
            case cast(character: String, order: Int)
            case crew(job: String, department: String)
        }

        let movie: CatalogueMovie
        let role: Role
        /// Stable and unique per credit: the film, cast or crew, and the position in that list.
        let creditID: String
    }

    /// A person as the catalogue answers for them.
    struct Person: Sendable {
        let name: String
        let entry: CataloguePerson?
        let credits: [Credit]
        /// The entry's department, or the one most of the person's credits are in (`Acting` for cast).
        let knownForDepartment: String
        /// A tenth of the summed popularity of the person's films, so people who appear in
        /// many popular films rank first, as TMDB's person popularity tends to.
        let popularity: Double

        var id: Int? { entry?.id }
        var gender: Int { entry?.gender ?? 0 }
    }

    private let peopleByName: [String: Person]
    private let catalogue: MovieCatalogue

    init(catalogue: MovieCatalogue) {
        self.catalogue = catalogue
        var creditsByName: [String: [Credit]] = [:]
        for movie in catalogue.movies {
            for (order, credit) in movie.cast.enumerated() {
                creditsByName[credit.name, default: []].append(Credit(
                    movie: movie,
                    role: .cast(character: credit.character, order: order),
                    creditID: Self.creditID(movieID: movie.id, isCast: true, position: order)
                ))
            }
            for (position, credit) in movie.crew.enumerated() {
                creditsByName[credit.name, default: []].append(Credit(
                    movie: movie,
                    role: .crew(job: credit.job, department: credit.department),
                    creditID: Self.creditID(movieID: movie.id, isCast: false, position: position)
                ))
            }
        }
        var people: [String: Person] = [:]
        people.reserveCapacity(creditsByName.count)
        for (name, credits) in creditsByName {
            let entry = catalogue.person(named: name)
            people[name] = Person(
                name: name,
                entry: entry,
                credits: credits,
                knownForDepartment: entry?.knownForDepartment ?? Self.mainDepartment(of: credits),
                popularity: Self.popularity(of: credits)
            )
        }
        peopleByName = people
    }

    /// The person credited as `name`.
    func person(named name: String) -> Person? {
        peopleByName[name]
    }

    /// The linked person with TMDB id `id`.
    func person(withID id: Int) -> Person? {
        catalogue.person(withID: id).flatMap { peopleByName[$0.name] }
    }

    /// Linked people whose name matches `text` word by word, as titles do in film search;
    /// a name that is exactly the query comes first, then the most popular.
    func search(_ text: String) -> [Person] {
        let matcher = CatalogueTitleMatcher(query: text)
        guard !matcher.isEmpty else { return [] }
        let hits = catalogue.people.compactMap { entry -> (hit: Person, isExact: Bool)? in
            guard entry.id != nil, let person = peopleByName[entry.name] else { return nil }
            let name = CatalogueTitleMatcher.PreparedTitle(entry.name)
            guard matcher.matches(name) else { return nil }
            return (person, matcher.isExactMatch(name))
        }
        return CatalogueSearchOrder.sorted(hits, popularity: { $0.popularity }, precedes: { $0.name < $1.name })
    }

    /// TMDB credit ids are 24 hexadecimal digits; these are made from the film id
    /// (16 digits), `ca` for cast or `c0` for crew, and the position (6 digits).
    static func creditID(movieID: Int, isCast: Bool, position: Int) -> String {
        hex(max(0, movieID), digits: 16) + (isCast ? "ca" : "c0") + hex(max(0, position), digits: 6)
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    private static func mainDepartment(of credits: [Credit]) -> String {
        var counts: [String: Int] = [:]
        for credit in credits {
            switch credit.role {
            case .cast: counts["Acting", default: 0] += 1
            case .crew(_, let department): counts[department, default: 0] += 1
            }
        }
        // Acting wins ties, then the alphabet, so the answer never depends on dictionary order.
        return counts.max { lhs, rhs in
            if lhs.value != rhs.value { return lhs.value < rhs.value }
            if (lhs.key == "Acting") != (rhs.key == "Acting") { return rhs.key == "Acting" }
            return lhs.key > rhs.key
        }?.key ?? "Acting"
    }

    private static func popularity(of credits: [Credit]) -> Double {
        var seen: Set<Int> = []
        var total = 0.0
        for credit in credits where seen.insert(credit.movie.id).inserted {
            total += credit.movie.popularity
        }
        return (total * 100).rounded() / 1000
    }
}
