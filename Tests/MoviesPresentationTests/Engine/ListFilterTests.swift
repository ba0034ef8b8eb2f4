import MoviesPresentation
import Testing

struct ListFilterTests {
    @Test func aRowStays_whenItHoldsTheTypedLettersInOrder() {
        let filter = ListFilter(text: "hat")
        #expect(filter.matches("Heat"))
        #expect(filter.matches("The Hateful Eight"))
        #expect(!filter.matches("Tha"))
    }

    @Test func caseAndAccentsFold_onBothSides() {
        #expect(ListFilter(text: "amelie").matches("Amélie"))
        #expect(ListFilter(text: "AMÉLIE").matches("amelie"))
        #expect(ListFilter(text: "Ozu").matches("ＯＺＵ"))
    }

    @Test func spacesTypedAreIgnored_andAnEmptyFilterKeepsEveryRow() {
        #expect(ListFilter(text: "dark kn").matches("The Dark Knight"))
        #expect(ListFilter(text: " ").isEmpty)
        #expect(ListFilter(text: "").matchingIndices(of: ["a", "b"]) == [0, 1])
    }

    @Test func theRowsThatStay_keepTheirOrder_andTheSummaryCountsThem() {
        let titles = ["Heat", "Inception", "The Hateful Eight", "Up"]
        let filter = ListFilter(text: "hat")
        let kept = filter.matchingIndices(of: titles)
        #expect(kept == [0, 2])
        #expect(filter.summary(shown: kept.count, of: titles.count) == "filter: hat, 2 of 4")
    }
}
