import MoviesDomain
import Testing

/// The certification shown for a region: its theatrical release's first.
struct CertificationRulesTests {
    private static let releases = [
        CountryReleases(country: "US", releases: [
            MovieRelease(type: .premiere, certification: nil),
            MovieRelease(type: .digital, certification: "R"),
            MovieRelease(type: .theatrical, certification: "PG-13"),
        ]),
        CountryReleases(country: "GB", releases: [
            MovieRelease(type: .physical, certification: "12"),
            MovieRelease(type: .limitedTheatrical, certification: "12A"),
        ]),
        CountryReleases(country: "FR", releases: [MovieRelease(type: .theatrical, certification: nil)]),
    ]

    @Test(arguments: [("US", "PG-13"), ("us", "PG-13"), ("GB", "12A")])
    func theTheatricalRelease_isPickedFirst(region: String, expected: String) {
        #expect(CertificationRules.certifiedRelease(in: Self.releases, region: region)?.certification == expected)
    }

    @Test(arguments: ["FR", "JP"])
    func aRegionWithoutACertifiedRelease_hasNone(region: String) {
        #expect(CertificationRules.certifiedRelease(in: Self.releases, region: region) == nil)
    }

    @Test func releaseTypes_readTMDBsNumbers() {
        #expect((1...6).map { ReleaseType(tmdbValue: $0) } == [.premiere, .limitedTheatrical, .theatrical, .digital, .physical, .tv])
        #expect(ReleaseType(tmdbValue: 9) == .other(9) && ReleaseType.other(9).tmdbValue == 9)
    }
}
