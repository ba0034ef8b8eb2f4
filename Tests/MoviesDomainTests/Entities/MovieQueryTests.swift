import MoviesDomain
import Testing

struct MovieQueryTests {
    @Test func whenQueryHasExtraSpacesAndCapitals_normalizedTextIsTrimmedCollapsedAndLowercased() {
        #expect(MovieQuery(text: "  The   Dark\tKnight ").normalizedText == "the dark knight")
    }

    @Test func whenTextsDifferOnlyInSpacingAndCase_areTheSameSearch() {
        #expect(MovieQuery(text: "  inception ").isSameSearch(as: MovieQuery(text: "Inception")))
    }

    @Test func whenYearsDiffer_areDifferentSearches() {
        #expect(!MovieQuery(text: "Dune", year: 1984).isSameSearch(as: MovieQuery(text: "Dune", year: 2021)))
    }

    @Test func whenPageIsLast_hasNoMorePages() {
        #expect(!MoviesPage(page: 3, totalPages: 3, movies: []).hasMorePages)
        #expect(MoviesPage(page: 2, totalPages: 3, movies: []).hasMorePages)
    }
}
