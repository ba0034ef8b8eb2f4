@testable import MoviesDomain
import Testing

/// How a title and year from Letterboxd find their film among search results.
struct ImportedFilmMatcherTests {
    private static let phantomMenace = LibraryFilm(id: 1893, title: "Star Wars: Episode I - The Phantom Menace", year: 1999)
    private static let hollywood = LibraryFilm(id: 466_272, title: "Once Upon a Time... in Hollywood", year: 2019)
    private static let amelie = LibraryFilm(id: 194, title: "Amélie", year: 2001, originalTitle: "Le Fabuleux Destin d'Amélie Poulain")

    @Test func dashesQuotesEllipsesAndAccents_foldAway() {
        #expect(ImportedFilmMatcher.fits(title: "Star Wars: Episode I – The Phantom Menace", year: 1999, among: [Self.phantomMenace]) == [Self.phantomMenace])
        #expect(ImportedFilmMatcher.fits(title: "Once Upon a Time… in Hollywood", year: 2019, among: [Self.hollywood]) == [Self.hollywood])
        #expect(ImportedFilmMatcher.fits(title: "Amelie", year: 2001, among: [Self.amelie]) == [Self.amelie])
        let quoted = LibraryFilm(id: 5, title: "Schindler's List", year: 1993)
        #expect(ImportedFilmMatcher.fits(title: "Schindler’s List", year: 1993, among: [quoted]) == [quoted])
    }

    @Test func anAmpersandIsAnd_andALeadingArticleIsIgnored() {
        let fast = LibraryFilm(id: 13804, title: "Fast & Furious", year: 2009)
        let godfather = LibraryFilm(id: 238, title: "The Godfather", year: 1972)
        #expect(ImportedFilmMatcher.fits(title: "Fast and Furious", year: 2009, among: [fast]) == [fast])
        #expect(ImportedFilmMatcher.fits(title: "Godfather", year: 1972, among: [godfather]) == [godfather])
        // A title of the article alone keeps it.
        #expect(ImportedFilmMatcher.key("The") == "the")
    }

    @Test func theOriginalTitleMatchesToo() {
        #expect(ImportedFilmMatcher.fits(title: "Le fabuleux destin d’Amélie Poulain", year: 2001, among: [Self.amelie]) == [Self.amelie])
    }

    @Test func aLongerTitleThatHoldsTheWords_isNoMatch() {
        let sequel = LibraryFilm(id: 7, title: "Amélie 2", year: 2001)
        #expect(ImportedFilmMatcher.fits(title: "Amelie", year: 2001, among: [sequel]).isEmpty)
    }

    @Test func aYearOneOff_isTakenOnlyWhenOneFilmAloneFitsIt() {
        let early = LibraryFilm(id: 1, title: "Dune", year: 2020)
        let late = LibraryFilm(id: 2, title: "Dune", year: 2022)
        let exact = LibraryFilm(id: 3, title: "Dune", year: 2021)
        #expect(ImportedFilmMatcher.fits(title: "Dune", year: 2021, among: [early]) == [early])
        #expect(ImportedFilmMatcher.fits(title: "Dune", year: 2021, among: [early, late]).isEmpty)
        #expect(ImportedFilmMatcher.fits(title: "Dune", year: 2021, among: [early, exact, late]) == [exact])
        #expect(ImportedFilmMatcher.fits(title: "Dune", year: 2024, among: [late]).isEmpty)
    }

    @Test func aFilmReleasedAYearOff_isFoundBySearchingWithoutTheYear() async throws {
        // given: the search with the year finds nothing, as a source filtering by year does
        let search = SearchStub(["dune": [Movie(id: 438_631, title: "Dune", releaseDate: ReleaseDate(year: 2021, month: 9, day: 15))]])

        // when
        let found = try await ImportedFilmMatcher(moviesRepository: search).candidates(title: "Dune", year: 2020)

        // then
        #expect(found.map(\.id) == [438_631])
    }
}
