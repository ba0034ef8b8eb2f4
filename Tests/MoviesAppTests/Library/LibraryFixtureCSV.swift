/// Letterboxd import CSVs of many films named by `tmdbID` (ids 1 to count),
/// each on the watchlist, seen once (a rewatch, tagged, with a review) and rated: an import matches them
/// without a single request.
enum LibraryFixtureCSV {
    static func text(films count: Int) -> String {
        var text = "LetterboxdURI,tmdbID,imdbID,Title,Year,Directors,Rating,Rating10,WatchedDate,Rewatch,Tags,Review\n"
        text.reserveCapacity(count * 80)
        for id in 1...max(1, count) {
            let year = 1950 + id % 70
            let day = 1 + id % 28
            let rating = Double(1 + id % 10) / 2
            text += ",\(id),,Film number \(id),\(year),,,,,,watchlist,\n"
            text += ",\(id),,Film number \(id),\(year),,\(rating),,2020-02-\(day < 10 ? "0" : "")\(day),true,\"cinema, night\",Review \(id)\n"
        }
        return text
    }
}
