import MoviesDomain

/// One link of the details screen (a person, related films, the
/// collection), as text under the heading of its section.
public struct MovieDetailsLinkViewModel: Equatable, Sendable {
    /// The sections, in the order the screen shows them.
    public enum Section: String, Equatable, Sendable, CaseIterable {
        case cast = "Cast"
        case crew = "Crew"
        case related = "Related"
        /// The rows of the film's facts (`MovieDetailsFactsViewModel.links`).
        case trailer = "Trailer"
        case keywords = "Keywords"
        case reviews = "Reviews"
    }

    public let section: Section
    /// `Leonardo DiCaprio as Dom Cobb`, `Christopher Nolan · Director, Screenplay`.
    public let text: String
    /// TMDB's id of what the link opens (a person, a collection), for
    /// `--select` output; `nil` for the related lists.
    public let id: Int?
    /// Where the link goes: the view model follows it, the view never reads it.
    let target: Target

    enum Target: Equatable, Sendable {
        case person(id: Person.Identifier, name: String)
        case moviesList(MoviesListSource)
        /// A video's page, played in `MOVIES_PLAYER` or the browser.
        case video(url: String)
        /// The film's reviews.
        case reviews(movieID: Movie.Identifier, title: String)
    }

    /// Asks `actions` for where the link goes: the one place a link's target
    /// becomes navigation, for the details' links and its facts' rows alike.
    /// - Returns: What the status line should say about it (a video started
    ///   outside the program), or `nil` when a screen opens instead.
    @MainActor
    @discardableResult
    public func follow(with actions: MovieDetailsViewModelActions) -> String? {
        switch target {
        case .person(let id, let name): actions.showPerson(id, name)
        case .moviesList(let source): actions.showMoviesList(source)
        case .video(let url): return actions.playVideo(url)
        case .reviews(let movieID, let title): actions.showReviews(movieID, title)
        }
        return nil
    }

    /// How many of the billed cast the screen lists.
    static let castLimit = 12

    /// The links of `details`: billed cast and named crew that have a
    /// person id, then the related lists and the collection.
    static func links(for details: MovieDetails) -> [MovieDetailsLinkViewModel] {
        var links: [MovieDetailsLinkViewModel] = []
        for member in details.cast.prefix(castLimit) {
            guard let id = member.personID else { continue }
            let character = member.character.flatMap { $0.isEmpty ? nil : $0 }
            let text = character.map { "\(member.name) as \($0)" } ?? member.name
            links.append(MovieDetailsLinkViewModel(section: .cast, text: text, id: id, target: .person(id: id, name: member.name)))
        }
        links += crewLinks(details.crew)
        links += relatedLinks(for: details)
        return links
    }

    /// One link per person of the crew, every job of theirs on it.
    private static func crewLinks(_ crew: [CrewMember]) -> [MovieDetailsLinkViewModel] {
        var order: [Person.Identifier] = []
        var jobs: [Person.Identifier: (name: String, jobs: [String])] = [:]
        for member in crew {
            guard let id = member.personID else { continue }
            if jobs[id] == nil {
                order.append(id)
                jobs[id] = (member.name, [])
            }
            if jobs[id]?.jobs.contains(member.job) == false { jobs[id]?.jobs.append(member.job) }
        }
        return order.compactMap { id in
            jobs[id].map { entry in
                MovieDetailsLinkViewModel(
                    section: .crew, text: "\(entry.name) · \(entry.jobs.joined(separator: ", "))", id: id, target: .person(id: id, name: entry.name)
                )
            }
        }
    }

    private static func relatedLinks(for details: MovieDetails) -> [MovieDetailsLinkViewModel] {
        let movie = details.movie
        let titles = (details.recommendations ?? []).prefix(3).map(\.title)
        let more = titles.isEmpty ? "More like this" : "More like this: " + titles.joined(separator: ", ") + "…"
        var links = [
            MovieDetailsLinkViewModel(section: .related, text: more, id: nil, target: .moviesList(.recommendations(movieID: movie.id, title: movie.title))),
            MovieDetailsLinkViewModel(section: .related, text: "Similar titles", id: nil, target: .moviesList(.similar(movieID: movie.id, title: movie.title))),
        ]
        if let collection = details.collection {
            links.append(MovieDetailsLinkViewModel(
                section: .related, text: "Part of \(collection.name)", id: collection.id,
                target: .moviesList(.collection(id: collection.id, name: collection.name))
            ))
        }
        return links
    }
}
