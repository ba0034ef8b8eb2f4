import MoviesDomain

/// How home words its sections that TMDB (or the embedded catalogue)
/// answers: a list's first titles, the genres, or why a section is empty.
enum HomeTMDBSectionWording {
    /// The film section `title` for `state`; `nil` while it is still loading.
    static func films(_ state: LoadState<MoviesPage>, title: String) -> HomeSectionViewModel? {
        switch state {
        case .loaded(let page, _):
            let items = page.movies.prefix(HomeSectionViewModel.keptFilmCount).map(MoviesListItemViewModel.init(movie:))
            let names = items.prefix(HomeSectionViewModel.summaryTitleCount).map(\.title)
            return HomeSectionViewModel(
                title: title,
                summary: names.isEmpty ? "Nothing in this list right now." : names.joined(separator: " · ") + " …",
                state: .loaded,
                films: Array(items)
            )
        case .failed(let failure, _):
            let unavailable: Bool
            if case .notSupported = failure.error { unavailable = true } else { unavailable = false }
            return HomeSectionViewModel(title: title, summary: failure.message, state: unavailable ? .unavailable : .failed)
        case .idle, .loading:
            return nil
        }
    }

    /// The genres section for `state`; `nil` while it is still loading.
    static func genres(_ state: LoadState<[Genre]>) -> HomeSectionViewModel? {
        let names: [String]
        switch state {
        case .loaded(let genres, _): names = genres.map(\.name)
        case .failed: names = []
        case .idle, .loading: return nil
        }
        return HomeSectionViewModel(
            title: HomeSection.genres.title,
            summary: names.isEmpty ? "No genres to show." : names.prefix(6).joined(separator: ", ") + (names.count > 6 ? ", …" : ""),
            state: names.isEmpty ? .failed : .loaded
        )
    }
}
