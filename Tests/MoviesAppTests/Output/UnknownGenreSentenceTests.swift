import Testing
@testable import MoviesApp

/// The sentence for `--genre NAME` when no genre is called NAME.
struct UnknownGenreSentenceTests {
    @Test func aShortList_isNamedWhole() {
        // given / when
        let sentence = UnknownGenreSentence.text(for: "Dramedy", among: ["Action", "Comedy", "Drama"])

        // then
        #expect(sentence == "There is no genre 'Dramedy'; the genres are Action, Comedy, Drama.")
    }

    @Test func aLongList_namesTheFiveClosest_nearestFirst_andHowManyThereAre() {
        // given: 40 genres, a few of them near "Dramedy"
        let genres = (0..<35).map { "Zzzzzzzz \($0)" } + ["Comedy", "Drama", "Dramedy Film", "Melodrama", "Romedy"]

        // when
        let sentence = UnknownGenreSentence.text(for: "dramedy", among: genres)

        // then: by edit distance (2, 3, 3, 5, 7), Comedy before Drama as listed
        #expect(sentence == "There is no genre 'dramedy'; the closest of its 40 genres are Romedy, Comedy, Drama, Dramedy Film, Melodrama ('movies genres' lists them all).")
    }

    @Test func equallyCloseGenres_keepTheListsOrder() {
        let genres = (0..<40).map { "G\($0)" }
        #expect(UnknownGenreSentence.closestNames(to: "G", among: genres) == ["G0", "G1", "G2", "G3", "G4"])
    }

    @Test func aHugeGenreName_isCutInTheSentence() {
        // given
        let long = String(repeating: "Very long genre ", count: 10_000)

        // when
        let sentence = UnknownGenreSentence.text(for: "Dramedy", among: ["Action", long])

        // then
        #expect(sentence.count < 120, "\(sentence)")
        #expect(sentence.hasSuffix("the genres are Action, Very long genre Very long genre….") == true, "\(sentence)")
    }
}
