import MoviesDomain

/// Reads home's sections kept on this computer — your lists and your year
/// in film from the library, your recent searches — each read again whenever home is shown
/// again, as other screens may have changed them. No network: never stale.
struct HomeLocalSectionReader: Sendable {
    let fetchRecentQueriesUseCase: any FetchRecentMovieQueriesUseCase
    /// `nil` where the library is not at hand: its sections are then absent.
    let fetchLibraryListUseCase: (any FetchLibraryListUseCase)?
    /// Counts your year in film; `nil` likewise.
    let fetchLibraryStatsUseCase: (any FetchLibraryStatsUseCase)?

    /// Whether `section` is one this reader fills.
    static func reads(_ section: HomeSection) -> Bool {
        switch section {
        case .library, .yearInFilm, .recentSearches: return true
        case .movies, .genres: return false
        }
    }

    /// `section` as read now; `nil` for a section this reader does not fill.
    func read(_ section: HomeSection) async -> HomeSectionViewModel? {
        switch section {
        case .library(let list): return await library(list)
        case .yearInFilm: return await yearInFilm()
        case .recentSearches: return await recentSearches()
        case .movies, .genres: return nil
        }
    }

    private func recentSearches() async -> HomeSectionViewModel {
        let queries = (try? await fetchRecentQueriesUseCase.execute(maxCount: HomeSectionViewModel.summaryTitleCount)) ?? []
        return HomeSectionViewModel(
            title: HomeSection.recentSearches.title,
            summary: queries.isEmpty ? "No searches yet: type one above." : queries.map(\.text).joined(separator: " · "),
            state: .loaded
        )
    }

    /// Your list from the library on disk.
    private func library(_ list: LibraryList) async -> HomeSectionViewModel? {
        guard let useCase = fetchLibraryListUseCase else { return nil }
        let title = HomeSection.library(list).title
        do {
            let read = try await useCase.execute(list: list, sort: .added)
            let films = read.value.prefix(HomeSectionViewModel.keptFilmCount).map { entry in
                MoviesListItemViewModel(movie: Movie(id: entry.film.id, title: entry.film.title, originalTitle: entry.film.originalTitle, posterPath: entry.film.posterPath))
            }
            let names = films.prefix(HomeSectionViewModel.summaryTitleCount).map(\.title)
            let empty = list == .watchlist ? "Nothing yet: press w on any film to add it." : "Nothing yet: press s on a film you saw."
            return HomeSectionViewModel(
                title: title,
                summary: names.isEmpty ? empty : names.joined(separator: " · ") + (read.value.count > names.count ? " …" : ""),
                state: .loaded,
                films: Array(films)
            )
        } catch {
            return Self.failed(title: title, error)
        }
    }

    /// This year's viewing, counted by the stats use case: the numbers
    /// `movies stats` shows, with no second way of counting them.
    private func yearInFilm() async -> HomeSectionViewModel? {
        guard let useCase = fetchLibraryStatsUseCase else { return nil }
        let title = HomeSection.yearInFilm.title
        do {
            // Counting reads every viewing of the year (20,000 take tens of
            // milliseconds): at low priority, so that the lists' first frame
            // does not wait for it.
            let stats = try await Task.detached(priority: .background) { try await useCase.execute(year: nil) }.value
            let year = HomeYearInFilmViewModel(stats: stats.value)
            return HomeSectionViewModel(title: title, summary: year.summary, state: .loaded, yearInFilm: year)
        } catch {
            return Self.failed(title: title, error)
        }
    }

    /// A section whose read failed: the library's sentence for why.
    static func failed(title: String, _ error: any Error) -> HomeSectionViewModel {
        let sentence = (error as? LibraryError).map(LibraryErrorMessage.sentence(for:)) ?? "Your library could not be read."
        return HomeSectionViewModel(title: title, summary: sentence, state: .failed)
    }
}
