import MoviesDomain
import MoviesPresentation
import Testing

struct NameResolutionSentenceTests {
    @Test func anUnknownService_namesTheRegionAndTheClosest() {
        // given
        let error = NameResolutionError.unknown(name: "Netflx", kind: .watchProvider(region: "GB"), closest: ["Netflix", "Tubi"])
        // when / then
        #expect(NameResolutionSentence.text(for: error) == "There is no streaming service or shop in GB called “Netflx”; the closest are Netflix or Tubi.")
    }

    @Test func anUnknownKeywordWithNothingClose_isTheSentenceAlone() {
        // given / when / then
        #expect(NameResolutionSentence.text(for: .unknown(name: "zzz", kind: .keyword, closest: [])) == "TMDB has no keyword called “zzz”.")
    }

    @Test func anAmbiguousName_namesTheCandidates() {
        // given
        let error = NameResolutionError.ambiguous(name: "amazon", kind: .watchProvider(region: "US"), candidates: ["Amazon Prime Video", "Amazon Video"])
        // when / then
        #expect(NameResolutionSentence.text(for: error) == "“amazon” could name several services in US: Amazon Prime Video or Amazon Video; give more of the name.")
    }
}
