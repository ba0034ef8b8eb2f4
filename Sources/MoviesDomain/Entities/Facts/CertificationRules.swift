/// The age certification a film's details show for a region.
public enum CertificationRules {
    /// The release of `region` whose certification is shown: among its
    /// releases that carry one, the theatrical release first, then a
    /// limited one, the premiere, digital, physical, TV; TMDB's order among
    /// equals. `nil` when the region has no certified release.
    public static func certifiedRelease(in releases: [CountryReleases], region: String) -> MovieRelease? {
        let wanted = region.uppercased()
        var best: (rank: Int, offset: Int, release: MovieRelease)?
        for country in releases where country.country.uppercased() == wanted {
            for (offset, release) in country.releases.enumerated() where release.certification != nil {
                let rank = typeRank(release.type)
                if best.map({ (rank, offset) < ($0.rank, $0.offset) }) ?? true { best = (rank, offset, release) }
            }
        }
        return best?.release
    }

    private static func typeRank(_ type: ReleaseType) -> Int {
        switch type {
        case .theatrical: 0
        case .limitedTheatrical: 1
        case .premiere: 2
        case .digital: 3
        case .physical: 4
        case .tv: 5
        case .other: 6
        }
    }
}
