import MoviesDomain

extension DefaultLibraryRepository {
    /// Read with two statements (`LibraryStatsQuery`); a damaged file gives
    /// what can still be read of it, and says so.
    public func viewings(ofYear year: Int) async throws -> LibraryRead<YearViewings> {
        guard let database = try database(creating: false) else { return LibraryRead(value: YearViewings(year: year, viewings: [], films: [:])) }
        return try database.read(
            verifying: true,
            { try LibraryStatsQuery.viewings(ofYear: year, $0) },
            salvage: { YearViewings(year: year, entries: LibrarySalvage.read($0).entries) }
        )
    }
}
