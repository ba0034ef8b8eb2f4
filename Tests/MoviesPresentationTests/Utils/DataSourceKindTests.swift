import MoviesDomain
import MoviesPresentation
import MoviesTestSupport
import Testing

/// Machine-readable output names the embedded catalogue as the source of its
/// answers (`"kind": "catalogue"`), and TMDB's answers by how current they are.
struct DataSourceKindTests {
    private static let catalogue = DataSourceWording(
        liveStatusText: "embedded catalogue", serverName: "the embedded catalogue", sourceKind: DataSourceWording.catalogueSourceKind
    )

    @Test(arguments: [DataOrigin.live, .cached(fetchedAt: Timestamp(secondsSince1970: 0)), .offline(fetchedAt: Timestamp(secondsSince1970: 0), reason: nil)])
    func theCatalogue_isTheKindOfEveryAnswer(origin: DataOrigin) {
        let line = StatusLineViewModel.describing(origin, formatter: FixedDataAgeFormatter(), wording: Self.catalogue)
        #expect(line.origin?.kind == "catalogue")
    }

    @Test func theCataloguesLiveAnswer_keepsItsStatusWords() {
        let line = StatusLineViewModel.describing(.live, formatter: FixedDataAgeFormatter(), wording: Self.catalogue)
        #expect(line.kind == .live && line.text == "embedded catalogue")
    }

    @Test func aServersAnswers_areNamedByHowCurrentTheyAre() {
        let formatter = FixedDataAgeFormatter()
        #expect(StatusLineViewModel.describing(.live, formatter: formatter, wording: .tmdb).origin?.kind == "live")
        let cached = StatusLineViewModel.describing(.cached(fetchedAt: Timestamp(secondsSince1970: 0)), formatter: formatter, wording: .tmdb)
        #expect(cached.origin?.kind == "cached" && cached.origin?.fetchedAt == "1970-01-01T00:00:00Z")
    }
}
